// Set-wide notes (checks/interactions.ts): one short note per (effect, face-down family), at most MAX_RELATED cards
// linked, and no card that can't be where the effect looks — dungeons, planes, phenomena, vanguards, schemes and
// conspiracies stay in the command zone (CR 309.2c, 311.2, 312.2, 313.2, 314.2, 315.3), never in a library, where
// manifest and cloak take their card from (CR 701.40a, 701.58a).

import { describe, expect, it } from 'vitest';
import { checkDocument } from '../../server/src/checks';
import { MAX_RELATED } from '../../server/src/checks/interactions';
import { Workspace } from '../../server/src/model/workspace';
import { playNoteScenario } from '../../server/src/checks/notes/note-scenario';

const morph = (name: string, i: number) => `card "${name}"\n  cost {${i % 5 + 2}}{U}\n  type Creature — Fish\n  pt ${i % 4 + 1}/3\n  text\n    Morph {1}{U}\n`;
const disguise = (name: string) => `card "${name}"\n  cost {3}{G}\n  type Creature — Elf\n  pt 2/2\n  text\n    Disguise {2}{G}\n`;
const sorcery = (name: string) => `card "${name}"\n  cost {1}{R}\n  type Sorcery\n  text\n    Draw a card.\n`;
const scheme = (name: string) => `card "${name}"\n  type Scheme\n  text\n    When you set this scheme in motion, draw a card.\n`;
const conspiracy = (name: string) => `card "${name}"\n  type Conspiracy\n  text\n    Draw a card.\n`;
const hush = 'card "Tide Hush"\n  cost {U}\n  type Instant\n  text\n    Until end of turn, target creature loses all abilities.\n';
const manifester = 'card "Fog Manifester"\n  cost {2}{U}\n  type Sorcery\n  text\n    Manifest the top card of your library.\n';

function notes(text: string) {
  const ws = new Workspace();
  ws.update('file:///set.cards', text);
  return checkDocument(ws, 'file:///set.cards').filter((d) => d.code === 'interaction');
}

describe('set-wide notes', () => {
  it('one note per (effect, face-down family), each linking at most MAX_RELATED cards and saying how many there are', () => {
    const cards = [hush, ...Array.from({ length: 12 }, (_, i) => morph(`Reef Lurker ${i}`, i)), disguise('Masked Elf'), disguise('Veiled Elf')];
    const found = notes(cards.join('\n'));
    expect(found.map((d) => d.message.split(' (')[0])).toEqual(['On face-down morph cards of this set', 'On face-down disguise cards of this set']);
    const [morphNote, disguiseNote] = found;
    expect(morphNote!.related).toHaveLength(MAX_RELATED);
    expect(morphNote!.message).toContain(`(12 cards, ${MAX_RELATED} of 12 linked)`);
    expect(disguiseNote!.related!.map((r) => r.message)).toEqual(['Masked Elf', 'Veiled Elf']);
    for (const d of found) expect(d.message.length).toBeLessThan(300);
  });

  it('the same note on several effects of a document is said in full on the first; a later one says so and links it', () => {
    // Two different cards whose effects meet the face-down cards the same way (same outcomes, same cards linked).
    const mist = 'card "Mist Hush"\n  cost {1}{U}{U}\n  type Sorcery\n  text\n    Until end of turn, target creature loses all abilities. Draw a card.\n';
    const found = notes([hush, mist, morph('Reef Lurker 1', 1), morph('Reef Lurker 2', 2)].join('\n'));
    expect(found).toHaveLength(2);
    expect(found[0]!.message).toMatch(/^On face-down morph cards of this set \(2 cards\): it stays face down, the same permanent, as a nameless colorless 2\/2 Creature with no abilities; it can't be turned face up; after the turn ends, it can be turned face up for its morph cost/);
    expect(found[0]!.related!.map((r) => r.message)).toEqual(['Reef Lurker 1', 'Reef Lurker 2']);
    expect(found[1]!.message).toBe('On face-down morph cards of this set: the same outcomes and cards as the note on Tide Hush (linked).');
    expect(found[1]!.related).toMatchObject([{ uri: 'file:///set.cards', span: found[0]!.span, message: 'Tide Hush: the full note' }]);
    expect(found[1]!.cr).toEqual(found[0]!.cr);
  });

  it('manifest notes leave out cards that are never in a library (CR 314.2, 315.3)', () => {
    const found = notes([manifester, sorcery('Spark Study'), scheme('Grand Ambition'), conspiracy('Secret Pact')].join('\n'));
    expect(found).toHaveLength(1);
    const names = found[0]!.related!.map((r) => r.message);
    expect(names).toContain('Spark Study');
    expect(names).not.toContain('Grand Ambition');
    expect(names).not.toContain('Secret Pact');
    expect(found[0]!.message).not.toMatch(/Grand Ambition|Secret Pact/);
  });

  it('an "As this creature enters" replacement that turns creatures face down is made to happen, by casting the card (CR 614.1c, 708.2a)', () => {
    const ixidron = 'card "Ixidron"\n  cost {3}{U}{U}\n  type Creature — Illusion\n  pt */*\n  text\n    As this creature enters, turn all other nontoken creatures face down.\n';
    const ws = new Workspace();
    ws.update('file:///set.cards', [ixidron, morph('Reef Lurker', 1)].join('\n'));
    const [source, target] = ['Ixidron', 'Reef Lurker'].map((n) => ws.allCards().find((c) => c.name === n)!);
    const played = playNoteScenario(source!, 0, target!, 'morph');
    // Its run is played (before, no scenario could ask it): already face down, the permanent is left as it was, so
    // there is no note.
    expect(played).toBeDefined();
    expect(played?.noNote).toBe(true);
  });
});
