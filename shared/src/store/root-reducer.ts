import { combineSlices } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api.ts';
import { sessionSlice } from '../session/session-slice.ts';

/** Remotes add UI state with `rootReducer.inject(slice)`; the shell builds the one store from it. */
export const rootReducer = combineSlices(baseApi, sessionSlice).withLazyLoadedSlices();

export type RootState = ReturnType<typeof rootReducer>;
