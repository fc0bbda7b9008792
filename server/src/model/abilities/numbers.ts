// Number words in rules text: "a"/"an"/"one" … "ten" and digits (CR 107.1). X and other variables are not numbers.

import { lookupTable } from '../lookup-table';

const WORDS: Record<string, number> = lookupTable({
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20,
});

/** The count a word names, or undefined ("X", "any number of", …). */
export function parseCount(word: string): number | undefined {
  const w = word.toLowerCase();
  if (w in WORDS) return WORDS[w];
  if (/^\d{1,6}$/.test(w)) return Number(w);
  return undefined;
}

/** "+2", "-3", "−1", "+0" → signed number; undefined for "+X". */
export function parseSigned(text: string): number | undefined {
  const m = /^([+\-\u2212])(\d{1,6})$/.exec(text);
  if (!m) return undefined;
  const n = Number(m[2]);
  return m[1] === '+' ? n : -n;
}

const WORD_BY_NUMBER = [
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
  'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty',
];

/** 2 → "two" (Oracle spells out numbers up to twenty in counts of objects; CR 107.1). */
export function numberWord(n: number): string {
  return WORD_BY_NUMBER[n] ?? String(n);
}
