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
  release,
  rowsFor,
  uniqueDomain,
  uniquePhone,
} from './testing/fixtures.ts';
import { useEngineSuite } from './testing/engine-suite.ts';

// Tuesday 2026-11-17, 15:00 in Moscow; the next Moscow day starts at 2026-11-17T21:00:00Z.
const TUESDAY = new Date('2026-11-17T12:00:00Z');
const WEDNESDAY_START = new Date('2026-11-17T21:00:00Z');
const HOUR = 60 * 60 * 1000;

describe('lead engine: daily limit, balance holds, release and expiry', () => {
  let app: App;
  let source: number;
  useEngineSuite((suite) => ({ app, source } = suite));

  const holdsOf = (companyId: number) =>
    queryRows<{ identification_id: number; reason: string; status: string; days: number }>(
      app.db,
      sql`SELECT identification_id, reason, status,
                 extract(epoch FROM expires_at - held_at)::int / 86400 AS days
            FROM deal_holds WHERE company_id = ${companyId} ORDER BY identification_id`,
    );
  const project = (id: number) =>
    queryRows<{ deals_total: number; deals_today: number; deals_day: string; status: string }>(
      app.db,
      sql`SELECT deals_total, deals_today, deals_day::text AS deals_day, status FROM projects WHERE id = ${id}`,
    ).then((rows) => rows[0]);

  it('holds what exceeds the daily limit and delivers it FIFO at the next Moscow day', async () => {
    const domain = uniqueDomain();
    const company = await makeCompany(app, { balance: '100000' });
    const projectId = await makeProject(app, company, { domains: [domain], limit: 2 });
    const ids = await insertIdentifications(app.db, source, rowsFor(domain, 5));
    expect(await deliver(app, ids, TUESDAY)).toEqual({ imported: 2, held: 3, duplicates: 0, unmatched: 0 });
    expect(await project(projectId)).toMatchObject({
      deals_total: 2,
      deals_today: 2,
      deals_day: '2026-11-17',
    });
    expect(await holdsOf(company)).toEqual(
      ids.slice(2).map((id) => ({ identification_id: id, reason: 'limit', status: 'held', days: 3 })),
    );
    // Later the same day: still no room.
    expect(await release(app, company, new Date(TUESDAY.getTime() + 2 * HOUR))).toEqual({
      delivered: 0,
      expired: 0,
    });
    // Next Moscow day: two fit (FIFO), one waits.
    expect(await release(app, null, WEDNESDAY_START)).toEqual({ delivered: 2, expired: 0 });
    const held = await holdsOf(company);
    expect(held.map((hold) => hold.status)).toEqual(['delivered', 'delivered', 'held']);
    expect(await project(projectId)).toMatchObject({
      deals_total: 4,
      deals_today: 2,
      deals_day: '2026-11-18',
    });
    const delivered = await queryRows<{ n: number }>(
      app.db,
      sql`SELECT count(*)::int AS n FROM deal_holds h JOIN deals d ON d.id = h.deal_id
           WHERE h.company_id = ${company} AND h.status = 'delivered' AND d.identification_id = h.identification_id`,
    );
    expect(delivered[0].n).toBe(2);
  });

  it('a new batch on a new day sees the limit restart (deals_today of yesterday does not count)', async () => {
    const domain = uniqueDomain();
    const company = await makeCompany(app, { balance: '100000' });
    await makeProject(app, company, { domains: [domain], limit: 1 });
    await deliver(app, await insertIdentifications(app.db, source, rowsFor(domain, 1)), TUESDAY);
    const next = await insertIdentifications(app.db, source, rowsFor(domain, 2));
    expect(await deliver(app, next, WEDNESDAY_START)).toMatchObject({ imported: 1, held: 1 });
  });

  it('holds for lack of money, FIFO, and delivers them when the balance is topped up', async () => {
    const domain = uniqueDomain();
    const company = await makeCompany(app, { balance: '250', leadPrice: '100.00' });
    await makeProject(app, company, { domains: [domain] });
    const ids = await insertIdentifications(app.db, source, rowsFor(domain, 4));
    expect(await deliver(app, ids, TUESDAY)).toEqual({ imported: 2, held: 2, duplicates: 0, unmatched: 0 });
    expect(await companyState(app.db, company)).toMatchObject({ balance: '50.00', deals: 2, holds: 2 });
    expect((await holdsOf(company)).map((hold) => hold.reason)).toEqual(['balance', 'balance']);
    // Never below zero: 50 does not buy a 100 deal.
    expect(await release(app, company, new Date(TUESDAY.getTime() + HOUR))).toEqual({
      delivered: 0,
      expired: 0,
    });

    const admin = await import('../../test/helpers.ts').then((helpers) => helpers.createAdmin(app));
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/companies/${company}/balance`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { amount: '100' },
    });
    expect(response.statusCode).toBeLessThan(300);
    // The top-up enqueued a per-company release in its own transaction.
    const [job] = await queryRows<{ data: { companyId: number } }>(
      app.db,
      sql`SELECT data FROM pgboss.job WHERE name = 'release-holds' ORDER BY created_on DESC LIMIT 1`,
    );
    expect(job.data).toEqual({ companyId: company });
    // What the job does (workers are off in tests):
    expect(await release(app, company, new Date(TUESDAY.getTime() + 2 * HOUR))).toEqual({
      delivered: 1,
      expired: 0,
    });
    expect(await companyState(app.db, company)).toMatchObject({ balance: '50.00', deals: 3, holds: 1 });
    const held = await holdsOf(company);
    expect(held.map((hold) => hold.status)).toEqual(['delivered', 'held']);
  });

  it('a batch arriving after a top-up, before the release job, delivers the older holds first', async () => {
    const domain = uniqueDomain();
    const company = await makeCompany(app, { balance: '100', leadPrice: '100.00' });
    await makeProject(app, company, { domains: [domain] });
    const first = await insertIdentifications(app.db, source, rowsFor(domain, 3));
    expect(await deliver(app, first, TUESDAY)).toMatchObject({ imported: 1, held: 2 });
    await app.db.transaction(async (tx) => {
      const { postEntry } = await import('../billing/ledger.ts');
      await postEntry(tx, { companyId: company, type: 'topup', amount: '200' });
    });
    // No release ran: the new row still waits behind the two older ones, which take the money.
    const later = await insertIdentifications(app.db, source, rowsFor(domain, 1));
    expect(await deliver(app, later, new Date(TUESDAY.getTime() + HOUR))).toEqual({
      imported: 0,
      held: 1,
      duplicates: 0,
      unmatched: 0,
    });
    expect(await holdsOf(company)).toEqual([
      { identification_id: first[1], reason: 'balance', status: 'delivered', days: 3 },
      { identification_id: first[2], reason: 'balance', status: 'delivered', days: 3 },
      { identification_id: later[0], reason: 'balance', status: 'held', days: 3 },
    ]);
    expect(await companyState(app.db, company)).toMatchObject({ balance: '0.00', deals: 3, holds: 1 });
  });

  it("a new day's first batch gives the room to yesterday's holds before its own rows", async () => {
    const domain = uniqueDomain();
    const company = await makeCompany(app, { balance: '100000' });
    const projectId = await makeProject(app, company, { domains: [domain], limit: 1 });
    const first = await insertIdentifications(app.db, source, rowsFor(domain, 2));
    expect(await deliver(app, first, TUESDAY)).toMatchObject({ imported: 1, held: 1 });
    const next = await insertIdentifications(app.db, source, rowsFor(domain, 1));
    expect(await deliver(app, next, WEDNESDAY_START)).toMatchObject({ imported: 0, held: 1 });
    expect((await holdsOf(company)).map((hold) => [hold.identification_id, hold.status])).toEqual([
      [first[1], 'delivered'],
      [next[0], 'held'],
    ]);
    expect(await project(projectId)).toMatchObject({
      deals_total: 2,
      deals_today: 1,
      deals_day: '2026-11-18',
    });
  });

  it('expires holds hold_days after they were held', async () => {
    const domain = uniqueDomain();
    const company = await makeCompany(app, { balance: '0', leadPrice: '100.00' });
    await makeProject(app, company, { domains: [domain] });
    const ids = await insertIdentifications(app.db, source, rowsFor(domain, 2));
    expect(await deliver(app, ids, TUESDAY)).toMatchObject({ held: 2 });
    const almost = new Date(TUESDAY.getTime() + 72 * HOUR - 1);
    expect(await release(app, company, almost)).toEqual({ delivered: 0, expired: 0 });
    // Money arrives too late: the holds are expired first, nothing is delivered.
    await app.db.transaction(async (tx) => {
      const { postEntry } = await import('../billing/ledger.ts');
      await postEntry(tx, { companyId: company, type: 'topup', amount: '1000' });
    });
    expect(await release(app, company, new Date(TUESDAY.getTime() + 72 * HOUR))).toEqual({
      delivered: 0,
      expired: 2,
    });
    expect((await holdsOf(company)).map((hold) => hold.status)).toEqual(['expired', 'expired']);
    expect(await companyState(app.db, company)).toMatchObject({ deals: 0, balance: '1000.00' });
  });

  it('a held phone arriving again is a duplicate (it would otherwise be delivered twice)', async () => {
    const domain = uniqueDomain();
    const company = await makeCompany(app, { balance: '0' });
    await makeProject(app, company, { domains: [domain] });
    const phone = uniquePhone();
    await deliver(app, await insertIdentifications(app.db, source, [{ phone, target: domain }]), TUESDAY);
    const again = await insertIdentifications(app.db, source, [{ phone, target: domain }]);
    expect(await deliver(app, again, TUESDAY)).toMatchObject({ duplicates: 1 });
  });

  it('deactivates a project at its global limit, notifies, and never delivers past it', async () => {
    const domain = uniqueDomain();
    const company = await makeCompany(app, { balance: '100000' });
    const projectId = await makeProject(app, company, {
      domains: [domain],
      limit: 10,
      globalLimit: 3,
      name: 'Окна',
    });
    await deliver(app, await insertIdentifications(app.db, source, rowsFor(domain, 2)), TUESDAY);
    expect(await project(projectId)).toMatchObject({ status: 'active', deals_total: 2 });
    const ids = await insertIdentifications(app.db, source, rowsFor(domain, 3));
    expect(await deliver(app, ids, TUESDAY)).toEqual({ imported: 1, held: 0, duplicates: 0, unmatched: 2 });
    expect(await project(projectId)).toMatchObject({ status: 'inactive', deals_total: 3 });
    const notes = await queryRows<{ type: string; data: unknown }>(
      app.db,
      sql`SELECT type, data FROM notifications WHERE company_id = ${company}`,
    );
    expect(notes).toEqual([
      { type: 'project_global_limit_reached', data: { project_id: projectId, project_name: 'Окна' } },
    ]);
    const later = await insertIdentifications(app.db, source, rowsFor(domain, 1));
    expect(await deliver(app, later, TUESDAY)).toMatchObject({ unmatched: 1 });
  });
});
