// Turns the allocated 'trial' and 'charge' rows of le_alloc into deals, statement rows and counters,
// all in the caller's transaction (domain.md: "Delivery of a deal, in one transaction"). The rows come
// from le_in (match.ts loadBatch), which both a fresh batch and a release fill.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { queryRows } from '../../db/query.ts';
import { postDealCharges } from '../billing/ledger.ts';

export type DeliveredSummary = {
  /** New deals per company (for the live 'deals' event). */
  perCompany: Map<number, number>;
  /** Projects that reached their global limit in this run and were deactivated. */
  deactivated: Array<{ projectId: number; companyId: number; name: string }>;
};

const insertDeals = async (tx: Db, now: string): Promise<void> => {
  // ON CONFLICT: the unique (company, identification) index is the last word on exactly-once; a
  // skipped row is not in le_deal, so it is never charged.
  await tx.execute(sql`
    WITH inserted AS (
      INSERT INTO deals (company_id, project_id, identification_id, source_id, phone, name, target, region,
                         visited_at, status, price, charge_type, created_at, updated_at)
      SELECT a.company_id, a.project_id, a.ident_id, i.source_id, i.phone, i.name, i.target, i.region,
             i.visited_at, 'new', CASE WHEN a.outcome = 'trial' THEN 0 ELSE c.lead_price END, a.outcome,
             ${now}::timestamptz, ${now}::timestamptz
        FROM le_alloc a
        JOIN le_in i ON i.id = a.ident_id
        JOIN companies c ON c.id = a.company_id
       WHERE a.outcome IN ('trial', 'charge')
       ORDER BY a.seq, a.company_id
      ON CONFLICT (company_id, identification_id) DO NOTHING
      RETURNING id, company_id, project_id, identification_id, phone, price, charge_type)
    INSERT INTO le_deal SELECT id, company_id, project_id, identification_id, phone, price, charge_type FROM inserted`);
};

const chargeDeals = (tx: Db, now: string) =>
  // A zero lead price (and not a trial) costs nothing and writes no row: a charge is negative by rule.
  postDealCharges(
    tx,
    sql`SELECT company_id, id AS deal_id, charge_type AS type, -price AS amount,
               'Сделка: +7 ' || substr(phone, 2, 3) || ' *** ** ' || substr(phone, 10, 2) AS description,
               ${now}::timestamptz AS created_at
          FROM le_deal WHERE charge_type = 'trial' OR price > 0`,
  );

const bumpCounters = async (tx: Db, today: string): Promise<DeliveredSummary['deactivated']> => {
  // deals_today counts deals_day only: a new Moscow day restarts it. Reaching global_limit deactivates.
  const rows = await queryRows<{ id: number; company_id: number; name: string; deactivated: boolean }>(
    tx,
    sql`WITH n AS (
          SELECT d.project_id, count(*) AS n, p.status AS old_status
            FROM le_deal d JOIN projects p ON p.id = d.project_id GROUP BY d.project_id, p.status)
        UPDATE projects p SET
          deals_total = p.deals_total + n.n,
          deals_today = CASE WHEN p.deals_day = ${today}::date THEN p.deals_today + n.n ELSE n.n END,
          deals_day = ${today}::date,
          status = CASE WHEN p.global_limit IS NOT NULL AND p.deals_total + n.n >= p.global_limit
                        THEN 'inactive' ELSE p.status END
          FROM n WHERE p.id = n.project_id
        RETURNING p.id, p.company_id, p.name, (n.old_status = 'active' AND p.status = 'inactive') AS deactivated`,
  );
  await tx.execute(sql`
    UPDATE project_totals t SET
      deals_total = t.deals_total + n.n,
      deals_today = CASE WHEN t.deals_day = ${today}::date THEN t.deals_today + n.n ELSE n.n END,
      deals_day = ${today}::date
      FROM (SELECT company_id, count(*) AS n FROM le_deal GROUP BY company_id) AS n
     WHERE t.company_id = n.company_id`);
  return rows
    .filter((row) => row.deactivated)
    .map((row) => ({ projectId: Number(row.id), companyId: Number(row.company_id), name: row.name }));
};

export const writeDeals = async (tx: Db, now: string, today: string): Promise<DeliveredSummary> => {
  await insertDeals(tx, now);
  await chargeDeals(tx, now);
  const deactivated = await bumpCounters(tx, today);
  // HOOK(integrations, CRM): enqueue the effects of each row of le_deal here, in this transaction —
  // integration pushes (app.jobs.sendMany) and a CRM lead in the company's first stage.
  const counts = await queryRows<{ company_id: number; n: number }>(
    tx,
    sql`SELECT company_id, count(*)::int AS n FROM le_deal GROUP BY company_id ORDER BY company_id`,
  );
  return {
    perCompany: new Map(counts.map((row) => [Number(row.company_id), Number(row.n)])),
    deactivated,
  };
};
