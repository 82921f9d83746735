// The lead-engine suites' common frame: one app and one file source for the whole file, and after
// every test the ledger and the counters must still agree with the rows (the engine's invariants).
// Kept apart from fixtures.ts, which bench-deliver.ts also imports outside vitest.
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { App } from '../../../app-types.ts';
import { createTestApp } from '../../../test/helpers.ts';
import { counterMismatches, ledgerMismatches, makeSource } from './fixtures.ts';

export type EngineSuite = { app: App; source: number };

/** Registers the hooks; `ready` hands the suite's app and source to the file once they exist. */
export const useEngineSuite = (ready: (suite: EngineSuite) => void): void => {
  let app: App | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    ready({ app, source: await makeSource(app) });
  });
  afterAll(async () => {
    await app?.close();
  });
  afterEach(async () => {
    if (!app) return;
    expect(await ledgerMismatches(app.db)).toEqual([]);
    expect(await counterMismatches(app.db)).toEqual([]);
  });
};
