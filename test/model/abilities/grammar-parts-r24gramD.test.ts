// Issue 26, grammar (round twenty-four, gramD): instructions. Another player putting cards back ("then puts them back in
// any order", "puts them on top of their library in any order", CR 401.4, 608.2d: not carried out); "investigate three
// times" (CR 701.16a, the number a word: carried out); "onto the battlefield under your control tapped" in both word
// orders (CR 110.2, 110.5b: carried out, test/rules/game/r24-gramD-instructions.cards), "that player" after it naming the
// card's former owner (not carried out); "creature cards put into graveyards this way" and "all cards they exiled this
// way" (CR 608.2c: the objects an earlier instruction acted on; not matched by the engine); "with different names / powers"
// (CR 201.2, 208.1: a relation among the objects chosen together; not matched); "the cards from their hand" (CR 402.1); "the top creature
// card of your graveyard" (CR 404.2, not matched);
// "all artifacts target player owns" (CR 108.3); "shuffle … into that player's library" (CR 701.24a, carried out).
// Invented lines in the shapes
// of real cards': read fully, printed back exactly in both eras.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 401.4, 608.2d: another player puts the cards back or on top of their library, in an order they choose.
  [sameInBoth('GramD24 Mutual Peek', 'Sorcery', "Look at the top two cards of target opponent's library, then put them back in any order. That player looks at the top two cards of your library, then puts them back in any order."), 'zone-change', false],
  [sameInBoth('GramD24 Stunted Hand', 'Sorcery', 'Target opponent chooses two cards from their hand and puts them on top of their library in any order.'), 'zone-change', false],
  // CR 701.16a: investigate N times, the number written as a word.
  [sameInBoth('GramD24 Four Clues', 'Sorcery', 'Investigate four times.'), 'player-action', true],
  [{ name: 'GramD24 Clue Finder', type: 'Creature — Human Detective', legacy: 'When GramD24 Clue Finder enters the battlefield, draw a card, then investigate two times.', modern: 'When this creature enters, draw a card, then investigate two times.' }, 'player-action', true],
  // CR 110.2, 110.5b: tapped under your control, "tapped" written last (the older order) or first.
  [sameInBoth('GramD24 Late Tap', 'Sorcery', 'Return target creature card from your graveyard to the battlefield under your control tapped.'), 'zone-change', true],
  [sameInBoth('GramD24 Early Tap', 'Instant', 'Put target artifact card from a graveyard onto the battlefield tapped under your control.'), 'zone-change', true],
  // CR 608.2c: "that player" with no player named before: the card's former owner, not told by the engine.
  [sameInBoth('GramD24 Vault Thief', 'Sorcery', "Put target creature card from an opponent's graveyard onto the battlefield under your control tapped. Then that player mills two cards."), 'player-action', false],
  // CR 608.2c, 404.1, 701.17a: cards an earlier instruction put into graveyards.
  [sameInBoth('GramD24 Mill Raiser', 'Sorcery', 'Each player mills two cards. Return up to one creature card put into a graveyard this way to the battlefield under your control.'), 'zone-change', false],
  [sameInBoth('GramD24 Pyre Harvest', 'Sorcery', 'Each player sacrifices a creature. Exile all creature cards put into graveyards this way.'), 'zone-change', false],
  // CR 608.2c: each player's own cards, "they exiled this way".
  [sameInBoth('GramD24 Last Rites', 'Sorcery', 'Each player exiles all artifact cards from their graveyard, then puts all cards they exiled this way onto the battlefield.'), 'zone-change', false],
  [sameInBoth('GramD24 Hand Jar', 'Sorcery', 'Each player discards their hand, then returns to their hand each card they discarded this way.'), 'zone-change', false],
  // CR 201.2, 208.1: objects chosen together, no two with the same name or power (not matched by the engine).
  [sameInBoth('GramD24 Varied Shelf', 'Sorcery', 'Search your library for up to three artifact cards with different names, reveal them, put them into your hand, then shuffle.'), 'zone-change', false],
  [sameInBoth('GramD24 Varied Return', 'Sorcery', 'Return up to three creature cards with different names from your graveyard to your hand.'), 'zone-change', false],
  [{ name: 'GramD24 Varied Drill', type: 'Creature — Human Soldier', legacy: 'At the beginning of combat on your turn, choose any number of creatures with different powers. Each of them gains first strike until end of turn.', modern: 'At the beginning of combat on your turn, choose any number of creatures with different powers. Each of them gains first strike until end of turn.' }, 'choose-target', false],
  // CR 402.1: "the cards in/from <whose> hand", every card in that hand (as "all cards …"): carried out for your own
  // (test/rules/game/r24-gramD-instructions.cards R24D-4), another player's putting is not (`who`).
  [sameInBoth('GramD24 Empty Hands', 'Sorcery', 'Exile the cards in your hand. Draw two cards.'), 'zone-change', true],
  [sameInBoth('GramD24 Head Swap', 'Sorcery', "Target opponent puts the cards from their hand on top of their library. Search that player's library for that many cards. That player puts those cards into their hand, then shuffles."), 'zone-change', false],
  // CR 404.2: the top card of a kind in a graveyard (its order kept; not by the engine): an instruction, a cost, an "unless".
  [sameInBoth('GramD24 Grave Lift', 'Sorcery', 'Return the top artifact card of your graveyard to your hand.'), 'zone-change', false],
  [sameInBoth('GramD24 Bone Picker', 'Creature — Zombie', 'Exile the top creature card of your graveyard: Draw a card.'), 'zone-change', false],
  [{ name: 'GramD24 Grave Robber', type: 'Creature — Zombie', legacy: "Whenever GramD24 Grave Robber attacks, you may put the top creature card of defending player's graveyard onto the battlefield under your control.", modern: "Whenever this creature attacks, you may put the top creature card of defending player's graveyard onto the battlefield under your control." }, 'zone-change', false],
  // CR 108.3, 115.1: "all artifacts target player owns" (the owner a target player, not matched by the engine).
  [sameInBoth('GramD24 Recall Wave', 'Instant', 'Return all artifacts target player owns to their hand.'), 'zone-change', false],
  [sameInBoth('GramD24 Owner Purge', 'Sorcery', 'Exile all enchantments target opponent owns.'), 'zone-change', false],
  // CR 701.24a, 400.3: "into that player's library", the target player's cards (carried out, r24-gramD-instructions.cards R24D-5).
  [sameInBoth('GramD24 Repopulate', 'Instant', "Shuffle all creature cards from target player's graveyard into that player's library."), 'zone-change', true],
];

describe('grammar parts, round twenty-four (gramD)', () => {
  for (const [line, kind, carriedOut] of LINES) it(line.legacy, () => void expectRow(line, kind, carriedOut));

  // "they" only before a verb of the instruction before; "drew"/"chose" only after "they".
  it('leaves what does not agree unread', () => {
    for (const text of ['Return all creature cards put into a library this way to your hand.', 'Exile all cards drew this way.', 'Exile the top creature cards of your graveyard.', 'Investigate three time.']) {
      const a = parseAbility(text, 0, { cardName: 'GramD24 Probe', faceName: 'GramD24 Probe', typeLine: 'Sorcery' });
      expect(a.unmodeled.length, text).toBeGreaterThan(0);
    }
  });
});
