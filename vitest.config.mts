import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { defineConfig } from 'vitest/config';
import { woffAsBytes } from './vitest.woff-plugin.mts';

export default defineConfig({
  plugins: [woffAsBytes],
  test: {
    include: ['test/**/*.test.ts'],
    // test/fuzz runs here at its bounded size and fixed seed; `npm run fuzz` runs it longer (vitest.fuzz.config.mts).
    exclude: ['test/corpus/**', 'test/e2e/**', 'node_modules/**'],
    pool: 'threads',
    // Both cores: vitest's default is one worker fewer than the CPUs, a single worker on CI's 2-core machine.
    maxWorkers: 2,
    // One module graph per worker, shared by the test files it runs (vitest's default builds it again for every file:
    // about half of the run's CPU went to transforming and importing the server 235 times). No test depends on fresh
    // module state: a test that turns a cache or a memo off turns it back on in a `finally`.
    isolate: false,
    // A hang detector, not a speed bound (speed lives in `npm run bench`): on a machine loaded with other work (a load
    // average of 20 on 2 cores) the heaviest tests took 40–60 s of wall time for a few seconds of CPU (the workspace
    // citation check, the incremental property), and hooks that start a server took seconds too (vitest's default
    // hook bound is 10 s). Both bounds are far from any test's idle time, so load alone never fails a test.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // `cardscript lookup` caches its index in $XDG_CACHE_HOME/cardscript: the tests' goes to the temp folder, not ~/.cache.
    // Every layer pass the engine reuses is checked against the same pass made again (rules/layers/world.ts): a write the
    // game's versions missed (rules/state/acting.ts) throws instead of answering from a stale pass.
    env: { XDG_CACHE_HOME: path.join(tmpdir(), 'cardscript-test-xdg-cache'), CARDSCRIPT_CHECK_KEPT_PASSES: '1' },
  },
});
