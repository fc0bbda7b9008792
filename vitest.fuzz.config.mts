// `npm run fuzz`: the property suites of test/fuzz at a larger size and a random seed (printed in the summary
// line; reproduce with CARDSCRIPT_FUZZ_SEED=<seed>). Both can be overridden from the environment. With them, at their
// full size, the exhaustive suites `npm test` samples (FULL_SIZE in test/fuzz/support/config.ts): every fixture cut at
// every token, and every run of the incremental = from-scratch properties.
import { defineConfig } from 'vitest/config';
import { woffAsBytes } from './vitest.woff-plugin.mts';

export default defineConfig({
  plugins: [woffAsBytes],
  test: {
    include: ['test/fuzz/**/*.test.ts', 'test/robustness/cut-at-every-token.test.ts', 'test/incremental/incremental.test.ts'],
    testTimeout: 3_600_000,
    env: {
      CARDSCRIPT_FUZZ_SEED: process.env['CARDSCRIPT_FUZZ_SEED'] ?? 'random',
      CARDSCRIPT_FUZZ_SCALE: process.env['CARDSCRIPT_FUZZ_SCALE'] ?? '20',
    },
  },
});
