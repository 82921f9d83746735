import { useDispatch } from 'react-redux';
import { useLiveRefetch } from '@lp/shared';
import { DEAL_LIST_TAG, dealsApi } from '../api/deals-api.ts';

/** New deals or edits elsewhere (and any stream gap): refetch the list and its stat groups. */
export function useDealsLive(): void {
  const dispatch = useDispatch();
  useLiveRefetch(
    (event) => event.type === 'deals' || event.type === 'resync',
    () => dispatch(dealsApi.util.invalidateTags([DEAL_LIST_TAG])),
  );
}
