// Export reads in chunks, continuing after the last row by a row-value comparison (keyset): a large
// export never holds more than one chunk, never pins a pool connection between chunks, and each
// chunk is an index range like the list's first page.
import type { Deal } from '@lp/shared/contracts/deals';
import { orderBy } from '../../db/page-sql.ts';
import type { PreparedRunner, Row } from '../../db/prepared.ts';
import { DEAL_COLUMNS, KEY_CASTS, dealWhere, orderKeys, toDeal, type DealFilters } from './deal-sql.ts';
import { moscowBounds } from './list-sql.ts';

/** Excel's sheet holds 1,048,576 rows: the export stops a little short of that whatever is asked. */
export const EXPORT_MAX_ROWS = 1_000_000;

export async function* exportDeals(
  run: PreparedRunner,
  filters: DealFilters,
  limit: number = EXPORT_MAX_ROWS,
  chunkSize = 2000,
): AsyncGenerator<Deal[]> {
  const w = dealWhere(filters, moscowBounds(filters));
  const keys = orderKeys(filters.sortBy);
  const casts = KEY_CASTS[filters.sortBy];
  const order = orderBy(keys, filters.sortDesc);
  const next = 2 + w.values.length;
  const select = (extra: string, limitParam: string) => `SELECT ${DEAL_COLUMNS}, ${keys
    .map((_key, i) => `d.k${i}::text AS k${i}`)
    .join(', ')}
  FROM (
    SELECT d.*, ${keys.map((key, i) => `${key} AS k${i}`).join(', ')}
      FROM deals d
     WHERE ${w.where}${extra}
     ORDER BY ${order}
     LIMIT ${limitParam}
  ) d
 ORDER BY ${orderBy(
   keys.map((_key, i) => `d.k${i}`),
   filters.sortDesc,
 )}`;
  const first = select('', `$${next}`);
  const params = casts.map((cast, i) => `$${next + i}::${cast}`).join(', ');
  const op = filters.sortDesc ? '<' : '>';
  const following = select(` AND (${keys.join(', ')}) ${op} (${params})`, `$${next + casts.length}`);
  const name = `deals_export_${w.key}_${filters.sortBy}_${filters.sortDesc ? 'd' : 'a'}`;

  let cursor: string[] | null = null;
  let left = limit;
  while (left > 0) {
    const size = Math.min(chunkSize, left);
    const rows: Row[] =
      cursor === null
        ? await run(`${name}_first`, first, [filters.companyId, ...w.values, size])
        : await run(`${name}_next`, following, [filters.companyId, ...w.values, ...cursor, size]);
    if (rows.length === 0) return;
    yield rows.map(toDeal);
    left -= rows.length;
    if (rows.length < size) return;
    const last: Row = rows[rows.length - 1];
    cursor = keys.map((_key, i) => String(last[`k${i}`]));
  }
}
