import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Any change except paging itself sends the user back to the first page. */
export function applyFiltersPatch<Filters extends { page: number }>(
  filters: Filters,
  patch: Partial<Filters>,
): Filters {
  return { ...filters, ...patch, page: patch.page ?? 1 };
}

/**
 * A list screen's filters, sort and page kept in the query string, so reload, back/forward and shared
 * links keep them. The screen owns the parsing and serializing; pass module-level functions.
 */
export function useUrlFilters<Filters extends { page: number }>(
  fromSearch: (search: URLSearchParams) => Filters,
  toSearch: (filters: Filters) => URLSearchParams,
): [Filters, (patch: Partial<Filters>) => void] {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => fromSearch(search), [fromSearch, search]);
  const update = useCallback(
    (patch: Partial<Filters>) =>
      setSearch((current) => toSearch(applyFiltersPatch(fromSearch(current), patch))),
    [fromSearch, toSearch, setSearch],
  );
  return [filters, update];
}
