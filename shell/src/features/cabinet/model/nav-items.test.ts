import { describe, expect, it } from 'vitest';
import type { User } from '@lp/shared';
import { navGroupsFor, selectedNavPath } from './nav-items.ts';

const user = (patch: Partial<User>): User => ({
  id: 1,
  name: 'n',
  email: 'e@example.com',
  roles: ['company'],
  permissions: [],
  parent_id: null,
  companies: [],
  active_company_id: null,
  customRole: null,
  ...patch,
});
const ids = (u: User) => navGroupsFor(u).flatMap((group) => group.items.map((item) => item.id));

describe('navGroupsFor', () => {
  it('shows a company owner every company screen', () => {
    expect(ids(user({}))).toEqual([
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
    expect(ids(user({ roles: ['employee'], parent_id: 4 }))).toEqual([
      'projects',
      'crm',
      'integrations',
      'telephony',
      'profile',
    ]);
    expect(ids(user({ roles: ['employee'], parent_id: 4, permissions: ['view_balance'] }))).toContain(
      'accountStatement',
    );
  });

  it('splits analytics and settings between admins and managers', () => {
    expect(ids(user({ roles: ['admin'] }))).toEqual([
      'dashboard',
      'analytics',
      'companies',
      'managers',
      'settings',
    ]);
    expect(ids(user({ roles: ['manager'] }))).toEqual([
      'dashboard',
      'managerAnalytics',
      'companies',
      'managers',
    ]);
  });
});

describe('selectedNavPath', () => {
  it('picks the longest matching entry', () => {
    const groups = navGroupsFor(user({}));
    expect(selectedNavPath(groups, '/company/deals/12')).toBe('/company/deals');
    expect(selectedNavPath(groups, '/company/projects')).toBe('/company/projects');
    expect(selectedNavPath(groups, '/company/unknown')).toBeUndefined();
  });
});
