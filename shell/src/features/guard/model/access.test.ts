import { describe, expect, it } from 'vitest';
import { makeUser } from '@lp/shared/test-utils';
import { adminSectionRoles, decideAccess, decideFeatureAccess, isPublicPath } from './access.ts';

describe('decideAccess', () => {
  it('sends a visitor without a token home', () => {
    expect(decideAccess(null, null, { roles: ['company'] })).toEqual({ kind: 'redirect', to: '/' });
    expect(decideAccess(null, makeUser({}), { roles: ['company'] })).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends a session that has just expired to /login', () => {
    expect(decideAccess(null, null, { roles: ['company'] }, true)).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it('waits while the user is being loaded', () => {
    expect(decideAccess('tok', null, { roles: ['company'] })).toEqual({ kind: 'wait' });
  });

  it('sends a user with the wrong roles to /login', () => {
    expect(decideAccess('tok', makeUser({ roles: ['company'] }), { roles: ['admin', 'manager'] })).toEqual({
      kind: 'redirect',
      to: '/login',
    });
    expect(decideAccess('tok', makeUser({ roles: ['manager'] }), { roles: ['admin', 'manager'] })).toEqual({
      kind: 'allow',
    });
  });
});

describe('decideFeatureAccess', () => {
  it('lets the company role in and checks an employee permission', () => {
    expect(decideFeatureAccess(makeUser({}), { permission: 'view_deals' })).toEqual({ kind: 'allow' });
    const employee = makeUser({ roles: ['employee'], parent_id: 3, permissions: ['view_balance'] });
    expect(decideFeatureAccess(employee, { permission: 'view_balance' })).toEqual({ kind: 'allow' });
    expect(decideFeatureAccess(employee, { permission: 'view_deals' })).toEqual({
      kind: 'redirect',
      to: '/company/projects',
    });
    expect(decideFeatureAccess(employee, { permission: 'manage_employees' }).kind).toBe('redirect');
  });
});

describe('adminSectionRoles', () => {
  it('narrows analytics and settings to admins and manager-analytics to managers', () => {
    expect(adminSectionRoles('analytics')).toEqual(['admin']);
    expect(adminSectionRoles('settings/mail')).toEqual(['admin']);
    expect(adminSectionRoles('manager-analytics')).toEqual(['manager']);
    expect(adminSectionRoles('dashboard')).toEqual(['admin', 'manager']);
    expect(adminSectionRoles('companies/5')).toEqual(['admin', 'manager']);
    expect(adminSectionRoles('')).toEqual(['admin', 'manager']);
  });
});

describe('isPublicPath', () => {
  it('treats the cabinets as private', () => {
    expect(isPublicPath('/')).toBe(true);
    expect(isPublicPath('/login')).toBe(true);
    expect(isPublicPath('/nope')).toBe(true);
    expect(isPublicPath('/company')).toBe(false);
    expect(isPublicPath('/admin/dashboard')).toBe(false);
    expect(isPublicPath('/companyx')).toBe(true);
  });
});
