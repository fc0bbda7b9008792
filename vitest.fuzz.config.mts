// `npm run fuzz`: the property suites of test/fuzz at a larger size and a random seed (printed in the summary
// line; reproduce with CARDSCRIPT_FUZZ_SEED=<seed>). Both can be overridden from the environment.
import { defineConfig } from 'vitest/config';
import { woffAsBytes } from './vitest.woff-plugin.mts';

export default defineConfig({
  plugins: [woffAsBytes],
  test: {
    include: ['test/fuzz/**/*.test.ts'],
    testTimeout: 3_600_000,
    env: {
      CARDSCRIPT_FUZZ_SEED: process.env['CARDSCRIPT_FUZZ_SEED'] ?? 'random',
      CARDSCRIPT_FUZZ_SCALE: process.env['CARDSCRIPT_FUZZ_SCALE'] ?? '20',
    },
  },
});
