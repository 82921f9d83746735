import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { errorBody, http, isAuthEndpoint, onSessionExpired } from './http.ts';

let seen: InternalAxiosRequestConfig | undefined;

/** An adapter that answers every call with `status` (or no response at all for 0). */
function answerWith(status: number, data: unknown = {}): AxiosAdapter {
  return async (config) => {
    seen = config;
    const response = { status, data, statusText: '', headers: {}, config };
    if (status === 0) throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    if (status >= 200 && status < 300) return response;
    throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, {}, response);
  };
}

describe('http client', () => {
  const handler = vi.fn();

  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    handler.mockReset();
    onSessionExpired(handler);
  });
  afterEach(() => {
    http.defaults.adapter = undefined;
  });

  it('sends the marker header, cookies, the CSRF header and the stored bearer token', async () => {
    localStorage.setItem('token', 'tok-1');
    document.cookie = `XSRF-TOKEN=${encodeURIComponent('csrf=value')}`;
    http.defaults.adapter = answerWith(200);
    await http.get('/user');
    const headers = AxiosHeaders.from(seen!.headers);
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
    expect(headers.get('X-XSRF-TOKEN')).toBe('csrf=value');
    expect(seen!.withCredentials).toBe(true);
    expect(seen!.baseURL).toBe('/api');
    expect(seen!.timeout).toBe(0);
  });

  it('sends no Authorization header without a token', async () => {
    http.defaults.adapter = answerWith(200);
    await http.get('/user');
    expect(AxiosHeaders.from(seen!.headers).has('Authorization')).toBe(false);
  });

  it.each([401, 403])('calls the session-expired handler on %i', async (status) => {
    http.defaults.adapter = answerWith(status);
    await expect(http.get('/projects')).rejects.toBeInstanceOf(AxiosError);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it.each([400, 404, 422, 500, 0])('leaves the session alone on %i', async (status) => {
    http.defaults.adapter = answerWith(status);
    await expect(http.get('/projects')).rejects.toBeInstanceOf(AxiosError);
    expect(handler).not.toHaveBeenCalled();
  });

  it.each(['/logout', '/login', '/register', '/password-reset', '/password-reset/confirm'])(
    'does not treat a 401/403 from %s as an expired session',
    async (url) => {
      http.defaults.adapter = answerWith(401);
      await expect(http.post(url)).rejects.toBeInstanceOf(AxiosError);
      http.defaults.adapter = answerWith(403);
      await expect(http.post(url)).rejects.toBeInstanceOf(AxiosError);
      expect(handler).not.toHaveBeenCalled();
    },
  );

  it('gives the error body of a failed call and nothing for a network error', async () => {
    http.defaults.adapter = answerWith(422, { message: 'bad', errors: { email: ['taken'] } });
    const failure = await http.post('/projects').catch((error: unknown) => error);
    expect(errorBody(failure)).toEqual({ message: 'bad', errors: { email: ['taken'] } });
    http.defaults.adapter = answerWith(0);
    const offline = await http.get('/projects').catch((error: unknown) => error);
    expect(errorBody(offline)).toBeUndefined();
  });
});

describe('isAuthEndpoint', () => {
  it('matches with and without the /api prefix and ignores the query', () => {
    expect(isAuthEndpoint('/logout')).toBe(true);
    expect(isAuthEndpoint('/api/login?x=1')).toBe(true);
    expect(isAuthEndpoint('password-reset')).toBe(true);
    expect(isAuthEndpoint('/admin/login-as-company/5')).toBe(false);
    expect(isAuthEndpoint('/user')).toBe(false);
    expect(isAuthEndpoint(undefined)).toBe(false);
  });
});
