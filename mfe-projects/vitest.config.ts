import { defineConfig } from 'vitest/config';

export default defineConfig({
  // rspack bundles `x.json?dialogs` as its own module (src/i18n-dialogs.ts); for tests it is just the JSON.
  resolve: { alias: [{ find: /^(.*\.json)\?dialogs$/, replacement: '$1' }] },
  test: {
    environment: 'jsdom',
    setupFiles: ['@lp/shared/test-utils/setup'],
    css: false,
    testTimeout: 20000,
  },
});
