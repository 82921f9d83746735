import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Project } from '@lp/shared/contracts/projects';
import type { App } from '../../app-types.ts';
import { createCompany, createTestApp } from '../../test/helpers.ts';
import { startSupplier, type SupplierServer } from '../../test/supplier-server.ts';
import { handleSyncJob } from './sync-job.ts';
import { addSource, call, rows, waitFor } from './testing/fixtures.ts';

type Company = Awaited<ReturnType<typeof createCompany>>;
type SyncRow = {
  sync_status: string;
  sync_error: string | null;
  synced_at: string | null;
  sync_version: number;
};

// Small retry settings: 3 attempts in all, 1 s apart, 300 ms per call.
const SYNC_CONFIG = {
  syncTimeoutMs: 300,
  syncRetryLimit: 2,
  syncRetryDelaySeconds: 1,
  syncRetryBackoff: false,
};

describe('project sync job', () => {
  let app: App;
  let supplier: SupplierServer;
  let other: SupplierServer;
  let company: Company;
  let phone = 79170000000;

  const createProject = async (extra: object = {}) => {
    phone += 1;
    const reply = await call<Project>(app, company.token, 'POST', '/api/projects', {
      name: 'Синхронизация',
      phones: String(phone),
      domains: `sync-${phone}.example.ru`,
      geo: ['77'],
      weekdays: ['monday', 'sunday'],
      limit: 3,
      ...extra,
    });
    if (reply.status !== 201) throw new Error(JSON.stringify(reply.body));
    return reply.body;
  };
  const syncState = async (id: number) =>
    (
      await rows<SyncRow>(
        app,
        'SELECT sync_status, sync_error, synced_at, sync_version FROM projects WHERE id = $1',
        [id],
      )
    )[0];
  const settled = (id: number) =>
    waitFor(async () => {
      const state = await syncState(id);
      return state.sync_status === 'pending' ? undefined : state;
    }, 20_000);
  const notificationsOf = (id: number) =>
    rows<{ type: string; data: Record<string, unknown> }>(
      app,
      `SELECT type, data FROM notifications WHERE company_id = $1 AND (data ->> 'project_id')::bigint = $2 ORDER BY id`,
      [company.company.id, id],
    );

  beforeAll(async () => {
    supplier = await startSupplier();
    other = await startSupplier();
    app = await createTestApp({ workers: true, config: SYNC_CONFIG });
    company = await createCompany(app);
  });
  beforeEach(async () => {
    // Sources are platform-wide: each test starts from its own set.
    await rows(app, 'UPDATE sources SET active = false');
    supplier.script([], { kind: 'accept' });
    other.script([], { kind: 'accept' });
    supplier.requests.length = 0;
    other.requests.length = 0;
  });
  afterAll(async () => {
    await app?.close();
    await supplier?.close();
    await other?.close();
  });

  it('registers with every active connector source and settles as synced, with a notification', async () => {
    const first = await addSource(app, { name: 'Поставщик А', url: supplier.url, secret: 'secret-a' });
    await addSource(app, { name: 'Поставщик Б', url: other.url });
    await addSource(app, { name: 'Файлы', url: null });
    await addSource(app, { name: 'Выключен', url: supplier.url, active: false });
    const project = await createProject();
    const state = await settled(project.id);
    expect(state).toMatchObject({ sync_status: 'synced', sync_error: null });
    expect(state.synced_at).not.toBeNull();
    expect(supplier.requests).toHaveLength(1);
    expect(other.requests).toHaveLength(1);
    const request = supplier.requests[0];
    expect(request.method).toBe('POST');
    expect(request.headers.authorization).toBe('Bearer secret-a');
    expect(request.headers['content-type']).toBe('application/json');
    expect(other.requests[0].headers.authorization).toBeUndefined();
    expect(request.body).toEqual({
      external_id: `project-${project.id}`,
      company_id: company.company.id,
      domains: [`sync-${phone}.example.ru`],
      phones: [String(phone)],
      geo: ['77'],
      weekdays: ['monday', 'sunday'],
      status: 'active',
    });
    expect(await notificationsOf(project.id)).toEqual([
      { type: 'project_synced', data: { project_id: project.id, project_name: 'Синхронизация' } },
    ]);
    const answers = await rows(
      app,
      'SELECT source_id, status, sync_version FROM project_source_syncs WHERE project_id = $1 ORDER BY source_id',
      [project.id],
    );
    expect(answers[0]).toEqual({ source_id: first, status: 'synced', sync_version: 1 });
    expect(answers).toHaveLength(2);
  });

  it('settles as synced at once when no source needs registration', async () => {
    await addSource(app, { name: 'Только файлы', url: null });
    const project = await createProject();
    expect(await settled(project.id)).toMatchObject({ sync_status: 'synced' });
  });

  it('a 4xx is a rejection: failed with the supplier reason, not retried', async () => {
    await addSource(app, { name: 'Строгий', url: supplier.url, secret: 's' });
    supplier.script([], { kind: 'reject', status: 422, reason: 'Domain is not allowed' });
    const project = await createProject();
    const state = await settled(project.id);
    expect(state).toMatchObject({
      sync_status: 'failed',
      sync_error: 'Строгий: Domain is not allowed',
      synced_at: null,
    });
    expect(await notificationsOf(project.id)).toEqual([
      {
        type: 'project_sync_failed',
        data: {
          project_id: project.id,
          project_name: 'Синхронизация',
          reason: 'Строгий: Domain is not allowed',
        },
      },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(supplier.requests).toHaveLength(1);
  });

  it('a 4xx without a reason reads as HTTP <status>', async () => {
    await addSource(app, { name: 'Немой', url: supplier.url });
    supplier.script([], { kind: 'reject', status: 403 });
    const project = await createProject();
    expect((await settled(project.id)).sync_error).toBe('Немой: HTTP 403');
  });

  it('retries after a 503 and does not call again the sources that already accepted', async () => {
    await addSource(app, { name: 'Нестабильный', url: supplier.url });
    await addSource(app, { name: 'Надёжный', url: other.url });
    supplier.script([{ kind: 'fail', status: 503 }], { kind: 'accept' });
    const project = await createProject();
    expect(await settled(project.id)).toMatchObject({ sync_status: 'synced', sync_error: null });
    expect(supplier.requests).toHaveLength(2);
    expect(other.requests).toHaveLength(1);
  });

  it('retries after a timeout', async () => {
    await addSource(app, { name: 'Медленный', url: supplier.url });
    supplier.script([{ kind: 'hang' }], { kind: 'accept' });
    const project = await createProject();
    expect(await settled(project.id)).toMatchObject({ sync_status: 'synced' });
    expect(supplier.requests).toHaveLength(2);
  });

  it('fails with the last reason once the retries are exhausted', async () => {
    await addSource(app, { name: 'Лежит', url: supplier.url });
    supplier.script([], { kind: 'fail', status: 503 });
    const project = await createProject();
    const state = await settled(project.id);
    expect(state).toMatchObject({ sync_status: 'failed', sync_error: 'Лежит: Service unavailable' });
    // the first attempt and retryLimit (2) retries
    expect(supplier.requests).toHaveLength(3);
    expect((await notificationsOf(project.id)).map((n) => n.type)).toEqual(['project_sync_failed']);
  });

  it('syncs every project of a bulk add (one job each)', async () => {
    await addSource(app, { name: 'Пакетный', url: supplier.url });
    const reply = await call(app, company.token, 'POST', '/api/projects/multiple', {
      domains: 'bulk-1.ru\nbulk-2.ru\nbulk-3.ru',
      limit: 1,
      split_by_projects: true,
    });
    expect(reply.body).toEqual({ added: 3, skipped: 0, total: 3 });
    const ids = (
      await rows<{ id: number }>(app, `SELECT id FROM projects WHERE name LIKE 'bulk-%' ORDER BY id`)
    ).map((row) => Number(row.id));
    for (const id of ids) expect(await settled(id)).toMatchObject({ sync_status: 'synced' });
    expect(supplier.requests.map((r) => (r.body as { domains: string[] }).domains[0]).sort()).toEqual([
      'bulk-1.ru',
      'bulk-2.ru',
      'bulk-3.ru',
    ]);
  });

  it('an edit makes the previous job stale: only the newest version settles the project', async () => {
    await addSource(app, { name: 'Версии', url: supplier.url });
    const project = await createProject();
    await settled(project.id);
    const handle = handleSyncJob({ db: app.db, config: { ...app.config, ...SYNC_CONFIG } });
    supplier.requests.length = 0;
    await rows(app, `UPDATE projects SET sync_version = 5, sync_status = 'pending' WHERE id = $1`, [
      project.id,
    ]);
    await handle({ projectId: project.id, version: 4 }, { retryCount: 0 });
    expect(supplier.requests).toHaveLength(0);
    expect((await syncState(project.id)).sync_status).toBe('pending');
    await handle({ projectId: project.id, version: 5 }, { retryCount: 0 });
    expect(supplier.requests).toHaveLength(1);
    expect((await syncState(project.id)).sync_status).toBe('synced');
    // a deleted project's job just ends
    await handle({ projectId: 99999999, version: 1 }, { retryCount: 0 });
  });
});
