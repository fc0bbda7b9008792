// Issue 26, grammar (round twenty-two, gramC): typed parts of the families "emblem", "copies", "types and abilities",
// "tokens", "combat: attack / block" and "duration: until end of turn, …" that combine with the rest of the grammar.
// - a player activating an ability that isn't a mana ability (CR 602.2, 605.1a), a spell that targets "one or more" objects
//   of a kind (CR 115.1): trigger events an emblem's quoted ability names (CR 114.1, 113.1a);
// - two choices of different kinds at once, "choose a color and a creature type", "choose a land type and a basic land
//   type" (CR 105.4, 205.3m, 205.3i, 305.6), and a token "of the chosen color and type" (CR 111.4, 607.2d);
// - another player copying a spell, "each other player copies that spell", and "Each of those players may choose new
//   targets for their copy" / "for the copy they control" (CR 707.10, 707.10c); "copy" → "copies" ("try" → "tries");
// - several objects put on top or the bottom of "their owners' libraries" (CR 400.3, 401.4: each owner orders their own),
//   "then those players shuffle" (CR 701.24a, 608.2c), "~ and each creature blocking or blocked by it" (CR 509.1, 608.2c);
// - a token copy of "a card exiled with ~", chosen as it resolves (CR 707.2, 608.2d, 607.2a);
// - a cost change that lasts, "Until your next turn, … spells that player casts cost {2} less to cast" (CR 601.2f,
//   611.2a), "spells that player casts" (CR 608.2c).
// Invented lines in real cards' shapes: read fully, printed back exactly in both eras, and "recognized, not simulated"
// (the engine keeps no choice of two kinds, makes no copies of spells, lets no owner order several cards put into their
// library, and reads cost changes only from static abilities: rules/queries/casting-cost.ts).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { sameInBoth, type EraLine, expectRow } from './both-eras';
import { readCarriedOut } from './read-not-simulated';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 114.1, 602.2, 605.1a: an emblem whose ability triggers on an ability activated that isn't a mana ability.
  [sameInBoth('GramC22 Oathkeeper', 'Legendary Planeswalker — Rowan', '[-8]: Target player gets an emblem with "Whenever you activate an ability that isn\'t a mana ability, copy it. You may choose new targets for the copy."'), 'emblem', false],
  [sameInBoth('GramC22 Tinker Spy', 'Creature — Human Rogue', "Whenever an opponent activates an ability that isn't a mana ability, you draw a card."), 'player-event', false],
  // CR 115.1: "a spell that targets one or more permanents" (plural after "one or more").
  [sameInBoth('GramC22 Thief', 'Legendary Planeswalker — Dack', '[-6]: You get an emblem with "Whenever you cast a spell that targets one or more permanents, gain control of those permanents."'), 'emblem', false],
  [sameInBoth('GramC22 Aegis Adept', 'Creature — Human Wizard', 'Whenever you cast a spell that targets one or more creatures you control, scry 1.'), 'cast', false],
  // CR 105.4, 205.3m, 614.12a: two choices at once as it enters; a token of what was chosen (CR 111.4, 607.2d).
  [{ name: 'GramC22 Lab', type: 'Artifact', legacy: 'As GramC22 Lab enters the battlefield, choose a color and a creature type.', modern: 'As this artifact enters, choose a color and a creature type.' }, 'choose', false],
  [sameInBoth('GramC22 Vat', 'Artifact', '{5}, {T}: Create a 2/2 creature token of the chosen color and type.'), 'create-token', false],
  [sameInBoth('GramC22 Banner Vat', 'Artifact', '{3}, {T}: Create two 1/1 white creature tokens of the chosen type.'), 'create-token', false],
  [sameInBoth('GramC22 Prism Vat', 'Artifact', '{2}, {T}: Create a 1/1 Spirit creature token of the chosen color.'), 'create-token', false],
  // CR 205.3i, 305.6: a land type and a basic land type chosen at once.
  [sameInBoth('GramC22 Charm', 'Instant', 'Choose a land type and a basic land type. Draw a card.'), 'choose', false],
  // CR 707.10, 707.10c: another player copies the spell and chooses new targets for their own copy.
  [sameInBoth('GramC22 Hive', 'Enchantment', 'Whenever a player casts an instant or sorcery spell, each other player copies that spell. Each of those players may choose new targets for their copy.'), 'copy-spell', false],
  [sameInBoth('GramC22 Echo Curse', 'Enchantment — Aura Curse', 'Whenever enchanted player casts an instant or sorcery spell, each other player may copy that spell and may choose new targets for the copy they control.'), 'choose-new-targets', false],
  [sameInBoth('GramC22 Mirror Rite', 'Instant', 'Target opponent copies target instant or sorcery spell.'), 'copy-spell', false],
  // CR 400.3, 401.4, 701.24a: several objects into their owners' libraries; "those players" the owners (608.2c).
  [{ name: 'GramC22 Vortex', type: 'Creature — Elemental', legacy: "{U}: Put GramC22 Vortex and each creature blocking or blocked by it on top of their owners' libraries, then those players shuffle.", modern: "{U}: Put this creature and each creature blocking or blocked by it on top of their owners' libraries, then those players shuffle." }, 'zone-change', false],
  [sameInBoth('GramC22 Undertow', 'Instant', "Put all attacking creatures on the bottom of their owners' libraries."), 'zone-change', false],
  [sameInBoth('GramC22 Riptide', 'Sorcery', "Put two target creatures on top of their owners' libraries."), 'zone-change', false],
  // CR 707.2, 608.2d, 607.2a: a token copy of a card chosen as it resolves, "a card exiled with ~" (not a target).
  [{ name: 'GramC22 Vat of Echoes', type: 'Artifact', legacy: '{3}, {T}: Create a token that\'s a copy of a card exiled with GramC22 Vat of Echoes. It gains haste. Exile it at the beginning of the next end step.', modern: '{3}, {T}: Create a token that\'s a copy of a card exiled with this artifact. It gains haste. Exile it at the beginning of the next end step.' }, 'create-token-copy', false],
  // CR 601.2f, 611.2a: a cost change that lasts (not tracked: the engine reads static cost changes only).
  [{ name: 'GramC22 Will', type: 'Legendary Planeswalker — Will', legacy: '[-2]: Target player draws two cards. Until your next turn, instant, sorcery, and planeswalker spells that player casts cost {2} less to cast.', modern: '[-2]: Target player draws two cards. Until your next turn, instant, sorcery, and planeswalker spells that player casts cost {2} less to cast.' }, 'cost-change', false],
  [sameInBoth('GramC22 Tax Edict', 'Sorcery', 'Until your next turn, spells your opponents cast cost {1} more to cast.'), 'cost-change', false],
  [sameInBoth('GramC22 Quickening', 'Instant', 'Until end of turn, creature spells you cast cost {1} less to cast.'), 'cost-change', false],
  [sameInBoth('GramC22 Boon', 'Sorcery', 'Target player draws a card. Creature spells that player casts this turn cost {1} less to cast.'), 'cost-change', false],
];

/** Lines that stay not understood. */
const UNREAD = [
  // "one or more" with a singular noun.
  'Whenever you cast a spell that targets one or more creature, draw a card.',
  // A token naming its own subtype and "of the chosen type".
  '{5}, {T}: Create a 1/1 white Elf creature token of the chosen type.',
  // "copys" is no verb.
  'Whenever a player casts an instant or sorcery spell, each other player copys that spell.',
];

describe('grammar parts, round twenty-two (gramC)', () => {
  for (const [line, kind, carriedOut] of LINES) it(line.legacy, () => void expectRow(line, kind, carriedOut));
  for (const text of UNREAD) it(`not read: ${text}`, () => {
    const a = parseAbility(text, 0, { cardName: 'GramC22 Unread', faceName: 'GramC22 Unread', typeLine: 'Artifact' });
    expect(a.unmodeled.length).toBeGreaterThan(0);
  });

  it('"~ and each creature your opponents control" stays two objects of one verb, carried out (CR 406.1)', () => {
    readCarriedOut('p', '[-9]: Exile Vell, the Veiled and each creature your opponents control.');
  });

  it('a static cost change stays carried out, a lasting one is not (CR 601.2f, 611.2a)', () => {
    readCarriedOut('e', 'Creature spells you cast cost {1} less to cast.');
  });
});
