import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@lp/shared';
import { installFakeHttp, type FakeHttp, type FakeReply } from '@lp/shared/test-utils';
import { makeProject } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { ProjectFormDrawer } from './project-form-drawer.tsx';

let fake: FakeHttp;
let saveReply: FakeReply;
let integrations: { id: number; name: string }[];

const saves = () => fake.calls.filter((call) => call.url?.startsWith('/projects'));
const sentBody = () => JSON.parse(String(saves().at(-1)?.data)) as Record<string, unknown>;

beforeEach(async () => {
  await changeLanguage('ru');
  saveReply = { status: 201, data: makeProject() };
  integrations = [{ id: 4, name: 'Битрикс24' }];
  fake = installFakeHttp((config) => {
    if (config.url === '/company/integrations')
      return { status: 200, data: { data: integrations, total: integrations.length } };
    if (config.url?.startsWith('/projects')) return saveReply;
    return undefined;
  });
});

afterEach(() => fake.restore());

function renderForm(project = null as ReturnType<typeof makeProject> | null) {
  const onClose = vi.fn();
  const view = renderInShell(<ProjectFormDrawer open project={project} onClose={onClose} />);
  return { ...view, onClose };
}

const field = (testId: string) => screen.getByTestId<HTMLInputElement>(testId);
const itemOf = (testId: string) => field(testId).closest('.ant-form-item') as HTMLElement;

async function fillValid() {
  await userEvent.type(field('project-name'), 'Окна');
  await userEvent.type(field('project-domains'), 'https://www.Okna.ru/catalog');
  await userEvent.type(field('project-phones'), '+7 (916) 123-45-67{enter}{enter}8 916 000 00 00');
}

describe('ProjectFormDrawer', () => {
  it('checks the fields before sending: required, each line, at least one target, minimum', async () => {
    renderForm();
    const form = await screen.findByTestId('project-form');
    await userEvent.clear(field('project-limit'));
    await userEvent.type(field('project-limit'), '0');
    fireEvent.click(screen.getByTestId('project-form-submit'));
    expect(await within(itemOf('project-name')).findByText('Это поле обязательно')).toBeTruthy();
    expect(
      await within(itemOf('project-domains')).findByText('Укажите хотя бы один домен или телефон'),
    ).toBeTruthy();
    expect(await within(itemOf('project-limit')).findByText('Минимальное значение: 1')).toBeTruthy();

    await userEvent.type(field('project-domains'), 'okna.ru{enter}not a domain{enter}{enter}ok.ru{enter}bad');
    await userEvent.type(field('project-phones'), '123');
    fireEvent.click(screen.getByTestId('project-form-submit'));
    expect(
      await within(itemOf('project-domains')).findByText(
        'Строка 2: Неверный формат URL; Строка 5: Неверный формат URL',
      ),
    ).toBeTruthy();
    expect(
      await within(itemOf('project-phones')).findByText('Строка 1: Неверный номер телефона'),
    ).toBeTruthy();
    expect(form).toBeTruthy();
    expect(saves()).toHaveLength(0);
  });

  it('keeps the limits to whole positive numbers through the number mask', async () => {
    renderForm();
    await screen.findByTestId('project-form');
    await userEvent.clear(field('project-limit'));
    await userEvent.type(field('project-limit'), '-1a5.7');
    expect(field('project-limit').value).toBe('157');
  });

  it('sends the project and closes with a message', async () => {
    const { onClose } = renderForm();
    await screen.findByTestId('project-form');
    await fillValid();
    await userEvent.clear(field('project-limit'));
    await userEvent.type(field('project-limit'), '25');
    await userEvent.type(field('project-global-limit'), '1000');
    fireEvent.click(screen.getByTestId('project-form-submit'));
    expect(await screen.findByText('Проект сохранён. Идёт синхронизация с источниками.')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(saves()[0].method).toBe('post');
    expect(sentBody()).toEqual({
      name: 'Окна',
      tag: null,
      domains: ['https://www.Okna.ru/catalog'],
      phones: ['+7 (916) 123-45-67', '8 916 000 00 00'],
      geo: [],
      weekdays: [],
      limit: 25,
      global_limit: 1000,
      integration_id: null,
      status: 'active',
    });
  });

  it("puts the server's 422 on the fields, translated, with the line of a list entry", async () => {
    saveReply = {
      status: 422,
      data: {
        message: 'The given data was invalid.',
        errors: {
          'phones.1': ['Invalid phone number'],
          limit: ['Minimum value: 5'],
          name: ['Name is taken in a way we do not know'],
        },
      },
    };
    renderForm();
    await screen.findByTestId('project-form');
    await fillValid();
    fireEvent.click(screen.getByTestId('project-form-submit'));
    expect(await screen.findByText('Пожалуйста, исправьте ошибки ниже')).toBeTruthy();
    // The second entry sent is on line 3 of the textarea (line 2 is blank).
    expect(
      await within(itemOf('project-phones')).findByText('Строка 3: Неверный номер телефона'),
    ).toBeTruthy();
    expect(await within(itemOf('project-limit')).findByText('Минимальное значение: 5')).toBeTruthy();
    expect(
      await within(itemOf('project-name')).findByText('Name is taken in a way we do not know'),
    ).toBeTruthy();
  });

  it('lists the entries that clash with other projects', async () => {
    saveReply = {
      status: 422,
      data: {
        message: 'Duplicates',
        errors: { 'domains.0': ['Already used in project “Старый”'] },
        clashes: [
          { kind: 'domain', value: 'okna.ru', project_id: 7, project_name: 'Старый' },
          { kind: 'phone', value: '79161234567', project_id: 8, project_name: 'Другой' },
        ],
      },
    };
    renderForm();
    await screen.findByTestId('project-form');
    await fillValid();
    fireEvent.click(screen.getByTestId('project-form-submit'));
    const clashes = await screen.findByTestId('project-clashes');
    expect(within(clashes).getByText('2 записи уже используются в других проектах')).toBeTruthy();
    expect(within(clashes).getByText('okna.ru — проект «Старый»')).toBeTruthy();
    expect(within(clashes).getByText('+7 916 123-45-67 — проект «Другой»')).toBeTruthy();
  });

  it('says that saving failed on any other error', async () => {
    saveReply = { status: 500, data: {} };
    const { onClose } = renderForm();
    await screen.findByTestId('project-form');
    await fillValid();
    fireEvent.click(screen.getByTestId('project-form-submit'));
    expect((await screen.findAllByText('Ошибка при сохранении проекта')).length).toBeGreaterThan(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits a project with PUT and shows its sync state', async () => {
    saveReply = { status: 200, data: makeProject() };
    renderForm(
      makeProject({
        id: 5,
        sync_status: 'failed',
        sync_error: 'Источник недоступен',
        geo: ['77'],
        integration_id: 4,
      }),
    );
    await screen.findByTestId('project-form');
    expect(screen.getByTestId('sync-status-5').textContent).toBe('Ошибка синхронизации');
    expect(field('project-name').value).toBe('Окна Москва');
    expect(field('project-phones').value).toBe('74951234567');
    await waitFor(() =>
      expect(within(screen.getByTestId('project-form')).getByText('Битрикс24')).toBeTruthy(),
    );
    fireEvent.click(screen.getByTestId('project-form-submit'));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0].url).toBe('/projects/5');
    expect(saves()[0].method).toBe('put');
    expect(sentBody()).toMatchObject({ name: 'Окна Москва', geo: ['77'], integration_id: 4, limit: 10 });
  });

  it('disables the integration select with a hint when there are none', async () => {
    integrations = [];
    renderForm();
    expect(await screen.findByText('Интеграций пока нет: добавьте их в разделе «Интеграции»')).toBeTruthy();
  });
});
