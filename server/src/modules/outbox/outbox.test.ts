import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import {
  authHeader,
  createAdmin,
  createCompany,
  createEmployee,
  createManager,
  createTestApp,
} from '../../test/helpers.ts';

describe('GET /api/admin/outbox', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lists stored emails, newest first, filtered by recipient', async () => {
    const { token } = await createAdmin(app);
    for (const email of ['one@test.local', 'two@test.local']) {
      await app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { name: `Co ${email}`, contact_person: 'X', email },
      });
    }
    const all = await app.inject({
      method: 'GET',
      url: '/api/admin/outbox?per_page=10',
      headers: authHeader(token),
    });
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(2);
    expect(all.json().data.map((row: { to: string }) => row.to)).toEqual([
      'two@test.local',
      'one@test.local',
    ]);
    const one = await app.inject({
      method: 'GET',
      url: '/api/admin/outbox?to=ONE@test.local',
      headers: authHeader(token),
    });
    expect(one.json().data).toHaveLength(1);
    expect(one.json().data[0]).toMatchObject({ to: 'one@test.local', status: 'stored', sent_at: null });
  });

  it('is for admins only', async () => {
    const { company, token: ownerToken } = await createCompany(app);
    const { token: employeeToken } = await createEmployee(app, company.id, [
      'view_deals',
      'view_balance',
      'manage_employees',
    ]);
    const { token: managerToken } = await createManager(app);
    for (const token of [ownerToken, employeeToken, managerToken]) {
      expect(
        (await app.inject({ method: 'GET', url: '/api/admin/outbox', headers: authHeader(token) }))
          .statusCode,
      ).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(401);
  });

  it('validates paging', async () => {
    const { token } = await createAdmin(app);
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/outbox?page=0',
      headers: authHeader(token),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('page');
  });
});
