// The process caches (lib/notice-cache.ts: token owners, the deals list's names) against real
// PostgreSQL, with two server processes on one database: a change made through one, or straight in
// SQL, reaches the other's cache by NOTIFY.
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealList } from '@lp/shared/contracts/deals';
import type { App } from '../app.ts';
import { apiTokens, customRoles } from '../db/schema.ts';
import { hashSecret } from '../modules/auth/tokens.ts';
import { addDeals, addProject } from '../modules/deals/testing/fixtures.ts';
import { LISTENER_APPLICATION_NAME } from '../modules/notifications/live-listener.ts';
import { eventually } from '../modules/notifications/testing/sse-reader.ts';
import {
  authHeader,
  createCompany,
  createEmployee,
  createSecondApp,
  createTestApp,
} from '../test/helpers.ts';

const status = async (app: App, token: string, url = '/api/user'): Promise<number> =>
  (await app.inject({ method: 'GET', url, headers: authHeader(token) })).statusCode;

const cached = (app: App, token: string) => app.tokenOwners.lookup(hashSecret(token));

/**
 * Test setup (new users, memberships) notifies too, and a late notice would empty a cache under a
 * test's feet. Notices reach a listener in commit order, on one connection for both channels: once
 * a live event sent now has reached both apps, every earlier auth notice has been handled.
 */
const noticesDelivered = async (a: App, b: App): Promise<void> => {
  const marker = -Date.now();
  const seen = [a, b].map(
    (app) =>
      new Promise<void>((resolve) => {
        const stop = app.live.subscribe(marker, () => {
          stop();
          resolve();
        });
      }),
  );
  await a.database.query(`SELECT pg_notify('lp_live', $1)`, [
    JSON.stringify({ company_id: marker, event: { type: 'marker' } }),
  ]);
  await Promise.all(seen);
};

describe('process caches across two server processes (PostgreSQL)', () => {
  let a: App;
  let b: App;

  beforeAll(async () => {
    a = await createTestApp();
    b = await createSecondApp(a.config.databaseUrl!);
    await eventually(() => a.live.listening() && b.live.listening());
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('remembers the owner of a token after its first request', async () => {
    const { token, company } = await createCompany(a);
    await noticesDelivered(a, b);
    expect(cached(b, token)).toBeUndefined();
    expect(await status(b, token)).toBe(200);
    expect(cached(b, token)).toMatchObject({ role: 'company', companyId: company.id });
  });

  // Both apps share this test process, so authChanged() reaches both; another process hears the
  // trigger's notice, as the SQL cases below show.
  it('a logout ends the session at once, without waiting for the notice', async () => {
    const { token } = await createCompany(a);
    expect(await status(a, token)).toBe(200);
    expect(await status(b, token)).toBe(200);
    const logout = await a.inject({ method: 'POST', url: '/api/logout', headers: authHeader(token) });
    expect(logout.statusCode).toBe(200);
    expect(cached(a, token)).toBeUndefined();
    expect(await status(a, token)).toBe(401);
    expect(await status(b, token)).toBe(401);
  });

  it('a token revoked in SQL is refused by both processes once the notice arrives', async () => {
    const { token } = await createCompany(a);
    await noticesDelivered(a, b);
    expect(await status(a, token)).toBe(200);
    expect(await status(b, token)).toBe(200);
    await a.db
      .update(apiTokens)
      .set({ revokedAt: new Date() })
      .where(eq(apiTokens.tokenHash, hashSecret(token)));
    await eventually(() => cached(a, token) === undefined && cached(b, token) === undefined, 2000);
    expect(await status(a, token)).toBe(401);
    expect(await status(b, token)).toBe(401);
  });

  it('a permission taken away in SQL is refused by both processes once the notice arrives', async () => {
    const { company } = await createCompany(a);
    const employee = await createEmployee(a, company.id, ['view_balance']);
    await noticesDelivered(a, b);
    const balance = '/api/company/balance';
    expect(await status(a, employee.token, balance)).toBe(200);
    expect(await status(b, employee.token, balance)).toBe(200);
    expect(cached(b, employee.token)).toBeDefined();
    await a.db.update(customRoles).set({ permissions: [] }).where(eq(customRoles.id, employee.customRoleId));
    await eventually(
      () => cached(a, employee.token) === undefined && cached(b, employee.token) === undefined,
      2000,
    );
    expect(await status(a, employee.token, balance)).toBe(403);
    expect(await status(b, employee.token, balance)).toBe(403);
  });

  it('serves nothing from the cache while its listener is away, and starts empty when it is back', async () => {
    const { token } = await createCompany(a);
    await noticesDelivered(a, b);
    expect(await status(b, token)).toBe(200);
    expect(cached(b, token)).toBeDefined();
    const admin = new pg.Client({ connectionString: b.config.databaseUrl! });
    await admin.connect();
    try {
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE application_name = $1 AND datname = current_database()`,
        [LISTENER_APPLICATION_NAME],
      );
    } finally {
      await admin.end();
    }
    await eventually(() => !b.live.listening() || !a.live.listening());
    expect(cached(b, token)).toBeUndefined();
    // Requests still work, from the database.
    expect(await status(b, token)).toBe(200);
    await eventually(() => b.live.listening() && a.live.listening(), 10_000);
    expect(cached(b, token)).toBeUndefined();
    expect(await status(b, token)).toBe(200);
    expect(cached(b, token)).toBeDefined();
  });

  it('a project renamed in SQL shows its new name in the deals list of both processes', async () => {
    const { company, token } = await createCompany(a);
    const project = await addProject(a, company.id, 'Старое имя');
    await addDeals(a, company.id, [{ phone: '79160001122', projectId: project }]);
    await noticesDelivered(a, b);
    const nameIn = async (app: App) => {
      const reply = await app.inject({ method: 'GET', url: '/api/deals', headers: authHeader(token) });
      return (reply.json() as DealList).data[0].project_name;
    };
    expect(await nameIn(a)).toBe('Старое имя');
    expect(await nameIn(b)).toBe('Старое имя');
    await a.database.query('UPDATE projects SET name = $1 WHERE id = $2', ['Новое имя', project]);
    await eventually(
      async () => (await nameIn(a)) === 'Новое имя' && (await nameIn(b)) === 'Новое имя',
      2000,
    );
  });
});
