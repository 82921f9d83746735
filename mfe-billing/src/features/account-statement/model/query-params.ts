import { booleanParam, dayRangeFromSearch, oneOfParam, positiveIntParam } from '@lp/shared';
import {
  PAGE_SIZES,
  SORT_FIELDS,
  STATEMENT_STATUSES,
  type StatementExportQuery,
  type StatementFilters,
  type StatementQuery,
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

/** The URL uses the API's own parameter names, so a link reads the same as the request it makes. */
export function filtersFromSearch(search: URLSearchParams): StatementFilters {
  return {
    page: positiveIntParam(search.get('page')) ?? DEFAULT_FILTERS.page,
    perPage: oneOfParam(PAGE_SIZES, Number(search.get('per_page'))) ?? DEFAULT_FILTERS.perPage,
    status: oneOfParam(STATEMENT_STATUSES, search.get('status')),
    ...dayRangeFromSearch(search),
    sortBy: oneOfParam(SORT_FIELDS, search.get('sort_by')) ?? DEFAULT_FILTERS.sortBy,
    sortDesc: booleanParam(search.get('sort_desc')) ?? DEFAULT_FILTERS.sortDesc,
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
