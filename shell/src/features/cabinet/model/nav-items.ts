import { canUseCompanyFeature, hasRole, type User } from '@lp/shared';

export type NavId =
  | 'dashboard'
  | 'analytics'
  | 'managerAnalytics'
  | 'companies'
  | 'managers'
  | 'settings'
  | 'projects'
  | 'deals'
  | 'crm'
  | 'integrations'
  | 'accountStatement'
  | 'telephony'
  | 'employees'
  | 'profile';

export type NavItem = { id: NavId; path: string };
export type NavGroup = { id: 'adminPanel' | 'companyPortal' | 'account'; items: NavItem[] };

/** Spec §2 navigation entries, per role and permission (employees see guarded screens only with the permission). */
export function navGroupsFor(user: User | null): NavGroup[] {
  const groups: NavGroup[] = [];
  if (hasRole(user, 'admin', 'manager')) {
    const isAdmin = hasRole(user, 'admin');
    const isManager = hasRole(user, 'manager');
    const items: NavItem[] = [{ id: 'dashboard', path: '/admin/dashboard' }];
    if (isAdmin) items.push({ id: 'analytics', path: '/admin/analytics' });
    if (isManager) items.push({ id: 'managerAnalytics', path: '/admin/manager-analytics' });
    items.push({ id: 'companies', path: '/admin/companies' }, { id: 'managers', path: '/admin/managers' });
    if (isAdmin) items.push({ id: 'settings', path: '/admin/settings' });
    groups.push({ id: 'adminPanel', items });
  }
  if (hasRole(user, 'company', 'employee')) {
    const items: NavItem[] = [{ id: 'projects', path: '/company/projects' }];
    if (canUseCompanyFeature(user, 'view_deals')) items.push({ id: 'deals', path: '/company/deals' });
    items.push({ id: 'crm', path: '/company/crm' }, { id: 'integrations', path: '/company/integrations' });
    if (canUseCompanyFeature(user, 'view_balance')) {
      items.push({ id: 'accountStatement', path: '/company/account-statement' });
    }
    items.push({ id: 'telephony', path: '/company/telephony' });
    if (canUseCompanyFeature(user, 'manage_employees'))
      items.push({ id: 'employees', path: '/company/employees' });
    groups.push({ id: 'companyPortal', items });
    groups.push({ id: 'account', items: [{ id: 'profile', path: '/company/profile' }] });
  }
  return groups;
}

/** The menu entry a location belongs to (`/company/deals/5` → `/company/deals`). */
export function selectedNavPath(groups: NavGroup[], pathname: string): string | undefined {
  const paths = groups.flatMap((group) => group.items.map((item) => item.path));
  return paths
    .filter((path) => pathname === path || pathname.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)[0];
}
