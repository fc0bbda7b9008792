// An instruction's amount counted for the player the instruction names: "Each player loses 1 life for each creature they
// control", "target opponent loses life equal to the number of cards in their graveyard", "each player draws a card for
// each creature card in their graveyard", "~ deals damage to target player equal to the number of cards in that player's
// hand". "They" / "their" / "that player" is the player who gains or loses the life (CR 119.3), draws (121.1), discards
// or is dealt the damage (120.3); each such player's amount is counted on their own as the
// instruction is followed (608.2h). Read here as the same amount written "you control" / "your graveyard" for that
// player (`theirAmount`), which the descriptors check and rules/effects counts with that player as "you".

import type { Amount, Effect, ObjectFilter, Quantity } from '../types';

/** "in their graveyard", "in that player's hand": the zone of the player the sentence is about. */
const THEIR_ZONE = /^(?:in|from) (?:that player's|their) (?:hand|library|graveyard)$/;

/** Words of a filter that name a player other than the one the sentence is about ("you control", "target player's hand"). */
function namesOtherPlayer(f: ObjectFilter): boolean {
  return (f.controller !== undefined && f.controller !== 'any') || f.controlledBy !== undefined || !!f.thatPlayerOrPlaneswalker || !!f.controlledByChosenPlayer
    || !!f.ownedBy || !!f.ownedByYou || !!f.notYours || (f.zonePhrase !== undefined && !THEIR_ZONE.test(f.zonePhrase)) || f.zone === 'any-graveyard';
}

/** Whether a filter names the sentence's player ("they control", "that player controls", "their graveyard"). */
function namesTheirs(f: ObjectFilter): boolean {
  return !!f.controlledByThatPlayer || !!f.zoneTheir || (f.zonePhrase !== undefined && THEIR_ZONE.test(f.zonePhrase)) || !!f.anyOf?.some(namesTheirs);
}

/** The filter with the sentence's player written as "you" ("creatures you control", "your graveyard"); undefined when it
 * also names another player (or its alternatives do). */
function asYours(f: ObjectFilter): ObjectFilter | undefined {
  if (namesOtherPlayer(f)) return undefined;
  const alternatives = f.anyOf?.map(asYours);
  if (alternatives?.some((a) => a === undefined)) return undefined;
  const theirZone = f.zonePhrase !== undefined && THEIR_ZONE.test(f.zonePhrase);
  return {
    ...f,
    ...(f.controlledByThatPlayer ? { controlledByThatPlayer: undefined, theyControl: undefined, controller: 'you' as const } : {}),
    ...(f.zoneTheir || theirZone ? { zoneTheir: undefined, zonePhrase: undefined } : {}),
    ...(alternatives ? { anyOf: alternatives as ObjectFilter[] } : {}),
  };
}

interface Reading { found: boolean; failed: boolean }

function filterIn(f: ObjectFilter, r: Reading): ObjectFilter {
  if (!namesTheirs(f)) {
    if (namesOtherPlayer(f)) r.failed = true;
    return f;
  }
  const y = asYours(f);
  if (!y) { r.failed = true; return f; }
  r.found = true;
  return y;
}

function quantityIn(q: Quantity, r: Reading): Quantity {
  if (q.kind === 'count') return { ...q, filter: filterIn(q.filter, r) };
  // "each opponent loses life equal to the life they lost this turn" (CR 119.3): that player's own tally.
  if (q.kind === 'tally' && (q.who === 'they' || q.who === 'that-player')) {
    r.found = true;
    return { ...q, who: 'you' };
  }
  if (q.kind === 'twice' || q.kind === 'plus' || q.kind === 'minus' || q.kind === 'half') return { ...q, of: quantityIn(q.of, r) } as Quantity;
  if (q.kind === 'sum') return { ...q, of: [quantityIn(q.of[0], r), quantityIn(q.of[1], r)] };
  return q;
}

function amountIn(a: Amount, r: Reading): Amount {
  if (a.kind === 'for-each') return { ...a, per: filterIn(a.per, r) };
  if (a.kind === 'equal-to') return { ...a, quantity: quantityIn(a.quantity, r) };
  if (a.kind === 'times') return { ...a, of: quantityIn(a.of, r) };
  return a;
}

/**
 * The effect with its amount read for the player it names (CR 608.2h), when its amount counts "their" objects and nothing
 * of another player: a life change or a draw by the players it names, or damage to players; undefined
 * otherwise (no "their" words, or words of another player beside them: not read).
 */
export function theirAmount(e: Effect): Effect | undefined {
  const r: Reading = { found: false, failed: false };
  let out: Effect;
  if (e.kind === 'life') {
    if (e.who === undefined || e.who === 'you') return undefined;
    out = { ...e, amount: amountIn(e.amount, r), ...(e.whereX ? { whereX: quantityIn(e.whereX, r) } : {}) } as Effect;
  } else if (e.kind === 'draw') {
    if (e.who === undefined || e.who === 'you') return undefined;
    out = { ...e, ...(e.per ? { per: filterIn(e.per, r) } : {}), ...(e.perCount ? { perCount: quantityIn(e.perCount, r) } : {}), ...(e.equalTo ? { equalTo: quantityIn(e.equalTo, r) } : {}), ...(e.whereX ? { whereX: quantityIn(e.whereX, r) } : {}) };
  } else if (e.kind === 'damage') {
    if (e.to.kind !== 'player' || (e.source && e.source.kind !== 'self' && e.source.kind !== 'it')) return undefined;
    out = { ...e, amount: amountIn(e.amount, r), ...(e.whereX ? { whereX: quantityIn(e.whereX, r) } : {}) } as Effect;
  } else return undefined;
  return r.found && !r.failed ? out : undefined;
}
