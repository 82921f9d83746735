// Per-transaction scratch tables of one engine run. Temp tables keep a 10k-row batch inside the
// database (no per-row round trips); ON COMMIT DROP cleans up, the DROP first allows a second run
// (deliver, then release) in the same transaction.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';

const TABLES = ['le_in', 'le_pair', 'le_fresh', 'le_locked', 'le_work', 'le_alloc', 'le_deal'] as const;

export const resetWorkTables = async (tx: Db): Promise<void> => {
  await tx.execute(sql.raw(`DROP TABLE IF EXISTS ${TABLES.join(', ')}`));
  // The run's identifications with everything a deal copies from them, so that no later step reads
  // the identifications table (a hash join there once scanned all of it on every batch).
  await tx.execute(sql`CREATE TEMP TABLE le_in (
      id bigint PRIMARY KEY, source_id bigint NOT NULL, phone text NOT NULL, target_kind text NOT NULL,
      target text NOT NULL, region text, name text, visited_at timestamptz NOT NULL
    ) ON COMMIT DROP`);
  // The companies this run locked: it works for them only.
  await tx.execute(sql`CREATE TEMP TABLE le_locked (company_id bigint PRIMARY KEY) ON COMMIT DROP`);
  // Candidates to allocate, in first-in-first-out order (seq).
  await tx.execute(sql`CREATE TEMP TABLE le_work (
      seq bigint NOT NULL, ident_id bigint NOT NULL, company_id bigint NOT NULL, project_id bigint NOT NULL
    ) ON COMMIT DROP`);
  // outcome: trial | charge (deliver), limit | balance (hold), unmatched (over the project's global limit)
  await tx.execute(sql`CREATE TEMP TABLE le_alloc (
      seq bigint NOT NULL, ident_id bigint NOT NULL, company_id bigint NOT NULL, project_id bigint NOT NULL,
      outcome text NOT NULL
    ) ON COMMIT DROP`);
  // The deals this run inserted.
  await tx.execute(sql`CREATE TEMP TABLE le_deal (
      id bigint NOT NULL, company_id bigint NOT NULL, project_id bigint NOT NULL, identification_id bigint NOT NULL,
      phone text NOT NULL, price numeric NOT NULL, charge_type text NOT NULL
    ) ON COMMIT DROP`);
};

/**
 * Locks companies in ascending id order (every engine and ledger writer does, so batches never
 * deadlock) and records them in le_locked: a run then works only for them, so it never needs a second
 * company lock. A join to le_locked, not `= ANY (ids)`: the planner misjudges a long id array (a 2,000-id
 * filter on companies drove a cross join with the batch, 100 s instead of 20 ms, measured).
 */
export const lockCompanies = async (tx: Db, companyIds: SQL): Promise<void> => {
  await tx.execute(sql`
    WITH locked AS (SELECT id FROM companies WHERE id IN (${companyIds}) ORDER BY id FOR UPDATE)
    INSERT INTO le_locked (company_id) SELECT id FROM locked`);
};

/** An id list as one bigint[] parameter (not one parameter per id). */
export const idArray = (ids: number[]): SQL => sql`${`{${ids.join(',')}}`}::bigint[]`;
