// The deal's columns and the WHERE of the list/export filters (hot paths: hand-written SQL, named
// prepared statements). Only whitelisted fragments are concatenated; every value travels as $n.
import type { Deal, DealSortBy, DealStatus } from '@lp/shared/contracts/deals';
import type { Row } from '../../db/prepared.ts';
import { escapeLike, phoneSearchDigits } from '../../lib/search-text.ts';

const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const iso = (column: string): string => `to_char(${column} AT TIME ZONE 'UTC', ${ISO_UTC})`;

/** The deal columns of `d` (deals) but the project and source names (the list adds those itself). */
export const DEAL_COLUMNS_WITHOUT_NAMES = `d.id, d.name, d.phone, d.project_id, d.source_id, d.target, d.region,
  ${iso('d.visited_at')} AS visited_at, ${iso('d.created_at')} AS created_at,
  d.status, d.comment, d.price::text AS price`;

/**
 * The deal columns of `d`, named as toDeal reads them. Project and source names are key lookups per
 * row: a page has 25 rows, and a join let the generic plan hash the whole projects table.
 */
export const DEAL_COLUMNS = `${DEAL_COLUMNS_WITHOUT_NAMES},
  (SELECT p.name FROM projects p WHERE p.id = d.project_id) AS project_name,
  (SELECT s.name FROM sources s WHERE s.id = d.source_id) AS source`;

export const toDeal = (row: Row): Deal => ({
  id: Number(row.id),
  name: (row.name as string | null) ?? null,
  phone: String(row.phone),
  project_id: row.project_id === null ? null : Number(row.project_id),
  project_name: (row.project_name as string | null) ?? null,
  target: (row.target as string | null) ?? null,
  region: (row.region as string | null) ?? null,
  source: (row.source as string | null) ?? null,
  visited_at: (row.visited_at as string | null) ?? null,
  created_at: String(row.created_at),
  status: row.status as DealStatus,
  comment: (row.comment as string | null) ?? null,
  price: String(row.price),
});

export type DealFilters = {
  companyId: number;
  status: DealStatus | null;
  projectId: number | null;
  /** inclusive Moscow day YYYY-MM-DD */
  dateFrom: string | null;
  /** inclusive Moscow day YYYY-MM-DD */
  dateTo: string | null;
  search: string | null;
  sortBy: DealSortBy;
  sortDesc: boolean;
};

// Ties broken by created_at and id in the same direction: a total order (stable paging, keyset export).
// name is nullable: sorted as '' so a row-value comparison can continue past it.
const ORDER_KEYS: Record<DealSortBy, string[]> = {
  created_at: ['d.created_at', 'd.id'],
  status: ['d.status', 'd.created_at', 'd.id'],
  name: [`coalesce(d.name, '')`, 'd.created_at', 'd.id'],
  phone: ['d.phone', 'd.created_at', 'd.id'],
};

export const KEY_CASTS: Record<DealSortBy, string[]> = {
  created_at: ['timestamptz', 'bigint'],
  status: ['text', 'timestamptz', 'bigint'],
  name: ['text', 'timestamptz', 'bigint'],
  phone: ['text', 'timestamptz', 'bigint'],
};

export const orderKeys = (sortBy: DealSortBy): string[] => ORDER_KEYS[sortBy];

/**
 * Digits as the next same-length number ('7916' → '7917'): with `phone >= prefix AND phone < next`
 * a phone prefix is a range on the (company_id, phone) index under any collation (LIKE 'x%' is not
 * index-friendly unless the collation is C). null when there is no next ('999…').
 */
export const nextDigits = (digits: string): string | null => {
  const next = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  return next.length === digits.length ? next : null;
};

export type WhereParts = {
  where: string;
  values: unknown[];
  /** which filters are set: part of the prepared statement's name */
  key: string;
  /** `$n` of the date bounds (Moscow midnights as timestamptz), for the daily counters */
  from?: string;
  to?: string;
  status?: string;
};

/**
 * `$1` is the company. A phone-like search ('+7 916 12', '8(916)', '916 12') matches by digits: with
 * the country code a prefix range (index), without it a substring; any other text is a name match
 * (case-insensitive).
 */
export const dealWhere = (f: DealFilters, moscow: { from: Date | null; to: Date | null }): WhereParts => {
  const parts = ['d.company_id = $1'];
  const values: unknown[] = [];
  const out: Omit<WhereParts, 'where' | 'values' | 'key'> = {};
  let key = '';
  const next = (value: unknown): string => {
    values.push(value);
    return `$${values.length + 1}`;
  };
  if (f.status) {
    out.status = next(f.status);
    parts.push(`d.status = ${out.status}`);
    key += 's';
  }
  if (f.projectId !== null) {
    parts.push(`d.project_id = ${next(f.projectId)}`);
    key += 'p';
  }
  if (moscow.from) {
    out.from = next(moscow.from.toISOString());
    parts.push(`d.created_at >= ${out.from}::timestamptz`);
    key += 'f';
  }
  if (moscow.to) {
    out.to = next(moscow.to.toISOString());
    parts.push(`d.created_at < ${out.to}::timestamptz`);
    key += 't';
  }
  const search = f.search?.trim();
  if (search) {
    const digits = phoneSearchDigits(search);
    const upper = digits && digits.startsWith('7') && digits.length >= 4 ? nextDigits(digits) : null;
    if (digits && upper) {
      parts.push(`d.phone >= ${next(digits)} AND d.phone < ${next(upper)}`);
      key += 'r';
    } else if (digits) {
      parts.push(`d.phone LIKE ${next(`%${digits}%`)}`);
      key += 'd';
    } else {
      // lower() LIKE finds what ILIKE would at less than half the cost (ILIKE folds every Cyrillic row).
      parts.push(`lower(d.name) LIKE lower(${next(`%${escapeLike(search)}%`)})`);
      key += 'n';
    }
  }
  return { where: parts.join(' AND '), values, key, ...out };
};
