import type { DealList } from '@lp/shared/contracts/deals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app-types.ts';
import { createCompany, createTestApp } from '../../test/helpers.ts';
import { moscowToday } from '../../lib/moscow-time.ts';
import { nextDigits } from './deal-sql.ts';
import { dealListSchema } from './schema.ts';
import { addDeals, addProject, addSource, call } from './testing/fixtures.ts';

const idsOf = (list: DealList) => list.data.map((deal) => deal.id);

describe('GET /api/deals', () => {
  let app: App;
  let a: Awaited<ReturnType<typeof createCompany>>;
  let b: Awaited<ReturnType<typeof createCompany>>;
  let ids: number[];
  let p1: number;
  let p2: number;
  const list = (query = '', token = a.token) => call<DealList>(app, token, 'GET', `/api/deals${query}`);

  beforeAll(async () => {
    app = await createTestApp();
    a = await createCompany(app);
    b = await createCompany(app);
    p1 = await addProject(app, a.company.id, 'Окна Москва');
    p2 = await addProject(app, a.company.id, 'Двери');
    const source = await addSource(app, 'Яндекс');
    const hourAgo = new Date(Date.now() - 60_000).toISOString();
    ids = await addDeals(app, a.company.id, [
      {
        phone: '79161234567',
        name: 'Иван Петров',
        projectId: p1,
        sourceId: source,
        target: 'okna.ru',
        region: '77',
        visitedAt: '2026-03-01T09:00:00Z',
        price: '150.00',
      },
      {
        phone: '79261112233',
        name: 'Мария',
        projectId: p2,
        status: 'in_progress',
        at: '2026-03-12T08:00:00Z',
      },
      // 21:30Z on 10 March is 00:30 on 11 March in Moscow
      { phone: '79035556677', projectId: p1, status: 'completed', at: '2026-03-10T21:30:00Z' },
      { phone: '79169998877', name: 'Пётр', status: 'cancelled', at: '2026-03-11T10:00:00Z' },
      { phone: '74951234567', name: 'Анна', projectId: p1, at: '2026-03-09T10:00:00Z' },
      { phone: '79160000001', name: 'ann_100%', projectId: p2, status: 'in_progress', at: hourAgo },
    ]);
    await addDeals(app, b.company.id, [
      { phone: '79161234567', name: 'Чужой Иван' },
      { phone: '79160000002', name: 'Чужая Анна', status: 'in_progress' },
    ]);
  });

  afterAll(async () => {
    await app?.close();
  });

  it('returns data, total and stats in the contract shape, newest first', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['data', 'stats', 'total']);
    expect(body.total).toBe(6);
    expect(idsOf(body)).toEqual([ids[0], ids[5], ids[1], ids[3], ids[2], ids[4]]);
    expect(body.data[0]).toEqual({
      id: ids[0],
      name: 'Иван Петров',
      phone: '79161234567',
      project_id: p1,
      project_name: 'Окна Москва',
      target: 'okna.ru',
      region: '77',
      source: 'Яндекс',
      visited_at: '2026-03-01T09:00:00.000Z',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      status: 'new',
      comment: null,
      price: '150.00',
    });
    expect(body.data[4]).toMatchObject({ name: null, source: null, visited_at: null, price: '0.00' });
    // The route serialises without the schema check (lib/unchecked-json.ts): the shape is held here.
    expect(dealListSchema.parse(body)).toEqual(body);
  });

  it('stats: new today still new, and company totals per status, matching real counts', async () => {
    const { body } = await list('?status=completed&dateFrom=2020-01-01&dateTo=2020-01-02');
    // stats ignore the list filters
    expect(body.stats).toEqual({ new_today: 1, in_progress: 2, completed: 1, cancelled: 1 });
    const { rows } = await app.database.query(
      `SELECT count(*) FILTER (WHERE status = 'new' AND (created_at AT TIME ZONE 'Europe/Moscow')::date = $2::date) AS new_today,
              count(*) FILTER (WHERE status = 'in_progress') AS in_progress,
              count(*) FILTER (WHERE status = 'completed') AS completed,
              count(*) FILTER (WHERE status = 'cancelled') AS cancelled
         FROM deals WHERE company_id = $1`,
      [a.company.id, moscowToday()],
    );
    expect(body.stats).toEqual({
      new_today: Number(rows[0].new_today),
      in_progress: Number(rows[0].in_progress),
      completed: Number(rows[0].completed),
      cancelled: Number(rows[0].cancelled),
    });
    expect((await list('', b.token)).body.stats).toEqual({
      new_today: 1,
      in_progress: 1,
      completed: 0,
      cancelled: 0,
    });
  });

  it('filters by status, project and Moscow days (totals agree with the rows)', async () => {
    const byStatus = (await list('?status=in_progress')).body;
    expect(idsOf(byStatus)).toEqual([ids[5], ids[1]]);
    expect(byStatus.total).toBe(2);

    const byProject = (await list(`?project_id=${p1}`)).body;
    expect(idsOf(byProject)).toEqual([ids[0], ids[2], ids[4]]);
    expect(byProject.total).toBe(3);

    const byDay = (await list('?dateFrom=2026-03-11&dateTo=2026-03-11')).body;
    expect(idsOf(byDay)).toEqual([ids[3], ids[2]]);
    expect(byDay.total).toBe(2);

    const from = (await list('?dateFrom=2026-03-11')).body;
    expect(from.total).toBe(5);
    expect(from.data).toHaveLength(5);
    const to = (await list('?dateTo=2026-03-10')).body;
    expect(idsOf(to)).toEqual([ids[4]]);
    expect(to.total).toBe(1);

    const combined = (await list(`?status=completed&dateFrom=2026-03-11&dateTo=2026-03-11&project_id=${p1}`))
      .body;
    expect(idsOf(combined)).toEqual([ids[2]]);
    expect(combined.total).toBe(1);
    const statusDates = (await list('?status=cancelled&dateFrom=2026-03-11&dateTo=2026-03-12')).body;
    expect(idsOf(statusDates)).toEqual([ids[3]]);
    expect(statusDates.total).toBe(1);
  });

  it('searches phones in any written form (prefix and substring) and names', async () => {
    const search = async (term: string) => idsOf((await list(`?search=${encodeURIComponent(term)}`)).body);
    expect(await search('+7 (916) 123-45-67')).toEqual([ids[0]]);
    expect(await search('8 916')).toEqual([ids[0], ids[5], ids[3]]);
    expect(await search('79161')).toEqual([ids[0]]);
    expect(await search('555 66')).toEqual([ids[2]]);
    expect(await search('иван')).toEqual([ids[0]]);
    expect(await search('АННА')).toEqual([ids[4]]);
    // LIKE wildcards match literally
    expect(await search('100%')).toEqual([ids[5]]);
    expect(await search('_')).toEqual([ids[5]]);
    const found = (await list('?search=8%20916&status=new')).body;
    expect(idsOf(found)).toEqual([ids[0]]);
    expect(found.total).toBe(1);
  });

  it('sorts by created_at, status, name and phone both ways', async () => {
    const sorted = async (query: string) => idsOf((await list(query)).body);
    expect(await sorted('?sortBy=created_at&sortDesc=false')).toEqual([
      ids[4],
      ids[2],
      ids[3],
      ids[1],
      ids[5],
      ids[0],
    ]);
    // status, then created_at in the same direction
    expect(await sorted('?sortBy=status&sortDesc=false')).toEqual([
      ids[3],
      ids[2],
      ids[1],
      ids[5],
      ids[4],
      ids[0],
    ]);
    // a missing name sorts as ''
    expect(await sorted('?sortBy=name&sortDesc=false')).toEqual([
      ids[2],
      ids[5],
      ids[4],
      ids[0],
      ids[1],
      ids[3],
    ]);
    expect(await sorted('?sortBy=phone&sortDesc=true')).toEqual([
      ids[1],
      ids[3],
      ids[0],
      ids[5],
      ids[2],
      ids[4],
    ]);
  });

  it('pages with per_page (default 25, max 100) and keeps the total', async () => {
    const first = (await list('?per_page=4')).body;
    const second = (await list('?per_page=4&page=2')).body;
    expect(first.data).toHaveLength(4);
    expect(second.data).toHaveLength(2);
    expect(new Set([...idsOf(first), ...idsOf(second)]).size).toBe(6);
    expect(second.total).toBe(6);
    const beyond = (await list('?per_page=4&page=9')).body;
    expect(beyond.data).toEqual([]);
    expect(beyond.total).toBe(6);
    expect(beyond.stats.in_progress).toBe(2);
    // deep pages and odd sizes run unnamed; same answer
    expect((await list('?per_page=7&page=1')).body.data).toHaveLength(6);
    expect((await list('?per_page=1&page=6')).body.data.map((d) => d.id)).toEqual([ids[4]]);
  });

  it('rejects bad queries with 422', async () => {
    for (const query of [
      '?status=done',
      '?sortBy=price',
      '?per_page=101',
      '?page=0',
      '?dateFrom=2026-02-30',
      '?dateFrom=2026-03-02&dateTo=2026-03-01',
      '?sortDesc=maybe',
      '?project_id=x',
    ]) {
      expect((await list(query)).status, query).toBe(422);
    }
    // blank values mean "no filter"
    expect((await list('?status=&search=&dateFrom=')).body.total).toBe(6);
  });

  it("keeps a deleted project's deals, listed without a project name (migration 0005)", async () => {
    const c = await createCompany(app);
    const project = await addProject(app, c.company.id, 'Снесённый');
    const [dealId] = await addDeals(app, c.company.id, [{ phone: '79167770011', projectId: project }]);
    // Listed once first, so the name is cached (display-names.ts) and the deletion must drop it.
    expect((await list('', c.token)).body.data[0].project_name).toBe('Снесённый');
    const removed = await call(app, c.token, 'DELETE', `/api/projects/${project}`);
    expect(removed.status).toBe(200);
    const after = (await list('', c.token)).body;
    expect(after.data.map((deal) => [deal.id, deal.project_name])).toEqual([[dealId, null]]);
    expect(after.stats.new_today).toBe(1);
  });

  it('an empty company gets zero stats', async () => {
    const empty = await createCompany(app);
    expect((await list('', empty.token)).body).toEqual({
      data: [],
      total: 0,
      stats: { new_today: 0, in_progress: 0, completed: 0, cancelled: 0 },
    });
  });
});

describe('nextDigits', () => {
  it('is the next same-length number', () => {
    expect(nextDigits('7916')).toBe('7917');
    expect(nextDigits('7919')).toBe('7920');
    expect(nextDigits('0999')).toBe('1000');
    expect(nextDigits('999')).toBeNull();
  });
});
