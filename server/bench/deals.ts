// Load test of the deals list (GET /api/deals filtered by status and Moscow days) on the real
// PostgreSQL server: 5,000,000 deals, 1,000,000 of them for the measured company, 50 connections.
//
//   cd server && pnpm run bench:deals            (or: pnpm exec node bench/deals.ts)
//
// Env: BENCH_DATABASE_URL (admin connection, default postgres://postgres@127.0.0.1:5432/postgres),
// BENCH_DEALS (the company's deals, default 1000000), BENCH_TOTAL (all deals, default 5000000),
// BENCH_SECONDS (default 15), BENCH_CONNECTIONS (default 50), BENCH_POOL (pg pool size, default 10 as
// in the app), BENCH_KEEP=1 keeps the database afterwards and BENCH_REUSE=1 measures a kept one
// without seeding again. Traffic goes only to 127.0.0.1.
import type { DatabaseHandle } from '../src/db/connect.ts';
import { issueToken } from '../src/modules/auth/tokens.ts';
import { moscowToday } from '../src/lib/moscow-time.ts';
import { createCompany } from '../src/test/helpers.ts';
import { openBenchApp, recreateDatabase, type BenchApp } from './support/database.ts';
import { startCpuMeter } from './support/cpu.ts';
import { loadPaths } from './support/load.ts';
import { checkPaths, printBudget, printCpuAndLoad, printLoadResult } from './support/report.ts';

const companyDeals = Number(process.env.BENCH_DEALS ?? 1_000_000);
const totalDeals = Number(process.env.BENCH_TOTAL ?? 5_000_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const poolMax = Number(process.env.BENCH_POOL ?? 10);
const keep = process.env.BENCH_KEEP === '1';
const reuse = process.env.BENCH_REUSE === '1';
const DB_NAME = 'lp_bench_deals';
const OTHER_COMPANIES = 40;
const PROJECTS = 60;
const SOURCES = 8;
// Statement size: the counters' statement-level triggers aggregate each statement's rows at once.
const BATCH = 250_000;

const day = (daysAgo: number): string => {
  const date = new Date(`${moscowToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - daysAgo);
  return date.toISOString().slice(0, 10);
};

// What the screen asks for: a status card or the status filter with today, the last week or month,
// or a past month; mostly the first page, sometimes the next ones.
const RANGES: [string, string][] = [
  [day(0), day(0)],
  [day(6), day(0)],
  [day(29), day(0)],
  [day(60), day(31)],
];
const STATUSES = ['new', 'in_progress', 'completed', 'cancelled'];
const PATHS = STATUSES.flatMap((status, s) =>
  RANGES.flatMap(([from, to], r) =>
    [1, 2, 3]
      .filter((page) => page === 1 || (s + r + page) % 3 === 0)
      .map((page) => `/api/deals?status=${status}&dateFrom=${from}&dateTo=${to}&page=${page}&per_page=25`),
  ),
);

// A year of deals, newest last, with a realistic status mix (older deals mostly worked through), the
// company's projects and the sources spread over them. Straight INSERT … SELECT: the engine's checks
// are not the subject here; the indexes and the counter triggers all run as in production.
const fillSql = `
INSERT INTO deals (company_id, project_id, source_id, identification_id, phone, name, target, region,
                   visited_at, status, comment, price, charge_type, created_at, updated_at)
SELECT $1,
       pr.ids[1 + g % array_length(pr.ids, 1)],
       so.ids[1 + (g / 7) % array_length(so.ids, 1)],
       NULL,
       (79000000000 + (g::bigint * 7919) % 999999999)::text,
       CASE WHEN g % 5 <> 0 THEN (ARRAY['Иван','Мария','Алексей','Ольга','Дмитрий','Анна','Сергей','Елена'])[1 + g % 8]
            || ' ' || (ARRAY['Петров','Смирнова','Иванов','Кузнецова','Соколов','Попова'])[1 + (g / 8) % 6] END,
       'site-' || (g % 500) || '.ru',
       (ARRAY['77','78','50','47','16','66','23','54'])[1 + g % 8],
       ts - interval '3 minutes',
       CASE WHEN age < interval '2 days' THEN (ARRAY['new','new','new','in_progress','completed','cancelled'])[1 + g % 6]
            WHEN age < interval '30 days' THEN (ARRAY['new','in_progress','in_progress','completed','completed','cancelled'])[1 + g % 6]
            ELSE (ARRAY['new','in_progress','completed','completed','completed','cancelled'])[1 + g % 6] END,
       CASE WHEN g % 4 = 0 THEN 'Перезвонить после ' || (g % 12 + 9) || ':00' END,
       CASE WHEN g % 50 = 0 THEN 0 ELSE 150 END,
       CASE WHEN g % 50 = 0 THEN 'trial' ELSE 'charge' END,
       ts, ts
  FROM generate_series($2::int, $3::int) AS g
 CROSS JOIN LATERAL (SELECT ($4::int - g) * (interval '365 days' / $4::int) AS age) a
 CROSS JOIN LATERAL (SELECT now() - a.age AS ts) t
 CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM projects WHERE company_id = $1) pr
 CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM sources) so`;

const fillCompany = async (database: DatabaseHandle, companyId: number, count: number): Promise<void> => {
  await database.query(
    `INSERT INTO projects (company_id, name, "limit", status, sync_status)
     SELECT $1, 'Проект ' || g, 100, 'active', 'synced' FROM generate_series(1, $2::int) g`,
    [companyId, PROJECTS],
  );
  for (let start = 1; start <= count; start += BATCH) {
    await database.query(fillSql, [companyId, start, Math.min(start + BATCH - 1, count), count]);
  }
};

const seed = async ({ database, app }: BenchApp): Promise<number> => {
  const started = Date.now();
  await database.query(
    `INSERT INTO sources (name, kind, price) SELECT 'Источник ' || g, 'file', 40 FROM generate_series(1, $1::int) g`,
    [SOURCES],
  );
  const target = await createCompany(app, { name: 'Бенчмарк' });
  await fillCompany(database, target.company.id, companyDeals);
  console.log(`  ${companyDeals} deals for the target company in ${Date.now() - started} ms`);
  const perOther = Math.floor((totalDeals - companyDeals) / OTHER_COMPANIES);
  for (let i = 0; i < OTHER_COMPANIES && perOther > 0; i++) {
    const other = await createCompany(app);
    await fillCompany(database, other.company.id, perOther);
  }
  await database.query('VACUUM ANALYZE deals, deal_counts, deal_daily_counts, projects, sources');
  const { rows } = await database.query('SELECT count(*)::bigint AS n FROM deals');
  console.log(`seeded ${String(rows[0].n)} deals in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return target.company.id;
};

const main = async (): Promise<void> => {
  if (!reuse) await recreateDatabase(DB_NAME);
  const bench = await openBenchApp({ name: DB_NAME, poolMax, keep });
  const { database, app } = bench;
  try {
    let companyId: number;
    if (reuse) {
      const { rows } = await database.query(`SELECT id FROM companies WHERE name = 'Бенчмарк'`);
      companyId = Number(rows[0].id);
    } else {
      companyId = await seed(bench);
    }
    const { rows: owners } = await database.query(
      `SELECT id FROM users WHERE role = 'company' AND parent_id = $1`,
      [companyId],
    );
    const { token } = await issueToken(app.db, { userId: Number(owners[0].id), ttlHours: 2 });

    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    await checkPaths(address, token, PATHS, { width: 88, totalWidth: 7 });

    const load = (duration: number) => loadPaths(address, PATHS, { token, connections, duration });
    await load(3); // warm-up: JIT, pool connections, prepared statements per connection
    const meter = await startCpuMeter(database.query, DB_NAME);
    const result = await load(seconds);
    const cpu = await meter.stop();
    printLoadResult(
      `/api/deals?status=…&dateFrom=…&dateTo=…&page=1..3&per_page=25 (${PATHS.length} paths)`,
      result,
      {
        connections,
        poolMax,
      },
    );
    printCpuAndLoad(result, cpu);
    printBudget(result, 30);
  } finally {
    await bench.close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
