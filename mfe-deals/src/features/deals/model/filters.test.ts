import { describe, expect, it } from 'vitest';
import { applyFiltersPatch } from '@lp/shared';
import {
  DEFAULT_FILTERS,
  filtersFromSearch,
  filtersToSearch,
  hasActiveFilters,
  toExportQuery,
  toListQuery,
} from './filters.ts';
import { activeGroup, groupFilter } from './stat-groups.ts';

describe('deal filters in the URL', () => {
  it('round-trips every filter and leaves defaults out', () => {
    const filters = {
      ...DEFAULT_FILTERS,
      page: 2,
      perPage: 50 as const,
      status: 'completed' as const,
      projectId: 7,
      dateFrom: '2026-03-01',
      dateTo: '2026-03-31',
      search: '+7 916',
      sortBy: 'phone' as const,
      sortDesc: false,
    };
    expect(filtersFromSearch(filtersToSearch(filters))).toEqual(filters);
    expect(filtersToSearch(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('drops garbage from a hand-edited URL and orders the dates', () => {
    const parsed = filtersFromSearch(
      new URLSearchParams(
        'page=-1&per_page=7&status=done&project_id=x&dateFrom=2026-03-09&dateTo=2026-03-01&sortBy=price&sortDesc=yes',
      ),
    );
    expect(parsed).toEqual({ ...DEFAULT_FILTERS, dateFrom: '2026-03-01', dateTo: '2026-03-09' });
    expect(filtersFromSearch(new URLSearchParams('dateFrom=2026-02-30')).dateFrom).toBeNull();
  });

  it('builds the list and export queries', () => {
    const filters = { ...DEFAULT_FILTERS, page: 2, status: 'new' as const, search: 'Иван', projectId: 3 };
    expect(toListQuery(filters)).toEqual({
      page: 2,
      per_page: 25,
      status: 'new',
      project_id: 3,
      search: 'Иван',
      sortBy: 'created_at',
      sortDesc: true,
    });
    expect(toExportQuery(filters)).toEqual({
      status: 'new',
      project_id: 3,
      search: 'Иван',
      sortBy: 'created_at',
      sortDesc: 'true',
    });
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasActiveFilters(filters)).toBe(true);
  });

  it('maps stat groups to filters and back', () => {
    const today = '2026-03-10';
    const newToday = applyFiltersPatch(DEFAULT_FILTERS, groupFilter('new_today', today));
    expect(newToday).toMatchObject({ status: 'new', dateFrom: today, dateTo: today });
    expect(activeGroup(newToday, today)).toBe('new_today');
    expect(activeGroup(newToday, '2026-03-11')).toBeNull();
    const completed = applyFiltersPatch(newToday, groupFilter('completed', today));
    expect(completed).toMatchObject({ status: 'completed', dateFrom: null, dateTo: null });
    expect(activeGroup(completed, today)).toBe('completed');
    expect(activeGroup({ ...completed, dateFrom: today }, today)).toBeNull();
  });
});
