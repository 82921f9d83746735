// Load test of the project list search (GET /api/projects?search=…) on the real PostgreSQL server:
// a company with 10,000 projects, 50 connections, the search term varied among realistic ones.
//
//   cd server && pnpm run bench:projects            (or: pnpm exec node bench/projects.ts)
//
// Env: BENCH_DATABASE_URL (admin connection, default postgres://postgres@127.0.0.1:5432/postgres),
// BENCH_PROJECTS (default 10000), BENCH_SECONDS (default 15), BENCH_CONNECTIONS (default 50),
// BENCH_POOL (pg pool size, default 10 as in the app), BENCH_KEEP=1 keeps the database afterwards,
// BENCH_NO_SEARCH=1 measures the plain first page instead. Traffic goes only to 127.0.0.1.
import { createCompany } from '../src/test/helpers.ts';
import { openBenchApp, recreateDatabase } from './support/database.ts';
import { startCpuMeter } from './support/cpu.ts';
import { loadPaths } from './support/load.ts';
import { checkPaths, printBudget, printCpuAndLoad, printLoadResult } from './support/report.ts';

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

const main = async (): Promise<void> => {
  await recreateDatabase(DB_NAME);
  const { database, app, close } = await openBenchApp({ name: DB_NAME, poolMax, keep });
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
    await checkPaths(address, target.token, PATHS, { width: 62, totalWidth: 5, label: decodeURIComponent });

    const load = (duration: number) =>
      loadPaths(address, PATHS, { token: target.token, connections, duration });
    await load(3); // warm-up: JIT, pool connections, prepared statements per connection
    const meter = await startCpuMeter(database.query, DB_NAME);
    const result = await load(seconds);
    const cpu = await meter.stop();
    printLoadResult(`/api/projects?search=<${PATHS.length} paths>&per_page=25`, result, {
      connections,
      poolMax,
    });
    printCpuAndLoad(result, cpu);
    printBudget(result, 30);
  } finally {
    await close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
