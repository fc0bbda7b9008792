// Phasing (CR 702.26): during each player's untap step, before the active player untaps permanents, all phased-in
// permanents with phasing that player controls phase out; simultaneously, all phased-out permanents that had phased out
// under that player's control phase in (702.26a, 502.1). Auras, Equipment and Fortifications attached to a permanent
// that phases out phase out with it, "indirectly", and phase in only along with it (702.26g–h). A phased-out permanent
// is treated as though it doesn't exist (702.26b: battlefieldObjects leaves it out, and it is removed from combat); it
// is the same object when it phases in (CR 702.26d: no zone change, its counters, attachments and status stay). A skipped
// untap step has no phasing (CR 702.26m: rules/game/turn.ts skips the step before this).

import type { Outcome } from '../state/events';
import type { GameObject, GameState, PlayerId } from '../state/game-state';
import { battlefieldObjects } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import { findKeyword } from '../state/objects';
import { phaseIn, phaseOut } from './statuses';

/** CR 702.26a: the phasing event of `player`'s untap step. */
export function untapStepPhasing(s: GameState, out: Outcome, player: PlayerId): void {
  const all = battlefieldObjects(s, true);
  // CR 702.26a: decided together, before any of it happens ("simultaneously").
  const goingOut = all.filter((o) => !o.phasedOut && o.controller === player && !!findKeyword(computeCharacteristics(s, o).abilities, 'Phasing'));
  const comingIn = all.filter((o) => o.phasedOut && !o.phasedIndirectly && (o.phasedOutUnder ?? o.controller) === player);
  for (const o of goingOut) phaseOutWith(s, out, o, player, false);
  for (const o of comingIn) phaseInWith(s, out, o);
}

/** CR 702.26a, 702.26g–h: `o` phases out, and what is attached to it phases out indirectly (only so, when both). */
function phaseOutWith(s: GameState, out: Outcome, o: GameObject, player: PlayerId, indirectly: boolean): void {
  if (o.phasedOut) {
    if (indirectly) o.phasedIndirectly = true; // CR 702.26h
    return;
  }
  const attached = battlefieldObjects(s).filter((x) => x.attachedTo === o.id);
  phaseOut(s, out, o.id);
  o.phasedOutUnder = indirectly ? o.controller : player;
  o.phasedIndirectly = indirectly;
  for (const x of attached) phaseOutWith(s, out, x, x.controller, true);
}

/** CR 702.26a, 702.26g: `o` phases in, and what phased out indirectly with it phases in along with it. */
function phaseInWith(s: GameState, out: Outcome, o: GameObject): void {
  phaseIn(s, out, o.id);
  o.phasedOutUnder = undefined;
  o.phasedIndirectly = undefined;
  for (const x of battlefieldObjects(s, true)) if (x.phasedOut && x.phasedIndirectly && x.attachedTo === o.id) phaseInWith(s, out, x);
}
