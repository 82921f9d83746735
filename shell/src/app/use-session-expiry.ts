import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStore } from 'react-redux';
import { App } from '@lp/shared/ui-core';
import { i18n, onSessionExpired, type RootState } from '@lp/shared';
import { useClearSession } from '../lib/session/use-session.ts';

const STAY_PATHS = ['/login', '/'];

/**
 * Spec §4/§8: a 401/403 on any call clears token and user, warns in the current language and sends
 * the user to /login, unless already on /login or /. Concurrent failures show one warning.
 */
export function useSessionExpiry(): void {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const store = useStore<RootState>();
  const clearSession = useClearSession();
  const { pathname } = useLocation();
  const pathRef = useRef(pathname);
  pathRef.current = pathname;

  useEffect(() => {
    onSessionExpired(() => {
      const hadSession = !!store.getState().session.token;
      // Marked expired, so that a protected route's guard, which may render before the router
      // reaches /login (navigation is a transition), sends the user to /login rather than to /.
      clearSession({ expired: true });
      if (!STAY_PATHS.includes(pathRef.current)) void navigate('/login', { replace: true });
      if (hadSession) {
        void message.warning({
          content: i18n.t('common:errors.sessionExpired'),
          key: 'session-expired',
          duration: 6,
        });
      }
    });
    return () => onSessionExpired(() => undefined);
  }, [message, navigate, store, clearSession]);
}
