// Cards by their owner and from outside the game (issue 26): "a card an opponent owns from exile", "… that player owns …"
// put into that player's graveyard (CR 108.3, 404.1), and "a card you own from outside the game" (CR 400.11) revealed or
// put into a hand or onto a library. Invented lines in the shapes of real cards': read fully, printed back exactly in both
// templating eras, recognized, not simulated. An additional cost the cost grammar doesn't read is not carried out either
// (CR 601.2f: the engine would refuse the cast).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { readInBothEras, sameInBoth, type EraLine } from './both-eras';
import { CONTEXTS } from './rules-lines';

const LINES: EraLine[] = [
  { name: 'Hollow Gnawer', type: 'Creature — Eldrazi', legacy: "When Hollow Gnawer enters the battlefield, you may put a card an opponent owns from exile into that player's graveyard. If you do, draw a card.", modern: "When this creature enters, you may put a card an opponent owns from exile into that player's graveyard. If you do, draw a card." },
  sameInBoth('Hollow Gnawer', 'Creature — Eldrazi', "{1}, Put a card an opponent owns from exile into that player's graveyard: Draw a card."),
  sameInBoth('Hollow Feast', 'Sorcery', "As an additional cost to cast this spell, put a card an opponent owns from exile into that player's graveyard."),
  sameInBoth('Far Wish', 'Sorcery', 'You may reveal an enchantment card you own from outside the game and put it into your hand.'),
  sameInBoth('Far Wish', 'Sorcery', 'You may put a card you own from outside the game into your hand.'),
  sameInBoth('Far Wish', 'Sorcery', 'You may put a land card you own from outside the game on top of your library.'),
];

describe('cards by their owner and from outside the game (CR 108.3, 400.11, 404.1)', () => {
  it.each(LINES)('%o', (line) => {
    const a = readInBothEras(line);
    expect(a.unsimulated?.length, 'recognized, not simulated').toBeGreaterThan(0);
    const text = JSON.stringify(a);
    expect(text.includes('"outsideGame":true') || text.includes('"ownedBy":"an opponent"')).toBe(true);
  });

  it('leaves what does not agree unread', () => {
    for (const line of [
      "You may put a card an opponent own from exile into that player's graveyard.",
      'You may put a card you own from inside the game into your hand.',
      "You may put a card an opponent owns from exile into these player's graveyard.",
    ]) {
      expect(parseAbility(line, 0, CONTEXTS.s).unmodeled.length, line).toBeGreaterThan(0);
    }
  });

  it('keeps an additional cost the cost grammar reads carried out', () => {
    const a = parseAbility('As an additional cost to cast this spell, sacrifice a creature.', 0, CONTEXTS.s);
    expect(a.unmodeled).toEqual([]);
    expect(a.unsimulated ?? []).toEqual([]);
  });
});
