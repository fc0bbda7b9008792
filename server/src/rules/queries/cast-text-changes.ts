// Ways to cast a spell that change its text (CR 612.1, text-changing effects) — as data, one rewrite per keyword:
// - overload (702.96a–c): "If you chose to pay this spell's overload cost, change its text by replacing all instances of
//   the word 'target' with the word 'each.'" ("Destroy target artifact you don't control" → "Destroy each artifact you
//   don't control"); it then requires no targets and may affect objects that couldn't be targeted (702.96b);
// - cleave (702.148a–b): "If this spell's cleave cost was paid, change its text by removing all text found within square
//   brackets in the spell's rules text" ("Return target [Wolf or Werewolf] creature" → "Return target creature").
// The spell's abilities are read again with the grammar in their changed text as it is cast (its targets, 601.2c) and
// as it resolves; the alternative cost is paid as any (rules/game/casting.ts, CAST_KEYWORDS). A changed text the grammar
// doesn't read, or the engine doesn't carry out, in full is kept as it was and named, so what rests on the spell is
// inconclusive.

import type { Ability } from '../../model/types';
import { parseAbility } from '../../model/abilities/parse-ability';
import { lookupTable } from '../../model/lookup-table';

/** How each keyword changes a text (CR 702.96a, 702.148a), or leaves it as it is. */
const TEXT_CHANGES: Readonly<Record<string, (text: string) => string>> = lookupTable({
  // CR 702.96a, 702.96c: every "target" replaced by "each" (capitals kept); CR 702.96b: it then requires no targets.
  overload: (text: string) => text.replace(/\btarget\b/g, 'each').replace(/\bTarget\b/g, 'Each'),
  // CR 702.148a: the words in square brackets removed, with the space before them (CR 702.148b: a text-changing effect).
  cleave: (text: string) => withoutBrackets(text),
});

/** The text without its words in square brackets and the space before each (one pass; an unclosed "[" is kept). */
function withoutBrackets(text: string): string {
  let out = '';
  let from = 0;
  for (;;) {
    const open = text.indexOf('[', from);
    const close = open < 0 ? -1 : text.indexOf(']', open);
    if (close < 0) return out + text.slice(from);
    out += text.slice(from, open > from && text[open - 1] === ' ' ? open - 1 : open);
    from = close + 1;
  }
}

const memo = new Map<string, Ability | null>();
const MAX_MEMO = 500;

/** The keyword among `costsPaid` that changes its spell's text (CR 702.96a overload, 702.148a cleave), or undefined. */
export function textChangingCast(costsPaid: readonly string[] | undefined): string | undefined {
  return costsPaid?.find((k) => TEXT_CHANGES[k] !== undefined);
}

/**
 * A spell's abilities with `keyword`'s text change, each changed one read again; `unread`: the changed texts the grammar
 * doesn't read and the engine doesn't carry out in full (those abilities are kept as they were).
 */
export function changedAbilities<T extends Ability>(keyword: string, list: readonly T[], selfName: string): { abilities: T[]; unread: string[] } {
  const change = TEXT_CHANGES[keyword];
  const unread: string[] = [];
  if (!change) return { abilities: [...list], unread };
  const abilities = list.map((a) => {
    // A spell's instructions, read or not (a line the grammar reads only once changed: "Return target [Wolf or Werewolf] creature …").
    const text = a.kind === 'spell' || a.kind === 'text' ? change(a.text) : a.text;
    if (text === a.text) return a;
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
