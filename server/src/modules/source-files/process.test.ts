// Crash safety and parallel files: a worker killed between batches, or inside one, resumes from the
// checkpoint and ends exactly where a clean run ends; two files processed at once double nothing.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query.ts';
import { generateRows, writeCsv } from '../../../scripts/generate-lead-data.ts';
import { processSourceFile } from './process-file.ts';
import {
  createIngestApp,
  fileState,
  ledgerState,
  makeWorld,
  uploadFile,
  processDeps,
  processFile,
  type IngestApp,
  type World,
} from './testing/support.ts';
import type { DeliverFn } from './write-batch.ts';

const ROWS = 400;
const BATCH = 50;

const makeFile = async (seed: number): Promise<Buffer> => {
  const file = path.join(workDir, `gen-${seed}.csv`);
  // External ids on, and a tenth of the rows repeated: the dedupe key is exercised both ways.
  await writeCsv(
    file,
    generateRows({ count: ROWS, projects: 6, matchShare: 0.9, repeatShare: 0.1, invalidShare: 0.05, seed }),
  );
  return readFile(file);
};

type Run = { ingest: IngestApp; world: World; fileIds: number[] };

const setUp = async (contents: Buffer[]): Promise<Run> => {
  const ingest = await createIngestApp();
  const world = await makeWorld(ingest.app);
  const fileIds: number[] = [];
  for (const [index, content] of contents.entries()) {
    const response = await uploadFile(
      ingest.app,
      '/api/ingest/files',
      world.source.token,
      `f${index}.csv`,
      content,
    );
    expect(response.statusCode).toBe(202);
    fileIds.push(response.json().id);
  }
  return { ingest, world, fileIds };
};

/** Deals as (company, row of the file): comparable across databases. */
const dealRows = (run: Run) =>
  queryRows<{ company_id: number; file_id: number; row_number: number; price: string }>(
    run.ingest.app.db,
    sql`SELECT d.company_id, i.file_id, i.row_number, d.price::text AS price
          FROM deals d JOIN identifications i ON i.id = d.identification_id
         ORDER BY 1, 2, 3`,
  );

let content: Buffer;
let clean: Run;
let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'lp-process-'));
  content = await makeFile(101);
  clean = await setUp([content]);
  await processFile(clean.ingest, clean.fileIds[0], { batchSize: BATCH });
});
afterAll(async () => {
  await clean.ingest.close();
  await rm(workDir, { recursive: true, force: true });
});

describe('processing a source file', () => {
  it('a clean run accounts for every row', async () => {
    const state = await fileState(clean.ingest.app, clean.fileIds[0]);
    expect(state.status).toBe('processed');
    expect(state.rows).toBe(ROWS);
    expect(state.checkpoint_row).toBe(ROWS);
    expect(state.imported + state.duplicates + state.unmatched + state.held + state.invalid).toBe(ROWS);
    expect(state.imported).toBeGreaterThan(50);
    expect(state.duplicates).toBeGreaterThan(0); // the repeated rows
  });

  it('a worker killed after a committed batch resumes and ends exactly like the clean run', async () => {
    const crashed = await setUp([content]);
    try {
      const fileId = crashed.fileIds[0];
      const deps = processDeps(crashed.ingest, {
        batchSize: BATCH,
        afterBatch: (index) => {
          if (index === 2) throw new Error('killed');
        },
      });
      await expect(processSourceFile(deps, fileId, { lastAttempt: false })).rejects.toThrow('killed');
      const midway = await fileState(crashed.ingest.app, fileId);
      expect(midway.status).toBe('processing');
      expect(midway.checkpoint_row).toBe(3 * BATCH);

      await processFile(crashed.ingest, fileId, { batchSize: BATCH });
      expect(await fileState(crashed.ingest.app, fileId)).toEqual(
        await fileState(clean.ingest.app, clean.fileIds[0]),
      );
      expect(await ledgerState(crashed.ingest.app)).toEqual(await ledgerState(clean.ingest.app));
      expect(await dealRows(crashed)).toEqual(await dealRows(clean));
    } finally {
      await crashed.ingest.close();
    }
  });

  it('a worker that dies inside a batch (before commit) loses nothing and doubles nothing', async () => {
    const crashed = await setUp([content]);
    try {
      const fileId = crashed.fileIds[0];
      const engine = processDeps(crashed.ingest).deliver;
      let calls = 0;
      const dying: DeliverFn = async (tx, rows, now) => {
        calls += 1;
        const outcome = await engine(tx, rows, now);
        if (calls === 4) throw new Error('killed inside the transaction');
        return outcome;
      };
      await expect(
        processSourceFile(processDeps(crashed.ingest, { batchSize: BATCH, deliver: dying }), fileId, {
          lastAttempt: false,
        }),
      ).rejects.toThrow('killed inside');
      expect((await fileState(crashed.ingest.app, fileId)).checkpoint_row).toBe(3 * BATCH);
      // Run twice more: a retry after the file is done changes nothing.
      await processFile(crashed.ingest, fileId, { batchSize: BATCH });
      await processFile(crashed.ingest, fileId, { batchSize: BATCH });
      expect(await fileState(crashed.ingest.app, fileId)).toEqual(
        await fileState(clean.ingest.app, clean.fileIds[0]),
      );
      expect(await ledgerState(crashed.ingest.app)).toEqual(await ledgerState(clean.ingest.app));
    } finally {
      await crashed.ingest.close();
    }
  });

  it('marks a file failed on the last attempt, with the reason', async () => {
    const failing = await setUp([await makeFile(5)]);
    try {
      const broken: DeliverFn = async () => {
        throw new Error('engine down');
      };
      await expect(
        processSourceFile(processDeps(failing.ingest, { deliver: broken }), failing.fileIds[0]),
      ).rejects.toThrow('engine down');
      const [row] = await queryRows<{ status: string; error: string }>(
        failing.ingest.app.db,
        sql`SELECT status, error FROM source_files WHERE id = ${failing.fileIds[0]}`,
      );
      expect(row).toEqual({ status: 'failed', error: 'engine down' });
    } finally {
      await failing.ingest.close();
    }
  });

  it('two files processed at once end like the same two processed one after the other', async () => {
    const second = await makeFile(202);
    const parallel = await setUp([content, second]);
    const serial = await setUp([content, second]);
    try {
      await Promise.all(parallel.fileIds.map((id) => processFile(parallel.ingest, id, { batchSize: BATCH })));
      for (const id of serial.fileIds) await processFile(serial.ingest, id, { batchSize: BATCH });
      const totals = async (run: Run) => {
        const states = await Promise.all(run.fileIds.map((id) => fileState(run.ingest.app, id)));
        return {
          rows: states.reduce((sum, s) => sum + s.rows, 0),
          imported: states.reduce((sum, s) => sum + s.imported, 0),
          invalid: states.reduce((sum, s) => sum + s.invalid, 0),
          statuses: states.map((s) => s.status),
        };
      };
      expect(await totals(parallel)).toEqual(await totals(serial));
      expect(await ledgerState(parallel.ingest.app)).toEqual(await ledgerState(serial.ingest.app));
      const [ledger] = await queryRows<{ bad: number }>(
        parallel.ingest.app.db,
        sql`SELECT count(*)::int AS bad FROM companies c
             WHERE c.balance <> (SELECT coalesce(sum(amount), 0) FROM account_statements s
                                  WHERE s.company_id = c.id AND s.status = 'completed')`,
      );
      expect(ledger.bad).toBe(0);
    } finally {
      await parallel.ingest.close();
      await serial.ingest.close();
    }
  });

  it('the worker picks up an upload by itself (workers on)', async () => {
    const ingest = await createIngestApp({ workers: true });
    try {
      const world = await makeWorld(ingest.app);
      const response = await uploadFile(
        ingest.app,
        '/api/ingest/files',
        world.source.token,
        'w.csv',
        await makeFile(9),
      );
      expect(response.statusCode).toBe(202);
      const deadline = Date.now() + 15_000;
      let state = await fileState(ingest.app, response.json().id);
      while (state.status !== 'processed' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        state = await fileState(ingest.app, response.json().id);
      }
      expect(state).toMatchObject({ status: 'processed', rows: ROWS });
    } finally {
      await ingest.close();
    }
  });
});
