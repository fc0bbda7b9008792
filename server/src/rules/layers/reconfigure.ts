// Reconfigure (CR 702.151b): "Attaching an Equipment with reconfigure to another creature causes the Equipment to stop
// being a creature until it becomes unattached from that creature." A layer-4 effect (613.1d) on the Equipment itself,
// from when it became attached (its timestamp, 613.7e) while it stays attached. The creature card type goes; its
// other types stay, and its creature types go with the creature type (the engine's "isn't a creature",
// rules/layers/apply.ts, 205.3d; the reconfigure cards' rulings: "It also loses any creature subtypes it had").
// The effect is tied to the Equipment having reconfigure now: one that lost reconfigure while attached would, by
// 702.151b's "until it becomes unattached", stay a noncreature; the engine makes it a creature again.

import type { Unit, Working } from './types';
import { findKeyword } from '../state/objects';

const NO_SPAN = { start: 0, end: 0 };

/** CR 702.151b: one layer-4 effect per attached Equipment with reconfigure: it isn't a creature. */
export function reconfigureUnits(world: Map<string, Working>): Unit[] {
  const out: Unit[] = [];
  for (const w of world.values()) {
    const o = w.obj;
    if (o.zone !== 'battlefield' || !o.attachedTo || !w.subtypes.includes('Equipment') || !findKeyword(w.abilities, 'Reconfigure')) continue;
    out.push({
      id: `${o.id}#reconfigured`, timestamp: o.timestamp, sourceName: 'reconfigure', sourceId: o.id, controller: o.controller,
      parts: [{ kind: 'become-type', target: { kind: 'self' }, cardTypes: ['Creature'], subtypes: [], negated: true, additive: false, duration: 'permanent', span: NO_SPAN }],
      kind: 'resolved', fixed: [o.id], filter: null, selfOnly: true,
    });
  }
  return out;
}
