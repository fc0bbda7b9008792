// "for each card discarded this way", "the creature tapped this way" (CR 608.2c): "this way" names what an instruction
// of the same ability did before it. The engine counts from the start of the resolution (rules/state/this-way-count.ts,
// rules/queries/this-way-events.ts), so a "this way" whose only deed is a cost ("As an additional cost to cast this
// spell, discard X cards. … for each card discarded this way", "Tap an untapped creature you control: … the creature
// tapped this way", CR 601.2h, 602.2b) would count nothing: such an instruction is not carried out.
// A conservative reading: an earlier instruction doing the same verb anywhere in the ability
// (or a part of the same instruction) is taken as the deed; no cost is ever taken as one.

import type { Effect } from '../types';
import { lookupTable } from '../lookup-table';

/** The model's marks of an instruction that does each counted verb (the kinds and `how`s that do it). */
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

/** Whether instruction `i` of `effects` counts "<objects> <verb> this way" with no instruction of the ability before it
 * (nor a part of its own) doing that verb: its deed can only be a cost, which the engine doesn't count. */
export function thisWayWithoutDeed(effects: readonly Effect[], i: number): boolean {
  const { verbs, rest } = thisWayParts(effects[i]);
  if (verbs.length === 0) return false;
  const before = JSON.stringify(effects.slice(0, i));
  return verbs.some((verb) => {
    const deed = DEED[verb];
    return deed !== undefined && !deed.test(before) && !deed.test(rest);
  });
}
