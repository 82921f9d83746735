import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { baseApi, selectSessionExpired, selectToken, selectUser, sessionCleared } from '@lp/shared';
import { useAppDispatch, useAppSelector } from '../store-hooks.ts';
import { sessionApi } from './session-api.ts';

export function useSession() {
  const token = useAppSelector(selectToken);
  const user = useAppSelector(selectUser);
  const expired = useAppSelector(selectSessionExpired);
  return { token, user, expired };
}

/** Clears the local session and every cached server answer (the next user must not see them). */
export function useClearSession() {
  const dispatch = useAppDispatch();
  return useCallback(
    (options?: { expired?: boolean }) => {
      dispatch(sessionCleared({ expired: options?.expired ?? false }));
      dispatch(baseApi.util.resetApiState());
    },
    [dispatch],
  );
}

/** Spec §8: a failing logout call is tolerated; local data is cleared either way. */
export function useLogout() {
  const dispatch = useAppDispatch();
  const clearSession = useClearSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await dispatch(sessionApi.endpoints.logout.initiate()).unwrap();
    } catch {
      // tolerated: the server may be unreachable or the token already gone
    } finally {
      clearSession();
      navigate('/login', { replace: true });
    }
  }, [dispatch, clearSession, navigate]);
}
