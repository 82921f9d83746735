import { useEffect } from 'react';

type PageData = { data: readonly unknown[]; total: number };

/**
 * A stale link (page 9 of what is now 3 pages) lands on the last page instead of an empty table:
 * once a fetch settles with no rows past the end, `onPage` is asked for the last page.
 */
export function useLastPageClamp(
  data: PageData | undefined,
  isFetching: boolean,
  paging: { page: number; perPage: number },
  onPage: (page: number) => void,
): void {
  const lastPage = data ? Math.max(1, Math.ceil(data.total / paging.perPage)) : 1;
  useEffect(() => {
    if (data && !isFetching && data.data.length === 0 && paging.page > lastPage) onPage(lastPage);
  }, [data, isFetching, paging.page, lastPage, onPage]);
}
