import { canUseCompanyFeature, hasRole, type CompanyPermission, type Role, type User } from '@lp/shared';

export type AccessRule = { roles: Role[] };
export type FeatureRule = { permission: CompanyPermission };

export type AccessDecision = { kind: 'allow' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

export const COMPANY_ROLES: Role[] = ['company', 'employee'];
export const ADMIN_ROLES: Role[] = ['admin', 'manager'];

/**
 * Spec §2: no token → `/`; roles not matching → `/login`. `wait` while the user is being loaded.
 * A session that has just expired (spec §4) goes to `/login` instead of `/`.
 */
export function decideAccess(
  token: string | null,
  user: User | null,
  rule: AccessRule,
  expired = false,
): AccessDecision {
  if (!token) return { kind: 'redirect', to: expired ? '/login' : '/' };
  if (!user) return { kind: 'wait' };
  return hasRole(user, ...rule.roles) ? { kind: 'allow' } : { kind: 'redirect', to: '/login' };
}

/** Spec §2: deals, account-statement and employees need the company role or their permission. */
export function decideFeatureAccess(user: User | null, rule: FeatureRule): AccessDecision {
  return canUseCompanyFeature(user, rule.permission)
    ? { kind: 'allow' }
    : { kind: 'redirect', to: '/company/projects' };
}

// Admin-area sections with narrower roles than /admin itself; other sections allow admin and manager.
const ADMIN_SECTION_ROLES: Record<string, Role[]> = {
  analytics: ['admin'],
  'manager-analytics': ['manager'],
  settings: ['admin'],
};

/** The roles a path under /admin needs, from its first segment (`settings/mail` → admin). */
export function adminSectionRoles(splat: string): Role[] {
  const section = splat.split('/').filter(Boolean)[0] ?? '';
  return ADMIN_SECTION_ROLES[section] ?? ADMIN_ROLES;
}

export const PUBLIC_PATHS = ['/', '/login', '/register', '/password-reset', '/personal-data', '/offer'];

/** Anything outside the cabinets counts as public (the not-found page too) for analytics. */
export function isPublicPath(pathname: string): boolean {
  return !/^\/(company|admin)(\/|$)/.test(pathname);
}
