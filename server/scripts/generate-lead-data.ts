// Realistic lead data for tests and the ingest bench: sources (with ingest tokens), companies with a
// balance and a lead price, projects with ~5 targets each (domains and phones, regions, weekdays), and
// source files (CSV or XLSX) of any size where a chosen share of rows hit those targets, some rows are
// invalid and some repeat. Companies and projects are made set-based (generate_series), so 2,000
// companies with 10,000 projects take seconds; files are written as streams.
//
// CLI:  pnpm exec node scripts/generate-lead-data.ts --database-url postgres://… --companies 2000 \
//         --projects 10000 --rows 1000000 --out /tmp/leads.csv [--format xlsx] [--match 0.3]
// Without --database-url only the file is written (targets follow the same formulas).
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Db } from '../src/db/connect.ts';
import { queryRows } from '../src/db/query.ts';
import { newIngestToken } from '../src/modules/sources/ingest-token.ts';

// ---- targets: one formula for SQL and for the row generator, so rows can hit them without a query.

/** Domains of project number p (1-based, in creation order). */
export const projectDomain = (p: number, k: number): string => `shop-${p}-${k}.example.ru`;
/** Phones of project number p. */
export const projectPhone = (p: number, k: number): string => `7495${String(p * 10 + k).padStart(7, '0')}`;
export const DOMAINS_PER_PROJECT = 3;
export const PHONES_PER_PROJECT = 2;

// Regions people come from; a project's geo is empty (every region) or a pair of these.
const ROW_REGIONS = ['77', '50', '78', '47', '16', '23', ''];

export type GeneratedSource = { id: number; token: string };

export const generateSources = async (db: Db, count = 1, price = '45.00'): Promise<GeneratedSource[]> => {
  const sources: GeneratedSource[] = [];
  for (let index = 0; index < count; index += 1) {
    const token = newIngestToken();
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO sources (name, kind, price, active, schedule, ingest_token_hash, ingest_token_prefix)
          VALUES (${`Оператор ${index + 1}`}, ${index % 2 === 0 ? 'file' : 'api'}, ${price}, true,
                  ${JSON.stringify({ files_per_day: 1, by: '10:00', weekdays: [1, 2, 3, 4, 5] })}::jsonb,
                  ${token.hash}, ${token.prefix})
          RETURNING id`,
    );
    sources.push({ id: Number(row.id), token: token.token });
  }
  return sources;
};

// Fresh statistics after a bulk load, as autovacuum would gather them (it is off on some servers, and
// lags behind a load of seconds): without them the planner takes 2,000 companies for one row.
const analyze = async (db: Db, tables: string[]): Promise<void> => {
  for (const table of tables) await db.execute(sql`ANALYZE ${sql.identifier(table)}`);
};

export type CompaniesOptions = { count: number; balance?: string; leadPrice?: string };

/**
 * Companies with a paid balance: the top-up is written as a completed statement row, so the ledger's
 * rule (balance = sum of completed rows) holds. Returns their ids in creation order.
 */
export const generateCompanies = async (db: Db, options: CompaniesOptions): Promise<number[]> => {
  const balance = options.balance ?? '100000.00';
  const leadPrice = options.leadPrice ?? '150.00';
  const ids = await db.transaction(async (tx) => {
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO companies (name, email, contact_person, phone, balance, lead_price, phone_confirmed_at)
          SELECT 'ООО Компания ' || g, 'company' || g || '-' || floor(random() * 1e9)::bigint || '@gen.local',
                 'Контакт ' || g, '7916' || lpad(g::text, 7, '0'), ${balance}::numeric, ${leadPrice}::numeric, now()
            FROM generate_series(1, ${options.count}::int) AS g
          RETURNING id`,
    );
    const ids = rows.map((row) => Number(row.id)).sort((a, b) => a - b);
    await tx.execute(sql`
      INSERT INTO account_statements (company_id, type, status, amount, description, completed_at)
      SELECT id, 'topup', 'completed', balance, 'Пополнение (генератор)', now()
        FROM companies WHERE id = ANY(${sql.param(ids)}::bigint[]) AND balance > 0`);
    return ids;
  });
  await analyze(db, ['companies', 'account_statements']);
  return ids;
};

export type ProjectsOptions = {
  companyIds: number[];
  count: number;
  /** Daily cap per project (default high, so a bench measures ingestion, not holds). */
  limit?: number;
  /** Number of the first project (for the target formulas) when called more than once. */
  firstNumber?: number;
};

/**
 * `count` projects spread round-robin over the companies, project number p with projectDomain(p, 1..3)
 * and projectPhone(p, 1..2); one in four limited to Moscow + region, one in five to weekdays 1-5.
 * Targets are unique per project, so no clash rule is broken.
 */
export const generateProjects = async (db: Db, options: ProjectsOptions): Promise<void> => {
  const first = options.firstNumber ?? 1;
  const limit = options.limit ?? 100_000;
  await db.execute(sql`
    INSERT INTO projects (company_id, name, domains, phones, geo, weekdays, "limit", sync_status)
    SELECT (${sql.param(options.companyIds)}::bigint[])[1 + (p - 1) % ${options.companyIds.length}::int],
           'Проект ' || p,
           ARRAY(SELECT 'shop-' || p || '-' || k || '.example.ru' FROM generate_series(1, ${DOMAINS_PER_PROJECT}::int) AS k),
           ARRAY(SELECT '7495' || lpad((p * 10 + k)::text, 7, '0') FROM generate_series(1, ${PHONES_PER_PROJECT}::int) AS k),
           CASE WHEN p % 4 = 0 THEN ARRAY['77', '50'] ELSE '{}'::text[] END,
           CASE WHEN p % 5 = 0 THEN ARRAY[1, 2, 3, 4, 5]::smallint[] ELSE '{}'::smallint[] END,
           ${limit}::int, 'synced'
      FROM generate_series(${first}::int, ${first + options.count - 1}::int) AS p`);
  await analyze(db, ['projects', 'project_targets', 'project_totals']);
};

export type RowsOptions = {
  count: number;
  /** Projects 1..projects exist (the target formulas). */
  projects: number;
  /** Share of rows whose target is a project's target (default 0.3). */
  matchShare?: number;
  invalidShare?: number;
  /** Share of rows that repeat an earlier row exactly (default 0.01). */
  repeatShare?: number;
  /** Give rows an external id (default false: dedupe by phone + target + time). */
  externalIds?: boolean;
  /** Seed, so two calls with the same options make the same rows. */
  seed?: number;
  /** First visited_at (Moscow wall time), default 2026-11-20 09:00. */
  start?: Date;
};

export const ROW_HEADER = ['phone', 'target', 'region', 'visited_at', 'external_id', 'name'];

// A small fast PRNG (mulberry32): deterministic files without storing them.
const random = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

const pad = (value: number) => String(value).padStart(2, '0');
const moscowText = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;

const NAMES = ['Иван', 'Мария', 'Алексей', 'Ольга', '', 'Дмитрий', '', 'Анна'];
const INVALID = [
  (row: string[]) => ((row[0] = '12345'), row),
  (row: string[]) => ((row[2] = '999'), row),
  (row: string[]) => ((row[3] = 'вчера'), row),
  (row: string[]) => ((row[1] = 'not a target'), row),
];

/** Rows (cells in ROW_HEADER order), generated lazily. */
export function* generateRows(options: RowsOptions): Generator<string[]> {
  const next = random(options.seed ?? 42);
  const matchShare = options.matchShare ?? 0.3;
  const invalidShare = options.invalidShare ?? 0.01;
  const repeatShare = options.repeatShare ?? 0.01;
  const start = (options.start ?? new Date(Date.UTC(2026, 10, 20, 9, 0, 0))).getTime();
  const recent: string[][] = [];
  for (let index = 0; index < options.count; index += 1) {
    const dice = next();
    if (dice < repeatShare && recent.length > 0) {
      yield [...recent[Math.floor(next() * recent.length)]];
      continue;
    }
    let target: string;
    if (next() < matchShare && options.projects > 0) {
      const p = 1 + Math.floor(next() * options.projects);
      target =
        next() < 0.6
          ? projectDomain(p, 1 + Math.floor(next() * DOMAINS_PER_PROJECT))
          : projectPhone(p, 1 + Math.floor(next() * PHONES_PER_PROJECT));
    } else {
      target = `other-${Math.floor(next() * 1_000_000)}.ru`;
    }
    const phone = `79${String(Math.floor(next() * 1e9)).padStart(9, '0')}`;
    const visited = new Date(start + index * 1000 + Math.floor(next() * 1000));
    const row = [
      phone,
      target,
      ROW_REGIONS[Math.floor(next() * ROW_REGIONS.length)],
      moscowText(visited),
      options.externalIds ? `ext-${options.seed ?? 42}-${index}` : '',
      NAMES[index % NAMES.length],
    ];
    const finished = dice < repeatShare + invalidShare ? INVALID[index % INVALID.length](row) : row;
    if (recent.length < 1000) recent.push(finished);
    else recent[index % 1000] = finished;
    yield finished;
  }
}

const csvCell = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/** Writes a CSV (header + rows) as a stream; returns the number of data rows. */
export const writeCsv = async (
  filePath: string,
  rows: Iterable<string[]>,
  header = ROW_HEADER,
): Promise<number> => {
  const out = createWriteStream(filePath);
  let count = 0;
  let chunk = `${header.join(',')}\n`;
  for (const row of rows) {
    chunk += `${row.map(csvCell).join(',')}\n`;
    count += 1;
    if (chunk.length > 1 << 16) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
  return count;
};

/** Writes an XLSX with exceljs's streaming writer; returns the number of data rows. */
export const writeXlsx = async (
  filePath: string,
  rows: Iterable<string[]>,
  header = ROW_HEADER,
): Promise<number> => {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: filePath, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Лиды');
  sheet.addRow(header).commit();
  let count = 0;
  for (const row of rows) {
    sheet.addRow(row).commit();
    count += 1;
  }
  sheet.commit();
  await workbook.commit();
  return count;
};

// ---- CLI

const main = async (): Promise<void> => {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      companies: { type: 'string', default: '20' },
      projects: { type: 'string', default: '100' },
      rows: { type: 'string', default: '1000' },
      match: { type: 'string', default: '0.3' },
      format: { type: 'string', default: 'csv' },
      out: { type: 'string' },
      seed: { type: 'string', default: '42' },
    },
  });
  const projects = Number(values.projects);
  if (values['database-url']) {
    const { openPostgres } = await import('../src/db/connect.ts');
    const handle = openPostgres(values['database-url'], 2);
    try {
      const [source] = await generateSources(handle.db, 1);
      const companyIds = await generateCompanies(handle.db, { count: Number(values.companies) });
      await generateProjects(handle.db, { companyIds, count: projects });
      console.log(
        `source ${source.id} (ingest token ${source.token}), ${companyIds.length} companies, ${projects} projects`,
      );
    } finally {
      await handle.close();
    }
  }
  if (values.out) {
    const rows = generateRows({
      count: Number(values.rows),
      projects,
      matchShare: Number(values.match),
      seed: Number(values.seed),
    });
    const written =
      values.format === 'xlsx' ? await writeXlsx(values.out, rows) : await writeCsv(values.out, rows);
    console.log(`${values.out}: ${written} rows`);
  }
};

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) await main();
