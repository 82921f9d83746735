// Status and comment edits of one deal (spec §7: each changed on its own). The counters follow by
// trigger; the company's other tabs hear {type:'deals', count: 0} at commit and refetch.
import { sql, type SQL } from 'drizzle-orm';
import type { Deal, DealStatus } from '@lp/shared/contracts/deals';
import type { Db } from '../../db/connect.ts';
import { publishLive } from '../notifications/service.ts';
import { DEAL_COLUMNS, toDeal } from './deal-sql.ts';

// One statement: the update (scoped to the company, so another company's id is "not found") and the
// deal as the list shows it.
const updateDeal = async (db: Db, companyId: number, id: number, set: SQL): Promise<Deal | null> =>
  db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      WITH d AS (
        UPDATE deals SET ${set}, updated_at = now() WHERE id = ${id} AND company_id = ${companyId} RETURNING *
      )
      SELECT ${sql.raw(DEAL_COLUMNS)} FROM d`);
    const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
    if (!row) return null;
    // count 0: nothing new arrived, but lists and stat groups elsewhere are stale.
    await publishLive(tx, companyId, { type: 'deals', count: 0 });
    return toDeal(row);
  });

export const setDealStatus = (db: Db, companyId: number, id: number, status: DealStatus) =>
  updateDeal(db, companyId, id, sql`status = ${status}`);

/** '' or blanks clear the comment like null. */
export const setDealComment = (db: Db, companyId: number, id: number, comment: string | null | undefined) => {
  const value = comment === undefined || comment === null || comment.trim() === '' ? null : comment;
  return updateDeal(db, companyId, id, sql`comment = ${value}`);
};
