// Issue 26, grammar (round twenty-one, gramC): characteristics and amounts as typed parts that combine. One base value
// set alone, "has base power 8" / "has base toughness 1" (CR 613.4b); both set to one amount, "has base power and base
// toughness each equal to …" (CR 613.4b, 608.2h); one card type or subtype removed from any object, "isn't a Human",
// "Equipped permanent isn't a planeswalker" (CR 613.1d); a color added, "becomes blue in addition to its other colors"
// (CR 105.3, 613.1e); paying any amount of energy or life (CR 107.14, 119.4) and "for each {E} paid this way"; "the
// chosen number", "the number" (CR 607.2d, 608.2c); distributing counters among objects chosen as it resolves and "a
// number of … counters equal to …" (CR 608.2d, 107.3); "except for ~" (CR 608.2c).
// Invented lines in the shapes of real cards': read fully, printed back exactly in both eras; carried out where the
// engine does it (test/rules/game/gramC21-base-stat.cards), "recognized, not simulated" where it doesn't.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 613.4b: one value set in layer 7b, the other kept (gramC21-base-stat.cards GC21-1, GC21-2).
  [{ name: 'GramC21 Crater Brute', type: 'Creature — Elemental', legacy: '{2}{R}: GramC21 Crater Brute has base power 8 until end of turn.', modern: '{2}{R}: This creature has base power 8 until end of turn.' }, 'set-base-pt', true],
  [sameInBoth('GramC21 Brittle Touch', 'Instant', 'Target creature has base toughness 1 until end of turn.'), 'set-base-pt', true],
  [sameInBoth('GramC21 Sage', 'Creature — Human Wizard', 'Whenever you cast an instant or sorcery spell, target creature you control has base power 2 until end of turn.'), 'set-base-pt', true],
  // A static one (layer 7b applied by the layers, CR 613.4b, 604.1).
  [sameInBoth('GramC21 Wither Crown', 'Enchantment — Aura', 'Enchanted creature has base power 0.'), 'set-base-pt', undefined],
  // CR 613.4b, 608.2h: both values set to one amount; the engine counts "its mana value" only after a type change, so
  // these are read, not carried out.
  [sameInBoth('GramC21 Hand Shape', 'Instant', 'Target creature has base power and base toughness each equal to the number of cards in your hand until end of turn.'), 'set-base-pt-to', false],
  [sameInBoth('GramC21 Starfield', 'Enchantment', 'As long as you control five or more enchantments, each other non-Aura enchantment you control is a creature in addition to its other types and has base power and base toughness each equal to its mana value.'), 'set-base-pt-to', false],
  // CR 613.1d: one subtype or card type removed, of any object (gramC21-base-stat.cards GC21-3).
  [{ name: 'GramC21 Pack Alpha', type: 'Creature — Human Werewolf', legacy: '{3}{G}: Until end of turn, GramC21 Pack Alpha has base power and toughness 5/3, gains trample, and isn\'t a Human.', modern: '{3}{G}: Until end of turn, this creature has base power and toughness 5/3, gains trample, and isn\'t a Human.' }, 'become-type', true],
  [sameInBoth('GramC21 Unmasking', 'Instant', "Target creature isn't a Human until end of turn."), 'become-type', true],
  [sameInBoth('GramC21 Gift', 'Legendary Artifact — Equipment', "Equipped permanent isn't a planeswalker and is a creature in addition to its other types."), 'become-type', undefined],
  // CR 105.3, 613.1e: a color added, the old ones kept (gramC21-base-stat.cards GC21-4).
  [sameInBoth('GramC21 Indigo Sprite', 'Creature — Faerie', '{U}: Target permanent becomes blue in addition to its other colors until end of turn.'), 'become-type', true],
  [sameInBoth('GramC21 Dye Pot', 'Artifact', '{1}: Target creature becomes white and black in addition to its other colors until end of turn.'), 'become-type', true],
  // CR 107.14, 119.4, 608.2d: a player pays any amount of energy or life; "that much", "that many" and "for each {E} paid
  // this way" count it (CR 608.2c). Read, not carried out (the engine doesn't pick the amount).
  [sameInBoth('GramC21 Harnessed Bolt', 'Instant', 'Choose target creature. You get {E}{E}{E}, then you may pay any amount of {E}. GramC21 Harnessed Bolt deals that much damage to that creature.'), 'pay-any-amount', false],
  [sameInBoth('GramC21 Young Death', 'Sorcery', 'Choose target creature. You get {E}{E}, then you may pay any amount of {E}. The creature gets -1/-1 until end of turn for each {E} paid this way.'), 'pay-any-amount', false],
  [{ name: 'GramC21 Confessor', type: 'Creature — Human Cleric', legacy: 'When GramC21 Confessor enters the battlefield, pay any amount of life. Target opponent reveals that many cards from their hand. You choose one of them and exile it.', modern: 'When this creature enters, pay any amount of life. Target opponent reveals that many cards from their hand. You choose one of them and exile it.' }, 'pay-any-amount', false],
  // CR 607.2d, 608.2c: "the chosen number" (chosen as the permanent entered), "the number" (chosen by the sentence
  // before): read, not counted by the engine.
  [sameInBoth('GramC21 Prelate', 'Creature — Human Cleric', "Noncreature spells with mana value equal to the chosen number can't be cast."), 'player-restriction', false],
  [sameInBoth('GramC21 Void Call', 'Sorcery', 'Choose a number. Destroy all artifacts and creatures with mana value equal to that number. Then target player reveals their hand and discards all nonland cards with mana value equal to the number.'), 'zone-change', false],
  // CR 608.2d, 107.3: counters divided among objects chosen as it resolves (not targets), "a number of … counters equal
  // to …"; read, not carried out.
  [{ name: 'GramC21 Hydra', type: 'Creature — Hydra', legacy: 'When GramC21 Hydra dies, you may distribute a number of +1/+1 counters equal to the number of +1/+1 counters on GramC21 Hydra among any number of creatures you control.', modern: 'When this creature dies, you may distribute a number of +1/+1 counters equal to the number of +1/+1 counters on this creature among any number of creatures you control.' }, 'distribute-counters', false],
  [sameInBoth('GramC21 Frost Gift', 'Sorcery', 'Distribute X +1/+1 counters among any number of creatures you control, where X is the number of lands you control.'), 'distribute-counters', false],
  [sameInBoth('GramC21 Spread Growth', 'Sorcery', 'Distribute a number of +1/+1 counters equal to the number of cards in your hand among one, two, or three target creatures.'), 'distribute-counters', false],
  // CR 701.8a, 608.2c: "except for ~", every object but this one (gramC21-base-stat.cards GC21-6).
  [{ name: 'GramC21 Lion Sage', type: 'Legendary Creature — Human Spellshaper', legacy: "{W}, {T}: Destroy all creatures except for GramC21 Lion Sage. Those creatures can't be regenerated.", modern: "{W}, {T}: Destroy all creatures except for this creature. Those creatures can't be regenerated." }, 'zone-change', true],
];

/** Lines that stay not understood. */
const UNREAD = [
  // One type removed at a time, never a supertype or a list.
  "Target creature isn't a Human or a Wizard until end of turn.",
  "Target creature isn't a legendary until end of turn.",
  // "base power" with a number written as digits only.
  'Target creature has base power X until end of turn.',
  // Any amount of mana, energy or life only; "paid this way" only for {E}.
  'You may pay any amount of cards. Draw that many cards.',
  'The creature gets -1/-1 until end of turn for each {C} paid this way.',
];

describe('grammar parts, round twenty-one (gramC)', () => {
  for (const [line, kind, carriedOut] of LINES) it(line.legacy, () => void expectRow(line, kind, carriedOut));
  for (const text of UNREAD) it(`not read: ${text}`, () => {
    const a = parseAbility(text, 0, { cardName: 'GramC21 Unread', faceName: 'GramC21 Unread', typeLine: 'Sorcery' });
    expect(a.unmodeled.length).toBeGreaterThan(0);
  });
});
