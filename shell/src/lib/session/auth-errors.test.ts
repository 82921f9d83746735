import { describe, expect, it } from 'vitest';
import { loginErrorKey, requestErrorKey, serverMessage } from './auth-errors.ts';

describe('auth errors (spec §8)', () => {
  it('says invalid credentials for 401 and 422 on login', () => {
    expect(loginErrorKey({ status: 401 })).toBe('shell:errors.invalidCredentials');
    expect(loginErrorKey({ status: 422 })).toBe('shell:errors.invalidCredentials');
  });

  it('says network error without a response and the generic error otherwise', () => {
    expect(loginErrorKey({ status: 'NETWORK_ERROR' })).toBe('common:errors.network');
    expect(loginErrorKey({ status: 500 })).toBe('common:errors.generic');
    expect(requestErrorKey({ status: 429 })).toBe('common:errors.generic');
    expect(requestErrorKey(undefined)).toBe('common:errors.generic');
  });

  it('reads the server message', () => {
    expect(serverMessage({ status: 422, data: { message: 'Bad' } })).toBe('Bad');
    expect(serverMessage({ status: 500 })).toBeUndefined();
  });
});
