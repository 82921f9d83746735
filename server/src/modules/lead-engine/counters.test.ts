import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app-types.ts';
import { queryRows } from '../../db/query.ts';
import { createTestApp } from '../../test/helpers.ts';
import {
  counterMismatches,
  deliver,
  insertIdentifications,
  makeCompany,
  makeProject,
  makeSource,
  uniqueDomain,
  uniquePhone,
} from './testing/fixtures.ts';

describe('deal counters (0004 triggers)', () => {
  let app: App;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  // deal_daily_counts against a real count, per company, Moscow day and status.
  const dailyMismatches = () =>
    queryRows<{ company_id: number }>(
      app.db,
      sql`WITH real AS (
            SELECT company_id, (created_at AT TIME ZONE 'Europe/Moscow')::date AS day, status, count(*) AS n
              FROM deals GROUP BY 1, 2, 3)
          SELECT coalesce(r.company_id, c.company_id) AS company_id
            FROM real r FULL JOIN (SELECT * FROM deal_daily_counts WHERE n <> 0) c
              ON c.company_id = r.company_id AND c.day = r.day AND c.status = r.status
           WHERE r.n IS DISTINCT FROM c.n`,
    );

  it('follow inserts, status changes, day moves, no-op edits and deletes', async () => {
    const source = await makeSource(app);
    const domain = uniqueDomain();
    const company = await makeCompany(app, { balance: '10000' });
    await makeProject(app, company, { domains: [domain] });
    const rows = Array.from({ length: 6 }, () => ({ phone: uniquePhone(), target: domain }));
    await deliver(app, await insertIdentifications(app.db, source, rows), new Date('2026-11-18T20:59:00Z'));
    await app.db.execute(sql`UPDATE deals SET status = 'in_progress' WHERE company_id = ${company} AND id IN
      (SELECT id FROM deals WHERE company_id = ${company} ORDER BY id LIMIT 3)`);
    await app.db.execute(sql`UPDATE deals SET comment = 'call back' WHERE company_id = ${company}`);
    await app.db.execute(sql`UPDATE deals SET created_at = created_at + interval '2 minutes'
      WHERE company_id = ${company} AND status = 'new'`);
    await app.db.execute(
      sql`DELETE FROM deals WHERE id = (SELECT max(id) FROM deals WHERE company_id = ${company})`,
    );
    const counts = await queryRows<{ status: string; n: number }>(
      app.db,
      sql`SELECT status, n::int AS n FROM deal_counts WHERE company_id = ${company} ORDER BY status`,
    );
    expect(counts).toEqual([
      { status: 'in_progress', n: 3 },
      { status: 'new', n: 2 },
    ]);
    expect(await dailyMismatches()).toEqual([]);
    // projects.deals_* are the engine's delivery counters: a delete does not undo a delivery.
    expect((await counterMismatches(app.db)).filter((row) => row.what === 'deal_counts')).toEqual([]);
  });
});
