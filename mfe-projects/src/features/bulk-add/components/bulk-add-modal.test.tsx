import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@lp/shared';
import { installFakeHttp, type FakeHttp, type FakeReply } from '@lp/shared/test-utils';
import { renderInShell } from '../../../test/render.tsx';
import { BulkAddModal } from './bulk-add-modal.tsx';

let fake: FakeHttp;
let bulkReply: FakeReply;

const bulkCalls = () => fake.calls.filter((call) => call.url === '/projects/multiple');

beforeEach(async () => {
  await changeLanguage('ru');
  bulkReply = { status: 200, data: { added: 3, skipped: 1, total: 4 } };
  fake = installFakeHttp((config) => {
    if (config.url === '/company/integrations') return { status: 200, data: { data: [], total: 0 } };
    if (config.url === '/projects/multiple') return bulkReply;
    return undefined;
  });
});

afterEach(() => fake.restore());

const field = (testId: string) => screen.getByTestId<HTMLInputElement>(testId);

async function fillLists() {
  await userEvent.type(field('project-phones'), '+7 916 123-45-67{enter}8 916 765 43 21');
  await userEvent.type(field('project-domains'), 'okna.ru{enter}dveri.ru');
}

describe('BulkAddModal', () => {
  it('sends the lists with the options and shows the result', async () => {
    renderInShell(<BulkAddModal open onClose={() => undefined} />);
    const form = await screen.findByTestId('bulk-add-form');
    expect(screen.getByTestId('bulk-add-modal').contains(form)).toBe(true);
    await fillLists();
    fireEvent.click(field('bulk-add-skip'));
    fireEvent.click(screen.getByTestId('bulk-add-submit'));
    const result = await screen.findByTestId('bulk-add-result');
    expect(within(result).getByTestId('bulk-add-added').textContent).toBe('3');
    expect(within(result).getByTestId('bulk-add-skipped').textContent).toBe('1');
    expect(within(result).getByTestId('bulk-add-total').textContent).toBe('4');
    expect(await screen.findByText('Проекты обновлены')).toBeTruthy();
    expect(JSON.parse(String(bulkCalls()[0].data))).toEqual({
      domains: 'okna.ru\ndveri.ru',
      phones: '+7 916 123-45-67\n8 916 765 43 21',
      geo: [],
      weekdays: [],
      limit: 10,
      global_limit: null,
      integration_id: null,
      status: 'active',
      split_by_projects: true,
      skip_duplicates: true,
    });
  });

  it('names the clashing entries and suggests skipping duplicates', async () => {
    bulkReply = {
      status: 422,
      data: {
        message: 'Duplicates',
        errors: { 'phones.1': ['Already used'] },
        clashes: [{ kind: 'phone', value: '79167654321', project_id: 3, project_name: 'Старый' }],
      },
    };
    renderInShell(<BulkAddModal open onClose={() => undefined} />);
    await screen.findByTestId('bulk-add-form');
    await fillLists();
    fireEvent.click(screen.getByTestId('bulk-add-submit'));
    const clashes = await screen.findByTestId('project-clashes');
    expect(within(clashes).getByText('+7 916 765-43-21 — проект «Старый»')).toBeTruthy();
    expect(within(clashes).getByText(/Отметьте «Пропускать дубликаты»/)).toBeTruthy();
    expect(await screen.findByText('Строка 2: Already used')).toBeTruthy();
    expect(screen.queryByTestId('bulk-add-result')).toBeNull();
  });

  it('checks each line before sending', async () => {
    renderInShell(<BulkAddModal open onClose={() => undefined} />);
    await screen.findByTestId('bulk-add-form');
    await userEvent.type(field('project-phones'), '+7 916 123-45-67{enter}12345');
    fireEvent.click(screen.getByTestId('bulk-add-submit'));
    expect(await screen.findByText('Строка 2: Неверный номер телефона')).toBeTruthy();
    expect(bulkCalls()).toHaveLength(0);
  });
});
