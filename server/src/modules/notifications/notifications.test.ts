import type { LiveEvent, Notification, NotificationList } from '@lp/shared/contracts/projects';
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
import { notifyCompany } from './service.ts';
import { addNotifications } from './testing/fixtures.ts';
import { eventually } from './testing/sse-reader.ts';

type Company = Awaited<ReturnType<typeof createCompany>>;

const ISO_MS_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('notifications API', () => {
  let app: App;

  const call = async (method: 'GET' | 'POST', url: string, token?: string) => {
    const response = await app.inject({ method, url, headers: token ? authHeader(token) : {} });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };
  const list = async (token: string, query = '') => {
    const { status, body } = await call('GET', `/api/notifications${query}`, token);
    expect(status).toBe(200);
    return body as unknown as NotificationList;
  };

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('GET /api/notifications', () => {
    let a: Company;
    let b: Company;
    let ids: number[];

    beforeAll(async () => {
      a = await createCompany(app);
      b = await createCompany(app);
      ids = await addNotifications(app, a.company.id, [
        { at: '2026-03-10T10:00:00Z', data: { project_id: 7, project_name: 'Alpha' } },
        {
          at: '2026-03-11T10:00:00.250Z',
          type: 'project_sync_failed',
          data: { project_id: 7, reason: 'timeout' },
        },
        { at: '2026-03-12T10:00:00Z', readAt: '2026-03-12T11:00:00Z' },
        {
          at: '2026-03-13T09:30:00Z',
          type: 'project_global_limit_reached',
          data: { project_id: 8, project_name: 'Бета' },
        },
      ]);
      await addNotifications(app, b.company.id, [{ at: '2026-03-14T10:00:00Z' }]);
    });

    it('lists only the unread ones, newest first, with the unread count as total', async () => {
      expect(await list(a.token)).toEqual({
        data: [
          {
            id: ids[3],
            type: 'project_global_limit_reached',
            data: { project_id: 8, project_name: 'Бета' },
            read_at: null,
            created_at: '2026-03-13T09:30:00.000Z',
          },
          {
            id: ids[1],
            type: 'project_sync_failed',
            data: { project_id: 7, reason: 'timeout' },
            read_at: null,
            created_at: '2026-03-11T10:00:00.250Z',
          },
          {
            id: ids[0],
            type: 'project_synced',
            data: { project_id: 7, project_name: 'Alpha' },
            read_at: null,
            created_at: '2026-03-10T10:00:00.000Z',
          },
        ],
        total: 3,
      });
    });

    it('shows the same list to an employee of the company, whatever its custom role', async () => {
      const employee = await createEmployee(app, a.company.id, []);
      expect(await list(employee.token)).toEqual(await list(a.token));
    });

    it('never lists another company’s notifications', async () => {
      const other = await list(b.token);
      expect(other.total).toBe(1);
      expect(other.data.map((n) => n.id)).not.toContain(ids[0]);
    });

    it('pages with page and per_page, total staying the unread count', async () => {
      expect((await list(a.token, '?per_page=2')).data.map((n) => n.id)).toEqual([ids[3], ids[1]]);
      expect(await list(a.token, '?per_page=2&page=2')).toEqual({
        data: [expect.objectContaining({ id: ids[0] })],
        total: 3,
      });
      expect(await list(a.token, '?per_page=2&page=3')).toEqual({ data: [], total: 3 });
      expect((await list(a.token, '?page=&per_page=')).data).toHaveLength(3);
    });

    it('defaults to 20 a page and allows at most 100', async () => {
      const c = await createCompany(app);
      await addNotifications(
        app,
        c.company.id,
        Array.from({ length: 25 }, (_, i) => ({ at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString() })),
      );
      const first = await list(c.token);
      expect(first.total).toBe(25);
      expect(first.data).toHaveLength(20);
      expect(first.data[0].created_at).toBe('2026-01-01T00:24:00.000Z');
      expect((await list(c.token, '?per_page=100')).data).toHaveLength(25);
    });

    it.each([
      ['?per_page=101', 'per_page', 'Maximum value: 100'],
      ['?per_page=0', 'per_page', 'Minimum value: 1'],
      ['?page=0', 'page', 'Minimum value: 1'],
      ['?page=abc', 'page', 'The value must be a whole number.'],
    ])('answers 422 for %s', async (query, field, message) => {
      const { status, body } = await call('GET', `/api/notifications${query}`, a.token);
      expect(status).toBe(422);
      expect(body).toEqual({ message, errors: { [field]: [message] } });
    });
  });

  describe('POST /api/notifications/{id}/read', () => {
    let a: Company;
    let b: Company;
    let ids: number[];
    let bIds: number[];

    beforeAll(async () => {
      a = await createCompany(app);
      b = await createCompany(app);
      ids = await addNotifications(app, a.company.id, [
        { at: '2026-04-01T10:00:00Z', data: { project_id: 1, project_name: 'One' } },
        { at: '2026-04-02T10:00:00Z' },
      ]);
      bIds = await addNotifications(app, b.company.id, [{ at: '2026-04-03T10:00:00Z' }]);
    });

    it('sets read_at, returns the notification and drops it from the list', async () => {
      const before = Date.now();
      const { status, body } = await call('POST', `/api/notifications/${ids[0]}/read`, a.token);
      expect(status).toBe(200);
      expect(body).toEqual({
        id: ids[0],
        type: 'project_synced',
        data: { project_id: 1, project_name: 'One' },
        read_at: expect.stringMatching(ISO_MS_UTC),
        created_at: '2026-04-01T10:00:00.000Z',
      });
      expect(Date.parse(body.read_at as string)).toBeGreaterThanOrEqual(before - 1000);
      expect(await list(a.token)).toEqual({ data: [expect.objectContaining({ id: ids[1] })], total: 1 });
    });

    it('is idempotent: a second call keeps the first read_at', async () => {
      const first = await call('POST', `/api/notifications/${ids[1]}/read`, a.token);
      const second = await call('POST', `/api/notifications/${ids[1]}/read`, a.token);
      expect(second).toEqual(first);
      expect(second.status).toBe(200);
    });

    it('answers 404 for another company’s notification and leaves it unread', async () => {
      const { status, body } = await call('POST', `/api/notifications/${bIds[0]}/read`, a.token);
      expect(status).toBe(404);
      expect(body).toEqual({ message: 'Notification not found.' });
      expect((await list(b.token)).data.map((n) => n.id)).toEqual([bIds[0]]);
    });

    it('answers 404 for an id that does not exist and 422 for one that is not a number', async () => {
      expect((await call('POST', '/api/notifications/999999999/read', a.token)).status).toBe(404);
      const bad = await call('POST', '/api/notifications/abc/read', a.token);
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({ id: ['The id must be a positive whole number.'] });
    });

    it('lets an employee of the company mark one read', async () => {
      const [id] = await addNotifications(app, a.company.id, [{ at: '2026-04-05T10:00:00Z' }]);
      const employee = await createEmployee(app, a.company.id, []);
      expect((await call('POST', `/api/notifications/${id}/read`, employee.token)).status).toBe(200);
    });
  });

  describe('POST /api/notifications/mark-all-read', () => {
    it('marks every unread one read, reports how many, and leaves other companies alone', async () => {
      const a = await createCompany(app);
      const b = await createCompany(app);
      await addNotifications(app, a.company.id, [
        { at: '2026-05-01T10:00:00Z' },
        { at: '2026-05-02T10:00:00Z' },
        { at: '2026-05-03T10:00:00Z', readAt: '2026-05-03T11:00:00Z' },
      ]);
      await addNotifications(app, b.company.id, [{ at: '2026-05-01T10:00:00Z' }]);

      expect(await call('POST', '/api/notifications/mark-all-read', a.token)).toEqual({
        status: 200,
        body: { updated: 2 },
      });
      expect(await list(a.token)).toEqual({ data: [], total: 0 });
      expect((await list(b.token)).total).toBe(1);
      expect((await call('POST', '/api/notifications/mark-all-read', a.token)).body).toEqual({ updated: 0 });
    });
  });

  describe('access', () => {
    const routes: Array<['GET' | 'POST', string]> = [
      ['GET', '/api/notifications'],
      ['POST', '/api/notifications/1/read'],
      ['POST', '/api/notifications/mark-all-read'],
    ];

    it.each(routes)('%s %s answers 401 without a valid token', async (method, url) => {
      expect(await call(method, url)).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
      expect((await call(method, url, 'not-a-token')).status).toBe(401);
    });

    it.each(routes)('%s %s answers 403 to admins and managers', async (method, url) => {
      const admin = await createAdmin(app);
      const manager = await createManager(app);
      expect((await call(method, url, admin.token)).status).toBe(403);
      expect((await call(method, url, manager.token)).status).toBe(403);
    });
  });

  describe('live events of the mark calls', () => {
    it('announces notifications_read to the company when something changed, and only then', async () => {
      const a = await createCompany(app);
      const b = await createCompany(app);
      const [id] = await addNotifications(app, a.company.id, [{ at: '2026-06-01T10:00:00Z' }]);
      const seenA: LiveEvent[] = [];
      const seenB: LiveEvent[] = [];
      const stopA = app.live.subscribe(a.company.id, (event) => seenA.push(event));
      const stopB = app.live.subscribe(b.company.id, (event) => seenB.push(event));
      try {
        await call('POST', `/api/notifications/${id}/read`, a.token);
        await eventually(() => seenA.length === 1);
        expect(seenA).toEqual([{ type: 'notifications_read' }]);

        // Already read, and nothing unread: no event. A later real event shows the channel still works.
        await call('POST', `/api/notifications/${id}/read`, a.token);
        await call('POST', '/api/notifications/mark-all-read', a.token);
        let created: Notification | undefined;
        await app.db.transaction(async (tx) => {
          created = await notifyCompany(tx, a.company.id, 'project_synced', { project_id: 3 });
        });
        await eventually(() => seenA.length === 2);
        expect(seenA[1]).toEqual({ type: 'notification', notification: created });

        await call('POST', '/api/notifications/mark-all-read', a.token);
        await eventually(() => seenA.length === 3);
        expect(seenA[2]).toEqual({ type: 'notifications_read' });
        expect(seenB).toEqual([]);
      } finally {
        stopA();
        stopB();
      }
    });
  });
});
