// Ways to cast a spell that change its text (CR 612.1, text-changing effects) — as data, one rewrite per keyword:
// - overload (702.96a–c): "If you chose to pay this spell's overload cost, change its text by replacing all instances of
//   the word 'target' with the word 'each.'" ("Destroy target artifact you don't control" → "Destroy each artifact you
//   don't control"); it then requires no targets and may affect objects that couldn't be targeted (702.96b);
// - cleave (702.148a–b): "If this spell's cleave cost was paid, change its text by removing all text found within square
//   brackets in the spell's rules text" ("Return target [Wolf or Werewolf] creature" → "Return target creature");
// - awaken (CR 702.113a, 702.113b): "If this spell's awaken cost was paid, put N +1/+1 counters on target land you control. That
//   land becomes a 0/0 Elemental creature with haste. It's still a land." — a spell ability the spell has only when
//   that cost was paid: its target is chosen only then (702.113b), after the spell's own, and it happens after the
//   spell's other instructions (the awaken cards' rulings: "you'll get both effects"; "a land you control can be both
//   targets").
// The spell's abilities are read again with the grammar in their changed text as it is cast (its targets, 601.2c) and
// as it resolves; the alternative cost is paid as any (rules/game/casting.ts, CAST_KEYWORDS). A changed text the grammar
// doesn't read, or the engine doesn't carry out, in full is kept as it was and named, so what rests on the spell is
// inconclusive.

import type { Ability } from '../../model/types';
import { parseAbility } from '../../model/abilities/parse-ability';
import { awakenText } from '../../model/abilities/keyword-abilities';
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

/** The spell ability a keyword adds to its spell when its cost was paid (CR 702.113a awaken), or undefined. */
const ADDED_ABILITIES: Readonly<Record<string, (list: readonly Ability[]) => string | undefined>> = lookupTable({
  awaken: (list: readonly Ability[]) => {
    const k = list.flatMap((a) => (a.kind === 'keyword' ? a.keywords : [])).find((x) => x.keyword.toLowerCase() === 'awaken');
    return k ? awakenText(k) : undefined;
  },
});

const memo = new Map<string, Ability | null>();
const MAX_MEMO = 500;

/** The keyword among `costsPaid` that changes its spell's text (CR 702.96a overload, 702.148a cleave, 702.113a awaken), or undefined. */
export function textChangingCast(costsPaid: readonly string[] | undefined): string | undefined {
  return costsPaid?.find((k) => TEXT_CHANGES[k] !== undefined || ADDED_ABILITIES[k] !== undefined);
}

/** `text` read as one spell ability of `selfName`, or null when the grammar doesn't read it or the engine doesn't carry it out in full. */
function readSpell(text: string, selfName: string): Ability | null {
  const key = `${text}\u0000${selfName}`;
  let read = memo.get(key);
  if (read === undefined) {
    if (memo.size >= MAX_MEMO) memo.clear();
    const r = parseAbility(text, 0, { cardName: selfName, faceName: selfName });
    read = r.kind === 'spell' && r.unmodeled.length === 0 && !r.unsimulated?.length ? r : null;
    memo.set(key, read);
  }
  return read;
}

/**
 * A spell's abilities with `keyword`'s text change, each changed one read again; `unread`: the changed texts the grammar
 * doesn't read and the engine doesn't carry out in full (those abilities are kept as they were).
 */
export function changedAbilities<T extends Ability>(keyword: string, list: readonly T[], selfName: string): { abilities: T[]; unread: string[] } {
  const change = TEXT_CHANGES[keyword];
  const unread: string[] = [];
  const added = ADDED_ABILITIES[keyword];
  if (added) {
    // CR 702.113a: the keyword's spell ability after the spell's own (a form without a number is not read: named).
    const text = added(list) ?? keyword;
    const read = text === keyword ? null : readSpell(text, selfName);
    if (!read) unread.push(text);
    return { abilities: read ? [...list, read as T] : [...list], unread };
  }
  if (!change) return { abilities: [...list], unread };
  const abilities = list.map((a) => {
    // A spell's instructions, read or not (a line the grammar reads only once changed: "Return target [Wolf or Werewolf] creature …").
    const text = a.kind === 'spell' || a.kind === 'text' ? change(a.text) : a.text;
    if (text === a.text) return a;
    const read = readSpell(text, selfName);
    if (!read) {
      unread.push(text);
      return a;
    }
    return { ...read, ...(a.bullet ? { bullet: a.bullet } : {}) } as T;
  });
  return { abilities, unread };
}
