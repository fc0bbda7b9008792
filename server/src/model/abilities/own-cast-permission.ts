// A card's own permission to be cast from a zone other than its owner's hand (CR 113.6f, 601.3): "You may cast ~ from
// your graveyard", "… from exile", "… from your graveyard or from exile" — maybe under a condition ("… if you gained life
// this turn", "… as long as you control a Zombie", CR 604.1: a static ability that functions only while the condition
// holds), maybe the only zone it may be cast from ("…, but not from anywhere else", CR 101.2). Read from the words, for
// effect-descriptors.ts and rules/effects/permission-effects.ts, rules/game/casting.ts.

import type { Condition, Effect } from '../types';

export type OwnCastZone = 'graveyard' | 'exile';

const SELF_CAST_ZONES: Readonly<Record<string, readonly OwnCastZone[]>> = Object.assign(Object.create(null) as Record<string, readonly OwnCastZone[]>, {
  'your graveyard': ['graveyard'],
  exile: ['exile'],
  'your graveyard or from exile': ['graveyard', 'exile'],
});

/**
 * CR 113.6f, 601.3, 109.5: the zones a card's own plain permission "You may cast ~ from your graveyard", "… from exile",
 * "… from your graveyard or from exile" lets its owner cast it from; undefined for any other effect. CR 118.8, 118.9: a
 * permission with another cost is not this plain one (not carried out). With `onlyFrom` allowed, also "…, but not from
 * anywhere else" (CR 101.2), which ownCastPermission reports.
 */
export function selfCastZones(e: Effect, onlyFrom = false): readonly OwnCastZone[] | undefined {
  if (e.kind !== 'cast-from' || e.target.kind !== 'self' || e.thisTurn || e.landsAndSpells || e.look || e.altCost !== undefined || e.addCosts !== undefined || e.using !== undefined || (e.onlyFrom && !onlyFrom)) return undefined;
  return SELF_CAST_ZONES[e.target.from ?? ''];
}

export interface OwnCastPermission {
  zones: readonly OwnCastZone[];
  /** CR 604.1, 601.3: the permission exists only while this holds ("if …" or "as long as …" written after it). */
  condition?: Condition;
  /** CR 101.2: "…, but not from anywhere else": the card can't be cast from another zone, whatever allows it. */
  onlyFrom?: boolean;
  play: boolean;
  free: boolean;
}

/**
 * The card's own permission one of its effects states (`you may` around it, a trailing "if" / "as long as" condition
 * inside or around the "you may"), or undefined. The condition is returned as written; whether the engine tells it is
 * the caller's question (effect-descriptors.ts conditionEvaluated).
 */
export function ownCastPermission(e: Effect): OwnCastPermission | undefined {
  let cur: Effect = e;
  let condition: Condition | undefined;
  for (let depth = 0; depth < 3; depth++) {
    if (cur.kind === 'optional') {
      if (cur.effects.length !== 1) return undefined;
      cur = cur.effects[0]!;
      continue;
    }
    if (cur.kind === 'conditional') {
      // One trailing condition ("if …", "as long as …"), no "instead" / "otherwise" form.
      if (condition || !cur.trailing || cur.instead || cur.effects.length !== 1 || cur.condition.kind === 'player-does' || cur.condition.kind === 'unless-pay' || cur.condition.kind === 'if-you-do' || cur.condition.kind === 'if-you-dont') return undefined;
      condition = cur.condition;
      cur = cur.effects[0]!;
      continue;
    }
    break;
  }
  if (cur.kind !== 'cast-from') return undefined;
  const zones = selfCastZones(cur, true);
  if (!zones) return undefined;
  return { zones, play: cur.play, free: cur.free, ...(condition ? { condition } : {}), ...(cur.onlyFrom ? { onlyFrom: true } : {}) };
}
