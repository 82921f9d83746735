// Hand-written SQL for the statement list and export (hot paths: no ORM, prepared statements).
// Only whitelisted fragments are concatenated; every value travels as a $n parameter.
import type { StatementStatus, StatementType } from '../../db/schema.ts';
import type { PreparedRunner } from '../../db/prepared.ts';
import { counterDayRange } from '../../db/moscow-sql.ts';
import { limitOffset, pageStatements } from '../../db/page-sql.ts';

export type SortBy = 'created_at' | 'amount' | 'type' | 'status';

export type StatementQuery = {
  companyId: number;
  status: StatementStatus | null;
  /** inclusive start instant */
  from: Date | null;
  /** exclusive end instant */
  to: Date | null;
  sortBy: SortBy;
  sortDesc: boolean;
};

export type StatementItem = {
  id: number;
  date: string;
  amount: string;
  type: StatementType;
  status: StatementStatus;
  description: string;
};

export type StatementPage = {
  companyName: string;
  balance: string;
  total: number;
  rows: StatementItem[];
};

const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

// Ties broken by date then id in the same direction, so the order is total (stable paging)
// and a row-value comparison can continue an export from the last row.
const orderColumns = (sortBy: SortBy): string[] =>
  sortBy === 'created_at' ? ['s.created_at', 's.id'] : [`s.${sortBy}`, 's.created_at', 's.id'];

const orderBy = (query: StatementQuery): string => {
  const dir = query.sortDesc ? 'DESC' : 'ASC';
  return orderColumns(query.sortBy)
    .map((column) => `${column} ${dir}`)
    .join(', ');
};

type Filters = {
  where: string;
  values: unknown[];
  /** which filters are set: names the prepared statement */
  key: string;
  /** `$n` of each set filter */
  params: { status?: string; from?: string; to?: string };
};

/** WHERE for the filters; `$1` is always the company, the filters' values follow from `firstParam`. */
const filters = (query: StatementQuery, firstParam: number): Filters => {
  const parts = ['s.company_id = $1'];
  const values: unknown[] = [];
  const params: Filters['params'] = {};
  let key = '';
  const add = (name: keyof Filters['params'], condition: string, value: unknown): void => {
    values.push(value);
    const param = `$${firstParam + values.length - 1}`;
    params[name] = param;
    parts.push(`${condition} ${param}`);
    key += name[0];
  };
  if (query.status) add('status', 's.status =', query.status);
  if (query.from) add('from', 's.created_at >=', query.from.toISOString());
  if (query.to) add('to', 's.created_at <', query.to.toISOString());
  return { where: parts.join(' AND '), values, key, params };
};

// The total from the trigger-kept counters, never a count(*) over the history: per status without
// dates, per Moscow day within a date range (the range bounds are Moscow midnights).
const totalSql = (f: Filters): string => {
  const { status, from, to } = f.params;
  const statusCondition = status ? ` AND status = ${status}` : '';
  if (!from && !to) {
    return `(SELECT COALESCE(sum(n), 0)::bigint FROM account_statement_counts WHERE company_id = $1${statusCondition})`;
  }
  const range = counterDayRange(from, to);
  return `(SELECT COALESCE(sum(n), 0)::bigint FROM account_statement_daily_counts WHERE company_id = $1${statusCondition}${range})`;
};

// Named statements: filter shapes (8) × orders (8) × the usual page sizes × pages 1-3, at most;
// in practice a handful.
const statements = pageStatements('billing_list');

/**
 * One round trip: the page's rows, each carrying the company's name, balance and the total
 * (computed once as init-plans). An empty page still returns one row, with null statement columns.
 */
export const listStatements = async (
  run: PreparedRunner,
  query: StatementQuery,
  page: number,
  perPage: number,
): Promise<StatementPage | null> => {
  const f = filters(query, 2);
  // LIMIT/OFFSET as literals (measured with `LIMIT $n`: custom_plans only, see db/page-sql.ts); the
  // usual pages get a named statement each, deep ones run unnamed.
  const shape = `${f.key}_${query.sortBy}_${query.sortDesc ? 'd' : 'a'}`;
  const { name, text } = statements(
    { page, perPage },
    shape,
    () => `SELECT c.name AS company_name, c.balance::text AS balance, ${totalSql(f)} AS total,
       s.id, to_char(s.created_at AT TIME ZONE 'UTC', ${ISO_UTC}) AS date, s.amount::text AS amount,
       s.type, s.status, s.description
  FROM companies c
  LEFT JOIN LATERAL (
    SELECT s.id, s.created_at, s.amount, s.type, s.status, s.description
      FROM account_statements s
     WHERE ${f.where}
     ORDER BY ${orderBy(query)}
     ${limitOffset({ page, perPage })}
  ) s ON true
 WHERE c.id = $1
 ORDER BY ${orderBy(query)}`,
  );
  const result = await run(name, text, [query.companyId, ...f.values]);
  const first = result[0];
  if (!first) return null;
  return {
    companyName: String(first.company_name),
    balance: String(first.balance),
    total: Number(first.total),
    rows:
      first.id === null
        ? []
        : result.map((row) => ({
            id: Number(row.id),
            date: String(row.date),
            amount: String(row.amount),
            type: row.type as StatementType,
            status: row.status as StatementStatus,
            description: String(row.description),
          })),
  };
};

export type ExportRow = StatementItem & { cursor: string[] };

const CURSOR_CAST: Record<SortBy, string> = {
  created_at: 'timestamptz',
  amount: 'numeric',
  type: 'text',
  status: 'text',
};

/**
 * Export rows in chunks, continuing after the last row by a row-value comparison (keyset), so a
 * large export never holds more than one chunk and stays consistent while new rows arrive.
 */
export async function* exportStatements(
  run: PreparedRunner,
  query: StatementQuery,
  chunkSize = 2000,
): AsyncGenerator<ExportRow[]> {
  const f = filters(query, 2);
  const columns = orderColumns(query.sortBy);
  const casts =
    query.sortBy === 'created_at'
      ? ['timestamptz', 'bigint']
      : [CURSOR_CAST[query.sortBy], 'timestamptz', 'bigint'];
  const cursorSelect = columns.map((column, i) => `${column}::text AS k${i}`).join(', ');
  const base = `SELECT s.id, to_char(s.created_at AT TIME ZONE 'UTC', ${ISO_UTC}) AS date, s.amount::text AS amount,
  s.type, s.status, s.description, ${cursorSelect}
FROM account_statements s WHERE ${f.where}`;
  const order = orderBy(query);
  let cursor: string[] | null = null;
  for (;;) {
    let text: string;
    let values: unknown[];
    const next = 2 + f.values.length;
    if (cursor === null) {
      text = `${base} ORDER BY ${order} LIMIT $${next}`;
      values = [query.companyId, ...f.values, chunkSize];
    } else {
      const params = casts.map((cast, i) => `$${next + i}::${cast}`).join(', ');
      const op = query.sortDesc ? '<' : '>';
      text = `${base} AND (${columns.join(', ')}) ${op} (${params}) ORDER BY ${order} LIMIT $${next + casts.length}`;
      values = [query.companyId, ...f.values, ...cursor, chunkSize];
    }
    const name = `billing_export_${f.key}_${query.sortBy}_${query.sortDesc ? 'd' : 'a'}_${cursor === null ? 'first' : 'next'}`;
    const rows = await run(name, text, values);
    if (rows.length === 0) return;
    const items = rows.map((row) => ({
      id: Number(row.id),
      date: String(row.date),
      amount: String(row.amount),
      type: row.type as StatementType,
      status: row.status as StatementStatus,
      description: String(row.description),
      cursor: columns.map((_, i) => String(row[`k${i}`])),
    }));
    yield items;
    if (rows.length < chunkSize) return;
    cursor = items[items.length - 1].cursor;
  }
}
