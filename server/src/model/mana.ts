// Mana symbols and costs: reading "{2}{U}{U}" into symbols, mana value (CR 202.3) and colors (CR 105.2, 202.2).

import { COLOR_ORDER, type Color, type ManaCost, type ManaCostValue, type ManaSymbol, type ManaSymbolValue, type Span } from './types';
import { exactSize } from './exact-size';
import { BoundedCache, stringBytes } from './bounded-cache';

const COLOR_SET = new Set<string>(COLOR_ORDER);

/**
 * The most mana one "any combination" adds that the engine lists the ways of (CR 106.1; 6 of five colors: 210 ways):
 * rules/queries/mana-abilities.ts lists them, model/abilities/effect-descriptors.ts carries out only amounts within it.
 */
export const MAX_MANA_COMBINATION = 6;
const isColor = (s: string): s is Color => COLOR_SET.has(s);

/**
 * The color lists of mana symbols and costs, one frozen list per content, shared by every symbol and cost that has it
 * (a built card's model is not written after its build): ~40,000 lists fewer for 10,000 cards.
 */
const colorLists = new Map<string, readonly Color[]>();
function colorList(...colors: Color[]): Color[] {
  const key = colors.join('');
  let list = colorLists.get(key);
  if (!list) colorLists.set(key, (list = Object.freeze(colors)));
  return list as Color[];
}
const NO_COLORS = colorList();

/** Reads the text between braces; undefined when it is not a mana symbol (CR 107.4). */
export function readManaSymbol(inner: string, span: Span): ManaSymbol | undefined {
  const text = inner.toUpperCase();
  if (/^\d+$/.test(text) && Number(text) <= 1_000_000) {
    return { text, kind: 'generic', manaValue: Number(text), colors: NO_COLORS, span };
  }
  if (text === '½') return { text, kind: 'generic', manaValue: 0.5, colors: NO_COLORS, span };
  if (isColor(text)) return { text, kind: 'colored', manaValue: 1, colors: colorList(text), span };
  if (text === 'C') return { text, kind: 'colorless', manaValue: 1, colors: NO_COLORS, span };
  if (text === 'S') return { text, kind: 'snow', manaValue: 1, colors: NO_COLORS, span };
  // CR 107.3: X is the variable of costs (Y appears beside X on a few older cards); {Z} is not a mana symbol.
  if (text === 'X' || text === 'Y') return { text, kind: 'variable', manaValue: 0, colors: NO_COLORS, span };
  const parts = text.split('/');
  if (parts.length === 2) {
    const [a, b] = parts as [string, string];
    if (isColor(a) && isColor(b) && a !== b) return { text, kind: 'hybrid', manaValue: 1, colors: colorList(a, b), span };
    if (a === '2' && isColor(b)) return { text, kind: 'twobrid', manaValue: 2, colors: colorList(b), span };
    if (isColor(a) && b === 'P') return { text, kind: 'phyrexian', manaValue: 1, colors: colorList(a), span };
    if (a === 'C' && isColor(b)) return { text, kind: 'hybrid', manaValue: 1, colors: colorList(b), span };
  }
  if (parts.length === 3) {
    const [a, b, p] = parts as [string, string, string];
    if (isColor(a) && isColor(b) && a !== b && p === 'P') return { text, kind: 'hybrid-phyrexian', manaValue: 1, colors: colorList(a, b), span };
  }
  return undefined;
}

/** What a braced symbol reads as, apart from its span (`readBracedSymbol`); null: not a mana symbol. */
type SymbolReading = Omit<ManaSymbol, 'span'> | null;
/** Readings kept (a cost's symbols are a few dozen texts: a few hundred fit, the least used go first). */
const bracedReadings = new BoundedCache<string, SymbolReading>(128 << 10, (k) => stringBytes(k) + 96);

/**
 * `readManaSymbol` of a cost word with its braces ("{2}", "{G/U}"): the same symbol (the same keys in the same order, its
 * color list the shared one), each text read once (a 10,000-card file has ~23,000 cost words of a few dozen texts).
 */
export function readBracedSymbol(braced: string, span: Span): ManaSymbol | undefined {
  let r = bracedReadings.get(braced);
  if (r === undefined) {
    const sym = readManaSymbol(braced.slice(1, -1), span);
    if (braced.length > 16) return sym;
    r = sym ? { text: sym.text, kind: sym.kind, manaValue: sym.manaValue, colors: sym.colors } : null;
    bracedReadings.set(braced, r);
    return sym;
  }
  return r ? { text: r.text, kind: r.kind, manaValue: r.manaValue, colors: r.colors, span } : undefined;
}

/** `cost` without its spans and its symbols' (a keyword's cost, an activation cost's mana: ManaCostValue), the keys in the same order. */
export function manaCostValue(cost: ManaCost): ManaCostValue {
  const symbols: ManaSymbolValue[] = new Array<ManaSymbolValue>(cost.symbols.length);
  for (let i = 0; i < symbols.length; i++) {
    const s = cost.symbols[i]!;
    symbols[i] = { text: s.text, kind: s.kind, manaValue: s.manaValue, colors: s.colors };
  }
  return { symbols, manaValue: cost.manaValue, colors: cost.colors, text: cost.text };
}

export function sortColors(colors: Iterable<Color>): Color[] {
  const set = new Set(colors);
  return exactSize(COLOR_ORDER.filter((c) => set.has(c)));
}

export function buildManaCost(symbols: ManaSymbol[], span: Span): ManaCost {
  let manaValue = 0;
  const has = new Array<boolean>(COLOR_ORDER.length).fill(false);
  for (const s of symbols) {
    manaValue += s.manaValue;
    for (const c of s.colors) has[COLOR_ORDER.indexOf(c)] = true;
  }
  // One flat string (a `+=` chain would keep a rope of pieces alive with the model).
  const text = symbols.map((s) => `{${s.text}}`).join('');
  // The cost's colors in WUBRG order (sortColors), one shared frozen list per set of colors.
  const colors: Color[] = [];
  for (let i = 0; i < COLOR_ORDER.length; i++) if (has[i]) colors.push(COLOR_ORDER[i]!);
  return { symbols: exactSize(symbols), manaValue, colors: colorList(...colors), text, span };
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
