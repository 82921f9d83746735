// deal_holds writes: new holds from a batch, and the outcome of a release run.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { queryRows } from '../../db/query.ts';
import type { HeldForFunds } from './money-notices.ts';

/**
 * A batch's held candidates; each expires hold_days after it was held. Answers, per company, how
 * many of the new holds wait for money.
 */
export const recordHolds = (tx: Db, now: string, holdDays: number): Promise<HeldForFunds> =>
  queryRows<HeldForFunds[number]>(
    tx,
    sql`WITH held AS (
          INSERT INTO deal_holds (company_id, identification_id, project_id, reason, held_at, expires_at)
          SELECT company_id, ident_id, project_id, outcome, ${now}::timestamptz,
                 ${now}::timestamptz + make_interval(days => ${holdDays}::int)
            FROM le_alloc WHERE outcome IN ('limit', 'balance')
           ORDER BY seq
          ON CONFLICT (company_id, identification_id) DO NOTHING
          RETURNING company_id, reason)
        SELECT company_id, count(*)::int AS n FROM held WHERE reason = 'balance'
         GROUP BY company_id ORDER BY company_id`,
  );

/** Open holds older than their expiry: they are never delivered. */
export const expireHolds = async (tx: Db, companyId: number | null, now: string): Promise<number> => {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`WITH expired AS (
          UPDATE deal_holds SET status = 'expired', resolved_at = ${now}::timestamptz
           WHERE status = 'held' AND expires_at <= ${now}::timestamptz
             AND (${companyId}::bigint IS NULL OR company_id = ${companyId}::bigint)
          RETURNING 1)
        SELECT count(*)::int AS n FROM expired`,
  );
  return row.n;
};

/** Marks the released holds delivered, and records why the rest still wait. */
export const settleReleased = async (tx: Db, now: string): Promise<void> => {
  await tx.execute(sql`
    UPDATE deal_holds h SET status = 'delivered', resolved_at = ${now}::timestamptz, deal_id = d.id
      FROM le_deal d WHERE h.company_id = d.company_id AND h.identification_id = d.identification_id`);
  await tx.execute(sql`
    UPDATE deal_holds h SET reason = a.outcome
      FROM le_alloc a
     WHERE h.company_id = a.company_id AND h.identification_id = a.ident_id
       AND a.outcome IN ('limit', 'balance') AND h.reason <> a.outcome`);
};
