// The result lines every HTTP bench prints, so runs of different benches read alike.
import { loadavg } from 'node:os';
import type { Result } from 'autocannon';

export const printLoadResult = (
  label: string,
  result: Result,
  setting: { connections: number; poolMax: number },
): void => {
  const { latency, requests } = result;
  console.log(`\nGET ${label}`);
  console.log(`  ${setting.connections} connections, ${result.duration} s, pool max ${setting.poolMax}`);
  console.log(
    `  requests/s: avg ${requests.average.toFixed(0)} (total ${requests.total}, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`,
  );
  console.log(
    `  latency ms: p50 ${latency.p50}  p90 ${latency.p90}  p99 ${latency.p99}  max ${latency.max}  avg ${latency.average.toFixed(2)}`,
  );
};

/** Milliseconds per request of the measured run, as printed. */
export const perRequest = (result: Result, ms: number): string => (ms / result.requests.total).toFixed(3);

/** CPU per request (see cpu.ts), then the machine's load average: the load generator shares it. */
export const printCpuAndLoad = (result: Result, cpu: { nodeMs: number; postgresMs: number }): void => {
  console.log(
    `  CPU per request: server (Node) ${perRequest(result, cpu.nodeMs)} ms + PostgreSQL ${perRequest(result, cpu.postgresMs)} ms`,
  );
  console.log(
    `  machine load average at the end: ${loadavg()[0].toFixed(1)} (2 cores shared with the load generator)`,
  );
};

export const printBudget = (result: Result, p99Ms: number): void => {
  console.log(`  p99 budget ${p99Ms} ms: ${result.latency.p99 < p99Ms ? 'MET' : 'MISSED'}`);
};

/**
 * Correctness first, and what one request costs alone: every path once, its row count and time.
 * `label` turns a path into its printed form (padded to `width`).
 */
export const checkPaths = async (
  address: string,
  token: string,
  paths: string[],
  format: { width: number; totalWidth: number; label?: (path: string) => string },
): Promise<void> => {
  for (const path of paths) {
    const t0 = performance.now();
    const reply = await fetch(`${address}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await reply.json()) as { data: unknown[]; total: number };
    const ms = performance.now() - t0;
    if (reply.status !== 200) throw new Error(`unexpected reply ${reply.status} for ${path}`);
    console.log(
      `  ${(format.label?.(path) ?? path).padEnd(format.width)} ${String(body.data.length).padStart(3)} rows of ${String(body.total).padStart(format.totalWidth)}  ${ms.toFixed(1)} ms`,
    );
  }
};
