// Searching a set with Scryfall's query syntax (the common subset, https://scryfall.com/docs/syntax): bare words
// and "quoted phrases" (name), t: o: c: id: mv/cmc pow tou loy r: is:, comparisons (: = != < <= > >=), `-` negation,
// `or`, parentheses; terms side by side must all hold.

import { COLOR_ORDER, type Color } from '../model/types';
import { FACE_DOWN_FAMILIES, type CardFacts } from './card-facts';
import { lookupTable } from '../model/lookup-table';

export type Query =
  | { kind: 'and' | 'or'; items: Query[] }
  | { kind: 'not'; item: Query }
  | { kind: 'term'; key: string; op: string; value: string; quoted: boolean };

export class QueryError extends Error {}

type Tok = { t: '(' | ')' | '-' | 'or' | 'term'; key?: string; op?: string; value?: string; quoted?: boolean };

/** How deep parentheses and `-` may nest: deeper is an error, not a stack overflow (issue 22, F12). */
export const MAX_QUERY_DEPTH = 100;

// Sticky patterns, matched where the tokenizer is (never on a copy of the rest of the query: one pass).
const WORD = /[^\s()]+/y;
const KEYED = /([a-zA-Z]+)(:|!=|<=|>=|=|<|>)/y;

function tokenize(q: string): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  const at = (re: RegExp) => { re.lastIndex = i; return re.exec(q); };
  const readValue = (): { value: string; quoted: boolean } => {
    if (q[i] === '"') {
      const end = q.indexOf('"', i + 1);
      if (end < 0) throw new QueryError('a quoted phrase is not closed');
      const value = q.slice(i + 1, end);
      i = end + 1;
      return { value, quoted: true };
    }
    const value = at(WORD)?.[0] ?? '';
    i += value.length;
    return { value, quoted: false };
  };
  while (i < q.length) {
    const c = q[i]!;
    if (/\s/.test(c)) { i++; continue; }
    if (c === '(' || c === ')') { out.push({ t: c }); i++; continue; }
    if (c === '-' && i + 1 < q.length && !/\s/.test(q[i + 1]!)) { out.push({ t: '-' }); i++; continue; }
    const m = at(KEYED);
    if (m) {
      i += m[0].length;
      const { value, quoted } = readValue();
      out.push({ t: 'term', key: m[1]!.toLowerCase(), op: m[2]!, value, quoted });
      continue;
    }
    const { value, quoted } = readValue();
    if (!quoted && value.toLowerCase() === 'or') out.push({ t: 'or' });
    else out.push({ t: 'term', key: 'name', op: ':', value, quoted });
  }
  return out;
}

export function parseQuery(q: string): Query {
  const toks = tokenize(q);
  let at = 0;
  let depth = 0;
  const peek = () => toks[at];
  const deeper = () => { if (++depth > MAX_QUERY_DEPTH) throw new QueryError(`parentheses and '-' nest more than ${MAX_QUERY_DEPTH} deep`); };
  const orExpr = (): Query => {
    const items = [andExpr()];
    while (peek()?.t === 'or') { at++; items.push(andExpr()); }
    return items.length === 1 ? items[0]! : { kind: 'or', items };
  };
  const andExpr = (): Query => {
    const items: Query[] = [];
    for (let t = peek(); t && t.t !== ')' && t.t !== 'or'; t = peek()) items.push(unary());
    if (!items.length) throw new QueryError(peek() ? `nothing before '${peek()!.t}'` : 'an empty query');
    return items.length === 1 ? items[0]! : { kind: 'and', items };
  };
  const unary = (): Query => {
    const t = toks[at++]!;
    if (t.t === '-') {
      if (!peek()) throw new QueryError("nothing after '-'");
      deeper();
      const item = unary();
      depth--;
      return { kind: 'not', item };
    }
    if (t.t === '(') {
      deeper();
      const inner = orExpr();
      if (peek()?.t !== ')') throw new QueryError("a '(' is not closed");
      at++;
      depth--;
      return inner;
    }
    return { kind: 'term', key: t.key!, op: t.op!, value: t.value!, quoted: !!t.quoted };
  };
  const q0 = orExpr();
  if (at < toks.length) throw new QueryError(`unexpected '${toks[at]!.t === 'term' ? toks[at]!.value : toks[at]!.t}'`);
  return q0;
}

const KEYS: Record<string, string> = lookupTable({
  name: 'name', t: 'type', type: 'type', o: 'oracle', oracle: 'oracle', c: 'color', color: 'color', id: 'identity', identity: 'identity',
  ci: 'identity', mv: 'mv', cmc: 'mv', manavalue: 'mv', pow: 'power', power: 'power', tou: 'toughness', toughness: 'toughness',
  loy: 'loyalty', loyalty: 'loyalty', r: 'rarity', rarity: 'rarity', is: 'is', has: 'is',
});

const RARITY_RANK: Record<string, number> = lookupTable({ common: 0, c: 0, uncommon: 1, u: 1, rare: 2, r: 2, mythic: 3, m: 3, special: 4, s: 4, bonus: 5, b: 5 });

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

const COLOR_WORDS: Record<string, string> = lookupTable({ white: 'w', blue: 'u', black: 'b', red: 'r', green: 'g', colorless: 'c', multicolor: 'm' });

/** Scryfall's color comparisons: `:` and `>=` superset, `=` exact, `<=` subset, `<`/`>` strict; c:m multicolor, c:c colorless. */
function colorMatch(have: Color[], op: string, value: string, identity: boolean): boolean {
  const v = (COLOR_WORDS[value.toLowerCase()] ?? value.toLowerCase());
  if (v === 'm') return have.length > 1;
  if (v === 'c') return have.length === 0;
  const want = COLOR_ORDER.filter((c) => v.toUpperCase().includes(c));
  if (want.length !== v.length) throw new QueryError(`'${value}' is not a color`);
  const sub = have.every((c) => want.includes(c));
  const sup = want.every((c) => have.includes(c));
  // id: means "fits within" (a commander's identity), as on Scryfall.
  const effective = op === ':' ? (identity ? '<=' : '>=') : op;
  switch (effective) {
    case '=': return sub && sup;
    case '!=': return !(sub && sup);
    case '>=': return sup;
    case '<=': return sub;
    case '>': return sup && !sub;
    case '<': return sub && !sup;
  }
  return false;
}

function numeric(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

const IS_ALIASES: Record<string, string> = lookupTable({ facedown: 'face-down', 'face-down': 'face-down', manifestdread: 'manifest-dread', dfc: 'dfc', mdfc: 'dfc', transform: 'dfc' });

function term(f: CardFacts, t: Extract<Query, { kind: 'term' }>): boolean {
  const key = KEYS[t.key];
  if (!key) throw new QueryError(`unknown keyword '${t.key}:'`);
  const value = t.value;
  const lower = value.toLowerCase();
  switch (key) {
    case 'name': return f.name.toLowerCase().includes(lower);
    case 'type': return f.typeLine.toLowerCase().includes(lower);
    // `~` stands for the card's name, as on Scryfall.
    case 'oracle': return f.text.toLowerCase().includes(lower.replace(/~/g, f.name.toLowerCase()));
    case 'color': return colorMatch(f.colors, t.op, value, false);
    case 'identity': return colorMatch(f.identity, t.op, value, true);
    case 'mv': { const n = numeric(value); if (n === undefined) throw new QueryError(`'${value}' is not a number`); return compare(f.manaValue, t.op, n); }
    case 'power': case 'toughness': case 'loyalty': {
      const n = numeric(value);
      if (n === undefined) throw new QueryError(`'${value}' is not a number`);
      const have = numeric(f[key]);
      return have !== undefined && compare(have, t.op, n);
    }
    case 'rarity': {
      const want = RARITY_RANK[lower];
      if (want === undefined) throw new QueryError(`'${value}' is not a rarity`);
      const have = f.rarity ? RARITY_RANK[f.rarity] : undefined;
      return have !== undefined && compare(have, t.op, want);
    }
    case 'is': {
      const v = IS_ALIASES[lower] ?? lower;
      if (v === 'face-down') return f.families.length > 0;
      if (v === 'dfc') return f.faces > 1;
      if ((FACE_DOWN_FAMILIES as readonly string[]).includes(v)) return (f.families as string[]).includes(v);
      throw new QueryError(`unknown 'is:${value}' (is: knows ${[...FACE_DOWN_FAMILIES, 'facedown', 'dfc'].join(', ')})`);
    }
  }
  return false;
}

export function matches(f: CardFacts, q: Query): boolean {
  switch (q.kind) {
    case 'and': return q.items.every((i) => matches(f, i));
    case 'or': return q.items.some((i) => matches(f, i));
    case 'not': return !matches(f, q.item);
    case 'term': return term(f, q);
  }
}

/** The cards matching `query`, in their order; throws QueryError on a query it cannot read. */
export function search<T extends CardFacts>(cards: readonly T[], query: string): T[] {
  const q = parseQuery(query);
  // Validate every term once, even when no card reaches it (an unknown keyword is an error, not "no match").
  const validate = (x: Query): void => {
    if (x.kind === 'term') { term(BLANK, x); return; }
    if (x.kind === 'not') validate(x.item);
    else x.items.forEach(validate);
  };
  validate(q);
  return cards.filter((c) => matches(c, q));
}

const BLANK: CardFacts = { name: '', colors: [], identity: [], manaValue: 0, supertypes: [], cardTypes: [], subtypes: [], typeLine: '', text: '', families: [], faces: 1 };
