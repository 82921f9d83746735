import { describe, expect, it } from 'vitest';
import type { User } from '@lp/shared';
import { makeUser } from '@lp/shared/test-utils';
import { companyIdOf } from './profile-api.ts';

const user = (patch: Partial<User>): User =>
  makeUser({
    companies: [
      { id: 7, pivot: { custom_role_id: null } },
      { id: 8, pivot: { custom_role_id: null } },
    ],
    ...patch,
  });

describe('companyIdOf', () => {
  it('uses parent_id for an employee', () => {
    expect(companyIdOf(user({ roles: ['employee'], parent_id: 42, active_company_id: 8 }))).toBe(42);
  });

  it('uses the active company, then the first company, for an owner', () => {
    expect(companyIdOf(user({ active_company_id: 8 }))).toBe(8);
    expect(companyIdOf(user({}))).toBe(7);
    expect(companyIdOf(user({ companies: [] }))).toBeNull();
    expect(companyIdOf(null)).toBeNull();
  });
});
