// The two floors under any ingest of this data model on this machine, each measured alone after the
// run: what one core needs to read, parse and check the rows (the worker's own functions, no
// database), and what PostgreSQL needs only to write the run's outputs (deals, statement rows,
// identifications) into empty tables with the same indexes, one INSERT … SELECT each, no triggers.
// Whatever the engine does, the work of an ingest is at least their sum.
import type { Db, DatabaseHandle } from '../../src/db/connect.ts';
import { mapHeader } from '../../src/modules/source-files/columns.ts';
import { parseRow } from '../../src/modules/source-files/parse-row.ts';
import { readRows } from '../../src/modules/source-files/row-reader.ts';
import { TargetFilter } from '../../src/modules/source-files/target-filter.ts';

const seconds = (since: bigint): number => Number(process.hrtime.bigint() - since) / 1e9;

/** Reads, parses and checks every row as process-file.ts does, and filters by target; answers seconds. */
export const parseFloor = async (db: Db, csvPath: string): Promise<{ seconds: number; kept: number }> => {
  const targets = new TargetFilter();
  await targets.refresh(db);
  const started = process.hrtime.bigint();
  let map: ReturnType<typeof mapHeader> | null = null;
  let kept = 0;
  for await (const cells of readRows(csvPath, 'csv')) {
    if (map === null) {
      map = mapHeader(cells);
      if (!map.ok) throw new Error(`bench file without ${map.missing.join(', ')}`);
      continue;
    }
    const result = parseRow(cells, map.map);
    if (result.ok && targets.has(result.row.targetKind, result.row.target)) kept += 1;
  }
  return { seconds: seconds(started), kept };
};

const OUTPUTS = ['deals', 'account_statements', 'identifications'] as const;

/** Copies the run's output tables into empty look-alikes (same columns and indexes); answers seconds. */
export const writeFloor = async (
  database: DatabaseHandle,
): Promise<{ seconds: number; rows: Record<(typeof OUTPUTS)[number], number> }> => {
  for (const table of OUTPUTS)
    await database.query(`CREATE TABLE floor_${table} (LIKE ${table} INCLUDING ALL)`);
  await database.query('CHECKPOINT');
  const rows = {} as Record<(typeof OUTPUTS)[number], number>;
  const started = process.hrtime.bigint();
  for (const table of OUTPUTS) {
    const result = await database.query(
      `WITH copied AS (INSERT INTO floor_${table} SELECT * FROM ${table} RETURNING 1) SELECT count(*)::int AS n FROM copied`,
    );
    rows[table] = Number(result.rows[0].n);
  }
  const elapsed = seconds(started);
  await database.query(`DROP TABLE ${OUTPUTS.map((table) => `floor_${table}`).join(', ')}`);
  return { seconds: elapsed, rows };
};
