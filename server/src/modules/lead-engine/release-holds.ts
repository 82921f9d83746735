// Delivers held deals when they fit (domain.md: "delivered first in, first out at the start of the next
// day on which it fits, or as soon as the balance is topped up, and expires after 3 days"). The same
// allocation as a fresh batch, over the open holds in (held_at, identification_id) order.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { allocate } from './allocate.ts';
import { announce } from './announce.ts';
import { businessDay, type BusinessDay } from './business-day.ts';
import { expireHolds, settleReleased } from './holds.ts';
import { addToBatch, IDENTIFICATION_COLUMNS } from './match.ts';
import { lockCompanies, resetWorkTables } from './work-tables.ts';
import { writeDeals } from './write-deals.ts';

export type ReleaseOutcome = { delivered: number; expired: number };

/**
 * le_work ← the open holds of the locked companies, oldest first (seq from `seqBase` up), and their
 * identifications into le_in. A hold waits for its own project: only while that project (and its
 * company) is active and takes deals today. Geo was checked when the row matched.
 */
export const queueHeldCandidates = async (
  tx: Db,
  day: BusinessDay,
  now: string,
  seqBase: number,
): Promise<void> => {
  await tx.execute(sql`
    INSERT INTO le_work (seq, ident_id, company_id, project_id)
    SELECT ${seqBase}::bigint + row_number() OVER (ORDER BY h.held_at, h.identification_id),
           h.identification_id, h.company_id, h.project_id
      FROM deal_holds h
      JOIN projects p ON p.id = h.project_id
      JOIN companies c ON c.id = h.company_id
      JOIN le_locked l ON l.company_id = h.company_id
     WHERE h.status = 'held' AND h.expires_at > ${now}::timestamptz
       AND p.status = 'active' AND c.status = 'active'
       AND (cardinality(p.weekdays) = 0 OR ${day.isoWeekday}::smallint = ANY (p.weekdays))`);
  await addToBatch(
    tx,
    sql`SELECT ${IDENTIFICATION_COLUMNS} FROM identifications
         WHERE id IN (SELECT w.ident_id FROM le_work w WHERE NOT EXISTS (SELECT 1 FROM le_in i WHERE i.id = w.ident_id))`,
  );
};

/** `companyId` null = every company (the daily run); a company's id after its top-up. */
export const releaseHolds = async (tx: Db, companyId: number | null, now: Date): Promise<ReleaseOutcome> => {
  const at = now.toISOString();
  const day = businessDay(now);
  const company = sql`${companyId}::bigint`;
  await resetWorkTables(tx);
  await lockCompanies(
    tx,
    sql`SELECT company_id FROM deal_holds WHERE status = 'held' AND (${company} IS NULL OR company_id = ${company})`,
  );
  // After the locks: two runs that both expire and deliver a company's holds queue up on it, instead of
  // one waiting for the other's hold rows while holding the company.
  const expired = await expireHolds(tx, companyId, at);
  await queueHeldCandidates(tx, day, at, 0);
  await allocate(tx, day.ymd);
  const summary = await writeDeals(tx, at, day.ymd);
  await settleReleased(tx, at);
  await announce(tx, summary);
  let delivered = 0;
  for (const n of summary.perCompany.values()) delivered += n;
  return { delivered, expired };
};
