// Load test of the statement list (the cabinet's hot path) on the real PostgreSQL server.
//
//   cd server && pnpm run bench:statements            (or: pnpm exec node bench/account-statements.ts)
//
// Env: BENCH_DATABASE_URL (admin connection, default postgres://postgres@127.0.0.1:5432/postgres),
// BENCH_ROWS (default 100000), BENCH_SECONDS (default 15), BENCH_CONNECTIONS (default 50),
// BENCH_KEEP=1 keeps the lp_bench database afterwards; BENCH_BASELINE=1 also measures /api/company/balance;
// BENCH_QUERY replaces the query string (e.g. a date range); BENCH_POOL sets the pg pool size (default: connections).
// Traffic goes only to 127.0.0.1, bounded by BENCH_SECONDS.
import { loadavg } from 'node:os';
import { createCompany } from '../src/test/helpers.ts';
import { openBenchApp, recreateDatabase } from './support/database.ts';
import { startCpuMeter } from './support/cpu.ts';
import { loadUrl } from './support/load.ts';
import { perRequest, printBudget, printLoadResult } from './support/report.ts';

const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const keep = process.env.BENCH_KEEP === '1';
const baseline = process.env.BENCH_BASELINE === '1';
const poolMax = Number(process.env.BENCH_POOL ?? Math.max(connections, 10));
const DB_NAME = 'lp_bench';
const OTHER_COMPANIES = 20;
const OTHER_ROWS = 5_000;
const PATH = `/api/company/account-statements?${process.env.BENCH_QUERY ?? 'page=1&per_page=25&sort_by=created_at&sort_desc=true'}`;

// A year of mixed history. This bulk load bypasses the ledger on purpose (set-up speed); the
// balance is then set to the sum of completed rows, the ledger's invariant. Counters follow by trigger.
const fillSql = (count: number): string => `
INSERT INTO account_statements (company_id, type, status, amount, description, created_at, completed_at)
SELECT $1,
       CASE WHEN g % 10 = 0 THEN 'topup' WHEN g % 37 = 0 THEN 'call_center' WHEN g % 53 = 0 THEN 'trial' ELSE 'charge' END,
       CASE WHEN g % 10 = 0 AND g % 30 = 0 THEN 'pending' WHEN g % 211 = 0 THEN 'cancelled' ELSE 'completed' END,
       CASE WHEN g % 10 = 0 THEN 5000 WHEN g % 37 = 0 THEN -50 WHEN g % 53 = 0 THEN 0 ELSE -(100 + g % 400) END,
       'Сделка #' || g,
       now() - ((${count} - g) * interval '315 seconds'),
       now() - ((${count} - g) * interval '315 seconds')
  FROM generate_series(1, ${count}) AS g`;

const main = async (): Promise<void> => {
  await recreateDatabase(DB_NAME);

  // One pool for set-up and the app, sized for the concurrent connections of the load.
  const { database, app, close } = await openBenchApp({ name: DB_NAME, poolMax, keep });
  try {
    const started = Date.now();
    const target = await createCompany(app, { name: 'Бенчмарк' });
    await database.query(fillSql(rows), [target.company.id]);
    for (let i = 0; i < OTHER_COMPANIES; i++) {
      const other = await createCompany(app);
      await database.query(fillSql(OTHER_ROWS), [other.company.id]);
    }
    await database.query(
      `UPDATE companies c SET balance = COALESCE((SELECT sum(amount) FROM account_statements s
        WHERE s.company_id = c.id AND s.status = 'completed'), 0)`,
    );
    await database.query('VACUUM ANALYZE account_statements');
    await database.query('VACUUM ANALYZE account_statement_counts');
    console.log(
      `seeded ${rows} rows for the target company + ${OTHER_COMPANIES * OTHER_ROWS} for others in ${Date.now() - started} ms`,
    );

    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const targetUrl = `${address}${PATH}`;

    // Correctness first: the page and the counter-based total.
    const check = await fetch(targetUrl, { headers: { authorization: `Bearer ${target.token}` } });
    const body = (await check.json()) as { data: unknown[]; total: number; balance: string };
    if (check.status !== 200 || body.data.length === 0 || (!process.env.BENCH_QUERY && body.total !== rows)) {
      throw new Error(`unexpected reply ${check.status}: ${JSON.stringify(body).slice(0, 300)}`);
    }
    console.log(`check: 200, ${body.data.length} rows, total ${body.total}, balance ${body.balance}`);

    const load = (url: string, duration: number) =>
      loadUrl(url, { token: target.token, connections, duration });
    await load(targetUrl, 3); // warm-up: JIT, pool connections, prepared statements per connection
    const meter = await startCpuMeter(database.query, DB_NAME);
    const result = await load(targetUrl, seconds);
    const cpu = await meter.stop();
    printLoadResult(PATH, result, { connections, poolMax });
    console.log(
      `  CPU per request: server (Node) ${perRequest(result, cpu.nodeMs)} ms + PostgreSQL ${perRequest(result, cpu.postgresMs)} ms ` +
        `(machine load average at the end: ${loadavg()[0].toFixed(1)})`,
    );
    printBudget(result, 25);
    if (baseline) {
      // The same stack with authentication and one key lookup: what the list costs on top of it.
      const balance = await load(`${address}/api/company/balance`, seconds);
      printLoadResult('/api/company/balance (baseline: auth + one key lookup)', balance, {
        connections,
        poolMax,
      });
    }
  } finally {
    await close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
