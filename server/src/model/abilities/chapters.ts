// Saga chapter symbols (CR 714.2): "{rN}—[Effect]" is a chapter ability, a triggered ability (714.2b) read from the
// Roman numerals before the dash (714.2a; "I, II —" is one chapter ability for each number, 714.2c). The line's
// instructions are read as any ability's (parse-ability.ts keeps the numerals as its ability word); this file says
// which numbers a line's chapter symbol holds and a Saga's final chapter number (714.2d).

import type { Ability } from '../types';

const ROMAN: ReadonlyMap<string, number> = new Map([['I', 1], ['V', 5], ['X', 10]]);

/** A Roman numeral as a number (I = 1, IV = 4, …, CR 714.2a); undefined when it isn't one written the usual way. */
function romanValue(r: string): number | undefined {
  let n = 0;
  for (let i = 0; i < r.length; i++) {
    const v = ROMAN.get(r[i]!);
    const next = ROMAN.get(r[i + 1] ?? '') ?? 0;
    if (v === undefined) return undefined;
    n += v < next ? -v : v;
  }
  return n > 0 && n <= 20 ? n : undefined;
}

/** The chapter numbers of ability `a`'s chapter symbol ("I, II — …": [1, 2], CR 714.2a, 714.2c), or undefined if it has none. */
export function chapterNumbers(a: Ability): number[] | undefined {
  const word = a.abilityWord;
  if (a.kind === 'keyword' || a.kind === 'text' || !word || !/^[IVX]+(?:, [IVX]+)*$/.test(word)) return undefined;
  const nums = word.split(', ').map(romanValue);
  return nums.every((n): n is number => n !== undefined) ? nums : undefined;
}

/** CR 714.2d: the greatest chapter number among the abilities (0 with no chapter ability). */
export function finalChapterNumber(abilities: readonly Ability[]): number {
  let max = 0;
  for (const a of abilities) for (const n of chapterNumbers(a) ?? []) max = Math.max(max, n);
  return max;
}
