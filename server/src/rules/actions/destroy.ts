// Destroying a permanent (CR 701.8a): moving it from the battlefield to its owner's graveyard — unless it is
// indestructible (702.12b) or a regeneration shield replaces the destruction (701.19a, 614.8): then all damage is
// removed from it, it is tapped and removed from combat instead. "Can't be regenerated" keeps a shield from applying
// (701.19c). Destroying effects, the scenario's `destroy` step and state-based actions 704.5g–h all come here.

import type { GameObject, GameState } from '../state/game-state';
import { battlefieldObjects } from '../state/game-state';
import type { Outcome } from '../state/events';
import { computeCharacteristics, whileUnchanged } from '../layers';
import { findKeyword, objectNoun } from '../state/objects';
import { graveyardReads, moveObject, moveToGraveyardRead } from './zones';
import { tapObject } from './statuses';
import { removeFromCombat } from './remove-from-combat';
import { msg } from '../../i18n';
import { staticRegeneration } from '../../model/abilities/effect-descriptors';

export interface DestroyOptions {
  /** CR 701.19c: the effect that destroys also says the permanent "can't be regenerated". */
  cantRegenerate?: boolean;
}

/** CR 702.89a–b: umbra armor, and its former name totem armor. */
const ARMOR = ['Umbra armor', 'Totem armor'] as const;

/** CR 701.19c: an effect says this permanent can't be regenerated (now or this turn). */
function regenerationForbidden(s: GameState, o: GameObject): boolean {
  return s.effects.some((x) => x.effect.kind === 'restriction' && (x.effect.restriction === "can't be regenerated" || x.effect.restriction === "can't be regenerated this turn") && x.affected.includes(o.id));
}

/** CR 701.19a, 614.8: give a permanent a regeneration shield for this turn (the next time it would be destroyed). */
export function addRegenerationShield(s: GameState, out: Outcome, o: GameObject): void {
  o.regenerationShields = (o.regenerationShields ?? 0) + 1;
  out.note({ why: msg('rules.act.regeneration-shield', { card: o.faceDown ? 'none' : o.card.name, noun: objectNoun(o) }), cr: ['701.19a', '614.8'] });
}

/**
 * What would replace destroying `o` (a question only, nothing written): undefined when it is indestructible (CR 702.12b),
 * else its own static regeneration, whether a regeneration replaces the destruction, and its umbra armor Auras.
 */
function destructionReplacements(s: GameState, o: GameObject, opts: DestroyOptions): { ownRegeneration: boolean; shielded: boolean; armor: GameObject[] } | undefined {
  if (findKeyword(computeCharacteristics(s, o).abilities, 'Indestructible')) return undefined;
  // CR 701.19b: its own static "If ~ would be destroyed, regenerate it" replaces each destruction, no shield used.
  const ownRegeneration = computeCharacteristics(s, o).abilities.some((r) => r.ability.kind === 'static' && (r.ability.unsimulated ?? []).length === 0 && (r.ability.effects ?? []).some(staticRegeneration));
  const shielded = ((o.regenerationShields ?? 0) > 0 || ownRegeneration) && !opts.cantRegenerate && !regenerationForbidden(s, o);
  // CR 702.89a: umbra armor (formerly totem armor, CR 702.89b): "If enchanted permanent would be destroyed, instead remove
  // all damage marked on it and destroy this Aura." With several such Auras, or a regeneration shield too, the
  // permanent's controller chooses which replacement applies (CR 616.1): the engine takes the first, a choice no step made.
  const armor = battlefieldObjects(s).filter((a) => a.attachedTo === o.id && ARMOR.some((k) => findKeyword(computeCharacteristics(s, a).abilities, k)));
  return { ownRegeneration, shielded, armor };
}

/**
 * CR 701.8a: destroy a permanent. Returns the object it became in the graveyard, or undefined when it stayed
 * (indestructible, 702.12b; regenerated, 701.19a) or was not on the battlefield.
 */
export function destroyPermanent(s: GameState, out: Outcome, id: string, opts: DestroyOptions = {}): GameObject | undefined {
  const o = s.objects.get(id);
  if (!o || o.zone !== 'battlefield') return undefined;
  // What replaces the destruction is read before anything is written: one layer pass for every question below.
  // When nothing replaces it (the usual case), what moving it to the graveyard reads too (zones.ts `graveyardReads`): the
  // move follows with nothing written in between.
  const replaced = whileUnchanged(s, () => {
    const r = destructionReplacements(s, o, opts);
    return r && r.armor.length === 0 && !r.shielded ? { ...r, reads: graveyardReads(s, o) } : r;
  });
  if (!replaced) {
    out.note({ why: msg('rules.game.indestructible', { card: o.faceDown ? 'none' : o.card.name, noun: objectNoun(o) }), cr: ['702.12b'] });
    return undefined;
  }
  const { ownRegeneration, shielded, armor } = replaced;
  if (armor.length > 0) {
    if (armor.length > 1 || shielded) (s.unchosenTargets ??= []).push({ sourceName: armor[0]!.card.name, text: 'umbra armor', what: 'choice' });
    o.damage = 0;
    s.deathtouched.delete(o.id);
    destroyPermanent(s, out, armor[0]!.id);
    return undefined;
  }
  if (shielded) {
    // CR 701.19a, 614.8: the shield is used up; all damage is removed, it is tapped and removed from combat. With its own
    // static regeneration (701.19b) and a shield both, which applies is its controller's choice (616.1): the engine applies
    // the static one, keeping the shield, a choice no step made.
    if (ownRegeneration && (o.regenerationShields ?? 0) > 0) (s.unchosenTargets ??= []).push({ sourceName: o.card.name, text: 'regenerate', what: 'choice' });
    if (!ownRegeneration) o.regenerationShields! -= 1;
    o.damage = 0;
    s.deathtouched.delete(o.id);
    if (!o.tapped) tapObject(s, out, o);
    removeFromCombat(s, out, o.id);
    out.note({ why: msg('rules.act.regenerated', { card: o.faceDown ? 'none' : o.card.name, noun: objectNoun(o) }), cr: ['701.19a', '614.8'] });
    return undefined;
  }
  return ('reads' in replaced ? moveToGraveyardRead(s, out, replaced.reads) : moveObject(s, out, id, 'graveyard')) ?? undefined;
}
