// Matching and duplicate detection for a batch of identifications (domain.md "Sources and ingestion").
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { queryRows } from '../../db/query.ts';
import type { BusinessDay } from './business-day.ts';
import { idArray, lockCompanies } from './work-tables.ts';

/**
 * The identifications of a batch: a query yielding IDENTIFICATION_COLUMNS, in file order. A SELECT, or
 * the INSERT … RETURNING that stores them (ingestion fills le_in in that same statement instead of
 * reading the rows back).
 */
export type IdentificationRows = SQL;

export const IDENTIFICATION_COLUMNS = sql.raw(
  'id, source_id, phone, target_kind, target, region, name, visited_at',
);

/** By id; the list travels as one array literal, not 10k parameters. */
export const identificationsById = (ids: number[]): IdentificationRows =>
  sql`SELECT ${IDENTIFICATION_COLUMNS} FROM identifications WHERE id = ANY (${idArray(ids)}) ORDER BY id`;

/** The batch's identifications into le_in (work-tables.ts); answers how many. */
export const loadBatch = async (tx: Db, rows: IdentificationRows): Promise<number> => {
  const loaded = await addToBatch(tx, rows);
  // Real row counts and value spread for the planner (a temp table has none until analysed).
  await tx.execute(sql`ANALYZE le_in`);
  return loaded;
};

/** Rows into le_in (a batch, or the held identifications a run releases); answers how many were new. */
export const addToBatch = async (tx: Db, rows: IdentificationRows): Promise<number> => {
  const [added] = await queryRows<{ n: number }>(
    tx,
    sql`WITH rows AS (${rows}), stored AS (
          INSERT INTO le_in (${IDENTIFICATION_COLUMNS})
          SELECT ${IDENTIFICATION_COLUMNS} FROM rows ON CONFLICT (id) DO NOTHING RETURNING 1)
        SELECT count(*)::int AS n FROM stored`,
  );
  return added.n;
};

/** Locks every company that may buy from this batch, before any of their state is read. */
export const lockBatchCompanies = (tx: Db): Promise<void> =>
  lockCompanies(
    tx,
    sql`SELECT pt.company_id FROM le_in i JOIN project_targets pt ON pt.value = i.target AND pt.kind = i.target_kind`,
  );

/**
 * le_pair: one row per (identification, company) that matches. A company with several matching
 * projects gets the lowest-id one that still had room (daily and global) at the start of the batch,
 * else the lowest id. Only locked companies take part (a project added mid-batch waits for the next).
 * `prior` marks pairs an earlier run already settled (deal, hold or dup): a retry
 * or a re-upload changes nothing for them.
 */
export const matchPairs = async (tx: Db, day: BusinessDay): Promise<void> => {
  await tx.execute(sql`CREATE TEMP TABLE le_pair ON COMMIT DROP AS
    WITH m AS (
      SELECT DISTINCT ON (i.id, p.company_id) i.id AS ident_id, p.company_id, p.id AS project_id, i.phone
        FROM le_in i
        JOIN project_targets pt ON pt.value = i.target AND pt.kind = i.target_kind
        JOIN projects p ON p.id = pt.project_id
        JOIN companies c ON c.id = p.company_id
        JOIN le_locked l ON l.company_id = p.company_id
       WHERE p.status = 'active' AND c.status = 'active' 
         AND (cardinality(p.geo) = 0 OR i.region = ANY (p.geo))
         AND (cardinality(p.weekdays) = 0 OR ${day.isoWeekday}::smallint = ANY (p.weekdays))
       ORDER BY i.id, p.company_id,
             ((CASE WHEN p.deals_day = ${day.ymd}::date THEN p.deals_today ELSE 0 END) < p."limit"
               AND (p.global_limit IS NULL OR p.deals_total < p.global_limit)) DESC,
             p.id
    )
    SELECT m.*,
           CASE WHEN d.id IS NOT NULL THEN 'deal'
                WHEN h.company_id IS NOT NULL THEN 'hold'
                WHEN x.company_id IS NOT NULL THEN 'dup' END AS prior
      FROM m
      LEFT JOIN deals d ON d.company_id = m.company_id AND d.identification_id = m.ident_id
      LEFT JOIN deal_holds h ON h.company_id = m.company_id AND h.identification_id = m.ident_id
      LEFT JOIN deal_duplicates x ON x.company_id = m.company_id AND x.identification_id = m.ident_id`);
};

/**
 * le_fresh: the unsettled pairs, each marked duplicate or not. A duplicate: the company got a deal with
 * that phone created less than the window before now (exactly the window ago is outside), or holds
 * that phone (a later delivery would be a second deal), or an earlier row of this batch has it.
 * Then le_work gets the rest, in identification order.
 */
export const splitDuplicates = async (tx: Db, now: string, windowDays: number): Promise<void> => {
  await tx.execute(sql`CREATE TEMP TABLE le_fresh ON COMMIT DROP AS
    WITH fresh AS (
      SELECT p.ident_id, p.company_id, p.project_id, p.phone,
             row_number() OVER (PARTITION BY p.company_id, p.phone ORDER BY p.ident_id) AS phone_rank
        FROM le_pair p WHERE p.prior IS NULL
    ), held_phones AS (
      SELECT DISTINCT h.company_id, i.phone
        FROM deal_holds h JOIN identifications i ON i.id = h.identification_id
       WHERE h.status = 'held' AND h.company_id IN (SELECT company_id FROM le_pair)
    ), checked AS (
      SELECT f.*,
             (SELECT d.id FROM deals d
               WHERE d.company_id = f.company_id AND d.phone = f.phone
                 AND d.created_at > ${now}::timestamptz - make_interval(days => ${windowDays}::int)
               ORDER BY d.created_at DESC, d.id DESC LIMIT 1) AS original_deal_id,
             hp.company_id IS NOT NULL AS phone_held
        FROM fresh f
        LEFT JOIN held_phones hp ON hp.company_id = f.company_id AND hp.phone = f.phone
    )
    SELECT ident_id, company_id, project_id, phone, original_deal_id,
           (phone_rank > 1 OR original_deal_id IS NOT NULL OR phone_held) AS dup
      FROM checked`);
  await tx.execute(sql`INSERT INTO le_work (seq, ident_id, company_id, project_id)
    SELECT ident_id, ident_id, company_id, project_id FROM le_fresh WHERE NOT dup`);
};

/** Records the batch's duplicates; an in-batch one points at the deal its first row became (if any). */
export const recordDuplicates = async (tx: Db, now: string): Promise<void> => {
  await tx.execute(sql`
    INSERT INTO deal_duplicates (company_id, identification_id, project_id, original_deal_id, created_at)
    SELECT f.company_id, f.ident_id, f.project_id, coalesce(f.original_deal_id, d.id), ${now}::timestamptz
      FROM le_fresh f
      LEFT JOIN le_deal d ON d.company_id = f.company_id AND d.phone = f.phone
     WHERE f.dup
    ON CONFLICT (company_id, identification_id) DO NOTHING`);
};
