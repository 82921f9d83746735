import { describe, expect, it } from 'vitest';
import type { User } from '@lp/shared';
import { makeUser } from '@lp/shared/test-utils';
import { navGroupsFor, selectedNavPath } from './nav-items.ts';

const ids = (u: User) => navGroupsFor(u).flatMap((group) => group.items.map((item) => item.id));

describe('navGroupsFor', () => {
  it('shows a company owner every company screen', () => {
    expect(ids(makeUser({}))).toEqual([
      'projects',
      'deals',
      'crm',
      'integrations',
      'accountStatement',
      'telephony',
      'employees',
      'profile',
    ]);
  });

  it('hides the guarded screens from an employee without the permissions', () => {
    expect(ids(makeUser({ roles: ['employee'], parent_id: 4 }))).toEqual([
      'projects',
      'crm',
      'integrations',
      'telephony',
      'profile',
    ]);
    expect(ids(makeUser({ roles: ['employee'], parent_id: 4, permissions: ['view_balance'] }))).toContain(
      'accountStatement',
    );
  });

  it('splits analytics and settings between admins and managers', () => {
    expect(ids(makeUser({ roles: ['admin'] }))).toEqual([
      'dashboard',
      'analytics',
      'companies',
      'managers',
      'settings',
    ]);
    expect(ids(makeUser({ roles: ['manager'] }))).toEqual([
      'dashboard',
      'managerAnalytics',
      'companies',
      'managers',
    ]);
  });
});

describe('selectedNavPath', () => {
  it('picks the longest matching entry', () => {
    const groups = navGroupsFor(makeUser({}));
    expect(selectedNavPath(groups, '/company/deals/12')).toBe('/company/deals');
    expect(selectedNavPath(groups, '/company/projects')).toBe('/company/projects');
    expect(selectedNavPath(groups, '/company/unknown')).toBeUndefined();
  });
});
