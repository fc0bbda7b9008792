// Prowl (CR 702.76a): "You may pay [cost] rather than pay this spell's mana cost if a player was dealt combat damage this
// turn by a source that, at the time it dealt that damage, was under your control and had any of this spell's creature
// types" — an alternative cost (118.9, 601.2b) under a condition of what happened this turn (rules/state/turn-history.ts
// keeps each source of combat damage to a player as it was then). In a turn the engine didn't see from its beginning
// (500.1) such damage may have gone unseen: a refusal then rests on it (turn-history.ts `historyUnknown`).

import type { GameObject, GameState, PlayerId } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import { subtypeSet } from '../layers/type-change';
import { historyUnknown } from '../state/turn-history';

/** CR 702.76a: whether `player` may cast `card` for its prowl cost now (undefined: not seen, the turn not whole). */
export function prowlAllowed(s: GameState, player: PlayerId, card: GameObject): boolean | undefined {
  const creatureTypes = computeCharacteristics(s, card).subtypes.filter((t) => subtypeSet(t, ['Creature']) === 'creature').map((t) => t.toLowerCase());
  const r = s.history.current;
  const seen = (r.combatDamage ?? []).some((d) => d.controller === player && d.subtypes.some((t) => creatureTypes.includes(t.toLowerCase())));
  if (seen) return true;
  return r.whole ? false : historyUnknown(s, card.id, 'Prowl');
}
