import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { seedDemo } from '../seed.ts';
import { createTestApp } from '../test/helpers.ts';
import { migrate } from './migrate.ts';

describe('migrator and seed (PostgreSQL)', () => {
  let app: App;
  let dir: string;
  beforeAll(async () => {
    app = await createTestApp();
    dir = await mkdtemp(path.join(tmpdir(), 'lp-migrations-'));
  });
  afterAll(async () => {
    await app?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('applied every migration once; running again applies nothing', async () => {
    const { rows } = await app.database.query('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows[0].name).toBe('0001_core.sql');
    expect(await migrate(app.database)).toEqual([]);
  });

  it('applies new files in name order, each atomically', async () => {
    await writeFile(
      path.join(dir, '0002_b.sql'),
      'CREATE TABLE mig_b (id int); INSERT INTO mig_b VALUES (2);',
    );
    await writeFile(path.join(dir, '0001_a.sql'), 'CREATE TABLE mig_a (id int);');
    await writeFile(
      path.join(dir, '0003_broken.sql'),
      'CREATE TABLE mig_c (id int); SELECT * FROM no_such_table;',
    );
    await expect(migrate(app.database, dir)).rejects.toThrow(/0003_broken\.sql/);
    const { rows } = await app.database.query(
      "SELECT name FROM schema_migrations WHERE name LIKE '000%\\_%' ESCAPE '\\' ORDER BY name",
    );
    expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining(['0001_a.sql', '0002_b.sql']));
    expect(rows.map((row) => row.name)).not.toContain('0003_broken.sql');
    // The failed file left nothing behind.
    const leftover = await app.database.query("SELECT to_regclass('mig_c') AS t");
    expect(leftover.rows[0].t).toBeNull();
  });

  it('concurrent migrators do not collide', async () => {
    await writeFile(path.join(dir, '0003_broken.sql'), 'CREATE TABLE mig_c (id int);');
    const results = await Promise.all([migrate(app.database, dir), migrate(app.database, dir)]);
    expect(results.flat()).toEqual(['0003_broken.sql']);
  });

  it('seeds an empty database once, never a used one', async () => {
    expect(await seedDemo(app.db)).toBe(true);
    expect(await seedDemo(app.db)).toBe(false);
    const { rows } = await app.database.query("SELECT value FROM settings WHERE key = 'min_topup_amount'");
    expect(rows[0].value).toBe(1000);
  });
});
