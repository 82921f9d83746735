import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app-types.ts';
import { queryRows } from '../../db/query.ts';
import {
  companyState,
  deliver,
  insertIdentifications,
  makeCompany,
  makeProject,
  uniqueDomain,
  uniquePhone,
} from './testing/fixtures.ts';
import { useEngineSuite } from './testing/engine-suite.ts';

// Wednesday 2026-11-18, 12:00 in Moscow.
const WEDNESDAY = new Date('2026-11-18T09:00:00Z');

describe('lead engine: matching', () => {
  let app: App;
  let source: number;
  useEngineSuite((suite) => ({ app, source } = suite));

  const dealsOf = (companyId: number) =>
    queryRows<{
      project_id: number;
      phone: string;
      region: string | null;
      price: string;
      charge_type: string;
    }>(
      app.db,
      sql`SELECT project_id, phone, region, price::text AS price, charge_type FROM deals WHERE company_id = ${companyId} ORDER BY id`,
    );

  it('matches a listed region, any region when geo is empty, and nothing else', async () => {
    const domain = uniqueDomain();
    const listed = await makeCompany(app, { balance: '1000' });
    const everywhere = await makeCompany(app, { balance: '1000' });
    await makeProject(app, listed, { domains: [domain], geo: ['77', '50'] });
    await makeProject(app, everywhere, { domains: [domain] });
    const ids = await insertIdentifications(app.db, source, [
      { phone: uniquePhone(), target: domain, region: '77' },
      { phone: uniquePhone(), target: domain, region: '78' },
      { phone: uniquePhone(), target: domain, region: null },
    ]);
    expect(await deliver(app, ids, WEDNESDAY)).toEqual({ imported: 3, held: 0, duplicates: 0, unmatched: 0 });
    expect((await dealsOf(listed)).map((deal) => deal.region)).toEqual(['77']);
    expect((await dealsOf(everywhere)).map((deal) => deal.region)).toEqual(['77', '78', null]);
  });

  it('matches phone targets by kind and value, and ignores other targets', async () => {
    const target = uniquePhone();
    const company = await makeCompany(app, { balance: '1000' });
    await makeProject(app, company, { phones: [target] });
    const ids = await insertIdentifications(app.db, source, [
      { phone: uniquePhone(), target, kind: 'phone' },
      { phone: uniquePhone(), target, kind: 'domain' },
      { phone: uniquePhone(), target: uniqueDomain() },
    ]);
    expect(await deliver(app, ids, WEDNESDAY)).toEqual({ imported: 1, held: 0, duplicates: 0, unmatched: 2 });
  });

  it('takes the Moscow weekday of now: Sunday 21:30 UTC is Monday', async () => {
    const domain = uniqueDomain();
    const monday = await makeCompany(app, { balance: '1000' });
    const sunday = await makeCompany(app, { balance: '1000' });
    await makeProject(app, monday, { domains: [domain], weekdays: [1] });
    await makeProject(app, sunday, { domains: [domain], weekdays: [7] });
    const lateSunday = await insertIdentifications(app.db, source, [
      { phone: uniquePhone(), target: domain },
    ]);
    // 23:30 Sunday in Moscow
    await deliver(app, lateSunday, new Date('2026-11-22T20:30:00Z'));
    const earlyMonday = await insertIdentifications(app.db, source, [
      { phone: uniquePhone(), target: domain },
    ]);
    // 00:30 Monday in Moscow, still Sunday in UTC
    await deliver(app, earlyMonday, new Date('2026-11-22T21:30:00Z'));
    expect((await companyState(app.db, sunday)).deals).toBe(1);
    expect((await companyState(app.db, monday)).deals).toBe(1);
    const [mondayDeal] = await dealsOf(monday);
    const [row] = await queryRows<{ identification_id: number }>(
      app.db,
      sql`SELECT identification_id FROM deals WHERE company_id = ${monday}`,
    );
    expect(mondayDeal).toBeDefined();
    expect(Number(row.identification_id)).toBe(earlyMonday[0]);
  });

  it('sells one identification to every matching company', async () => {
    const domain = uniqueDomain();
    const first = await makeCompany(app, { balance: '1000' });
    const second = await makeCompany(app, { balance: '1000' });
    await makeProject(app, first, { domains: [domain] });
    await makeProject(app, second, { domains: [domain] });
    const ids = await insertIdentifications(app.db, source, [{ phone: uniquePhone(), target: domain }]);
    expect(await deliver(app, ids, WEDNESDAY)).toEqual({ imported: 1, held: 0, duplicates: 0, unmatched: 0 });
    expect((await companyState(app.db, first)).deals).toBe(1);
    expect((await companyState(app.db, second)).deals).toBe(1);
  });

  it('gives a company one deal per identification: the lowest project id with room', async () => {
    const domain = uniqueDomain();
    const company = await makeCompany(app, { balance: '10000' });
    const low = await makeProject(app, company, { domains: [domain], limit: 1 });
    const high = await makeProject(app, company, { domains: [domain], limit: 5 });
    const first = await insertIdentifications(app.db, source, [{ phone: uniquePhone(), target: domain }]);
    expect(await deliver(app, first, WEDNESDAY)).toMatchObject({ imported: 1 });
    expect((await dealsOf(company)).map((deal) => deal.project_id)).toEqual([low]);
    // `low` is full for today: the next identification goes to `high`.
    const second = await insertIdentifications(app.db, source, [{ phone: uniquePhone(), target: domain }]);
    expect(await deliver(app, second, WEDNESDAY)).toMatchObject({ imported: 1 });
    expect((await dealsOf(company)).map((deal) => deal.project_id)).toEqual([low, high]);
  });

  it('ignores inactive projects and inactive companies', async () => {
    const domain = uniqueDomain();
    const inactiveCompany = await makeCompany(app, { balance: '1000', status: 'inactive' });
    const withInactiveProject = await makeCompany(app, { balance: '1000' });
    await makeProject(app, inactiveCompany, { domains: [domain] });
    await makeProject(app, withInactiveProject, { domains: [domain], status: 'inactive' });
    const ids = await insertIdentifications(app.db, source, [{ phone: uniquePhone(), target: domain }]);
    expect(await deliver(app, ids, WEDNESDAY)).toEqual({ imported: 0, held: 0, duplicates: 0, unmatched: 1 });
    expect((await companyState(app.db, inactiveCompany)).deals).toBe(0);
    expect((await companyState(app.db, withInactiveProject)).deals).toBe(0);
  });

  it('writes the deal with the identification data, a masked statement row and a live event', async () => {
    const domain = uniqueDomain();
    const company = await makeCompany(app, { balance: '1000', leadPrice: '150.50' });
    const project = await makeProject(app, company, { domains: [domain] });
    const phone = '79161234567';
    const ids = await insertIdentifications(app.db, source, [
      { phone, target: domain, region: '77', name: 'Иван', visitedAt: '2026-11-17T08:00:00.000Z' },
    ]);
    await deliver(app, ids, WEDNESDAY);
    const [deal] = await queryRows<Record<string, unknown>>(
      app.db,
      sql`SELECT project_id, identification_id, source_id, phone, name, target, region, status, price::text AS price,
                 charge_type, visited_at = '2026-11-17T08:00:00Z'::timestamptz AS visited_ok,
                 created_at = ${WEDNESDAY.toISOString()}::timestamptz AS created_ok
            FROM deals WHERE company_id = ${company}`,
    );
    expect(deal).toMatchObject({
      project_id: project,
      identification_id: ids[0],
      source_id: source,
      phone,
      name: 'Иван',
      target: domain,
      region: '77',
      status: 'new',
      price: '150.50',
      charge_type: 'charge',
      visited_ok: true,
      created_ok: true,
    });
    const statements = await queryRows<Record<string, unknown>>(
      app.db,
      sql`SELECT type, status, amount::text AS amount, description, deal_id FROM account_statements
           WHERE company_id = ${company} AND type = 'charge'`,
    );
    expect(statements).toEqual([
      {
        type: 'charge',
        status: 'completed',
        amount: '-150.50',
        description: 'Сделка: +7 916 *** ** 67',
        deal_id: expect.any(Number),
      },
    ]);
    expect((await companyState(app.db, company)).balance).toBe('849.50');
  });
});
