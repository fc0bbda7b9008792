// "Equipped creatures you control have flying", "Creatures you control that are enchanted or equipped have double strike",
// "Modified creatures you control get +1/+1" (CR 301.5a, 303.4, 700.9): a static ability's objects named by what is
// attached to them or on them, matched as the layers apply (CR 611.3a, 613.1): the Equipment and Auras attached to a
// permanent as the earlier layers left their subtypes (an object that stops being an Aura in layer 4 no longer enchants).

import type { FilterContext } from '../state/filters';
import type { GameObject, PlayerId } from '../state/game-state';
import type { Working } from './types';

export type AttachmentWord = 'equipped' | 'enchanted' | 'modified';

/**
 * Whether permanent `o` is `word`, given the objects attached to it as their subtypes now are: equipped (an Equipment
 * attached, CR 301.5a), enchanted (an Aura attached, 303.4), modified (700.9: one or more counters on it, equipped, or
 * enchanted by an Aura its controller controls). Shared by the layer pass and rules/queries/attachment-adjectives.ts.
 */
export function attachmentWordHolds(o: GameObject, word: AttachmentWord, attached: readonly { subtypes: readonly string[]; controller: PlayerId }[]): boolean {
  const equipped = attached.some((a) => a.subtypes.includes('Equipment'));
  const auras = attached.filter((a) => a.subtypes.includes('Aura'));
  return word === 'equipped' ? equipped : word === 'enchanted' ? auras.length > 0 : Object.values(o.counters).some((n) => n > 0) || equipped || auras.some((a) => a.controller === o.controller);
}

/** The `attachments` reader of a filter's context over the layer pass's world (rules/state/filters.ts). */
export function worldAttachments(world: Map<string, Working>): NonNullable<FilterContext['attachments']> {
  return (o, word) => {
    const attached: { subtypes: readonly string[]; controller: PlayerId }[] = [];
    for (const w of world.values()) {
      if (w.obj.attachedTo === o.id && w.obj.zone === 'battlefield' && !w.obj.phasedOut) attached.push({ subtypes: w.subtypes, controller: w.obj.controller });
    }
    return attachmentWordHolds(o, word, attached);
  };
}
