// The official order of mana symbols in a cost: {X} first, then generic mana, then colored symbols in the
// color order Oracle prints (the pair, shard, wedge and four-color orders of the color wheel W→U→B→R→G).
// Checked against every real mana cost of the corpus (test/corpus/templating.corpus.test.ts).

import { readManaSymbol } from '../../model/mana';
import type { Color, ManaSymbol, Span } from '../../model/types';

const WHEEL: readonly Color[] = ['W', 'U', 'B', 'R', 'G'];
const POS: Record<Color, number> = { W: 0, U: 1, B: 2, R: 3, G: 4 };
const at = (i: number): Color => WHEEL[((i % 5) + 5) % 5]!;

/**
 * The printed order of a set of colors.
 * - two colors: allies (adjacent) and enemies (two apart) are both written going clockwise the short way:
 *   WU UB BR RG GW (allies), WB UR BG RW GU (enemies);
 * - three colors: a shard (three in a row) from its first color clockwise (WUB, UBR, BRG, RGW, GWU); a wedge
 *   (a color and its two enemies) in steps of two (WBG, URW, BGU, RWB, GUR);
 * - four colors: clockwise starting after the missing color (UBRG, BRGW, RGWU, GWUB, WUBR);
 * - five: WUBRG.
 */
export function colorOrder(colors: Iterable<Color>): Color[] {
  const set = new Set(colors);
  const list = WHEEL.filter((c) => set.has(c));
  switch (list.length) {
    case 0: case 1: case 5:
      return list;
    case 2: {
      const [a, b] = list as [Color, Color];
      const d = (POS[b] - POS[a] + 5) % 5;
      return d <= 2 ? [a, b] : [b, a];
    }
    case 3: {
      for (const s of list) {
        const p = POS[s];
        if (set.has(at(p + 1)) && set.has(at(p + 2))) return [s, at(p + 1), at(p + 2)];
      }
      for (const s of list) {
        const p = POS[s];
        if (set.has(at(p + 2)) && set.has(at(p + 4))) return [s, at(p + 2), at(p + 4)];
      }
      return list;
    }
    default: {
      const missing = WHEEL.find((c) => !set.has(c))!;
      const p = POS[missing];
      return [at(p + 1), at(p + 2), at(p + 3), at(p + 4)];
    }
  }
}

/** The hybrid symbol's halves in printed order: {W/U}, {G/W}, {R/W}, {G/U}… (the two-color order). */
export function hybridText(sym: ManaSymbol): string {
  if ((sym.kind !== 'hybrid' && sym.kind !== 'hybrid-phyrexian') || sym.colors.length !== 2) return sym.text;
  const parts = sym.text.split('/');
  if (parts[0] === 'C') return sym.text;
  const [a, b] = colorOrder(sym.colors) as [Color, Color];
  return sym.kind === 'hybrid' ? `${a}/${b}` : `${a}/${b}/P`;
}

const isMono = (s: ManaSymbol) => s.kind === 'colored';
const isVariable = (s: ManaSymbol) => s.kind === 'variable';
const isGeneric = (s: ManaSymbol) => s.kind === 'generic';

/**
 * The symbols' texts in official order. Only what the rules of order decide moves: variables go first,
 * generic next, single-color symbols are grouped in the color order of the cost's single colors; every
 * other symbol (hybrid, Phyrexian, {C}, {S}) keeps its place among the colored ones. Hybrid halves are put
 * in pair order. No symbol is added or dropped.
 */
export function officialOrder(symbols: readonly ManaSymbol[]): string[] {
  const variables = symbols.filter(isVariable);
  const generics = symbols.filter(isGeneric);
  const rest = symbols.filter((s) => !isVariable(s) && !isGeneric(s));
  const order = colorOrder(rest.filter(isMono).flatMap((s) => s.colors));
  const monoSorted = rest.filter(isMono).sort((a, b) => order.indexOf(a.colors[0]!) - order.indexOf(b.colors[0]!));
  let m = 0;
  const restOut = rest.map((s) => (isMono(s) ? monoSorted[m++]! : s));
  return [...variables, ...generics, ...restOut].map((s) => `{${hybridText(s)}}`);
}

export interface SymbolRun {
  symbols: ManaSymbol[];
  span: Span;
}

/** Runs of adjacent {…} symbols in `text` (at document `offset`); unknown groups are returned apart. */
export function symbolRuns(text: string, offset: number): { runs: SymbolRun[]; unknown: { text: string; span: Span }[] } {
  const runs: SymbolRun[] = [];
  const unknown: { text: string; span: Span }[] = [];
  let current: SymbolRun | undefined;
  let lastEnd = -1;
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) break;
    const close = text.indexOf('}', open + 1);
    const nextOpen = text.indexOf('{', open + 1);
    if (close < 0 || (nextOpen >= 0 && nextOpen < close)) { i = open + 1; continue; } // half-typed "{2"
    const inner = text.slice(open + 1, close);
    const span = { start: offset + open, end: offset + close + 1 };
    const sym = inner.length <= 12 ? readManaSymbol(inner, span) : undefined;
    if (sym) {
      if (current && lastEnd === open) {
        current.symbols.push(sym);
        current.span = { start: current.span.start, end: span.end };
      } else {
        current = { symbols: [sym], span };
        runs.push(current);
      }
    } else {
      current = undefined;
      if (!NON_MANA.has(inner.toUpperCase())) unknown.push({ text: text.slice(open, close + 1), span });
    }
    lastEnd = close + 1;
    i = close + 1;
  }
  return { runs, unknown };
}

/**
 * Symbols of rules text that are not mana (CR 107.5 tap, 107.6 untap, 107.14 energy, 107.12 chaos, 107.11
 * planeswalker, 107.4f {P} in reminder text) or that only joke sets print.
 */
export const NON_MANA = new Set(['T', 'Q', 'E', 'CHAOS', 'PW', 'P', 'A', 'TK', '\u221E', 'HW', 'HR']);

/** The symbols of a `cost` field's words, or undefined when one of them is unknown (syntax reports it). */
export function readCostSymbols(words: readonly { text: string; span: Span }[]): ManaSymbol[] | undefined {
  const out: ManaSymbol[] = [];
  for (const w of words) {
    const sym = w.text.startsWith('{') && w.text.endsWith('}') ? readManaSymbol(w.text.slice(1, -1), w.span) : undefined;
    if (!sym) return undefined;
    out.push(sym);
  }
  return out;
}
