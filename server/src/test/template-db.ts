import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openPostgres } from '../db/connect.ts';
import { migrate, migrationsDir } from '../db/migrate.ts';
import { createJobs } from '../jobs/queue.ts';

/*
 * Test databases are cloned from a template that already holds every migration and pg-boss's schema:
 * CREATE DATABASE … TEMPLATE takes ~0.2-0.5 s, where migrating + installing pg-boss takes ~0.6 s more.
 * The template's name carries a hash of the migrations and the pg-boss version, so a changed migration
 * makes a new template; the first worker that needs it builds it under an advisory lock.
 */

const TEMPLATE_PREFIX = 'lp_tpl_';
const LOCK_KEY = 7_340_002;

const fingerprint = async (): Promise<string> => {
  const hash = createHash('sha256');
  for (const name of (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort()) {
    hash.update(name).update(await readFile(path.join(migrationsDir, name)));
  }
  const bossPackage = path.resolve(
    path.dirname(fileURLToPath(import.meta.resolve('pg-boss'))),
    '..',
    'package.json',
  );
  hash.update(await readFile(bossPackage));
  return hash.digest('hex').slice(0, 16);
};

const urlFor = (base: string, database: string): string => {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
};

const build = async (admin: pg.Client, baseUrl: string, name: string): Promise<void> => {
  const building = `${name}_b${randomBytes(3).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${building}`);
  try {
    const handle = openPostgres(urlFor(baseUrl, building), 2);
    try {
      await migrate(handle);
      const jobs = createJobs(handle, { workers: false, maintenance: false, onError: () => {} });
      await jobs.start();
      await jobs.stop();
    } finally {
      await handle.close();
    }
    // Published by rename, so nobody clones a half-built template.
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
  } catch (error) {
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`).catch(() => {});
    throw error;
  }
};

const ensure = async (baseUrl: string): Promise<string> => {
  const name = `${TEMPLATE_PREFIX}${await fingerprint()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) {
      await build(admin, baseUrl, name);
      // Templates of older migration sets: best effort (one that is being cloned right now stays).
      const stale = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE '${TEMPLATE_PREFIX}%' AND datname <> $1`,
        [name],
      );
      for (const { datname } of stale.rows)
        await admin.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => {});
    }
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => {});
    await admin.end();
  }
};

let template: Promise<string> | null = null;

/** The template database for this run's migrations (built once per machine and migration set). */
export const templateDatabase = (baseUrl: string): Promise<string> => {
  template ??= ensure(baseUrl).catch((error: unknown) => {
    template = null;
    throw error;
  });
  return template;
};

/** Clones the template; retries while a just-closed session still holds the template open. */
export const cloneTemplate = async (admin: pg.Client, name: string, templateName: string): Promise<void> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateName}`);
      return;
    } catch (error) {
      const busy = error instanceof Error && /being accessed by other users/.test(error.message);
      if (!busy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
};
