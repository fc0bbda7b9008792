// Keyword lines: "Flying, vigilance", "Morph {2}{U}{U}", "Ward—Pay 3 life.", "Bushido 2", "Protection from red"
// (CR 702). Each comma-separated item must be a known keyword with the parameter its keyword takes.

import { manaCostValue, readManaCost } from '../mana';
import type { KeywordAbility } from '../types';
import { keywordAtStart } from './keywords';
import { CREATURE_TYPES } from './creature-types';

export interface KeywordItemOptions {
  /** "gains vanishing", "gains ward": in a granted-keyword list the parameter may be left out. */
  allowMissingParameter?: boolean;
}

const MANA_ONLY = /^(?:\{[^{}]*\})+$/;
const DASH = /^ ?(?:\u2014|--) ?/;
const NUMBER = /^(?:\d+|X)$/;
/** " Knight {1}": an equip ability's quality, one to three words before its mana cost (CR 702.6c). */
const EQUIP_QUALITY = /^ ([A-Za-z]+(?: [a-z]+){0,2}) (?=\{)/;
const EQUIP_QUALITY_WORDS: ReadonlySet<string> = new Set(['legendary creature', 'creature token', 'planeswalker']);
/** "Kicker {1}{B} and/or {R}" (CR 702.33b): the first instance, then " and/or " and the second cost. */
const KICKER_AND_OR = /^([Kk]icker (?:\{[^{}]*\}){1,8}) and\/or (?:\{[^{}]*\}){1,8}$/;
const LANDWALK_OF = /^landwalk (of (?:the chosen type|that type|each of the land types of (?:the sacrificed land|that land|it)))$/i;

/** Reads one keyword item at document offset `offset`; undefined when it is not exactly a keyword. */
export function parseKeywordItem(item: string, offset: number, opts: KeywordItemOptions = {}): KeywordAbility | undefined {
  // CR 702.14a: a landwalk whose land type is named elsewhere — "landwalk of the chosen type" (607.2d), "landwalk of that
  // type", "landwalk of each of the land types of the sacrificed land" (608.2c). Which lands it names is not told to the
  // engine (keywords.ts landwalkLands: not carried out).
  const walkOf = LANDWALK_OF.exec(item);
  if (walkOf) return { keyword: 'Landwalk', parameter: walkOf[1]!, span: { start: offset, end: offset + item.length } };
  const found = keywordAtStart(item);
  if (!found) return undefined;
  const { spec, end } = found;
  const span = { start: offset, end: offset + item.length };
  const base: KeywordAbility = { keyword: spec.name, span };
  const rest = item.slice(end);
  if (rest === '') {
    if (spec.param === 'none') return base;
    if (spec.param === 'text') return undefined;
    return opts.allowMissingParameter ? base : undefined;
  }
  switch (spec.param) {
    case 'none':
      if (spec.from && rest.startsWith(' from ') && rest.length > 6) return { ...base, parameter: rest.trim() };
      return undefined;
    case 'text':
      return rest.startsWith(' ') && rest.trim() !== '' ? { ...base, parameter: rest.trim() } : undefined;
    case 'number':
      return rest.startsWith(' ') && NUMBER.test(rest.slice(1)) ? { ...base, parameter: rest.slice(1) } : undefined;
    case 'cost': {
      // CR 702.6c, 702.6e: "Equip [quality] [cost]": a creature type, "legendary creature", "creature token" or "planeswalker".
      const q = spec.name === 'Equip' ? EQUIP_QUALITY.exec(rest) : null;
      if (q && (CREATURE_TYPES.has(q[1]!) || EQUIP_QUALITY_WORDS.has(q[1]!))) {
        const withCost = readCost(base, rest.slice(q[0].length - 1), offset + end + q[0].length - 1);
        return withCost?.cost ? { ...withCost, quality: q[1]! } : undefined;
      }
      return readCost(base, rest, offset + end);
    }
    case 'number-cost': {
      const m = /^ (\d+|X) ?(?:\u2014|--) ?/.exec(rest);
      if (!m) return undefined;
      const withCost = readCost(base, ' ' + rest.slice(m[0].length), offset + end + m[0].length - 1);
      return withCost?.cost ? { ...withCost, parameter: m[1]! } : undefined;
    }
  }
}

/** " {2}{U}" → mana cost; "—Pay 3 life." → parameter "Pay 3 life". */
function readCost(base: KeywordAbility, rest: string, at: number): KeywordAbility | undefined {
  const dash = DASH.exec(rest);
  if (dash) {
    const text = rest.slice(dash[0].length).trim().replace(/\.$/, '').trim();
    if (text === '') return undefined;
    // "Ward—{2}" is still a mana cost, written after a dash.
    if (MANA_ONLY.test(text)) return withMana(base, text, at + rest.indexOf(text));
    return { ...base, parameter: text };
  }
  if (!rest.startsWith(' ')) return undefined;
  const text = rest.slice(1);
  if (!MANA_ONLY.test(text)) return undefined;
  return withMana(base, text, at + 1);
}

function withMana(base: KeywordAbility, text: string, at: number): KeywordAbility | undefined {
  const { cost, unknown } = readManaCost(text, at);
  if (unknown.length > 0 || cost.symbols.length === 0) return undefined;
  return { ...base, cost: manaCostValue(cost) };
}

/** Comma-separated items of `text` (outside braces) with their index ranges; `semicolon`: the item follows a ";" ("Trample; banding"). */
export function splitItems(text: string): { text: string; start: number; semicolon?: boolean }[] {
  const out: { text: string; start: number; semicolon?: boolean }[] = [];
  let braces = 0;
  let start = 0;
  let semicolon = false;
  const push = (s: number, e: number) => {
    const raw = text.slice(s, e);
    const lead = raw.length - raw.trimStart().length;
    out.push({ text: raw.trim(), start: s + lead, ...(semicolon ? { semicolon } : {}) });
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '{') braces++;
    else if (ch === '}') braces = Math.max(0, braces - 1);
    else if ((ch === ',' || ch === ';') && braces === 0) {
      push(start, i);
      semicolon = ch === ';';
      start = i + 1;
    }
  }
  push(start, text.length);
  return out;
}

/**
 * Reads a whole keyword line (reminder text already masked out, trimmed) at document offset `offset`.
 * undefined unless every item is a keyword. A trailing period is tolerated ("Ward—Pay 3 life.").
 */
export function parseKeywordLine(text: string, offset: number): KeywordAbility[] | undefined {
  if (text.length === 0 || text.length > 400) return undefined;
  const period = text.endsWith('.');
  const body = period ? text.slice(0, -1) : text;
  const items0 = splitItems(body);
  // "Flashback—{1}{U}, Pay 3 life": a cost written after a dash runs to the end of the line, its commas its own (CR 118.1).
  const dashAt = items0.findIndex((it) => /^[A-Z][a-z]+(?: [a-z]+)? ?(?:\u2014|--)/.test(it.text));
  const items = dashAt >= 0 && dashAt < items0.length - 1 ? [...items0.slice(0, dashAt), { text: body.slice(items0[dashAt]!.start).trim(), start: items0[dashAt]!.start }] : items0;
  const out: KeywordAbility[] = [];
  const first = keywordAtStart(body);
  for (const item of first?.spec.wholeLine ? [] : items) {
    // CR 702.33b: "Kicker [cost 1] and/or [cost 2]" means "Kicker [cost 1], kicker [cost 2]": two instances, the second
    // read where "and/or" stands (a word as long as "Kicker", so its spans stay on its words).
    const andOr = KICKER_AND_OR.exec(item.text);
    if (andOr) {
      const at = andOr[1]!.length;
      const one = parseKeywordItem(item.text.slice(0, at), offset + item.start);
      const two = parseKeywordItem(`Kicker${item.text.slice(at + ' and/or'.length)}`, offset + item.start + at + 1);
      if (!one?.cost || !two?.cost) return withPeriod(dashCostLine(body, offset) ?? wholeLineItem(body, offset), period);
      out.push(one, { ...two, andOr: true });
      continue;
    }
    const kw = item.text === '' ? undefined : parseKeywordItem(item.text, offset + item.start);
    if (!kw) return withPeriod(dashCostLine(body, offset) ?? wholeLineItem(body, offset), period);
    out.push(item.semicolon ? { ...kw, semicolon: true } : kw);
  }
  return withPeriod(out.length > 0 ? out : wholeLineItem(body, offset), period);
}

/** The line's final period as written, on its last keyword (a non-mana cost or a sentence parameter ends with one). */
function withPeriod(kws: KeywordAbility[] | undefined, period: boolean): KeywordAbility[] | undefined {
  if (!kws || kws.length === 0) return kws;
  const last = kws[kws.length - 1]!;
  const dashCost = last.parameter !== undefined && !last.cost && /^(?:[A-Z]|\{[^}]+\}(?:\{[^}]+\})*, [A-Z])/.test(last.parameter) && ['cost', 'number-cost'].includes(keywordAtStart(last.keyword)?.spec.param ?? '');
  // The period a dash cost is printed with by default is recorded only when missing; any other only when present.
  if (dashCost) return period ? kws : [...kws.slice(0, -1), { ...last, period: false }];
  return period ? [...kws.slice(0, -1), { ...last, period: true }] : kws;
}

/**
 * A keyword with a cost written after a dash whose parts are separated by commas (CR 118.3, 702.138a): "Escape—{R}{R},
 * Exile three other cards from your graveyard." The rest of the line is its cost. Read only when the line doesn't read as
 * several keywords.
 */
function dashCostLine(body: string, offset: number): KeywordAbility[] | undefined {
  const found = keywordAtStart(body);
  if (!found || found.spec.param !== 'cost' || !DASH.test(body.slice(found.end)) || !body.includes(',')) return undefined;
  const kw = parseKeywordItem(body.trim(), offset + (body.length - body.trimStart().length));
  return kw?.parameter !== undefined ? [kw] : undefined;
}

/**
 * A keyword whose parameter is a list or a name with commas: "Enchant creature, land, or planeswalker" (CR 303.4a),
 * "Hexproof from artifacts, creatures, and enchantments" (702.11d), "Partner with Trynn, Champion of Freedom" (702.124j).
 * Read only when the line doesn't read as several keywords.
 */
function wholeLineItem(body: string, offset: number): KeywordAbility[] | undefined {
  const found = keywordAtStart(body);
  if (!found || !(found.spec.param === 'text' || found.spec.from) || (!body.includes(',') && !found.spec.wholeLine)) return undefined;
  const kw = parseKeywordItem(body.trim(), offset + (body.length - body.trimStart().length));
  return kw ? [kw] : undefined;
}
