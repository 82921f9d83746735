import { describe, expect, it } from 'vitest';
import { validateLogin } from './login-validation.ts';

describe('validateLogin', () => {
  it('requires both fields and a valid email', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'validation.required',
      password: 'validation.required',
    });
    expect(validateLogin({ email: 'nope', password: 'x' })).toEqual({ email: 'validation.email' });
    expect(validateLogin({ email: ' owner@example.com ', password: 'secret' })).toEqual({});
  });
});
