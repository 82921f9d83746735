import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each test file gets its own database; a few files at a time keep 2 cores busy without thrashing.
    pool: 'forks',
    maxWorkers: 3,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
