import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage, moscowToday } from '@lp/shared';
import type { DealList } from '@lp/shared/contracts/deals';
import { emitLive, installFakeHttp, type FakeHttp, type FakeReply } from '@lp/shared/test-utils';
import App from '../../../app/app.tsx';
import { makeDeal, makeList } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';

vi.mock('@lp/shared', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@lp/shared')>();
  const { liveMocks } = await import('@lp/shared/test-utils');
  return { ...actual, ...liveMocks(), saveBlob: vi.fn() };
});

const DEALS = [
  makeDeal({ id: 1 }),
  makeDeal({
    id: 2,
    name: null,
    phone: '79261112233',
    project_id: null,
    project_name: null,
    region: '78',
    source: null,
    status: 'in_progress',
    comment: 'Перезвонить',
    price: '0.00',
  }),
];

let fake: FakeHttp;
let list: DealList;
let replies: Record<string, FakeReply>;

const listCalls = () => fake.calls.filter((call) => call.url === '/deals' && call.method === 'get');
const lastListParams = () => listCalls().at(-1)?.params as Record<string, unknown>;

beforeEach(async () => {
  await changeLanguage('ru');
  list = makeList(DEALS, { total: 60 });
  replies = {};
  fake = installFakeHttp((config) => {
    const key = `${config.method?.toUpperCase()} ${config.url}`;
    if (replies[key]) return replies[key];
    if (key === 'GET /deals') return { status: 200, data: list };
    if (key === 'GET /projects')
      return {
        status: 200,
        data: {
          data: [
            { id: 10, name: 'Окна Москва' },
            { id: 11, name: 'Двери' },
          ],
          total: 2,
        },
      };
    return undefined;
  });
});

afterEach(() => {
  fake.restore();
});

const renderPage = (url = '/company/deals') => renderInShell(<App />, { url });

/** Opens an antd Select and picks the option with this text. */
const pick = async (select: HTMLElement, text: string) => {
  fireEvent.mouseDown(within(select).getByRole('combobox'));
  const options = await screen.findAllByTitle(text);
  fireEvent.click(options[options.length - 1]);
};

describe('deals page', () => {
  it('shows the stat groups and the rows, formatted', async () => {
    renderPage();
    const row = await screen.findByTestId('deal-row-1');
    expect(screen.getByTestId('deals-page')).toBeTruthy();
    expect(within(row).getByText('Иван Петров')).toBeTruthy();
    expect(within(row).getByText('+7 916 123-45-67')).toBeTruthy();
    expect(within(row).getByText('Окна Москва')).toBeTruthy();
    expect(within(row).getByText('okna.ru')).toBeTruthy();
    expect(within(row).getByText('Москва')).toBeTruthy();
    expect(within(row).getByText('Яндекс')).toBeTruthy();
    expect(within(row).getByText(/150,00\s₽/)).toBeTruthy();
    expect(within(row).getByText('Добавить комментарий')).toBeTruthy();
    const second = screen.getByTestId('deal-row-2');
    expect(within(second).getByText('Санкт-Петербург')).toBeTruthy();
    expect(within(second).getByText('Перезвонить')).toBeTruthy();
    expect(within(screen.getByTestId('deal-status-2')).getByText('В работе')).toBeTruthy();
    expect(within(screen.getByTestId('deals-stat-new_today')).getByText('3')).toBeTruthy();
    expect(within(screen.getByTestId('deals-stat-in_progress')).getByText('12')).toBeTruthy();
    expect(within(screen.getByTestId('deals-stat-completed')).getByText('40')).toBeTruthy();
    expect(within(screen.getByTestId('deals-stat-cancelled')).getByText('5')).toBeTruthy();
    expect(screen.getByTestId('deals-range').textContent).toBe('1–25 из 60');
    expect(lastListParams()).toEqual({ page: 1, per_page: 25, sortBy: 'created_at', sortDesc: true });
  });

  it('reads the filters from the URL and sends them', async () => {
    renderPage(
      '/company/deals?status=completed&project_id=10&dateFrom=2026-03-01&dateTo=2026-03-05&search=916&page=2&sortBy=phone&sortDesc=false',
    );
    await screen.findByTestId('deal-row-1');
    expect(lastListParams()).toEqual({
      page: 2,
      per_page: 25,
      status: 'completed',
      project_id: 10,
      dateFrom: '2026-03-01',
      dateTo: '2026-03-05',
      search: '916',
      sortBy: 'phone',
      sortDesc: false,
    });
    expect((screen.getByTestId('deals-search') as HTMLInputElement).value).toBe('916');
  });

  it('puts the status filter, the search (debounced) and a stat card into the URL', async () => {
    const view = renderPage();
    await screen.findByTestId('deal-row-1');
    await pick(screen.getByTestId('deals-status-filter'), 'Отменена');
    await waitFor(() => expect(view.url()).toBe('/company/deals?status=cancelled'));
    await waitFor(() => expect(lastListParams()).toMatchObject({ status: 'cancelled' }));

    fireEvent.change(screen.getByTestId('deals-search'), { target: { value: '+7 916' } });
    await waitFor(() => expect(view.url()).toBe('/company/deals?status=cancelled&search=%2B7+916'));
    await waitFor(() => expect(lastListParams()).toMatchObject({ search: '+7 916', status: 'cancelled' }));

    fireEvent.click(screen.getByTestId('deals-stat-new_today'));
    const today = moscowToday();
    await waitFor(() =>
      expect(view.url()).toBe(`/company/deals?status=new&dateFrom=${today}&dateTo=${today}&search=%2B7+916`),
    );
    expect(screen.getByTestId('deals-stat-new_today').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('deals-stat-new_today'));
    await waitFor(() => expect(view.url()).toBe('/company/deals?search=%2B7+916'));
    fireEvent.click(screen.getByTestId('deals-stat-in_progress'));
    await waitFor(() => expect(view.url()).toBe('/company/deals?status=in_progress&search=%2B7+916'));
  });

  it('filters by project from the lazily loaded project list', async () => {
    const view = renderPage();
    await screen.findByTestId('deal-row-1');
    expect(fake.calls.some((call) => call.url === '/projects')).toBe(false);
    await pick(screen.getByTestId('deals-project-filter'), 'Двери');
    await waitFor(() => expect(view.url()).toBe('/company/deals?project_id=11'));
    expect(fake.calls.find((call) => call.url === '/projects')?.params).toMatchObject({ per_page: 100 });
  });

  it('changes a status inline: success message and a refetch; error message on failure', async () => {
    replies['PATCH /deals/1/status'] = { status: 200, data: makeDeal({ id: 1, status: 'completed' }) };
    renderPage();
    await screen.findByTestId('deal-row-1');
    const before = listCalls().length;
    await pick(screen.getByTestId('deal-status-1'), 'Завершена');
    expect(await screen.findByText('Статус обновлён')).toBeTruthy();
    const patch = fake.calls.find((call) => call.url === '/deals/1/status');
    expect(JSON.parse(String(patch?.data))).toEqual({ status: 'completed' });
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));

    replies['PATCH /deals/2/status'] = { status: 500, data: { message: 'boom' } };
    await pick(screen.getByTestId('deal-status-2'), 'Отменена');
    expect(await screen.findByText('Ошибка при обновлении статуса')).toBeTruthy();
  });

  it('edits a comment inline: Enter saves, the row shows the answer; blur saves too; Escape cancels', async () => {
    replies['PATCH /deals/1/comment'] = { status: 200, data: makeDeal({ id: 1, comment: 'Купил окна' }) };
    renderPage();
    await screen.findByTestId('deal-row-1');
    fireEvent.click(screen.getByTestId('deal-comment-1'));
    const input = screen.getByTestId('deal-comment-input-1');
    fireEvent.change(input, { target: { value: 'Купил окна' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('Комментарий сохранён')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('deal-comment-1').textContent).toBe('Купил окна'));
    expect(JSON.parse(String(fake.calls.find((call) => call.url === '/deals/1/comment')?.data))).toEqual({
      comment: 'Купил окна',
    });

    // clearing on blur sends null
    replies['PATCH /deals/2/comment'] = { status: 200, data: makeDeal({ ...DEALS[1], comment: null }) };
    fireEvent.click(screen.getByTestId('deal-comment-2'));
    fireEvent.change(screen.getByTestId('deal-comment-input-2'), { target: { value: '  ' } });
    fireEvent.blur(screen.getByTestId('deal-comment-input-2'));
    await waitFor(() =>
      expect(JSON.parse(String(fake.calls.find((call) => call.url === '/deals/2/comment')?.data))).toEqual({
        comment: null,
      }),
    );

    // Escape: nothing sent
    const sent = fake.calls.length;
    fireEvent.click(await screen.findByTestId('deal-comment-1'));
    fireEvent.change(screen.getByTestId('deal-comment-input-1'), { target: { value: 'другое' } });
    fireEvent.keyDown(screen.getByTestId('deal-comment-input-1'), { key: 'Escape' });
    expect(screen.getByTestId('deal-comment-1').textContent).toBe('Купил окна');
    expect(fake.calls.slice(sent).some((call) => call.method === 'patch')).toBe(false);
  });

  it('shows the error message when saving a comment fails', async () => {
    replies['PATCH /deals/1/comment'] = { status: 422, data: { message: 'too long' } };
    renderPage();
    fireEvent.click(await screen.findByTestId('deal-comment-1'));
    fireEvent.change(screen.getByTestId('deal-comment-input-1'), { target: { value: 'x' } });
    fireEvent.keyDown(screen.getByTestId('deal-comment-input-1'), { key: 'Enter' });
    expect(await screen.findByText('Ошибка при сохранении комментария')).toBeTruthy();
  });

  it('exports the current filters as deals.xlsx; a failure says so', async () => {
    const { saveBlob } = await import('@lp/shared');
    replies['GET /deals/export'] = { status: 200, data: new Blob(['xlsx']) };
    renderPage('/company/deals?status=new&search=Иван&page=3');
    await screen.findByTestId('deal-row-1');
    fireEvent.click(screen.getByTestId('deals-export'));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'deals.xlsx'));
    const call = fake.calls.find((entry) => entry.url === '/deals/export');
    expect(call?.params).toEqual({ status: 'new', search: 'Иван', sortBy: 'created_at', sortDesc: 'true' });
    expect(call?.responseType).toBe('blob');

    replies['GET /deals/export'] = { status: 500, data: new Blob(['{}']) };
    fireEvent.click(screen.getByTestId('deals-export'));
    expect(await screen.findByText('Ошибка при экспорте.')).toBeTruthy();
  });

  it('refetches the list and stats once for a burst of live deal events', async () => {
    renderPage();
    await screen.findByTestId('deal-row-1');
    const before = listCalls().length;
    list = makeList([makeDeal({ id: 3, name: 'Новый клиент' }), ...DEALS], {
      stats: { new_today: 4, in_progress: 12, completed: 40, cancelled: 5 },
    });
    act(() => {
      emitLive({ type: 'deals', count: 1 });
      emitLive({ type: 'deals', count: 2 });
      emitLive({ type: 'notifications_read' });
    });
    expect(await screen.findByTestId('deal-row-3')).toBeTruthy();
    expect(within(screen.getByTestId('deals-stat-new_today')).getByText('4')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(listCalls().length).toBe(before + 1);
  });

  it('speaks English', async () => {
    await changeLanguage('en');
    renderPage();
    const row = await screen.findByTestId('deal-row-1');
    expect(within(row).getByText('Add a comment')).toBeTruthy();
    expect(within(screen.getByTestId('deals-stat-new_today')).getByText('New today')).toBeTruthy();
    expect(screen.getByText('Export to Excel')).toBeTruthy();
  });

  it('sends unknown child paths back to the list', async () => {
    const view = renderPage('/company/deals/whatever/else');
    await screen.findByTestId('deals-page');
    expect(view.url()).toBe('/company/deals');
  });
});
