import type { DealList } from '@lp/shared/contracts/deals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app-types.ts';
import {
  createAdmin,
  createCompany,
  createEmployee,
  createManager,
  createTestApp,
} from '../../test/helpers.ts';
import { addDeals, call } from './testing/fixtures.ts';

describe('deals access', () => {
  let app: App;
  let a: Awaited<ReturnType<typeof createCompany>>;
  let b: Awaited<ReturnType<typeof createCompany>>;
  let aDeal: number;
  let bDeal: number;

  beforeAll(async () => {
    app = await createTestApp();
    a = await createCompany(app);
    b = await createCompany(app);
    [aDeal] = await addDeals(app, a.company.id, [{ phone: '79161234567', name: 'Свой' }]);
    [bDeal] = await addDeals(app, b.company.id, [{ phone: '79161234567', name: 'Чужой' }]);
  });

  afterAll(async () => {
    await app?.close();
  });

  const routes = (id: number): [string, string, object?][] => [
    ['GET', '/api/deals'],
    ['GET', '/api/deals/export'],
    ['PATCH', `/api/deals/${id}/status`, { status: 'in_progress' }],
    ['PATCH', `/api/deals/${id}/comment`, { comment: 'ok' }],
  ];

  const statusOf = async (token: string | null, method: string, url: string, body?: object) => {
    const response = await app.inject({
      method: method as 'GET',
      url,
      ...(body ? { payload: body } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return response.statusCode;
  };

  it('401 without a token, 403 for admins, managers and employees without view_deals', async () => {
    const admin = await createAdmin(app, ['export deals']);
    const manager = await createManager(app);
    const employee = await createEmployee(app, a.company.id, ['view_balance']);
    for (const [method, url, body] of routes(aDeal)) {
      expect(await statusOf(null, method, url, body), `${method} ${url}`).toBe(401);
      expect(await statusOf(admin.token, method, url, body), `${method} ${url}`).toBe(403);
      expect(await statusOf(manager.token, method, url, body), `${method} ${url}`).toBe(403);
      expect(await statusOf(employee.token, method, url, body), `${method} ${url}`).toBe(403);
    }
  });

  it('200 for the company and for an employee with view_deals', async () => {
    const employee = await createEmployee(app, a.company.id, ['view_deals']);
    for (const token of [a.token, employee.token]) {
      for (const [method, url, body] of routes(aDeal)) {
        expect(await statusOf(token, method, url, body), `${method} ${url}`).toBe(200);
      }
    }
  });

  it("never shows or edits another company's deals", async () => {
    const list = await call<DealList>(app, a.token, 'GET', '/api/deals');
    expect(list.body.data.map((deal) => deal.id)).toEqual([aDeal]);
    const searched = await call<DealList>(
      app,
      a.token,
      'GET',
      '/api/deals?search=%D0%A7%D1%83%D0%B6%D0%BE%D0%B9',
    );
    expect(searched.body).toMatchObject({ data: [], total: 0 });
    for (const [method, url, body] of routes(bDeal).slice(2)) {
      expect(await statusOf(a.token, method, url, body), `${method} ${url}`).toBe(404);
    }
    const { rows } = await app.database.query('SELECT status, comment FROM deals WHERE id = $1', [bDeal]);
    expect(rows[0]).toEqual({ status: 'new', comment: null });
  });
});
