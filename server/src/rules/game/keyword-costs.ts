// The costs of keywords that change how a spell is cast, as the engine pays them: an alternative cost (CR 702.34a
// flashback, 118.9) or an optional additional cost (CR 702.33a kicker, 118.8): the instance's cost read as parts, its
// mana apart from its other parts (paid like any additional cost, 601.2h).

import type { AbilityRef } from '../state/game-state';
import type { CostPart, ManaCost } from '../../model/types';
import { keywordCost } from '../../model/abilities/keyword-abilities';
import { costParts } from '../queries/cost-parts';
import { parseManaCost } from '../state/mana';

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
  const text = keywordCost(instances[0]!);
  if (text === undefined) return undefined;
  const parts = costParts(text, selfName);
  if (parts.some((p) => p.kind === 'unknown')) return undefined;
  const mana = parts.filter((p) => p.kind === 'mana').map((p) => (p as { cost: string }).cost).join('');
  return { text, mana: parseManaCost(mana || '{0}'), other: parts.filter((p) => p.kind !== 'mana') };
}
