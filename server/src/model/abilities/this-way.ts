// "for each creature destroyed this way", "for each card exiled this way" (CR 608.2c): which "<objects> <verb> this
// way" quantities the engine counts (rules/state/this-way-count.ts) — objects, not counters, with a verb whose moves the
// turn's history records; "that player controlled" is not told — and whether the ability has an instruction that does
// the verb before it (its deed).

import type { Effect, Quantity } from '../types';
import { lookupTable } from '../lookup-table';

/** The verbs counted: destroyed (CR 701.8a), exiled (406.1), discarded (701.9a), milled (701.17a); put into your / a
 * graveyard (400.7, 404.1: "for each creature card put into your graveyard this way" after a mill); tapped (701.26a) and
 * revealed (701.20a: "Reveal any number of red cards in your hand. … X is the number of cards revealed this way"), told
 * from the resolution's own events (rules/queries/this-way-events.ts). Each with the model's marks of an instruction
 * that does it (the kinds, `how`s and actions), its deed. */
const DEED: Readonly<Record<string, RegExp>> = lookupTable<Record<string, RegExp>>({
  destroyed: /"how":"destroy"|"kind":"destroy/,
  exiled: /"how":"exile"|"kind":"exile/,
  discarded: /"discard"|"kind":"discard/,
  milled: /"kind":"mill"|"action":"mill"/,
  'put into your graveyard': /"kind":"mill"|"action":"mill"|"graveyard"|"how":"destroy"|"how":"sacrifice"|"discard"/,
  'put into a graveyard': /"kind":"mill"|"action":"mill"|"graveyard"|"how":"destroy"|"how":"sacrifice"|"discard"/,
  tapped: /"kind":"tap"/,
  revealed: /"kind":"reveal/,
});

/** The verbs counted (above). */
export const THIS_WAY_VERBS: ReadonlySet<string> = new Set(Object.keys(DEED));

/** The verbs told from the resolution's events rather than the turn's history (no object moves): tapped, revealed. */
export const THIS_WAY_EVENT_VERBS: ReadonlySet<string> = new Set(['tapped', 'revealed']);

/** Whether "<objects> <verb> this way" is one the engine counts. */
export function thisWayCounted(q: Quantity): boolean {
  return q.kind === 'this-way' && THIS_WAY_VERBS.has(q.verb) && !q.controlledBy && !/\bcounters?$/.test(q.filter.text);
}

/** Whether `x` holds a "this way" quantity where thisWayParts' JSON.stringify would meet it (own enumerable keys). */
function holdsThisWay(x: unknown): boolean {
  if (x === null || typeof x !== 'object') return false;
  if ((x as { kind?: unknown }).kind === 'this-way') return true;
  if (Array.isArray(x)) {
    for (const v of x) if (holdsThisWay(v)) return true;
    return false;
  }
  for (const k in x) if (Object.prototype.hasOwnProperty.call(x, k) && holdsThisWay((x as Record<string, unknown>)[k])) return true;
  return false;
}

/** The verbs of the "<objects> <verb> this way" quantities in `x`, and `x` written without them. */
function thisWayParts(x: unknown): { verbs: string[]; rest: string } {
  const verbs: string[] = [];
  const rest = JSON.stringify(x, (_k, v: unknown) => {
    if (v && typeof v === 'object' && (v as { kind?: unknown }).kind === 'this-way') {
      verbs.push(String((v as { verb?: unknown }).verb));
      return undefined;
    }
    return v;
  }) ?? '';
  return { verbs, rest };
}

/**
 * CR 608.2c, 601.2h, 602.2b: whether instruction `i` of `effects` counts "<objects> <verb> this way" with no instruction
 * of the ability before it (nor a part of its own) doing that verb, so its deed can only be a cost ("As an additional
 * cost to cast this spell, discard X cards. … for each card discarded this way", "Tap an untapped creature you control:
 * … the creature tapped this way"). The engine counts "this way" from the start of the resolution
 * (rules/state/this-way-count.ts, rules/queries/this-way-events.ts) and would count nothing: such an instruction is not
 * carried out. A conservative reading: an earlier instruction doing the verb anywhere in the ability is taken as the
 * deed; no cost ever is.
 */
export function thisWayWithoutDeed(effects: readonly Effect[], i: number): boolean {
  // Most instructions count nothing "this way": found by a walk, without writing the instruction out (issue 27).
  if (!holdsThisWay(effects[i])) return false;
  const { verbs, rest } = thisWayParts(effects[i]);
  if (verbs.length === 0) return false;
  const before = JSON.stringify(effects.slice(0, i));
  return verbs.some((verb) => {
    const deed = DEED[verb];
    return deed !== undefined && !deed.test(before) && !deed.test(rest);
  });
}
