// Mana abilities' forms (CR 106.1, 106.6, 106.7, 106.12a, 609.4b) built from typed parts: what is added (groups of
// symbols, any combination of colors or of listed ones, different colors, a land's types), what it may be spent on, and
// spending mana as though it were another. Invented lines in the shapes of real cards', each read fully and printed back
// exactly; the engine carries out the choices it can list and marks the rest "recognized, not simulated".

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { canonicalLine, printAbility } from '../../../server/src/model/abilities/print';
import { manaOptionsOf } from '../../../server/src/rules/queries/mana-abilities';
import type { Effect } from '../../../server/src/model/types';
import { CONTEXTS, type ContextKey } from './rules-lines';
import { readNotSimulated } from './read-not-simulated';

/** [context, line, how many ways the mana can be added]: read, printed back, carried out. */
const CARRIED: [ContextKey, string, number][] = [
  ['c', '{T}: Add {W}{W}, {W}{B}, or {B}{B}.', 3],
  ['c', '{T}: Add {B}{B} or {G}{G}.', 2],
  ['c', '{T}: Add two mana in any combination of colors.', 15],
  ['c', '{T}: Add three mana in any combination of {R} and/or {G}.', 4],
  ['c', '{T}: Add two mana of different colors.', 10],
  // CR 607.2d: the color the permanent's linked ability chose (none chosen here: that part adds nothing, 607.5a;
  // test/rules/game/chosen-color-mana.cards).
  ['c', '{T}: Add one mana of the chosen color.', 1],
  ['c', '{T}: Add {G} or one mana of the chosen color.', 1],
  // CR 106.6: abilities of a kind, by their source (test/rules/game/spend-on-abilities-of.cards).
  ['c', '{T}: Add {C}. Spend this mana only to cast a Wizard or Rogue spell or to activate an ability of a Wizard or Rogue.', 1],
];

/** Read and printed back, not carried out: the engine doesn't track the color, land or use these name. */
const NOT_SIMULATED: [ContextKey, string][] = [
  ['c', '{T}: Add X mana in any combination of {B} and/or {R}, where X is the number of Swamps you control.'],
  ['c', "{T}: Add one mana of any color in your commander's color identity."],
  ['c', '{T}: Add one mana of any type that a land you control could produce.'],
  ['c', '{T}, Sacrifice a land: Add one mana of any type the sacrificed land could produce.'],
  ['e', 'Whenever a player taps a land for mana, that player adds one mana of any type that land produced.'],
  ['e', 'Whenever you tap a land for mana, add an additional one mana of any type that land produced.'],
  ['c', '{T}: Add {C}. Spend this mana only to cast your commander.'],
  ['c', '{T}: Add {C}. Spend this mana only to foretell a card from your hand or cast an instant or sorcery spell.'],
  ['c', '{T}: Add {C}. Spend this mana only to cast a colorless spell, activate an ability of a colorless permanent, or pay a cost that contains {C}.'],
  ['e', 'You may spend mana as though it were mana of any type to cast creature spells.'],
  ['s', 'Exile target card from a graveyard. You may cast it this turn, and you may spend mana as though it were mana of any color to cast it.'],
];

describe('mana abilities built from parts (CR 106.1)', () => {
  it.each(CARRIED)('[%s] %s', (ctx, line, ways) => {
    const a = parseAbility(line, 0, CONTEXTS[ctx]);
    expect(a.unmodeled).toEqual([]);
    expect(printAbility(a)).toBe(canonicalLine(line, CONTEXTS[ctx]));
    expect(a.unsimulated ?? []).toEqual([]);
    const add = ('effects' in a ? a.effects : [])!.find((e): e is Extract<Effect, { kind: 'add-mana' }> => e.kind === 'add-mana')!;
    const options = manaOptionsOf(add);
    expect(options).toHaveLength(ways);
    // Every way adds as many mana as the line says, and no two ways are the same.
    expect(new Set(options!.map((o) => o.join(''))).size).toBe(ways);
  });

  it.each(NOT_SIMULATED)('[%s] %s', (ctx, line) => {
    readNotSimulated(ctx, line);
  });

  it('leaves other combinations unread', () => {
    for (const line of ['{T}: Add two mana in any combination of {R} and {G}.', '{T}: Add two mana of many colors.']) {
      expect(parseAbility(line, 0, CONTEXTS.c).unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});
