import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from './connect.ts';

export const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// A fixed advisory-lock key so that two processes starting together migrate one after the other.
const LOCK_KEY = 7_340_001;

/** Applies every migrations/*.sql once, in name order, each in its own transaction. Returns the names applied now. */
export const migrate = async (handle: DatabaseHandle, dir = migrationsDir): Promise<string[]> => {
  await handle.query(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const files = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const name of files) {
    const done = await handle.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name]);
    if (done.rows.length > 0) continue;
    const body = await readFile(path.join(dir, name), 'utf8');
    const quoted = name.replaceAll("'", "''");
    // The lock is taken and the record re-checked inside the same transaction, so a concurrent
    // migrator that got there first turns this one into a no-op instead of a duplicate-table error.
    await handle
      .runScript(
        `SELECT pg_advisory_xact_lock(${LOCK_KEY});
DO $migrate$ BEGIN
  IF EXISTS (SELECT 1 FROM schema_migrations WHERE name = '${quoted}') THEN
    RAISE EXCEPTION 'lp-migration-already-applied';
  END IF;
END $migrate$;
${body}
;
INSERT INTO schema_migrations (name) VALUES ('${quoted}');`,
      )
      .then(
        () => applied.push(name),
        (error: unknown) => {
          if (error instanceof Error && error.message.includes('lp-migration-already-applied')) return;
          throw new Error(
            `Migration ${name} failed: ${error instanceof Error ? error.message : String(error)}`,
            { cause: error },
          );
        },
      );
  }
  return applied;
};
