import { hasRole, type User } from '@lp/shared';

export type HomePath = '/admin' | '/company';

/** Spec §2: admins and managers live in /admin, companies and employees in /company. */
export function homePathFor(user: User | null): HomePath | null {
  if (hasRole(user, 'admin', 'manager')) return '/admin';
  if (hasRole(user, 'company', 'employee')) return '/company';
  return null;
}
