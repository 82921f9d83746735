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
  rowsFor,
  uniqueDomain,
} from './testing/fixtures.ts';
import { useEngineSuite } from './testing/engine-suite.ts';

const NOW = new Date('2026-11-18T09:00:00Z');

describe('lead engine: trial, charges and concurrency', () => {
  let app: App;
  let source: number;
  useEngineSuite((suite) => ({ app, source } = suite));

  const statements = (companyId: number) =>
    queryRows<{ type: string; amount: string; deal_id: number | null }>(
      app.db,
      sql`SELECT type, amount::text AS amount, deal_id FROM account_statements
           WHERE company_id = ${companyId} AND type IN ('trial', 'charge') ORDER BY deal_id`,
    );

  it('spends the free trial first (40 deals at 0, trial rows), then charges the lead price', async () => {
    const domain = uniqueDomain();
    const company = await makeCompany(app, { balance: '1000', leadPrice: '100.00', trial: 40 });
    await makeProject(app, company, { domains: [domain] });
    const ids = await insertIdentifications(app.db, source, rowsFor(domain, 45));
    expect(await deliver(app, ids, NOW)).toEqual({ imported: 45, held: 0, duplicates: 0, unmatched: 0 });
    expect(await companyState(app.db, company)).toMatchObject({ trial: 0, balance: '500.00', deals: 45 });
    const rows = await statements(company);
    expect(rows.slice(0, 40).every((row) => row.type === 'trial' && row.amount === '0.00')).toBe(true);
    expect(rows.slice(40).every((row) => row.type === 'charge' && row.amount === '-100.00')).toBe(true);
    const deals = await queryRows<{ charge_type: string; price: string }>(
      app.db,
      sql`SELECT charge_type, price::text AS price FROM deals WHERE company_id = ${company} ORDER BY identification_id`,
    );
    expect(deals[39]).toEqual({ charge_type: 'trial', price: '0.00' });
    expect(deals[40]).toEqual({ charge_type: 'charge', price: '100.00' });
  });

  it('the trial works with no money at all; after it, deals wait for a top-up', async () => {
    const domain = uniqueDomain();
    const company = await makeCompany(app, { balance: '0', trial: 2 });
    await makeProject(app, company, { domains: [domain] });
    const ids = await insertIdentifications(app.db, source, rowsFor(domain, 3));
    expect(await deliver(app, ids, NOW)).toEqual({ imported: 2, held: 1, duplicates: 0, unmatched: 0 });
    expect(await companyState(app.db, company)).toMatchObject({ trial: 0, balance: '0.00', holds: 1 });
  });

  it('a zero lead price delivers without a statement row', async () => {
    const domain = uniqueDomain();
    const company = await makeCompany(app, { balance: '0', leadPrice: '0' });
    await makeProject(app, company, { domains: [domain] });
    const ids = await insertIdentifications(app.db, source, rowsFor(domain, 2));
    expect(await deliver(app, ids, NOW)).toMatchObject({ imported: 2 });
    expect(await statements(company)).toEqual([]);
  });

  it('registration grants the free trial from settings (40)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        name: 'ООО Триал',
        contact_person: 'Тест',
        email: `trial-${Date.now()}@test.local`,
        phone: '+7 916 000-00-01',
      },
    });
    expect(response.statusCode).toBeLessThan(300);
    const [row] = await queryRows<{ trial_remaining: number }>(
      app.db,
      sql`SELECT trial_remaining FROM companies WHERE name = 'ООО Триал'`,
    );
    expect(row.trial_remaining).toBe(40);
  });

  it('two concurrent batches for the same companies: exact balances, no deadlock', async () => {
    const a = uniqueDomain();
    const b = uniqueDomain();
    const first = await makeCompany(app, { balance: '5000', leadPrice: '100.00', trial: 5 });
    const second = await makeCompany(app, { balance: '3000', leadPrice: '100.00' });
    await makeProject(app, first, { domains: [a, b], limit: 1000 });
    await makeProject(app, second, { domains: [a, b], limit: 1000 });
    // Opposite target orders, so a per-row locking scheme would deadlock.
    const one = await insertIdentifications(app.db, source, [...rowsFor(a, 40), ...rowsFor(b, 40)]);
    const two = await insertIdentifications(app.db, source, [...rowsFor(b, 40), ...rowsFor(a, 40)]);
    const outcomes = await Promise.all([deliver(app, one, NOW), deliver(app, two, NOW)]);
    const imported = outcomes.reduce((sum, outcome) => sum + outcome.imported, 0);
    // first: 5 free + 50 paid; second: 30 paid → every row sold to first up to 55, second up to 30.
    expect(await companyState(app.db, first)).toMatchObject({
      deals: 55,
      holds: 105,
      balance: '0.00',
      trial: 0,
    });
    expect(await companyState(app.db, second)).toMatchObject({ deals: 30, holds: 130, balance: '0.00' });
    expect(imported).toBe(55);
  });

  it('six batches and a release at once over shared companies: no deadlock, exact totals', async () => {
    const domains = [uniqueDomain(), uniqueDomain(), uniqueDomain()];
    const buyers = [
      await makeCompany(app, { balance: '1000', leadPrice: '10.00' }),
      await makeCompany(app, { balance: '505', leadPrice: '10.00', trial: 3 }),
      await makeCompany(app, { balance: '0', leadPrice: '10.00' }),
    ];
    for (const buyer of buyers) await makeProject(app, buyer, { domains, limit: 1000 });
    const batches = [];
    for (let i = 0; i < 6; i += 1) {
      const order = i % 2 === 0 ? domains : [...domains].reverse();
      batches.push(
        await insertIdentifications(
          app.db,
          source,
          order.flatMap((domain) => rowsFor(domain, 15)),
        ),
      );
    }
    const { release } = await import('./testing/fixtures.ts');
    await Promise.all([...batches.map((ids) => deliver(app, ids, NOW)), release(app, null, NOW)]);
    expect(await companyState(app.db, buyers[0])).toMatchObject({ deals: 100, holds: 170, balance: '0.00' });
    // 3 free + 50 paid (the last 5.00 buys nothing)
    expect(await companyState(app.db, buyers[1])).toMatchObject({
      deals: 53,
      holds: 217,
      balance: '5.00',
      trial: 0,
    });
    expect(await companyState(app.db, buyers[2])).toMatchObject({ deals: 0, holds: 270 });
  });
});
