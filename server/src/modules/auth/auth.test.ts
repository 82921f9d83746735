import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { apiTokens, passwordResetTokens } from '../../db/schema.ts';
import { authHeader, createAdmin, createCompany, createTestApp } from '../../test/helpers.ts';

// inject serialises an object payload as JSON with the right content type.
const json = (payload: object) => ({ payload });

describe('auth', () => {
  let app: App;
  let adminToken: string;
  beforeAll(async () => {
    app = await createTestApp();
    adminToken = (await createAdmin(app)).token;
  });
  afterAll(async () => {
    await app?.close();
  });

  const outbox = async (to: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/outbox?to=${encodeURIComponent(to)}`,
      headers: authHeader(adminToken),
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as Array<{ to: string; subject: string; text: string; status: string }>;
  };

  describe('POST /api/login', () => {
    it('returns a token and the User shape', async () => {
      const { owner, company } = await createCompany(app, {
        email: 'Login.Case@Test.local',
        password: 'correct-horse-1',
      });
      const res = await app.inject({
        method: 'POST',
        url: '/api/login',
        ...json({ email: 'LOGIN.case@test.local', password: 'correct-horse-1' }),
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.user).toMatchObject({
        id: owner.id,
        email: 'login.case@test.local',
        roles: ['company'],
        permissions: ['view_deals', 'view_balance', 'manage_employees'],
        parent_id: company.id,
        active_company_id: company.id,
        companies: [{ id: company.id, name: company.name, pivot: { custom_role_id: null } }],
        customRole: null,
        needs_phone_number: false,
        prompt_message: null,
        impersonated: false,
      });
      // The token works, and only its hash is stored.
      const me = await app.inject({ method: 'GET', url: '/api/user', headers: authHeader(body.token) });
      expect(me.statusCode).toBe(200);
      const stored = await app.db.select().from(apiTokens).where(eq(apiTokens.userId, owner.id));
      expect(stored.every((row) => row.tokenHash !== body.token && row.tokenHash.length === 64)).toBe(true);
    });

    it('rejects a wrong password and an unknown email with the same 422', async () => {
      const { owner } = await createCompany(app);
      for (const credentials of [
        { email: owner.email, password: 'wrong-password' },
        { email: 'nobody@test.local', password: 'whatever-1' },
      ]) {
        const res = await app.inject({ method: 'POST', url: '/api/login', ...json(credentials) });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({
          message: 'Invalid email or password.',
          errors: { email: ['Invalid email or password.'] },
        });
      }
    });

    it('validates the fields with the spec messages', async () => {
      const empty = await app.inject({ method: 'POST', url: '/api/login', ...json({}) });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors).toEqual({
        email: ['This field is required'],
        password: ['This field is required'],
      });

      const noBody = await app.inject({ method: 'POST', url: '/api/login' });
      expect(noBody.statusCode).toBe(422);
      expect(noBody.json().errors.email).toEqual(['This field is required']);

      const bad = await app.inject({
        method: 'POST',
        url: '/api/login',
        ...json({ email: 'not-an-email', password: '' }),
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toEqual({
        message: 'Invalid email format',
        errors: { email: ['Invalid email format'], password: ['This field is required'] },
      });
    });
  });

  describe('login throttling', () => {
    it('answers 429 after 5 failures for one email, even with the right password', async () => {
      const throttled = await createTestApp({ loginThrottle: { perEmail: 5, perIp: 100 } });
      try {
        const { owner } = await createCompany(throttled, { password: 'right-password' });
        for (let i = 0; i < 5; i += 1) {
          const res = await throttled.inject({
            method: 'POST',
            url: '/api/login',
            ...json({ email: owner.email, password: 'nope-nope' }),
          });
          expect(res.statusCode).toBe(422);
        }
        const blocked = await throttled.inject({
          method: 'POST',
          url: '/api/login',
          ...json({ email: owner.email, password: 'right-password' }),
        });
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json().message).toMatch(/Too many login attempts/);
        // Another account from the same IP is not blocked by that email's counter.
        const other = await createCompany(throttled, { password: 'other-password' });
        const ok = await throttled.inject({
          method: 'POST',
          url: '/api/login',
          ...json({ email: other.owner.email, password: 'other-password' }),
        });
        expect(ok.statusCode).toBe(200);
      } finally {
        await throttled.close();
      }
    });

    it('answers 429 after too many failures from one IP across emails', async () => {
      const throttled = await createTestApp({ loginThrottle: { perEmail: 100, perIp: 3 } });
      try {
        for (let i = 0; i < 3; i += 1) {
          const res = await throttled.inject({
            method: 'POST',
            url: '/api/login',
            ...json({ email: `spray${i}@test.local`, password: 'x-x-x-x' }),
          });
          expect(res.statusCode).toBe(422);
        }
        const blocked = await throttled.inject({
          method: 'POST',
          url: '/api/login',
          ...json({ email: 'spray9@test.local', password: 'x-x-x-x' }),
        });
        expect(blocked.statusCode).toBe(429);
        // A different client IP is unaffected.
        const elsewhere = await throttled.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: '10.0.0.9',
          ...json({ email: 'spray9@test.local', password: 'x-x-x-x' }),
        });
        expect(elsewhere.statusCode).toBe(422);
      } finally {
        await throttled.close();
      }
    });
  });

  describe('POST /api/logout', () => {
    it('revokes the token; a second logout is still 200', async () => {
      const { token } = await createCompany(app);
      const first = await app.inject({ method: 'POST', url: '/api/logout', headers: authHeader(token) });
      expect(first.statusCode).toBe(200);
      const after = await app.inject({ method: 'GET', url: '/api/user', headers: authHeader(token) });
      expect(after.statusCode).toBe(401);
      const again = await app.inject({ method: 'POST', url: '/api/logout', headers: authHeader(token) });
      expect(again.statusCode).toBe(200);
      const anonymous = await app.inject({ method: 'POST', url: '/api/logout' });
      expect(anonymous.statusCode).toBe(200);
    });
  });

  describe('POST /api/register', () => {
    it('creates the company and owner, emails the generated password and logs in', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/register',
        ...json({
          name: 'ООО «Тест»',
          contact_person: 'Иван Иванов',
          email: 'New.Owner@Test.local',
          website: 'test-company.ru',
        }),
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.needs_phone_number).toBe(true);
      expect(body.prompt_message).toMatch(/телефон/);
      expect(body.user).toMatchObject({
        email: 'new.owner@test.local',
        roles: ['company'],
        name: 'Иван Иванов',
        needs_phone_number: true,
      });
      expect(body.user.parent_id).toBeTypeOf('number');

      const me = await app.inject({ method: 'GET', url: '/api/user', headers: authHeader(body.token) });
      expect(me.statusCode).toBe(200);

      const [mail] = await outbox('new.owner@test.local');
      expect(mail.status).toBe('stored');
      const password = /Пароль: (\S+)/.exec(mail.text)?.[1];
      expect(password).toBeDefined();
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        ...json({ email: 'new.owner@test.local', password }),
      });
      expect(login.statusCode).toBe(200);

      const profile = await app.inject({
        method: 'GET',
        url: `/api/company/profile/${body.user.parent_id}`,
        headers: authHeader(body.token),
      });
      expect(profile.json()).toMatchObject({
        name: 'ООО «Тест»',
        contact_person: 'Иван Иванов',
        website: 'https://test-company.ru',
        balance: '0.00',
      });
    });

    it('does not ask for a phone when one is given, and normalises it', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/register',
        ...json({
          name: 'Phone Co',
          contact_person: 'P',
          email: 'phone.co@test.local',
          phone: '8 (916) 123-45-67',
        }),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ needs_phone_number: false, prompt_message: null });
      expect(res.json().user.phone).toBe('79161234567');
    });

    it('rejects a duplicate email on the email field', async () => {
      const { owner } = await createCompany(app);
      const res = await app.inject({
        method: 'POST',
        url: '/api/register',
        ...json({ name: 'Dup', contact_person: 'D', email: owner.email.toUpperCase() }),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ email: ['The email has already been taken.'] });
    });

    it('two registrations racing for one email: one wins, the other is a 422', async () => {
      const payload = { name: 'Race Co', contact_person: 'R', email: 'race@test.local' };
      const codes = (
        await Promise.all([1, 2, 3].map(() => app.inject({ method: 'POST', url: '/api/register', payload })))
      ).map((res) => res.statusCode);
      expect(codes.sort()).toEqual([200, 422, 422]);
    });

    it('reports each invalid field', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/register',
        ...json({ name: '  ', email: 'bad@', phone: '12345', website: 'not a url' }),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        name: ['This field is required'],
        contact_person: ['This field is required'],
        email: ['Invalid email format'],
        phone: ['Invalid phone number'],
        website: ['Invalid URL format'],
      });
    });

    it('takes phones only in the normal forms the browser form accepts (domain.md)', async () => {
      const register = (phone: string, email: string) =>
        app.inject({
          method: 'POST',
          url: '/api/register',
          ...json({ name: 'Phone Co', contact_person: 'P', email, phone }),
        });
      const accepted = await register('8 (916) 123-45-67', 'phone-ok@test.local');
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().user.phone).toBe('79161234567');
      for (const phone of ['9161234567', '+8 916 123-45-67']) {
        const refused = await register(phone, `phone-${phone.length}@test.local`);
        expect(refused.statusCode).toBe(422);
        expect(refused.json().errors).toEqual({ phone: ['Invalid phone number'] });
      }
    });

    it('is rate limited per IP', async () => {
      const limited = await createTestApp({ authRateLimit: { max: 2, timeWindow: 60_000 } });
      try {
        const codes: number[] = [];
        for (let i = 0; i < 3; i += 1) {
          const res = await limited.inject({ method: 'POST', url: '/api/register', ...json({}) });
          codes.push(res.statusCode);
        }
        expect(codes).toEqual([422, 422, 429]);
      } finally {
        await limited.close();
      }
    });
  });

  describe('password reset', () => {
    it('runs end to end through the outbox', async () => {
      const { owner, token: oldToken } = await createCompany(app, { password: 'old-password-1' });
      const res = await app.inject({
        method: 'POST',
        url: '/api/password-reset',
        ...json({ email: owner.email }),
      });
      expect(res.statusCode).toBe(200);

      const [mail] = await outbox(owner.email);
      const link = /(http:\/\/lp\.test\/password-reset\?token=\S+)/.exec(mail.text)?.[1];
      expect(link).toBeDefined();
      const resetToken = new URL(link!).searchParams.get('token')!;

      const short = await app.inject({
        method: 'POST',
        url: '/api/password-reset/confirm',
        ...json({ token: resetToken, password: 'short', password_confirmation: 'short' }),
      });
      expect(short.statusCode).toBe(422);
      expect(short.json().errors).toEqual({ password: ['Password must be at least 8 characters'] });

      const mismatch = await app.inject({
        method: 'POST',
        url: '/api/password-reset/confirm',
        ...json({ token: resetToken, password: 'new-password-1', password_confirmation: 'new-password-2' }),
      });
      expect(mismatch.statusCode).toBe(422);
      expect(mismatch.json().errors).toHaveProperty('password_confirmation');

      const ok = await app.inject({
        method: 'POST',
        url: '/api/password-reset/confirm',
        ...json({ token: resetToken, password: 'new-password-1', password_confirmation: 'new-password-1' }),
      });
      expect(ok.statusCode).toBe(200);

      // Old sessions are ended, the old password no longer works, the new one does.
      expect(
        (await app.inject({ method: 'GET', url: '/api/user', headers: authHeader(oldToken) })).statusCode,
      ).toBe(401);
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/login',
            ...json({ email: owner.email, password: 'old-password-1' }),
          })
        ).statusCode,
      ).toBe(422);
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/login',
            ...json({ email: owner.email, password: 'new-password-1' }),
          })
        ).statusCode,
      ).toBe(200);

      // One use only.
      const reused = await app.inject({
        method: 'POST',
        url: '/api/password-reset/confirm',
        ...json({ token: resetToken, password: 'third-password', password_confirmation: 'third-password' }),
      });
      expect(reused.statusCode).toBe(422);
      expect(reused.json().errors).toEqual({
        token: ['This password reset token is invalid or has expired.'],
      });
    });

    it('using one link invalidates the older ones', async () => {
      const { owner } = await createCompany(app);
      await app.inject({ method: 'POST', url: '/api/password-reset', ...json({ email: owner.email }) });
      await app.inject({ method: 'POST', url: '/api/password-reset', ...json({ email: owner.email }) });
      const [newest, older] = (await outbox(owner.email)).map((mail) =>
        decodeURIComponent(/token=(\S+)/.exec(mail.text)![1]),
      );
      const confirm = (token: string) =>
        app.inject({
          method: 'POST',
          url: '/api/password-reset/confirm',
          ...json({ token, password: 'brand-new-pass', password_confirmation: 'brand-new-pass' }),
        });
      expect((await confirm(newest)).statusCode).toBe(200);
      expect((await confirm(older)).statusCode).toBe(422);
    });

    it('gives the same answer for an unknown email and sends nothing', async () => {
      const { owner } = await createCompany(app);
      const known = await app.inject({
        method: 'POST',
        url: '/api/password-reset',
        ...json({ email: owner.email }),
      });
      const unknown = await app.inject({
        method: 'POST',
        url: '/api/password-reset',
        ...json({ email: 'ghost@test.local' }),
      });
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual(known.json());
      expect(await outbox('ghost@test.local')).toHaveLength(0);
    });

    it('refuses an expired token', async () => {
      const { owner } = await createCompany(app);
      await app.inject({ method: 'POST', url: '/api/password-reset', ...json({ email: owner.email }) });
      const [mail] = await outbox(owner.email);
      const token = /token=(\S+)/.exec(mail.text)![1];
      await app.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
      const res = await app.inject({
        method: 'POST',
        url: '/api/password-reset/confirm',
        ...json({
          token: decodeURIComponent(token),
          password: 'new-password-1',
          password_confirmation: 'new-password-1',
        }),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty('token');
    });

    it('validates the request fields', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/password-reset',
        ...json({ email: 'nope' }),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ email: ['Invalid email format'] });
      const confirm = await app.inject({ method: 'POST', url: '/api/password-reset/confirm', ...json({}) });
      expect(confirm.statusCode).toBe(422);
      expect(confirm.json().errors).toMatchObject({
        token: ['This field is required'],
        password: ['This field is required'],
      });
    });
  });
});
