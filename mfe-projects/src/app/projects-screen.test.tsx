import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, LIVE_REFETCH_DELAY_MS } from '@lp/shared';
import type { ProjectList } from '@lp/shared/contracts';
import { emitLive, installFakeHttp, type FakeHttp, type FakeReply } from '@lp/shared/test-utils';
import { makeList, makeProject } from '../test/fixtures.ts';
import { renderInShell } from '../test/render.tsx';
import App from './app.tsx';

vi.mock('@lp/shared', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@lp/shared')>();
  const { liveMocks } = await import('@lp/shared/test-utils');
  return { ...actual, ...liveMocks() };
});

const PROJECTS = [
  makeProject({ id: 1 }),
  makeProject({
    id: 2,
    name: 'Двери СПб',
    tag: null,
    domains: ['dveri.ru', 'двери.рф'],
    phones: [],
    geo: ['78', '47', '77', '50'],
    weekdays: ['friday', 'monday'],
    status: 'inactive',
    sync_status: 'pending',
    global_limit: 500,
  }),
  makeProject({
    id: 3,
    name: 'Сломанный',
    sync_status: 'failed',
    sync_error: 'Источник недоступен',
    geo: [],
  }),
];

let fake: FakeHttp;
let listReply: () => FakeReply;
let replies: Record<string, FakeReply>;

const listCalls = () => fake.calls.filter((call) => call.url === '/projects' && call.method === 'get');
const callsTo = (url: string, method: string) =>
  fake.calls.filter((call) => call.url === url && call.method === method);

beforeEach(async () => {
  await changeLanguage('ru');
  const list: ProjectList = makeList(PROJECTS);
  listReply = () => ({ status: 200, data: list });
  replies = {};
  fake = installFakeHttp((config) => {
    if (config.url === '/projects' && config.method === 'get') return listReply();
    if (config.url === '/notifications') return { status: 200, data: { data: [], total: 0 } };
    if (config.url === '/company/integrations') return { status: 200, data: { data: [], total: 0 } };
    return replies[`${config.method?.toUpperCase()} ${config.url}`];
  });
});

afterEach(() => {
  fake.restore();
});

const renderPage = (url = '/company/projects') => renderInShell(<App />, { url });

describe('projects list', () => {
  it('shows the rows and the totals from the API', async () => {
    renderPage();
    const row = await screen.findByTestId('project-row-1');
    expect(within(row).getByText('Окна Москва')).toBeTruthy();
    expect(within(row).getByText('окна')).toBeTruthy();
    expect(within(row).getByText('+7 495 123-45-67')).toBeTruthy();
    expect(within(row).getByText('Москва')).toBeTruthy();
    expect(within(row).getByText('Каждый день')).toBeTruthy();
    expect(within(row).getByText('2 / 40')).toBeTruthy();

    const second = screen.getByTestId('project-row-2');
    expect(within(second).getByText('Пн, Пт')).toBeTruthy();
    expect(within(second).getByText('+2')).toBeTruthy();
    expect(within(second).getByText('10 / 500')).toBeTruthy();
    expect(screen.getByTestId('sync-status-2').textContent).toBe('Синхронизация');
    expect(screen.getByTestId('sync-status-1').textContent).toBe('Синхронизирован');
    expect(screen.getByTestId('sync-status-3').textContent).toBe('Ошибка синхронизации');
    expect(within(screen.getByTestId('project-row-3')).getByText('Все регионы')).toBeTruthy();

    expect(within(screen.getByTestId('projects-total-limit')).getByText('активных: 25')).toBeTruthy();
    expect(within(screen.getByTestId('projects-total-deals')).getByText('сегодня: 6')).toBeTruthy();
    expect(screen.getByText('Записей на странице')).toBeTruthy();
    expect(screen.queryByTestId('projects-placeholder')).toBeNull();
    expect(listCalls()[0].params).toEqual({ page: 1, per_page: 25, sort_by: 'created_at', sort_desc: true });
  });

  it('speaks English too', async () => {
    await changeLanguage('en');
    renderPage();
    const row = await screen.findByTestId('project-row-1');
    expect(within(row).getByText('Moscow')).toBeTruthy();
    expect(screen.getByText('Items per page')).toBeTruthy();
    expect(screen.getByTestId('sync-status-1').textContent).toBe('Synced');
  });

  it('asks for the filters, page and sort found in the URL', async () => {
    renderPage(
      '/company/projects?search=okna&status=inactive&page=2&per_page=50&sort_by=name&sort_desc=false',
    );
    await waitFor(() => expect(listCalls()).toHaveLength(1));
    expect(listCalls()[0].params).toEqual({
      page: 2,
      per_page: 50,
      search: 'okna',
      status: 'inactive',
      sort_by: 'name',
      sort_desc: false,
    });
    expect(screen.getByTestId<HTMLInputElement>('projects-search').value).toBe('okna');
  });

  it('debounces the search into the URL and the request, back on page 1', async () => {
    const view = renderPage('/company/projects?page=3');
    await screen.findByTestId('project-row-1');
    await userEvent.type(screen.getByTestId('projects-search'), 'двери');
    // One request for the whole word, not one per keystroke.
    await waitFor(() => expect(listCalls().at(-1)?.params).toMatchObject({ search: 'двери', page: 1 }));
    expect(listCalls().filter((call) => (call.params as { search?: string }).search)).toHaveLength(1);
    expect(view.url()).toBe(`/company/projects?search=${encodeURIComponent('двери')}`);
  });

  it('sorts on the server from a column header', async () => {
    const view = renderPage();
    await screen.findByTestId('project-row-1');
    fireEvent.click(screen.getAllByText('Лимит: день / всего')[0]);
    await waitFor(() =>
      expect(listCalls().at(-1)?.params).toMatchObject({ sort_by: 'limit', sort_desc: true }),
    );
    expect(view.url()).toBe('/company/projects?sort_by=limit');
  });

  it('shows an empty state with a call to action', async () => {
    listReply = () => ({ status: 200, data: makeList([], { total: 0 }) });
    renderPage();
    expect(await screen.findByTestId('projects-empty')).toBeTruthy();
    expect(screen.getByTestId('projects-empty-add')).toBeTruthy();
  });

  it('toggles a status and says so; says so when it fails too', async () => {
    replies['PUT /projects/1/status'] = { status: 200, data: makeProject({ status: 'inactive' }) };
    renderPage();
    await screen.findByTestId('project-row-1');
    fireEvent.click(screen.getByTestId('project-status-1'));
    expect(await screen.findByText('Статус обновлён')).toBeTruthy();
    expect(callsTo('/projects/1/status', 'put')[0].data).toBe(JSON.stringify({ status: 'inactive' }));

    replies['PUT /projects/2/status'] = { status: 500, data: { message: 'boom' } };
    fireEvent.click(screen.getByTestId('project-status-2'));
    expect(await screen.findByText('Ошибка при обновлении статуса')).toBeTruthy();
  });

  it('deletes one project after the confirmation', async () => {
    replies['DELETE /projects/1'] = { status: 204 };
    renderPage();
    await screen.findByTestId('project-row-1');
    fireEvent.click(screen.getByTestId('project-delete-1'));
    expect(await screen.findByText('Удалить проект «Окна Москва»?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-delete-one'));
    expect(await screen.findByText('Проект удалён')).toBeTruthy();
    expect(callsTo('/projects/1', 'delete')).toHaveLength(1);
  });

  it('sends a test deal', async () => {
    replies['POST /projects/1/test-deal'] = {
      status: 200,
      data: { id: 9, status: 'sent', integration_id: null, created_at: '' },
    };
    replies['POST /projects/2/test-deal'] = { status: 422, data: { message: 'No integration' } };
    renderPage();
    await screen.findByTestId('project-row-1');
    fireEvent.click(screen.getByTestId('project-test-deal-1'));
    expect(await screen.findByText('Тестовая сделка отправлена')).toBeTruthy();
    fireEvent.click(screen.getByTestId('project-test-deal-2'));
    expect(await screen.findByText('Ошибка при отправке тестовой сделки')).toBeTruthy();
  });

  it('bulk-deletes the selected rows after a confirmation naming the count', async () => {
    replies['DELETE /projects/mass-delete'] = { status: 200, data: { deleted: 2 } };
    renderPage();
    await screen.findByTestId('project-row-1');
    fireEvent.click(within(screen.getByTestId('project-row-1')).getByRole('checkbox'));
    fireEvent.click(within(screen.getByTestId('project-row-3')).getByRole('checkbox'));
    expect(within(screen.getByTestId('projects-bulk-bar')).getByText('Выбрано 2 проекта')).toBeTruthy();
    const before = listCalls().length;
    fireEvent.click(screen.getByTestId('bulk-delete'));
    expect(await screen.findByText('Удалить 2 выбранных проекта?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-delete-many'));
    expect(await screen.findByText('Выбранные проекты удалены')).toBeTruthy();
    expect(callsTo('/projects/mass-delete', 'delete')[0].data).toBe(JSON.stringify({ ids: [1, 3] }));
    // The list refetches (tag invalidation) and the selection is gone.
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
    expect(screen.queryByTestId('projects-bulk-bar')).toBeNull();
  });

  it('activates the selected rows and reports a failed mass update', async () => {
    replies['PUT /projects/mass-status'] = { status: 200, data: { updated: 1 } };
    renderPage();
    await screen.findByTestId('project-row-2');
    fireEvent.click(within(screen.getByTestId('project-row-2')).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('bulk-activate'));
    expect(await screen.findByText('Проекты обновлены')).toBeTruthy();
    expect(callsTo('/projects/mass-status', 'put')[0].data).toBe(
      JSON.stringify({ ids: [2], status: 'active' }),
    );

    replies['PUT /projects/mass-status'] = { status: 500 };
    fireEvent.click(within(screen.getByTestId('project-row-2')).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('bulk-deactivate'));
    expect(await screen.findByText('Ошибка при массовом обновлении')).toBeTruthy();
  });

  it('refetches when a live event says a project finished syncing', async () => {
    renderPage();
    await screen.findByTestId('project-row-2');
    expect(screen.getByTestId('sync-status-2').dataset.status).toBe('pending');
    const synced = makeList(
      PROJECTS.map((project) =>
        project.id === 2 ? { ...project, sync_status: 'synced' as const } : project,
      ),
    );
    listReply = () => ({ status: 200, data: synced });
    act(() => emitLive({ type: 'project', project_id: 2, sync_status: 'synced' }));
    await waitFor(() => expect(screen.getByTestId('sync-status-2').dataset.status).toBe('synced'));
    expect(listCalls()).toHaveLength(2);
  });

  it('refetches once for a burst of deliveries (deal counters), not for deal edits', async () => {
    renderPage();
    await screen.findByTestId('project-row-2');
    act(() => emitLive({ type: 'deals', count: 0 }));
    await new Promise((resolve) => setTimeout(resolve, LIVE_REFETCH_DELAY_MS + 50));
    expect(listCalls()).toHaveLength(1);
    act(() => {
      emitLive({ type: 'deals', count: 4 });
      emitLive({ type: 'deals', count: 2 });
    });
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, LIVE_REFETCH_DELAY_MS + 50));
    expect(listCalls()).toHaveLength(2);
  });
});
