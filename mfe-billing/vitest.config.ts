import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['@lp/shared/test-utils/setup'],
    css: false,
    testTimeout: 20000,
  },
});
