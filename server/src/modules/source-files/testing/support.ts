// Test support for ingestion: a multipart body builder, an app with a private DATA_DIR, generated data,
// and readers for what a test compares (file counters, deals, jobs, leftover files).
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { App } from '../../../app-types.ts';
import { queryRows } from '../../../db/query.ts';
import { authHeader, createTestApp, type TestAppOptions } from '../../../test/helpers.ts';
import {
  generateCompanies,
  generateProjects,
  generateSources,
  type GeneratedSource,
} from '../../../../scripts/generate-lead-data.ts';
import { processSourceFile, type ProcessDeps } from '../process-file.ts';
import { engineDeliver } from '../worker.ts';

export const multipart = (
  fileName: string,
  content: Buffer | string,
  field = 'file',
): { payload: Buffer; headers: Record<string, string> } => {
  const boundary = `----lp${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

/** POSTs one file as multipart/form-data (a fresh boundary per call), as a supplier's upload does. */
export const uploadFile = (
  app: App,
  url: string,
  token: string,
  fileName: string,
  content: Buffer | string,
) => {
  const body = multipart(fileName, content);
  return app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...authHeader(token) },
  });
};

export type IngestApp = { app: App; dataDir: string; close: () => Promise<void> };

export const createIngestApp = async (options: TestAppOptions = {}): Promise<IngestApp> => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lp-ingest-'));
  const app = await createTestApp({ ...options, config: { dataDir, ...options.config } });
  return {
    app,
    dataDir,
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

export type World = { source: GeneratedSource; companyIds: number[]; projects: number };

/** A source, `companies` companies with money, and `projects` projects (5 targets each). */
export const makeWorld = async (app: App, companies = 3, projects = 6): Promise<World> => {
  const [source] = await generateSources(app.db, 1);
  const companyIds = await generateCompanies(app.db, { count: companies, balance: '100000.00' });
  await generateProjects(app.db, { companyIds, count: projects });
  return { source, companyIds, projects };
};

export const processDeps = (ingest: IngestApp, extra: Partial<ProcessDeps> = {}): ProcessDeps => ({
  db: ingest.app.db,
  dataDir: ingest.dataDir,
  deliver: engineDeliver(ingest.app.jobs),
  ...extra,
});

export const processFile = (ingest: IngestApp, fileId: number, extra: Partial<ProcessDeps> = {}) =>
  processSourceFile(processDeps(ingest, extra), fileId);

export type FileState = {
  status: string;
  rows: number;
  imported: number;
  duplicates: number;
  unmatched: number;
  invalid: number;
  held: number;
  checkpoint_row: number;
};

export const fileState = async (app: App, fileId: number): Promise<FileState> => {
  const [row] = await queryRows<FileState>(
    app.db,
    sql`SELECT status, rows, imported, duplicates, unmatched, invalid, held, checkpoint_row FROM source_files WHERE id = ${fileId}`,
  );
  return row;
};

/** What a run leaves behind, for comparing two runs: deals, charges, identifications, balances. */
export const ledgerState = async (app: App) => {
  const [row] = await queryRows<Record<string, number | string>>(
    app.db,
    sql`SELECT (SELECT count(*)::int FROM deals) AS deals,
               (SELECT count(*)::int FROM (SELECT company_id, identification_id FROM deals GROUP BY 1, 2) d) AS distinct_deals,
               (SELECT count(*)::int FROM account_statements WHERE type IN ('charge', 'trial')) AS charges,
               (SELECT count(*)::int FROM identifications) AS identifications,
               (SELECT count(*)::int FROM deal_holds) AS holds,
               (SELECT coalesce(sum(balance), 0)::text FROM companies) AS balances`,
  );
  return row;
};

export const countRows = async (
  app: App,
  table: 'source_files' | 'identifications' | 'source_file_errors',
) => {
  const [row] = await queryRows<{ n: number }>(
    app.db,
    sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`,
  );
  return row.n;
};

export const countJobs = async (app: App): Promise<number> => {
  const [row] = await queryRows<{ n: number }>(
    app.db,
    sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'source-file'`,
  );
  return row.n;
};

/** Files left under DATA_DIR/source-files (tmp/ included). */
export const storedFiles = async (dataDir: string): Promise<string[]> => {
  const root = path.join(dataDir, 'source-files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
};
