// Overload (CR 702.96a–c): "Overload [cost]" means "You may choose to pay [cost] rather than pay this spell's mana cost"
// and "If you chose to pay this spell's overload cost, change its text by replacing all instances of the word 'target'
// with the word 'each.'" (702.96a; a text-changing effect, 702.96c, 612.1). An overloaded spell's text is read again
// with the grammar, "target" written "each" ("Destroy target artifact you don't control" → "Destroy each artifact you
// don't control"); it requires no targets and may affect objects that couldn't be targeted (702.96b). Its alternative cost is paid as any (rules/game/casting.ts,
// CAST_KEYWORDS). A text the grammar doesn't read in full once changed is kept as it was and named, so what rests on
// the spell is inconclusive.

import type { Ability } from '../../model/types';
import { parseAbility } from '../../model/abilities/parse-ability';

const memo = new Map<string, Ability | null>();
const MAX_MEMO = 500;

/** CR 702.96a, 702.96c: a text with every "target" replaced by "each" (capitals kept). */
export function overloadedText(text: string): string {
  return text.replace(/\btarget\b/g, 'each').replace(/\bTarget\b/g, 'Each');
}

/**
 * CR 702.96a, 702.96c: an overloaded spell's abilities, each read again with "target" written "each"; `unread`: the changed texts
 * the grammar doesn't read and the engine doesn't carry out in full (those abilities are kept as they were).
 */
export function overloadedAbilities<T extends Ability>(list: readonly T[], selfName: string): { abilities: T[]; unread: string[] } {
  const unread: string[] = [];
  const abilities = list.map((a) => {
    if (a.kind !== 'spell' || !/\btarget\b/i.test(a.text)) return a;
    const text = overloadedText(a.text);
    const key = `${text}\u0000${selfName}`;
    let read = memo.get(key);
    if (read === undefined) {
      if (memo.size >= MAX_MEMO) memo.clear();
      const r = parseAbility(text, 0, { cardName: selfName, faceName: selfName });
      read = r.kind === 'spell' && r.unmodeled.length === 0 && !r.unsimulated?.length ? r : null;
      memo.set(key, read);
    }
    if (!read) {
      unread.push(text);
      return a;
    }
    return { ...read, ...(a.bullet ? { bullet: a.bullet } : {}) } as T;
  });
  return { abilities, unread };
}
