// Layer 2 (CR 613.1b): control-changing effects from resolved spells and abilities, applied in timestamp order
// (613.7) to their locked sets (611.2c). The result is the object's controller, which every later layer and every
// rule reads; when the effects end, control returns to the controller the object had before them.

import type { GameState } from '../state/game-state';
import { battlefieldObjects } from '../state/game-state';
import type { Outcome } from '../state/events';

export function applyControlEffects(s: GameState, out: Outcome): void {
  for (const o of battlefieldObjects(s, true)) {
    const active = s.effects.filter((e) => e.effect.kind === 'gain-control' && e.affected.includes(o.id)).sort((a, b) => a.timestamp - b.timestamp);
    const want = active.length > 0 ? active[active.length - 1]!.controller : o.controlBase;
    if (active.length === 0) delete o.controlBase;
    else if (o.controlBase === undefined) o.controlBase = o.controller;
    if (want === undefined || want === o.controller) continue;
    o.controller = want;
    o.sinceTurnStart = false; // CR 302.6
    out.event({ type: 'control-changed', objectId: o.id, player: want });
  }
}
