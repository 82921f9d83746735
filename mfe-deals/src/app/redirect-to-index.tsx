import { Navigate, useLocation, useParams } from 'react-router-dom';

/**
 * Unknown child paths go back to the deals list. A relative `<Navigate>` inside a splat route resolves
 * against the whole unmatched path (and would loop), so the mount point is computed from it.
 */
export function RedirectToIndex() {
  const { pathname } = useLocation();
  const rest = useParams()['*'] ?? '';
  const base = pathname.slice(0, pathname.length - rest.length).replace(/\/$/, '');
  return <Navigate to={base || '/'} replace />;
}
