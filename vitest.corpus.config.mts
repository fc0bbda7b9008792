// The corpus suite: real card data from ../shared/data (or $CARDSCRIPT_CORPUS). Not part of `npm test`.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/corpus/**/*.corpus.test.ts'],
    testTimeout: 300_000,
  },
});
