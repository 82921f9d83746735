import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { apiTokens, companies, users } from '../../db/schema.ts';
import { issueToken } from '../auth/tokens.ts';
import {
  authHeader,
  createAdmin,
  createCompany,
  createEmployee,
  createManager,
  createTestApp,
} from '../../test/helpers.ts';

describe('GET /api/user and authentication', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('401 without a token, with a malformed or unknown token', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic abc' },
      authHeader('x'.repeat(43)),
      authHeader('y'.repeat(500)),
    ]) {
      const res = await app.inject({ method: 'GET', url: '/api/user', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('401 with an expired or revoked token', async () => {
    const { owner } = await createCompany(app);
    const expired = await issueToken(app.db, { userId: owner.id, ttlHours: 1 });
    await app.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, expired.tokenId));
    expect(
      (await app.inject({ method: 'GET', url: '/api/user', headers: authHeader(expired.token) })).statusCode,
    ).toBe(401);

    const revoked = await issueToken(app.db, { userId: owner.id, ttlHours: 1 });
    await app.db.update(apiTokens).set({ revokedAt: new Date() }).where(eq(apiTokens.id, revoked.tokenId));
    expect(
      (await app.inject({ method: 'GET', url: '/api/user', headers: authHeader(revoked.token) })).statusCode,
    ).toBe(401);
  });

  it('a company owner: all permissions and a phone prompt while the company has no phone', async () => {
    const { token, company } = await createCompany(app, { phone: null });
    const res = await app.inject({ method: 'GET', url: '/api/user', headers: authHeader(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      roles: ['company'],
      permissions: ['view_deals', 'view_balance', 'manage_employees'],
      parent_id: company.id,
      active_company_id: company.id,
      needs_phone_number: true,
      impersonated: false,
    });
    expect(res.json().prompt_message).toBeTypeOf('string');
    await app.db.update(companies).set({ phone: '79990000000' }).where(eq(companies.id, company.id));
    const after = await app.inject({ method: 'GET', url: '/api/user', headers: authHeader(token) });
    expect(after.json()).toMatchObject({ needs_phone_number: false, prompt_message: null });
  });

  it("an employee: the custom role's permissions for the active company", async () => {
    const { company } = await createCompany(app);
    const { token, customRoleId } = await createEmployee(app, company.id, ['view_deals', 'view_balance']);
    const res = await app.inject({ method: 'GET', url: '/api/user', headers: authHeader(token) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      roles: ['employee'],
      permissions: ['view_deals', 'view_balance'],
      parent_id: company.id,
      active_company_id: company.id,
      companies: [{ id: company.id, pivot: { custom_role_id: customRoleId } }],
      needs_phone_number: false,
    });
    expect(body.customRole).toMatchObject({ id: customRoleId, permissions: ['view_deals', 'view_balance'] });
  });

  it('admin and manager: no company', async () => {
    for (const create of [createAdmin, createManager]) {
      const { token } = await create(app);
      const res = await app.inject({ method: 'GET', url: '/api/user', headers: authHeader(token) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        parent_id: null,
        active_company_id: null,
        companies: [],
        customRole: null,
        needs_phone_number: false,
      });
    }
  });

  it('an employee whose active company is not one of its memberships acts for no company', async () => {
    const a = await createCompany(app);
    const b = await createCompany(app, { balance: '777.00' });
    const employee = await createEmployee(app, a.company.id, ['view_balance']);
    // Forged switch to a company it does not belong to.
    await app.db.update(users).set({ activeCompanyId: b.company.id }).where(eq(users.id, employee.user.id));
    const balance = await app.inject({
      method: 'GET',
      url: '/api/company/balance',
      headers: authHeader(employee.token),
    });
    expect(balance.statusCode).toBe(403);
    const profile = await app.inject({
      method: 'GET',
      url: `/api/company/profile/${b.company.id}`,
      headers: authHeader(employee.token),
    });
    expect(profile.statusCode).toBe(403);
    const me = await app.inject({ method: 'GET', url: '/api/user', headers: authHeader(employee.token) });
    expect(me.json().permissions).toEqual([]);
  });

  it('marks an impersonated session', async () => {
    const { owner } = await createCompany(app);
    const { user: admin } = await createAdmin(app);
    const { token } = await issueToken(app.db, { userId: owner.id, ttlHours: 1, impersonatedBy: admin.id });
    const res = await app.inject({ method: 'GET', url: '/api/user', headers: authHeader(token) });
    expect(res.json().impersonated).toBe(true);
  });
});
