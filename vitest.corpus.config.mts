// The corpus suite: real card data from ../shared/data (or $CARDSCRIPT_CORPUS), and the metamorphic suite (test/corpus/metamorphic.corpus.test.ts: `npm run test:metamorphic`, no data needed). Not part of `npm test`.
import { defineConfig } from 'vitest/config';
import { woffAsBytes } from './vitest.woff-plugin.mts';

export default defineConfig({
  plugins: [woffAsBytes],
  test: {
    include: ['test/corpus/**/*.corpus.test.ts'],
    testTimeout: 300_000,
    // The corpus fuzz suite at scale 1 (npm test's default is 0.4: test/fuzz/support/config.ts).
    env: { CARDSCRIPT_FUZZ_SCALE: process.env['CARDSCRIPT_FUZZ_SCALE'] ?? '1' },
  },
});
