// `npm run mutation` (stryker.config.mjs): the test files StrykerJS may run against a mutant: those written for the code
// in scope, group by group (stryker.config.mjs `groups`). Stryker narrows them further to those importing the mutated
// file (vitest `related`) and, per mutant, to the tests that reach it. Other suites are left out: they reach the code
// in scope only through whole-folder runs done while test files load (coverage Stryker cannot attribute to a test, so
// each such mutant would rerun every suite), through other processes, or after minutes of unrelated work.
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { defineConfig } from 'vitest/config';
import { woffAsBytes } from './vitest.woff-plugin.mts';
import { groups } from './stryker.config.mjs';

export default defineConfig({
  plugins: [woffAsBytes],
  test: {
    // A group's tests (scripts/mutation.mjs sets MUTATION_TESTS), or every group's.
    include: process.env['MUTATION_TESTS'] ? (JSON.parse(process.env['MUTATION_TESTS']) as string[]) : groups.flatMap((g) => g.tests),
    testTimeout: 60_000,
    // One worker keeps the modules it loaded from one test file to the next (Stryker switches mutants at run time).
    isolate: false,
    env: { XDG_CACHE_HOME: path.join(tmpdir(), 'cardscript-mutation-xdg-cache') },
  },
});
