// Quoted abilities as parts of a sentence (issue 26, families "type: it's still a land" and "emblem"; CR 113.1a, 114.1,
// 205.1b): a quoted ability that ends its own sentence and the line's ('… with "… that much life." It's still a land.'),
// an ability quoted inside a quoted one, in single quotes (an emblem's "Islands you control have '{T}: Draw a card.'"),
// and an emblem's own "this emblem" (CR 114.1: an object with abilities). Invented lines in real cards' shapes: read
// fully and printed back exactly in both eras.

import { describe, expect, it } from 'vitest';
import { splitSentences } from '../../../server/src/model/abilities/sentences';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { readInBothEras, sameInBoth, type EraLine } from './both-eras';
import { CONTEXTS } from './rules-lines';

const ENDING: EraLine[] = [
  {
    name: 'Kestrel Hollow', type: 'Land',
    legacy: '{1}{W}: Until end of turn, Kestrel Hollow becomes a 2/2 white Bird creature with "This creature can\'t block." It\'s still a land.',
    modern: '{1}{W}: Until end of turn, this land becomes a 2/2 white Bird creature with "This creature can\'t block." It\'s still a land.',
  },
  sameInBoth('Plains Spirit', 'Enchantment — Aura', '{2}: Until end of turn, enchanted Plains becomes a 2/5 white Spirit creature with "Whenever this creature deals damage, its controller gains that much life." It\'s still a land.'),
  // Siblings: another sentence after the quote; a token's quoted ability.
  sameInBoth('Ember Tithe', 'Sorcery', 'Create a 1/1 white Spirit creature token with "This creature can\'t block." Draw a card.'),
  sameInBoth('Plains Spirit', 'Enchantment — Aura', '{2}: Until end of turn, enchanted Plains becomes a 2/5 white Spirit creature with "Whenever this creature deals damage, its controller gains that much life." Draw a card.'),
];

const NESTED: EraLine[] = [
  sameInBoth('Vell, the Veiled', 'Legendary Planeswalker — Vell', '[-8]: You get an emblem with "Islands you control have \'{T}: Draw a card.\'"'),
  sameInBoth('Vell, the Veiled', 'Legendary Planeswalker — Vell', '[-6]: You get an emblem with "Creatures you control have haste and \'{T}: This creature deals 1 damage to any target.\'"'),
  // An apostrophe inside the inner quote is no quote mark.
  sameInBoth('Vell, the Veiled', 'Legendary Planeswalker — Vell', '[-6]: You get an emblem with "Creatures you control have \'{T}: Target creature can\'t block this turn.\'"'),
  sameInBoth('Vell, the Veiled', 'Legendary Planeswalker — Vell', '[+2]: Each opponent gets an emblem with "At the beginning of your upkeep, this emblem deals 1 damage to you."'),
  sameInBoth('Vell, the Veiled', 'Legendary Planeswalker — Vell', '[-7]: You get an emblem with "At the beginning of your end step, this emblem deals 2 damage to each opponent."'),
];

describe('a quoted ability that ends the sentence (CR 113.1a, 205.1b)', () => {
  it.each(ENDING.map((l) => [l.legacy, l] as const))('%s', (_, line) => {
    readInBothEras(line);
  });

  it('ends a sentence at a closing quote after a period only before a new sentence', () => {
    const text = 'It becomes a creature with "This creature can\'t block." It\'s still a land.';
    expect(splitSentences(text).map((r) => text.slice(r.start, r.end))).toEqual(['It becomes a creature with "This creature can\'t block."', 'It\'s still a land.']);
    const inside = 'Creatures you control have "{T}: Add {G}." and flying.';
    expect(splitSentences(inside)).toHaveLength(1);
  });

  it('"It\'s still a land" after the quote keeps the land type (CR 205.1b)', () => {
    const a = readInBothEras(ENDING[0]!);
    expect('effects' in a ? a.effects[0] : undefined).toMatchObject({ kind: 'become-type', additive: true, still: "It's still a land" });
  });
});

describe('an ability quoted in a quoted ability, and "this emblem" (CR 113.1a, 114.1, 114.2)', () => {
  it.each(NESTED.map((l) => [l.legacy, l] as const))('%s', (_, line) => {
    const a = readInBothEras(line);
    expect('effects' in a ? a.effects[0]?.kind : undefined).toBe('emblem');
  });

  it('reads the inner ability as a line of its own with double quotes, and keeps its text as written', () => {
    const a = parseAbility(NESTED[0]!.legacy, 0, CONTEXTS.p);
    const emblem = 'effects' in a ? a.effects[0] : undefined;
    expect(emblem?.kind === 'emblem' ? [emblem.ability.text, emblem.ability.nestedQuotes] : undefined).toEqual(["Islands you control have '{T}: Draw a card.'", true]);
  });

  it('leaves a single-quoted word that is no ability unread', () => {
    expect(parseAbility('[-7]: You get an emblem with "Creatures you control have \'flying\'."', 0, CONTEXTS.p).unmodeled).not.toEqual([]);
  });
});
