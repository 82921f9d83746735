import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { applyPatch, filtersFromSearch, filtersToSearch, type FiltersPatch } from './query-params.ts';
import type { StatementFilters } from './types.ts';

/** Filters, sort and page live in the query string: reload, back/forward and shared links keep them. */
export function useStatementFilters(): [StatementFilters, (patch: FiltersPatch) => void] {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const update = useCallback(
    (patch: FiltersPatch) =>
      setSearch((current) => filtersToSearch(applyPatch(filtersFromSearch(current), patch))),
    [setSearch],
  );
  return [filters, update];
}
