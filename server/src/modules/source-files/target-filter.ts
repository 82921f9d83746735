// Every target (phone or domain) that some project lists, held in memory by a file worker. A row whose
// target is not in it can match no project, so it is counted unmatched without a trip to the database:
// most rows of a supplier's file are for sites no customer watches. The engine still matches the rest
// against the current projects (region, weekday, status), so the set only has to be a superset.
//
// It is reloaded when the project_targets_version sequence has moved, and at least every RELOAD_MS:
// the sequence moves before the change commits, so a reload that races the commit can miss a new
// target for one period. Suppliers only send rows for a target after the project's sync registered it
// with them, which takes longer than that.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { queryRows } from '../../db/query.ts';

const RELOAD_MS = 5_000;

const readVersion = async (db: Db): Promise<string> => {
  const [row] = await queryRows<{ last_value: string; is_called: boolean }>(
    db,
    sql`SELECT last_value, is_called FROM project_targets_version`,
  );
  return `${String(row.last_value)}/${String(row.is_called)}`;
};

export class TargetFilter {
  // One set per kind: a lookup per row, so no key string is built for it.
  private byKind = new Map<string, Set<string>>();
  private version: string | null = null;
  private loadedAt = 0;

  /** Reloads the set if a project target changed since the last load, or the last load is old. */
  async refresh(db: Db, now = Date.now()): Promise<void> {
    const version = await readVersion(db);
    if (version === this.version && now - this.loadedAt < RELOAD_MS) return;
    const rows = await queryRows<{ kind: string; value: string }>(
      db,
      sql`SELECT DISTINCT kind, value FROM project_targets`,
    );
    const byKind = new Map<string, Set<string>>();
    for (const { kind, value } of rows) {
      let values = byKind.get(kind);
      if (!values) byKind.set(kind, (values = new Set()));
      values.add(value);
    }
    this.byKind = byKind;
    this.version = version;
    this.loadedAt = now;
  }

  has(kind: string, value: string): boolean {
    return this.byKind.get(kind)?.has(value) ?? false;
  }
}
