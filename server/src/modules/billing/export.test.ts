import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app-types.ts';
import { createAdmin, createCompany, createEmployee, createTestApp } from '../../test/helpers.ts';
import { downloadExport, readXlsx } from '../../test/xlsx.ts';
import { addRows } from './testing/fixtures.ts';
import { EXPORT_HEADERS } from './statements-xlsx.ts';

const URL = '/api/company/account-statements/export';

describe('GET /api/company/account-statements/export', () => {
  let app: App;
  let a: Awaited<ReturnType<typeof createCompany>>;
  let b: Awaited<ReturnType<typeof createCompany>>;

  const download = (query: string, token = a.token) => downloadExport(app, `${URL}${query}`, token);

  beforeAll(async () => {
    app = await createTestApp();
    a = await createCompany(app, { name: 'ООО «Альфа»' });
    b = await createCompany(app, { name: 'Бета' });
    await addRows(app, a.company.id, [
      { type: 'topup', amount: '5000.00', at: '2026-03-09T10:00:00Z', description: 'Оплата' },
      { type: 'charge', amount: '-250.50', at: '2026-03-10T21:30:00Z', description: 'Сделка 1' }, // 11 March, Moscow
      {
        type: 'topup',
        amount: '1000.00',
        status: 'pending',
        at: '2026-03-11T09:00:00Z',
        description: 'Счёт',
      },
      { type: 'topup', amount: '10.00', at: '2020-01-01T10:00:00Z', description: 'давно' },
      // today (now)
      { type: 'charge', amount: '-100.00', description: 'Сегодня 1' },
      { type: 'adjustment', amount: '-1.10', description: 'Сегодня 2' },
    ]);
    await addRows(app, b.company.id, [
      { type: 'topup', amount: '777.00', description: 'Чужое сегодня' },
      { type: 'topup', amount: '888.00', at: '2026-03-11T10:00:00Z', description: 'Чужое' },
    ]);
  });

  afterAll(async () => {
    await app?.close();
  });

  it('downloads account_statements.xlsx with readable headers and localised words', async () => {
    const response = await download('?dateFrom=2026-03-09&dateTo=2026-03-11&sort_desc=false');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe('attachment; filename="account_statements.xlsx"');
    // already a zip: not compressed again
    expect(response.headers['content-encoding']).toBeUndefined();
    const sheet = await readXlsx(response.rawPayload);
    expect(sheet.headers).toEqual(EXPORT_HEADERS);
    expect(sheet.headers).toEqual(['Дата', 'Сумма', 'Тип', 'Статус', 'Компания', 'Описание']);
    expect(sheet.rows.map((row) => row.slice(1))).toEqual([
      [5000, 'Пополнение', 'Проведено', 'ООО «Альфа»', 'Оплата'],
      [-250.5, 'Списание за сделку', 'Проведено', 'ООО «Альфа»', 'Сделка 1'],
      [1000, 'Пополнение', 'Ожидает оплаты', 'ООО «Альфа»', 'Счёт'],
    ]);
    // The date cell shows Moscow wall-clock time: 21:30Z on 10 March is 00:30 on 11 March.
    expect((sheet.rows[1][0] as Date).toISOString()).toBe('2026-03-11T00:30:00.000Z');
  });

  it('defaults the date range to today (Moscow) when no dates are given', async () => {
    const sheet = await readXlsx((await download('')).rawPayload);
    expect(sheet.rows.map((row) => row[5])).toEqual(['Сегодня 2', 'Сегодня 1']);
    expect(sheet.rows.map((row) => row[1])).toEqual([-1.1, -100]);
  });

  it('applies status and one-sided date filters', async () => {
    const pending = await readXlsx((await download('?status=pending&dateFrom=2020-01-01')).rawPayload);
    expect(pending.rows.map((row) => row[5])).toEqual(['Счёт']);
    const upTo = await readXlsx(
      (await download('?dateTo=2026-03-10&sort_by=amount&sort_desc=true')).rawPayload,
    );
    expect(upTo.rows.map((row) => row[1])).toEqual([5000, 10]);
  });

  it('streams a large export in chunks, in order, without gaps or repeats', async () => {
    const c = await createCompany(app, { name: 'Большая' });
    await app.database.query(
      `INSERT INTO account_statements (company_id, type, status, amount, description, created_at, completed_at)
       SELECT $1, 'topup', 'completed', (g % 97) + 1, 'row ' || g, timestamptz '2026-05-01 12:00:00+03' + g * interval '1 second', now()
         FROM generate_series(1, 4500) AS g`,
      [c.company.id],
    );
    const byDate = await readXlsx(
      (await download('?dateFrom=2026-05-01&dateTo=2026-05-01', c.token)).rawPayload,
    );
    expect(byDate.rows).toHaveLength(4500);
    expect(byDate.rows[0][5]).toBe('row 4500');
    expect(byDate.rows[4499][5]).toBe('row 1');
    // Sorted by amount, ties broken by date: every row once.
    const byAmount = await readXlsx(
      (await download('?dateFrom=2026-05-01&sort_by=amount&sort_desc=false', c.token)).rawPayload,
    );
    const names = byAmount.rows.map((row) => row[5] as string);
    expect(new Set(names).size).toBe(4500);
    const amounts = byAmount.rows.map((row) => row[1] as number);
    expect(amounts).toEqual([...amounts].sort((x, y) => x - y));
  });

  it('never exports another company rows', async () => {
    const sheet = await readXlsx(
      (await download('?dateFrom=2026-03-11&dateTo=2026-03-11', b.token)).rawPayload,
    );
    expect(sheet.rows.map((row) => row[4])).toEqual(['Бета']);
    expect(sheet.rows.map((row) => row[5])).toEqual(['Чужое']);
  });

  it('validates the filters like the list', async () => {
    const response = await download('?dateFrom=2026-03-12&dateTo=2026-03-01');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.dateTo).toEqual(['The end date must not be before the start date.']);
    expect((await download('?status=paid')).statusCode).toBe(422);
    expect((await download('?dateFrom=yesterday')).statusCode).toBe(422);
  });

  it('is for the company role or view_balance only', async () => {
    expect((await app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const withoutPermission = await createEmployee(app, a.company.id, []);
    expect((await download('', withoutPermission.token)).statusCode).toBe(403);
    const admin = await createAdmin(app);
    expect((await download('', admin.token)).statusCode).toBe(403);
    const withPermission = await createEmployee(app, a.company.id, ['view_balance']);
    expect((await download('', withPermission.token)).statusCode).toBe(200);
  });
});
