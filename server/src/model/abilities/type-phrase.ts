// Type phrases after "becomes" / "is" / "It's": "a blue Frog creature with base power and toughness 1/1", "a blue Frog
// with base power and toughness 1/1" (a creature type only: the card types stay, CR 205.1a), "a 2/2 Cyberman artifact
// creature", "a colorless land with "{T}: Add {C}"", "a 4/4 Dragon creature with flying", "a blue Wall in addition to
// its other colors and types", "an artifact creature in addition to its other types" (CR 205.1, 105.3, 613.4b).

import { sortColors } from '../mana';
import { COLOR_BY_NAME, type Ability, type Color } from '../types';
import { parseKeywordList, quoted } from './slots';
import { singularSubtype } from './targets';
import { lookupTable } from '../lookup-table';

export interface TypePhrase {
  power?: number;
  toughness?: number;
  /** The P/T written in front ("a 4/4 Elemental creature") rather than "with base power and toughness 4/4". */
  ptFront?: boolean;
  /** "an X/X Elemental creature": base power and toughness X, X defined by the ability (CR 107.3, 613.4b). */
  ptX?: boolean;
  /** undefined: colors unchanged; [] for "colorless". */
  colors?: Color[];
  cardTypes: string[];
  subtypes: string[];
  /** "in addition to its other types", "that's still a land" (CR 205.1b). */
  additive: boolean;
  /** "in addition to its other colors [and types]" (CR 105.3). */
  colorsAdditive?: boolean;
  /** The additive phrase as written. */
  addition?: string;
  /** "with flying and haste": keywords it has too (CR 613.1f). */
  keywords?: string[];
  /** "with "{T}: Add {C}."": a quoted ability it has too (CR 613.1f, 113.1a); `unpunctuated`: written without its period. */
  ability?: Ability;
  unpunctuated?: boolean;
  /** Written with a comma inside the closing quote ("… any color," and …). */
  quoteComma?: boolean;
  /** "with all creature types" (CR 205.3m): every creature type too, after its keywords. */
  allCreatureTypes?: boolean;
  /** "legendary" (CR 205.4), "named Vitu-Ghazi" (CR 201.4). */
  supertypes?: string[];
  name?: string;
}

const CARD_TYPES: Record<string, string> = lookupTable({
  artifact: 'Artifact', creature: 'Creature', enchantment: 'Enchantment', land: 'Land', planeswalker: 'Planeswalker',
});

/** CR 205.1b, 105.3: the phrases that keep the prior types (and colors). */
const ADDITION = / (in addition to (?:its|their) other (?:colors and types|colors and creature types|creature types|card types|types|colors))$| (that's still (?:a|an) [a-z]+|that are still [a-z]+s)$/;

/**
 * `plural`: the phrase after a plural subject ("Forests you control are 1/1 green Elf creatures that are still lands",
 * "Nonbasic lands are Mountains"): no article, and its last word is plural.
 */
export function parseTypePhrase(phrase: string, opts: { allowColors: boolean; plural?: boolean }): TypePhrase | undefined {
  let text = phrase.trim();
  const out: TypePhrase = { cardTypes: [], subtypes: [], additive: false };
  const addition = ADDITION.exec(text);
  if (addition) {
    out.additive = true;
    out.addition = (addition[1] ?? addition[2])!;
    // "in addition to its other colors [and types]": the colors kept too (CR 105.3).
    if (/colors/.test(out.addition)) out.colorsAdditive = true;
    text = text.slice(0, addition.index);
  }
  const named = / named ([A-Z][^"]{0,60})$/.exec(text);
  if (named) {
    out.name = named[1]!;
    text = text.slice(0, named.index);
  }
  const base = / with base power and toughness (\d{1,4})\/(\d{1,4})$/.exec(text);
  if (base) {
    out.power = Number(base[1]);
    out.toughness = Number(base[2]);
    text = text.slice(0, base.index);
  }
  // "with flying", "with flying and haste", "with "{T}: Add {C}."", "with haste and "…"" (after the types).
  const withAt = text.indexOf(' with ');
  if (withAt > 0 && !base) {
    let extra = text.slice(withAt + ' with '.length);
    // "with all creature types", "with vigilance and all creature types" (Mutavault's shape).
    const all = /^(?:(\w+) and )?all creature types$/.exec(extra);
    if (all) {
      out.allCreatureTypes = true;
      extra = all[1] ?? '';
    }
    const q = /^(?:(.+?) and )?"([^"]+)"$/.exec(extra);
    if (q) {
      const comma = q[2]!.endsWith(',');
      const ability = quoted.read?.(comma ? q[2]!.slice(0, -1) : q[2]!);
      if (!ability) return undefined;
      out.ability = ability;
      if (comma) out.quoteComma = true;
      else if (!/[.!]$/.test(q[2]!)) out.unpunctuated = true;
      if (q[1] !== undefined) {
        const kws = parseKeywordList(q[1]);
        if (!kws) return undefined;
        out.keywords = kws;
      }
    } else if (extra !== '') {
      const kws = parseKeywordList(extra);
      if (!kws) return undefined;
      out.keywords = kws;
    }
    text = text.slice(0, withAt);
  }
  const words = text.split(/,? (?:and )?|, /).filter((w) => w !== '');
  let i = 0;
  if (opts.plural) {
    // The last word names the objects in the plural ("creatures", "Mountains", "Elves").
    const last = words.length - 1;
    const w = words[last];
    if (!w || (w === 'a' || w === 'an')) return undefined;
    if (/^[A-Z]/.test(w)) {
      if (!/s$/.test(w)) return undefined;
      words[last] = singularSubtype(w);
    } else {
      if (!w.endsWith('s')) return undefined;
      words[last] = w.slice(0, -1);
    }
  } else if (words[i] === 'a' || words[i] === 'an') i++;
  if (words[i] === 'legendary') {
    out.supertypes = ['Legendary'];
    i++;
  }
  const pt = /^(\d{1,4})\/(\d{1,4})$/.exec(words[i] ?? '');
  if (pt) {
    if (out.power !== undefined) return undefined;
    out.power = Number(pt[1]);
    out.toughness = Number(pt[2]);
    out.ptFront = true;
    i++;
  } else if (words[i] === 'X/X' && out.power === undefined) {
    out.ptX = true;
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
  for (; i < words.length && /^[A-Z][A-Za-z'-]*[a-z]$/.test(words[i]!); i++) out.subtypes.push(words[i]!);
  for (; i < words.length; i++) {
    const w = words[i]!;
    const singular = w.endsWith('s') ? w.slice(0, -1) : w;
    const type = CARD_TYPES[singular];
    if (!type) return undefined;
    out.cardTypes.push(type);
  }
  return out;
}
