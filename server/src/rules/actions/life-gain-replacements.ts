// Static replacements of a player's life gain (CR 614.1a, 119.3): "If you would gain life, you gain twice that much
// life instead", "If an opponent would gain life, that player loses that much life instead", "…, that player gains no life
// instead" (the gain replaced by nothing: 0 life, no life-gain event, CR 119.9). Which lines these are is
// the model's (effect-descriptors.ts `lifeGainInstead`); each applies once to one life-gain event (614.5), in
// battlefield order. A gain replaced by a loss is no gain: nothing that applies to gaining life applies after it.
// CR 616.1: the player who would gain chooses the order of two that apply; when another order would give another
// result, the answer rests on that choice, which no step makes (recorded as a choice never made: inconclusive after it).

import { lifeGainInstead } from '../../model/abilities/effect-descriptors';
import type { GameObject, GameState, PlayerId } from '../state/game-state';
import { battlefieldObjects, restOn } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import { replacementOrders } from '../state/replacement-orders';

interface Held { holder: GameObject; how: 'twice' | 'lose' | 'none'; text: string }

/** The life-gain replacements on the battlefield that apply to `player`'s gain: "you" its controller, "an opponent" another. */
function heldFor(s: GameState, player: PlayerId): Held[] {
  const out: Held[] = [];
  for (const o of battlefieldObjects(s)) {
    for (const r of computeCharacteristics(s, o).abilities) {
      if (r.ability.kind !== 'static' || (r.ability.unsimulated ?? []).length > 0) continue;
      for (const e of r.ability.effects ?? []) {
        const how = lifeGainInstead(e);
        if (!how || e.kind !== 'instead') continue;
        if (e.who === 'you' ? o.controller !== player : o.controller === player) continue;
        out.push({ holder: o, how, text: r.ability.text });
      }
    }
  }
  return out;
}

/** Each in this order, once; a gain turned into a loss is no longer a gain, so the ones after don't apply (CR 614.6). */
function inOrder(list: readonly Held[], n: number): number {
  let life = n;
  for (const h of list) {
    if (life <= 0) break;
    life = h.how === 'twice' ? life * 2 : h.how === 'none' ? 0 : -life;
  }
  return life;
}

/**
 * CR 614.1a, 119.3: the change to `player`'s life total once the static replacements of a gain of `n` life apply: a
 * positive number, life gained (twice as much); a negative one, life lost instead; 0, no life gained (CR 119.9: no
 * life-gain event, the caller records none). `n` itself when none applies.
 */
export function lifeGainReplaced(s: GameState, player: PlayerId, n: number): number {
  if (n <= 0) return n;
  const list = heldFor(s, player);
  if (list.length === 0) return n;
  const result = inOrder(list, n);
  // CR 616.1: another order could give another result: the player's choice, never made by a step.
  if (list.length > 1 && new Set(list.length <= 5 ? replacementOrders(list).map((o) => inOrder(o, n)) : [result, NaN]).size > 1) {
    for (const h of list) restOn(s, { sourceName: h.holder.card.name, text: h.text, what: 'choice' });
  }
  return result;
}

/**
 * A gain the engine doesn't replace (an exchange of life totals, CR 701.12c) while a replacement of it is on the
 * battlefield: what follows rests on that replacement (recorded, inconclusive after it).
 * OPEN QUESTION (701.12c, 614.1a): whether a life-gain replacement applies to the life an exchange gives a player.
 */
export function gainReplacementUnapplied(s: GameState, player: PlayerId): void {
  for (const h of heldFor(s, player)) restOn(s, { sourceName: h.holder.card.name, text: h.text, what: 'unsimulated' });
}
