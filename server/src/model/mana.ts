// Mana symbols and costs: reading "{2}{U}{U}" into symbols, mana value (CR 202.3) and colors (CR 105.2, 202.2).

import { COLOR_ORDER, type Color, type ManaCost, type ManaSymbol, type Span } from './types';
import { exactSize } from './exact-size';

const COLOR_SET = new Set<string>(COLOR_ORDER);
const isColor = (s: string): s is Color => COLOR_SET.has(s);

/** Reads the text between braces; undefined when it is not a mana symbol (CR 107.4). */
export function readManaSymbol(inner: string, span: Span): ManaSymbol | undefined {
  const text = inner.toUpperCase();
  if (/^\d+$/.test(text) && Number(text) <= 1_000_000) {
    return { text, kind: 'generic', manaValue: Number(text), colors: [], span };
  }
  if (text === '½') return { text, kind: 'generic', manaValue: 0.5, colors: [], span };
  if (isColor(text)) return { text, kind: 'colored', manaValue: 1, colors: [text], span };
  if (text === 'C') return { text, kind: 'colorless', manaValue: 1, colors: [], span };
  if (text === 'S') return { text, kind: 'snow', manaValue: 1, colors: [], span };
  // CR 107.3: X is the variable of costs (Y appears beside X on a few older cards); {Z} is not a mana symbol.
  if (text === 'X' || text === 'Y') return { text, kind: 'variable', manaValue: 0, colors: [], span };
  const parts = text.split('/');
  if (parts.length === 2) {
    const [a, b] = parts as [string, string];
    if (isColor(a) && isColor(b) && a !== b) return { text, kind: 'hybrid', manaValue: 1, colors: [a, b], span };
    if (a === '2' && isColor(b)) return { text, kind: 'twobrid', manaValue: 2, colors: [b], span };
    if (isColor(a) && b === 'P') return { text, kind: 'phyrexian', manaValue: 1, colors: [a], span };
    if (a === 'C' && isColor(b)) return { text, kind: 'hybrid', manaValue: 1, colors: [b], span };
  }
  if (parts.length === 3) {
    const [a, b, p] = parts as [string, string, string];
    if (isColor(a) && isColor(b) && a !== b && p === 'P') return { text, kind: 'hybrid-phyrexian', manaValue: 1, colors: [a, b], span };
  }
  return undefined;
}

export function sortColors(colors: Iterable<Color>): Color[] {
  const set = new Set(colors);
  return exactSize(COLOR_ORDER.filter((c) => set.has(c)));
}

export function buildManaCost(symbols: ManaSymbol[], span: Span): ManaCost {
  return {
    symbols: exactSize(symbols),
    manaValue: symbols.reduce((n, s) => n + s.manaValue, 0),
    colors: sortColors(symbols.flatMap((s) => s.colors)),
    text: symbols.map((s) => `{${s.text}}`).join(''),
    span,
  };
}

export interface ReadCostResult {
  cost: ManaCost;
  /** Symbols that are not mana symbols (unknown-mana-symbol). */
  unknown: { text: string; span: Span }[];
}

/** Reads every {…} group of `text` (at document offset `offset`) as one mana cost. */
export function readManaCost(text: string, offset = 0): ReadCostResult {
  const symbols: ManaSymbol[] = [];
  const unknown: { text: string; span: Span }[] = [];
  for (const m of text.matchAll(/\{([^{}]*)\}/g)) {
    const span = { start: offset + m.index!, end: offset + m.index! + m[0].length };
    const sym = readManaSymbol(m[1]!, span);
    if (sym) symbols.push(sym);
    else unknown.push({ text: m[0], span });
  }
  const span = { start: offset, end: offset + text.length };
  return { cost: buildManaCost(symbols, span), unknown };
}
