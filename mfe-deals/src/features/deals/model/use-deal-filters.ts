import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  applyPatch,
  filtersFromSearch,
  filtersToSearch,
  type DealFilters,
  type FiltersPatch,
} from './filters.ts';

/** Filters, sort and page live in the query string: reload, back/forward and shared links keep them. */
export function useDealFilters(): [DealFilters, (patch: FiltersPatch) => void] {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const update = useCallback(
    (patch: FiltersPatch) =>
      setSearch((current) => filtersToSearch(applyPatch(filtersFromSearch(current), patch))),
    [setSearch],
  );
  return [filters, update];
}
