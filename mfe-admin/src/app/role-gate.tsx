import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate } from 'react-router-dom';
import { hasRole, selectUser, type Role, type RootState } from '@lp/shared';

type RoleGateProps = { roles?: Role[]; children: ReactNode };

/** A page for other roles sends the user to the dashboard, which every admin-area user may see. */
export function RoleGate({ roles, children }: RoleGateProps) {
  const user = useSelector((state: RootState) => selectUser(state));
  if (roles && !hasRole(user, ...roles)) return <Navigate to="../dashboard" replace />;
  return children;
}
