import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { authHeader, createCompany, createTestApp } from '../test/helpers.ts';

describe('CSRF double-submit rule', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('sets a readable XSRF-TOKEN cookie when the request has none', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie).toBeDefined();
    expect(cookie!.sameSite).toBe('Lax');
    expect(cookie!.httpOnly).toBeFalsy();
    const again = await app.inject({
      method: 'GET',
      url: '/api/health',
      cookies: { 'XSRF-TOKEN': cookie!.value },
    });
    expect(again.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
  });

  it('mints no cookie for a bearer-authenticated request', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { authorization: 'Bearer x' },
    });
    expect(res.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
  });

  it('with the cookie, a state-changing request must echo it in X-XSRF-TOKEN', async () => {
    const { token } = await createCompany(app);
    const cookies = { 'XSRF-TOKEN': 'abc123' };
    const missing = await app.inject({
      method: 'PUT',
      url: '/api/company/profile',
      cookies,
      headers: authHeader(token),
      payload: { name: 'X Co' },
    });
    expect(missing.statusCode).toBe(419);
    expect(missing.json()).toEqual({ message: 'CSRF token mismatch.' });
    const wrong = await app.inject({
      method: 'PUT',
      url: '/api/company/profile',
      cookies,
      headers: { ...authHeader(token), 'x-xsrf-token': 'other' },
      payload: { name: 'X Co' },
    });
    expect(wrong.statusCode).toBe(419);
    const right = await app.inject({
      method: 'PUT',
      url: '/api/company/profile',
      cookies,
      headers: { ...authHeader(token), 'x-xsrf-token': 'abc123' },
      payload: { name: 'X Co' },
    });
    expect(right.statusCode).toBe(200);
    // Reads are never checked.
    expect(
      (await app.inject({ method: 'GET', url: '/api/user', cookies, headers: authHeader(token) })).statusCode,
    ).toBe(200);
  });

  it('without the cookie (API clients), the bearer token alone is enough', async () => {
    const { token } = await createCompany(app);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/company/profile',
      headers: authHeader(token),
      payload: { name: 'Y Co' },
    });
    expect(res.statusCode).toBe(200);
  });
});
