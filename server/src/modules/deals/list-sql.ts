// GET /api/deals in one round trip: the page, its total and the four stat groups (hot path: named
// prepared statements, literal LIMIT/OFFSET, the (company, [status|project,] created_at, id) indexes).
// Project and source names come from the process's cache (display-names.ts; a second query only for
// names it does not hold).
import type { DealList, DealStats } from '@lp/shared/contracts/deals';
import { counterDayRange, MOSCOW_TODAY } from '../../db/moscow-sql.ts';
import { limitOffset, orderBy, pageStatements } from '../../db/page-sql.ts';
import type { PreparedRunner } from '../../db/prepared.ts';
import { moscowDayEnd, moscowDayStart } from '../../lib/moscow-time.ts';
import {
  DEAL_COLUMNS_WITHOUT_NAMES,
  dealWhere,
  orderKeys,
  toDeal,
  type DealFilters,
  type WhereParts,
} from './deal-sql.ts';
import { withNames, type NameCache } from './display-names.ts';

export type ListParams = DealFilters & { page: number; perPage: number };

export const moscowBounds = (f: DealFilters): { from: Date | null; to: Date | null } => ({
  from: f.dateFrom ? moscowDayStart(f.dateFrom) : null,
  to: f.dateTo ? moscowDayEnd(f.dateTo) : null,
});

/**
 * Stat groups from the trigger-kept counters (key lookups, never a count over the deals):
 * new_today = deals created today (Moscow) and still 'new' — the work waiting since this morning;
 * in_progress, completed, cancelled = the company's totals in that status, whenever created.
 */
const STATS = `(SELECT coalesce(sum(n) FILTER (WHERE status = 'in_progress'), 0)::bigint AS st_in_progress,
          coalesce(sum(n) FILTER (WHERE status = 'completed'), 0)::bigint AS st_completed,
          coalesce(sum(n) FILTER (WHERE status = 'cancelled'), 0)::bigint AS st_cancelled,
          coalesce(sum(n), 0)::bigint AS st_all
     FROM deal_counts WHERE company_id = $1) st
  CROSS JOIN (SELECT coalesce(sum(n), 0)::bigint AS st_new_today
     FROM deal_daily_counts WHERE company_id = $1 AND day = ${MOSCOW_TODAY} AND status = 'new') nt`;

/**
 * The total: from deal_counts without filters or with a status only, from deal_daily_counts with
 * dates (± status; the bounds are Moscow midnights, the counters' days are Moscow days); a project or
 * a search falls back to a count over the matching rows.
 */
const totalSql = (w: WhereParts): string => {
  if (w.key === '') return 'st.st_all';
  const status = w.status ? ` AND status = ${w.status}` : '';
  if (w.key === 's')
    return `(SELECT coalesce(sum(n), 0)::bigint FROM deal_counts WHERE company_id = $1${status})`;
  if (/^s?f?t?$/.test(w.key)) {
    const range = counterDayRange(w.from, w.to);
    return `(SELECT coalesce(sum(n), 0)::bigint FROM deal_daily_counts WHERE company_id = $1${status}${range})`;
  }
  return `(SELECT count(*) FROM deals d WHERE ${w.where})`;
};

const PAGE_COLUMNS = `d.id, d.name, d.phone, d.project_id, d.source_id, d.target, d.region, d.visited_at,
      d.created_at, d.status, d.comment, d.price`;

const statements = pageStatements('deals_list');

const listSql = (params: ListParams, w: WhereParts): string => {
  const keys = orderKeys(params.sortBy);
  return `SELECT st.st_in_progress, st.st_completed, st.st_cancelled, nt.st_new_today, ${totalSql(w)} AS total,
       ${DEAL_COLUMNS_WITHOUT_NAMES}
  FROM ${STATS}
  LEFT JOIN LATERAL (
    SELECT ${PAGE_COLUMNS}, ${keys.map((key, i) => `${key} AS k${i}`).join(', ')}
      FROM deals d
     WHERE ${w.where}
     ORDER BY ${orderBy(keys, params.sortDesc)}
     ${limitOffset(params)}
  ) d ON true
 ORDER BY ${orderBy(
   keys.map((_key, i) => `d.k${i}`),
   params.sortDesc,
 )}`;
};

export const listDeals = async (
  run: PreparedRunner,
  names: NameCache,
  params: ListParams,
): Promise<DealList> => {
  const w = dealWhere(params, moscowBounds(params));
  const shape = `${w.key}_${params.sortBy}_${params.sortDesc ? 'd' : 'a'}`;
  const { name, text } = statements(params, shape, () => listSql(params, w));
  const rows = await run(name, text, [params.companyId, ...w.values]);
  // The stats row is always there; an empty page is that one row with null deal columns.
  const first = rows[0];
  const stats: DealStats = {
    new_today: Number(first.st_new_today),
    in_progress: Number(first.st_in_progress),
    completed: Number(first.st_completed),
    cancelled: Number(first.st_cancelled),
  };
  const page = first.id === null ? [] : await withNames(run, names, rows);
  return {
    data: page.map(toDeal),
    total: Number(first.total),
    stats,
  };
};
