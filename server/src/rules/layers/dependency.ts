// The order effects apply in within one layer or sublayer (CR 613.3, 613.7, 613.8): characteristic-defining
// abilities first, then timestamp order, except that an effect that depends on another waits until just after it;
// effects in a dependency loop go by timestamp; the order is re-evaluated after each effect applies.

import type { Working, CharKey } from './types';
import type { Layer, Unit } from './types';
import { hasPartIn } from './units';
import { applyUnit, cloneWorld, exists, signature } from './apply';

/**
 * CR 613.3 (CDAs first), 613.7 (timestamps). At an equal timestamp an ability granted by an effect stays after the
 * object's own (613.7a: the object's new timestamp keeps their relative order); the id breaks other ties.
 */
function byOrder(a: Unit, b: Unit): number {
  return (
    Number(b.kind === 'cda') - Number(a.kind === 'cda') ||
    a.timestamp - b.timestamp ||
    Number(!!a.granted) - Number(!!b.granted) ||
    a.id.localeCompare(b.id)
  );
}

/**
 * CR 613.8a: A depends on B when both apply in this layer, applying B would change whether A exists or what it
 * applies to, and neither or both are characteristic-defining. "What it does" is not compared: the only modeled
 * results that read the game state are P/T CDAs (7a, CR 604.3), which count objects by what layers 4–6 decided and by
 * zones, and no other 7a effect changes those (a count by power is not carried out, model/abilities/cda.ts).
 * OPEN QUESTION for effects that will read P/T ("+1/+1 for each creature with power 4 or greater"). An effect whose set
 * is already fixed (a resolved
 * spell's, 611.2c, or one that began in an earlier layer, 613.6) and whose result doesn't read the game state can't
 * be changed by another, so it depends on nothing.
 */
function dependencies(remaining: Unit[], world: Map<string, Working>, layer: Layer, started: Set<Unit>): Map<Unit, Set<Unit>> {
  const deps = new Map<Unit, Set<Unit>>(remaining.map((u) => [u, new Set<Unit>()]));
  for (const a of remaining) {
    if (a.kind === 'resolved' || started.has(a)) continue;
    const before = signature(a, world, false);
    for (const b of remaining) {
      if (b === a || (a.kind === 'cda') !== (b.kind === 'cda') || !exists(b, world, started.has(b))) continue;
      const trial = cloneWorld(world);
      applyUnit(b, trial, layer, false);
      if (signature(a, trial, false) !== before) deps.get(a)!.add(b);
    }
  }
  return deps;
}

function reaches(from: Unit, to: Unit, deps: Map<Unit, Set<Unit>>): boolean {
  const seen = new Set<Unit>();
  const stack = [from];
  while (stack.length > 0) {
    const u = stack.pop()!;
    for (const d of deps.get(u) ?? []) {
      if (d === to) return true;
      if (!seen.has(d)) {
        seen.add(d);
        stack.push(d);
      }
    }
  }
  return false;
}

const KEY_OF_LAYER: Record<Layer, CharKey> = { '4': 'types', '5': 'colors', '6': 'abilities', '7a': 'power', '7b': 'power', '7c': 'power', '7d': 'power' };

/** Apply every unit with a part in `layer`, in CR 613 order. `started` collects the units that have begun to apply (613.6). */
export function applyLayer(units: readonly Unit[], world: Map<string, Working>, layer: Layer, started: Set<Unit>): void {
  let remaining = units.filter((u) => hasPartIn(u, layer));
  // One effect in the layer (the usual case): nothing to order it against, no dependency (CR 613.8a needs two), so it
  // applies at once, as the loop below would do it, without the loop's maps and lists.
  if (remaining.length === 1) {
    const only = remaining[0]!;
    if (!exists(only, world, started.has(only))) return;
    const ids = applyUnit(only, world, layer, true);
    if (!only.fixed) only.fixed = ids;
    started.add(only);
    return;
  }
  for (let guard = 0; remaining.length > 0 && guard < 500; guard++) {
    // CR 613.8c: re-evaluated after each effect applies.
    const deps = remaining.length > 1 ? dependencies(remaining, world, layer, started) : new Map<Unit, Set<Unit>>();
    // CR 613.8b: a dependency inside a loop is ignored; the loop's effects go by timestamp.
    const waitsFor = (a: Unit) => [...(deps.get(a) ?? [])].filter((b) => !reaches(b, a, deps));
    const ready = remaining.filter((a) => waitsFor(a).length === 0).sort(byOrder);
    const pick = ready[0] ?? [...remaining].sort(byOrder)[0]!;
    remaining = remaining.filter((u) => u !== pick);
    if (!exists(pick, world, started.has(pick))) continue;
    const ids = applyUnit(pick, world, layer, true);
    // CR 613.6: once it starts to apply, it keeps applying to the same objects in the later layers.
    if (!pick.fixed) pick.fixed = ids;
    started.add(pick);
    const after = [...(deps.get(pick) ?? [])];
    if (after.length === 0) continue;
    const looped = after.filter((b) => reaches(b, pick, deps));
    const waited = after.filter((b) => !looped.includes(b));
    for (const id of ids) {
      const w = world.get(id);
      if (!w) continue;
      if (waited.length > 0) {
        w.prov[KEY_OF_LAYER[layer]].push({ layer, source: pick.sourceName, detail: `applied after ${waited.map((b) => b.sourceName).join(', ')}: it depends on ${waited.length > 1 ? 'them' : 'it'}`, cr: ['613.8a', '613.8b'] });
      }
      if (looped.length > 0) {
        w.prov[KEY_OF_LAYER[layer]].push({ layer, source: pick.sourceName, detail: `dependency loop with ${looped.map((b) => b.sourceName).join(', ')}: timestamp order`, cr: ['613.8b'] });
      }
    }
  }
}
