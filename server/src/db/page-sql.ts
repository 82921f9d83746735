// Pieces of the hot-path list queries (deals, projects, account statements): ORDER BY over sort keys,
// literal LIMIT/OFFSET, and one named prepared statement per query shape.
/** Which page of a list: from 1, `perPage` rows each. */
export type PageRef = { page: number; perPage: number };

/** Every key in the one direction (ties are broken by id in the same direction, so paging is stable). */
export const orderBy = (keys: string[], sortDesc: boolean): string =>
  keys.map((key) => `${key} ${sortDesc ? 'DESC' : 'ASC'}`).join(', ');

const offsetOf = ({ page, perPage }: PageRef): number => (page - 1) * perPage;

// LIMIT/OFFSET are written as literals (validated integers): with `LIMIT $n` PostgreSQL can't
// estimate the generic plan and re-plans every execution, which costs more than the query.
export const limitOffset = (ref: PageRef): string =>
  `LIMIT ${Math.trunc(ref.perPage)} OFFSET ${Math.trunc(offsetOf(ref))}`;

const COMMON_PAGE_SIZES = new Set([10, 15, 20, 25, 50, 100]);

/**
 * Named statements per shape (filters × sort × direction × the usual page sizes × pages 1-3), each SQL
 * text built once; deeper pages and unusual sizes run unnamed. `prefix` names the list's statements.
 */
export const pageStatements = (prefix: string) => {
  const sqlByShape = new Map<string, string>();
  return (ref: PageRef, shape: string, build: () => string): { name: string | null; text: string } => {
    const key = `${shape}_${ref.perPage}_${offsetOf(ref)}`;
    const named = ref.page <= 3 && COMMON_PAGE_SIZES.has(ref.perPage);
    let text = sqlByShape.get(key);
    if (text === undefined) {
      text = build();
      if (named) sqlByShape.set(key, text);
    }
    return { name: named ? `${prefix}_${key}` : null, text };
  };
};
