import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { AxiosRequestConfig } from 'axios';
import { http, type ApiErrorBody } from './http.ts';

export type HttpArgs = {
  url: string;
  method?: AxiosRequestConfig['method'];
  body?: unknown;
  params?: Record<string, unknown>;
};

export type HttpError = { status: number | 'NETWORK_ERROR'; data?: ApiErrorBody };

/** RTK Query over the one axios client, so every call gets the same headers and the 403 rule. */
const axiosBaseQuery: BaseQueryFn<HttpArgs | string, unknown, HttpError> = async (args) => {
  const { url, method = 'GET', body, params } = typeof args === 'string' ? { url: args } : args;
  try {
    const response = await http.request({ url, method, data: body, params });
    return { data: response.data };
  } catch (error) {
    const response = (error as { response?: { status: number; data?: ApiErrorBody } }).response;
    return { error: { status: response?.status ?? 'NETWORK_ERROR', data: response?.data } };
  }
};

// Remotes add their endpoints with baseApi.injectEndpoints and their own tag types via enhanceEndpoints.
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: ['User', 'Profile', 'Balance', 'AccountStatement'],
  endpoints: () => ({}),
});
