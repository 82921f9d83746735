import { booleanParam, oneOfParam, positiveIntParam } from '@lp/shared';
import type { ListProjectsQuery, ProjectSortBy, ProjectStatus } from '@lp/shared/contracts';

export const SORT_FIELDS = [
  'created_at',
  'name',
  'status',
  'limit',
  'deals_total',
] as const satisfies readonly ProjectSortBy[];
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const STATUS_FILTERS = ['active', 'inactive'] as const satisfies readonly ProjectStatus[];

/** What the list shows; lives in the URL query string under the API's own parameter names. */
export type ProjectFilters = {
  page: number;
  perPage: PageSize;
  search: string;
  status: ProjectStatus | null;
  sortBy: ProjectSortBy;
  sortDesc: boolean;
};

export const DEFAULT_FILTERS: ProjectFilters = {
  page: 1,
  perPage: 25,
  search: '',
  status: null,
  sortBy: 'created_at',
  sortDesc: true,
};

export function filtersFromSearch(search: URLSearchParams): ProjectFilters {
  return {
    page: positiveIntParam(search.get('page')) ?? DEFAULT_FILTERS.page,
    perPage: oneOfParam(PAGE_SIZES, Number(search.get('per_page'))) ?? DEFAULT_FILTERS.perPage,
    search: (search.get('search') ?? '').trim(),
    status: oneOfParam(STATUS_FILTERS, search.get('status')),
    sortBy: oneOfParam(SORT_FIELDS, search.get('sort_by')) ?? DEFAULT_FILTERS.sortBy,
    sortDesc: booleanParam(search.get('sort_desc')) ?? DEFAULT_FILTERS.sortDesc,
  };
}

/** Only what differs from the defaults goes into the URL, so the plain address stays plain. */
export function filtersToSearch(filters: ProjectFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.search) search.set('search', filters.search);
  if (filters.status) search.set('status', filters.status);
  if (filters.page !== DEFAULT_FILTERS.page) search.set('page', String(filters.page));
  if (filters.perPage !== DEFAULT_FILTERS.perPage) search.set('per_page', String(filters.perPage));
  if (filters.sortBy !== DEFAULT_FILTERS.sortBy) search.set('sort_by', filters.sortBy);
  if (filters.sortDesc !== DEFAULT_FILTERS.sortDesc) search.set('sort_desc', String(filters.sortDesc));
  return search;
}

export function toListQuery(filters: ProjectFilters): ListProjectsQuery {
  const query: ListProjectsQuery = {
    page: filters.page,
    per_page: filters.perPage,
    sort_by: filters.sortBy,
    sort_desc: filters.sortDesc,
  };
  if (filters.search) query.search = filters.search;
  if (filters.status) query.status = filters.status;
  return query;
}

export type FiltersPatch = Partial<ProjectFilters>;

export function hasActiveFilters(filters: ProjectFilters): boolean {
  return Boolean(filters.search || filters.status);
}
