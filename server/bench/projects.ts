// Load test of the project list search (GET /api/projects?search=…) on the real PostgreSQL server:
// a company with 10,000 projects, 50 connections, the search term varied among realistic ones.
//
//   cd server && pnpm run bench:projects            (or: pnpm exec node bench/projects.ts)
//
// Env: BENCH_DATABASE_URL (admin connection, default postgres://postgres@127.0.0.1:5432/postgres),
// BENCH_PROJECTS (default 10000), BENCH_SECONDS (default 15), BENCH_CONNECTIONS (default 50),
// BENCH_POOL (pg pool size, default 10 as in the app), BENCH_KEEP=1 keeps the database afterwards,
// BENCH_NO_SEARCH=1 measures the plain first page instead. Traffic goes only to 127.0.0.1.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadavg } from 'node:os';
import type { Result } from 'autocannon';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { openPostgres } from '../src/db/connect.ts';
import { migrate } from '../src/db/migrate.ts';
import { createCompany } from '../src/test/helpers.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const projects = Number(process.env.BENCH_PROJECTS ?? 10_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
// 10 is the app's own pool size (openPostgres); more backends than cores only adds switching here.
const poolMax = Number(process.env.BENCH_POOL ?? 10);
const keep = process.env.BENCH_KEEP === '1';
const DB_NAME = 'lp_bench_projects';
const OTHER_COMPANIES = 20;
const OTHER_PROJECTS = 500;

// What people type into the list's search box: a trade, a city, a domain fragment, a phone fragment.
const SEARCH_TERMS = [
  'окна',
  'потолки москва',
  'remont-spb',
  'стоматология',
  'avto-kzn',
  'dent-msk-1',
  '8 900 1',
  'фитнес',
  'dveri-ekb',
  'клининг уфа',
  'law-',
  '+7 900 55',
];

const PATHS =
  process.env.BENCH_NO_SEARCH === '1'
    ? [
        '/api/projects?page=1&per_page=25',
        '/api/projects?page=2&per_page=25',
        '/api/projects?page=3&per_page=25',
      ]
    : SEARCH_TERMS.flatMap((term, i) => {
        const search = encodeURIComponent(term);
        // mostly the first page, sometimes the next one
        return [
          `/api/projects?search=${search}&page=1&per_page=25`,
          ...(i % 3 === 0 ? [`/api/projects?search=${search}&page=2&per_page=25`] : []),
        ];
      });

const benchUrl = (): string => {
  const url = new URL(adminUrl);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
};

const admin = async (statement: string): Promise<void> => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

// One set-based insert: trades × cities for names and domains, unique phones, a mix of regions,
// weekdays, statuses and tags, created over the last ~4 months. Bypasses the API (and its clash
// check) for set-up speed; targets and totals follow by trigger.
const fillSql = `
INSERT INTO projects (company_id, name, tag, domains, phones, geo, weekdays, "limit", global_limit, status,
                      sync_status, synced_at, created_at, updated_at)
SELECT $1,
       (ARRAY['Окна','Натяжные потолки','Ремонт квартир','Кухни на заказ','Автосервис','Стоматология',
              'Юридические услуги','Доставка цветов','Фитнес-клуб','Кондиционеры','Двери','Клининг'])[1 + g % 12]
         || ' ' || (ARRAY['Москва','Санкт-Петербург','Казань','Екатеринбург','Новосибирск','Краснодар','Самара','Уфа'])[1 + (g / 12) % 8]
         || ' №' || g,
       CASE WHEN g % 5 = 0 THEN 'seo' WHEN g % 7 = 0 THEN 'контекст' END,
       CASE WHEN g % 4 = 3 THEN '{}'::text[] ELSE
         ARRAY[(ARRAY['okna','potolki','remont','kuhni','avto','dent','law','flowers','fitness','climate','dveri','clean'])[1 + g % 12]
               || '-' || (ARRAY['msk','spb','kzn','ekb','nsk','krd','smr','ufa'])[1 + (g / 12) % 8] || '-' || g || '.ru']
         || CASE WHEN g % 3 = 0 THEN ARRAY['shop' || g || '.example.com'] ELSE '{}'::text[] END
       END,
       CASE WHEN g % 4 IN (0, 3) THEN ARRAY['7' || (9000000000::bigint + (g::bigint * 7919 + $3) % 999999999)::text]
            ELSE '{}'::text[] END,
       CASE g % 5 WHEN 0 THEN '{}'::text[] WHEN 1 THEN ARRAY['77'] WHEN 2 THEN ARRAY['78', '47']
                  WHEN 3 THEN ARRAY[(1 + g % 79)::text] ELSE ARRAY['77', '50'] END,
       CASE WHEN g % 3 = 0 THEN '{1,2,3,4,5}'::smallint[] ELSE '{}'::smallint[] END,
       5 + g % 50,
       CASE WHEN g % 10 = 0 THEN 1000 END,
       CASE WHEN g % 6 = 0 THEN 'inactive' ELSE 'active' END,
       'synced', now(),
       now() - (($2 - g) * interval '17 minutes'),
       now() - (($2 - g) * interval '17 minutes')
  FROM generate_series(1, $2::int) AS g`;

const loadScript = fileURLToPath(new URL('./load-paths.ts', import.meta.url));

const load = (url: string, token: string, duration: number): Promise<Result> =>
  new Promise((resolve, reject) => {
    const options = JSON.stringify({ url, paths: PATHS, token, connections, duration });
    const child = spawn(process.execPath, [loadScript, options], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`load generator exited with ${code}`));
      else resolve(JSON.parse(out) as Result);
    });
  });

// CPU time of the PostgreSQL backends serving the bench database (Linux /proc, 100 ticks a second):
// with other work on the machine, CPU per request is steadier than latency.
const backendTicks = async (database: {
  query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>;
}) => {
  const { rows } = await database.query(`SELECT pid FROM pg_stat_activity WHERE datname = '${DB_NAME}'`);
  const ticks = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${String(pid)}/stat`, 'utf8')
        .split(') ')[1]
        .split(' ');
      ticks.set(Number(pid), Number(fields[11]) + Number(fields[12]));
    } catch {
      // the backend exited, or there is no /proc
    }
  }
  return ticks;
};

const main = async (): Promise<void> => {
  console.log(`database ${DB_NAME}: recreating`);
  await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${DB_NAME}`);
  const database = openPostgres(benchUrl(), poolMax);
  await migrate(database);
  const app = await buildApp({
    database,
    migrate: false,
    workers: false,
    logger: false,
    config: { databaseUrl: benchUrl() },
  });
  try {
    const started = Date.now();
    const target = await createCompany(app, { name: 'Бенчмарк' });
    await database.query(fillSql, [target.company.id, projects, 0]);
    for (let i = 0; i < OTHER_COMPANIES; i++) {
      const other = await createCompany(app);
      await database.query(fillSql, [other.company.id, OTHER_PROJECTS, (i + 1) * 100_003]);
    }
    await database.query('VACUUM ANALYZE projects');
    await database.query('VACUUM ANALYZE project_totals');
    console.log(
      `seeded ${projects} projects for the target company + ${OTHER_COMPANIES * OTHER_PROJECTS} for others in ${Date.now() - started} ms`,
    );

    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    // Correctness first, and what one request costs alone.
    for (const path of PATHS) {
      const t0 = performance.now();
      const reply = await fetch(`${address}${path}`, {
        headers: { authorization: `Bearer ${target.token}` },
      });
      const body = (await reply.json()) as { data: unknown[]; total: number };
      const ms = performance.now() - t0;
      if (reply.status !== 200) throw new Error(`unexpected reply ${reply.status} for ${path}`);
      console.log(
        `  ${decodeURIComponent(path).padEnd(62)} ${String(body.data.length).padStart(3)} rows of ${String(body.total).padStart(5)}  ${ms.toFixed(1)} ms`,
      );
    }

    await load(address, target.token, 3); // warm-up: JIT, pool connections, prepared statements per connection
    const nodeStart = process.cpuUsage();
    const ticksBefore = await backendTicks(database);
    const result = await load(address, target.token, seconds);
    const node = process.cpuUsage(nodeStart);
    let ticks = 0;
    for (const [pid, value] of await backendTicks(database)) ticks += value - (ticksBefore.get(pid) ?? 0);
    const perRequest = (ms: number) => (ms / result.requests.total).toFixed(3);
    const { latency, requests } = result;
    console.log(`\nGET /api/projects?search=<${PATHS.length} paths>&per_page=25`);
    console.log(`  ${connections} connections, ${result.duration} s, pool max ${poolMax}`);
    console.log(
      `  requests/s: avg ${requests.average.toFixed(0)} (total ${requests.total}, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`,
    );
    console.log(
      `  latency ms: p50 ${latency.p50}  p90 ${latency.p90}  p99 ${latency.p99}  max ${latency.max}  avg ${latency.average.toFixed(2)}`,
    );
    console.log(
      `  CPU per request: server (Node) ${perRequest((node.user + node.system) / 1000)} ms + PostgreSQL ${perRequest(ticks * 10)} ms`,
    );
    console.log(
      `  machine load average at the end: ${loadavg()[0].toFixed(1)} (2 cores shared with the load generator)`,
    );
    console.log(`  p99 budget 30 ms: ${latency.p99 < 30 ? 'MET' : 'MISSED'}`);
  } finally {
    await app.close();
    await database.close();
    if (!keep) await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
