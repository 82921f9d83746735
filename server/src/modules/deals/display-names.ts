// Project and source names for the deals list, from a per-process NoticeCache (lib/notice-cache.ts
// says how it stays fresh). Looked up per row in SQL they were a quarter of the list query's cost
// (bench:deals). Renaming or deleting a project or a source notifies NAMES_CHANNEL (migration 0006);
// a deal whose project was deleted shows no project name, so "not found" is remembered as null.
import type { PreparedRunner, Row } from '../../db/prepared.ts';
import { NoticeCache } from '../../lib/notice-cache.ts';

export const NAMES_CHANNEL = 'lp_names';

let localGeneration = 0;

/** Call after committing a rename or a deletion of a project or a source. */
export const namesChanged = (): void => {
  localGeneration += 1;
};

/** Keyed `p<id>` (project) and `s<id>` (source). */
export type NameCache = NoticeCache<string, string | null>;

export const createNameCache = (): NameCache =>
  new NoticeCache({ ttlMs: 10 * 60_000, maxEntries: 100_000, localGeneration: () => localGeneration });

const NAMES_SQL = `SELECT 'p' || id AS key, name FROM projects WHERE id = ANY ($1::bigint[])
  UNION ALL SELECT 's' || id, name FROM sources WHERE id = ANY ($2::bigint[])`;

type Kind = 'p' | 's';

/**
 * The page's rows with `project_name` and `source` filled in (null without an id, or for a deleted
 * project): from the cache, the names it does not hold in one query.
 */
export const withNames = async (run: PreparedRunner, cache: NameCache, rows: Row[]): Promise<Row[]> => {
  const idsOf = (row: Row): [Kind, unknown][] => [
    ['p', row.project_id],
    ['s', row.source_id],
  ];
  const names = new Map<string, string | null>();
  const missing: Record<Kind, Set<number>> = { p: new Set(), s: new Set() };
  for (const row of rows) {
    for (const [kind, id] of idsOf(row)) {
      if (id === null) continue;
      const name = cache.lookup(`${kind}${Number(id)}`);
      if (name === undefined) missing[kind].add(Number(id));
      else names.set(`${kind}${Number(id)}`, name);
    }
  }
  if (missing.p.size + missing.s.size > 0) {
    const stamp = cache.stamp();
    const found = await run('deal_display_names', NAMES_SQL, [[...missing.p], [...missing.s]]);
    const byKey = new Map(found.map((row) => [String(row.key), String(row.name)]));
    for (const kind of ['p', 's'] as const) {
      for (const id of missing[kind]) {
        const name = byKey.get(`${kind}${id}`) ?? null;
        names.set(`${kind}${id}`, name);
        cache.remember(`${kind}${id}`, name, stamp);
      }
    }
  }
  const nameOf = (kind: Kind, id: unknown) =>
    id === null ? null : (names.get(`${kind}${Number(id)}`) ?? null);
  return rows.map((row) => ({
    ...row,
    project_name: nameOf('p', row.project_id),
    source: nameOf('s', row.source_id),
  }));
};
