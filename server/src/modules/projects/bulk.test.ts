import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkAddResult, ProjectClashError } from '@lp/shared/contracts/projects';
import type { App } from '../../app-types.ts';
import { createCompany, createTestApp } from '../../test/helpers.ts';
import { call, rows, syncJobCount } from './testing/fixtures.ts';

type Company = Awaited<ReturnType<typeof createCompany>>;
type ProjectRow = { name: string; domains: string[]; phones: string[]; geo: string[]; limit: number };

describe('POST /api/projects/multiple', () => {
  let app: App;

  const bulk = (token: string, payload: object) =>
    call<BulkAddResult & ProjectClashError>(app, token, 'POST', '/api/projects/multiple', payload);
  const projectsOf = (company: Company) =>
    rows<ProjectRow>(
      app,
      'SELECT name, domains, phones, geo, "limit" FROM projects WHERE company_id = $1 ORDER BY id',
      [company.company.id],
    );
  const jobCount = () => syncJobCount(app);

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('split_by_projects: one project per entry, named prefix — entry, each with a sync job', async () => {
    const c = await createCompany(app);
    const jobsBefore = await jobCount();
    const { status, body } = await bulk(c.token, {
      name: 'Конкуренты',
      domains: 'a.ru\nhttps://www.B.ru/\n a.ru ',
      phones: '8 916 000 00 01',
      geo: ['77'],
      limit: 4,
      split_by_projects: true,
    });
    expect(status).toBe(200);
    expect(body).toEqual({ added: 3, skipped: 0, total: 3 });
    expect(await projectsOf(c)).toEqual([
      { name: 'Конкуренты — a.ru', domains: ['a.ru'], phones: [], geo: ['77'], limit: 4 },
      { name: 'Конкуренты — b.ru', domains: ['b.ru'], phones: [], geo: ['77'], limit: 4 },
      { name: 'Конкуренты — 79160000001', domains: [], phones: ['79160000001'], geo: ['77'], limit: 4 },
    ]);
    expect(await jobCount()).toBe(jobsBefore + 3);
  });

  it('split without a name names each project after its entry', async () => {
    const c = await createCompany(app);
    await bulk(c.token, { domains: ['x.ru', 'y.ru'], limit: 1, split_by_projects: true });
    expect((await projectsOf(c)).map((p) => p.name)).toEqual(['x.ru', 'y.ru']);
  });

  it('without split: one project with every entry', async () => {
    const c = await createCompany(app);
    const { body } = await bulk(c.token, {
      name: 'Всё',
      domains: 'one.ru\ntwo.ru',
      phones: ['79160000002'],
      limit: 2,
    });
    expect(body).toEqual({ added: 3, skipped: 0, total: 3 });
    expect(await projectsOf(c)).toEqual([
      { name: 'Всё', domains: ['one.ru', 'two.ru'], phones: ['79160000002'], geo: [], limit: 2 },
    ]);
  });

  it('without skip_duplicates any clash is a 422 naming the entries, and nothing is saved', async () => {
    const c = await createCompany(app);
    await bulk(c.token, {
      name: 'Старый',
      domains: 'taken.ru',
      phones: '79160000003',
      geo: ['77'],
      limit: 1,
    });
    for (const split of [true, false]) {
      const { status, body } = await bulk(c.token, {
        domains: 'free.ru\ntaken.ru',
        phones: '+7 916 000-00-03',
        geo: ['77', '78'],
        limit: 1,
        split_by_projects: split,
      });
      expect(status).toBe(422);
      expect(body.message).toBe('Duplicates found');
      expect(Object.keys(body.errors).sort()).toEqual(['domains.1', 'phones.0']);
      expect(body.clashes.map((clash) => [clash.kind, clash.value, clash.project_name])).toEqual([
        ['domain', 'taken.ru', 'Старый'],
        ['phone', '79160000003', 'Старый'],
      ]);
    }
    expect(await projectsOf(c)).toHaveLength(1);
  });

  it('skip_duplicates skips clashing entries (overlapping regions only) and counts them', async () => {
    const c = await createCompany(app);
    await bulk(c.token, {
      name: 'Москва',
      domains: 'm1.ru\nm2.ru',
      geo: ['77'],
      limit: 1,
      split_by_projects: true,
    });
    await bulk(c.token, { name: 'Питер', domains: 'p1.ru', geo: ['78'], limit: 1 });
    const split = await bulk(c.token, {
      domains: 'm1.ru\np1.ru\nnew1.ru\nnew1.ru',
      geo: ['77'],
      limit: 1,
      split_by_projects: true,
      skip_duplicates: true,
    });
    // m1.ru clashes (77), p1.ru is only held for 78, new1.ru twice is one entry
    expect(split.body).toEqual({ added: 2, skipped: 1, total: 3 });
    const single = await bulk(c.token, {
      name: 'Один',
      domains: 'm2.ru\nnew2.ru',
      geo: [],
      limit: 1,
      skip_duplicates: true,
    });
    expect(single.body).toEqual({ added: 1, skipped: 1, total: 2 });
    const one = (await projectsOf(c)).find((p) => p.name === 'Один');
    expect(one?.domains).toEqual(['new2.ru']);
    const none = await bulk(c.token, {
      name: 'Пусто',
      domains: 'm2.ru',
      geo: ['77'],
      limit: 1,
      skip_duplicates: true,
    });
    expect(none.body).toEqual({ added: 0, skipped: 1, total: 1 });
    expect((await projectsOf(c)).map((p) => p.name)).not.toContain('Пусто');
  });

  it('validates like a single create (name optional) with the same messages', async () => {
    const c = await createCompany(app);
    const empty = await bulk(c.token, {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      limit: ['This field is required'],
      domains: ['This field is required'],
      phones: ['This field is required'],
    });
    const bad = await bulk(c.token, { phones: '79160000009\nабв', limit: 1 });
    expect(bad.body.errors).toEqual({ 'phones.1': ['Invalid phone number'] });
  });

  it('adds 1,000 lines in one request quickly', async () => {
    const c = await createCompany(app);
    const domains = Array.from({ length: 1000 }, (_, i) => `site-${i}.ru`).join('\n');
    const started = Date.now();
    const { status, body } = await bulk(c.token, {
      name: 'Пакет',
      domains,
      limit: 1,
      split_by_projects: true,
    });
    const elapsed = Date.now() - started;
    expect(status).toBe(200);
    expect(body).toEqual({ added: 1000, skipped: 0, total: 1000 });
    expect(elapsed).toBeLessThan(5000);
    const [totals] = await rows(app, 'SELECT projects, items FROM project_totals WHERE company_id = $1', [
      c.company.id,
    ]);
    expect(totals).toEqual({ projects: 1000, items: 1000 });
    const again = await bulk(c.token, { domains, limit: 1, split_by_projects: true, skip_duplicates: true });
    expect(again.body).toEqual({ added: 0, skipped: 1000, total: 1000 });
  });
});
