import type { DatabaseHandle } from './connect.ts';

export type Row = Record<string, unknown>;

/**
 * Runs a hot-path read as a named prepared statement on PostgreSQL (parsed and planned once per
 * connection); `name: null` runs it unnamed (parsed and planned on every call).
 */
export type PreparedRunner = (name: string | null, text: string, values: unknown[]) => Promise<Row[]>;

export const preparedRunner = (handle: DatabaseHandle): PreparedRunner => {
  const pool = handle.pool;
  if (pool) {
    return async (name, text, values) =>
      (await (name === null ? pool.query<Row>(text, values) : pool.query<Row>({ name, text, values }))).rows;
  }
  // PGlite: one in-process connection, no network round trip to save.
  return async (_name, text, values) => (await handle.query(text, values)).rows;
};
