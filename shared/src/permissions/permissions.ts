import type { Role, User } from '../session/types.ts';

export const COMPANY_PERMISSIONS = ['view_deals', 'view_balance', 'manage_employees'] as const;

/** Custom roles may be handed to the page by the server (window value) or cached in local storage. */
function customRolesFromEnvironment(): { id: number; permissions: string[] }[] {
  const fromWindow = (globalThis as { customRoles?: unknown }).customRoles;
  if (Array.isArray(fromWindow)) return fromWindow as { id: number; permissions: string[] }[];
  try {
    const raw = globalThis.localStorage?.getItem('customRoles');
    return raw ? (JSON.parse(raw) as { id: number; permissions: string[] }[]) : [];
  } catch {
    return [];
  }
}

export function hasRole(user: User | null, ...roles: Role[]): boolean {
  return !!user && user.roles.some((role) => roles.includes(role));
}

/**
 * Spec §6: the company role holds every permission; an employee's come from the custom role of the
 * active company (pivot.custom_role_id), otherwise from the user's own list or customRole.
 */
export function permissionsOf(user: User | null): string[] {
  if (!user) return [];
  if (user.roles.includes('company')) return [...COMPANY_PERMISSIONS];
  if (user.roles.includes('employee')) {
    const pivotRoleId = user.companies.find((c) => c.id === user.active_company_id)?.pivot.custom_role_id;
    if (pivotRoleId != null) {
      const role =
        (user.customRole?.id === pivotRoleId ? user.customRole : undefined) ??
        customRolesFromEnvironment().find((r) => r.id === pivotRoleId);
      if (role) return role.permissions;
    }
    return user.permissions.length ? user.permissions : (user.customRole?.permissions ?? []);
  }
  return user.permissions;
}

export function hasPermission(user: User | null, permission: string): boolean {
  return permissionsOf(user).includes(permission);
}

/** "company role or permission X": the rule of the deals, statement and employees screens. */
export function canUseCompanyFeature(user: User | null, permission: string): boolean {
  return hasRole(user, 'company') || hasPermission(user, permission);
}
