// Searching a set with Scryfall's query syntax (the parts a set designer types, https://scryfall.com/docs/syntax):
// bare words and "quoted phrases" (name), `!"exact name"`, name: t: o: fo: (words, phrases or /regular expressions/),
// c: id: (colors), m:/mana: (mana symbols, compared as multisets), mv/cmc pow tou loy pt (numbers, or another field:
// `pow>tou`), r: (rarity), kw:/keyword:, is:/has: (the families of card-facts.ts, shared with stats), comparisons
// (: = != < <= > >=), `-` negation, `or`, parentheses; terms side by side must all hold. `include:extras` and
// `unique:cards|prints` are accepted where they mean something for a set file. Anything else is an error naming it,
// never a silent "no match". User regular expressions run on a linear-time engine (re2js): no input makes them slow.

import { RE2JS } from 're2js';
import { msg, render, type Message } from '../i18n';
import { readManaCost } from '../model/mana';
import { COLOR_ORDER, type Color } from '../model/types';
import { IS_ALIASES, IS_FAMILIES, type CardFacts } from './card-facts';

export type Query =
  | { kind: 'and' | 'or'; items: Query[] }
  | { kind: 'not'; item: Query }
  | { kind: 'term'; key: string; op: string; value: string; quoted: boolean; regex?: boolean };

/** A query the search cannot read: why, as a catalog message (its English is the error's message). */
export class QueryError extends Error {
  constructor(readonly why: Message) {
    super(render(why, 'en'));
  }
}

type Term = Extract<Query, { kind: 'term' }>;
type Tok = { t: '(' | ')' | '-' | 'or' } | { t: 'term'; term: Term };

/** A user's regular expression longer than this is refused (its matching is linear anyway; this bounds compiling). */
export const MAX_REGEX_LENGTH = 500;

function tokenize(q: string): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  const readValue = (allowRegex: boolean): { value: string; quoted: boolean; regex?: boolean } => {
    if (q[i] === '"') {
      const end = q.indexOf('"', i + 1);
      if (end < 0) throw new QueryError(msg('search.unclosed-quote'));
      const value = q.slice(i + 1, end);
      i = end + 1;
      return { value, quoted: true };
    }
    if (allowRegex && q[i] === '/') {
      // A regular expression runs to the next "/" that no backslash escapes; it may hold spaces.
      let j = i + 1;
      while (j < q.length && q[j] !== '/') j += q[j] === '\\' ? 2 : 1;
      if (j >= q.length) throw new QueryError(msg('search.unclosed-regex'));
      const value = q.slice(i + 1, j).replace(/\\\//g, '/');
      i = j + 1;
      return { value, quoted: false, regex: true };
    }
    const m = /^[^\s()]+/.exec(q.slice(i));
    const value = m ? m[0] : '';
    i += value.length;
    return { value, quoted: false };
  };
  while (i < q.length) {
    const c = q[i]!;
    if (/\s/.test(c)) { i++; continue; }
    if (c === '(' || c === ')') { out.push({ t: c }); i++; continue; }
    if (c === '-' && i + 1 < q.length && !/\s/.test(q[i + 1]!)) { out.push({ t: '-' }); i++; continue; }
    if (c === '!' && i + 1 < q.length && !/\s/.test(q[i + 1]!)) {
      i++;
      const { value, quoted } = readValue(false);
      out.push({ t: 'term', term: { kind: 'term', key: 'exact', op: ':', value, quoted } });
      continue;
    }
    const m = /^([a-zA-Z]+)(:|!=|<=|>=|=|<|>)/.exec(q.slice(i));
    if (m) {
      i += m[0].length;
      const v = readValue(true);
      out.push({ t: 'term', term: { kind: 'term', key: m[1]!.toLowerCase(), op: m[2]!, value: v.value, quoted: v.quoted, ...(v.regex ? { regex: true } : {}) } });
      continue;
    }
    const { value, quoted } = readValue(false);
    if (!quoted && value.toLowerCase() === 'or') out.push({ t: 'or' });
    else out.push({ t: 'term', term: { kind: 'term', key: 'name', op: ':', value, quoted } });
  }
  return out;
}

export function parseQuery(q: string): Query {
  const toks = tokenize(q);
  let at = 0;
  const peek = () => toks[at];
  const shown = (t: Tok) => (t.t === 'term' ? t.term.value : t.t);
  const orExpr = (): Query => {
    const items = [andExpr()];
    while (peek()?.t === 'or') { at++; items.push(andExpr()); }
    return items.length === 1 ? items[0]! : { kind: 'or', items };
  };
  const andExpr = (): Query => {
    const items: Query[] = [];
    for (let t = peek(); t && t.t !== ')' && t.t !== 'or'; t = peek()) items.push(unary());
    if (!items.length) throw new QueryError(peek() ? msg('search.nothing-before', { token: shown(peek()!) }) : msg('search.empty'));
    return items.length === 1 ? items[0]! : { kind: 'and', items };
  };
  const unary = (): Query => {
    const t = toks[at++]!;
    if (t.t === '-') { if (!peek()) throw new QueryError(msg('search.nothing-after-minus')); return { kind: 'not', item: unary() }; }
    if (t.t === '(') {
      const inner = orExpr();
      if (peek()?.t !== ')') throw new QueryError(msg('search.unclosed-paren'));
      at++;
      return inner;
    }
    if (t.t !== 'term') throw new QueryError(msg('search.unexpected', { token: t.t }));
    return t.term;
  };
  const q0 = orExpr();
  if (at < toks.length) throw new QueryError(msg('search.unexpected', { token: shown(toks[at]!) }));
  return q0;
}

// ---- the keys ------------------------------------------------------------------------------------------------------

const KEYS: Record<string, string> = {
  name: 'name', n: 'name', exact: 'exact', t: 'type', type: 'type', o: 'oracle', oracle: 'oracle', fo: 'fulloracle', fulloracle: 'fulloracle',
  c: 'color', color: 'color', id: 'identity', identity: 'identity', ci: 'identity', m: 'mana', mana: 'mana',
  mv: 'mv', cmc: 'mv', manavalue: 'mv', pow: 'power', power: 'power', tou: 'toughness', toughness: 'toughness',
  loy: 'loyalty', loyalty: 'loyalty', pt: 'pt', powtou: 'pt', r: 'rarity', rarity: 'rarity', is: 'is', has: 'is',
  kw: 'keyword', keyword: 'keyword', include: 'include', unique: 'unique',
};

/** The keys that take a /regular expression/. */
const REGEX_KEYS = new Set(['name', 'type', 'oracle', 'fulloracle']);

/** Numeric fields, and the names a field comparison (`pow>tou`) may use for them. */
const NUMERIC: Record<string, (f: CardFacts) => number | undefined> = {
  mv: (f) => f.manaValue,
  power: (f) => numeric(f.power),
  toughness: (f) => numeric(f.toughness),
  loyalty: (f) => numeric(f.loyalty),
  pt: (f) => { const p = numeric(f.power); const t = numeric(f.toughness); return p === undefined || t === undefined ? undefined : p + t; },
};

const RARITY_RANK: Record<string, number> = { common: 0, c: 0, uncommon: 1, u: 1, rare: 2, r: 2, mythic: 3, m: 3, special: 4, s: 4, bonus: 5, b: 5 };

function compare(a: number, op: string, b: number): boolean {
  switch (op) {
    case ':': case '=': return a === b;
    case '!=': return a !== b;
    case '<': return a < b;
    case '<=': return a <= b;
    case '>': return a > b;
    case '>=': return a >= b;
  }
  return false;
}

const COLOR_WORDS: Record<string, string> = { white: 'w', blue: 'u', black: 'b', red: 'r', green: 'g', colorless: 'c', multicolor: 'm' };

/** Scryfall's color comparisons: `:` and `>=` superset, `=` exact, `<=` subset, `<`/`>` strict; c:m multicolor, c:c colorless. */
function colorTest(op: string, value: string, identity: boolean, pick: (f: CardFacts) => Color[]): (f: CardFacts) => boolean {
  const v = (COLOR_WORDS[value.toLowerCase()] ?? value.toLowerCase());
  if (v === 'm') return (f) => pick(f).length > 1;
  if (v === 'c') return (f) => pick(f).length === 0;
  const want = COLOR_ORDER.filter((c) => v.toUpperCase().includes(c));
  if (!v || want.length !== v.length) throw new QueryError(msg('search.not-a-color', { value }));
  // id: means "fits within" (a commander's identity), as on Scryfall.
  const effective = op === ':' ? (identity ? '<=' : '>=') : op;
  return (f) => {
    const have = pick(f);
    const sub = have.every((c) => want.includes(c));
    const sup = want.every((c) => have.includes(c));
    switch (effective) {
      case '=': return sub && sup;
      case '!=': return !(sub && sup);
      case '>=': return sup;
      case '<=': return sub;
      case '>': return sup && !sub;
      case '<': return sub && !sup;
    }
    return false;
  };
}

function numeric(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

// ---- mana: costs compared as multisets of symbols ----------------------------------------------------------------

/** A cost as counts: generic mana as one number, every other symbol by its text ("U", "W/U", "G/P", "X"). */
type SymbolCounts = { generic: number; symbols: Map<string, number> };

function countSymbols(cost: string): SymbolCounts {
  const out: SymbolCounts = { generic: 0, symbols: new Map() };
  for (const s of readManaCost(cost).cost.symbols) {
    if (s.kind === 'generic') out.generic += Number(s.text);
    else out.symbols.set(s.text, (out.symbols.get(s.text) ?? 0) + 1);
  }
  return out;
}

/** `m:` values: braces ("{2}{U}{U}") or Scryfall's shorthand ("2UU", "{W/U}G"). */
function readManaQuery(value: string): SymbolCounts {
  const braced = value.replace(/\{[^{}]*\}|(\d+)|([a-zA-Z])/g, (m, digits: string | undefined, letter: string | undefined) => (digits ? `{${digits}}` : letter ? `{${letter}}` : m));
  if (braced.replace(/\{[^{}]*\}/g, '') !== '') throw new QueryError(msg('search.not-a-mana-cost', { value }));
  const read = readManaCost(braced);
  if (read.unknown.length) throw new QueryError(msg('search.not-a-mana-symbol', { symbol: read.unknown[0]!.text, value }));
  if (!read.cost.symbols.length) throw new QueryError(msg('search.not-a-mana-cost', { value }));
  return countSymbols(braced);
}

/** Whether `a` holds at least the symbols of `b` (generic mana by amount). */
function holds(a: SymbolCounts, b: SymbolCounts): boolean {
  if (a.generic < b.generic) return false;
  for (const [s, n] of b.symbols) if ((a.symbols.get(s) ?? 0) < n) return false;
  return true;
}

function manaTest(op: string, value: string): (f: CardFacts) => boolean {
  const want = readManaQuery(value);
  const test = (have: SymbolCounts): boolean => {
    const sup = holds(have, want);
    const sub = holds(want, have);
    switch (op) {
      case ':': case '>=': return sup;
      case '=': return sup && sub;
      case '!=': return !(sup && sub);
      case '>': return sup && !sub;
      case '<=': return sub;
      case '<': return sub && !sup;
    }
    return false;
  };
  // Any face's cost, as Scryfall searches both faces.
  return (f) => (f.manaCosts ?? []).some((c) => c !== '' && test(countSymbols(c)));
}

// ---- text: words, phrases and regular expressions ----------------------------------------------------------------

function userRegex(pattern: string): RE2JS {
  if (pattern.length > MAX_REGEX_LENGTH) throw new QueryError(msg('search.regex-too-long', { max: MAX_REGEX_LENGTH }));
  try {
    // Case-insensitive, as on Scryfall; ^ and $ match at each rules line.
    return RE2JS.compile(pattern, RE2JS.CASE_INSENSITIVE | RE2JS.MULTILINE);
  } catch (err) {
    const why = err instanceof Error ? err.message.replace(/^error parsing regexp: /, '').replace(/`(?:\(\?[a-z]+\))+/g, '`') : String(err);
    throw new QueryError(msg('search.regex-unsupported', { pattern, why }));
  }
}

/** `~` stands for the card's name in o: and fo:, as on Scryfall. */
const selfNamed = (text: string, name: string) => (name ? text.split(name).join('~') : text);

function textTest(t: Term, pick: (f: CardFacts) => string, selfTilde: boolean): (f: CardFacts) => boolean {
  if (t.op !== ':' && t.op !== '=') throw new QueryError(msg('search.compares-nothing', { term: `${t.key}${t.op}`, key: t.key }));
  if (t.regex) {
    const re = userRegex(t.value);
    return (f) => re.test(pick(f)) || (selfTilde && re.test(selfNamed(pick(f), f.name)));
  }
  const lower = t.value.toLowerCase();
  return (f) => {
    const text = pick(f).toLowerCase();
    return text.includes(selfTilde ? lower.replace(/~/g, f.name.toLowerCase()) : lower);
  };
}

// ---- terms -------------------------------------------------------------------------------------------------------

type Test = (f: CardFacts) => boolean;

function isWords(): string {
  return [...Object.keys(IS_FAMILIES), ...Object.keys(IS_ALIASES)].join(', ');
}

function numericTest(key: string, t: Term): Test {
  const field = NUMERIC[key]!;
  const other = KEYS[t.value.toLowerCase()];
  if (!t.quoted && other && NUMERIC[other]) {
    // A field comparison: `pow>tou`, `cmc<pow` (cards missing either value don't match).
    const right = NUMERIC[other];
    return (f) => { const a = field(f); const b = right(f); return a !== undefined && b !== undefined && compare(a, t.op, b); };
  }
  const n = numeric(t.value);
  if (n === undefined) throw new QueryError(msg('search.not-a-number', { value: t.value }));
  return (f) => { const have = field(f); return have !== undefined && compare(have, t.op, n); };
}

function termTest(t: Term): Test {
  const key = KEYS[t.key];
  if (!key) throw new QueryError(msg('search.unknown-key', { key: t.key }));
  if (t.regex && !REGEX_KEYS.has(key)) throw new QueryError(msg('search.no-regex', { key: t.key }));
  const lower = t.value.toLowerCase();
  switch (key) {
    case 'name': return textTest(t, (f) => (f.faceNames ?? [f.name]).join('\n'), false);
    case 'exact': return (f) => [f.name, ...(f.faceNames ?? [])].some((n) => n.toLowerCase() === lower);
    case 'type': return textTest(t, (f) => f.typeLine, false);
    case 'oracle': return textTest(t, (f) => f.oracle ?? f.text, true);
    case 'fulloracle': return textTest(t, (f) => f.text, true);
    case 'color': return colorTest(t.op, t.value, false, (f) => f.colors);
    case 'identity': return colorTest(t.op, t.value, true, (f) => f.identity);
    case 'mana': return manaTest(t.op, t.value);
    case 'mv': case 'power': case 'toughness': case 'loyalty': case 'pt': return numericTest(key, t);
    case 'rarity': {
      const want = RARITY_RANK[lower];
      if (want === undefined) throw new QueryError(msg('search.not-a-rarity', { value: t.value }));
      return (f) => { const have = f.rarity ? RARITY_RANK[f.rarity] : undefined; return have !== undefined && compare(have, t.op, want); };
    }
    case 'keyword': {
      if (t.op !== ':' && t.op !== '=') throw new QueryError(msg('search.compares-nothing', { term: `${t.key}${t.op}`, key: t.key }));
      if (!lower) throw new QueryError(msg('search.needs-keyword', { key: t.key }));
      return (f) => (f.keywords ?? []).some((k) => k.toLowerCase() === lower);
    }
    case 'is': {
      const word = lower.replace(/[-_ ]/g, '');
      const family = IS_FAMILIES[IS_ALIASES[word] ?? word];
      if (!family) throw new QueryError(msg('search.unknown-is', { value: t.value, known: isWords() }));
      return family;
    }
    case 'include': case 'unique':
      throw new QueryError(msg('search.whole-query', { key: t.key }));
  }
  throw new QueryError(msg('search.unknown-key', { key: t.key }));
}

/** How the query lists its results: `unique:cards` lists each card name once (the first definition found). */
export interface Directives {
  uniqueCards: boolean;
}

/** Takes `include:` and `unique:` terms off the top level of the query. */
function directives(q: Query): { rest: Query | undefined; directives: Directives } {
  const out: Directives = { uniqueCards: false };
  const top = q.kind === 'and' ? q.items : [q];
  const rest: Query[] = [];
  for (const item of top) {
    if (item.kind !== 'term' || (KEYS[item.key] !== 'include' && KEYS[item.key] !== 'unique')) { rest.push(item); continue; }
    const v = item.value.toLowerCase();
    if (item.op !== ':' && item.op !== '=') throw new QueryError(msg('search.compares-nothing', { term: `${item.key}${item.op}`, key: item.key }));
    if (KEYS[item.key] === 'include') {
      // A set file holds only the cards it defines: nothing is left out by default, so there are no extras to add.
      if (v !== 'extras') throw new QueryError(msg('search.include-unsupported', { value: item.value }));
      continue;
    }
    if (v === 'cards') out.uniqueCards = true;
    else if (v !== 'prints') throw new QueryError(msg('search.unique-unsupported', { value: item.value }));
  }
  return { rest: rest.length === 0 ? undefined : rest.length === 1 ? rest[0] : { kind: 'and', items: rest }, directives: out };
}

/** Every term compiled once (regular expressions, mana costs): an unreadable one is an error even when no card reaches it. */
function compile(q: Query): Test {
  switch (q.kind) {
    case 'and': { const items = q.items.map(compile); return (f) => items.every((i) => i(f)); }
    case 'or': { const items = q.items.map(compile); return (f) => items.some((i) => i(f)); }
    case 'not': { const item = compile(q.item); return (f) => !item(f); }
    case 'term': return termTest(q);
  }
}

export function matches(f: CardFacts, q: Query): boolean {
  return compile(q)(f);
}

/** The cards matching `query`, in their order; throws QueryError on a query it cannot read. */
export function search<T extends CardFacts>(cards: readonly T[], query: string): T[] {
  const { rest, directives: d } = directives(parseQuery(query));
  if (!rest) throw new QueryError(msg('search.no-condition'));
  const test = compile(rest);
  const found = cards.filter((c) => test(c));
  if (!d.uniqueCards) return found;
  const seen = new Set<string>();
  return found.filter((c) => { const k = c.name.toLowerCase(); if (seen.has(k)) return false; seen.add(k); return true; });
}
