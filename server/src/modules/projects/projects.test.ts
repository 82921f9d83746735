import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project, ProjectClashError } from '@lp/shared/contracts/projects';
import type { App } from '../../app-types.ts';
import {
  createAdmin,
  createCompany,
  createEmployee,
  createManager,
  createTestApp,
} from '../../test/helpers.ts';
import { addIntegration, call, rows, syncJobCount } from './testing/fixtures.ts';

type Company = Awaited<ReturnType<typeof createCompany>>;
type Errors = { message: string; errors?: Record<string, string[]> };

const base = { name: 'Окна', limit: 10 };

describe('projects API', () => {
  let app: App;
  let a: Company;
  let b: Company;

  const create = (payload: object, token = a.token) =>
    call<Project & Errors>(app, token, 'POST', '/api/projects', payload);
  const jobCount = () => syncJobCount(app);

  beforeAll(async () => {
    app = await createTestApp();
    a = await createCompany(app, { name: 'Альфа' });
    b = await createCompany(app, { name: 'Бета' });
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('create', () => {
    it('stores normal forms, answers 201 with the Project and enqueues one sync job', async () => {
      const jobsBefore = await jobCount();
      const { status, body } = await create({
        name: '  Ромашка ',
        tag: 'seo',
        domains: 'https://www.Example.com:8080/path\nxn--e1afmkfd.xn--p1ai; ПРИМЕР.РФ\n\n shop.example.com. ',
        phones: ['+7 (916) 123-45-67', '8 916 123 45 67', '79161234568'],
        geo: ['77', 78, '77'],
        limit: '5',
        global_limit: 100,
        weekdays: ['monday', 'Friday', 'monday'],
      });
      expect(status).toBe(201);
      expect(body).toMatchObject({
        name: 'Ромашка',
        tag: 'seo',
        domains: ['example.com', 'пример.рф', 'shop.example.com'],
        phones: ['79161234567', '79161234568'],
        geo: ['77', '78'],
        limit: 5,
        global_limit: 100,
        weekdays: ['monday', 'friday'],
        status: 'active',
        integration_id: null,
        sync_status: 'pending',
        sync_error: null,
        synced_at: null,
        deals_today: 0,
        deals_total: 0,
      });
      expect(body.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(await jobCount()).toBe(jobsBefore + 1);
      const [job] = await rows<{ data: { projectId: number; version: number } }>(
        app,
        `SELECT data FROM pgboss.job WHERE name = 'project-sync' ORDER BY created_on DESC LIMIT 1`,
      );
      expect(job.data).toEqual({ projectId: body.id, version: 1 });
      const targets = await rows(
        app,
        'SELECT kind, value FROM project_targets WHERE project_id = $1 ORDER BY kind, value',
        [body.id],
      );
      expect(targets).toHaveLength(5);
    });

    it('takes a phone-only or domain-only project, an integration of the company and status', async () => {
      const integration = await addIntegration(app, a.company.id, 'CRM');
      const phoneOnly = await create({
        ...base,
        phones: '8 (495) 000-00-01',
        status: 'inactive',
        integration_id: integration,
      });
      expect(phoneOnly.status).toBe(201);
      expect(phoneOnly.body).toMatchObject({
        domains: [],
        status: 'inactive',
        integration_id: integration,
        weekdays: [],
        geo: [],
      });
      const domainOnly = await create({ ...base, domains: ['only-domain.ru'] });
      expect(domainOnly.status).toBe(201);
    });
  });

  describe('validation (422 with the spec messages)', () => {
    it('requires name, limit and one phone or domain', async () => {
      const { status, body } = await create({});
      expect(status).toBe(422);
      expect(body.errors).toEqual({
        name: ['This field is required'],
        limit: ['This field is required'],
        domains: ['This field is required'],
        phones: ['This field is required'],
      });
      expect(body.message).toBe('This field is required');
      const blank = await create({ name: '   ', limit: '', domains: '\n \n', phones: [] });
      expect(blank.body.errors).toMatchObject({
        name: ['This field is required'],
        limit: ['This field is required'],
      });
    });

    it('names each bad phone and domain by its index', async () => {
      const { status, body } = await create({
        ...base,
        phones: ['+7 916 123 45 67', '12345', '+1 916 123 45 67'],
        domains: 'example.org\nnot a domain\nlocalhost',
      });
      expect(status).toBe(422);
      expect(body.errors).toEqual({
        'phones.1': ['Invalid phone number'],
        'phones.2': ['Invalid phone number'],
        'domains.1': ['Invalid URL format'],
        'domains.2': ['Invalid URL format'],
      });
    });

    it('applies the admin minimum to limit and global_limit (global_limit may be below limit)', async () => {
      await rows(app, `UPDATE settings SET value = '3' WHERE key = 'min_project_limit'`);
      try {
        const low = await create({ ...base, domains: 'min.ru', limit: 2, global_limit: 1 });
        expect(low.status).toBe(422);
        expect(low.body.errors).toEqual({ limit: ['Minimum value: 3'], global_limit: ['Minimum value: 3'] });
        const ok = await create({ ...base, domains: 'min-ok.ru', limit: 50, global_limit: 3 });
        expect(ok.status).toBe(201);
        expect(ok.body.global_limit).toBe(3);
      } finally {
        await rows(app, `UPDATE settings SET value = '1' WHERE key = 'min_project_limit'`);
      }
      const zero = await create({ ...base, domains: 'zero.ru', limit: 0 });
      expect(zero.body.errors).toEqual({ limit: ['Minimum value: 1'] });
      const text = await create({ ...base, domains: 'zero.ru', limit: 'ten' });
      expect(text.status).toBe(422);
      expect(text.body.errors).toEqual({ limit: ['The value must be a whole number.'] });
    });

    it('checks regions, weekdays and the integration (another company’s integration is unknown)', async () => {
      const foreign = await addIntegration(app, b.company.id, 'Чужая');
      const { status, body } = await create({
        ...base,
        domains: 'fields.ru',
        geo: ['77', '80', 'moscow'],
        weekdays: ['monday', 'someday'],
        integration_id: foreign,
      });
      expect(status).toBe(422);
      expect(body.errors).toEqual({
        'geo.1': ['Unknown region'],
        'geo.2': ['Unknown region'],
        'weekdays.1': [
          'The day must be one of: monday, tuesday, wednesday, thursday, friday, saturday, sunday.',
        ],
        integration_id: ['The selected integration does not exist.'],
      });
    });

    it('bounds the lengths and the limits, and names the statuses', async () => {
      const { status, body } = await create({
        name: 'x'.repeat(256),
        tag: 't'.repeat(101),
        domains: 'bounds.ru',
        limit: 1_000_001,
        global_limit: 2_000_000,
      });
      expect(status).toBe(422);
      expect(body.errors).toEqual({
        name: ['Must be at most 255 characters'],
        tag: ['Must be at most 100 characters'],
        limit: ['Maximum value: 1000000'],
        global_limit: ['Maximum value: 1000000'],
      });
      const badStatus = await create({ ...base, domains: 'bounds.ru', status: 'paused' });
      expect(badStatus.body.errors).toEqual({ status: ['The status must be one of: active, inactive.'] });
      const fraction = await create({ ...base, domains: 'bounds.ru', limit: 1.5 });
      expect(fraction.body.errors).toEqual({ limit: ['The value must be a whole number.'] });
    });

    it('never answers 500 for wrong types', async () => {
      for (const payload of [
        { ...base, phones: 5 },
        { ...base, geo: 'x' },
        { ...base, name: 12 },
        { ...base, status: 'on' },
      ]) {
        const { status } = await create(payload);
        expect(status).toBe(422);
      }
    });
  });

  describe('the clash rule', () => {
    it('refuses a phone or domain another project holds for overlapping regions, with clashes', async () => {
      const first = await create({
        ...base,
        name: 'Москва',
        phones: '79031112233',
        domains: 'clash.ru',
        geo: ['77'],
      });
      expect(first.status).toBe(201);
      const clash = await call<ProjectClashError>(app, a.token, 'POST', '/api/projects', {
        ...base,
        phones: ['79030000000', '+7 903 111-22-33'],
        domains: ['free.ru', 'www.CLASH.ru'],
        geo: ['77', '50'],
      });
      expect(clash.status).toBe(422);
      expect(clash.body.message).toBe('Duplicates found');
      expect(Object.keys(clash.body.errors).sort()).toEqual(['domains.1', 'phones.1']);
      expect(clash.body.clashes).toEqual([
        { kind: 'domain', value: 'clash.ru', project_id: first.body.id, project_name: 'Москва' },
        { kind: 'phone', value: '79031112233', project_id: first.body.id, project_name: 'Москва' },
      ]);
    });

    it('allows the same targets for disjoint regions, and empty geo overlaps everything', async () => {
      const spb = await create({ ...base, phones: '79035556677', geo: ['78'] });
      expect(spb.status).toBe(201);
      const msk = await create({ ...base, phones: '79035556677', geo: ['77', '50'] });
      expect(msk.status).toBe(201);
      const everywhere = await create({ ...base, phones: '79035556677', geo: [] });
      expect(everywhere.status).toBe(422);
      const other = await create({ ...base, phones: '79035556688' });
      expect(other.status).toBe(201);
      const anyRegion = await create({ ...base, phones: '79035556688', geo: ['23'] });
      expect(anyRegion.status).toBe(422);
      // inactive projects still hold their targets
      await call(app, a.token, 'PUT', `/api/projects/${other.body.id}/status`, { status: 'inactive' });
      expect((await create({ ...base, phones: '79035556688', geo: ['24'] })).status).toBe(422);
    });

    it('is per company', async () => {
      await create({ ...base, domains: 'shared-by-two.ru' });
      expect((await create({ ...base, domains: 'shared-by-two.ru' }, b.token)).status).toBe(201);
    });

    it('lets only one of several parallel creates of the same phone win', async () => {
      const replies = await Promise.all(
        Array.from({ length: 6 }, () => create({ ...base, phones: '79099990000' })),
      );
      expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
      expect(replies.filter((r) => r.status === 422 && r.body.message === 'Duplicates found')).toHaveLength(
        5,
      );
    });
  });

  describe('update', () => {
    it('replaces the fields, excludes itself from the clash check, bumps the version and enqueues a job', async () => {
      const created = await create({ ...base, phones: '79041110000', domains: 'upd.ru' });
      await rows(app, `UPDATE projects SET sync_status = 'failed', sync_error = 'x: y' WHERE id = $1`, [
        created.body.id,
      ]);
      const jobsBefore = await jobCount();
      const { status, body } = await call<Project>(app, a.token, 'PUT', `/api/projects/${created.body.id}`, {
        name: 'Обновлён',
        limit: 7,
        phones: '79041110000\n79041110001',
        domains: [],
        weekdays: ['sunday'],
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        name: 'Обновлён',
        limit: 7,
        phones: ['79041110000', '79041110001'],
        domains: [],
        weekdays: ['sunday'],
        status: 'active',
        sync_status: 'pending',
        sync_error: null,
      });
      const [row] = await rows<{ sync_version: number }>(
        app,
        'SELECT sync_version FROM projects WHERE id = $1',
        [created.body.id],
      );
      expect(row.sync_version).toBe(2);
      expect(await jobCount()).toBe(jobsBefore + 1);
      const targets = await rows(
        app,
        'SELECT value FROM project_targets WHERE project_id = $1 ORDER BY value',
        [created.body.id],
      );
      expect(targets.map((t) => t.value)).toEqual(['79041110000', '79041110001']);
    });

    it('still refuses clashes with other projects', async () => {
      await create({ ...base, phones: '79042220000' });
      const mine = await create({ ...base, phones: '79042220001' });
      const { status, body } = await call<ProjectClashError>(
        app,
        a.token,
        'PUT',
        `/api/projects/${mine.body.id}`,
        {
          ...base,
          phones: ['79042220001', '79042220000'],
        },
      );
      expect(status).toBe(422);
      expect(body.errors).toHaveProperty('phones.1');
    });

    it("is 404 for another company's project, before any validation", async () => {
      const theirs = await create({ ...base, phones: '79043330000' }, b.token);
      const { status } = await call(app, a.token, 'PUT', `/api/projects/${theirs.body.id}`, {});
      expect(status).toBe(404);
      const unknown = await call(app, a.token, 'PUT', '/api/projects/99999999', {
        ...base,
        phones: '79043330001',
      });
      expect(unknown.status).toBe(404);
    });
  });

  describe('status, delete, mass operations', () => {
    it('sets one status without a resync, and mass status counts only own changed projects', async () => {
      const p1 = await create({ ...base, phones: '79051110001' });
      const p2 = await create({ ...base, phones: '79051110002' });
      const foreign = await create({ ...base, phones: '79051110003' }, b.token);
      const jobsBefore = await jobCount();
      const one = await call<Project>(app, a.token, 'PUT', `/api/projects/${p1.body.id}/status`, {
        status: 'inactive',
      });
      expect(one.status).toBe(200);
      expect(one.body).toMatchObject({ id: p1.body.id, status: 'inactive', sync_status: 'pending' });
      expect(await jobCount()).toBe(jobsBefore);
      const bad = await call<Errors>(app, a.token, 'PUT', `/api/projects/${p1.body.id}/status`, {
        status: 'paused',
      });
      expect(bad.status).toBe(422);
      const missing = await call<Errors>(app, a.token, 'PUT', `/api/projects/${p1.body.id}/status`, {});
      expect(missing.body.errors).toEqual({ status: ['This field is required'] });

      const mass = await call(app, a.token, 'PUT', '/api/projects/mass-status', {
        ids: [p1.body.id, p2.body.id, foreign.body.id, 99999999],
        status: 'inactive',
      });
      expect(mass).toEqual({ status: 200, body: { updated: 1 } });
      const [theirs] = await rows(app, 'SELECT status FROM projects WHERE id = $1', [foreign.body.id]);
      expect(theirs.status).toBe('active');
      expect(
        (await call(app, a.token, 'PUT', '/api/projects/mass-status', { ids: [], status: 'active' })).status,
      ).toBe(422);
      expect(
        (await call(app, a.token, 'PUT', `/api/projects/${foreign.body.id}/status`, { status: 'inactive' }))
          .status,
      ).toBe(404);
    });

    it('deletes one (404 for foreign) and many (foreign ids ignored, empty ids 422)', async () => {
      const p1 = await create({ ...base, phones: '79061110001' });
      const p2 = await create({ ...base, phones: '79061110002' });
      const p3 = await create({ ...base, phones: '79061110003' });
      const foreign = await create({ ...base, phones: '79061110004' }, b.token);
      expect(await call(app, a.token, 'DELETE', `/api/projects/${foreign.body.id}`)).toMatchObject({
        status: 404,
      });
      expect(await call(app, a.token, 'DELETE', `/api/projects/${p1.body.id}`)).toEqual({
        status: 200,
        body: { message: 'Project deleted' },
      });
      expect(await call(app, a.token, 'DELETE', `/api/projects/${p1.body.id}`)).toMatchObject({
        status: 404,
      });
      const mass = await call(app, a.token, 'DELETE', '/api/projects/mass-delete', {
        ids: [p2.body.id, p3.body.id, foreign.body.id],
      });
      expect(mass).toEqual({ status: 200, body: { deleted: 2 } });
      expect(await rows(app, 'SELECT id FROM projects WHERE id = $1', [foreign.body.id])).toHaveLength(1);
      const empty = await call<Errors>(app, a.token, 'DELETE', '/api/projects/mass-delete', { ids: [] });
      expect(empty.status).toBe(422);
      expect(empty.body.errors).toEqual({ ids: ['This field is required'] });
      // the phone is free again once its project is gone
      expect((await create({ ...base, phones: '79061110001' })).status).toBe(201);
    });
  });

  describe('test deal', () => {
    it('records a fake deal and never changes the balance or the statement', async () => {
      const rich = await createCompany(app, { balance: '500.00' });
      const integration = await addIntegration(app, rich.company.id, 'Webhook');
      const project = await create(
        { ...base, domains: 'test-deal.ru', integration_id: integration },
        rich.token,
      );
      const { status, body } = await call(
        app,
        rich.token,
        'POST',
        `/api/projects/${project.body.id}/test-deal`,
      );
      expect(status).toBe(201);
      expect(body).toMatchObject({ status: 'sent', integration_id: integration });
      const [deal] = await rows<{ payload: Record<string, unknown> }>(
        app,
        'SELECT payload FROM project_test_deals WHERE id = $1',
        [body.id],
      );
      expect(deal.payload).toMatchObject({ is_test: true, project_name: 'Окна', target: 'test-deal.ru' });
      expect(String(deal.payload.phone)).toMatch(/^7900000000\d$/);
      const [company] = await rows(app, 'SELECT balance::text AS balance FROM companies WHERE id = $1', [
        rich.company.id,
      ]);
      expect(company.balance).toBe('500.00');
      expect(
        await rows(app, 'SELECT 1 FROM account_statements WHERE company_id = $1', [rich.company.id]),
      ).toHaveLength(0);
      expect((await call(app, a.token, 'POST', `/api/projects/${project.body.id}/test-deal`)).status).toBe(
        404,
      );
    });
  });

  describe('a rolled-back create', () => {
    it('leaves no sync job behind', async () => {
      // A deferred check fails at commit, after the job was sent inside the transaction.
      await rows(
        app,
        `CREATE FUNCTION test_fail_boom() RETURNS trigger LANGUAGE plpgsql AS $$
           BEGIN IF NEW.name = 'boom' THEN RAISE EXCEPTION 'boom at commit'; END IF; RETURN NULL; END $$`,
      );
      await rows(
        app,
        `CREATE CONSTRAINT TRIGGER test_boom AFTER INSERT ON projects DEFERRABLE INITIALLY DEFERRED
           FOR EACH ROW EXECUTE FUNCTION test_fail_boom()`,
      );
      try {
        const jobsBefore = await jobCount();
        const { status } = await create({ name: 'boom', limit: 1, phones: '79070000001' });
        expect(status).toBe(500);
        expect(await jobCount()).toBe(jobsBefore);
        expect(await rows(app, `SELECT 1 FROM projects WHERE name = 'boom'`)).toHaveLength(0);
      } finally {
        await rows(app, 'DROP TRIGGER test_boom ON projects');
      }
    });
  });

  describe('integrations select', () => {
    it("lists only the company's integrations", async () => {
      const c = await createCompany(app);
      const first = await addIntegration(app, c.company.id, 'Битрикс24');
      const second = await addIntegration(app, c.company.id, 'Telegram');
      await addIntegration(app, a.company.id, 'Не их');
      const reply = await call(app, c.token, 'GET', '/api/company/integrations');
      expect(reply).toEqual({
        status: 200,
        body: {
          data: [
            { id: first, name: 'Битрикс24' },
            { id: second, name: 'Telegram' },
          ],
          total: 2,
        },
      });
    });
  });

  describe('roles', () => {
    const routes = (id: number): Array<[string, string, object?]> => [
      ['GET', '/api/projects'],
      ['POST', '/api/projects', { ...base, phones: '79080000009' }],
      ['POST', '/api/projects/multiple', { limit: 1, phones: '79080000010' }],
      ['PUT', `/api/projects/${id}`, { ...base, phones: '79080000011' }],
      ['PUT', `/api/projects/${id}/status`, { status: 'inactive' }],
      ['PUT', '/api/projects/mass-status', { ids: [id], status: 'inactive' }],
      ['POST', `/api/projects/${id}/test-deal`],
      ['DELETE', '/api/projects/mass-delete', { ids: [id] }],
      ['DELETE', `/api/projects/${id}`],
      ['GET', '/api/company/integrations'],
    ];

    it('answers 401 without a token and 403 to admins and managers', async () => {
      const project = await create({ ...base, phones: '79080000001' });
      const admin = await createAdmin(app);
      const manager = await createManager(app);
      for (const [method, url, payload] of routes(project.body.id)) {
        expect((await call(app, null, method as never, url, payload)).status, `${method} ${url}`).toBe(401);
        expect((await call(app, admin.token, method as never, url, payload)).status, `${method} ${url}`).toBe(
          403,
        );
        expect(
          (await call(app, manager.token, method as never, url, payload)).status,
          `${method} ${url}`,
        ).toBe(403);
      }
      expect(await rows(app, 'SELECT 1 FROM projects WHERE id = $1', [project.body.id])).toHaveLength(1);
    });

    it('lets an employee work with the projects of its company', async () => {
      const c = await createCompany(app);
      const employee = await createEmployee(app, c.company.id, []);
      const project = await create({ ...base, phones: '79080000002' }, c.token);
      const expected = [200, 201, 200, 200, 200, 200, 201, 200, 404, 200];
      const statuses: number[] = [];
      for (const [method, url, payload] of routes(project.body.id))
        statuses.push((await call(app, employee.token, method as never, url, payload)).status);
      expect(statuses).toEqual(expected);
    });
  });
});
