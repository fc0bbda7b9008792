// A manifest or cloak note says what putting each class's card face down that way says (CR 701.40a, 701.58a): never
// anything of the effect's source, so checks/interactions.ts putDownNote makes it once per list of classes and way, and
// each effect of the set gets it on its own span. The notes and the scenarios behind them are the same with that memo
// and without it (each effect reading every class again).

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeInteractions, InteractionCache, noteScenarios, setPutDownNoteMemoEnabled } from '../../server/src/checks/interactions';
import { Workspace } from '../../server/src/model/workspace';
import { cardFiles } from './support/card-files';

const ROOT = path.join(__dirname, '..', '..');

// Three more manifest effects and two cloak effects beside the example set's: the same note on five more spans.
const MORE = `card "Seer of Mists"
  cost {2}{U}
  type Creature — Human Wizard
  pt 1/3
  text
    When this creature enters, manifest the top card of your library.

card "Grave Prowler"
  cost {3}{B}
  type Creature — Zombie
  pt 3/2
  text
    When this creature dies, manifest the top card of your library.

card "Rising Fog"
  cost {1}{U}
  type Sorcery
  text
    Manifest the top card of your library.

card "Veiled Herald"
  cost {1}{W}
  type Creature — Human Cleric
  pt 2/1
  text
    When this creature enters, cloak the top card of your library.

card "Hooded Vigil"
  cost {4}{W}
  type Creature — Spirit
  pt 3/3
  text
    Whenever this creature attacks, cloak the top card of your library.
`;

function workspace(): { ws: Workspace; uris: string[] } {
  const files: [string, string][] = [...cardFiles(path.join(ROOT, 'examples')), ['file:///more-put-down.cards', MORE]];
  const ws = new Workspace();
  for (const [uri, text] of files) ws.update(uri, text);
  return { ws, uris: files.map(([uri]) => uri) };
}

/** Every file's set-wide notes and the scenarios behind each manifest or cloak source's notes, with a fresh cache. */
function read(memo: boolean): { notes: unknown; scenarios: unknown; cache: InteractionCache } {
  setPutDownNoteMemoEnabled(memo);
  try {
    const { ws, uris } = workspace();
    const cache = new InteractionCache();
    const notes = JSON.parse(JSON.stringify(uris.map((uri) => [uri, analyzeInteractions(ws, uri, cache)])));
    const sources = ws.allCards().filter((c) => c.faces[0]?.abilities.some((a) => 'effects' in a && a.effects.some((e) => e.kind === 'manifest' || e.kind === 'cloak')));
    const scenarios = JSON.parse(JSON.stringify(sources.map((c) => [c.name, noteScenarios(c, ws.allCards(), cache)])));
    return { notes, scenarios, cache };
  } finally {
    setPutDownNoteMemoEnabled(true);
  }
}

describe('manifest and cloak notes made once per set (interactions.ts putDownNote)', () => {
  it('give every effect the note and the scenarios it has when each reads every class again', () => {
    const once = read(true);
    const each = read(false);
    expect(once.notes).toEqual(each.notes);
    expect(once.scenarios).toEqual(each.scenarios);
    const text = JSON.stringify(once.notes);
    expect(text).toContain('Cards of this set this could manifest');
    expect(text).toContain('Cards of this set this could cloak');
    // The notes of the five added effects sit on their own abilities' spans.
    const added = (once.notes as [string, { message: string; span: { start: number } }[]][]).find(([uri]) => uri === 'file:///more-put-down.cards')![1];
    expect(added.filter((d) => /could (manifest|cloak)/.test(d.message) || /same as/i.test(d.message)).length).toBeGreaterThanOrEqual(5);
    expect(new Set(added.map((d) => d.span.start)).size).toBe(added.length);
    // Made once per way: every other effect's note (and its scenarios, asked again) taken from it.
    expect(once.cache.putDownNotesShared).toBeGreaterThan(5);
    expect(each.cache.putDownNotesShared).toBe(0);
  });
});
