import { booleanParam, dayRangeFromSearch, oneOfParam, positiveIntParam } from '@lp/shared';
import {
  DEAL_STATUSES,
  type DealSortBy,
  type DealStatus,
  type ListDealsQuery,
} from '@lp/shared/contracts/deals';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const SORT_FIELDS: readonly DealSortBy[] = ['created_at', 'status', 'name', 'phone'];

export type DealFilters = {
  page: number;
  perPage: PageSize;
  status: DealStatus | null;
  projectId: number | null;
  dateFrom: string | null;
  dateTo: string | null;
  search: string;
  sortBy: DealSortBy;
  sortDesc: boolean;
};

export type FiltersPatch = Partial<DealFilters>;

export const DEFAULT_FILTERS: DealFilters = {
  page: 1,
  perPage: 25,
  status: null,
  projectId: null,
  dateFrom: null,
  dateTo: null,
  search: '',
  sortBy: 'created_at',
  sortDesc: true,
};

/** The URL uses the API's own parameter names, so a link reads the same as the request it makes. */
export function filtersFromSearch(search: URLSearchParams): DealFilters {
  return {
    page: positiveIntParam(search.get('page')) ?? DEFAULT_FILTERS.page,
    perPage: oneOfParam(PAGE_SIZES, Number(search.get('per_page'))) ?? DEFAULT_FILTERS.perPage,
    status: oneOfParam(DEAL_STATUSES, search.get('status')),
    projectId: positiveIntParam(search.get('project_id')),
    ...dayRangeFromSearch(search),
    search: (search.get('search') ?? '').trim().slice(0, 200),
    sortBy: oneOfParam(SORT_FIELDS, search.get('sortBy')) ?? DEFAULT_FILTERS.sortBy,
    sortDesc: booleanParam(search.get('sortDesc')) ?? DEFAULT_FILTERS.sortDesc,
  };
}

/** Only what differs from the defaults goes into the URL, so the plain address stays plain. */
export function filtersToSearch(filters: DealFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.page !== DEFAULT_FILTERS.page) search.set('page', String(filters.page));
  if (filters.perPage !== DEFAULT_FILTERS.perPage) search.set('per_page', String(filters.perPage));
  if (filters.status) search.set('status', filters.status);
  if (filters.projectId) search.set('project_id', String(filters.projectId));
  if (filters.dateFrom) search.set('dateFrom', filters.dateFrom);
  if (filters.dateTo) search.set('dateTo', filters.dateTo);
  if (filters.search) search.set('search', filters.search);
  if (filters.sortBy !== DEFAULT_FILTERS.sortBy) search.set('sortBy', filters.sortBy);
  if (filters.sortDesc !== DEFAULT_FILTERS.sortDesc) search.set('sortDesc', String(filters.sortDesc));
  return search;
}

export type ExportQuery = Omit<ListDealsQuery, 'page' | 'per_page' | 'sortDesc' | 'project_id'> & {
  sortDesc: 'true' | 'false';
  project_id?: number;
};

/** The filters without paging: the export covers every matching deal, not the page on screen. */
export function toExportQuery(filters: DealFilters): ExportQuery {
  const query: ExportQuery = { sortBy: filters.sortBy, sortDesc: filters.sortDesc ? 'true' : 'false' };
  if (filters.status) query.status = filters.status;
  if (filters.projectId) query.project_id = filters.projectId;
  if (filters.dateFrom) query.dateFrom = filters.dateFrom;
  if (filters.dateTo) query.dateTo = filters.dateTo;
  if (filters.search) query.search = filters.search;
  return query;
}

export function toListQuery(filters: DealFilters): ListDealsQuery {
  const { sortDesc, ...rest } = toExportQuery(filters);
  return { page: filters.page, per_page: filters.perPage, ...rest, sortDesc: sortDesc === 'true' };
}

export function hasActiveFilters(filters: DealFilters): boolean {
  return Boolean(filters.status || filters.projectId || filters.dateFrom || filters.dateTo || filters.search);
}
