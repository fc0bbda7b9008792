// Whether a spell was kicked (CR 702.33d: its controller declared the intention to pay a kicker cost), and whether the
// permanent a resolved spell became was (400.7d: a permanent's abilities can refer to the costs paid to cast the spell
// that became it; 702.33e: "if it was kicked" is linked to its kicker).

import type { GameState } from '../state/game-state';
import { castKeywordRule } from '../../model/abilities/keyword-abilities';

/** How many times the object was kicked: a spell on the stack, or the permanent it became; undefined elsewhere (a new object, 400.7, whose past the engine doesn't keep). */
export function timesKicked(s: GameState, id: string): number | undefined {
  const o = s.objects.get(id);
  if (!o) return undefined;
  if (o.zone === 'stack') return o.spell?.kicked ?? 0;
  if (o.zone === 'battlefield') return o.kicked ?? 0;
  return undefined;
}

/**
 * Whether keyword `keyword`'s cost was paid to cast the object (CR 601.2b, 601.2f: "if its evoke cost was paid",
 * 702.74a), a spell or the permanent it became (400.7d); undefined elsewhere, or for a keyword whose cost the engine
 * doesn't keep (CAST_KEYWORDS are the ones it pays).
 */
export function keywordCostPaid(s: GameState, id: string, keyword: string): boolean | undefined {
  const o = s.objects.get(id);
  const k = keyword.toLowerCase();
  if (!o || !castKeywordRule(k)) return undefined;
  if (k === 'kicker' || k === 'multikicker') return (timesKicked(s, id) ?? 0) > 0;
  if (o.zone === 'stack') return !!o.spell?.costsPaid?.includes(k);
  if (o.zone === 'battlefield') return !!o.costsPaid?.includes(k);
  return undefined;
}

/**
 * CR 702.33f: whether the kicker cost written `cost` ("{1}{U}") was paid to cast the object — "if it was kicked with its
 * {1}{U} kicker" —, a spell or the permanent it became (400.7d); undefined elsewhere. rules/game/casting.ts keeps each
 * kicker cost paid with the costs paid ("kicker {1}{U}").
 */
export function kickerCostPaid(s: GameState, id: string, cost: string): boolean | undefined {
  const o = s.objects.get(id);
  if (!o) return undefined;
  const paid = o.zone === 'stack' ? o.spell?.costsPaid : o.zone === 'battlefield' ? o.costsPaid : undefined;
  if (o.zone !== 'stack' && o.zone !== 'battlefield') return undefined;
  const want = `kicker ${cost}`.replace(/\s+/g, '').toUpperCase();
  return !!paid?.some((p) => p.replace(/\s+/g, '').toUpperCase() === want);
}

/**
 * The mana spent to cast the object (CR 601.2h), as symbols ("{B}{B}{G}"; "" none): a spell on the stack, or the
 * permanent it became (400.7d). Undefined when not known: cast without the scenario paying mana, a copy (707.10: not
 * cast), or elsewhere.
 * OPEN QUESTION: whether a copy of a spell reads the mana spent to cast the original the CR doesn't say; unknown here.
 */
export function manaSpentToCast(s: GameState, id: string): string | undefined {
  const o = s.objects.get(id);
  if (!o || o.spellCopy) return undefined;
  if (o.zone === 'stack') return o.spell?.manaSpent;
  if (o.zone === 'battlefield') return o.wasCast ? o.manaSpent : '';
  return undefined;
}
