import axios, { type AxiosError, type AxiosInstance } from 'axios';
import { readToken } from '../session/storage.ts';

type SessionExpiredHandler = () => void;
let sessionExpiredHandler: SessionExpiredHandler = () => undefined;

/** The shell decides what an expired session does (clear the store, warn, redirect); remotes only call. */
export function onSessionExpired(handler: SessionExpiredHandler): void {
  sessionExpiredHandler = handler;
}

function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

// Spec §7: cookies, the XMLHttpRequest marker, the CSRF header and the bearer token; no timeout.
export const http: AxiosInstance = axios.create({
  baseURL: '/api',
  withCredentials: true,
  headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
});

http.interceptors.request.use((config) => {
  const token = readToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  const csrf = readCookie('XSRF-TOKEN');
  if (csrf) config.headers.set('X-XSRF-TOKEN', csrf);
  return config;
});

// Calls whose 401/403 means "wrong credentials" or "already gone", not an expired session: their
// callers show their own message (spec §8), and logout's failure is tolerated (spec §8).
const AUTH_ENDPOINTS = ['/login', '/register', '/logout', '/password-reset', '/password-reset/confirm'];

export function isAuthEndpoint(url: string | undefined): boolean {
  if (!url) return false;
  const path = url.split('?')[0].replace(/^.*\/api(?=\/)/, '');
  return AUTH_ENDPOINTS.includes(path.startsWith('/') ? path : `/${path}`);
}

// Spec §4/§8: a 403 (and, by our rule, a 401) on any call ends the session.
http.interceptors.response.use(undefined, (error: AxiosError) => {
  const status = error.response?.status;
  if ((status === 401 || status === 403) && !isAuthEndpoint(error.config?.url)) sessionExpiredHandler();
  return Promise.reject(error);
});

export type ApiErrorBody = { message?: string; errors?: Record<string, string[]>; error?: string };

/** The server's error body when there is one; a network failure gives undefined. */
export function errorBody(error: unknown): ApiErrorBody | undefined {
  return axios.isAxiosError(error) ? (error.response?.data as ApiErrorBody | undefined) : undefined;
}

/** Saves a blob response under the given file name (exports, invoices). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
