// Object phrases → TargetSpec / ObjectFilter: "target face-down creature an opponent controls", "it",
// "all other nontoken creatures", "face-down creatures you control". Unknown words → undefined (stays text).
// Input is normalized text: the card's own name and "this creature"/"this permanent"… are "~".

import type { ObjectFilter, TargetSpec } from '../types';
import { lookupKeyword } from './keywords';
import { parseCount } from './numbers';

const TYPE_NOUNS = new Set(['creature', 'artifact', 'enchantment', 'land', 'planeswalker', 'battle', 'permanent', 'card', 'spell', 'token', 'instant', 'sorcery']);
const COLOR_WORDS = new Set(['white', 'blue', 'black', 'red', 'green', 'colorless']);
const NON_TYPES = new Set(['nonland', 'noncreature', 'nonartifact', 'nonenchantment', 'nonlegendary', 'nonbasic', 'nonplaneswalker']);
const SUPERTYPES = new Set(['legendary', 'basic', 'snow']);
/** Capitalized at the start of a sentence but not subtypes: adjectives the filter cannot express. */
const NOT_SUBTYPES = new Set(['tapped', 'untapped', 'attacking', 'blocking', 'enchanted', 'equipped', 'target', 'each', 'all', 'the', 'a', 'an', 'your', 'this', 'that', 'those', 'its', 'their', 'up', 'any']);

/** Pronouns for the object an earlier effect (or the trigger event) acted on. */
const PRONOUNS = new Set(['it', 'them', 'that creature', 'that permanent', 'those creatures', 'that card', 'those cards', 'those permanents']);

export interface FilterResult {
  filter: ObjectFilter;
  plural: boolean;
}

/** "face-down creature an opponent controls" → filter; undefined when a word is not understood. */
export function parseFilter(phrase: string): FilterResult | undefined {
  const text = phrase.trim();
  if (text === '' || text.length > 200) return undefined;
  const words = text.split(' ');
  const f: ObjectFilter = { types: [], text };
  let i = 0;
  let nouns = 0;
  let plural = false;
  // Adjectives before the noun(s).
  for (; i < words.length; i++) {
    const w = words[i]!;
    const lw = w.toLowerCase();
    if (lw === 'other') f.other = true;
    else if (lw === 'nontoken') f.nontoken = true;
    else if (lw === 'face-down') f.faceDown = true;
    else if (lw === 'face-up') f.faceUp = true;
    else if (COLOR_WORDS.has(lw) || NON_TYPES.has(lw) || SUPERTYPES.has(lw)) f.types.push(lw);
    else if (/^[A-Z][a-z'-]+$/.test(w) && !TYPE_NOUNS.has(lw) && !NOT_SUBTYPES.has(lw) && !lookupKeyword(lw)) f.types.push(w);
    else break;
  }
  // Type nouns ("artifact creature", "creature cards").
  for (; i < words.length; i++) {
    const lw = words[i]!.toLowerCase();
    const singular = lw === 'sorceries' ? 'sorcery' : lw.endsWith('s') ? lw.slice(0, -1) : lw;
    if (!TYPE_NOUNS.has(singular)) break;
    if (singular !== lw) plural = true;
    f.types.push(singular);
    nouns++;
  }
  if (nouns === 0) {
    // A bare plural subtype: "Saprolings", "Beasts" (the engine matches subtypes in `types`).
    const last = f.types[f.types.length - 1];
    if (!last || !/^[A-Z][a-z'-]+s$/.test(last)) return undefined;
    f.types[f.types.length - 1] = last.slice(0, -1);
    plural = true;
  }
  // Phrases after the noun.
  const rest = words.slice(i).join(' ');
  if (!applyPost(f, rest)) return undefined;
  return { filter: f, plural };
}

function applyPost(f: ObjectFilter, rest: string): boolean {
  let r = rest;
  while (r !== '') {
    let m: RegExpExecArray | null;
    if ((m = /^you control\b ?/.exec(r))) f.controller = 'you';
    else if ((m = /^(?:an opponent controls|your opponents control|opponents control|you don't control)\b ?/.exec(r))) f.controller = 'opponent';
    else if ((m = /^on the battlefield\b ?/.exec(r))) {
      /* every permanent is on the battlefield */
    } else if (r.startsWith('with ')) {
      // "with morph", "with a morph ability", "with morph abilities" (the rest of the phrase).
      const name = r.slice(5).replace(/^an? /, '').replace(/ abilit(?:y|ies)$/, '');
      const kw = lookupKeyword(name);
      if (!kw || kw.param === 'text') return false;
      f.withKeyword = kw.name;
      return true;
    } else return false;
    r = r.slice(m[0].length);
  }
  return true;
}

/** "target creature", "it", "~", "all other nontoken creatures", "creatures you control" → TargetSpec. */
export function parseObjectRef(phrase: string): TargetSpec | undefined {
  const p = phrase.trim();
  if (p === '~') return { kind: 'self' };
  if (PRONOUNS.has(p.toLowerCase())) return { kind: 'it' };
  let m: RegExpExecArray | null;
  // "enchanted creature", "equipped creature": what the Aura or Equipment is attached to (an Aura's or Equipment's
  // static ability, CR 303.4, 301.5).
  if ((m = /^(enchanted|equipped) (creature|permanent|land|artifact|enchantment|planeswalker|Equipment|Vehicle)$/i.exec(p))) {
    const attachment = m[1]!.toLowerCase() as 'enchanted' | 'equipped';
    return { kind: 'all', filter: { types: [m[2]!.toLowerCase()], attachment, text: p } };
  }
  if ((m = /^(another )?target (.+)$/i.exec(p))) {
    const r = parseFilter(m[2]!);
    if (!r || r.plural) return undefined;
    if (m[1]) r.filter.other = true;
    return { kind: 'target', filter: r.filter, count: 1 };
  }
  if ((m = /^([a-z0-9]+) target (.+)$/i.exec(p))) {
    const n = parseCount(m[1]!);
    const r = parseFilter(m[2]!);
    if (n === undefined || !r || (n > 1) !== r.plural) return undefined;
    return { kind: 'target', filter: r.filter, count: n };
  }
  if ((m = /^(?:all|each) (.+)$/i.exec(p))) {
    const r = parseFilter(m[1]!);
    if (!r) return undefined;
    return { kind: 'all', filter: r.filter };
  }
  const r = parseFilter(p);
  if (r && r.plural) return { kind: 'all', filter: r.filter };
  return undefined;
}
