import { beforeEach, describe, expect, it } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import { makeUser } from '../test-utils/make-user.ts';
import { readStoredUser, readToken, storeSession, TOKEN_KEY, USER_KEY } from './storage.ts';
import {
  selectToken,
  selectUser,
  sessionCleared,
  sessionSlice,
  sessionStarted,
  userLoaded,
} from './session-slice.ts';

const user = makeUser({
  name: 'Owner',
  email: 'owner@example.com',
  companies: [{ id: 10, pivot: { custom_role_id: null } }],
  active_company_id: 10,
});

describe('session storage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the token and the user under the spec keys', () => {
    storeSession('tok', user);
    expect(TOKEN_KEY).toBe('token');
    expect(USER_KEY).toBe('user');
    expect(localStorage.getItem('token')).toBe('tok');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
    expect(readToken()).toBe('tok');
    expect(readStoredUser()).toEqual(user);
  });

  it('clears both', () => {
    storeSession('tok', user);
    storeSession(null, null);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('treats a corrupt stored user as none', () => {
    localStorage.setItem('user', '{not json');
    expect(readStoredUser()).toBeNull();
  });
});

describe('session slice', () => {
  beforeEach(() => localStorage.clear());

  const makeStore = () => configureStore({ reducer: { session: sessionSlice.reducer } });

  it('starts from local storage', () => {
    storeSession('tok', user);
    const store = makeStore();
    expect(selectToken(store.getState())).toBe('tok');
    expect(selectUser(store.getState())).toEqual(user);
  });

  it('stores the token first, then the loaded user, and clears both on logout', () => {
    const store = makeStore();
    store.dispatch(sessionStarted({ token: 'tok' }));
    expect(readToken()).toBe('tok');
    expect(readStoredUser()).toBeNull();
    store.dispatch(userLoaded(user));
    expect(readStoredUser()).toEqual(user);
    store.dispatch(sessionCleared());
    expect(selectToken(store.getState())).toBeNull();
    expect(selectUser(store.getState())).toBeNull();
    expect(readToken()).toBeNull();
    expect(readStoredUser()).toBeNull();
  });
});
