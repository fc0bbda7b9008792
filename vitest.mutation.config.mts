// `npm run mutation` (stryker.config.mjs): the test files StrykerJS may run against a mutant. Stryker narrows them
// further to those importing the mutated file (vitest `related`) and, per mutant, to the tests that reach it.
// Left out: suites that test the built bundles or other processes (a mutant of the source never reaches them: bin,
// resilience, package), the long property, fuzz, regex-timing, incremental and corpus suites (minutes each, on code
// outside the scope), and suites about the repository rather than the code (architecture, CR citations, TextMate).
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { defineConfig } from 'vitest/config';
import { woffAsBytes } from './vitest.woff-plugin.mts';

export default defineConfig({
  plugins: [woffAsBytes],
  test: {
    include: [
      'test/formats/**/*.test.ts',
      'test/suppressions/**/*.test.ts',
      'test/lsp/**/*.test.ts',
      'test/rules/**/*.test.ts',
      'test/scenarios/**/*.test.ts',
      'test/model/**/*.test.ts',
      'test/checks/**/*.test.ts',
      'test/templating/**/*.test.ts',
      'test/ide/**/*.test.ts',
      'test/cli/**/*.test.ts',
      'test/carddb/**/*.test.ts',
      'test/fixtures.test.ts',
    ],
    exclude: ['node_modules/**', 'test/cli/bin.test.ts', 'test/templating/robustness.test.ts'],
    testTimeout: 60_000,
    env: { XDG_CACHE_HOME: path.join(tmpdir(), 'cardscript-mutation-xdg-cache') },
  },
});
