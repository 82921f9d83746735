import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  filtersFromSearch,
  filtersToSearch,
  hasActiveFilters,
  toExportQuery,
  toStatementQuery,
} from './query-params.ts';

const parse = (query: string) => filtersFromSearch(new URLSearchParams(query));

describe('filters ↔ query string', () => {
  it('reads the defaults from an empty query', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
  });

  it('reads every parameter under the API names', () => {
    expect(
      parse(
        'page=3&per_page=50&status=pending&dateFrom=2026-11-01&dateTo=2026-11-20&sort_by=amount&sort_desc=false',
      ),
    ).toEqual({
      page: 3,
      perPage: 50,
      status: 'pending',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-20',
      sortBy: 'amount',
      sortDesc: false,
    });
  });

  it('drops values the API would reject', () => {
    expect(
      parse(
        'page=-2&per_page=33&status=paid&dateFrom=2026-02-30&dateTo=yesterday&sort_by=id&sort_desc=maybe',
      ),
    ).toEqual(DEFAULT_FILTERS);
    expect(parse('page=1.5').page).toBe(1);
  });

  it('swaps a reversed date range', () => {
    const filters = parse('dateFrom=2026-11-20&dateTo=2026-11-01');
    expect([filters.dateFrom, filters.dateTo]).toEqual(['2026-11-01', '2026-11-20']);
  });

  it('writes only what differs from the defaults', () => {
    expect(filtersToSearch(DEFAULT_FILTERS).toString()).toBe('');
    const search = filtersToSearch({ ...DEFAULT_FILTERS, page: 2, status: 'completed', sortDesc: false });
    expect(Object.fromEntries(search)).toEqual({ page: '2', status: 'completed', sort_desc: 'false' });
  });

  it('round-trips', () => {
    const filters = {
      page: 4,
      perPage: 100 as const,
      status: 'cancelled' as const,
      dateFrom: '2026-01-01',
      dateTo: null,
      sortBy: 'type' as const,
      sortDesc: true,
    };
    expect(filtersFromSearch(filtersToSearch(filters))).toEqual(filters);
  });
});

describe('filter changes', () => {
  it('know when a filter is active', () => {
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, page: 5, sortBy: 'amount' })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, dateTo: '2026-11-21' })).toBe(true);
  });
});

describe('request parameters', () => {
  it('always send paging and sorting, and only the filters that are set', () => {
    expect(toStatementQuery(DEFAULT_FILTERS)).toEqual({
      page: 1,
      per_page: 25,
      sort_by: 'created_at',
      sort_desc: 'true',
    });
    expect(toStatementQuery({ ...DEFAULT_FILTERS, status: 'pending', dateFrom: '2026-11-01' })).toEqual({
      page: 1,
      per_page: 25,
      status: 'pending',
      dateFrom: '2026-11-01',
      sort_by: 'created_at',
      sort_desc: 'true',
    });
  });

  it('export the same filters without paging', () => {
    expect(toExportQuery({ ...DEFAULT_FILTERS, page: 7, dateTo: '2026-11-21', sortDesc: false })).toEqual({
      dateTo: '2026-11-21',
      sort_by: 'created_at',
      sort_desc: 'false',
    });
  });
});
