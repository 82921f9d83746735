// One batch of a file, in ONE transaction: new identifications (set-based, ON CONFLICT on the dedupe
// key), their delivery through the lead engine, the invalid rows, and the file's counters with the new
// checkpoint. Either all of it commits or none of it, so a crash loses nothing and a rerun from the
// checkpoint doubles nothing; rows already known (an earlier file, or a retried batch) count as duplicates.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { queryRows } from '../../db/query.ts';
import { sqlStateOf } from '../../plugins/errors.ts';
import type { BatchOutcome } from '../lead-engine/deliver.ts';
import { IDENTIFICATION_COLUMNS, type IdentificationRows } from '../lead-engine/match.ts';
import type { ParsedRow } from './parse-row.ts';

export type BatchRow = { rowNumber: number; row: ParsedRow };
export type BatchError = { rowNumber: number; error: string; raw: string };

export type Batch = {
  valid: BatchRow[];
  errors: BatchError[];
  /** Valid rows whose target no project lists (not stored). */
  unmatched: number;
  /** The checkpoint the file must be at before this batch, and where it stands after. */
  fromRow: number;
  toRow: number;
};

/** Stores the rows (by running `rows`) and delivers them; the outcome counts the rows stored. */
export type DeliverFn = (tx: Db, rows: IdentificationRows, now: Date) => Promise<BatchOutcome>;

/** The file's checkpoint is not where this worker left it: another worker owns the file now. */
export class CheckpointMoved extends Error {
  constructor() {
    super('The file was processed further by another worker');
  }
}

const textArray = (values: (string | null)[]) => sql`${sql.param(values)}::text[]`;

/**
 * The statement that stores the batch's new identifications, in file order (ids follow it, and the
 * engine serves first come, first served by id); a row already known (ON CONFLICT on the dedupe key)
 * is skipped. It runs as the engine's input (IdentificationRows), so the rows never come back to Node.
 * Two files of one source with rows in common, written at once, may deadlock on the dedupe key: the
 * database picks one, and writeBatch runs that batch again.
 */
const storeIdentifications = (sourceId: number, fileId: number, rows: BatchRow[]): IdentificationRows =>
  sql`INSERT INTO identifications (source_id, file_id, row_number, dedupe_key, external_id, phone, target_kind,
                                   target, region, visited_at, name)
      SELECT ${sourceId}, ${fileId}, r.row_number, r.dedupe_key, r.external_id, r.phone, r.target_kind, r.target,
             r.region, r.visited_at::timestamptz, r.name
        FROM unnest(${sql.param(rows.map((r) => r.rowNumber))}::int[],
                    ${textArray(rows.map((r) => r.row.dedupeKey))},
                    ${textArray(rows.map((r) => r.row.externalId))},
                    ${textArray(rows.map((r) => r.row.phone))},
                    ${textArray(rows.map((r) => r.row.targetKind))},
                    ${textArray(rows.map((r) => r.row.target))},
                    ${textArray(rows.map((r) => r.row.region))},
                    ${textArray(rows.map((r) => r.row.visitedAt))},
                    ${textArray(rows.map((r) => r.row.name))})
             AS r(row_number, dedupe_key, external_id, phone, target_kind, target, region, visited_at, name)
       ORDER BY r.row_number
      ON CONFLICT (source_id, dedupe_key) DO NOTHING
      RETURNING ${IDENTIFICATION_COLUMNS}`;

const insertErrors = async (tx: Db, fileId: number, errors: BatchError[]) => {
  if (errors.length === 0) return;
  await tx.execute(sql`
    INSERT INTO source_file_errors (file_id, row_number, error, raw)
    SELECT ${fileId}, e.row_number, e.error, e.raw
      FROM unnest(${sql.param(errors.map((e) => e.rowNumber))}::int[],
                  ${textArray(errors.map((e) => e.error))},
                  ${textArray(errors.map((e) => e.raw))}) AS e(row_number, error, raw)
    ON CONFLICT (file_id, row_number) DO NOTHING`);
};

export type BatchTarget = { fileId: number; sourceId: number };

const writeOnce = async (db: Db, target: BatchTarget, batch: Batch, deliver: DeliverFn): Promise<void> => {
  await db.transaction(async (tx) => {
    // The lock makes the checkpoint a baton: a second worker on the same file waits here, then sees
    // that the checkpoint moved and stops.
    const [file] = await queryRows<{ checkpoint_row: number }>(
      tx,
      sql`SELECT checkpoint_row FROM source_files WHERE id = ${target.fileId} FOR UPDATE`,
    );
    if (!file || file.checkpoint_row !== batch.fromRow) throw new CheckpointMoved();
    const outcome =
      batch.valid.length > 0
        ? await deliver(tx, storeIdentifications(target.sourceId, target.fileId, batch.valid), new Date())
        : { imported: 0, duplicates: 0, unmatched: 0, held: 0 };
    await insertErrors(tx, target.fileId, batch.errors);
    const stored = outcome.imported + outcome.duplicates + outcome.unmatched + outcome.held;
    const known = batch.valid.length - stored;
    await tx.execute(sql`
      UPDATE source_files
         SET checkpoint_row = ${batch.toRow},
             rows = rows + ${batch.valid.length + batch.errors.length + batch.unmatched},
             imported = imported + ${outcome.imported},
             duplicates = duplicates + ${outcome.duplicates + known},
             unmatched = unmatched + ${outcome.unmatched + batch.unmatched},
             held = held + ${outcome.held},
             invalid = invalid + ${batch.errors.length}
       WHERE id = ${target.fileId}`);
  });
};

const RETRYABLE = new Set(['40P01', '40001']);

/** Writes a batch; a deadlock or serialization failure (two files racing for a company or a dedupe key) is retried. */
export const writeBatch = async (
  db: Db,
  target: BatchTarget,
  batch: Batch,
  deliver: DeliverFn,
): Promise<void> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await writeOnce(db, target, batch, deliver);
      return;
    } catch (error) {
      if (attempt >= 5 || !RETRYABLE.has(sqlStateOf(error) ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 50));
    }
  }
};
