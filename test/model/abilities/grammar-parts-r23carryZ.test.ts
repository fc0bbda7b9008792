// Issue 26, engine (round twenty-three, carryZ): understood lines now carried out because the engine does their effect.
// A card's own permission to be cast from its graveyard under a trailing condition, or from there only (CR 113.6f, 601.3,
// 604.1, 101.2); each player putting a card of their own hand on top of their own library (CR 608.2d, 400.3); a card
// chosen from any graveyard (CR 404.1). Invented
// lines in the shapes of real cards': read fully, printed back exactly in both eras; carried out where the engine does
// it, "recognized, not simulated" where it doesn't.

import { describe, it } from 'vitest';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 113.6f, 601.3, 604.1: test/rules/game/r23-carryZ-own-permission-conditions.cards CZ23A–D.
  [{ name: 'CarryZ23 Oath Bat', type: 'Creature — Bat', legacy: 'You may cast CarryZ23 Oath Bat from your graveyard if you gained life this turn.', modern: 'You may cast this card from your graveyard if you gained life this turn.' }, 'cast-from', true],
  [{ name: 'CarryZ23 Grave Rat', type: 'Creature — Zombie Rat', legacy: 'You may cast CarryZ23 Grave Rat from your graveyard as long as you control a Zombie.', modern: 'You may cast this card from your graveyard as long as you control a Zombie.' }, 'cast-from', true],
  [{ name: 'CarryZ23 River Cat', type: 'Creature — Cat', legacy: 'You may cast CarryZ23 River Cat from your graveyard as long as you control a black or green permanent.', modern: 'You may cast this card from your graveyard as long as you control a black or green permanent.' }, 'cast-from', true],
  // A condition the engine doesn't evaluate here ("if you have the initiative") leaves it recognized, not simulated.
  [{ name: 'CarryZ23 Vote Ghoul', type: 'Creature — Zombie', legacy: 'You may cast CarryZ23 Vote Ghoul from your graveyard if you have the initiative.', modern: 'You may cast this card from your graveyard if you have the initiative.' }, 'cast-from', false],
  // CR 608.2d, 400.3: test/rules/game/r23-carryZ-own-hand-to-library.cards.
  [sameInBoth('CarryZ23 Chimney Hex', 'Sorcery', 'Target opponent puts a card from their hand on top of their library.'), 'zone-change', true],
  [sameInBoth('CarryZ23 Augur Hex', 'Sorcery', 'Each player puts a card from their hand on top of their library.'), 'zone-change', true],
  // CR 404.1, 608.2d: a card of any graveyard, chosen as the instruction is followed (r23-carryZ-card-from-a-graveyard.cards);
  // as a permanent enters (CR 614.12), not chosen by the engine.
  [sameInBoth('CarryZ23 Grave Sweep', 'Sorcery', 'Exile a card from a graveyard.'), 'zone-change', true],
  [sameInBoth('CarryZ23 Grave Call', 'Sorcery', 'Put a creature card from a graveyard onto the battlefield under your control.'), 'zone-change', true],
  [{ name: 'CarryZ23 Crypt Cart', type: 'Artifact — Vehicle', legacy: 'As CarryZ23 Crypt Cart enters the battlefield, exile a creature card from a graveyard.', modern: 'As this artifact enters, exile a creature card from a graveyard.' }, 'zone-change', false],
];

describe('grammar parts, round twenty-three (carryZ)', () => {
  for (const [line, kind, carriedOut] of LINES) it(line.legacy, () => void expectRow(line, kind, carriedOut));
});
