// The set-wide analysis shared with worker threads (server/src/checks/interaction-pool.ts, issue 27) says the same
// notes in the same order as without them: every document of examples/ in one workspace, checked on the incremental
// path without a pool, with workers doing every chunk, and with the chunks shared with this thread. (The face-down
// corpus and a sample of cards-a.json: test/corpus/pool.corpus.test.ts.)

import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { poolOptions, serverPoolOptions } from '../../server/src/checks/interaction-pool';
import { checkedWithAndWithoutPool, removeWorker, workerScript } from '../support/interaction-pool';

function cardFiles(dir: string): string[] {
  return readdirSync(dir).sort().flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? cardFiles(full) : name.endsWith('.cards') ? [full] : [];
  });
}

afterAll(removeWorker);

describe('the set-wide pool', () => {
  it('examples/: the same diagnostics in the same order with and without worker threads', async () => {
    const files = new Map(cardFiles(path.join(__dirname, '..', '..', 'examples')).map((f) => [`file://${f}`, readFileSync(f, 'utf8')] as const));
    const { without, workersOnly, shared, chunks } = await checkedWithAndWithoutPool(files);
    const notes = [...without.values()].flat().filter((d) => (d as { code: string }).code === 'interaction').length;
    expect(notes).toBeGreaterThan(20);
    expect(workersOnly).toEqual(without);
    expect(shared).toEqual(without);
    // The workers answered (none of their chunks done again here).
    expect(chunks.byWorkers).toBeGreaterThan(0);
    expect(chunks.redone).toBe(0);
  });

  it('is off with CARDSCRIPT_POOL=off or 0, on one core and without the worker bundle; CARDSCRIPT_POOL=N asks for N workers', async () => {
    const script = await workerScript();
    expect(poolOptions({}, 2, script)).toMatchObject({ workers: 1, minSources: 64 });
    expect(poolOptions({}, 8, script)?.workers).toBe(3);
    expect(poolOptions({}, 1, script)).toBeUndefined();
    expect(poolOptions({ CARDSCRIPT_POOL: 'off' }, 8, script)).toBeUndefined();
    expect(poolOptions({ CARDSCRIPT_POOL: '0' }, 8, script)).toBeUndefined();
    expect(poolOptions({ CARDSCRIPT_POOL: '2', CARDSCRIPT_POOL_MIN_SOURCES: '5' }, 1, script)).toMatchObject({ workers: 2, minSources: 5 });
    // Run from source there is no worker bundle beside the module: no pool whatever is asked.
    expect(poolOptions({ CARDSCRIPT_POOL: '2' }, 4)).toBeUndefined();
  });

  it('the language server has no pool unless CARDSCRIPT_POOL asks for one (its memory: each worker copies the cards)', async () => {
    const script = await workerScript();
    expect(serverPoolOptions({}, 8, script)).toBeNull();
    expect(serverPoolOptions({ CARDSCRIPT_POOL: 'off' }, 8, script)).toBeNull();
    expect(serverPoolOptions({ CARDSCRIPT_POOL: '2' }, 8, script)).toMatchObject({ workers: 2 });
  });
});
