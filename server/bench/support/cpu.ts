// CPU per request is steadier than latency when other work shares the machine, so the benches
// measure it for the server process and for the PostgreSQL backends of the bench database.
import { readFileSync } from 'node:fs';

// CPU time of the given backends (Linux /proc; 100 ticks a second).
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

export type CpuMeter = { stop: () => Promise<{ nodeMs: number; postgresMs: number }> };

/** CPU spent by this process (the server; the load runs elsewhere) and by the database's backends. */
export const startCpuMeter = async (
  query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>,
  databaseName: string,
): Promise<CpuMeter> => {
  const backendPids = async () =>
    (await query(`SELECT pid FROM pg_stat_activity WHERE datname = '${databaseName}'`)).rows.map((row) =>
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
