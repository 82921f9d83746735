// The lead engine's entry point for ingestion (domain.md "Sources and ingestion"): turns freshly stored
// identifications into deals, duplicates and holds inside the caller's transaction. Set-based: a batch
// is a fixed number of statements over temp tables whatever its size (README "Lead engine").
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { queryRows } from '../../db/query.ts';
import type { Jobs } from '../../jobs/queue.ts';
import { allocate } from './allocate.ts';
import { announce } from './announce.ts';
import { businessDay } from './business-day.ts';
import { readEngineSettings } from './engine-settings.ts';
import { recordHolds, settleReleased } from './holds.ts';
import {
  identificationsById,
  loadBatch,
  lockBatchCompanies,
  matchPairs,
  recordDuplicates,
  splitDuplicates,
  type IdentificationRows,
} from './match.ts';
import { queueHeldCandidates } from './release-holds.ts';
import { resetWorkTables } from './work-tables.ts';
import { writeDeals } from './write-deals.ts';

/** Per-row outcome counts of one batch; every identification passed lands in exactly one of them. */
export type BatchOutcome = { imported: number; duplicates: number; unmatched: number; held: number };

export type DeliverDeps = { jobs: Jobs };

const NOTHING: BatchOutcome = { imported: 0, duplicates: 0, unmatched: 0, held: 0 };

/** Below every identification id: released holds' seq starts here. */
const HELD_FIRST = 2 ** 53 - 1;

// Precedence per identification: imported (≥1 deal) > held (≥1 hold) > duplicates > unmatched. Only
// the batch's own rows count (le_pair): released holds of earlier batches are in le_deal and le_alloc too.
const countOutcomes = async (tx: Db, total: number): Promise<BatchOutcome> => {
  const [row] = await queryRows<{ imported: number; held: number; duplicates: number }>(
    tx,
    sql`WITH k AS (
          SELECT ident_id, prior AS kind FROM le_pair WHERE prior IS NOT NULL
          UNION ALL SELECT identification_id, 'deal' FROM le_deal
          UNION ALL SELECT ident_id, 'hold' FROM le_alloc WHERE outcome IN ('limit', 'balance')
          UNION ALL SELECT ident_id, 'dup' FROM le_fresh WHERE dup
        ), batch AS (
          SELECT * FROM k WHERE ident_id IN (SELECT ident_id FROM le_pair)
        ), per AS (
          SELECT ident_id, bool_or(kind = 'deal') AS deal, bool_or(kind = 'hold') AS hold FROM batch GROUP BY ident_id
        )
        SELECT count(*) FILTER (WHERE deal)::int AS imported,
               count(*) FILTER (WHERE NOT deal AND hold)::int AS held,
               count(*) FILTER (WHERE NOT deal AND NOT hold)::int AS duplicates
          FROM per`,
  );
  return { ...row, unmatched: total - row.imported - row.held - row.duplicates };
};

/**
 * Matches identifications (ids of stored rows, or a query yielding them: see IdentificationRows; in
 * file order) to active projects and delivers: one deal per matching company, charged through the
 * ledger; duplicates recorded; over the daily limit or without money → held. Runs in `tx`: all or nothing.
 */
export const deliverIdentifications = async (
  tx: Db,
  identifications: number[] | IdentificationRows,
  now: Date,
  _deps: DeliverDeps,
): Promise<BatchOutcome> => {
  if (Array.isArray(identifications) && identifications.length === 0) return NOTHING;
  const at = now.toISOString();
  const day = businessDay(now);
  const settings = await readEngineSettings(tx);

  await resetWorkTables(tx);
  const total = await loadBatch(
    tx,
    Array.isArray(identifications) ? identificationsById(identifications) : identifications,
  );
  if (total === 0) return NOTHING;
  await lockBatchCompanies(tx);
  // Everything below reads company and project state after the locks: a concurrent batch's counters
  // and balances are already committed and visible (READ COMMITTED takes a snapshot per statement).
  await matchPairs(tx, day);
  await splitDuplicates(tx, at, settings.duplicateWindowDays);
  // First in, first out across batches: the locked companies' open holds go before the new rows
  // (negative seq), so a batch that arrives between a top-up (or midnight) and the release job cannot
  // take the money or the room they wait for.
  await queueHeldCandidates(tx, day, at, -HELD_FIRST);
  await allocate(tx, day.ymd);
  const summary = await writeDeals(tx, at, day.ymd);
  await settleReleased(tx, at);
  const heldForFunds = await recordHolds(tx, at, settings.holdDays);
  await recordDuplicates(tx, at);
  await announce(tx, summary, heldForFunds);
  return countOutcomes(tx, total);
};
