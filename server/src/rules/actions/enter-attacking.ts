// A creature put onto the battlefield attacking (CR 508.4): it is an attacking creature without having been declared
// (its "attacks" triggers don't trigger: it never "attacked"), attacking a player, planeswalker or battle its controller
// chooses. In the engine's two-player game that is the other player, unless that player has a planeswalker or a battle
// could be attacked: then it is a choice no step made, and what follows rests on it. Put onto the battlefield while no
// combat is under way, after attackers were declared, it is not attacking (506.1, 508.4): there is no attacking
// player then (506.3b). Ninjutsu's creature attacks
// what the returned creature attacked (702.49c): the same choice when there is more than the player.

import type { GameObject, GameState } from '../state/game-state';
import { battlefieldObjects, otherPlayer } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import { hasType } from '../state/objects';

/** Combat steps in which attackers have been declared and combat goes on (CR 506.1). */
const UNDER_WAY: ReadonlySet<string> = new Set(['declare-attackers', 'declare-blockers', 'first-strike-damage', 'combat-damage']);

/** CR 508.4: `o`, just put onto the battlefield "tapped and attacking", becomes an attacking creature. */
export function enterAttacking(s: GameState, o: GameObject, sourceName: string): void {
  const c = s.combat;
  if (!c || !c.attackersDeclared || !UNDER_WAY.has(s.step) || o.zone !== 'battlefield') return;
  // CR 506.3a, 506.3b, 506.3e: a noncreature permanent, a creature of a player who isn't the attacking player, or a
  // battle creature enters, but is never an attacking creature.
  const types = computeCharacteristics(s, o).cardTypes;
  if (!hasType(types, 'creature') || hasType(types, 'battle') || o.controller !== s.activePlayer) return;
  const defender = otherPlayer(o.controller);
  const other = battlefieldObjects(s).some((x) => {
    const types = computeCharacteristics(s, x).cardTypes;
    return (hasType(types, 'planeswalker') && x.controller === defender) || hasType(types, 'battle');
  });
  if (other) (s.unchosenTargets ??= []).push({ sourceName, text: 'attacking', what: 'choice' });
  // No "attacks" event: it never attacked (CR 508.4), so "whenever ~ attacks" doesn't trigger.
  c.attackers[o.id] = defender;
}
