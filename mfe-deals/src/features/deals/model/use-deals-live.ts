import { useDispatch } from 'react-redux';
import { useDebouncedCallback, useLiveEvents } from '@lp/shared';
import { DEAL_LIST_TAG, dealsApi } from '../api/deals-api.ts';

// A delivery batch or a run of edits in another tab arrives as several events: one refetch for them.
export const LIVE_REFETCH_DELAY_MS = 300;

/** New deals or edits elsewhere (and any stream gap): refetch the list and its stat groups. */
export function useDealsLive(): void {
  const dispatch = useDispatch();
  const refetch = useDebouncedCallback(
    () => dispatch(dealsApi.util.invalidateTags([DEAL_LIST_TAG])),
    LIVE_REFETCH_DELAY_MS,
  );
  useLiveEvents((event) => {
    if (event.type === 'deals' || event.type === 'resync') refetch.run();
  });
}
