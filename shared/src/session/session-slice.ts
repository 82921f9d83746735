import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from './types.ts';
import { readStoredUser, readToken, storeSession } from './storage.ts';

/** `expired`: the last session ended by a 401/403, so protected routes send the user to /login (spec §4). */
export type SessionState = { token: string | null; user: User | null; expired: boolean };

const initialState = (): SessionState => ({ token: readToken(), user: readStoredUser(), expired: false });

// The slice mirrors local storage; every reducer writes both so a reload sees the same session.
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionStarted(state, action: PayloadAction<{ token: string; user?: User | null }>) {
      state.token = action.payload.token;
      state.user = action.payload.user ?? state.user;
      state.expired = false;
      storeSession(state.token, state.user);
    },
    userLoaded(state, action: PayloadAction<User>) {
      state.user = action.payload;
      storeSession(state.token, state.user);
    },
    sessionCleared(state, action: PayloadAction<{ expired?: boolean } | undefined>) {
      state.expired = action.payload?.expired ?? false;
      state.token = null;
      state.user = null;
      storeSession(null, null);
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectUser: (state) => state.user,
    selectSessionExpired: (state) => state.expired,
  },
});

export const { sessionStarted, userLoaded, sessionCleared } = sessionSlice.actions;
export const { selectToken, selectUser, selectSessionExpired } = sessionSlice.selectors;
