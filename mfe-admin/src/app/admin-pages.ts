import type { Role } from '@lp/shared';

export type AdminPageKey =
  'dashboard' | 'analytics' | 'manager-analytics' | 'settings' | 'managers' | 'companies';

/**
 * The admin area's child pages (spec §2). `roles` narrows a page below the area's own admin-or-manager
 * guard, which the shell applies; pages without it are open to both.
 */
export const ADMIN_PAGES: { key: AdminPageKey; roles?: Role[] }[] = [
  { key: 'dashboard' },
  { key: 'analytics', roles: ['admin'] },
  { key: 'manager-analytics', roles: ['manager'] },
  { key: 'settings', roles: ['admin'] },
  { key: 'managers' },
  { key: 'companies' },
];
