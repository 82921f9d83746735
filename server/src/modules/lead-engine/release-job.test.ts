import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app-types.ts';
import { queryRows } from '../../db/query.ts';
import { createTestApp } from '../../test/helpers.ts';
import { waitFor } from '../projects/testing/fixtures.ts';
import { enqueueReleaseHolds, RELEASE_HOLDS_QUEUE } from './release-job.ts';
import {
  companyState,
  counterMismatches,
  deliver,
  insertIdentifications,
  ledgerMismatches,
  makeCompany,
  makeProject,
  makeSource,
  uniqueDomain,
  uniquePhone,
} from './testing/fixtures.ts';

describe('release-holds queue', () => {
  let app: App;

  beforeAll(async () => {
    app = await createTestApp({ workers: true, maintenance: true });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('is scheduled daily at 00:00 Moscow time', async () => {
    const rows = await queryRows<{ cron: string; timezone: string }>(
      app.db,
      sql`SELECT cron, timezone FROM pgboss.schedule WHERE name = ${RELEASE_HOLDS_QUEUE}`,
    );
    expect(rows).toEqual([{ cron: '0 0 * * *', timezone: 'Europe/Moscow' }]);
  });

  it('a per-company job delivers the holds a top-up now pays for', async () => {
    const source = await makeSource(app);
    const domain = uniqueDomain();
    const company = await makeCompany(app, { balance: '0', leadPrice: '10.00' });
    await makeProject(app, company, { domains: [domain] });
    const ids = await insertIdentifications(app.db, source, [
      { phone: uniquePhone(), target: domain },
      { phone: uniquePhone(), target: domain },
    ]);
    // Held now (the worker runs with the wall clock, so the holds must be fresh).
    expect(await deliver(app, ids, new Date())).toMatchObject({ held: 2 });
    await app.db.transaction(async (tx) => {
      const { postEntry } = await import('../billing/ledger.ts');
      await postEntry(tx, { companyId: company, type: 'topup', amount: '20' });
      await enqueueReleaseHolds(app.jobs, tx, company);
    });
    const state = await waitFor(async () => {
      const current = await companyState(app.db, company);
      return current.deals === 2 ? current : undefined;
    });
    expect(state).toMatchObject({ balance: '0.00', holds: 0 });
    expect(await ledgerMismatches(app.db)).toEqual([]);
    expect(await counterMismatches(app.db)).toEqual([]);
  });
});
