// The corpus suite: real card data from ../shared/data (or $CARDSCRIPT_CORPUS). Not part of `npm test`.
import { defineConfig } from 'vitest/config';
import { woffAsBytes } from './vitest.woff-plugin.mts';

export default defineConfig({
  plugins: [woffAsBytes],
  test: {
    include: ['test/corpus/**/*.corpus.test.ts'],
    testTimeout: 300_000,
  },
});
