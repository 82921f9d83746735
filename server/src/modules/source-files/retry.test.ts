// Retrying a failed file: admins only, only a failed file whose stored file is still there; the retry
// queues a job with the file, and processing resumes from the checkpoint to end like a clean run.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query.ts';
import { authHeader, createAdmin, createCompany, createEmployee } from '../../test/helpers.ts';
import { generateRows, writeCsv } from '../../../scripts/generate-lead-data.ts';
import { absolutePath } from './storage.ts';
import {
  countJobs,
  createIngestApp,
  fileState,
  ledgerState,
  makeWorld,
  processDeps,
  processFile,
  uploadFile,
  type IngestApp,
  type World,
} from './testing/support.ts';
import type { DeliverFn } from './write-batch.ts';

const ROWS = 300;
const BATCH = 50;

let ingest: IngestApp;
let world: World;
let adminToken: string;

beforeAll(async () => {
  ingest = await createIngestApp();
  world = await makeWorld(ingest.app);
  adminToken = (await createAdmin(ingest.app)).token;
});
afterAll(async () => {
  await ingest.close();
});

const csvFile = async (target: IngestApp, seed: number): Promise<Buffer> => {
  const file = path.join(target.dataDir, `gen-${seed}.csv`);
  await writeCsv(
    file,
    generateRows({ count: ROWS, projects: 6, matchShare: 0.9, repeatShare: 0.1, invalidShare: 0.05, seed }),
  );
  return readFile(file);
};

const uploaded = async (target: IngestApp, token: string, content: Buffer): Promise<number> => {
  const response = await uploadFile(target.app, '/api/ingest/files', token, 'leads.csv', content);
  expect(response.statusCode).toBe(202);
  return response.json().id;
};

/** The engine, broken from its `fromCall`-th batch on: the batches before it commit. */
const breaksAt = (target: IngestApp, fromCall: number): DeliverFn => {
  const engine = processDeps(target).deliver;
  let calls = 0;
  return async (tx, rows, now) => {
    calls += 1;
    if (calls >= fromCall) throw new Error('engine down');
    return engine(tx, rows, now);
  };
};

/** Processes the file on its last attempt with an engine that breaks: the file ends failed. */
const failFile = async (target: IngestApp, fileId: number, fromCall = 1): Promise<void> => {
  await expect(
    processFile(target, fileId, { batchSize: BATCH, deliver: breaksAt(target, fromCall) }),
  ).rejects.toThrow('engine down');
  expect(await fileState(target.app, fileId)).toMatchObject({ status: 'failed' });
};

const retry = (target: IngestApp, fileId: number, token = adminToken) =>
  target.app.inject({
    method: 'POST',
    url: `/api/admin/source-files/${fileId}/retry`,
    headers: authHeader(token),
  });

const jobsOf = (target: IngestApp, fileId: number) =>
  queryRows<{ state: string }>(
    target.app.db,
    sql`SELECT state FROM pgboss.job WHERE name = 'source-file' AND (data->>'fileId')::int = ${fileId}
         ORDER BY created_on`,
  );

const auditsOf = (target: IngestApp, fileId: number) =>
  queryRows<{ action: string; actor_id: number; changes: unknown }>(
    target.app.db,
    sql`SELECT action, actor_id, changes FROM audit_logs
         WHERE action = 'source_file.retried' AND target_type = 'source_file' AND target_id = ${fileId}`,
  );

describe('retrying a failed source file', () => {
  it('is for admins only: 401 without a user token, 403 for company and employee users', async () => {
    const fileId = await uploaded(ingest, world.source.token, await csvFile(ingest, 1));
    await failFile(ingest, fileId);
    const jobs = await countJobs(ingest.app);
    const anonymous = await ingest.app.inject({
      method: 'POST',
      url: `/api/admin/source-files/${fileId}/retry`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await retry(ingest, fileId, world.source.token)).statusCode).toBe(401);
    const { company, token: companyToken } = await createCompany(ingest.app);
    const { token: employeeToken } = await createEmployee(ingest.app, company.id);
    for (const token of [companyToken, employeeToken])
      expect((await retry(ingest, fileId, token)).statusCode).toBe(403);
    expect(await fileState(ingest.app, fileId)).toMatchObject({ status: 'failed' });
    expect(await countJobs(ingest.app)).toBe(jobs);
    expect(await auditsOf(ingest, fileId)).toEqual([]);
  });

  it('answers 404 for an unknown file', async () => {
    const response = await retry(ingest, 999_999);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Source file not found.');
  });

  it('refuses a file that did not fail (422) and changes nothing', async () => {
    const fileId = await uploaded(ingest, world.source.token, await csvFile(ingest, 2));
    const queued = await retry(ingest, fileId);
    expect(queued.statusCode).toBe(422);
    expect(queued.json().message).toBe('Only a failed file can be retried.');

    await processFile(ingest, fileId, { batchSize: BATCH });
    const before = await fileState(ingest.app, fileId);
    const jobs = await countJobs(ingest.app);
    const processed = await retry(ingest, fileId);
    expect(processed.statusCode).toBe(422);
    expect(processed.json().message).toBe('Only a failed file can be retried.');
    expect(await fileState(ingest.app, fileId)).toEqual(before);
    expect(await countJobs(ingest.app)).toBe(jobs);
    expect(await auditsOf(ingest, fileId)).toEqual([]);
  });

  it('refuses a failed file whose stored file is gone (422) and changes nothing', async () => {
    const fileId = await uploaded(ingest, world.source.token, await csvFile(ingest, 3));
    await failFile(ingest, fileId);
    const [stored] = await queryRows<{ storage_path: string }>(
      ingest.app.db,
      sql`SELECT storage_path FROM source_files WHERE id = ${fileId}`,
    );
    await rm(absolutePath(ingest.dataDir, stored.storage_path));
    const jobs = await countJobs(ingest.app);
    const response = await retry(ingest, fileId);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('The stored file is missing');
    expect(await fileState(ingest.app, fileId)).toMatchObject({ status: 'failed' });
    expect(await countJobs(ingest.app)).toBe(jobs);
    expect(await auditsOf(ingest, fileId)).toEqual([]);
  });

  it('queues a failed file with a job, audited; processing resumes and ends like a clean run', async () => {
    const failing = await createIngestApp();
    const clean = await createIngestApp();
    try {
      const content = await csvFile(failing, 42);
      const failingWorld = await makeWorld(failing.app);
      const cleanWorld = await makeWorld(clean.app);
      const admin = await createAdmin(failing.app);

      const cleanId = await uploaded(clean, cleanWorld.source.token, content);
      await processFile(clean, cleanId, { batchSize: BATCH });

      // Two batches commit, then the engine breaks: failed with a checkpoint midway.
      const fileId = await uploaded(failing, failingWorld.source.token, content);
      await failFile(failing, fileId, 3);
      const failed = await fileState(failing.app, fileId);
      expect(failed.checkpoint_row).toBe(2 * BATCH);
      expect((await jobsOf(failing, fileId)).map((job) => job.state)).toEqual(['created']);

      const response = await retry(failing, fileId, admin.token);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toMatchObject({
        id: fileId,
        status: 'queued',
        error: null,
        processed_at: null,
        rows: failed.rows,
        imported: failed.imported,
      });
      // The checkpoint and counters stay; a second job waits beside the upload's.
      expect(await fileState(failing.app, fileId)).toEqual({ ...failed, status: 'queued' });
      expect((await jobsOf(failing, fileId)).map((job) => job.state)).toEqual(['created', 'created']);
      expect(await auditsOf(failing, fileId)).toEqual([
        {
          action: 'source_file.retried',
          actor_id: admin.user.id,
          changes: { status: ['failed', 'queued'], error: ['engine down', null] },
        },
      ]);

      // A second retry finds the file queued.
      expect((await retry(failing, fileId, admin.token)).statusCode).toBe(422);

      await processFile(failing, fileId, { batchSize: BATCH });
      expect(await fileState(failing.app, fileId)).toEqual(await fileState(clean.app, cleanId));
      expect(await ledgerState(failing.app)).toEqual(await ledgerState(clean.app));
    } finally {
      await failing.close();
      await clean.close();
    }
  });
});
