// Test helpers for the projects API: calls with a token, and direct database reads.
import type { App } from '../../../app-types.ts';

export { call, type Reply } from '../../../test/call.ts';

export const rows = async <T = Record<string, unknown>>(
  app: App,
  text: string,
  values: unknown[] = [],
): Promise<T[]> => (await app.database.query(text, values)).rows as T[];

/** How many project-sync jobs the queue holds (any state). */
export const syncJobCount = async (app: App): Promise<number> =>
  Number(
    (
      await rows<{ n: number }>(app, `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'project-sync'`)
    )[0].n,
  );

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
