import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app-types.ts';
import {
  authHeader,
  createAdmin,
  createCompany,
  createEmployee,
  createManager,
  createTestApp,
} from '../../test/helpers.ts';
import { statementsResponseSchema } from './schema.ts';
import { addRows } from './testing/fixtures.ts';

type Listed = {
  data: {
    id: number;
    date: string;
    amount: string;
    type: string;
    status: string;
    company: { id: number; name: string };
    description: string;
  }[];
  total: number;
  balance: string;
};

const URL = '/api/company/account-statements';

describe('GET /api/company/account-statements', () => {
  let app: App;
  let a: Awaited<ReturnType<typeof createCompany>>;
  let b: Awaited<ReturnType<typeof createCompany>>;
  let aIds: number[];

  const list = async (query: string, token = a.token) => {
    const response = await app.inject({ method: 'GET', url: `${URL}${query}`, headers: authHeader(token) });
    return {
      status: response.statusCode,
      body: response.json() as Listed & { message?: string; errors?: Record<string, string[]> },
    };
  };

  beforeAll(async () => {
    app = await createTestApp();
    a = await createCompany(app, { name: 'Альфа' });
    b = await createCompany(app, { name: 'Бета' });
    aIds = await addRows(app, a.company.id, [
      { type: 'topup', amount: '5000.00', at: '2026-03-09T10:00:00Z' },
      { type: 'charge', amount: '-100.00', at: '2026-03-10T20:59:59Z' }, // 23:59:59 on 10 March in Moscow
      { type: 'charge', amount: '-250.50', at: '2026-03-10T21:30:00Z' }, // 00:30 on 11 March in Moscow
      { type: 'trial', amount: '0', at: '2026-03-11T08:00:00Z' },
      { type: 'topup', amount: '1000.00', status: 'pending', at: '2026-03-11T09:00:00Z' },
      { type: 'topup', amount: '700.00', status: 'cancelled', at: '2026-03-12T09:00:00Z' },
      { type: 'call_center', amount: '-50.00', at: '2026-03-12T10:00:00Z' },
      { type: 'adjustment', amount: '-10.25', at: '2026-03-13T10:00:00Z' },
      { type: 'refund', amount: '100.00', at: '2026-03-14T10:00:00Z' },
    ]);
    await addRows(app, b.company.id, [
      { type: 'topup', amount: '999.00', at: '2026-03-11T10:00:00Z' },
      { type: 'charge', amount: '-1.00', at: '2026-03-11T11:00:00Z' },
    ]);
  });

  afterAll(async () => {
    await app?.close();
  });

  it('lists the company rows newest first with total and balance', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body.total).toBe(9);
    // 5000 - 100 - 250.50 + 0 - 50 - 10.25 + 100 (pending and cancelled don't count)
    expect(body.balance).toBe('4689.25');
    expect(body.data.map((row) => row.id)).toEqual([...aIds].reverse());
    expect(body.data[0]).toEqual({
      id: aIds[8],
      date: '2026-03-14T10:00:00.000Z',
      amount: '100.00',
      type: 'refund',
      status: 'completed',
      company: { id: a.company.id, name: 'Альфа' },
      description: 'refund 100.00',
    });
    // The route serialises without the schema check (lib/unchecked-json.ts): the shape is held here.
    expect(statementsResponseSchema.parse(body)).toEqual(body);
  });

  it('never shows another company rows (scoped by the token)', async () => {
    const { body } = await list('?per_page=100', b.token);
    expect(body.total).toBe(2);
    expect(body.data.every((row) => row.company.id === b.company.id)).toBe(true);
    expect(body.balance).toBe('998.00');
    // The query can't pick a company.
    const sneaky = await list(`?company_id=${a.company.id}&per_page=100`, b.token);
    expect(sneaky.body.data.map((row) => row.company.id)).not.toContain(a.company.id);
  });

  it('pages with page and per_page', async () => {
    const first = await list('?page=1&per_page=4');
    const second = await list('?page=2&per_page=4');
    const third = await list('?page=3&per_page=4');
    expect(first.body.data).toHaveLength(4);
    expect(third.body.data).toHaveLength(1);
    const ids = [...first.body.data, ...second.body.data, ...third.body.data].map((row) => row.id);
    expect(ids).toEqual([...aIds].reverse());
    expect(third.body.total).toBe(9);
    const beyond = await list('?page=10&per_page=4');
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.total).toBe(9);
  });

  it('sorts by amount, type and status in both directions', async () => {
    const byAmount = await list('?sort_by=amount&sort_desc=false&per_page=100');
    const amounts = byAmount.body.data.map((row) => Number(row.amount));
    expect(amounts).toEqual([...amounts].sort((x, y) => x - y));
    expect(byAmount.body.data[0].amount).toBe('-250.50');

    const byAmountDesc = await list('?sort_by=amount&sort_desc=1&per_page=100');
    expect(byAmountDesc.body.data[0].amount).toBe('5000.00');

    const byType = await list('?sort_by=type&sort_desc=0&per_page=100');
    const types = byType.body.data.map((row) => row.type);
    expect(types).toEqual([...types].sort());

    const byStatus = await list('?sort_by=status&sort_desc=true&per_page=100');
    const statuses = byStatus.body.data.map((row) => row.status);
    expect(statuses).toEqual([...statuses].sort().reverse());

    const oldestFirst = await list('?sort_by=created_at&sort_desc=false&per_page=100');
    expect(oldestFirst.body.data.map((row) => row.id)).toEqual(aIds);
  });

  it('filters by status (total follows the filter)', async () => {
    const pending = await list('?status=pending');
    expect(pending.body.total).toBe(1);
    expect(pending.body.data.map((row) => row.id)).toEqual([aIds[4]]);
    const cancelled = await list('?status=cancelled');
    expect(cancelled.body.data.map((row) => row.id)).toEqual([aIds[5]]);
    const completed = await list('?status=completed&per_page=100');
    expect(completed.body.total).toBe(7);
    // an empty value means no filter
    expect((await list('?status=')).body.total).toBe(9);
  });

  it('filters by Moscow calendar days, both ends inclusive', async () => {
    // 2026-03-10T21:30Z is 00:30 on 11 March in Moscow; 20:59:59Z is still 10 March.
    const march11 = await list('?dateFrom=2026-03-11&dateTo=2026-03-11');
    expect(march11.body.data.map((row) => row.id).sort()).toEqual([aIds[2], aIds[3], aIds[4]].sort());
    expect(march11.body.total).toBe(3);

    const march10 = await list('?dateFrom=2026-03-10&dateTo=2026-03-10');
    expect(march10.body.data.map((row) => row.id)).toEqual([aIds[1]]);

    const from12 = await list('?dateFrom=2026-03-12');
    expect(from12.body.total).toBe(4);
    const to10 = await list('?dateTo=2026-03-10');
    expect(to10.body.data.map((row) => row.id)).toEqual([aIds[1], aIds[0]]);

    const combined = await list('?dateFrom=2026-03-11&dateTo=2026-03-12&status=completed');
    expect(combined.body.data.map((row) => row.id)).toEqual([aIds[6], aIds[3], aIds[2]]);
    expect(combined.body.total).toBe(3);
  });

  it('keeps the trigger counters equal to count(*), per status and per Moscow day', async () => {
    // Inserts, completions, cancellations and the fixtures' back-dating (an UPDATE that moves rows
    // to another day) have all gone through the triggers by now.
    const mismatches = await app.database.query(
      `SELECT 'status' AS kind, * FROM (
         SELECT company_id, status, count(*) AS n FROM account_statements GROUP BY 1, 2
         EXCEPT SELECT company_id, status, n FROM account_statement_counts WHERE n <> 0) x
       UNION ALL
       SELECT 'day', company_id, status, n FROM (
         SELECT company_id, (created_at AT TIME ZONE 'Europe/Moscow')::date AS day, status, count(*) AS n
           FROM account_statements GROUP BY 1, 2, 3
         EXCEPT SELECT company_id, day, status, n FROM account_statement_daily_counts WHERE n <> 0) y`,
    );
    expect(mismatches.rows).toEqual([]);
    const daily = await app.database.query(
      `SELECT day::text AS day, status, n FROM account_statement_daily_counts
        WHERE company_id = $1 AND n <> 0 AND day = '2026-03-11' ORDER BY status`,
      [a.company.id],
    );
    expect(daily.rows).toEqual([
      { day: '2026-03-11', status: 'completed', n: 2 },
      { day: '2026-03-11', status: 'pending', n: 1 },
    ]);
  });

  it.each([
    ['?page=0', 'page', 'Minimum value: 1'],
    ['?page=abc', 'page', 'The value must be a whole number.'],
    ['?page=1.5', 'page', 'The value must be a whole number.'],
    ['?per_page=101', 'per_page', 'Maximum value: 100'],
    ['?per_page=0', 'per_page', 'Minimum value: 1'],
    ['?status=paid', 'status', 'The status must be one of: pending, completed, cancelled.'],
    ['?sort_by=name', 'sort_by', 'The sort field must be one of: created_at, amount, type, status.'],
    ['?sort_desc=yes', 'sort_desc', 'The value must be true, false, 1 or 0.'],
    ['?dateFrom=2026-13-01', 'dateFrom', 'The date must be in the format YYYY-MM-DD.'],
    ['?dateFrom=2026-02-30', 'dateFrom', 'The date must be in the format YYYY-MM-DD.'],
    ['?dateTo=10.03.2026', 'dateTo', 'The date must be in the format YYYY-MM-DD.'],
    ['?dateFrom=2026-03-12&dateTo=2026-03-11', 'dateTo', 'The end date must not be before the start date.'],
  ])('rejects %s with a 422 on %s', async (query, field, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(422);
    expect(body.errors?.[field]).toEqual([message]);
    expect(body.message).toBe(message);
  });

  describe('access', () => {
    it('401 without or with a bad token', async () => {
      expect((await app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: URL, headers: authHeader('nope') })).statusCode).toBe(
        401,
      );
    });

    it('an employee with view_balance sees the company statement', async () => {
      const employee = await createEmployee(app, a.company.id, ['view_balance']);
      const { status, body } = await list('', employee.token);
      expect(status).toBe(200);
      expect(body.total).toBe(9);
    });

    it('403 for an employee without view_balance, an admin and a manager', async () => {
      const employee = await createEmployee(app, a.company.id, ['view_deals']);
      const admin = await createAdmin(app);
      const manager = await createManager(app);
      for (const token of [employee.token, admin.token, manager.token]) {
        expect((await list('', token)).status).toBe(403);
      }
    });
  });
});
