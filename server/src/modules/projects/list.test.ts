import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project, ProjectList } from '@lp/shared/contracts/projects';
import type { App } from '../../app-types.ts';
import { createCompany, createTestApp } from '../../test/helpers.ts';
import { escapeLike, phoneSearchDigits } from '../../lib/search-text.ts';
import { projectListSchema } from './schema.ts';
import { call, rows } from './testing/fixtures.ts';

type Company = Awaited<ReturnType<typeof createCompany>>;

describe('phoneSearchDigits / escapeLike', () => {
  it.each([
    ['+7 916 12', '791612'],
    ['8 (916) 123', '7916123'],
    ['916-123', '916123'],
    ['79161234567', '79161234567'],
    ['12', null],
    ['окна', null],
    ['example.com', null],
  ])('%s → %s', (query, expected) => {
    expect(phoneSearchDigits(query)).toBe(expected);
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  });
});

describe('GET /api/projects', () => {
  let app: App;
  let a: Company;
  let b: Company;
  const ids: Record<string, number> = {};

  const list = async (query = '', token = a.token) => {
    const reply = await call<ProjectList & { errors?: Record<string, string[]> }>(
      app,
      token,
      'GET',
      `/api/projects${query}`,
    );
    return reply;
  };
  const names = (body: ProjectList) => body.data.map((p) => p.name);

  beforeAll(async () => {
    app = await createTestApp();
    a = await createCompany(app);
    b = await createCompany(app);
    const make = async (company: Company, payload: object) => {
      const reply = await call<Project>(app, company.token, 'POST', '/api/projects', payload);
      if (reply.status !== 201) throw new Error(JSON.stringify(reply.body));
      return reply.body.id;
    };
    ids.windows = await make(a, { name: 'Окна Москва', tag: 'seo', domains: 'okna-msk.ru', limit: 10 });
    ids.doors = await make(a, { name: 'Двери', domains: 'dveri.ru', phones: '+7 916 123-45-67', limit: 30 });
    ids.percent = await make(a, { name: 'Скидки 100%', domains: 'sale.ru', limit: 20, status: 'inactive' });
    ids.under = await make(a, { name: 'a_b', phones: '74951112233\n74951112234', limit: 5 });
    await make(b, { name: 'Окна Бета', domains: 'okna-beta.ru', limit: 99 });
    // Deal counters are written by the deal delivery (lead engine): set them directly here.
    await rows(
      app,
      `UPDATE projects SET deals_total = 12, deals_today = 3, deals_day = (now() AT TIME ZONE 'Europe/Moscow')::date WHERE id = $1`,
      [ids.windows],
    );
    await rows(
      app,
      `UPDATE projects SET deals_total = 40, deals_today = 9, deals_day = (now() AT TIME ZONE 'Europe/Moscow')::date - 1 WHERE id = $1`,
      [ids.doors],
    );
    await rows(
      app,
      `UPDATE project_totals SET deals_total = 52, deals_today = 3, deals_day = (now() AT TIME ZONE 'Europe/Moscow')::date
        WHERE company_id = $1`,
      [a.company.id],
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lists newest first with the company totals', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(names(body)).toEqual(['a_b', 'Скидки 100%', 'Двери', 'Окна Москва']);
    expect(body).toMatchObject({
      total: 4,
      totalLimit: 65,
      totalLimitActive: 45,
      // 3 domains + 1 phone + 2 phones
      totalItemsCount: 6,
      totalDealsCount: 52,
      totalDealsToday: 3,
    });
    const windows = body.data.find((p) => p.id === ids.windows)!;
    const doors = body.data.find((p) => p.id === ids.doors)!;
    expect([windows.deals_today, windows.deals_total]).toEqual([3, 12]);
    // counted on an earlier Moscow day: none today
    expect([doors.deals_today, doors.deals_total]).toEqual([0, 40]);
    // The route serialises without the schema check (lib/unchecked-json.ts): the shape is held here.
    expect(projectListSchema.parse(body)).toEqual(body);
  });

  it('reads totalDealsToday as 0 when the counter is from another day', async () => {
    await rows(app, `UPDATE project_totals SET deals_day = deals_day - 1 WHERE company_id = $1`, [
      a.company.id,
    ]);
    try {
      expect((await list()).body.totalDealsToday).toBe(0);
    } finally {
      await rows(app, `UPDATE project_totals SET deals_day = deals_day + 1 WHERE company_id = $1`, [
        a.company.id,
      ]);
    }
  });

  it('keeps the totals right through updates, status changes and deletes', async () => {
    const extra = await call<Project>(app, a.token, 'POST', '/api/projects', {
      name: 'tmp',
      domains: 'x1.ru\nx2.ru',
      limit: 7,
    });
    let body = (await list()).body;
    expect([body.total, body.totalLimit, body.totalLimitActive, body.totalItemsCount]).toEqual([
      5, 72, 52, 8,
    ]);
    await call(app, a.token, 'PUT', `/api/projects/${extra.body.id}`, {
      name: 'tmp',
      domains: 'x1.ru',
      limit: 8,
    });
    await call(app, a.token, 'PUT', `/api/projects/${extra.body.id}/status`, { status: 'inactive' });
    body = (await list()).body;
    expect([body.total, body.totalLimit, body.totalLimitActive, body.totalItemsCount]).toEqual([
      5, 73, 45, 7,
    ]);
    await call(app, a.token, 'DELETE', `/api/projects/${extra.body.id}`);
    body = (await list()).body;
    expect([body.total, body.totalLimit, body.totalLimitActive, body.totalItemsCount]).toEqual([
      4, 65, 45, 6,
    ]);
  });

  it('searches name, tag, domains and phones, case-insensitively, with the filtered total', async () => {
    expect(names((await list('?search=ОКНА')).body)).toEqual(['Окна Москва']);
    expect((await list('?search=ОКНА')).body.total).toBe(1);
    expect(names((await list('?search=SEO')).body)).toEqual(['Окна Москва']);
    expect(names((await list('?search=dveri')).body)).toEqual(['Двери']);
    // the company totals ignore the filter
    expect((await list('?search=dveri')).body.totalLimit).toBe(65);
  });

  it('finds phones however they are written', async () => {
    for (const query of ['8 (916) 123-45', '+7 916 123', '1234567', '79161234567']) {
      expect(names((await list(`?search=${encodeURIComponent(query)}`)).body), query).toEqual(['Двери']);
    }
  });

  it('treats % and _ literally', async () => {
    expect(names((await list(`?search=${encodeURIComponent('100%')}`)).body)).toEqual(['Скидки 100%']);
    expect(names((await list('?search=a_b')).body)).toEqual(['a_b']);
    expect((await list(`?search=${encodeURIComponent('%')}`)).body.total).toBe(1);
  });

  it('filters by status and sorts by every column both ways', async () => {
    expect(names((await list('?status=inactive')).body)).toEqual(['Скидки 100%']);
    expect((await list('?status=active')).body.total).toBe(3);
    expect(names((await list('?sort_by=name&sort_desc=false')).body)).toEqual([
      'a_b',
      'Двери',
      'Окна Москва',
      'Скидки 100%',
    ]);
    expect(names((await list('?sort_by=limit&sort_desc=true')).body)).toEqual([
      'Двери',
      'Скидки 100%',
      'Окна Москва',
      'a_b',
    ]);
    expect(names((await list('?sort_by=deals_total&sort_desc=1')).body).slice(0, 2)).toEqual([
      'Двери',
      'Окна Москва',
    ]);
    expect(names((await list('?sort_by=status&sort_desc=0')).body).at(-1)).toBe('Скидки 100%');
    expect(names((await list('?sort_by=created_at&sort_desc=false')).body)).toEqual([
      'Окна Москва',
      'Двери',
      'Скидки 100%',
      'a_b',
    ]);
  });

  it('pages (per_page default 25, max 100) and returns an empty page past the end', async () => {
    const first = (await list('?per_page=3&page=1')).body;
    const second = (await list('?per_page=3&page=2')).body;
    expect(names(first)).toHaveLength(3);
    expect(names(second)).toEqual(['Окна Москва']);
    expect(second.total).toBe(4);
    const past = (await list('?per_page=3&page=9')).body;
    expect(past.data).toEqual([]);
    expect(past.total).toBe(4);
    expect((await list('?per_page=101')).status).toBe(422);
    expect((await list('?page=0')).status).toBe(422);
    expect((await list('?sort_by=secret')).status).toBe(422);
    expect((await list('?status=&search=&page=')).status).toBe(200);
  });

  it('shows only the caller’s projects, and an empty company gets zeros', async () => {
    const bList = (await list('', b.token)).body;
    expect(names(bList)).toEqual(['Окна Бета']);
    const empty = await createCompany(app);
    expect((await list('', empty.token)).body).toEqual({
      data: [],
      total: 0,
      totalLimit: 0,
      totalLimitActive: 0,
      totalItemsCount: 0,
      totalDealsCount: 0,
      totalDealsToday: 0,
    });
  });
});
