// Issue 26, grammar (round twenty-four, gramE): parts of an object phrase after its noun that several one-line families
// share, each combining with every instruction that reads an object phrase (targets.ts applyPost, print-target.ts):
// - "with flying or reach", "with deathtouch, hexproof, reach, or trample": any one of the keywords (CR 702; matched,
//   rules/state/filters.ts; test/rules/game/r24-gramE-filter-parts.cards GE1, GE2);
// - "that are one or more colors", "that are black or red": the plural verb of "that's" (CR 105.2; matched, GE5);
// - "that are Spirits and/or enchantments": kinds named in the plural (CR 205.2a, 205.3; matched and counted, GE8);
// - "that aren't legendary", "that isn't white": a supertype or color the object lacks (CR 205.4a, 105.2; matched, GE6);
// - "that dealt damage this turn" (CR 120.1, GE3) and "that entered the battlefield under your control this turn" (CR
//   603.6a, 110.2, GE4): told by the turn's history; "that fought this turn" (CR 701.14a) and "that blocked ~ this turn"
//   (CR 509.1): read, not carried out;
// - "cards that have mana value 9", "a creature that has flying": "with" written with the verb (CR 202.3, 702; matched, GE7);
// - "with different names", "with different powers": a relation among the objects chosen together (CR 201.2, 208.1; read,
//   not carried out);
// - "with that spell's mana value": the possessive alone, "equal to" unwritten (CR 202.3; read, not carried out);
// - "any target that was dealt damage this turn" (CR 115.4, 120.1; read, not carried out);
// - "a spell that targets a player", "… that targets only a player" (CR 115.1, 601.2c; read, not carried out).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 702.9, 702.17, 509.1b: any one of the keywords.
  [sameInBoth('GramE24 Canopy', 'Enchantment — Aura', "Enchanted creature can't be blocked except by creatures with flying or reach."), 'block-restriction', true],
  [sameInBoth('GramE24 Skyfall', 'Sorcery', 'Destroy all creatures with flying, first strike, or trample.'), 'zone-change', true],
  [{ name: 'GramE24 Tracker', type: 'Creature — Human Scout', legacy: 'When GramE24 Tracker enters the battlefield, you may search your library for a card with flashback or disturb, put it into your graveyard, then shuffle.', modern: 'When this creature enters, you may search your library for a card with flashback or disturb, put it into your graveyard, then shuffle.' }, 'search-library', true],
  // CR 105.2: "that are" of a plural noun.
  [sameInBoth('GramE24 Dust', 'Sorcery', 'Exile all permanents that are one or more colors.'), 'zone-change', true],
  [sameInBoth('GramE24 Sanctifier', 'Sorcery', 'Exile all cards that are black or red from all graveyards.'), 'zone-change', true],
  // CR 205.2a, 205.3: of one of the kinds named in the plural (counted by the characteristic-defining ability, 604.3).
  [{ name: 'GramE24 Martyr', type: 'Legendary Creature — Human Warlock', legacy: "GramE24 Martyr's power and toughness are each equal to the number of permanents you control that are Spirits and/or enchantments.", modern: "This creature's power and toughness are each equal to the number of permanents you control that are Spirits and/or enchantments." }, 'set-base-pt-equal', true],
  [sameInBoth('GramE24 Purge', 'Sorcery', 'Destroy all permanents that are artifacts, enchantments, or lands.'), 'zone-change', true],
  // CR 205.4a, 105.2: a supertype or color the object lacks.
  [sameInBoth('GramE24 Blast', 'Sorcery', "Exile all nonland permanents that aren't legendary."), 'zone-change', true],
  [sameInBoth('GramE24 Smite', 'Instant', "Destroy target creature that isn't white."), 'zone-change', true],
  // CR 120.1, 603.6a, 110.2: told by the turn's history.
  [sameInBoth('GramE24 Peace', 'Instant', 'Return each creature that dealt damage this turn to its owner\'s hand.'), 'zone-change', true],
  [sameInBoth('GramE24 Dean', 'Creature — Human Cleric', '{T}: Put a +1/+1 counter on each creature that entered the battlefield under your control this turn.'), 'add-counters', true],
  // CR 701.14a, 509.1: not kept by the history.
  [sameInBoth('GramE24 Ring', 'Artifact', '{T}: Create a Treasure token. Activate only if you control a creature that fought this turn.'), 'activate-only', false],
  [{ name: 'GramE24 Ferrets', type: 'Creature — Ferret', legacy: 'At end of combat, tap all creatures that blocked GramE24 Ferrets this turn.', modern: 'At end of combat, tap all creatures that blocked this creature this turn.' }, 'tap', false],
  // CR 202.3, 702: "with" written with the verb.
  [{ name: 'GramE24 Leviathan', type: 'Creature — Leviathan', legacy: 'When GramE24 Leviathan enters the battlefield, you may search your library for any number of cards that have mana value 9, reveal them, put them into your hand, then shuffle.', modern: 'When this creature enters, you may search your library for any number of cards that have mana value 9, reveal them, put them into your hand, then shuffle.' }, 'search-library', true],
  [sameInBoth('GramE24 Cull', 'Sorcery', 'Destroy all creatures that have mana value 2 or less.'), 'zone-change', true],
  [sameInBoth('GramE24 Snipe', 'Instant', 'Destroy target creature that has flying.'), 'zone-change', true],
  // CR 201.2, 208.1: a relation among the objects chosen together.
  [sameInBoth('GramE24 Dreams', 'Sorcery', 'Search your library for up to three Aura cards with different names, reveal them, put them into your hand, then shuffle.'), 'search-library', false],
  [sameInBoth('GramE24 Zealot', 'Sorcery', 'Choose any number of creatures with different powers. Each of them gets +2/+2 until end of turn.'), 'choose-target', false],
  // CR 202.3: the possessive alone.
  [sameInBoth('GramE24 Kirin', 'Creature — Kirin Spirit', "Whenever you cast a Spirit or Arcane spell, destroy all permanents with that spell's mana value."), 'zone-change', false],
  // CR 115.1, 601.2c: a player among a spell's targets (not matched by the engine).
  [sameInBoth('GramE24 Outwit', 'Instant', 'Counter target spell that targets a player.'), 'counter-spell', false],
  [sameInBoth('GramE24 Watcher', 'Creature — Human Wizard', 'Whenever an opponent casts a spell that targets only a player, you gain 1 life.'), 'life', false],
  // CR 115.4, 120.1.
  [{ name: 'GramE24 Needle', type: 'Instant', legacy: 'GramE24 Needle deals 1 damage to any target that was dealt damage this turn.', modern: 'This spell deals 1 damage to any target that was dealt damage this turn.' }, 'damage', false],
];

/** Lines that stay not understood. */
const UNREAD = [
  // Not keywords.
  "Enchanted creature can't be blocked except by creatures with flying or wings.",
  // "that's" of a plural noun is not "that are"; the article of a color.
  'Exile all permanents that are a black.',
  // Not a supertype or color.
  "Exile all nonland permanents that aren't tiny.",
  // Not a value the possessive names.
  "Whenever you cast a Spirit or Arcane spell, destroy all permanents with that spell's colors.",
  'Search your library for up to three Aura cards with different colors, reveal them, put them into your hand, then shuffle.',
  // A player is one; "two players" is no target phrase of a spell.
  'Counter target spell that targets two players.',
];

describe('grammar parts, round twenty-four (gramE)', () => {
  for (const [line, kind, carriedOut] of LINES) it(line.legacy, () => void expectRow(line, kind, carriedOut));
  for (const text of UNREAD) it(`not read: ${text}`, () => {
    const a = parseAbility(text, 0, { cardName: 'GramE24 Unread', faceName: 'GramE24 Unread', typeLine: 'Sorcery' });
    expect(a.unmodeled.length).toBeGreaterThan(0);
  });
});
