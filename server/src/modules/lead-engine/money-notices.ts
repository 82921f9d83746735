// The two money notifications of domain.md "Billing": deals held for lack of funds, and a balance that
// fell below the cost of one day of the company's active projects. At most one unread of each kind per
// company: a company out of money would otherwise get one per delivery batch.
import { sql } from 'drizzle-orm';
import type { Notification, NotificationType } from '@lp/shared/contracts/projects';
import type { Db } from '../../db/connect.ts';
import { queryRows } from '../../db/query.ts';
import { notifyCompany } from '../notifications/service.ts';

export type HeldForFunds = Array<{ company_id: number; n: number }>;

/** Notifies the company unless a notice of that type still waits unread. */
const notifyOnce = async (
  tx: Db,
  companyId: number,
  type: NotificationType,
  data: Notification['data'],
): Promise<void> => {
  const unread = await queryRows(
    tx,
    sql`SELECT 1 FROM notifications WHERE company_id = ${companyId} AND type = ${type} AND read_at IS NULL LIMIT 1`,
  );
  if (unread.length === 0) await notifyCompany(tx, companyId, type, data);
};

/** Companies whose new deals this run held for lack of funds. */
export const noticeHeldForFunds = async (tx: Db, held: HeldForFunds): Promise<void> => {
  for (const { company_id: companyId, n } of held)
    await notifyOnce(tx, Number(companyId), 'deals_held_no_funds', { count: n });
};

/**
 * Companies this run's charges (le_deal) took from at or above one day's cost (lead price × the sum
 * of the active projects' daily limits) to below it. Runs after the charges, under the company locks.
 */
export const noticeLowBalance = async (tx: Db): Promise<void> => {
  const crossed = await queryRows<{ company_id: number; balance: string; day_cost: string }>(
    tx,
    sql`SELECT c.id AS company_id, c.balance::text AS balance,
               (c.lead_price * sum(p."limit"))::numeric(14, 2)::text AS day_cost
          FROM (SELECT company_id, sum(price) AS spent FROM le_deal GROUP BY company_id) s
          JOIN companies c ON c.id = s.company_id
          JOIN projects p ON p.company_id = c.id AND p.status = 'active'
         GROUP BY c.id, c.balance, c.lead_price, s.spent
        HAVING c.balance < c.lead_price * sum(p."limit")
           AND c.balance + s.spent >= c.lead_price * sum(p."limit")
         ORDER BY c.id`,
  );
  for (const row of crossed)
    await notifyOnce(tx, Number(row.company_id), 'balance_low', {
      balance: row.balance,
      day_cost: row.day_cost,
    });
};
