// "Equipped creatures you control have flying", "Creatures you control that are enchanted or equipped have double strike",
// "Modified creatures you control get +1/+1" (CR 301.5a, 303.4, 700.9): a static ability's objects named by what is
// attached to them or on them, matched as the layers apply (CR 611.3a, 613.1): the Equipment and Auras attached to a
// permanent as the earlier layers left their subtypes (an object that stops being an Aura in layer 4 no longer enchants).

import type { FilterContext } from '../state/filters';
import type { Working } from './types';

/** The `attachments` reader of a filter's context over the layer pass's world (rules/state/filters.ts). */
export function worldAttachments(world: Map<string, Working>): NonNullable<FilterContext['attachments']> {
  return (o, word) => {
    let equipped = false, enchanted = false, ownAura = false;
    for (const w of world.values()) {
      if (w.obj.attachedTo !== o.id || w.obj.zone !== 'battlefield' || w.obj.phasedOut) continue;
      if (w.subtypes.includes('Equipment')) equipped = true;
      if (w.subtypes.includes('Aura')) { enchanted = true; if (w.obj.controller === o.controller) ownAura = true; }
    }
    // CR 700.9: modified — one or more counters on it, equipped, or enchanted by an Aura its controller controls.
    return word === 'equipped' ? equipped : word === 'enchanted' ? enchanted : Object.values(o.counters).some((n) => n > 0) || equipped || ownAura;
  };
}
