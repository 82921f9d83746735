import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import type { CompanyPermission, Role } from '@lp/shared';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { homePathFor } from '../../../lib/session/home-path.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import {
  adminSectionRoles,
  decideAccess,
  decideFeatureAccess,
  type AccessDecision,
} from '../model/access.ts';

function render(decision: AccessDecision, children: ReactNode) {
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'wait') return <PageSpinner />;
  return children;
}

/** A protected area: no token → `/`, roles not matching → `/login` (spec §2). */
export function RequireRoles({ roles, children }: { roles: Role[]; children: ReactNode }) {
  const { token, user, expired } = useSession();
  return render(decideAccess(token, user, { roles }, expired), children);
}

/** A company screen that needs the company role or a permission; otherwise → /company/projects. */
export function RequireFeature({
  permission,
  children,
}: {
  permission: CompanyPermission;
  children: ReactNode;
}) {
  const { user } = useSession();
  return render(decideFeatureAccess(user, { permission }), children);
}

/** The /admin/* sections with narrower roles (analytics, settings: admin; manager-analytics: manager). */
export function RequireAdminSection({ children }: { children: ReactNode }) {
  const { token, user, expired } = useSession();
  const splat = useParams()['*'] ?? '';
  return render(decideAccess(token, user, { roles: adminSectionRoles(splat) }, expired), children);
}

/** `/` sends a signed-in user to their cabinet (spec §2); visitors see the landing page. */
export function GuestHome({ children }: { children: ReactNode }) {
  const { token, user } = useSession();
  if (!token) return children;
  const home = homePathFor(user);
  if (home) return <Navigate to={home} replace />;
  return user ? children : <PageSpinner />;
}
