// A copy effect's exceptions, in Oracle form (CR 707.9): ", except it has haste" (keywords, no quotes), ", except it
// has "…"" (a quoted ability), ", except it's a 1/1 blue Illusion in addition to its other colors and types". Read
// after "create a token that's a copy of …", "… becomes a copy of …" and "enter as a copy of …"; printed back the same.

import { COLOR_BY_NAME, COLOR_NAMES, type Ability, type Color, type CopyExceptions } from '../types';
import { quoted } from './slots';

export type CopyException = CopyExceptions & { exceptHas?: Ability };

const CARD_TYPE_WORDS = new Set(['artifact', 'creature', 'enchantment', 'land']);

/** The words after ", except " (no final period); undefined when they are not an exception this grammar reads. */
export function parseCopyException(text: string): CopyException | undefined {
  const t = text.trim().replace(/\.$/, '');
  let m: RegExpExecArray | null;
  // CR 707.9a: an ability the copy has besides the copied ones; "this ability" is the one that made the copy.
  if (t === 'it has this ability') return { exceptThisAbility: true };
  if ((m = /^it has ["\u201C](.+)["\u201D]$/.exec(t))) {
    const a = quoted.read?.(m[1]!);
    return a ? { exceptHas: a } : undefined;
  }
  if ((m = /^it has ([a-z][a-z ,]*)$/.exec(t))) {
    // Keywords: "haste", "flying and haste" — read as the keyword line "Flying, haste".
    const line = m[1]!.replace(/,? and /, ', ');
    const a = quoted.read?.(line.charAt(0).toUpperCase() + line.slice(1));
    return a?.kind === 'keyword' ? { exceptHas: a, exceptUnquoted: true } : undefined;
  }
  // CR 707.9b: characteristics the copy has instead of, or besides, the copied ones.
  if ((m = /^it's an? (?:(\d+)\/(\d+) )?([A-Za-z ]+?)(?: in addition to its other (types|colors and types))?$/.exec(t))) {
    const colors: Color[] = [];
    const cardTypes: string[] = [];
    const subtypes: string[] = [];
    for (const w of m[3]!.split(' ')) {
      const c = COLOR_BY_NAME[w];
      if (c) colors.push(c);
      else if (CARD_TYPE_WORDS.has(w)) cardTypes.push(w);
      else if (/^[A-Z][a-z]+$/.test(w)) subtypes.push(w);
      else return undefined;
    }
    if (!colors.length && !cardTypes.length && !subtypes.length) return undefined;
    const addition = m[4] as 'types' | 'colors and types' | undefined;
    return {
      exceptIs: {
        ...(m[1] ? { power: Number(m[1]), toughness: Number(m[2]) } : {}),
        colors, cardTypes, subtypes, ...(addition ? { addition } : {}),
      },
    };
  }
  return undefined;
}

/** ", except …" as written, or '' without exceptions; undefined when it can't be printed. */
export function printCopyException(e: CopyException): string | undefined {
  if (e.exceptThisAbility) return ', except it has this ability';
  if (e.exceptHas) {
    const printed = quoted.print?.(e.exceptHas);
    if (!printed) return undefined;
    if (!e.exceptUnquoted) return `, except it has "${printed}"`;
    const words = printed.replace(/\.$/, '').split(', ');
    const list = words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}` : words[0]!;
    return `, except it has ${list.charAt(0).toLowerCase()}${list.slice(1)}`;
  }
  if (e.exceptIs) {
    const x = e.exceptIs;
    const words = [...(x.power !== undefined ? [`${x.power}/${x.toughness}`] : []), ...x.colors.map((c) => COLOR_NAMES[c]), ...x.subtypes, ...x.cardTypes].join(' ');
    return `, except it's ${/^[aeiou8]/i.test(words) ? 'an' : 'a'} ${words}${x.addition ? ` in addition to its other ${x.addition}` : ''}`;
  }
  return '';
}
