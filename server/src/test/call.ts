// One API call in a test: inject with an optional bearer token, answer as status and parsed JSON body.
import type { InjectOptions } from 'fastify';
import type { App } from '../app-types.ts';
import { authHeader } from './helpers.ts';

export type Reply<T = Record<string, unknown>> = { status: number; body: T };

export const call = async <T = Record<string, unknown>>(
  app: App,
  token: string | null,
  method: InjectOptions['method'],
  url: string,
  payload?: object,
): Promise<Reply<T>> => {
  const response = await app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload }),
    headers: token === null ? {} : authHeader(token),
  });
  return { status: response.statusCode, body: response.json() as T };
};
