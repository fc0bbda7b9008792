// `npm run mutation` (stryker.config.mjs): the test files StrykerJS may run against a mutant: those written for the code
// in scope (card formats and their CLI commands, suppressions, the LSP conversion, the state-based actions, "did you
// mean", the escaping helpers' features). Stryker narrows them further to those importing the mutated file (vitest
// `related`) and, per mutant, to the tests that reach it. Other suites are left out: they reach the code in scope only
// through whole-folder runs done while test files load (coverage Stryker cannot attribute to a test, so each such
// mutant would rerun every suite), through other processes, or after minutes of unrelated work.
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
      'test/lsp/convert.test.ts',
      'test/lsp/converted-when-sent.test.ts',
      'test/rules/*.test.ts',
      'test/model/closest-word.test.ts',
      'test/templating/typos.test.ts',
      'test/ide/completion.test.ts',
      'test/ide/navigation.test.ts',
      'test/ide/diagnostics-doc.test.ts',
      'test/cli/cli.test.ts',
    ],
    testTimeout: 60_000,
    // One worker keeps the modules it loaded from one test file to the next (Stryker switches mutants at run time).
    isolate: false,
    env: { XDG_CACHE_HOME: path.join(tmpdir(), 'cardscript-mutation-xdg-cache') },
  },
});
