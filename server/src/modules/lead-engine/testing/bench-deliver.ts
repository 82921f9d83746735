// Throughput of deliverIdentifications on a real PostgreSQL: 10k-row batches over DOMAINS (500) project
// domains bought by BUYERS (1 or 2) of COMPANIES (100) companies each; MATCH (0..1) of the rows target those domains, the
// rest unknown sites (limits and balances generous, one row in 20 repeats a phone).
// Run: pnpm --filter @lp/server exec node --experimental-strip-types src/modules/lead-engine/testing/bench-deliver.ts
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/connect.ts';
import { createTestApp } from '../../../test/helpers.ts';
import { deliverIdentifications } from '../deliver.ts';
import {
  deliver,
  insertIdentifications,
  ledgerMismatches,
  makeCompany,
  makeProject,
  makeSource,
  uniqueDomain,
} from './fixtures.ts';

const BATCH = Number(process.env.BATCH ?? 10_000);
const BATCHES = Number(process.env.BATCHES ?? 5);
const BUYERS = Number(process.env.BUYERS ?? 2);
const MATCH = Number(process.env.MATCH ?? 1);
const PROFILE = process.env.PROFILE === '1';
const COMPANIES = Number(process.env.COMPANIES ?? 100);
const DOMAINS = Number(process.env.DOMAINS ?? 500);

/** The SQL text of a drizzle query with its parameters as `$` (for the profile lines). */
const statementText = (query: SQL): string =>
  query.queryChunks
    .map((chunk) => {
      const value = (chunk as { value?: unknown }).value;
      if (Array.isArray(value)) return value.join('');
      return chunk instanceof Object && 'queryChunks' in chunk ? statementText(chunk as SQL) : '$';
    })
    .join('');

/** PROFILE=1: the time of every statement, by its first words; EXPLAIN=<text>: the plan's trigger times. */
const profiled = (tx: Db): Db =>
  new Proxy(tx, {
    get(target, key, receiver) {
      if (key !== 'execute') return Reflect.get(target, key, receiver) as unknown;
      return async (query: SQL) => {
        const started = performance.now();
        const text = statementText(query);
        const explain = process.env.EXPLAIN && text.includes(process.env.EXPLAIN);
        const result = await target.execute(explain ? sql`EXPLAIN (ANALYZE) ${query}` : query);
        if (explain)
          console.log(
            (result as unknown as { rows: Array<Record<string, string>> }).rows
              .map((row) => Object.values(row)[0])
              .filter((line) => process.env.EXPLAIN_ALL === '1' || /Trigger|Execution|Insert on/.test(line))
              .join('\n'),
          );
        console.log(
          `  ${(performance.now() - started).toFixed(1).padStart(7)} ms  ${text.replace(/\s+/g, ' ').slice(0, 70)}`,
        );
        return result;
      };
    },
  });

const app = await createTestApp();
try {
  const source = await makeSource(app);
  const domains = Array.from({ length: DOMAINS }, () => uniqueDomain());
  const companies: number[] = [];
  for (let i = 0; i < COMPANIES; i += 1)
    companies.push(await makeCompany(app, { balance: '100000000', leadPrice: '10.00', trial: 40 }));
  for (let i = 0; i < domains.length; i += 1) {
    await makeProject(app, companies[i % COMPANIES], { domains: [domains[i]], limit: 100_000 });
    if (BUYERS > 1)
      await makeProject(app, companies[(i + 37) % COMPANIES], { domains: [domains[i]], limit: 100_000 });
  }
  let phone = 0;
  for (let b = 0; b < BATCHES; b += 1) {
    const rows = Array.from({ length: BATCH }, (_, i) => {
      // one row in 20 repeats an earlier phone of the batch (a duplicate)
      phone += 1;
      const n = i % 20 === 19 ? phone - 7 : phone;
      const target =
        (i % 100) / 100 < MATCH ? domains[(i * 7919) % domains.length] : `unknown${i % 5000}.example`;
      return { phone: `79${String(n).padStart(9, '0')}`, target, region: '77' };
    });
    const ids = await insertIdentifications(app.db, source, rows);
    const started = performance.now();
    const outcome = PROFILE
      ? await app.db.transaction((tx) =>
          deliverIdentifications(profiled(tx), ids, new Date(), { jobs: app.jobs }),
        )
      : await deliver(app, ids, new Date());
    const ms = performance.now() - started;
    console.log(
      `BUYERS=${BUYERS} MATCH=${MATCH} batch ${b + 1}: ${BATCH} rows in ${ms.toFixed(0)} ms = ${Math.round((BATCH / ms) * 1000)} rows/s`,
      outcome,
    );
  }
  console.log('ledger mismatches:', (await ledgerMismatches(app.db)).length);
} finally {
  await app.close();
}
