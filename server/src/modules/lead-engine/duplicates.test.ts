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

const T0 = new Date('2026-10-01T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const at = (ms: number) => new Date(T0.getTime() + ms);

describe('lead engine: duplicates and exactly-once', () => {
  let app: App;
  let source: number;
  useEngineSuite((suite) => ({ app, source } = suite));

  const setup = async () => {
    const domain = uniqueDomain();
    const company = await makeCompany(app, { balance: '100000' });
    await makeProject(app, company, { domains: [domain] });
    return { domain, company };
  };
  const send = async (domain: string, phone: string, now: Date) =>
    deliver(app, await insertIdentifications(app.db, source, [{ phone, target: domain }]), now);

  const duplicatesOf = (companyId: number) =>
    queryRows<{ identification_id: number; original_deal_id: number | null }>(
      app.db,
      sql`SELECT identification_id, original_deal_id FROM deal_duplicates WHERE company_id = ${companyId}`,
    );

  it('a phone delivered inside the window is a duplicate, pointing at the original deal', async () => {
    const { domain, company } = await setup();
    const phone = uniquePhone();
    await send(domain, phone, T0);
    expect(await send(domain, phone, at(29 * DAY))).toEqual({
      imported: 0,
      held: 0,
      duplicates: 1,
      unmatched: 0,
    });
    const [original] = await queryRows<{ id: number }>(
      app.db,
      sql`SELECT id FROM deals WHERE company_id = ${company}`,
    );
    expect((await duplicatesOf(company)).map((row) => row.original_deal_id)).toEqual([original.id]);
    const state = await companyState(app.db, company);
    expect(state).toMatchObject({ deals: 1, duplicates: 1, balance: '99900.00' });
  });

  it('one millisecond inside the window is a duplicate; exactly the window ago is not', async () => {
    const { domain, company } = await setup();
    const phone = uniquePhone();
    await send(domain, phone, T0);
    expect(await send(domain, phone, at(30 * DAY - 1))).toMatchObject({ duplicates: 1 });
    expect(await send(domain, phone, at(30 * DAY))).toMatchObject({ imported: 1, duplicates: 0 });
    expect(await send(domain, phone, at(61 * DAY))).toMatchObject({ imported: 1 });
    expect(await companyState(app.db, company)).toMatchObject({ deals: 3, duplicates: 1 });
  });

  it('obeys the duplicate_window_days setting', async () => {
    const { domain } = await setup();
    const phone = uniquePhone();
    await send(domain, phone, T0);
    await app.db.execute(sql`UPDATE settings SET value = '5' WHERE key = 'duplicate_window_days'`);
    try {
      expect(await send(domain, phone, at(6 * DAY))).toMatchObject({ imported: 1 });
    } finally {
      await app.db.execute(sql`UPDATE settings SET value = '30' WHERE key = 'duplicate_window_days'`);
    }
  });

  it('the same phone twice in one batch: the first is a deal, the second a duplicate of it', async () => {
    const { domain, company } = await setup();
    const phone = uniquePhone();
    const ids = await insertIdentifications(app.db, source, [
      { phone, target: domain },
      { phone: uniquePhone(), target: domain },
      { phone, target: domain },
    ]);
    expect(await deliver(app, ids, T0)).toEqual({ imported: 2, held: 0, duplicates: 1, unmatched: 0 });
    const [first] = await queryRows<{ id: number }>(
      app.db,
      sql`SELECT id FROM deals WHERE company_id = ${company} AND identification_id = ${ids[0]}`,
    );
    expect(await duplicatesOf(company)).toEqual([{ identification_id: ids[2], original_deal_id: first.id }]);
  });

  it('a duplicate for one company can be a deal for another (counted imported)', async () => {
    const own = uniqueDomain();
    const shared = uniqueDomain();
    const company = await makeCompany(app, { balance: '1000' });
    const other = await makeCompany(app, { balance: '1000' });
    await makeProject(app, company, { domains: [own, shared] });
    await makeProject(app, other, { domains: [shared] });
    const phone = uniquePhone();
    await send(own, phone, T0);
    expect(await send(shared, phone, at(DAY))).toEqual({ imported: 1, held: 0, duplicates: 0, unmatched: 0 });
    expect(await companyState(app.db, company)).toMatchObject({ deals: 1, duplicates: 1 });
    expect(await companyState(app.db, other)).toMatchObject({ deals: 1, duplicates: 0 });
  });

  it('delivering the same ids twice makes no second deal, charge, duplicate or hold', async () => {
    const { domain, company } = await setup();
    const phone = uniquePhone();
    const ids = await insertIdentifications(app.db, source, [
      { phone, target: domain },
      { phone, target: domain },
      { phone: uniquePhone(), target: uniqueDomain() },
    ]);
    const first = await deliver(app, ids, T0);
    const before = await companyState(app.db, company);
    const second = await deliver(app, ids, at(1000));
    expect(second).toEqual(first);
    expect(first).toEqual({ imported: 1, held: 0, duplicates: 1, unmatched: 1 });
    expect(await companyState(app.db, company)).toEqual(before);
    const [{ n }] = await queryRows<{ n: number }>(
      app.db,
      sql`SELECT count(*)::int AS n FROM account_statements WHERE company_id = ${company} AND type = 'charge'`,
    );
    expect(n).toBe(1);
  });
});
