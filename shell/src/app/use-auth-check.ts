import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { userLoaded, type HttpError, type RootState } from '@lp/shared';
import { sessionApi } from '../lib/session/session-api.ts';
import { useAppDispatch } from '../lib/store-hooks.ts';
import { useClearSession } from '../lib/session/use-session.ts';

/**
 * Spec §4: at start-up a stored token is checked with `GET /api/user`; a failed check logs out.
 * 401/403 are handled by the session-expiry rule; other answers log out here. Without any answer
 * (offline) the cached user is kept, so a network blip does not end the session.
 */
export function useAuthCheck(): void {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const clearSession = useClearSession();

  useEffect(() => {
    if (!store.getState().session.token) return;
    const request = dispatch(sessionApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true }));
    request
      .unwrap()
      .then((user) => {
        if (store.getState().session.token) dispatch(userLoaded(user));
      })
      .catch((error: HttpError) => {
        if (typeof error?.status !== 'number' || error.status === 401 || error.status === 403) return;
        void dispatch(sessionApi.endpoints.logout.initiate())
          .unwrap()
          .catch(() => undefined)
          .finally(clearSession);
      });
    return () => request.unsubscribe();
  }, [dispatch, store, clearSession]);
}
