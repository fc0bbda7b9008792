import { defineConfig } from 'vitest/config';
import { woffAsBytes } from './vitest.woff-plugin.mts';

export default defineConfig({
  plugins: [woffAsBytes],
  test: {
    include: ['test/**/*.test.ts'],
    // test/fuzz runs here at its bounded size and fixed seed; `npm run fuzz` runs it longer (vitest.fuzz.config.mts).
    exclude: ['test/corpus/**', 'test/e2e/**', 'node_modules/**'],
    pool: 'threads',
    testTimeout: 60_000,
  },
});
