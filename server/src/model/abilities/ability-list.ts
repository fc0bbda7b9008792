// A list of abilities written together (CR 113.1a, 613.1f, 111.4, 114.2): keywords and quoted abilities joined as Oracle
// lists them — "flying and "…"", "first strike, trample, and "…"", ""…" and "…"". Its items are split where a separator
// stands outside the quotes (a quoted ability holds commas and "and" of its own); `slots.ts` reads each item (a keyword or a
// quoted ability) and prints the list back.

const OPENING = new Set(['"', '\u201C']);
const CLOSING = new Set(['"', '\u201D']);

/**
 * The items of `text` split at ", and ", ", " or " and " outside double quotes, when there are two or more and the
 * separators are those of one printed list ("a and b", "a, b, and c"); otherwise undefined. Linear: one pass.
 */
export function splitQuotedList(text: string): string[] | undefined {
  const items: string[] = [];
  const seps: string[] = [];
  let inside = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inside ? CLOSING.has(c) : OPENING.has(c)) {
      inside = !inside;
      continue;
    }
    if (inside) continue;
    const sep = text.startsWith(', and ', i) ? ', and ' : text.startsWith(', ', i) ? ', ' : text.startsWith(' and ', i) ? ' and ' : undefined;
    if (sep === undefined) continue;
    items.push(text.slice(start, i));
    seps.push(sep);
    i += sep.length - 1;
    start = i + 1;
  }
  if (inside) return undefined;
  items.push(text.slice(start));
  if (items.length < 2 || items.some((x) => x === '')) return undefined;
  // The separators of one printed list: " and " between two; ", " … ", and " between three or more.
  const want = items.length === 2 ? [' and '] : [...Array<string>(items.length - 2).fill(', '), ', and '];
  return seps.every((s, i) => s === want[i]) ? items : undefined;
}

/** Whether a list item is a quoted ability (it opens with a double quote). */
export function isQuotedItem(item: string): boolean {
  return OPENING.has(item[0] ?? '');
}

/** Every quoted ability of a grant or an emblem: the first (`ability`) and the next ones of its list (`more`). */
export function listedAbilities<A>(e: { ability: A; more?: readonly A[] }): A[] {
  return e.more?.length ? [e.ability, ...e.more] : [e.ability];
}
