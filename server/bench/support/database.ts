// Each bench runs against its own throw-away database on the real PostgreSQL server and the app
// started in-process on it; this is the shared part of that set-up and tear-down.
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../../src/app.ts';
import { openPostgres, type DatabaseHandle } from '../../src/db/connect.ts';
import { migrate } from '../../src/db/migrate.ts';

export const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const benchDatabaseUrl = (name: string): string => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** One statement on the admin connection (CREATE / DROP DATABASE cannot run inside the bench one). */
export const admin = async (statement: string): Promise<void> => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

export const dropDatabase = (name: string): Promise<void> =>
  admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);

export const recreateDatabase = async (name: string): Promise<void> => {
  console.log(`database ${name}: recreating`);
  await dropDatabase(name);
  await admin(`CREATE DATABASE ${name}`);
};

export type BenchApp = {
  database: DatabaseHandle;
  app: Awaited<ReturnType<typeof buildApp>>;
  /** Closes the app and the pool; drops the database unless `keep`. */
  close: () => Promise<void>;
};

/**
 * Opens a pool of `poolMax` on the bench database, migrates it and builds the app on that pool with
 * its workers off. `app` adds to (or overrides) those build options; `config` is merged.
 */
export const openBenchApp = async (options: {
  name: string;
  poolMax: number;
  keep: boolean;
  app?: Omit<BuildAppOptions, 'database'>;
}): Promise<BenchApp> => {
  const url = benchDatabaseUrl(options.name);
  const database = openPostgres(url, options.poolMax);
  await migrate(database);
  const app = await buildApp({
    migrate: false,
    workers: false,
    logger: false,
    ...options.app,
    database,
    config: { databaseUrl: url, ...options.app?.config },
  });
  return {
    database,
    app,
    close: async () => {
      await app.close();
      await database.close();
      if (!options.keep) await dropDatabase(options.name);
    },
  };
};
