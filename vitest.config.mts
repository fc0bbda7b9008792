import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/corpus/**', 'test/fuzz/**', 'test/e2e/**', 'node_modules/**'],
    pool: 'threads',
    testTimeout: 60_000,
  },
});
