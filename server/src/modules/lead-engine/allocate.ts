// Decides, for the candidates in le_work, which become deals and which wait — in one statement.
// Order is first in, first out (seq). Per project: the first `day room` candidates fit the daily limit,
// the rest are held ('limit'); past the global limit's remaining room they are dropped ('unmatched':
// the project deactivates on reaching it, so a hold could never be delivered). Per company, of those
// that fit: the first trial_remaining are free ('trial'), the next are charged the lead price while
// the balance covers them ('charge'), the rest are held ('balance').
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';

export const allocate = async (tx: Db, today: string): Promise<void> => {
  await tx.execute(sql`
    WITH ranked AS (
      SELECT w.seq, w.ident_id, w.company_id, w.project_id,
             p."limit" - CASE WHEN p.deals_day = ${today}::date THEN p.deals_today ELSE 0 END AS day_room,
             p.global_limit - p.deals_total AS life_room,
             row_number() OVER (PARTITION BY w.project_id ORDER BY w.seq) AS project_rank
        FROM le_work w JOIN projects p ON p.id = w.project_id
    ), limited AS (
      SELECT r.*, CASE WHEN r.life_room IS NOT NULL AND r.project_rank > r.life_room THEN 'unmatched'
                       WHEN r.project_rank > r.day_room THEN 'limit' END AS blocked
        FROM ranked r
    ), ranked_paid AS (
      SELECT l.seq, l.ident_id, l.company_id, l.project_id, c.lead_price, c.balance,
             row_number() OVER (PARTITION BY l.company_id ORDER BY l.seq) - c.trial_remaining AS paid_rank
        FROM limited l JOIN companies c ON c.id = l.company_id
       WHERE l.blocked IS NULL
    )
    INSERT INTO le_alloc (seq, ident_id, company_id, project_id, outcome)
    SELECT seq, ident_id, company_id, project_id,
           CASE WHEN paid_rank <= 0 THEN 'trial'
                WHEN lead_price <= 0 OR paid_rank * lead_price <= balance THEN 'charge'
                ELSE 'balance' END
      FROM ranked_paid
    UNION ALL
    SELECT seq, ident_id, company_id, project_id, blocked FROM limited WHERE blocked IS NOT NULL`);
};
