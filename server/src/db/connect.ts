import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';

/** One database type for both drivers; a transaction is assignable to it too. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;

export type DatabaseHandle = {
  kind: 'postgres' | 'pglite';
  db: Db;
  /** Runs a multi-statement SQL script in one transaction (migrations). */
  runScript: (script: string) => Promise<void>;
  /** Raw single-statement query with $n parameters (pg-boss adapter, health). */
  query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  pglite: PGlite | null;
  pool: pg.Pool | null;
  close: () => Promise<void>;
};

// Return bigint (int8) columns as JS numbers: ids stay far below 2^53 and the API speaks numbers.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export const openPostgres = (connectionString: string, max = 10): DatabaseHandle => {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client error (server restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    pglite: null,
    pool,
    runScript: async (script) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(script);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    query: async (text, values) => {
      const result = await pool.query(text, values as unknown[]);
      return { rows: result.rows };
    },
    close: () => pool.end(),
  };
};

export const openPglite = async (dataDir: string | null): Promise<DatabaseHandle> => {
  // PGlite needs the parent of its data folder to exist.
  if (dataDir) await mkdir(path.dirname(dataDir), { recursive: true });
  // Same int8 → number rule as for pg above.
  const parsers = { 20: (value: string) => Number.parseInt(value, 10) };
  // pg_trgm and btree_gin back the projects search index (a real PostgreSQL server ships both in its contrib set).
  const options = { parsers, extensions: { pg_trgm, btree_gin } };
  const client = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await client.waitReady;
  const db = drizzlePglite(client) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    pglite: client,
    pool: null,
    runScript: async (script) => {
      await client.transaction(async (tx) => {
        await tx.exec(script);
      });
    },
    query: async (text, values) => {
      const result = await client.query<Record<string, unknown>>(text, values);
      return { rows: result.rows };
    },
    close: () => client.close(),
  };
};

export const openDatabase = async (options: {
  databaseUrl: string | null;
  dataDir: string;
}): Promise<DatabaseHandle> =>
  options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(path.join(options.dataDir, 'pglite'));
