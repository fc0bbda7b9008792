// More parts of instructions and conditions (issue 26): "You may choose a nonland card from it" (a choice among revealed
// cards, CR 608.2d), a card put into its owner's library at a place counted from the top or on its top or bottom, or on
// the bottom of "that player's library" (CR 401.4), the mana of a mana ability spent on a kind of spell (CR 106.6), and a creature becoming tapped other than as it
// is declared as an attacker (CR 508.1f). Invented lines in the shapes of real cards': read fully, printed back exactly in
// both eras; the ones the engine doesn't carry out are recognized, not simulated.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { readInBothEras, sameInBoth, type EraLine } from './both-eras';
import { CONTEXTS } from './rules-lines';

const NOT_SIMULATED: EraLine[] = [
  { name: 'Rush Stone', type: 'Artifact', legacy: '{T}: Add {C}. If that mana is spent on an artifact spell, it gains haste until end of turn.', modern: '{T}: Add {C}. If that mana is spent on an artifact spell, it gains haste until end of turn.' },
];

// CR 401.1, 115.1, 401.4: the top card of target opponent's library looked at, then put on the bottom of that library
// (rules/effects/effect-context.ts, rules/queries/target-legality.ts targetSpecs).
const CARRIED: EraLine[] = [
  // CR 508.1f, 603.4: tapped other than as it is declared an attacker (test/rules/game/condition-facts.cards).
  { name: 'Watchful Eye', type: 'Enchantment', legacy: 'Whenever a creature an opponent controls becomes tapped, if it isn\'t being declared as an attacker, you gain 1 life.', modern: 'Whenever a creature an opponent controls becomes tapped, if it isn\'t being declared as an attacker, you gain 1 life.' },
  sameInBoth('Seer of Tides', 'Enchantment', "At the beginning of your upkeep, you may look at the top card of target opponent's library. If you do, you may put that card on the bottom of that player's library."),
  // CR 401.7: a place in its owner's library counted from the top (rules/effects/zone-effects.ts).
  { name: 'Tidebound God', type: 'Legendary Creature — God', legacy: "When Tidebound God dies, you may put it into its owner's library second from the top.", modern: "When this creature dies, you may put it into its owner's library second from the top." },
  // CR 701.20a, 608.2d: a card chosen from the hand revealed (rules/effects/hand-effects.ts).
  sameInBoth('Mind Sift', 'Sorcery', 'Target opponent reveals their hand. You may choose an artifact or creature card from it. If you do, exile that card.'),
  // CR 400.3, 701.24a: the chosen card moved by its owner's words (rules/effects/zone-effects.ts).
  sameInBoth('Painful Recall', 'Sorcery', "Look at target opponent's hand and choose a card from it. Put that card on top of that player's library."),
  sameInBoth('Perish the Memory', 'Sorcery', 'Target opponent reveals their hand. You choose a card from it. That player shuffles that card into their library.'),
];
// CR 608.2d: "choose a card from it" with no hand revealed or looked at before it: not carried out.
const NO_HAND: EraLine[] = [
  sameInBoth('Blind Sift', 'Sorcery', 'You choose a nonland card from it. That player discards that card.'),
  sameInBoth('Blind Recall', 'Sorcery', "Put that card on top of that player's library."),
  sameInBoth('Blind Exile', 'Sorcery', 'That player exiles that card.'),
];

describe('choices among revealed cards, places in a library, mana spent, tapping (CR 608.2d, 401.4, 106.6, 508.1f)', () => {
  it.each(NOT_SIMULATED)('%o', (line) => {
    const a = readInBothEras(line);
    expect(a.unsimulated?.length, 'recognized, not simulated').toBeGreaterThan(0);
  });

  it.each(NO_HAND)('not carried out without a hand shown: %o', (line) => {
    expect(readInBothEras(line).unsimulated?.length, 'recognized, not simulated').toBeGreaterThan(0);
  });

  it.each(CARRIED)('carried out: %o', (line) => {
    expect(readInBothEras(line).unsimulated ?? [], 'carried out').toEqual([]);
  });

  it("reads the top or bottom of its owner's library apart from your library", () => {
    const owner = readInBothEras({ name: 'Tidebound God', type: 'Legendary Creature — God', legacy: "When Tidebound God dies, you may put it on the top or bottom of its owner's library.", modern: "When this creature dies, you may put it on the top or bottom of its owner's library." });
    expect(JSON.stringify(owner)).toContain('"owners":"its owner\'s"');
  });

  it('leaves what does not agree unread', () => {
    for (const line of [
      "When Tidebound God dies, put it into its owner's library eleventh from the top.",
      'If that mana is spent on a creature, draw a card.',
      "If it isn't being declared as a blocker, draw a card.",
      'You may choose a nonland cards from it.',
    ]) {
      expect(parseAbility(line, 0, CONTEXTS.c).unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});
