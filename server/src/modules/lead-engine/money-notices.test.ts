// domain.md "Billing": notifications when deals are held for lack of funds, and when the balance
// falls below the cost of one day of the active projects' limits; one unread of each at a time.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app-types.ts';
import { queryRows } from '../../db/query.ts';
import {
  deliver,
  insertIdentifications,
  makeCompany,
  makeProject,
  rowsFor,
  uniqueDomain,
} from './testing/fixtures.ts';
import { useEngineSuite } from './testing/engine-suite.ts';

const NOW = new Date('2026-11-17T12:00:00Z');

describe('lead engine: money notifications', () => {
  let app: App;
  let source: number;
  useEngineSuite((suite) => ({ app, source } = suite));

  const notices = (companyId: number) =>
    queryRows<{ type: string; data: Record<string, unknown> }>(
      app.db,
      sql`SELECT type, data FROM notifications WHERE company_id = ${companyId} ORDER BY id`,
    );
  const deliverRows = async (domain: string, n: number) =>
    deliver(app, await insertIdentifications(app.db, source, rowsFor(domain, n)), NOW);

  it('tells a company its new deals wait for money, once while the notice is unread', async () => {
    const domain = uniqueDomain();
    const company = await makeCompany(app, { balance: '100', leadPrice: '100.00' });
    await makeProject(app, company, { domains: [domain], limit: 100 });
    expect(await deliverRows(domain, 3)).toMatchObject({ imported: 1, held: 2 });
    const held = (await notices(company)).filter((notice) => notice.type === 'deals_held_no_funds');
    expect(held).toEqual([{ type: 'deals_held_no_funds', data: { count: 2 } }]);

    expect(await deliverRows(domain, 2)).toMatchObject({ held: 2 });
    expect((await notices(company)).filter((n) => n.type === 'deals_held_no_funds')).toHaveLength(1);

    await app.db.execute(sql`UPDATE notifications SET read_at = now() WHERE company_id = ${company}`);
    await deliverRows(domain, 1);
    expect((await notices(company)).filter((n) => n.type === 'deals_held_no_funds')).toHaveLength(2);
  });

  it('holds over the daily limit are not about money', async () => {
    const domain = uniqueDomain();
    const company = await makeCompany(app, { balance: '100000' });
    await makeProject(app, company, { domains: [domain], limit: 1 });
    expect(await deliverRows(domain, 3)).toMatchObject({ imported: 1, held: 2 });
    expect(await notices(company)).toEqual([]);
  });

  it('warns when charges take the balance below one day of the active limits, once', async () => {
    const domain = uniqueDomain();
    // One day costs 100 × (5 + 3) = 800; an inactive project's limit does not count.
    const company = await makeCompany(app, { balance: '1000', leadPrice: '100.00' });
    await makeProject(app, company, { domains: [domain], limit: 5 });
    await makeProject(app, company, { domains: [uniqueDomain()], limit: 3 });
    await makeProject(app, company, { domains: [uniqueDomain()], limit: 50, status: 'inactive' });

    await deliverRows(domain, 2);
    expect(await notices(company)).toEqual([]);
    await deliverRows(domain, 1);
    expect(await notices(company)).toEqual([
      { type: 'balance_low', data: { balance: '700.00', day_cost: '800.00' } },
    ]);
    await deliverRows(domain, 1);
    expect(await notices(company)).toHaveLength(1);
  });
});
