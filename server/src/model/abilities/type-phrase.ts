// Type phrases after "becomes" / "It's": "a blue Frog creature with base power and toughness 1/1",
// "a 2/2 Cyberman artifact creature", "an artifact creature in addition to its other types" (CR 205.1, 613.4b).

import { sortColors } from '../mana';
import { COLOR_BY_NAME, type Color } from '../types';
import { lookupTable } from '../lookup-table';

export interface TypePhrase {
  power?: number;
  toughness?: number;
  /** undefined: colors unchanged; [] for "colorless". */
  colors?: Color[];
  cardTypes: string[];
  subtypes: string[];
  /** "in addition to its other types" (CR 205.1b). */
  additive: boolean;
}

const CARD_TYPES: Record<string, string> = lookupTable({
  artifact: 'Artifact', creature: 'Creature', enchantment: 'Enchantment', land: 'Land', planeswalker: 'Planeswalker',
});

export function parseTypePhrase(phrase: string, opts: { allowColors: boolean }): TypePhrase | undefined {
  let text = phrase.trim();
  const out: TypePhrase = { cardTypes: [], subtypes: [], additive: false };
  // CR 205.1b: "in addition to its other types" and "that's still a land" keep the prior types.
  const addition = / in addition to (?:its|their) other (?:card )?types$| that's still (?:a|an) [a-z]+$| that are still [a-z]+s$/.exec(text);
  if (addition) {
    out.additive = true;
    text = text.slice(0, addition.index);
  }
  const base = / with base power and toughness (\d{1,4})\/(\d{1,4})$/.exec(text);
  if (base) {
    out.power = Number(base[1]);
    out.toughness = Number(base[2]);
    text = text.slice(0, base.index);
  }
  const words = text.split(/,? (?:and )?|, /).filter((w) => w !== '');
  let i = 0;
  if (words[i] === 'a' || words[i] === 'an') i++;
  const pt = /^(\d{1,4})\/(\d{1,4})$/.exec(words[i] ?? '');
  if (pt) {
    if (out.power !== undefined) return undefined;
    out.power = Number(pt[1]);
    out.toughness = Number(pt[2]);
    i++;
  }
  for (; i < words.length; i++) {
    const w = words[i]!;
    if (w === 'colorless') out.colors = [...(out.colors ?? [])];
    else if (COLOR_BY_NAME[w]) out.colors = [...(out.colors ?? []), COLOR_BY_NAME[w]!];
    else break;
  }
  if (out.colors && !opts.allowColors) return undefined;
  if (out.colors) out.colors = sortColors(out.colors);
  for (; i < words.length && /^[A-Z][a-z'-]+$/.test(words[i]!); i++) out.subtypes.push(words[i]!);
  for (; i < words.length; i++) {
    const w = words[i]!;
    const singular = w.endsWith('s') ? w.slice(0, -1) : w;
    const type = CARD_TYPES[singular];
    if (!type) return undefined;
    out.cardTypes.push(type);
  }
  return out;
}
