// The corpus suite: real card data from ../shared/data (or $CARDSCRIPT_CORPUS), and the metamorphic suite (test/corpus/metamorphic.corpus.test.ts: `npm run test:metamorphic`, no data needed). Not part of `npm test`.
import { defineConfig } from 'vitest/config';
import { woffAsBytes } from './vitest.woff-plugin.mts';

export default defineConfig({
  plugins: [woffAsBytes],
  test: {
    include: ['test/corpus/**/*.corpus.test.ts'],
    testTimeout: 300_000,
  },
});
