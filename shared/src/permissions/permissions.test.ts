import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '../session/types.ts';
import { makeUser } from '../test-utils/make-user.ts';
import { canUseCompanyFeature, hasPermission, hasRole, permissionsOf } from './permissions.ts';

const employee = (patch: Partial<User>): User =>
  makeUser({ roles: ['employee'], parent_id: 10, active_company_id: 10, ...patch });

describe('permissions', () => {
  afterEach(() => {
    localStorage.clear();
    delete (globalThis as { customRoles?: unknown }).customRoles;
  });

  it('gives the company role every permission', () => {
    const owner = employee({ roles: ['company'], parent_id: null });
    expect(permissionsOf(owner).sort()).toEqual(['manage_employees', 'view_balance', 'view_deals']);
    expect(canUseCompanyFeature(owner, 'view_deals')).toBe(true);
  });

  it('takes an employee permission from the custom role of the active company', () => {
    const user = employee({
      companies: [
        { id: 10, pivot: { custom_role_id: 5 } },
        { id: 11, pivot: { custom_role_id: 6 } },
      ],
      customRole: { id: 5, permissions: ['view_deals'] },
      permissions: ['view_balance'],
    });
    expect(permissionsOf(user)).toEqual(['view_deals']);
    expect(hasPermission(user, 'view_balance')).toBe(false);
  });

  it('looks the pivot role up in the window value, then local storage', () => {
    const user = employee({ companies: [{ id: 10, pivot: { custom_role_id: 7 } }] });
    localStorage.setItem('customRoles', JSON.stringify([{ id: 7, permissions: ['view_balance'] }]));
    expect(permissionsOf(user)).toEqual(['view_balance']);
    (globalThis as { customRoles?: unknown }).customRoles = [{ id: 7, permissions: ['manage_employees'] }];
    expect(permissionsOf(user)).toEqual(['manage_employees']);
  });

  it('falls back to the user list, then customRole', () => {
    expect(permissionsOf(employee({ permissions: ['view_deals'] }))).toEqual(['view_deals']);
    expect(permissionsOf(employee({ customRole: { id: 3, permissions: ['view_balance'] } }))).toEqual([
      'view_balance',
    ]);
    expect(permissionsOf(employee({}))).toEqual([]);
  });

  it('answers "company role or permission" for the guarded screens', () => {
    expect(canUseCompanyFeature(employee({}), 'view_deals')).toBe(false);
    expect(canUseCompanyFeature(employee({ permissions: ['view_deals'] }), 'view_deals')).toBe(true);
    expect(canUseCompanyFeature(null, 'view_deals')).toBe(false);
  });

  it('checks roles', () => {
    expect(hasRole(employee({ roles: ['admin'] }), 'admin', 'manager')).toBe(true);
    expect(hasRole(employee({}), 'admin', 'manager')).toBe(false);
    expect(hasRole(null, 'company')).toBe(false);
  });
});
