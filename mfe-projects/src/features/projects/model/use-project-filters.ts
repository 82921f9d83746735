import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  applyPatch,
  filtersFromSearch,
  filtersToSearch,
  type FiltersPatch,
  type ProjectFilters,
} from './filters.ts';

/** Search, filter, sort and page live in the query string: reload, back/forward and links keep them. */
export function useProjectFilters(): [ProjectFilters, (patch: FiltersPatch) => void] {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const update = useCallback(
    (patch: FiltersPatch) =>
      setSearch((current) => filtersToSearch(applyPatch(filtersFromSearch(current), patch))),
    [setSearch],
  );
  return [filters, update];
}
