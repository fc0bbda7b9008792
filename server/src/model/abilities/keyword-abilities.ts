// Keywords that stand for an activated ability (CR 702.6a equip): the text the rules say the keyword means, with the
// instance's cost in place ("Equip {2}" means "{2}: Attach this permanent to target creature you control. Activate
// only as a sorcery."). The engine reads that text with the grammar and activates it like a printed ability
// (rules/queries/keyword-abilities.ts); test/model/abilities/keyword-abilities.test.ts holds every meaning read and
// carried out in full, so an instance is carried out exactly when the engine pays its cost.
// Keywords that stand for a triggered ability (CR 702.108a prowess) the same way: the engine reads the text the rules
// give it and fires it like a printed trigger (rules/queries/trigger-sources.ts); each instance triggers on its own
// (702.108b).

import type { KeywordAbility } from '../types';
import { lookupTable } from '../lookup-table';

/** CR 702.6a, 702.29a: what each keyword's activated ability says, given its cost. */
export const KEYWORD_MEANINGS: Readonly<Record<string, (cost: string) => string>> = lookupTable({
  equip: (cost: string) => `${cost}: Attach this permanent to target creature you control. Activate only as a sorcery.`,
  // CR 702.29a: it works only while the card is in its owner's hand (113.6m: its cost discards the card).
  cycling: (cost: string) => `${cost}, Discard this card: Draw a card.`,
  // CR 702.87a: level up puts a level counter on the leveler (its striations, 711.2, read them: rules/layers/level-striations.ts).
  'level up': (cost: string) => `${cost}: Put a level counter on this permanent. Activate only as a sorcery.`,
});

/**
 * Keywords that are a way to cast their card the engine carries out, by a cost it pays (rules/game/casting.ts): an
 * alternative cost (CR 702.34a flashback: from its owner's graveyard, exiled as it leaves the stack) or an optional
 * additional cost (CR 702.33a kicker: `cast … kicked`; the spell, and the permanent it becomes, was kicked, 702.33d,
 * 400.7d).
 */
export const CAST_KEYWORDS: ReadonlySet<string> = new Set(['flashback', 'kicker']);

/** The cost of a way to cast the card keyword `k` stands for (CAST_KEYWORDS), or undefined. */
export function castKeywordCost(k: KeywordAbility): string | undefined {
  return CAST_KEYWORDS.has(k.keyword.toLowerCase()) ? keywordCost(k) : undefined;
}

/** CR 702.108a: what each keyword's triggered ability says. */
export const KEYWORD_TRIGGERS: Readonly<Record<string, string>> = lookupTable({
  prowess: 'Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.',
});

/** The full text of the triggered ability keyword `k` stands for, or undefined. */
export function keywordTrigger(k: KeywordAbility): string | undefined {
  return KEYWORD_TRIGGERS[k.keyword.toLowerCase()] as string | undefined;
}

/**
 * The cost an instance was written with ("{2}", or a non-mana cost after a dash: "Equip—Discard a card"), or
 * undefined when it has none or has another parameter beside its cost.
 */
export function keywordCost(k: KeywordAbility): string | undefined {
  if (k.cost) return k.parameter === undefined ? k.cost.text : undefined;
  return k.parameter && /^[A-Z]/.test(k.parameter) && !k.parameter.includes('{') ? k.parameter.replace(/\.$/, '') : undefined;
}

/** The full text of the activated ability keyword `k` stands for, or undefined. */
export function keywordMeaning(k: KeywordAbility): string | undefined {
  const meaning = KEYWORD_MEANINGS[k.keyword.toLowerCase()] as ((cost: string) => string) | undefined;
  const cost = keywordCost(k);
  return meaning && cost !== undefined ? meaning(cost) : undefined;
}
