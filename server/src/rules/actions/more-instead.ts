// Static replacements that change how many counters are put on a permanent (CR 614.1a, 122.6): "If one or more +1/+1
// counters would be put on a creature you control, that many plus one +1/+1 counters are put on it instead", "If an
// effect would put one or more counters on a permanent you control, it puts twice that many … instead". Each applies
// once to an event (614.5), in the order of its source's timestamp.
// OPEN QUESTION (616.1): with two or more that apply, the affected permanent's controller chooses the order (plus one
// then twice, or twice then plus one); the engine applies them by timestamp, and notes each.
// Tokens too (CR 614.1a, 111.1): "If an effect would create one or more tokens under your control, it creates twice that
// many of those tokens instead", "If you would create one or more Treasure tokens, instead create those tokens plus an
// additional Treasure token", "… those tokens plus that many 1/1 green Squirrel creature tokens are created instead":
// each once to one creation event (614.5), by timestamp; when two apply and another order would create other tokens,
// the outcome rests on the creating player's choice of order (616.1), recorded as a choice never made.

import type { Effect, TokenSpec } from '../../model/types';
import type { Outcome } from '../state/events';
import type { GameObject, GameState, PlayerId } from '../state/game-state';
import { battlefieldObjects, restOn } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import { replacementOrders } from '../state/replacement-orders';
import { matchesFilter } from '../state/filters';
import { keywordsOf } from '../state/objects';
import { msg } from '../../i18n';

type MoreInstead = Extract<Effect, { kind: 'more-instead' }>;

/** The new number from the old one (CR 614.1a: "twice that many", "that many plus one", "that many minus one"). */
function changed(change: MoreInstead['change'], n: number): number {
  if (change === 'twice') return n * 2;
  if (change === 'plus-one') return n + 1;
  if (change === 'minus-one') return Math.max(0, n - 1);
  return n;
}

/** Whether the replacement's object phrase ("a creature you control", "~") names `obj`, said from its source `src`. */
function names(s: GameState, e: MoreInstead, obj: GameObject, src: GameObject): boolean {
  const on = e.on;
  if (!on) return false;
  if (on.kind === 'self') return obj.id === src.id;
  if (on.kind !== 'chosen' && on.kind !== 'all') return false;
  const ch = computeCharacteristics(s, obj);
  return matchesFilter(obj, { ...ch, keywords: keywordsOf(ch.abilities) }, on.filter, { combat: s.combat, controller: src.controller, sourceId: src.id, chosen: src.chosen });
}

/**
 * CR 614.1a, 122.6: how many `counter` counters are put on permanent `obj` (on the battlefield or entering it) once the
 * static replacements that apply have changed `count`; `byEffect`: an effect puts them (not a cost, 614.1a's "an effect
 * would put …").
 */
export function countersAfterReplacement(s: GameState, out: Outcome, obj: GameObject, counter: string, count: number, byEffect = true): number {
  if (count <= 0) return count;
  let n = count;
  const sources = battlefieldObjects(s).sort((a, b) => a.timestamp - b.timestamp);
  for (const src of sources) {
    const ch = computeCharacteristics(s, src);
    for (const ref of ch.abilities) {
      if (ref.ability.kind !== 'static' || (ref.ability.unsimulated ?? []).length > 0) continue;
      for (const e of ref.ability.effects ?? []) {
        if (e.kind !== 'more-instead' || e.what !== 'counters' || (e.byEffect && !byEffect)) continue;
        if (e.counter && e.counter !== counter) continue;
        if (!names(s, e, obj, src)) continue;
        const before = n;
        n = changed(e.change, n);
        out.note({ why: msg('rules.act.counters-instead', { source: ch.name ?? src.card.name, before, after: n }), cr: ['614.1a', '122.6'] });
      }
    }
  }
  return n;
}

/** One kind of token of a creation event and how many (CR 111.1); `copy`: copies of an object (707.2), no `token`. */
export interface TokenGroup { n: number; token?: TokenSpec; tapped?: boolean }

/** The static token replacements of permanents `controller` controls, by timestamp (model: `moreTokensCarriedOut`). */
function tokenReplacements(s: GameState, controller: PlayerId): { e: MoreInstead; src: GameObject; name: string; text: string }[] {
  const out: { e: MoreInstead; src: GameObject; name: string; text: string }[] = [];
  for (const src of battlefieldObjects(s).sort((a, b) => a.timestamp - b.timestamp)) {
    if (src.controller !== controller) continue;
    const ch = computeCharacteristics(s, src);
    for (const ref of ch.abilities) {
      if (ref.ability.kind !== 'static' || (ref.ability.unsimulated ?? []).length > 0) continue;
      for (const e of ref.ability.effects ?? []) if (e.kind === 'more-instead' && e.what === 'tokens') out.push({ e, src, name: ch.name ?? src.card.name, text: ref.ability.text });
    }
  }
  return out;
}

/** One replacement applied to a creation event's groups (CR 614.1a): twice each, one more Treasure, that many Squirrels. */
function tokensChanged(e: MoreInstead, groups: readonly TokenGroup[]): TokenGroup[] | undefined {
  const total = groups.reduce((k, g) => k + g.n, 0);
  if (total <= 0) return undefined;
  if (e.change === 'twice') return groups.map((g) => ({ ...g, n: g.n * 2 }));
  // CR 111.10: "those tokens plus an additional Treasure token": only an event that creates one of that kind.
  if (e.change === 'plus-one' && e.token) return groups.some((g) => g.n > 0 && g.token?.predefined === e.token) ? [...groups, { n: 1, token: { cardTypes: [], subtypes: [], keywords: [], predefined: e.token } }] : undefined;
  if (e.change === 'plus-that-many' && e.newToken) return [...groups, { n: total, token: e.newToken.token, ...(e.newToken.tapped ? { tapped: true } : {}) }];
  return undefined;
}

const groupsKey = (groups: readonly TokenGroup[]) => groups.map((g) => `${g.n}:${g.token ? JSON.stringify(g.token) : 'copy'}`).join('|');

/**
 * CR 614.1a, 111.1, 616.1: the tokens an effect creates under `controller`'s control once the static replacements that
 * apply have changed the event: each group's count, and groups added ("plus an additional Treasure token").
 */
export function tokensAfterReplacement(s: GameState, out: Outcome, controller: PlayerId, groups: readonly TokenGroup[]): TokenGroup[] {
  const list = tokenReplacements(s, controller);
  if (list.length === 0) return [...groups];
  const run = (order: typeof list) => {
    let g: TokenGroup[] = [...groups];
    const used: typeof list = [];
    for (const r of order) {
      const next = tokensChanged(r.e, g);
      if (next) { g = next; used.push(r); }
    }
    return { g, used };
  };
  const { g, used } = run(list);
  // CR 616.1: another order of the ones that apply could create other tokens: the player's choice, never made here.
  if (used.length > 1 && used.length <= 5) {
    if (new Set(replacementOrders(used).map((o) => groupsKey(run(o).g))).size > 1) for (const r of used) restOn(s, { sourceName: r.src.card.name, text: r.text, what: 'choice' });
  }
  const before = groups.reduce((k, x) => k + x.n, 0);
  const after = g.reduce((k, x) => k + x.n, 0);
  for (const r of used) out.note({ why: msg('rules.act.tokens-instead', { source: r.name, before, after }), cr: ['614.1a', '111.1'] });
  return g;
}
