import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api.ts';
import { rootReducer } from './root-reducer.ts';

export function createAppStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
