import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { DEMO_LOGINS } from '../seed.ts';
import { authHeader } from '../test/helpers.ts';

// The embedded database path (no DATABASE_URL): migrate, seed, log in, send jobs in a transaction.
describe('PGlite (embedded database)', () => {
  let dataDir: string;
  let app: App;
  beforeAll(async () => {
    dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'lp-pglite-')), 'nested', 'data');
    app = await buildApp({
      logger: false,
      seed: true,
      workers: false,
      config: { databaseUrl: null, dataDir },
    });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    if (dataDir) await rm(path.dirname(path.dirname(dataDir)), { recursive: true, force: true });
  });

  it('runs on PGlite with the demo data, and demo logins work', async () => {
    expect(app.database.kind).toBe('pglite');
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
      status: 'ok',
      db: 'ok',
    });
    for (const login of DEMO_LOGINS) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: login.email, password: login.password },
      });
      expect(res.statusCode, login.email).toBe(200);
      expect(res.json().user.roles).toEqual([login.role]);
    }
  });

  it('the seeded employee holds view_deals and view_balance, not manage_employees', async () => {
    const employee = DEMO_LOGINS.find((login) => login.role === 'employee')!;
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: employee.email, password: employee.password },
    });
    const me = await app.inject({ method: 'GET', url: '/api/user', headers: authHeader(login.json().token) });
    expect(me.json().permissions).toEqual(['view_deals', 'view_balance']);
    expect(me.json().customRole).toMatchObject({ name: 'Менеджер продаж' });
  });

  it('jobs sent in a rolled-back transaction do not exist; committed ones do', async () => {
    await app.jobs.declare('test.pglite');
    await expect(
      app.db.transaction(async (tx) => {
        await app.jobs.send(tx, 'test.pglite', { kind: 'rolled-back' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await app.db.transaction(async (tx) => {
      await app.jobs.send(tx, 'test.pglite', { kind: 'committed' });
    });
    const jobs = await app.jobs.boss.findJobs<{ kind: string }>('test.pglite');
    expect(jobs.map((job) => job.data.kind)).toEqual(['committed']);
  });

  it('reopening the same folder neither migrates nor seeds again', async () => {
    await app.close();
    app = await buildApp({
      logger: false,
      seed: true,
      workers: false,
      config: { databaseUrl: null, dataDir },
    });
    const { rows } = await app.database.query('SELECT count(*)::int AS n FROM users');
    expect(rows[0].n).toBe(DEMO_LOGINS.length);
    const migrations = await app.database.query('SELECT name FROM schema_migrations ORDER BY name');
    expect(migrations.rows.map((row) => row.name)).toContain('0001_core.sql');
  }, 60_000);
});
