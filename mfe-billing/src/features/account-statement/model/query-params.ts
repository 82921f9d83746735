import {
  PAGE_SIZES,
  SORT_FIELDS,
  STATEMENT_STATUSES,
  type PageSize,
  type SortField,
  type StatementExportQuery,
  type StatementFilters,
  type StatementQuery,
  type StatementStatus,
} from './types.ts';

export const DEFAULT_FILTERS: StatementFilters = {
  page: 1,
  perPage: 25,
  status: null,
  dateFrom: null,
  dateTo: null,
  sortBy: 'created_at',
  sortDesc: true,
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day in YYYY-MM-DD, or null: a hand-edited URL must not reach the API as garbage. */
export function parseDay(value: string | null): string | null {
  const match = value ? DAY.exec(value) : null;
  if (!match) return null;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? value : null;
}

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : DEFAULT_FILTERS.page;
}

function parsePerPage(value: string | null): PageSize {
  const size = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(size) ? (size as PageSize) : DEFAULT_FILTERS.perPage;
}

function parseStatus(value: string | null): StatementStatus | null {
  return (STATEMENT_STATUSES as readonly string[]).includes(value ?? '') ? (value as StatementStatus) : null;
}

function parseSortBy(value: string | null): SortField {
  return (SORT_FIELDS as readonly string[]).includes(value ?? '')
    ? (value as SortField)
    : DEFAULT_FILTERS.sortBy;
}

/** The URL uses the API's own parameter names, so a link reads the same as the request it makes. */
export function filtersFromSearch(search: URLSearchParams): StatementFilters {
  let dateFrom = parseDay(search.get('dateFrom'));
  let dateTo = parseDay(search.get('dateTo'));
  // YYYY-MM-DD compares correctly as text.
  if (dateFrom && dateTo && dateFrom > dateTo) [dateFrom, dateTo] = [dateTo, dateFrom];
  const sortDesc = search.get('sort_desc');
  return {
    page: parsePage(search.get('page')),
    perPage: parsePerPage(search.get('per_page')),
    status: parseStatus(search.get('status')),
    dateFrom,
    dateTo,
    sortBy: parseSortBy(search.get('sort_by')),
    sortDesc: sortDesc === 'false' ? false : sortDesc === 'true' ? true : DEFAULT_FILTERS.sortDesc,
  };
}

/** Only what differs from the defaults goes into the URL, so the plain address stays plain. */
export function filtersToSearch(filters: StatementFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.page !== DEFAULT_FILTERS.page) search.set('page', String(filters.page));
  if (filters.perPage !== DEFAULT_FILTERS.perPage) search.set('per_page', String(filters.perPage));
  if (filters.status) search.set('status', filters.status);
  if (filters.dateFrom) search.set('dateFrom', filters.dateFrom);
  if (filters.dateTo) search.set('dateTo', filters.dateTo);
  if (filters.sortBy !== DEFAULT_FILTERS.sortBy) search.set('sort_by', filters.sortBy);
  if (filters.sortDesc !== DEFAULT_FILTERS.sortDesc) search.set('sort_desc', String(filters.sortDesc));
  return search;
}

export function toExportQuery(filters: StatementFilters): StatementExportQuery {
  const query: StatementExportQuery = {
    sort_by: filters.sortBy,
    sort_desc: filters.sortDesc ? 'true' : 'false',
  };
  if (filters.status) query.status = filters.status;
  if (filters.dateFrom) query.dateFrom = filters.dateFrom;
  if (filters.dateTo) query.dateTo = filters.dateTo;
  return query;
}

export function toStatementQuery(filters: StatementFilters): StatementQuery {
  return { page: filters.page, per_page: filters.perPage, ...toExportQuery(filters) };
}

export function hasActiveFilters(filters: StatementFilters): boolean {
  return Boolean(filters.status || filters.dateFrom || filters.dateTo);
}

export type FiltersPatch = Partial<StatementFilters>;

/** Any change except paging itself sends the user back to the first page. */
export function applyPatch(filters: StatementFilters, patch: FiltersPatch): StatementFilters {
  return { ...filters, ...patch, page: patch.page ?? 1 };
}
