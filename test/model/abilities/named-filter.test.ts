// Objects named by their name (CR 201.2): "all creatures named Lord of the Pit", "a card named Welkin Hawk" — the name's
// capitalized words and the small words inside it. Read, printed back; carried out where the name isn't the source's own.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { canonicalLine, printAbility, printLine } from '../../../server/src/model/abilities/print';
import { CONTEXTS, type ContextKey } from './rules-lines';

describe('objects named by their name (CR 201.2)', () => {
  it.each([
    ['s', 'Destroy all creatures named Lord of the Pit.', true],
    ['s', 'Return target creature card named Ghost of the Past from your graveyard to your hand.', true],
    // CR 201.2, 701.23a: "cards named ~", the source's own name (rules/effects/search-effects.ts).
    ['c', 'When Veiled Tidecaller enters the battlefield, you may search your library for any number of cards named Veiled Tidecaller, reveal them, put them into your hand, then shuffle.', true],
    // A legendary name's comma (CR 201.2): the name goes on past it; the sentence's own comma is followed by a lower-case word.
    // CR 701.23a: the controller's library and/or graveyard searched (rules/effects/search-effects.ts searchZones).
    ['c', 'When Veiled Tidecaller enters the battlefield, you may search your library and/or graveyard for a card named Angrath, Minotaur Pirate, reveal it, and put it into your hand.', true],
    ['s', 'You may search your library and/or graveyard for a card named Huatli, Dinosaur Knight, reveal it, then put it into your hand.', true],
    // CR 701.23a: a search of your own library for a named card is carried out (rules/effects/search-effects.ts).
    ['s', 'Search your library for a card named Jace, the Mind Sculptor, reveal it, put it into your hand, then shuffle.', true],
    ['s', 'Destroy all creatures named Lord of the Pit, then draw a card.', true],
    // CR 201.2, 701.23a: one noun and several names, each an alternative (test/rules/game/search-named-or.cards).
    ['s', 'Search your library for a card named Sky Blade or Sea Lance, put it onto the battlefield, then shuffle.', true],
    ['s', 'Search your library for a card named Heart-Piercer Bow or Vial of Dragonfire, reveal it, put it into your hand, then shuffle.', true],
    ['s', 'Search your library for a card named Sky Blade, Sea Lance, or Sun Spear, reveal it, put it into your hand, then shuffle.', true],
  ] as [ContextKey, string, boolean][])('[%s] %s', (ctx, line, carried) => {
    const a = parseAbility(line, 0, CONTEXTS[ctx]);
    expect(a.unmodeled).toEqual([]);
    expect(printAbility(a)).toBe(canonicalLine(line, CONTEXTS[ctx]));
    expect((a.unsimulated ?? []).length === 0).toBe(carried);
  });

  it('reads a name past its comma and no further', () => {
    const a = parseAbility('Search your library for a card named Jace, the Mind Sculptor, reveal it, put it into your hand, then shuffle.', 0, CONTEXTS.s);
    expect(JSON.stringify(a)).toContain('"named":"Jace, the Mind Sculptor"');
    const b = parseAbility('Destroy all creatures named Lord of the Pit, then draw a card.', 0, CONTEXTS.s);
    expect(JSON.stringify(b)).toContain('"named":"Lord of the Pit"');
  });

  it('prints a name with its comma in both eras', () => {
    const line = 'When Veiled Tidecaller enters the battlefield, you may search your library and/or graveyard for a card named Angrath, Minotaur Pirate, reveal it, and put it into your hand.';
    const a = parseAbility(line, 0, CONTEXTS.c);
    expect(printLine(a, { era: 'legacy', self: 'Veiled Tidecaller', selfWords: [] })).toBe(line);
    expect(printLine(a, { era: 'modern', self: 'this creature', selfWords: [] })).toBe(
      'When this creature enters, you may search your library and/or graveyard for a card named Angrath, Minotaur Pirate, reveal it, and put it into your hand.');
  });

  it('reads "named A or B" as names, never as card types (CR 201.2)', () => {
    const a = parseAbility('Search your library for a card named Sky Blade or Sea Lance, put it onto the battlefield, then shuffle.', 0, CONTEXTS.s);
    const s = JSON.stringify(a);
    expect(s).toContain('"named":"Sky Blade"');
    expect(s).toContain('"named":"Sea Lance"');
    expect(s).not.toContain('"Lance"]');
    // A sibling: an or-list whose later alternative is a name after a noun is not read as types either.
    const b = JSON.stringify(parseAbility('Destroy all creatures named Lord of the Pit or Grizzly Bears.', 0, CONTEXTS.s));
    expect(b).toContain('"named":"Grizzly Bears"');
    expect(b).not.toContain('"Bears"]');
    // Names followed by phrases of their own are not read (not understood rather than read wrongly).
    expect(parseAbility('Return a card named Sky Blade or Sea Lance from your graveyard to your hand.', 0, CONTEXTS.s).unmodeled.length).toBeGreaterThan(0);
  });

  it('ends the name at the first word that is not part of it', () => {
    expect(parseAbility('Destroy all creatures named lord of the pit.', 0, CONTEXTS.s).unmodeled.length).toBeGreaterThan(0);
  });
});
