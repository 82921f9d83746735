import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LiveEvent, Notification } from '@lp/shared/contracts/projects';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { LISTENER_APPLICATION_NAME } from '../modules/notifications/live-listener.ts';
import { notifyCompany } from '../modules/notifications/service.ts';
import { eventually, openSse, type SseReader } from '../modules/notifications/testing/sse-reader.ts';
import {
  authHeader,
  createAdmin,
  createCompany,
  createEmployee,
  createSecondApp,
  createTestApp,
} from '../test/helpers.ts';

type Company = Awaited<ReturnType<typeof createCompany>>;

const listenOn = async (app: App): Promise<string> => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
};

const notify = (app: App, companyId: number, projectId: number): Promise<Notification> =>
  app.db.transaction((tx) => notifyCompany(tx, companyId, 'project_synced', { project_id: projectId }));

describe('live events across two server processes (PostgreSQL)', () => {
  let a: App;
  let b: App;
  let baseB: string;
  let x: Company;
  let y: Company;
  const readers: SseReader[] = [];

  const stream = async (token: string): Promise<SseReader> => {
    const reader = await openSse(`${baseB}/api/live`, authHeader(token));
    readers.push(reader);
    expect(reader.response.status).toBe(200);
    return reader;
  };

  beforeAll(async () => {
    a = await createTestApp();
    b = await createSecondApp(a.config.databaseUrl!);
    baseB = await listenOn(b);
    x = await createCompany(a);
    y = await createCompany(a);
  });

  afterAll(async () => {
    for (const reader of readers) reader.close();
    // Node's fetch (undici) opens a spare connection when a streaming fetch is aborted; a socket
    // with no request yet counts as active for Node's server.close(), which would then wait for the
    // client to drop it. Streams themselves are ended by the app (see the app.close() test below).
    b?.server.closeAllConnections();
    await b?.close();
    await a?.close();
  });

  it('streams text/event-stream, uncompressed and unbuffered, starting with a retry hint', async () => {
    const reader = await openSse(`${baseB}/api/live`, {
      ...authHeader(x.token),
      'accept-encoding': 'br, gzip',
    });
    readers.push(reader);
    expect(reader.response.status).toBe(200);
    expect(reader.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(reader.response.headers.get('x-accel-buffering')).toBe('no');
    expect(reader.response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(reader.response.headers.get('content-encoding')).toBeNull();
    await eventually(() => reader.frames.length > 0);
    expect(reader.frames[0]).toMatch(/^retry: \d+$/m);
    reader.close();
  });

  it('delivers a notification committed through process A to a stream open on process B', async () => {
    const reader = await stream(x.token);
    const created = await notify(a, x.company.id, 11);
    expect(await reader.next()).toEqual({ type: 'notification', notification: created });
    reader.close();
  });

  it('never delivers the notify of a rolled-back transaction', async () => {
    const reader = await stream(x.token);
    await expect(
      a.db.transaction(async (tx) => {
        await notifyCompany(tx, x.company.id, 'project_sync_failed', { project_id: 12 });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const committed = await notify(a, x.company.id, 13);
    // NOTIFYs arrive in commit order: had the rolled-back one been sent, it would come first.
    expect(await reader.next()).toEqual({ type: 'notification', notification: committed });
    reader.close();
  });

  it('gives each stream only its own company’s events (owner and employee alike)', async () => {
    const employee = await createEmployee(a, y.company.id, []);
    const streamX = await stream(x.token);
    const streamY = await stream(employee.token);
    const forY = await notify(a, y.company.id, 21);
    const forX = await notify(a, x.company.id, 22);
    expect(await streamY.next()).toEqual({ type: 'notification', notification: forY });
    expect(await streamX.next()).toEqual({ type: 'notification', notification: forX });
    const markReadOnY = await a.inject({
      method: 'POST',
      url: '/api/notifications/mark-all-read',
      headers: authHeader(y.token),
    });
    expect(markReadOnY.json()).toEqual({ updated: 1 });
    expect(await streamY.next()).toEqual({ type: 'notifications_read' });
    const laterX = await notify(a, x.company.id, 23);
    expect(await streamX.next()).toEqual({ type: 'notification', notification: laterX });
    streamX.close();
    streamY.close();
  });

  it('answers 401 without a token and 403 to an admin, as JSON', async () => {
    const anonymous = await fetch(`${baseB}/api/live`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: 'Unauthenticated.' });
    const admin = await createAdmin(a);
    const forbidden = await fetch(`${baseB}/api/live`, { headers: authHeader(admin.token) });
    expect(forbidden.status).toBe(403);
  });

  it('unsubscribes when the client goes away', async () => {
    await eventually(() => b.live.size() === 0);
    const reader = await stream(x.token);
    await eventually(() => b.live.size() === 1);
    reader.close();
    await eventually(() => b.live.size() === 0);
  });

  it('re-LISTENs after losing its connection, and the open stream keeps working', async () => {
    const reader = await stream(x.token);
    const admin = new pg.Client({ connectionString: a.config.databaseUrl! });
    await admin.connect();
    try {
      const killed = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE application_name = $1 AND datname = current_database()`,
        [LISTENER_APPLICATION_NAME],
      );
      expect(killed.rowCount).toBe(2); // one listener per app
    } finally {
      await admin.end();
    }
    await eventually(() => !b.live.listening());
    await eventually(() => b.live.listening() && a.live.listening(), 10_000);
    const created = await notify(a, x.company.id, 31);
    expect(await reader.next()).toEqual({ type: 'notification', notification: created });
    reader.close();
  });

  it('ends open streams on app.close() instead of hanging', async () => {
    const c = await createSecondApp(a.config.databaseUrl!);
    const baseC = await listenOn(c);
    const reader = await openSse(`${baseC}/api/live`, authHeader(x.token));
    readers.push(reader);
    await eventually(() => c.live.size() === 1);
    const started = Date.now();
    await c.close();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await reader.ended()).toBe(true);
  });
});

describe('live events on PGlite', () => {
  let app: App;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lp-live-'));
    app = await buildApp({ logger: false, workers: false, env: {}, config: { databaseUrl: null, dataDir } });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('delivers committed notifications to the company’s subscribers and drops rolled-back ones', async () => {
    expect(app.database.kind).toBe('pglite');
    const x = await createCompany(app);
    const y = await createCompany(app);
    const seenX: LiveEvent[] = [];
    const seenY: LiveEvent[] = [];
    const stopX = app.live.subscribe(x.company.id, (event) => seenX.push(event));
    const stopY = app.live.subscribe(y.company.id, (event) => seenY.push(event));
    try {
      await expect(
        app.db.transaction(async (tx) => {
          await notifyCompany(tx, x.company.id, 'project_synced', { project_id: 1 });
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      const created = await notify(app, x.company.id, 2);
      await eventually(() => seenX.length > 0);
      expect(seenX).toEqual([{ type: 'notification', notification: created }]);
      expect(seenY).toEqual([]);
    } finally {
      stopX();
      stopY();
    }
  });

  it('serves the HTTP stream too', async () => {
    const x = await createCompany(app);
    const base = await listenOn(app);
    const reader = await openSse(`${base}/api/live`, authHeader(x.token));
    try {
      expect(reader.response.status).toBe(200);
      await eventually(() => app.live.size() === 1);
      const created = await notify(app, x.company.id, 3);
      expect(await reader.next()).toEqual({ type: 'notification', notification: created });
    } finally {
      reader.close();
    }
  });
});
