// Rows whose target no project lists stop in the worker (target-filter.ts): counted unmatched, not
// stored; a target a project gains later is seen by the next file, with the same long-lived filter.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query.ts';
import { projectDomain } from '../../../scripts/generate-lead-data.ts';
import { TargetFilter } from './target-filter.ts';
import {
  countRows,
  createIngestApp,
  fileState,
  makeWorld,
  processFile,
  uploadFile,
  type IngestApp,
  type World,
} from './testing/support.ts';

const NEW_SITE = 'new-shop.ru';

const csv = (rows: Array<[phone: string, target: string]>): string =>
  [
    'phone,target,region,visited_at',
    ...rows.map(([phone, target]) => `${phone},${target},77,2026-11-20 10:00:00`),
  ].join('\n');

describe('the target filter of a file worker', () => {
  let ingest: IngestApp;
  let world: World;
  const targets = new TargetFilter();

  beforeAll(async () => {
    ingest = await createIngestApp();
    world = await makeWorld(ingest.app, 1, 1);
  });
  afterAll(() => ingest.close());

  const ingestRows = async (name: string, rows: Array<[string, string]>) => {
    const response = await uploadFile(ingest.app, '/api/ingest/files', world.source.token, name, csv(rows));
    expect(response.statusCode).toBe(202);
    const fileId = response.json().id as number;
    await processFile(ingest, fileId, { targets });
    return fileState(ingest.app, fileId);
  };

  it('counts a row for a target no project lists as unmatched, without storing it', async () => {
    const state = await ingestRows('first.csv', [
      ['79001110001', projectDomain(1, 1)],
      ['79001110002', NEW_SITE],
    ]);
    expect(state).toMatchObject({ rows: 2, imported: 1, unmatched: 1, duplicates: 0, invalid: 0 });
    expect(await countRows(ingest.app, 'identifications')).toBe(1);
  });

  it('sees a target a project gained since, on the next file', async () => {
    await ingest.app.db.execute(
      sql`UPDATE projects SET domains = domains || ${NEW_SITE}::text WHERE company_id = ${world.companyIds[0]}`,
    );
    const state = await ingestRows('second.csv', [['79001110003', NEW_SITE]]);
    expect(state).toMatchObject({ rows: 1, imported: 1, unmatched: 0 });
    const deals = await queryRows<{ target: string }>(
      ingest.app.db,
      sql`SELECT target FROM deals WHERE phone = '79001110003'`,
    );
    expect(deals).toEqual([{ target: NEW_SITE }]);
  });
});
