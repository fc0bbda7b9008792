// Bestow (CR 702.103): "Bestow [cost]" means "As you cast this spell, you may choose to cast it bestowed. If you do, you
// pay [cost] rather than its mana cost" (702.103a: an alternative cost, 118.9; CAST_KEYWORDS). Cast bestowed, it is an
// Aura enchantment spell with enchant creature, not a creature spell (702.103b, rules/layers/paid-keyword-grants.ts), and
// only those characteristics decide whether it can be cast (702.103d); it targets a creature (601.2c, 303.4a). Its target
// illegal as it begins resolving, it ceases to be bestowed and resolves as a creature spell (702.103e) rather than not
// resolving (608.2b); the Aura that becomes unattached ceases to be bestowed and stays on the battlefield as a creature
// (702.103f, an exception to 704.5m; rules/state/bestowed.ts, rules/game/sba.ts).

import type { AbilityRef, CopiableValues, GameObject, GameState } from '../state/game-state';
import type { Outcome } from '../state/events';
import { grantedKeyword } from '../layers/apply';
import { auraTargetSpec, isLegalTarget } from '../queries/target-legality';
import { isBestowed } from '../state/bestowed';
import { msg } from '../../i18n';

/** CR 702.103b, 702.103d: the card's values as the bestowed Aura spell it is cast as (205.1a: not a creature). */
export function bestowedValues(printed: CopiableValues): CopiableValues {
  const enchant: AbilityRef = grantedKeyword('Enchant creature');
  return { ...printed, cardTypes: ['Enchantment'], subtypes: ['Aura'], abilities: [...printed.abilities, enchant] };
}

/**
 * CR 702.103e: as a bestowed Aura spell begins resolving, if its target is illegal it ceases to be bestowed and goes on
 * resolving as a creature spell (608.3b).
 */
export function bestowedTargetCheck(s: GameState, out: Outcome, spell: GameObject): void {
  if (!spell.spell || !isBestowed(s, spell)) return;
  const target = spell.spell.targets[0];
  if (target !== undefined && isLegalTarget(s, target, auraTargetSpec('creature'), { controller: spell.spell.caster, sourceId: spell.id })) return;
  spell.spell.bestowEnded = true;
  out.note({ why: msg('rules.game.bestow-target-illegal', { card: spell.card.name }), cr: ['702.103e', '608.3b'] });
}
