import { useDispatch } from 'react-redux';
import { isDeliveryOrResync, useLiveEvents, useLiveRefetch } from '@lp/shared';
import { PROJECT_LIST_TAG, projectsBaseApi } from '../../../common/api/projects-base-api.ts';

/**
 * A project's sync state changed on the server: refetch the list so its tag moves without a reload.
 * New deals move the deal counters of the rows and cards; after a stream gap (resync) the whole list
 * is refetched, since any project may have changed.
 */
export function useProjectLiveSync(): void {
  const dispatch = useDispatch();
  useLiveRefetch(isDeliveryOrResync, () => dispatch(projectsBaseApi.util.invalidateTags([PROJECT_LIST_TAG])));
  useLiveEvents((event) => {
    if (event.type !== 'project') return;
    dispatch(
      projectsBaseApi.util.invalidateTags([{ type: 'Project', id: event.project_id }, PROJECT_LIST_TAG]),
    );
  });
}
