import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../components/page-spinner.tsx';
import { scheduleAnalyticsRefresh } from '../lib/analytics/analytics.ts';
import { isPublicPath } from '../features/guard/model/access.ts';
import { useAuthCheck } from './use-auth-check.ts';
import { useSessionExpiry } from './use-session-expiry.ts';

/** Spec §2: an analytics refresh 100 ms after each navigation. */
function useRouteAnalytics(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    scheduleAnalyticsRefresh(pathname + search, isPublicPath(pathname));
  }, [pathname, search]);
}

function useDocumentTitle(): void {
  const { t, i18n } = useTranslation('shell');
  useEffect(() => {
    document.title = t('brand.title');
    document.documentElement.lang = i18n.language;
  }, [t, i18n.language]);
}

export function RootLayout() {
  useSessionExpiry();
  useAuthCheck();
  useRouteAnalytics();
  useDocumentTitle();
  return (
    <>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
