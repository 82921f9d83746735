// Project and source names for the deals list, from a per-process NoticeCache (lib/notice-cache.ts
// says how it stays fresh). Looked up per row in SQL they were a quarter of the list query's cost
// (bench:deals). Renaming or deleting a project or a source notifies NAMES_CHANNEL (migration 0006);
// a deal whose project was deleted shows no project name, so "not found" is remembered as null.
import type { PreparedRunner } from '../../db/prepared.ts';
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

/** The names of these projects and sources: from the cache, the missing ones in one query. */
export const resolveNames = async (
  run: PreparedRunner,
  cache: NameCache,
  ids: { projects: Iterable<number>; sources: Iterable<number> },
): Promise<Map<string, string | null>> => {
  const names = new Map<string, string | null>();
  const missing = { projects: new Set<number>(), sources: new Set<number>() };
  const collect = (prefix: 'p' | 's', list: Iterable<number>, into: Set<number>) => {
    for (const id of list) {
      const key = `${prefix}${id}`;
      const name = cache.lookup(key);
      if (name === undefined) into.add(id);
      else names.set(key, name);
    }
  };
  collect('p', ids.projects, missing.projects);
  collect('s', ids.sources, missing.sources);
  if (missing.projects.size + missing.sources.size === 0) return names;

  const stamp = cache.stamp();
  const rows = await run('deal_display_names', NAMES_SQL, [[...missing.projects], [...missing.sources]]);
  const found = new Map(rows.map((row) => [String(row.key), String(row.name)]));
  for (const [prefix, set] of [
    ['p', missing.projects],
    ['s', missing.sources],
  ] as const) {
    for (const id of set) {
      const key = `${prefix}${id}`;
      const name = found.get(key) ?? null;
      names.set(key, name);
      cache.remember(key, name, stamp);
    }
  }
  return names;
};
