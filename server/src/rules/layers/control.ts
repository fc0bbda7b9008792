// Layer 2 (CR 613.1b): control-changing effects from resolved spells and abilities, applied in timestamp order
// (613.7) to their locked sets (611.2c). The result is the object's controller, which every later layer and every
// rule reads; when the effects end, control returns to the controller the object had before them. Static abilities'
// control changes ("You control enchanted creature", 303.4) apply with their source's timestamp (613.7a) while their
// source has the ability and what they describe is what they affect (611.3a): an Aura that leaves ends its effect.

import type { GameState } from '../state/game-state';
import { battlefieldObjects, nextTimestamp } from '../state/game-state';
import type { Outcome } from '../state/events';
import { staticControlChanges } from './world';

export function applyControlEffects(s: GameState, out: Outcome): void {
  const statics = staticControlChanges(s);
  for (const o of battlefieldObjects(s, true)) {
    const active = [
      ...s.effects.filter((e) => e.effect.kind === 'gain-control' && e.affected.includes(o.id)),
      ...statics.filter((c) => c.objectId === o.id),
    ].sort((a, b) => a.timestamp - b.timestamp);
    const want = active.length > 0 ? active[active.length - 1]!.controller : o.controlBase;
    if (active.length === 0) delete o.controlBase;
    else if (o.controlBase === undefined) o.controlBase = o.controller;
    if (want === undefined || want === o.controller) continue;
    o.controller = want;
    o.sinceTurnStart = false; // CR 302.6
    o.controlledSince = nextTimestamp(s); // CR 702.30a
    out.event({ type: 'control-changed', objectId: o.id, player: want });
  }
}
