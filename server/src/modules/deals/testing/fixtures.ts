// Test data for the deals API, written straight to the tables (deals come from the lead engine; the
// deals table's triggers keep deal_counts / deal_daily_counts as they would in production).
import type { App } from '../../../app-types.ts';

export { call, type Reply } from '../../../test/call.ts';

export const addProject = async (app: App, companyId: number, name: string): Promise<number> => {
  const { rows } = await app.database.query(
    `INSERT INTO projects (company_id, name, "limit") VALUES ($1, $2, 10) RETURNING id`,
    [companyId, name],
  );
  return Number(rows[0].id);
};

export const addSource = async (app: App, name: string): Promise<number> => {
  const { rows } = await app.database.query(`INSERT INTO sources (name) VALUES ($1) RETURNING id`, [name]);
  return Number(rows[0].id);
};

export type DealSeed = {
  phone: string;
  name?: string | null;
  projectId?: number | null;
  sourceId?: number | null;
  target?: string | null;
  region?: string | null;
  status?: string;
  comment?: string | null;
  price?: string;
  /** ISO instant; default now() */
  at?: string;
  visitedAt?: string | null;
};

/** Inserts the deals in one statement (as the engine's batch would); ids follow the input order. */
export const addDeals = async (app: App, companyId: number, deals: DealSeed[]): Promise<number[]> => {
  const { rows } = await app.database.query(
    `INSERT INTO deals (company_id, project_id, source_id, phone, name, target, region, visited_at, status,
                        comment, price, created_at)
     SELECT $1, x.project_id, x.source_id, x.phone, x.name, x.target, x.region, x.visited_at,
            coalesce(x.status, 'new'), x.comment, coalesce(x.price, 0), coalesce(x.at, now())
       FROM jsonb_to_recordset($2::jsonb) AS x(project_id bigint, source_id bigint, phone text,
            name text, target text, region text, visited_at timestamptz, status text, comment text,
            price numeric, at timestamptz)
     RETURNING id`,
    [
      companyId,
      JSON.stringify(
        deals.map((deal) => ({
          project_id: deal.projectId ?? null,
          source_id: deal.sourceId ?? null,
          phone: deal.phone,
          name: deal.name ?? null,
          target: deal.target ?? null,
          region: deal.region ?? null,
          visited_at: deal.visitedAt ?? null,
          status: deal.status ?? null,
          comment: deal.comment ?? null,
          price: deal.price ?? null,
          at: deal.at ?? null,
        })),
      ),
    ],
  );
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
};
