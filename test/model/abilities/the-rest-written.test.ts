// "The rest" written out and done by another player (issue 26, CR 608.2c–d, 401.4): "the rest of the revealed cards",
// "the rest of those cards" are the cards looked at or revealed that no instruction took (carried out: scenarios in
// test/rules/game/the-rest-of.cards); "That player puts the rest on the bottom of their library in a random order" and
// "Then that player puts the rest into their graveyard" are another player acting, and "Put up to one of them on top …"
// a pick of at most one: read, printed back in both eras, and recognized, not simulated.

import { describe, expect, it } from 'vitest';
import { readInBothEras, sameInBoth, type EraLine } from './both-eras';
import { CONTEXTS } from './rules-lines';
import { readCarriedOut, readNotSimulated } from './read-not-simulated';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';

const CARRIED_OUT: string[] = [
  'Reveal the top three cards of your library. Put a creature card from among them into your hand. Put the rest of the revealed cards into your graveyard.',
  'Look at the top three cards of your library. You may put a land card from among them into your hand. Then put the rest of those cards into your graveyard.',
  // CR 701.20a: the rest of the cards revealed until one is found (rules/effects/reveal-until-effects.ts; test/rules/game/reveal-until.cards).
  'Reveal cards from the top of your library until you reveal a creature card. Put that card into your hand, then put the rest of the revealed cards on the bottom of your library in any order.',
];

const NOT_SIMULATED: EraLine[] = [
  sameInBoth('Mind Dredge', 'Sorcery', 'Target opponent reveals the top five cards of their library. You may put a creature card from among them onto the battlefield under your control. Then that player puts the rest into their graveyard.'),
  sameInBoth('Mind Dredge', 'Sorcery', 'Target opponent reveals the top five cards of their library. You may put a land card from among them onto the battlefield under your control. That player puts the rest on the bottom of their library in a random order.'),
  { name: 'Tide Oracle', type: 'Creature — Merfolk', legacy: 'When Tide Oracle enters the battlefield, look at the top four cards of your library. Put up to one of them on top of your library and the rest on the bottom of your library in a random order.', modern: 'When this creature enters, look at the top four cards of your library. Put up to one of them on top of your library and the rest on the bottom of your library in a random order.' },
];

describe('the rest written out, and done by another player (CR 608.2c–d, 401.4)', () => {
  it.each(CARRIED_OUT)('%s', (line) => {
    readCarriedOut('s', line);
  });

  it.each(NOT_SIMULATED)('%o', (line) => {
    const a = readInBothEras(line);
    expect(a.unsimulated?.length, 'recognized, not simulated').toBeGreaterThan(0);
  });

  it('names who does it: another player is not the controller', () => {
    const a = readNotSimulated('s', 'Target opponent reveals the top five cards of their library. Then that player puts the rest into their graveyard.');
    const last = 'effects' in a ? a.effects[a.effects.length - 1] : undefined;
    expect(last).toMatchObject({ kind: 'zone-change', who: 'that-player', to: 'graveyard' });
  });

  it('leaves "the rest" of something else unread', () => {
    expect(parseAbility('Reveal the top three cards of your library. Put the rest of the creature cards into your graveyard.', 0, CONTEXTS.s).unmodeled.length).toBeGreaterThan(0);
  });
});
