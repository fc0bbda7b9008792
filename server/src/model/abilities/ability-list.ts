// A list of abilities written together (CR 113.1a, 111.4, 613.1f): keywords and quoted abilities after "with", "has" or
// "gains" — "flying and "{R}: This creature gets +1/+0 until end of turn."", "first strike, trample, indestructible, haste,
// and "Whenever …"", ""This creature can't block" and "Creatures you control attack each combat if able."". Only the
// list's shape lives here (its items, split outside quotes); `slots.ts` reads each item (a keyword or a quoted ability).

/** Whether an item of such a list is a quoted ability. */
export const isQuotedItem = (item: string): boolean => /^["\u201C][^"\u201C\u201D]+["\u201D]$/.test(item);

/** The items of a list of two or more, split at ", and " / ", " / " and " outside quotes, written as `printList` writes
 * a list (two joined by "and", three or more by commas and ", and"); undefined for any other shape. */
export function splitAbilityList(text: string): string[] | undefined {
  // The quoted words masked (the same length), so a separator inside a quoted ability is never a cut.
  let inQuote = false;
  let mask = '';
  for (const ch of text) {
    if (ch === '"' || ch === '\u201C' || ch === '\u201D') {
      inQuote = ch === '"' ? !inQuote : ch === '\u201C';
      mask += ch;
    } else mask += inQuote ? 'x' : ch;
  }
  if (inQuote) return undefined;
  const items: string[] = [];
  const seps: string[] = [];
  let from = 0;
  for (const m of mask.matchAll(/, and |, | and /g)) {
    items.push(text.slice(from, m.index));
    seps.push(m[0]);
    from = m.index! + m[0].length;
  }
  items.push(text.slice(from));
  if (items.length < 2 || items.some((i) => i === '')) return undefined;
  const canonical = items.length === 2 ? seps[0] === ' and ' : seps.every((s, i) => s === (i === seps.length - 1 ? ', and ' : ', '));
  return canonical ? items : undefined;
}
