// Leveler cards (CR 711): a level symbol ("LEVEL 2-6") is a static ability meaning "as long as this creature has at least
// 2 and at most 6 level counters on it, it has base power and toughness [the striation's box] and has [the striation's
// abilities]" (711.2a–b). The abilities printed in a striation belong to it: the object has them only while its level
// counters are in range; with fewer than the first striation's N1 it has its printed (uppermost) P/T (711.5), and off the
// battlefield it has no level counters, so its printed P/T too (711.6).

import type { Effect } from '../../model/types';
import type { AbilityRef, GameObject } from '../state/game-state';
import type { Unit, Working } from './types';

export interface Striation {
  /** The level symbol's own line (a static ability, CR 711.2). */
  header: AbilityRef;
  min: number;
  max?: number;
  pt?: { power: number; toughness: number };
  /** The abilities printed in the striation (the P/T box and the symbol itself aside). */
  abilities: AbilityRef[];
}

const headerOf = (r: AbilityRef) => {
  const e = r.ability.kind === 'static' ? r.ability.effects?.[0] : undefined;
  return e?.kind === 'level-striation' ? e : undefined;
};

const NO_STRIATIONS: readonly Striation[] = Object.freeze([]);
/** A frozen list's striations (printed values, asked on every layer pass), found once per list. */
const striationsMemo = new WeakMap<readonly AbilityRef[], readonly Striation[]>();

/** The striations of an ability list in printed order (each runs to the next level symbol or the end, CR 711.3). */
export function striationsOf(abilities: readonly AbilityRef[]): readonly Striation[] {
  if (!Object.isFrozen(abilities)) return findStriations(abilities);
  let found = striationsMemo.get(abilities);
  if (!found) striationsMemo.set(abilities, (found = findStriations(abilities)));
  return found;
}

function findStriations(abilities: readonly AbilityRef[]): readonly Striation[] {
  if (!abilities.some((r) => headerOf(r))) return NO_STRIATIONS;
  const out: Striation[] = [];
  for (const r of abilities) {
    const h = headerOf(r);
    if (h) {
      out.push({ header: r, min: h.min, ...(h.max !== undefined ? { max: h.max } : {}), abilities: [] });
      continue;
    }
    const cur = out[out.length - 1];
    if (!cur || r.index < 0) continue;
    const box = r.ability.kind === 'static' ? r.ability.effects?.[0] : undefined;
    if (box?.kind === 'level-pt') cur.pt = { power: box.power, toughness: box.toughness };
    else cur.abilities.push(r);
  }
  return out;
}

/** Whether the object's level counters are in the striation's range now (CR 711.2a–b). */
export function inRange(obj: GameObject, st: Striation): boolean {
  const n = obj.counters['level'] ?? 0;
  return n >= st.min && (st.max === undefined || n <= st.max);
}

/**
 * The abilities the object has before layer 2 on: its printed ones without those of striations out of range (and without
 * every P/T box line, which is a value, not an ability). The level symbols stay: they are the static abilities.
 * OPEN QUESTION: CR 711.2 words a striation's abilities as had "as long as" the counters are in range, i.e. granted by
 * the level symbol's static ability in layer 6; here they are present or not from the start of the layers, which gives
 * the same answer unless an effect removes the level symbol but not the abilities it would grant.
 */
export function withoutStriationsOutOfRange(obj: GameObject, abilities: AbilityRef[]): AbilityRef[] {
  const striations = striationsOf(abilities);
  if (striations.length === 0) return abilities;
  const drop = new Set<AbilityRef>();
  for (const st of striations) {
    if (!inRange(obj, st)) for (const r of st.abilities) drop.add(r);
  }
  return abilities.filter((r) => !drop.has(r) && !(r.ability.kind === 'static' && r.ability.effects?.[0]?.kind === 'level-pt'));
}

/**
 * CR 711.2a–b, 613.4b: the striation in range sets the leveler's base power and toughness (layer 7b), with the object's
 * timestamp; it exists while the object has that level symbol (613.8a).
 */
export function levelUnits(world: Map<string, Working>): Unit[] {
  const out: Unit[] = [];
  for (const w of world.values()) {
    if (w.obj.zone !== 'battlefield' || w.obj.phasedOut) continue;
    for (const st of striationsOf(w.copiable.abilities)) {
      if (!st.pt || !inRange(w.obj, st)) continue;
      const part: Effect = { kind: 'set-base-pt', target: { kind: 'self' }, power: st.pt.power, toughness: st.pt.toughness, duration: 'permanent', span: st.header.ability.span };
      out.push({
        id: `${w.obj.id}#level${st.header.index}`, timestamp: w.obj.timestamp, sourceName: w.name ?? w.obj.card.name, sourceId: w.obj.id,
        controller: w.obj.controller, parts: [part], kind: 'static', fixed: null, filter: null, selfOnly: true, ability: st.header.ability,
      });
    }
  }
  return out;
}
