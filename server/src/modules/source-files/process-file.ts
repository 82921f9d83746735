// The processing job (queue 'source-file'): streams the stored file, parses and checks each row, and
// writes it in batches (write-batch.ts), each one transaction that also moves the checkpoint. Rows up
// to the checkpoint are skipped, so a job retried after a crash goes on where the last commit left it.
// The next batch is parsed while the previous one is being written. A valid row whose target no project
// lists is only counted (target-filter.ts).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { queryRows } from '../../db/query.ts';
import { mapHeader } from './columns.ts';
import { csvLine } from './csv-line.ts';
import { parseRow } from './parse-row.ts';
import { readRows, type FileFormat } from './row-reader.ts';
import { FILE_ERRORS } from './sniff.ts';
import { absolutePath } from './storage.ts';
import { TargetFilter } from './target-filter.ts';
import { CheckpointMoved, writeBatch, type Batch, type DeliverFn } from './write-batch.ts';

// Much of a batch's cost is per company, not per row (locks, balances, counters of every company the
// batch touches), so big batches pay it less often: 1M rows against 2,000 companies took 57 s in
// 5,000-row batches and 33 s in 50,000-row ones (bench:ingest). A batch holds its companies' locks
// for about a second.
export const DEFAULT_BATCH_SIZE = 50_000;
const YIELD_EVERY_ROWS = 500;

export type ProcessDeps = {
  db: Db;
  dataDir: string;
  deliver: DeliverFn;
  batchSize?: number;
  /** Shared by the files a worker process handles; a file gets its own when absent. */
  targets?: TargetFilter;
  /** Test hook: runs after each committed batch (throw to simulate a worker killed mid-file). */
  afterBatch?: (batchIndex: number) => Promise<void> | void;
};

type FileToProcess = {
  id: number;
  source_id: number;
  format: FileFormat;
  storage_path: string;
  checkpoint_row: number;
};

/** Thrown for a file that can never be processed (retrying would not help). */
class FatalFileError extends Error {}

const claim = async (db: Db, fileId: number): Promise<FileToProcess | null> => {
  const [file] = await queryRows<FileToProcess>(
    db,
    sql`UPDATE source_files SET status = 'processing', started_at = coalesce(started_at, now()), error = NULL
         WHERE id = ${fileId} AND status IN ('queued', 'processing')
         RETURNING id, source_id, format, storage_path, checkpoint_row`,
  );
  return file ?? null;
};

const finish = async (db: Db, fileId: number, checkpoint: number): Promise<void> => {
  await db.execute(sql`
    UPDATE source_files SET status = 'processed', processed_at = now()
     WHERE id = ${fileId} AND checkpoint_row = ${checkpoint} AND status = 'processing'`);
};

export const markFailed = async (db: Db, fileId: number, message: string): Promise<void> => {
  await db.execute(sql`
    UPDATE source_files SET status = 'failed', error = ${message.slice(0, 1000)}, processed_at = now()
     WHERE id = ${fileId} AND status <> 'processed'`);
};

const streamBatches = async (deps: ProcessDeps, file: FileToProcess): Promise<number> => {
  const batchSize = deps.batchSize ?? DEFAULT_BATCH_SIZE;
  const target = { fileId: Number(file.id), sourceId: Number(file.source_id) };
  let checkpoint = file.checkpoint_row;
  const targets = deps.targets ?? new TargetFilter();
  await targets.refresh(deps.db);
  const emptyBatch = (fromRow: number): Batch => ({
    valid: [],
    errors: [],
    unmatched: 0,
    fromRow,
    toRow: fromRow,
  });
  let batch = emptyBatch(checkpoint);
  let inFlight: Promise<void> | null = null;
  let failure: unknown = null;
  let batchIndex = 0;

  const flush = async () => {
    if (inFlight) await inFlight;
    if (failure) throw failure;
    const current = batch;
    batch = emptyBatch(current.toRow);
    const index = batchIndex++;
    // Errors are kept, not thrown, so no rejection goes unhandled while the next batch is parsed.
    inFlight = writeBatch(deps.db, target, current, deps.deliver)
      .then(() => deps.afterBatch?.(index))
      .catch((error: unknown) => {
        failure = error;
      });
    // Between batches, so that no row is filtered against a set older than the batch before.
    await targets.refresh(deps.db);
  };

  let rowNumber = 0;
  let map: ReturnType<typeof mapHeader> | null = null;
  for await (const cells of readRows(absolutePath(deps.dataDir, file.storage_path), file.format)) {
    if (map === null) {
      map = mapHeader(cells);
      if (!map.ok) throw new FatalFileError(FILE_ERRORS.missingColumns(map.missing));
      continue;
    }
    rowNumber += 1;
    if (rowNumber <= checkpoint) continue;
    const result = parseRow(cells, map.map);
    if (!result.ok) batch.errors.push({ rowNumber, error: result.error, raw: csvLine(cells).slice(0, 2000) });
    else if (targets.has(result.row.targetKind, result.row.target))
      batch.valid.push({ rowNumber, row: result.row });
    else batch.unmatched += 1;
    batch.toRow = rowNumber;
    const size = batch.toRow - batch.fromRow;
    if (size >= batchSize) await flush();
    // Parsing runs while the previous batch is written; without a turn of the event loop now and then,
    // the database's answers to that batch would wait for a whole chunk of the file to be parsed.
    else if (size % YIELD_EVERY_ROWS === 0) await new Promise(setImmediate);
    if (failure) break;
  }
  if (!failure && batch.toRow > batch.fromRow) await flush();
  if (inFlight) await inFlight;
  if (failure) throw failure;
  checkpoint = Math.max(checkpoint, rowNumber);
  return checkpoint;
};

export type ProcessOptions = { lastAttempt: boolean };

/** Processes one file; safe to run again at any point (it resumes), and on a file already processed. */
export const processSourceFile = async (
  deps: ProcessDeps,
  fileId: number,
  options: ProcessOptions = { lastAttempt: true },
): Promise<void> => {
  const file = await claim(deps.db, fileId);
  if (!file) return;
  try {
    const checkpoint = await streamBatches(deps, file);
    await finish(deps.db, file.id, checkpoint);
  } catch (error) {
    if (error instanceof CheckpointMoved) return;
    const message = error instanceof Error ? error.message : String(error);
    const code = String((error as { code?: unknown }).code ?? '');
    const missing = code === 'ENOENT';
    // A CSV that breaks mid-way (an unclosed quote) breaks the same way on every retry.
    if (error instanceof FatalFileError || missing || code.startsWith('CSV_')) {
      await markFailed(deps.db, file.id, missing ? FILE_ERRORS.storedMissing : message);
      return;
    }
    if (options.lastAttempt) await markFailed(deps.db, file.id, message);
    throw error;
  }
};
