import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { auditLogs, companies } from '../../db/schema.ts';
import {
  authHeader,
  createAdmin,
  createCompany,
  createEmployee,
  createManager,
  createTestApp,
} from '../../test/helpers.ts';

// inject serialises an object payload as JSON with the right content type.
const json = (payload: object) => ({ payload });

describe('company profile and balance', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('GET /api/company/profile/{parent_id}', () => {
    it("returns the caller's company", async () => {
      const { company, token } = await createCompany(app, { balance: '1234.50', leadPrice: '150.00' });
      const res = await app.inject({
        method: 'GET',
        url: `/api/company/profile/${company.id}`,
        headers: authHeader(token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: company.id,
        name: company.name,
        balance: '1234.50',
        lead_price: '150.00',
        status: 'active',
        manager: null,
      });
    });

    it("is 404 for another tenant's id, an unknown id or a non-number", async () => {
      const a = await createCompany(app);
      const b = await createCompany(app);
      for (const id of [b.company.id, b.company.id + 1000, 'abc', '0']) {
        const res = await app.inject({
          method: 'GET',
          url: `/api/company/profile/${id}`,
          headers: authHeader(a.token),
        });
        expect([404, 422]).toContain(res.statusCode);
        expect(JSON.stringify(res.json())).not.toContain(b.company.name);
      }
      const res = await app.inject({
        method: 'GET',
        url: `/api/company/profile/${b.company.id}`,
        headers: authHeader(a.token),
      });
      expect(res.statusCode).toBe(404);
    });

    it('an employee sees its company; the balance only with view_balance', async () => {
      const { company } = await createCompany(app, { balance: '10.00' });
      const withBalance = await createEmployee(app, company.id, ['view_balance']);
      const without = await createEmployee(app, company.id, []);
      const a = await app.inject({
        method: 'GET',
        url: `/api/company/profile/${company.id}`,
        headers: authHeader(withBalance.token),
      });
      expect(a.json().balance).toBe('10.00');
      const b = await app.inject({
        method: 'GET',
        url: `/api/company/profile/${company.id}`,
        headers: authHeader(without.token),
      });
      expect(b.statusCode).toBe(200);
      expect(b.json()).not.toHaveProperty('balance');
    });

    it('401 without a token; 403 for admin and manager', async () => {
      const { company } = await createCompany(app);
      expect(
        (await app.inject({ method: 'GET', url: `/api/company/profile/${company.id}` })).statusCode,
      ).toBe(401);
      for (const create of [createAdmin, createManager]) {
        const { token } = await create(app);
        const res = await app.inject({
          method: 'GET',
          url: `/api/company/profile/${company.id}`,
          headers: authHeader(token),
        });
        expect(res.statusCode).toBe(403);
      }
    });
  });

  describe('PUT /api/company/profile', () => {
    it('updates company fields, writes an audit row and clears the phone prompt', async () => {
      const { company, token, owner } = await createCompany(app, { phone: null });
      const res = await app.inject({
        method: 'PUT',
        url: '/api/company/profile',
        headers: authHeader(token),
        ...json({
          name: 'Renamed LLC',
          phone: '+7 916 111-22-33',
          website: 'https://renamed.example',
          address_city: 'Казань',
        }),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().company).toMatchObject({
        name: 'Renamed LLC',
        phone: '79161112233',
        website: 'https://renamed.example',
        address_city: 'Казань',
      });
      expect(res.json().user).toMatchObject({ id: owner.id, needs_phone_number: false });
      const audits = await app.db.select().from(auditLogs).where(eq(auditLogs.targetId, company.id));
      expect(audits.find((row) => row.action === 'company.profile_updated')?.changes).toMatchObject({
        name: [company.name, 'Renamed LLC'],
      });
    });

    it('changing the company email changes the login email', async () => {
      const { token } = await createCompany(app, { password: 'pass-word-1' });
      const res = await app.inject({
        method: 'PUT',
        url: '/api/company/profile',
        headers: authHeader(token),
        ...json({ email: 'Moved@Test.local' }),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.email).toBe('moved@test.local');
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        ...json({ email: 'moved@test.local', password: 'pass-word-1' }),
      });
      expect(login.statusCode).toBe(200);
      const other = await createCompany(app);
      const taken = await app.inject({
        method: 'PUT',
        url: '/api/company/profile',
        headers: authHeader(other.token),
        ...json({ email: 'moved@test.local' }),
      });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors).toEqual({ email: ['The email has already been taken.'] });
    });

    it('validates fields with the spec messages', async () => {
      const { token } = await createCompany(app);
      const res = await app.inject({
        method: 'PUT',
        url: '/api/company/profile',
        headers: authHeader(token),
        ...json({ name: '', email: 'x', phone: 'abc', website: 'ftp://' }),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        name: ['This field is required'],
        email: ['Invalid email format'],
        phone: ['Invalid phone number'],
        website: ['Invalid URL format'],
      });
    });

    it('changes the password after checking the current one', async () => {
      const { token, owner } = await createCompany(app, { password: 'first-password' });
      const wrong = await app.inject({
        method: 'PUT',
        url: '/api/company/profile',
        headers: authHeader(token),
        ...json({
          current_password: 'not-it-at-all',
          password: 'second-password',
          password_confirmation: 'second-password',
        }),
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({ current_password: ['The current password is incorrect.'] });

      const short = await app.inject({
        method: 'PUT',
        url: '/api/company/profile',
        headers: authHeader(token),
        ...json({ current_password: 'first-password', password: 'short', password_confirmation: 'short' }),
      });
      expect(short.statusCode).toBe(422);
      expect(short.json().errors).toEqual({ password: ['Password must be at least 8 characters'] });

      const missing = await app.inject({
        method: 'PUT',
        url: '/api/company/profile',
        headers: authHeader(token),
        ...json({ password: 'second-password' }),
      });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toMatchObject({ current_password: ['This field is required'] });

      const ok = await app.inject({
        method: 'PUT',
        url: '/api/company/profile',
        headers: authHeader(token),
        ...json({
          current_password: 'first-password',
          password: 'second-password',
          password_confirmation: 'second-password',
        }),
      });
      expect(ok.statusCode).toBe(200);
      // The session that changed it stays valid.
      expect(
        (await app.inject({ method: 'GET', url: '/api/user', headers: authHeader(token) })).statusCode,
      ).toBe(200);
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        ...json({ email: owner.email, password: 'second-password' }),
      });
      expect(login.statusCode).toBe(200);
    });

    it('an employee may change its own password but not company fields', async () => {
      const { company } = await createCompany(app);
      const employee = await createEmployee(app, company.id, [
        'view_deals',
        'view_balance',
        'manage_employees',
      ]);
      const forbidden = await app.inject({
        method: 'PUT',
        url: '/api/company/profile',
        headers: authHeader(employee.token),
        ...json({ name: 'Hijack' }),
      });
      expect(forbidden.statusCode).toBe(403);
      const [row] = await app.db.select().from(companies).where(eq(companies.id, company.id));
      expect(row.name).toBe(company.name);
      const pw = await app.inject({
        method: 'PUT',
        url: '/api/company/profile',
        headers: authHeader(employee.token),
        ...json({
          current_password: employee.user.password,
          password: 'employee-new-pw',
          password_confirmation: 'employee-new-pw',
        }),
      });
      expect(pw.statusCode).toBe(200);
    });

    it('401 without a token, 403 for an admin', async () => {
      expect(
        (await app.inject({ method: 'PUT', url: '/api/company/profile', ...json({ name: 'x' }) })).statusCode,
      ).toBe(401);
      const { token } = await createAdmin(app);
      expect(
        (
          await app.inject({
            method: 'PUT',
            url: '/api/company/profile',
            headers: authHeader(token),
            ...json({ name: 'x' }),
          })
        ).statusCode,
      ).toBe(403);
    });
  });

  describe('GET /api/company/balance', () => {
    it('returns the exact balance as a string, scoped to the caller', async () => {
      const a = await createCompany(app, { balance: '1234.50' });
      const b = await createCompany(app, { balance: '99.99' });
      const res = await app.inject({
        method: 'GET',
        url: '/api/company/balance',
        headers: authHeader(a.token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ balance: '1234.50' });
      // A company id in the query is ignored: the token decides.
      const guess = await app.inject({
        method: 'GET',
        url: `/api/company/balance?company_id=${b.company.id}`,
        headers: authHeader(a.token),
      });
      expect(guess.json()).toEqual({ balance: '1234.50' });
    });

    it('needs the company role or view_balance', async () => {
      const { company } = await createCompany(app, { balance: '5.00' });
      const allowed = await createEmployee(app, company.id, ['view_balance']);
      const denied = await createEmployee(app, company.id, ['view_deals']);
      expect(
        (
          await app.inject({ method: 'GET', url: '/api/company/balance', headers: authHeader(allowed.token) })
        ).json(),
      ).toEqual({ balance: '5.00' });
      expect(
        (await app.inject({ method: 'GET', url: '/api/company/balance', headers: authHeader(denied.token) }))
          .statusCode,
      ).toBe(403);
      const { token } = await createManager(app);
      expect(
        (await app.inject({ method: 'GET', url: '/api/company/balance', headers: authHeader(token) }))
          .statusCode,
      ).toBe(403);
      expect((await app.inject({ method: 'GET', url: '/api/company/balance' })).statusCode).toBe(401);
    });
  });
});
