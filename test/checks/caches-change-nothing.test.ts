// The caches change no answer: the diagnostics of every example workspace are the same on the editor's cached,
// incremental path (cold and warm) as from scratch with every cache switched off. The face-down corpus and a sample of
// real cards: test/corpus/caches.corpus.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkedWithCaches, checkedWithoutCaches } from '../support/caches';

const EXAMPLES = path.join(__dirname, '..', '..', 'examples');

/** Each folder of examples/ is a workspace: its own card files (the names a scenario uses are defined beside it). */
function workspaces(dir: string): Map<string, string>[] {
  const entries = readdirSync(dir, { withFileTypes: true });
  const files = new Map(entries.filter((e) => e.isFile() && /\.cards?$/.test(e.name)).map((e) => [`file://${path.join(dir, e.name)}`, readFileSync(path.join(dir, e.name), 'utf8')]));
  return [...(files.size ? [files] : []), ...entries.filter((e) => e.isDirectory()).flatMap((e) => workspaces(path.join(dir, e.name)))];
}

describe('the caches change no diagnostic', () => {
  const all = workspaces(EXAMPLES);
  it('finds the example workspaces', () => expect(all.reduce((n, w) => n + w.size, 0)).toBeGreaterThan(20));
  it.each(all.map((w) => [path.relative(EXAMPLES, path.dirname(new URL([...w.keys()][0]!).pathname)) || '.', w] as const))('examples/%s', (_name, files) => {
    const without = checkedWithoutCaches(files);
    const { cold, warm } = checkedWithCaches(files);
    expect([...without.values()].some((ds) => ds.length > 0)).toBe(true);
    expect(cold).toEqual(without);
    expect(warm).toEqual(without);
  }, 120_000);
});
