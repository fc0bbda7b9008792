// The engine's memos change no answer (issue 27): the layer system's work kept during a read (rules/layers/world.ts:
// one pass per read, the characteristics made once per object and frozen), the printed lists a working record shares
// instead of copying (the layers make a new list for every change, apply.ts), a filter's words split once per frozen
// list (rules/state/filters.ts), a card's own characteristics once per card (rules/state/objects.ts `ownCard`), a
// leveler's striations once per list (level-striations.ts). Every diagnostic — scenario expectations, transcripts'
// answers, set-wide notes — of the layer workspaces (CR 613 faults and examples) and of a sample of the whole-game
// workspaces is the same with them on as with every memo and cache off (test/support/caches.ts).
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDocument } from '../../../server/src/checks';
import { Workspace } from '../../../server/src/model/workspace';
import { checkedWithoutCaches, type Files } from '../../support/caches';

const RULES = path.join(__dirname, '..');

/** Each `.cards` file is a workspace of its own (its scenarios use the cards beside them). */
function workspaces(dir: string, every = 1): [string, Files][] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.cards'))
    .sort()
    .filter((_, i) => i % every === 0)
    .map((f) => [path.relative(RULES, path.join(dir, f)), new Map([[`file:///${f}`, readFileSync(path.join(dir, f), 'utf8')]])]);
}

function checkedWithMemos(files: Files): Map<string, unknown[]> {
  const ws = new Workspace();
  for (const [uri, text] of files) ws.update(uri, text);
  return new Map([...files.keys()].map((uri) => [uri, JSON.parse(JSON.stringify(checkDocument(ws, uri))) as unknown[]]));
}

describe('the engine memos change no diagnostic', () => {
  const all = [...workspaces(path.join(RULES, 'layers')), ...workspaces(path.join(RULES, 'game'), 10)];
  it('finds the workspaces', () => expect(all.length).toBeGreaterThan(30));
  it.each(all)('%s', (_name, files) => {
    const without = checkedWithoutCaches(files);
    expect(checkedWithMemos(files)).toEqual(without);
  });
});
