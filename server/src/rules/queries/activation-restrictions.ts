// Prohibitions on activating abilities (CR 602.5): static abilities such as "Activated abilities of artifacts your
// opponents control can't be activated" stop a player from beginning to activate them, mana abilities included.

import type { Reason } from '../state/game-state';
import type { GameObject, GameState } from '../state/game-state';
import { battlefieldObjects } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import { matchesFilter } from '../state/filters';
import { keywordsOf } from '../state/objects';
import { illegal } from '../state/events';
import { msg } from '../../i18n';

/** Why the activated abilities of `src` can't be activated now (CR 602.5), or null. */
export function activationProhibited(s: GameState, src: GameObject): Reason | null {
  const view = computeCharacteristics(s, src);
  for (const p of battlefieldObjects(s)) {
    if (p.phasedOut) continue;
    const ch = computeCharacteristics(s, p);
    for (const ref of ch.abilities) {
      if (ref.ability.kind !== 'static') continue;
      for (const e of ref.ability.effects ?? []) {
        // "your opponents control" is read from the static ability's controller (CR 109.5).
        if (e.kind !== 'cant-activate') continue;
        // "Enchanted creature … its activated abilities can't be activated": the object the Aura is attached to (CR 303.4).
        if (!matchesFilter(src, { ...view, keywords: keywordsOf(view.abilities) }, e.sources, { combat: s.combat, controller: p.controller, sourceId: p.id, chosen: p.chosen, sourceAttachedTo: p.attachedTo })) continue;
        return illegal(msg('rules.query.cant-activate', { source: ch.name ?? 'none', sources: e.sources.text || 'none' }), ['602.5']);
      }
    }
  }
  return null;
}
