// Load test of the statement list (the cabinet's hot path) on the real PostgreSQL server.
//
//   cd server && pnpm run bench:statements            (or: pnpm exec node bench/account-statements.ts)
//
// Env: BENCH_DATABASE_URL (admin connection, default postgres://postgres@127.0.0.1:5432/postgres),
// BENCH_ROWS (default 100000), BENCH_SECONDS (default 15), BENCH_CONNECTIONS (default 50),
// BENCH_KEEP=1 keeps the lp_bench database afterwards; BENCH_BASELINE=1 also measures /api/company/balance;
// BENCH_QUERY replaces the query string (e.g. a date range); BENCH_POOL sets the pg pool size (default: connections).
// Traffic goes only to 127.0.0.1, bounded by BENCH_SECONDS.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import type { Result } from 'autocannon';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { openPostgres } from '../src/db/connect.ts';
import { migrate } from '../src/db/migrate.ts';
import { createCompany } from '../src/test/helpers.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
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

// autocannon runs in its own process: in-process it would share (and slow) the server's event loop.
const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

const load = (url: string, token: string, duration: number): Promise<Result> =>
  new Promise((resolve, reject) => {
    const args = [
      '-j',
      '-c',
      String(connections),
      '-d',
      String(duration),
      '-H',
      `authorization=Bearer ${token}`,
      url,
    ];
    const child = spawn(process.execPath, [autocannonBin, ...args], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`autocannon exited with ${code}`));
      else resolve(JSON.parse(out) as Result);
    });
  });

// CPU time of the PostgreSQL backends serving the bench database (Linux /proc; 100 ticks a second).
const backendTicks = (pids: number[]): Map<number, number> => {
  const ticks = new Map<number, number>();
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      // the backend exited, or /proc isn't there
    }
  }
  return ticks;
};

type CpuMeter = { stop: () => Promise<{ nodeMs: number; postgresMs: number }> };

/** CPU spent by this process (the server; autocannon runs elsewhere) and by the database backends. */
const startCpuMeter = async (
  query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>,
): Promise<CpuMeter> => {
  const backendPids = async () =>
    (await query(`SELECT pid FROM pg_stat_activity WHERE datname = '${DB_NAME}'`)).rows.map((row) =>
      Number(row.pid),
    );
  const nodeStart = process.cpuUsage();
  const before = backendTicks(await backendPids());
  return {
    stop: async () => {
      const node = process.cpuUsage(nodeStart);
      const after = backendTicks(await backendPids());
      let ticks = 0;
      for (const [pid, value] of after) ticks += value - (before.get(pid) ?? 0);
      return { nodeMs: (node.user + node.system) / 1000, postgresMs: ticks * 10 };
    },
  };
};

const report = (label: string, result: Result): void => {
  const { latency, requests } = result;
  console.log(`\nGET ${label}`);
  console.log(`  ${connections} connections, ${result.duration} s, pool max ${poolMax}`);
  console.log(
    `  requests/s: avg ${requests.average.toFixed(0)} (total ${requests.total}, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`,
  );
  console.log(
    `  latency ms: p50 ${latency.p50}  p90 ${latency.p90}  p99 ${latency.p99}  max ${latency.max}  avg ${latency.average.toFixed(2)}`,
  );
};

const main = async (): Promise<void> => {
  console.log(`database ${DB_NAME}: recreating`);
  await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${DB_NAME}`);

  // One pool for set-up and the app, sized for the concurrent connections of the load.
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

    await load(targetUrl, target.token, 3); // warm-up: JIT, pool connections, prepared statements per connection
    const meter = await startCpuMeter(database.query);
    const result = await load(targetUrl, target.token, seconds);
    const cpu = await meter.stop();
    report(PATH, result);
    const perRequest = (ms: number) => (ms / result.requests.total).toFixed(3);
    console.log(
      `  CPU per request: server (Node) ${perRequest(cpu.nodeMs)} ms + PostgreSQL ${perRequest(cpu.postgresMs)} ms ` +
        `(machine load average at the end: ${loadavg()[0].toFixed(1)})`,
    );
    console.log(`  p99 budget 25 ms: ${result.latency.p99 < 25 ? 'MET' : 'MISSED'}`);
    if (baseline) {
      // The same stack with authentication and one key lookup: what the list costs on top of it.
      const balance = await load(`${address}/api/company/balance`, target.token, seconds);
      report('/api/company/balance (baseline: auth + one key lookup)', balance);
    }
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
