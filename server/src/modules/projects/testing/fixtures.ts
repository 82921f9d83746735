// Test helpers for the projects API: calls with a token, and direct database reads.
import type { InjectOptions } from 'fastify';
import type { App } from '../../../app-types.ts';
import { authHeader } from '../../../test/helpers.ts';

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

export const rows = async <T = Record<string, unknown>>(
  app: App,
  text: string,
  values: unknown[] = [],
): Promise<T[]> => (await app.database.query(text, values)).rows as T[];

/** Polls until `check` returns a value (not undefined), or fails after `timeoutMs`. */
export const waitFor = async <T>(check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('waitFor: timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

export const addSource = async (
  app: App,
  values: { name: string; url: string | null; secret?: string | null; active?: boolean },
): Promise<number> => {
  const [row] = await rows<{ id: number }>(
    app,
    `INSERT INTO sources (name, registration_url, registration_secret, active) VALUES ($1, $2, $3, $4) RETURNING id`,
    [values.name, values.url, values.secret ?? null, values.active ?? true],
  );
  return Number(row.id);
};

export const addIntegration = async (app: App, companyId: number, name: string): Promise<number> => {
  const [row] = await rows<{ id: number }>(
    app,
    'INSERT INTO integrations (company_id, name) VALUES ($1, $2) RETURNING id',
    [companyId, name],
  );
  return Number(row.id);
};
