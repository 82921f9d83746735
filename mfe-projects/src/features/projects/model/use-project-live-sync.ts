import { useDispatch } from 'react-redux';
import { useDebouncedCallback, useLiveEvents } from '@lp/shared';
import { PROJECT_LIST_TAG, projectsBaseApi } from '../../../common/api/projects-base-api.ts';

// Deliveries arrive as one event per batch; a short pause folds a run of batches into one refetch.
export const DEALS_REFETCH_DELAY_MS = 300;

/**
 * A project's sync state changed on the server: refetch the list so its tag moves without a reload.
 * New deals move the deal counters of the rows and cards; after a stream gap (resync) the whole list
 * is refetched, since any project may have changed.
 */
export function useProjectLiveSync(): void {
  const dispatch = useDispatch();
  const refetchList = useDebouncedCallback(
    () => dispatch(projectsBaseApi.util.invalidateTags([PROJECT_LIST_TAG])),
    DEALS_REFETCH_DELAY_MS,
  );
  useLiveEvents((event) => {
    if (event.type === 'resync' || (event.type === 'deals' && event.count > 0)) refetchList.run();
    if (event.type !== 'project') return;
    dispatch(
      projectsBaseApi.util.invalidateTags([{ type: 'Project', id: event.project_id }, PROJECT_LIST_TAG]),
    );
  });
}
