import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['@lp/shared/test-utils/setup', './src/test/setup.ts'],
    css: false,
    testTimeout: 20000,
  },
});
