// The costs of keywords that change how a spell is cast, as the engine pays them: an alternative cost (CR 702.34a
// flashback, 702.74a evoke, 118.9) or an optional additional cost (CR 702.33a kicker, 702.33c multikicker, 702.27a
// buyback, 702.42a entwine, 118.8): the instance's cost read as parts, its mana apart from its other parts (paid like any
// additional cost, 601.2h); which of them a caster pays, one reading for every such keyword (CAST_KEYWORDS).

import type { AbilityRef } from '../state/game-state';
import type { Condition, CostPart, KeywordAbility, ManaCost } from '../../model/types';
import { alternativeCostText } from '../../model/abilities/cost-parts';
import { ownFreeCast } from '../../model/abilities/effect-descriptors';
import { castKeywordCost, castKeywordRule, keywordCost } from '../../model/abilities/keyword-abilities';
import { costParts } from '../queries/cost-parts';
import { adjustGeneric, fromSymbols, parseManaCost } from '../state/mana';

export interface KeywordCastCost {
  /** The cost as written ("{4}{R}", "Sacrifice a land"). */
  text: string;
  mana: ManaCost | null;
  /** Its parts other than mana (CR 118.3), paid like additional costs (601.2h). */
  other: CostPart[];
}

/**
 * The cost of the first instance of `keyword` among a card's abilities that the engine pays, or undefined (none, an
 * instance without a single cost, or a part the engine can't read). `exactlyOne`: undefined when the card has more
 * than one instance (CR 702.33b: "Kicker A and/or B" is two kicker costs, and which was paid matters, 702.33f).
 */
export function keywordCastCost(abilities: readonly AbilityRef[], keyword: string, selfName: string, exactlyOne = false): KeywordCastCost | undefined {
  const instances = abilities.flatMap((r) => (r.ability.kind === 'keyword' ? r.ability.keywords.filter((x) => x.keyword.toLowerCase() === keyword) : []));
  if (instances.length === 0 || (exactlyOne && instances.length > 1)) return undefined;
  return instanceCost(instances[0]!, keyword, selfName);
}

/** The cost of one instance of `keyword` the engine pays, or undefined (a part it can't read). */
function instanceCost(instance: KeywordAbility, keyword: string, selfName: string): KeywordCastCost | undefined {
  // CR 702.133a, 702.81a: a keyword written without a cost has the one the rules give it ("Discard a card").
  const text = castKeywordRule(keyword) ? castKeywordCost(instance) : keywordCost(instance);
  if (text === undefined) return undefined;
  const parts = costParts(text, selfName);
  // A part counted by X is announced only as an ability is activated (CR 107.3a, rules/game/activation.ts).
  if (parts.some((p) => p.kind === 'unknown' || ('x' in p && p.x))) return undefined;
  const mana = parts.filter((p) => p.kind === 'mana').map((p) => (p as { cost: string }).cost).join('');
  return { text, mana: parseManaCost(mana || '{0}'), other: parts.filter((p) => p.kind !== 'mana') };
}

/**
 * CR 702.34a, 702.133a, 702.81a: the keyword that lets its owner cast this card from their graveyard — the one the caster
 * names (`cast … with jump-start`), else the card's first such keyword whose cost the engine reads — or undefined.
 */
export function graveyardKeyword(abilities: readonly AbilityRef[], selfName: string, named: readonly string[]): string | undefined {
  const ways = abilities.flatMap((r) => (r.ability.kind === 'keyword' ? r.ability.keywords.map((k) => k.keyword.toLowerCase()) : []))
    .filter((k) => castKeywordRule(k)?.from === 'graveyard' && keywordCastCost(abilities, k, selfName) !== undefined);
  return ways.find((k) => named.includes(k)) ?? (named.some((k) => castKeywordRule(k)?.from === 'graveyard') ? undefined : ways[0]);
}

/** The keyword costs chosen for a spell as it is cast (CR 601.2b), with their parts (601.2f). */
export interface ChosenKeywordCosts {
  /** The one alternative cost (CR 118.9a), paid instead of the mana cost. */
  alternative?: { keyword: string; cost: KeywordCastCost };
  /** Additional costs (CR 118.8), each paid `times` times (702.33c multikicker). */
  additional: { keyword: string; cost: KeywordCastCost; times: number }[];
  /** How many times it is kicked (kicker or multikicker, CR 702.33d). */
  kicked: number;
}

export interface KeywordCostRequest {
  /** Keywords the caster names (`cast … with buyback`), lower case. */
  named: readonly string[];
  /** Kicked this many times (CR 702.33a, 702.33c); 0: not kicked. */
  kicked: number;
  /** Which of the card's kicker costs are paid, by their mana ("{1}{U}"): "Kicker A and/or B" (CR 702.33b, 702.33f). */
  kickedWith?: readonly string[];
  /** The zone the card is cast from (CR 601.2a). */
  zone: string;
  /** Cast without paying its mana cost, or face down for {3}: an alternative cost already (CR 118.9a). */
  otherAlternative: boolean;
}

/**
 * The keyword costs a caster pays, read the one way for every keyword that is a way to cast its card (CAST_KEYWORDS):
 * a refusal `{ keyword, why }` when one can't be paid — the card has no such cost the engine reads ('missing'), the
 * card isn't in the zone the keyword casts it from ('zone'), a second alternative cost (118.9a, 'two-alternatives'),
 * a non-repeatable cost paid more than once ('repeat', 702.33c).
 */
export function chooseKeywordCosts(abilities: readonly AbilityRef[], selfName: string, req: KeywordCostRequest): ChosenKeywordCosts | { keyword: string; why: 'missing' | 'zone' | 'two-alternatives' | 'repeat' } {
  const out: ChosenKeywordCosts = { additional: [], kicked: 0 };
  const wanted: { keyword: string; times: number }[] = req.named.map((k) => ({ keyword: k.toLowerCase(), times: 1 }));
  // CR 702.33b, 702.33f: "Kicker A and/or B": the kicker costs named by their mana, each paid once (kicked-with.ts).
  if (req.kickedWith?.length) {
    const paid = kickerCostsNamed(abilities, selfName, req.kickedWith);
    if (!paid) return { keyword: 'kicker', why: 'missing' };
    out.additional.push(...paid.map((cost) => ({ keyword: 'kicker', cost, times: 1 })));
    out.kicked = paid.length;
  }
  if (req.kicked > 0 && !req.kickedWith?.length) {
    // CR 702.33c: multikicker is paid any number of times; a card with a single kicker cost is kicked once.
    const multi = keywordCastCost(abilities, 'multikicker', selfName, true) !== undefined;
    wanted.push({ keyword: multi ? 'multikicker' : 'kicker', times: req.kicked });
  }
  for (const w of wanted) {
    const rule = castKeywordRule(w.keyword);
    // CR 702.33b: two kicker costs ("Kicker A and/or B") — which was paid matters (702.33f): not one the engine pays.
    const cost = rule ? keywordCastCost(abilities, w.keyword, selfName, true) : undefined;
    if (!rule || !cost) return { keyword: w.keyword, why: 'missing' };
    if (rule.from && rule.from !== req.zone) return { keyword: w.keyword, why: 'zone' };
    if (w.times > 1 && !rule.repeatable) return { keyword: w.keyword, why: 'repeat' };
    if (rule.cost === 'alternative') {
      if (out.alternative || req.otherAlternative) return { keyword: w.keyword, why: 'two-alternatives' };
      out.alternative = { keyword: w.keyword, cost };
    } else if (rule.repeatable && out.additional.some((a) => a.keyword === w.keyword)) {
      // CR 702.56a: a cost paid any number of times, named once for each time (`with replicate with replicate`).
      out.additional.find((a) => a.keyword === w.keyword)!.times += w.times;
    } else if (!out.additional.some((a) => a.keyword === w.keyword)) {
      out.additional.push({ keyword: w.keyword, cost, times: w.times });
      if (w.keyword === 'kicker' || w.keyword === 'multikicker') out.kicked = w.times;
    }
  }
  return out;
}

/** The mana of the additional costs chosen, each as many times as it is paid (CR 601.2f), or undefined: none. */
export function additionalMana(chosen: ChosenKeywordCosts): ManaCost | undefined {
  const symbols = chosen.additional.flatMap((a) => Array.from({ length: a.times }, () => a.cost.mana?.symbols ?? []).flat());
  return symbols.length ? adjustGeneric(fromSymbols(symbols), 0) : undefined; // CR 118.7a: one generic number
}

/** The other parts of the additional costs chosen, and of the alternative cost, each as many times as it is paid (CR 601.2h). */
export function otherParts(chosen: ChosenKeywordCosts): CostPart[] {
  return [...(chosen.alternative?.cost.other ?? []), ...chosen.additional.flatMap((a) => Array.from({ length: a.times }, () => a.cost.other).flat())];
}

/**
 * CR 118.9: a card's own alternative cost ("You may pay {1}{B} rather than pay this spell's mana cost", or "If you
 * control a Mountain, you may sacrifice a creature rather than …"), with the condition it is written under; undefined
 * when the card has none, or one with a part the engine can't read.
 */
export function ownAlternativeCost(abilities: readonly AbilityRef[], selfName: string): (KeywordCastCost & { condition?: Condition }) | undefined {
  for (const r of abilities) {
    const a = r.ability;
    if (!('effects' in a)) continue;
    const top = (a.effects ?? [])[0];
    // "If …, you may cast this spell without paying its mana cost" (CR 118.9): the alternative cost {0}.
    if (top && ownFreeCast(top) && top.kind === 'conditional') return { text: '{0}', mana: parseManaCost('{0}'), other: [], condition: top.condition };
    const condition = top?.kind === 'conditional' && top.effects.length === 1 && top.effects[0]!.kind === 'alternative-cost' ? top.condition : undefined;
    if (!(top?.kind === 'alternative-cost' || condition)) continue;
    const text = alternativeCostText(a.text);
    if (text === undefined) return undefined;
    const parts = costParts(text, selfName);
    if (parts.some((p) => p.kind === 'unknown')) return undefined;
    const mana = parts.filter((p) => p.kind === 'mana').map((p) => (p as { cost: string }).cost).join('');
    return { text, mana: parseManaCost(mana || '{0}'), other: parts.filter((p) => p.kind !== 'mana'), ...(condition ? { condition } : {}) };
  }
  return undefined;
}

/**
 * CR 702.33b, 702.33f: the kicker costs of a card named by their mana (`kicked with {1}{U} and {R}`), each an instance of
 * its kicker keyword; undefined when one names no instance the engine pays, or names one twice (each is paid once).
 */
function kickerCostsNamed(abilities: readonly AbilityRef[], selfName: string, named: readonly string[]): KeywordCastCost[] | undefined {
  const instances = abilities.flatMap((r) => (r.ability.kind === 'keyword' ? r.ability.keywords.filter((x) => x.keyword.toLowerCase() === 'kicker') : []));
  const out: KeywordCastCost[] = [];
  for (const text of named) {
    const cost = instances.map((k) => instanceCost(k, 'kicker', selfName)).find((c) => c !== undefined && c.text.replace(/\s+/g, '').toUpperCase() === text.replace(/\s+/g, '').toUpperCase());
    if (!cost || out.some((c) => c.text === cost.text)) return undefined;
    out.push(cost);
  }
  return out;
}
