// Mana cost helpers for the rules engine: build model ManaCost values from text, substitute X, apply generic reductions.
// Costs paid by the engine are not tracked against a mana pool; the engine reports what would be paid.

import type { Color, ManaCost, ManaCostValue, ManaSymbol, ManaSymbolValue } from '../../model/types';
import { COLOR_ORDER } from '../../model/types';

const NO_SPAN = { start: 0, end: 0 };
const COLOR_SET = new Set<string>(COLOR_ORDER);

function symbolOf(raw: string): ManaSymbol {
  const text = raw.toUpperCase();
  const colors = text.split('/').filter((p) => COLOR_SET.has(p)) as Color[];
  if (/^\d+$/.test(text)) return { text, kind: 'generic', manaValue: Number(text), colors: [], span: NO_SPAN };
  if (COLOR_SET.has(text)) return { text, kind: 'colored', manaValue: 1, colors, span: NO_SPAN };
  if (text === 'C') return { text, kind: 'colorless', manaValue: 1, colors: [], span: NO_SPAN };
  if (text === 'S') return { text, kind: 'snow', manaValue: 1, colors: [], span: NO_SPAN };
  if (text === 'X' || text === 'Y' || text === 'Z') return { text, kind: 'variable', manaValue: 0, colors: [], span: NO_SPAN };
  if (text.includes('/')) {
    const parts = text.split('/');
    if (parts.includes('P')) {
      return { text, kind: parts.length > 2 ? 'hybrid-phyrexian' : 'phyrexian', manaValue: 1, colors, span: NO_SPAN };
    }
    if (/^\d+$/.test(parts[0] ?? '')) return { text, kind: 'twobrid', manaValue: Number(parts[0]), colors, span: NO_SPAN };
    return { text, kind: 'hybrid', manaValue: 1, colors, span: NO_SPAN };
  }
  // Unknown symbol: counted as 0, no colors (never throw on odd data).
  return { text, kind: 'generic', manaValue: 0, colors: [], span: NO_SPAN };
}

/** Build a ManaCost from "{2}{U}{U}"; null for an empty or unreadable string. */
export function parseManaCost(text: string): ManaCost | null {
  const symbols: ManaSymbol[] = [];
  // Each `{` up to the next `}` (as /\{([^}]*)\}/g would read it, without its quadratic search over many `{`).
  for (let open = text.indexOf('{'); open >= 0;) {
    const close = text.indexOf('}', open + 1);
    if (close < 0) break;
    symbols.push(symbolOf(text.slice(open + 1, close)));
    open = text.indexOf('{', close + 1);
  }
  if (symbols.length === 0) return null;
  return fromSymbols(symbols);
}

export function fromSymbols(symbols: ManaSymbol[]): ManaCost {
  const manaValue = symbols.reduce((n, s) => n + s.manaValue, 0);
  const colors = COLOR_ORDER.filter((c) => symbols.some((s) => s.colors.includes(c)));
  return { symbols, manaValue, colors, text: symbols.map((s) => `{${s.text}}`).join(''), span: NO_SPAN };
}

/** Canonical text of a cost; "" for none. Robust to partially filled model values. */
export function costText(cost: ManaCostValue | null | undefined): string {
  if (!cost) return '';
  if (typeof cost.text === 'string' && cost.text.length > 0) return cost.text;
  return (cost.symbols ?? []).map((s) => `{${s.text}}`).join('');
}

/** Colors of a cost (CR 105.2, 202.2), recomputed from symbols when the model left them out. */
export function costColors(cost: ManaCostValue | null | undefined): Color[] {
  if (!cost) return [];
  const fromSyms = COLOR_ORDER.filter((c) => (cost.symbols ?? []).some((s) => (s.colors ?? []).includes(c)));
  if (fromSyms.length > 0) return fromSyms;
  return COLOR_ORDER.filter((c) => (cost.colors ?? []).includes(c));
}

export function costManaValue(cost: ManaCostValue | null | undefined): number {
  if (!cost) return 0; // CR 202.3a: no mana cost ⇒ mana value 0
  if (typeof cost.manaValue === 'number') return cost.manaValue;
  return (cost.symbols ?? []).reduce((n, s) => n + (s.manaValue ?? 0), 0);
}

export function hasVariable(cost: ManaCostValue | null | undefined): boolean {
  return !!cost && (cost.symbols ?? []).some((s) => s.kind === 'variable');
}

/** A symbol of a cost that may be a keyword's (no span: ManaCostValue) as a ManaSymbol: a span that says nowhere. */
function withSpan(s: ManaSymbolValue | ManaSymbol): ManaSymbol {
  return 'span' in s ? s : { ...s, span: NO_SPAN };
}

/** CR 107.3d: X is chosen immediately before paying; replace each X by generic mana. */
export function substituteX(cost: ManaCostValue, x: number): ManaCost {
  const syms: ManaSymbol[] = [];
  let generic = 0;
  for (const s of cost.symbols ?? []) {
    if (s.kind === 'variable') generic += Math.max(0, Math.floor(x));
    else if (s.kind === 'generic') generic += s.manaValue;
    else syms.push(withSpan(s));
  }
  const head = generic > 0 || syms.length === 0 ? [symbolOf(String(generic))] : [];
  return fromSymbols([...head, ...syms]);
}

/** CR 118.7a: a generic reduction reduces only the generic part (never below {0}); increases add generic mana. */
export function adjustGeneric(cost: ManaCost, delta: number): ManaCost {
  let generic = 0;
  const rest: ManaSymbol[] = [];
  for (const s of cost.symbols ?? []) {
    if (s.kind === 'generic') generic += s.manaValue;
    else rest.push(s);
  }
  generic = Math.max(0, generic + delta);
  const head = generic > 0 || rest.length === 0 ? [symbolOf(String(generic))] : [];
  return fromSymbols([...head, ...rest]);
}

/** CR 107.3a: the value of X chosen for a cost, put into its mana parts ("{X}{U}" with X = 2 is "{2}{U}"). */
export function withX<T extends { kind: string }>(parts: T[], x: number | undefined): T[] {
  if (typeof x !== 'number') return parts;
  return parts.map((p) => {
    if (p.kind !== 'mana' || !('cost' in p) || typeof p.cost !== 'string') return p;
    const cost = parseManaCost(p.cost);
    return cost && hasVariable(cost) ? { ...p, cost: costText(substituteX(cost, x)) } : p;
  });
}

/** CR 601.2f: a mana cost with an additional mana cost added (the generic parts summed, 118.7a keeps it one number). */
export function withAdditionalMana(base: ManaCost, additional: ManaCost | null | undefined): ManaCost {
  if (!additional) return base;
  return adjustGeneric(fromSymbols([...base.symbols, ...additional.symbols]), 0);
}
