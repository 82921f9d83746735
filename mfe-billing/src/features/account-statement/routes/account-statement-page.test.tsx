import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, LIVE_REFETCH_DELAY_MS } from '@lp/shared';
import { emitLive, installFakeHttp, type FakeHttp, type FakeReply } from '@lp/shared/test-utils';
import { renderInShell } from '../../../test/render.tsx';
import type { StatementPage } from '../model/types.ts';
import { AccountStatementPage } from './account-statement-page.tsx';

vi.mock('@lp/shared', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@lp/shared')>();
  const { liveMocks } = await import('@lp/shared/test-utils');
  return { ...actual, ...liveMocks() };
});

const PAGE: StatementPage = {
  total: 2,
  balance: '1234.50',
  data: [
    {
      id: 11,
      date: '2026-11-20T09:15:00Z',
      amount: '5000.00',
      type: 'topup',
      status: 'pending',
      company: { id: 1, name: 'ООО «Ромашка»' },
      description: 'Счёт № 2026-0001',
    },
    {
      id: 10,
      date: '2026-11-19T12:00:00Z',
      amount: '-350.00',
      type: 'charge',
      status: 'completed',
      company: { id: 1, name: 'ООО «Ромашка»' },
      description: 'Сделка #77',
    },
  ],
};

let fake: FakeHttp;
let statementReply: FakeReply;
let invoiceReply: FakeReply;
let exportReply: FakeReply;
let savedFiles: string[];

const statementCalls = () => fake.calls.filter((call) => call.url === '/company/account-statements');

beforeEach(async () => {
  await changeLanguage('ru');
  statementReply = { status: 200, data: PAGE };
  invoiceReply = 'network-error';
  exportReply = { status: 200, data: new Blob(['xlsx']) };
  savedFiles = [];
  // jsdom has no object URLs and no downloads: record the file name the link would save under.
  URL.createObjectURL = () => 'blob:fake';
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    savedFiles.push(this.download);
  });
  fake = installFakeHttp((config) => {
    if (config.url === '/company/balance') return { status: 200, data: { balance: '1234.50' } };
    if (config.url === '/company/account-statements') return statementReply;
    if (config.url === '/company/payments/invoice') return invoiceReply;
    if (config.url === '/company/account-statements/export') return exportReply;
    if (config.url === '/company/invoices/7/pdf') return { status: 200, data: new Blob(['%PDF']) };
    return undefined;
  });
});

afterEach(() => {
  fake.restore();
  vi.restoreAllMocks();
});

describe('AccountStatementPage', () => {
  it('renders the rows of the statement with localised types, statuses and signed amounts', async () => {
    renderInShell(<AccountStatementPage />);
    const rows = await screen.findAllByTestId('statement-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Пополнение')).toBeTruthy();
    expect(within(rows[0]).getByText('Ожидает')).toBeTruthy();
    expect(within(rows[0]).getByText(/^\+5\s000,00\s₽$/)).toBeTruthy();
    expect(within(rows[1]).getByText('Списание')).toBeTruthy();
    expect(within(rows[1]).getByText(/^-350,00\s₽$/)).toBeTruthy();
    expect(within(rows[1]).getByText('Сделка #77')).toBeTruthy();
    expect(await screen.findByText(/^1\s234,50\s₽$/)).toBeTruthy();
    expect(statementCalls()[0].params).toEqual({
      page: 1,
      per_page: 25,
      sort_by: 'created_at',
      sort_desc: 'true',
    });
  });

  it('asks the server for the filters, page and sort found in the URL', async () => {
    renderInShell(<AccountStatementPage />, {
      url: '/company/account-statement?page=2&per_page=10&status=pending&dateFrom=2026-11-01&sort_by=amount&sort_desc=false',
    });
    await waitFor(() => expect(statementCalls()).toHaveLength(1));
    expect(statementCalls()[0].params).toEqual({
      page: 2,
      per_page: 10,
      status: 'pending',
      dateFrom: '2026-11-01',
      sort_by: 'amount',
      sort_desc: 'false',
    });
  });

  it('sorts on the server when a column header is clicked and keeps it in the URL', async () => {
    const view = renderInShell(<AccountStatementPage />);
    await screen.findAllByTestId('statement-row');
    fireEvent.click(screen.getAllByText('Сумма')[0]);
    await waitFor(() =>
      expect(statementCalls().at(-1)?.params).toMatchObject({ sort_by: 'amount', sort_desc: 'true' }),
    );
    expect(view.url()).toBe('/company/account-statement?sort_by=amount');
  });

  it('says when the statement failed to load and retries', async () => {
    await changeLanguage('en');
    statementReply = { status: 500, data: { message: 'boom' } };
    renderInShell(<AccountStatementPage />);
    expect(await screen.findByText('Failed to load account statements.')).toBeTruthy();
    statementReply = { status: 200, data: PAGE };
    fireEvent.click(screen.getByTestId('statement-retry'));
    expect(await screen.findAllByTestId('statement-row')).toHaveLength(2);
    expect(screen.queryByText('Failed to load account statements.')).toBeNull();
  });

  it('shows an empty state', async () => {
    statementReply = { status: 200, data: { data: [], total: 0, balance: '0.00' } };
    renderInShell(<AccountStatementPage />);
    expect(await screen.findByText('Операций пока нет')).toBeTruthy();
  });

  it('issues a top-up invoice, showing the connection error first and the invoice after a retry', async () => {
    renderInShell(<AccountStatementPage />);
    await screen.findAllByTestId('statement-row');
    fireEvent.click(screen.getByTestId('top-up-open'));
    await userEvent.type(await screen.findByTestId('top-up-amount'), '1500');
    fireEvent.click(screen.getByTestId('top-up-submit'));
    expect(await screen.findByText('Ошибка соединения с сервером')).toBeTruthy();

    invoiceReply = {
      status: 201,
      data: {
        invoice: {
          id: 7,
          number: '2026-0007',
          amount: '1500.00',
          created_at: '2026-11-21T10:00:00Z',
          download_url: '/api/company/invoices/7/pdf',
        },
        statement: { ...PAGE.data[0], id: 12, amount: '1500.00' },
      },
    };
    const callsBefore = statementCalls().length;
    await act(async () => fireEvent.click(screen.getByTestId('top-up-submit')));
    expect(await screen.findByText('Счёт № 2026-0007 выставлен')).toBeTruthy();
    fireEvent.click(screen.getByTestId('invoice-download'));
    await waitFor(() => expect(savedFiles).toEqual(['invoice-2026-0007.pdf']));
    expect(fake.calls.find((call) => call.url === '/company/invoices/7/pdf')?.responseType).toBe('blob');
    const invoiceCall = fake.calls.find((call) => call.url === '/company/payments/invoice');
    expect(JSON.parse(String(invoiceCall?.data))).toEqual({ amount: 1500 });
    // The new pending row comes from a fresh statement request.
    await waitFor(() => expect(statementCalls().length).toBeGreaterThan(callsBefore));
  });

  it('puts a 422 amount error on the field, in the interface language', async () => {
    invoiceReply = {
      status: 422,
      data: { message: 'Minimum value: 5000', errors: { amount: ['Minimum value: 5000'] } },
    };
    renderInShell(<AccountStatementPage />);
    fireEvent.click(await screen.findByTestId('top-up-open'));
    await userEvent.type(await screen.findByTestId('top-up-amount'), '2000');
    fireEvent.click(screen.getByTestId('top-up-submit'));
    expect(await screen.findByText('Минимальное значение: 5000')).toBeTruthy();
    expect(screen.queryByTestId('top-up-error')).toBeNull();
  });

  it('exports the statement with the current filters', async () => {
    renderInShell(<AccountStatementPage />, { url: '/company/account-statement?status=completed&page=3' });
    fireEvent.click(await screen.findByTestId('statement-export'));
    await waitFor(() => expect(savedFiles).toEqual(['account_statements.xlsx']));
    const call = fake.calls.find((c) => c.url === '/company/account-statements/export');
    expect(call?.responseType).toBe('blob');
    expect(call?.params).toEqual({ status: 'completed', sort_by: 'created_at', sort_desc: 'true' });
    expect(screen.getByTestId('statement-export-hint').textContent).toContain('за сегодня');
  });

  it('says when the export failed', async () => {
    exportReply = { status: 500, data: new Blob(['{}']) };
    renderInShell(<AccountStatementPage />);
    fireEvent.click(await screen.findByTestId('statement-export'));
    expect(await screen.findByText('Ошибка при экспорте.')).toBeTruthy();
    expect(savedFiles).toEqual([]);
  });

  it('refetches the rows when deals are delivered live (their charges), not for deal edits', async () => {
    renderInShell(<AccountStatementPage />);
    await screen.findByText('Сделка #77');
    expect(statementCalls()).toHaveLength(1);
    act(() => emitLive({ type: 'deals', count: 0 }));
    await new Promise((resolve) => setTimeout(resolve, LIVE_REFETCH_DELAY_MS + 50));
    expect(statementCalls()).toHaveLength(1);
    act(() => emitLive({ type: 'deals', count: 5 }));
    await waitFor(() => expect(statementCalls()).toHaveLength(2));
  });
});
