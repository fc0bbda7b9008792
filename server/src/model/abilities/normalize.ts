// Normalizing rules text for matching, offsets kept (MappedText): the card's own name and "this creature",
// "this permanent", "this Aura"… become "~" (CR 201.5, 109.2a), typographic minus/apostrophes become ASCII,
// and runs of white space (left by masked reminder text) become one space.

import { MappedText } from './mapped-text';
import { findReminders, maskReminders } from './reminder';

export interface NameContext {
  cardName: string;
  faceName: string;
  typeLine?: string;
}

const SELF_PHRASE = /\b[Tt]his (?:creature|permanent|Aura|enchantment|artifact|Equipment|land|Vehicle|card|Saga|planeswalker|Fortification|Spacecraft|spell)\b/g;
/** The same phrase at the start of a text. */
const SELF_PHRASE_AT_START = /^[Tt]his (?:creature|permanent|Aura|enchantment|artifact|Equipment|land|Vehicle|card|Saga|planeswalker|Fortification|Spacecraft|spell)\b/;

/** Names this card uses for itself; a legendary card may also use the part of its name before a comma. */
export function selfNames(ctx: NameContext): string[] {
  const names = new Set<string>();
  for (const full of [ctx.cardName, ctx.faceName]) {
    if (typeof full !== 'string') continue;
    for (const n of full.split(' // ')) {
      const name = n.trim();
      if (name.length < 2 || name.length > 200) continue;
      names.add(name);
      const comma = name.indexOf(', ');
      if (comma > 1 && /\bLegendary\b/.test(ctx.typeLine ?? '')) names.add(name.slice(0, comma));
    }
  }
  names.add('CARDNAME');
  return [...names].sort((a, b) => b.length - a.length);
}

const MAX_CACHED = 10_000;
const nameRegexes = new Map<string, RegExp>();

/** The card name as a whole word (no letter or digit on either side), compiled once per name. */
function nameRegex(name: string): RegExp {
  let re = nameRegexes.get(name);
  if (!re) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    re = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'gu');
    if (nameRegexes.size >= MAX_CACHED) nameRegexes.clear();
    nameRegexes.set(name, re);
  }
  re.lastIndex = 0;
  return re;
}

export function normalize(m: MappedText, ctx: NameContext): MappedText {
  let out = m.replace(/\u2019/g, "'").replace(/[\u2212\u2013]/g, '-');
  for (const name of selfNames(ctx)) {
    const plain = name.replace(/\u2019/g, "'");
    if (!out.text.includes(plain)) continue; // most lines don't name the card: skip the regex
    out = out.replace(nameRegex(plain), '~');
  }
  return out.replace(SELF_PHRASE, '~').replace(/\s+/g, ' ').trim();
}

/**
 * How `text` names its own object at each place normalize writes "~", in order ("Abbey Matron", "this creature",
 * "This creature" inside a quoted ability): the printer's choices, so a model prints back exactly as written.
 */
export function selfWords(line: string, ctx: NameContext): string[] {
  // Reminder text is not printed: its self-references are not the line's.
  const text = maskReminders(line, findReminders(line, 0));
  const n = normalize(MappedText.from(text, 0), ctx);
  const names = selfNames(ctx);
  const out: string[] = [];
  for (let i = n.text.indexOf('~'); i >= 0; i = n.text.indexOf('~', i + 1)) {
    const rest = text.slice(n.span(i, i + 1).start);
    const name = names.find((w) => rest.startsWith(w) || rest.startsWith(w.replace(/'/g, '\u2019')));
    const phrase = name === undefined ? SELF_PHRASE_AT_START.exec(rest)?.[0] : undefined;
    out.push(name !== undefined ? rest.slice(0, name.length) : phrase ?? '~');
  }
  return out;
}
