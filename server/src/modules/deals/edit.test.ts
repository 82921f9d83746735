import pg from 'pg';
import type { Deal, DealList } from '@lp/shared/contracts/deals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app-types.ts';
import { createCompany, createTestApp } from '../../test/helpers.ts';
import { LIVE_CHANNEL } from '../notifications/service.ts';
import { addDeals, addProject, call } from './testing/fixtures.ts';

describe('PATCH /api/deals/{id}/status and /comment', () => {
  let app: App;
  let a: Awaited<ReturnType<typeof createCompany>>;
  let b: Awaited<ReturnType<typeof createCompany>>;
  let ids: number[];
  let listener: pg.Client;
  const events: unknown[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    a = await createCompany(app);
    b = await createCompany(app);
    const project = await addProject(app, a.company.id, 'Окна');
    ids = await addDeals(app, a.company.id, [
      { phone: '79161234567', name: 'Иван', projectId: project, price: '150.00' },
      { phone: '79161234568', status: 'in_progress', comment: 'перезвонить' },
    ]);
    listener = new pg.Client({ connectionString: app.config.databaseUrl ?? undefined });
    await listener.connect();
    listener.on('notification', (message) => events.push(JSON.parse(message.payload ?? 'null')));
    await listener.query(`LISTEN ${LIVE_CHANNEL}`);
  });

  afterAll(async () => {
    await listener?.end();
    await app?.close();
  });

  const stats = async () => (await call<DealList>(app, a.token, 'GET', '/api/deals')).body.stats;

  it('changes the status, returns the deal, moves the stat groups and tells other tabs', async () => {
    expect(await stats()).toMatchObject({ new_today: 1, in_progress: 1, completed: 0 });
    const reply = await call<Deal>(app, a.token, 'PATCH', `/api/deals/${ids[0]}/status`, {
      status: 'completed',
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      id: ids[0],
      status: 'completed',
      project_name: 'Окна',
      price: '150.00',
    });
    expect(await stats()).toMatchObject({ new_today: 0, in_progress: 1, completed: 1 });
    await expect
      .poll(() => events)
      .toContainEqual({ company_id: a.company.id, event: { type: 'deals', count: 0 } });
    // back again: counters follow every change
    await call(app, a.token, 'PATCH', `/api/deals/${ids[0]}/status`, { status: 'new' });
    expect(await stats()).toMatchObject({ new_today: 1, completed: 0 });
  });

  it('sets, replaces and clears the comment', async () => {
    const set = await call<Deal>(app, a.token, 'PATCH', `/api/deals/${ids[0]}/comment`, {
      comment: 'Купил окна',
    });
    expect(set.status).toBe(200);
    expect(set.body.comment).toBe('Купил окна');
    const long = 'я'.repeat(2000);
    expect(
      (await call<Deal>(app, a.token, 'PATCH', `/api/deals/${ids[0]}/comment`, { comment: long })).body
        .comment,
    ).toBe(long);
    expect(
      (await call<Deal>(app, a.token, 'PATCH', `/api/deals/${ids[0]}/comment`, { comment: '' })).body.comment,
    ).toBeNull();
    expect(
      (await call<Deal>(app, a.token, 'PATCH', `/api/deals/${ids[1]}/comment`, { comment: null })).body
        .comment,
    ).toBeNull();
    expect(
      (await call<Deal>(app, a.token, 'PATCH', `/api/deals/${ids[1]}/comment`, { comment: '   ' })).body
        .comment,
    ).toBeNull();
  });

  it('rejects an unknown status and a too long comment with 422', async () => {
    const status = await call<{ message: string; errors: Record<string, string[]> }>(
      app,
      a.token,
      'PATCH',
      `/api/deals/${ids[0]}/status`,
      { status: 'done' },
    );
    expect(status.status).toBe(422);
    expect(status.body.errors.status).toBeDefined();
    expect((await call(app, a.token, 'PATCH', `/api/deals/${ids[0]}/status`, {})).status).toBe(422);
    const comment = await call<{ errors: Record<string, string[]> }>(
      app,
      a.token,
      'PATCH',
      `/api/deals/${ids[0]}/comment`,
      { comment: 'x'.repeat(2001) },
    );
    expect(comment.status).toBe(422);
    expect(comment.body.errors.comment).toEqual(['The comment may not be greater than 2000 characters.']);
    expect((await call(app, a.token, 'PATCH', `/api/deals/${ids[0]}/comment`, { comment: 5 })).status).toBe(
      422,
    );
    expect((await call(app, a.token, 'PATCH', '/api/deals/abc/status', { status: 'new' })).status).toBe(422);
  });

  it("404 for another company's deal or a missing one, and nothing changes", async () => {
    expect(
      (await call(app, b.token, 'PATCH', `/api/deals/${ids[1]}/status`, { status: 'cancelled' })).status,
    ).toBe(404);
    expect(
      (await call(app, b.token, 'PATCH', `/api/deals/${ids[1]}/comment`, { comment: 'чужое' })).status,
    ).toBe(404);
    expect((await call(app, a.token, 'PATCH', '/api/deals/999999/status', { status: 'new' })).status).toBe(
      404,
    );
    const { rows } = await app.database.query('SELECT status, comment FROM deals WHERE id = $1', [ids[1]]);
    expect(rows[0]).toEqual({ status: 'in_progress', comment: null });
  });
});
