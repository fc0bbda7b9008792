// End to end (real rules text → recognizer → engine), through the engine API because these cards' other text (an
// evasion static, a granted ability) is not carried out and makes a scenario inconclusive: combat damage triggers that
// put cards onto the battlefield face down (issue 24, the two faults hidden in wave-3 c05).
// - "exile it and the top card of your library in a face-down pile, shuffle that pile, then manifest those cards":
//   both cards are in the pile and both are manifested, one at a time (CR 701.40a, 701.40e, 406.3).
// - "cloak the top card of that player's library": "that player" is the player dealt the damage (CR 510.3a, 603.2);
//   the card is cloaked under the control of the player who cloaked it (701.58a).

import { describe, expect, it } from 'vitest';
import { buildDocument } from '../../server/src/model/document';
import { Engine } from '../../server/src/rules';

const SOURCE = `
card "Jeskai Infiltrator"
  cost {2}{U}
  type Creature — Human Monk
  pt 2/3
  text
    This creature can't be blocked as long as you control no other creatures.
    When this creature deals combat damage to a player, exile it and the top card of your library in a face-down pile, shuffle that pile, then manifest those cards. (To manifest a card, put it onto the battlefield face down as a 2/2 creature. Turn it face up any time for its mana cost if it's a creature card.)

card "Etrata, Deadly Fugitive"
  cost {1}{U}{B}
  type Legendary Creature — Vampire Assassin
  pt 1/4
  text
    Deathtouch
    Face-down creatures you control have "{2}{U}{B}: Turn this creature face up. If you can't, exile it, then you may cast the exiled card without paying its mana cost."
    Whenever an Assassin you control deals combat damage to an opponent, cloak the top card of that player's library.

card "Grizzly Bears"
  cost {1}{G}
  type Creature — Bear
  pt 2/2

card "Forest"
  type Basic Land — Forest

card "Island"
  type Basic Land — Island
`;

function game(): Engine {
  return new Engine(buildDocument('file:///combat-face-down.cards', SOURCE).cards.map((c) => c.card));
}

/** Attack the opponent with `id`, go to the combat damage step and resolve the trigger. */
function connect(g: Engine, id: string): void {
  expect(g.attack('you', [id]).ok).toBe(true);
  expect(g.moveToStep('combat-damage').ok).toBe(true);
  expect(g.stack().length).toBe(1);
  expect(g.resolveTop().ok).toBe(true);
}

describe('combat damage triggers that put cards onto the battlefield face down', () => {
  it('Jeskai Infiltrator: it and the top card are exiled in one face-down pile, then both are manifested (CR 701.40a, 701.40e)', () => {
    const g = game();
    const j = g.put('you', 'Jeskai Infiltrator', 'battlefield').id!;
    g.setLibrary('you', ['Forest', 'Island']);
    connect(g, j);
    const manifested = g.state.battlefield.map((id) => g.object(id)!).filter((o) => o.faceDown?.origin === 'manifest');
    expect(manifested.map((o) => o.card.name).sort()).toEqual(['Forest', 'Jeskai Infiltrator']);
    expect(g.objectsNamed('Jeskai Infiltrator', 'exile')).toEqual([]);
    expect(g.state.zones.you.library.map((id) => g.object(id)!.card.name)).toEqual(['Island']);
  });

  it("Etrata: the top card of the damaged opponent's library is cloaked under its controller's control (CR 701.58a, 510.3a)", () => {
    const g = game();
    const e = g.put('you', 'Etrata, Deadly Fugitive', 'battlefield').id!;
    g.setLibrary('opponent', ['Grizzly Bears', 'Forest']);
    connect(g, e);
    const bears = g.find('Grizzly Bears', 'battlefield')!;
    expect(bears.faceDown?.origin).toBe('cloak');
    expect(bears.controller).toBe('you');
    expect(bears.owner).toBe('opponent');
    expect(g.state.zones.opponent.library.length).toBe(1);
  });
});
