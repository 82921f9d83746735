// Ingest bench on the real PostgreSQL server: a 1,000,000-row source file against 2,000 companies with
// 10,000 projects (50,000 targets), end to end (HTTP upload → the 'source-file' job processed), beside a
// plain COPY of the same rows into a bare table (the physical ceiling of this machine), then (c) the
// floors of this data model here: parsing alone and writing the outputs alone (support/ingest-floor.ts).
//
//   cd server && pnpm run bench:ingest            (or: pnpm exec node bench/ingest.ts)
//
// Env: BENCH_DATABASE_URL (admin connection, default postgres://postgres@127.0.0.1:5432/postgres),
// BENCH_ROWS (1000000), BENCH_COMPANIES (2000), BENCH_PROJECTS (10000), BENCH_MATCH (share of rows that
// hit a target, 0.3), BENCH_BATCH (rows per batch transaction, 5000), BENCH_SKIP_ENGINE=1 stores the
// identifications but skips the lead engine's delivery (counts them unmatched), BENCH_KEEP=1 keeps the
// lp_bench_ingest database. The bench runs the job itself (fetch from the queue → processSourceFile →
// complete), so it can choose the batch size and the engine switch; the app's own workers stay off.
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DatabaseHandle, Db } from '../src/db/connect.ts';
import { queryRows } from '../src/db/query.ts';
import { DEFAULT_BATCH_SIZE, processSourceFile } from '../src/modules/source-files/process-file.ts';
import { SOURCE_FILE_QUEUE, type SourceFileJobData } from '../src/modules/source-files/queue.ts';
import { engineDeliver } from '../src/modules/source-files/worker.ts';
import type { DeliverFn } from '../src/modules/source-files/write-batch.ts';
import {
  generateCompanies,
  generateProjects,
  generateRows,
  generateSources,
  writeCsv,
} from '../scripts/generate-lead-data.ts';
import { benchDatabaseUrl, openBenchApp, recreateDatabase } from './support/database.ts';
import { parseFloor, writeFloor } from './support/ingest-floor.ts';

const rows = Number(process.env.BENCH_ROWS ?? 1_000_000);
const companies = Number(process.env.BENCH_COMPANIES ?? 2_000);
const projects = Number(process.env.BENCH_PROJECTS ?? 10_000);
const match = Number(process.env.BENCH_MATCH ?? 0.3);
const keep = process.env.BENCH_KEEP === '1';
const batchSize = Number(process.env.BENCH_BATCH ?? DEFAULT_BATCH_SIZE);
const skipEngine = process.env.BENCH_SKIP_ENGINE === '1';
const DB_NAME = 'lp_bench_ingest';

const seconds = (since: bigint): number => Number(process.hrtime.bigint() - since) / 1e9;
const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Peak RSS while `run` runs, sampled every 50 ms. */
const withRssPeak = async <T>(run: () => Promise<T>): Promise<{ result: T; peak: number }> => {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 50);
  try {
    const result = await run();
    return { result, peak: Math.max(peak, process.memoryUsage.rss()) };
  } finally {
    clearInterval(timer);
  }
};

/** (a) COPY of the file into a bare table (text columns, no index, no constraint). */
const plainCopy = async (csvPath: string): Promise<number> => {
  const client = new pg.Client({ connectionString: benchDatabaseUrl(DB_NAME) });
  await client.connect();
  try {
    await client.query(
      `CREATE TABLE bare_copy (phone text, target text, region text, visited_at text, external_id text, name text)`,
    );
    const started = process.hrtime.bigint();
    await pipeline(
      createReadStream(csvPath, { highWaterMark: 1024 * 1024 }),
      client.query(copyFrom('COPY bare_copy FROM STDIN WITH (FORMAT csv, HEADER true)')),
    );
    return seconds(started);
  } finally {
    await client.end();
  }
};

/** Streams the file as multipart/form-data to the running server; resolves with the answer. */
const upload = (
  port: number,
  token: string,
  csvPath: string,
): Promise<{ status: number; body: { id: number } }> =>
  new Promise((resolve, reject) => {
    const boundary = `----lpbench${Date.now()}`;
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/ingest/files',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as { id: number } }),
        );
      },
    );
    req.on('error', reject);
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="leads.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    );
    const file = createReadStream(csvPath, { highWaterMark: 256 * 1024 });
    file.on('error', reject);
    file.pipe(req, { end: false });
    file.on('end', () => req.end(`\r\n--${boundary}--\r\n`));
  });

/** (c) The floors of this model here (ingest-floor.ts), against the time the target allows. */
const printFloors = async (
  db: Db,
  database: DatabaseHandle,
  csvPath: string,
  copySeconds: number,
): Promise<void> => {
  const parse = await parseFloor(db, csvPath);
  const write = await writeFloor(database);
  const work = parse.seconds + write.seconds;
  const allowed = copySeconds * 4;
  console.log(
    `(c) floors, each alone: parsing and checking the rows in Node ${parse.seconds.toFixed(2)} s (one core, ${parse.kept} rows kept);`,
  );
  console.log(
    `    writing only this run's outputs (${Object.entries(write.rows)
      .map(([table, n]) => `${n} ${table}`)
      .join(', ')}) into empty tables with their indexes ${write.seconds.toFixed(2)} s`,
  );
  console.log(
    `    at least ${work.toFixed(1)} s of work, so ≥ ${(work / 2).toFixed(1)} s on 2 cores even perfectly parallel; the target allows ${allowed.toFixed(1)} s (4 × COPY)`,
  );
};

const main = async (): Promise<void> => {
  const workDir = await mkdtemp(path.join(tmpdir(), 'lp-bench-ingest-'));
  const csvPath = path.join(workDir, 'leads.csv');
  await recreateDatabase(DB_NAME);
  const { database, app, close } = await openBenchApp({
    name: DB_NAME,
    poolMax: 10,
    keep,
    app: { maintenance: false, config: { dataDir: workDir } },
  });
  try {
    let started = process.hrtime.bigint();
    const [source] = await generateSources(app.db, 1);
    const companyIds = await generateCompanies(app.db, { count: companies, balance: '10000000.00' });
    await generateProjects(app.db, { companyIds, count: projects });
    const targets = await database.query('SELECT count(*)::int AS n FROM project_targets');
    console.log(
      `generated ${companies} companies, ${projects} projects, ${String(targets.rows[0].n)} targets in ${seconds(started).toFixed(1)} s`,
    );

    started = process.hrtime.bigint();
    await writeCsv(csvPath, generateRows({ count: rows, projects, matchShare: match, seed: 1 }));
    console.log(`wrote ${rows} rows (${mb((await stat(csvPath)).size)}) in ${seconds(started).toFixed(1)} s`);
    await database.query('CHECKPOINT');

    const copySeconds = await plainCopy(csvPath);
    const copyRate = rows / copySeconds;
    console.log(
      `(a) plain COPY into a bare table: ${copySeconds.toFixed(2)} s, ${Math.round(copyRate)} rows/s`,
    );
    await database.query('DROP TABLE bare_copy');
    await database.query('CHECKPOINT');

    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const rssBefore = process.memoryUsage.rss();
    const cpuBefore = process.cpuUsage();
    const { result, peak } = await withRssPeak(async () => {
      const begin = process.hrtime.bigint();
      const answer = await upload(port, source.token, csvPath);
      if (answer.status !== 202)
        throw new Error(`upload answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      const uploaded = seconds(begin);
      // The worker's loop, run here: take the job from the queue, process the file, complete the job.
      const skipped: DeliverFn = async (tx, rows) => {
        const [stored] = await queryRows<{ n: number }>(
          tx,
          sql`WITH stored AS (${rows}) SELECT count(*)::int AS n FROM stored`,
        );
        return { imported: 0, duplicates: 0, unmatched: stored.n, held: 0 };
      };
      const deliver = skipEngine ? skipped : engineDeliver(app.jobs);
      for (;;) {
        const [job] = await app.jobs.boss.fetch<SourceFileJobData>(SOURCE_FILE_QUEUE);
        if (!job) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          continue;
        }
        await processSourceFile({ db: app.db, dataDir: workDir, deliver, batchSize }, job.data.fileId);
        await app.jobs.boss.complete(SOURCE_FILE_QUEUE, job.id);
        break;
      }
      const state = await database.query('SELECT status, error FROM source_files WHERE id = $1', [
        answer.body.id,
      ]);
      if (state.rows[0].status !== 'processed')
        throw new Error(`file ${String(state.rows[0].status)}: ${String(state.rows[0].error)}`);
      return { total: seconds(begin), uploaded, fileId: answer.body.id };
    });
    const cpu = process.cpuUsage(cpuBefore);
    const file = (
      await database.query(
        'SELECT rows, imported, duplicates, unmatched, invalid, held FROM source_files WHERE id = $1',
        [result.fileId],
      )
    ).rows[0];
    const deals = (await database.query('SELECT count(*)::int AS n FROM deals')).rows[0].n;
    const ingestRate = rows / result.total;
    console.log(
      `(b) end to end (upload ${result.uploaded.toFixed(1)} s + processing): ${result.total.toFixed(2)} s, ${Math.round(ingestRate)} rows/s`,
    );
    console.log(`    file: ${JSON.stringify(file)}, deals ${String(deals)}`);
    console.log(
      `    batch ${batchSize} rows${skipEngine ? ', lead engine SKIPPED (BENCH_SKIP_ENGINE=1)' : ', with the lead engine'}`,
    );
    console.log(
      `    this Node process (server + worker) used ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of CPU meanwhile`,
    );
    console.log(`ratio ingest / COPY: ${(ingestRate / copyRate).toFixed(3)} (target ≥ 0.25)`);
    if (!skipEngine) await printFloors(app.db, database, csvPath, copySeconds);
    console.log(
      `RSS: ${mb(rssBefore)} before the upload, peak ${mb(peak)} during it (file ${mb((await stat(csvPath)).size)}); process max ${mb(process.resourceUsage().maxRSS * 1024)}`,
    );
  } finally {
    await close();
    await rm(workDir, { recursive: true, force: true });
  }
};

await main();
