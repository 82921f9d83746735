// Test fixtures for the lead engine, shared with the ingestion tests: a source, a company with money
// and trial, a project, identifications inserted in bulk, a delivery run, and the global invariants.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { App } from '../../../app-types.ts';
import type { Db } from '../../../db/connect.ts';
import { queryRows } from '../../../db/query.ts';
import { createCompany } from '../../../test/helpers.ts';
import { postEntry } from '../../billing/ledger.ts';
import { deliverIdentifications, type BatchOutcome } from '../deliver.ts';
import { releaseHolds, type ReleaseOutcome } from '../release-holds.ts';

export const uniqueDomain = (): string => `t${randomBytes(5).toString('hex')}.example`;

let phoneSeq = 0;
/** A valid normal-form phone; unique within a test process (a counter, behind a random prefix). */
export const uniquePhone = (): string => {
  phoneSeq += 1;
  const prefix = String(randomBytes(2).readUInt16BE(0) % 100_000).padStart(5, '0');
  return `79${prefix}${String(phoneSeq % 10_000).padStart(4, '0')}`;
};

/** `n` fresh phones aimed at one domain (the rows of a file that target one project). */
export const rowsFor = (domain: string, n: number): IdentificationSpec[] =>
  Array.from({ length: n }, () => ({ phone: uniquePhone(), target: domain }));

export const makeSource = async (
  app: App,
  name = `Source ${randomBytes(3).toString('hex')}`,
): Promise<number> => {
  const [row] = await queryRows<{ id: number }>(
    app.db,
    sql`INSERT INTO sources (name, kind, price) VALUES (${name}, 'file', 1.50) RETURNING id`,
  );
  return Number(row.id);
};

export type CompanySpec = {
  leadPrice?: string;
  balance?: string;
  trial?: number;
  status?: 'active' | 'inactive';
};

/** A company whose balance comes from a completed top-up (so the ledger invariant holds). */
export const makeCompany = async (app: App, spec: CompanySpec = {}): Promise<number> => {
  const { company } = await createCompany(app, { leadPrice: spec.leadPrice ?? '100.00' });
  await app.db.transaction(async (tx) => {
    if (spec.balance && Number(spec.balance) > 0)
      await postEntry(tx, {
        companyId: company.id,
        type: 'topup',
        amount: spec.balance,
        description: 'test',
      });
    await tx.execute(sql`UPDATE companies SET trial_remaining = ${spec.trial ?? 0},
      status = ${spec.status ?? 'active'} WHERE id = ${company.id}`);
  });
  return company.id;
};

export type ProjectSpec = {
  domains?: string[];
  phones?: string[];
  geo?: string[];
  weekdays?: number[];
  limit?: number;
  globalLimit?: number | null;
  status?: 'active' | 'inactive';
  name?: string;
};

export const makeProject = async (app: App, companyId: number, spec: ProjectSpec): Promise<number> => {
  const [row] = await queryRows<{ id: number }>(
    app.db,
    sql`INSERT INTO projects (company_id, name, domains, phones, geo, weekdays, "limit", global_limit, status, sync_status)
        VALUES (${companyId}, ${spec.name ?? `Project ${randomBytes(3).toString('hex')}`},
                ${`{${(spec.domains ?? []).join(',')}}`}::text[], ${`{${(spec.phones ?? []).join(',')}}`}::text[],
                ${`{${(spec.geo ?? []).join(',')}}`}::text[], ${`{${(spec.weekdays ?? []).join(',')}}`}::smallint[],
                ${spec.limit ?? 1000}, ${spec.globalLimit ?? null}, ${spec.status ?? 'active'}, 'synced')
        RETURNING id`,
  );
  return Number(row.id);
};

export type IdentificationSpec = {
  phone: string;
  target: string;
  kind?: 'domain' | 'phone';
  region?: string | null;
  visitedAt?: string;
  name?: string | null;
};

/** Inserts the rows in order (one statement) and returns their ids in the same order. */
export const insertIdentifications = async (
  db: Db,
  sourceId: number,
  rows: IdentificationSpec[],
): Promise<number[]> => {
  if (rows.length === 0) return [];
  const visited = rows.map((row) => row.visitedAt ?? '2026-11-20T10:00:00.000Z');
  const keys = rows.map(
    (row, index) => `${row.phone}|${row.target}|${visited[index]}|${randomBytes(4).toString('hex')}`,
  );
  const column = (values: Array<string | null>) =>
    sql`jsonb_array_elements_text(${JSON.stringify(values)}::jsonb)`;
  const inserted = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO identifications (source_id, dedupe_key, phone, target_kind, target, region, visited_at, name)
        SELECT ${sourceId}, u.k, u.p, u.tk, u.t, u.r, u.v::timestamptz, u.n
          FROM ROWS FROM (
            ${column(keys)}, ${column(rows.map((row) => row.phone))},
            ${column(rows.map((row) => row.kind ?? 'domain'))}, ${column(rows.map((row) => row.target))},
            ${column(rows.map((row) => row.region ?? null))}, ${column(visited)},
            ${column(rows.map((row) => row.name ?? null))}
          ) WITH ORDINALITY AS u(k, p, tk, t, r, v, n, ord)
         ORDER BY u.ord
        RETURNING id`,
  );
  return inserted.map((row) => Number(row.id)).sort((a, b) => a - b);
};

export const deliver = (app: App, ids: number[], now: Date): Promise<BatchOutcome> =>
  app.db.transaction((tx) => deliverIdentifications(tx, ids, now, { jobs: app.jobs }));

export const release = (app: App, companyId: number | null, now: Date): Promise<ReleaseOutcome> =>
  app.db.transaction((tx) => releaseHolds(tx, companyId, now));

/** Companies whose stored balance differs from the sum of their completed statement rows (want: none). */
export const ledgerMismatches = (db: Db) =>
  queryRows<{ id: number; stored: string; computed: string }>(
    db,
    sql`SELECT c.id, c.balance::text AS stored, coalesce(s.sum, 0)::numeric(14, 2)::text AS computed
          FROM companies c
          LEFT JOIN (SELECT company_id, sum(amount) AS sum FROM account_statements
                      WHERE status = 'completed' GROUP BY company_id) s ON s.company_id = c.id
         WHERE c.balance <> coalesce(s.sum, 0)`,
  );

/** Counter rows that disagree with a real count over deals (want: none). */
export const counterMismatches = (db: Db) =>
  queryRows<{ what: string; id: number }>(
    db,
    sql`SELECT 'deal_counts' AS what, c.id FROM companies c
         WHERE coalesce((SELECT sum(n) FROM deal_counts WHERE company_id = c.id), 0)
               <> (SELECT count(*) FROM deals WHERE company_id = c.id)
           OR EXISTS (SELECT 1 FROM deal_counts dc WHERE dc.company_id = c.id
                       AND dc.n <> (SELECT count(*) FROM deals d WHERE d.company_id = c.id AND d.status = dc.status))
        UNION ALL
        SELECT 'projects.deals_total', p.id FROM projects p
         WHERE p.deals_total <> (SELECT count(*) FROM deals d WHERE d.project_id = p.id)
        UNION ALL
        SELECT 'projects.deals_today', p.id FROM projects p
         WHERE p.deals_day IS NOT NULL AND p.deals_today <> (SELECT count(*) FROM deals d WHERE d.project_id = p.id
               AND (d.created_at AT TIME ZONE 'Europe/Moscow')::date = p.deals_day)
        UNION ALL
        SELECT 'project_totals', t.company_id FROM project_totals t
         WHERE t.deals_total <> (SELECT coalesce(sum(deals_total), 0) FROM projects WHERE company_id = t.company_id)
            OR (t.deals_day IS NOT NULL AND t.deals_today <> (SELECT coalesce(sum(deals_today), 0) FROM projects
                 WHERE company_id = t.company_id AND deals_day = t.deals_day))`,
  );

export type CompanyState = {
  balance: string;
  trial: number;
  deals: number;
  holds: number;
  duplicates: number;
};

export const companyState = async (db: Db, companyId: number): Promise<CompanyState> => {
  const [row] = await queryRows<CompanyState>(
    db,
    sql`SELECT c.balance::text AS balance, c.trial_remaining AS trial,
               (SELECT count(*)::int FROM deals WHERE company_id = c.id) AS deals,
               (SELECT count(*)::int FROM deal_holds WHERE company_id = c.id AND status = 'held') AS holds,
               (SELECT count(*)::int FROM deal_duplicates WHERE company_id = c.id) AS duplicates
          FROM companies c WHERE c.id = ${companyId}`,
  );
  return row;
};
