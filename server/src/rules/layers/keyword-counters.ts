// Keyword counters as continuous effects (CR 122.1b, 613.1f): each kind of keyword counter on a permanent grants its
// keyword in layer 6, ordered by the counters' timestamp (613.7c) among the other layer-6 effects — so an "loses all
// abilities" effect that began after the counter was put on removes the keyword, and one that began before doesn't.

import type { Unit, Working } from './types';
import { lookupTable } from '../../model/lookup-table';

/** CR 122.1b: the keywords a keyword counter can be (and their variants). */
const KEYWORD_COUNTERS: Record<string, string> = lookupTable({
  flying: 'Flying', 'first strike': 'First strike', 'double strike': 'Double strike', deathtouch: 'Deathtouch', decayed: 'Decayed',
  exalted: 'Exalted', haste: 'Haste', hexproof: 'Hexproof', indestructible: 'Indestructible', lifelink: 'Lifelink', menace: 'Menace',
  reach: 'Reach', shadow: 'Shadow', trample: 'Trample', vigilance: 'Vigilance',
});

const NO_SPAN = { start: 0, end: 0 };

/**
 * One layer-6 effect per kind of keyword counter on a permanent: it affects that permanent only (a fixed set) and has
 * the counters' timestamp (CR 613.7c: all counters of a kind share the newest one), or the permanent's when none was
 * recorded (it entered with them, 613.7d).
 */
export function keywordCounterUnits(world: Map<string, Working>): Unit[] {
  const out: Unit[] = [];
  for (const w of world.values()) {
    if (w.obj.zone !== 'battlefield') continue;
    // (for…in: the same keys in the same order as Object.entries, without a list of pairs per permanent per pass.)
    for (const name in w.obj.counters) {
      const n = w.obj.counters[name]!;
      const kw = KEYWORD_COUNTERS[name.toLowerCase()];
      if (!kw || n <= 0) continue;
      out.push({
        id: `${w.obj.id}#counter:${name.toLowerCase()}`,
        timestamp: w.obj.counterTimestamps?.[name] ?? w.obj.timestamp,
        sourceName: `${name.toLowerCase()} counter`,
        sourceId: w.obj.id,
        controller: w.obj.controller,
        parts: [{ kind: 'gain-keyword', target: { kind: 'self' }, keywords: [kw], duration: 'permanent', span: NO_SPAN }],
        kind: 'resolved',
        fixed: [w.obj.id],
        filter: null,
        selfOnly: true,
      });
    }
  }
  return out;
}

/**
 * CR 702.62a: a creature spell cast by its suspend "gains haste until you lose control of the spell or the permanent it
 * becomes": a layer-6 effect on that permanent while its controller is the one who cast it (rules/game/keyword-trigger-resolution.ts).
 * OPEN QUESTION: a permanent whose control left that player and came back would have lost the effect for good; the
 * engine keeps no record of that and gives it haste again.
 */
export function suspendHasteUnits(world: Map<string, Working>): Unit[] {
  const out: Unit[] = [];
  for (const w of world.values()) {
    if (w.obj.zone !== 'battlefield' || w.obj.suspendHasteFor === undefined || w.obj.suspendHasteFor !== w.obj.controller) continue;
    out.push({
      id: `${w.obj.id}#suspend-haste`, timestamp: w.obj.timestamp, sourceName: 'suspend', sourceId: w.obj.id, controller: w.obj.controller,
      parts: [{ kind: 'gain-keyword', target: { kind: 'self' }, keywords: ['Haste'], duration: 'permanent', span: NO_SPAN }],
      kind: 'resolved', fixed: [w.obj.id], filter: null, selfOnly: true,
    });
  }
  return out;
}
