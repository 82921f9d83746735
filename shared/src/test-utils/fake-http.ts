import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http } from '../api/http.ts';

export type FakeReply = { status: number; data?: unknown } | 'network-error';
export type FakeRoute = (config: InternalAxiosRequestConfig) => FakeReply | undefined;

export type FakeHttp = { calls: InternalAxiosRequestConfig[]; restore: () => void };

/** Replaces the shared axios client's adapter, so the real interceptors and RTK Query base query run. */
export function installFakeHttp(route: FakeRoute): FakeHttp {
  const previous = http.defaults.adapter;
  const calls: InternalAxiosRequestConfig[] = [];
  http.defaults.adapter = async (config) => {
    calls.push(config);
    const reply = route(config) ?? { status: 404, data: { message: 'Not found.' } };
    if (reply === 'network-error') {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    }
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: new AxiosHeaders(),
      config,
      request: {},
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      AxiosError.ERR_BAD_RESPONSE,
      config,
      {},
      response,
    );
  };
  return {
    calls,
    restore: () => {
      http.defaults.adapter = previous;
    },
  };
}
