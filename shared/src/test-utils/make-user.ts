import type { User } from '../session/types.ts';

/** A company owner of no company, for tests to patch into the user they need. */
export function makeUser(patch: Partial<User> = {}): User {
  return {
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
  };
}
