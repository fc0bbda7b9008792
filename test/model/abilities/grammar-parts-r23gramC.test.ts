// Issue 26, grammar (round twenty-three, gramC): typed parts of the families "types and abilities", "trigger: other
// events", "combat: attack / block" and "other: ~ can be" that combine with the rest of the grammar.
// - "becomes the creature type of your choice in addition to its other types" (CR 205.1b, 205.3m, 608.2d): carried out
//   (rules/effects/chosen-type-effects.ts adds the chosen type; test/rules/game/r23-gramC-chosen-type-in-addition.cards);
// - "They're black Zombies in addition to their other colors and types" after several objects are put onto the
//   battlefield (CR 205.1b, 105.3, 611.2a, 608.2c): carried out (test/rules/game/r23-gramC-theyre-zombies.cards);
// - "Whenever ~ attacks a player and isn't blocked" (CR 508.1b, 509.1h) and "~ assigns no combat damage this combat"
//   (CR 510.1a, 506.1): read, not carried out (the trigger isn't fired, the rule isn't applied);
// - "~ can be attached only to a creature with power 3 or greater" (CR 301.5c, 303.4d, 704.5m–n): read, not carried out;
// - "Add two mana of any one color and two mana of any other color" (CR 106.1; read, not among the engine's mana choices:
//   rules/queries/mana-abilities.ts refuses it) and "until the end of that turn" after a delayed trigger (CR 611.2a; read);
// - "choose two abilities from among first strike, vigilance, and lifelink" and "Humans you control have each of the chosen
//   abilities" (CR 607.2d, 613.1f; read, not carried out: the engine keeps no such choice).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 205.1b, 205.3m, 608.2d: a creature type chosen as it resolves, added to its other types.
  [{ name: 'GramC23 Shifter', type: 'Creature — Shapeshifter', legacy: '{1}: GramC23 Shifter becomes the creature type of your choice in addition to its other types until end of turn.', modern: '{1}: This creature becomes the creature type of your choice in addition to its other types until end of turn.' }, 'become-chosen-type', true],
  [sameInBoth('GramC23 Sliver', 'Creature — Sliver', 'All Slivers have "{1}: This permanent becomes the creature type of your choice in addition to its other types until end of turn."'), 'become-chosen-type', undefined],
  [sameInBoth('GramC23 Banner', 'Artifact', '{2}, {T}: Creatures you control become the creature type of your choice in addition to their other types until end of turn.'), 'become-chosen-type', true],
  // CR 205.1b, 105.3, 611.2a: "They're …" of the objects put onto the battlefield just before.
  [sameInBoth('GramC23 Exhumation', 'Sorcery', "Put all creature cards from all graveyards onto the battlefield under your control. They're black Zombies in addition to their other colors and types."), 'become-type', true],
  [sameInBoth('GramC23 Raise', 'Sorcery', "Return up to two target creature cards from your graveyard to the battlefield. They're Zombies in addition to their other creature types."), 'become-type', true],
  [sameInBoth('GramC23 Night', 'Sorcery', "Put all creature cards from all graveyards onto the battlefield under your control. They're black Zombies in addition to their other colors and types and they gain decayed."), 'become-type', undefined],
  // CR 508.1b, 509.1h: attacking a player and not blocked; CR 510.1a: no combat damage for the rest of the combat.
  [{ name: 'GramC23 Cruel Demon', type: 'Creature — Demon', legacy: "Whenever GramC23 Cruel Demon attacks a player and isn't blocked, that player's life total becomes 1. GramC23 Cruel Demon assigns no combat damage this combat.", modern: "Whenever this creature attacks a player and isn't blocked, that player's life total becomes 1. This creature assigns no combat damage this combat." }, 'object-event', false],
  [{ name: 'GramC23 Pickpocket', type: 'Creature — Human Rogue', legacy: "Whenever GramC23 Pickpocket attacks a player and isn't blocked, that player discards a card.", modern: "Whenever this creature attacks a player and isn't blocked, that player discards a card." }, 'object-event', false],
  // CR 301.5c, 303.4d, 704.5m–n: the only objects it can be attached to.
  [{ name: 'GramC23 Maul', type: 'Artifact — Equipment', legacy: 'GramC23 Maul can be attached only to a creature with toughness 4 or greater.', modern: 'This Equipment can be attached only to a creature with toughness 4 or greater.' }, 'attach-only-to', false],
  [{ name: 'GramC23 Glaive', type: 'Artifact — Equipment', legacy: 'GramC23 Glaive can be attached only to an artifact creature.', modern: 'This Equipment can be attached only to an artifact creature.' }, 'attach-only-to', false],
  // CR 106.1, 105.1: two colors of mana chosen, the second different from the first (not among the engine's mana choices).
  [sameInBoth('GramC23 Omenpath', 'Instant', 'Add two mana of any one color and two mana of any other color. Spend this mana only to cast creature or enchantment spells.'), 'add-mana', false],
  // CR 611.2a, 514.2: "until the end of that turn", the turn a delayed trigger resolves in (not tracked).
  [{ name: 'GramC23 Slug', type: 'Creature — Slug', legacy: '{5}: At the beginning of your next upkeep, choose a basic land type. GramC23 Slug gains landwalk of the chosen type until the end of that turn.', modern: '{5}: At the beginning of your next upkeep, choose a basic land type. This creature gains landwalk of the chosen type until the end of that turn.' }, 'delayed-trigger', false],
  // CR 607.2d, 613.1f: abilities chosen from a list as it enters, and the linked grant of "each of the chosen abilities"
  // (the engine keeps no such choice).
  [{ name: 'GramC23 Leader', type: 'Legendary Creature — Human Soldier', legacy: 'As GramC23 Leader enters the battlefield, choose two abilities from among first strike, vigilance, and lifelink.', modern: 'As this creature enters, choose two abilities from among first strike, vigilance, and lifelink.' }, 'choose', false],
  [sameInBoth('GramC23 Leader', 'Legendary Creature — Human Soldier', 'Humans you control have each of the chosen abilities.'), 'gain-chosen-abilities', false],
  [{ name: 'GramC23 Totem', type: 'Artifact — Equipment', legacy: 'Equipped creature has each of the chosen abilities.', modern: 'Equipped creature has each of the chosen abilities.' }, 'gain-chosen-abilities', false],
];

/** Lines that stay not understood. */
const UNREAD = [
  // The article must agree with its noun.
  'GramC23 Unread can be attached only to a artifact creature.',
  // "They're" with a singular noun.
  "Put all creature cards from all graveyards onto the battlefield under your control. They're a black Zombie in addition to their other colors and types.",
  // Abilities chosen from a list that aren't keywords.
  'As GramC23 Unread enters the battlefield, choose two abilities from among first strike, vigilance, and swimming.',
];

describe('grammar parts, round twenty-three (gramC)', () => {
  for (const [line, kind, carriedOut] of LINES) it(line.legacy, () => void expectRow(line, kind, carriedOut));
  for (const text of UNREAD) it(`not read: ${text}`, () => {
    const a = parseAbility(text, 0, { cardName: 'GramC23 Unread', faceName: 'GramC23 Unread', typeLine: 'Artifact — Equipment' });
    expect(a.unmodeled.length).toBeGreaterThan(0);
  });
});
