// Activated-ability costs: "{2}{U}, {T}: …", "Sacrifice this creature: …", loyalty "+1: …" / "[−2]: …"
// (CR 602.1a, 606.4). Finds the cost before the colon and reads its mana and tap parts.

import { buildManaCost, manaCostValue, readManaSymbol } from '../mana';
import type { Effect, ManaCostValue, ManaSymbol, Span } from '../types';
import { indexOutsideQuotes } from './sentences';

export interface ActivationCost {
  /** Its mana part's value (no reader asks where it stands: the cost's span covers it), shared by the memo's copies. */
  mana?: ManaCostValue;
  tap: boolean;
  text: string;
  span: Span;
  /** Every part of the cost is understood (mana, {T}, loyalty, sacrificing this permanent, non-mana actions). */
  understood: boolean;
  /** Non-mana cost parts read by the effect grammar (CR 118.3). */
  actions?: Effect[];
  untap?: boolean;
}

const LOYALTY = /^(?:\[[+\-\u2212]?(?:\d{1,3}|X)\]|[+\-\u2212](?:\d{1,3}|X)|0)$/;
const COST_VERBS = /^(?:Sacrifice|Tap|Untap|Exile|Discard|Pay|Remove|Return|Reveal|Put|Collect|Mill|Forage|Blight)\b/;
const SYMBOLS = /^(?:\{[^{}]*\})+$/;
/** CR 702.122a: crew's cost, "Tap any number of other untapped creatures you control with total power N or greater". */
const TAP_TOTAL_POWER = /^Tap any number of other untapped creatures you control with total power \d{1,3} or greater$/;

/** Index of the cost colon of `text` (masked line, ability word removed), or -1 when it is not activated. */
/** " and sacrifice it" ending a cost part (an older wording of two parts, CR 602.1a). */
const SACRIFICE_IT_JOINED = / and (?=sacrifice it$)/;

export function findCostColon(text: string): number {
  const colon = indexOutsideQuotes(text, ':');
  if (colon <= 0 || colon > 300) return -1;
  const cost = text.slice(0, colon).trim();
  if (cost === '' || cost.includes('.') || /^(?:When|Whenever|At)\b/.test(cost)) return -1;
  if (cost.includes('{') || LOYALTY.test(cost) || COST_VERBS.test(cost)) return colon;
  return -1;
}

/**
 * The comma-separated parts of a cost as written; a part that starts with neither a symbol nor a cost verb continues the
 * one before it (a name with a comma: "Remove a ki counter from Ichiga, Who Topples Oaks", CR 201.5, 602.1a).
 */
function costPieces(body: string): string[] {
  const out: string[] = [];
  for (const raw of body.split(',')) {
    const part = raw.trim();
    const prev = out[out.length - 1];
    // "Pay half your life, rounded up" (CR 107.1a): the rounding is the same part.
    if (prev !== undefined && ((!SYMBOLS.test(prev.trim()) && !SYMBOLS.test(part) && !COST_VERBS.test(part) && /^[A-Z]/.test(part)) || /^rounded (?:up|down)$/.test(part))) out[out.length - 1] = `${prev},${raw}`;
    else out.push(raw);
  }
  return out;
}

/**
 * Reads the cost `text` (as written) at document offset `offset`. `selfRef` tells whether a cost part
 * names this object (the caller normalizes names and "this creature").
 */
export function readActivationCost(
  text: string,
  offset: number,
  selfRef: (part: string) => boolean,
  readPart?: (part: string, offset: number) => Effect | undefined,
): ActivationCost {
  const lead = text.length - text.trimStart().length;
  const body = text.trim();
  const span = { start: offset + lead, end: offset + lead + body.length };
  let tap = false;
  let untap = false;
  let understood = true;
  const actions: Effect[] = [];
  const manaParts: { text: string; at: number }[] = [];
  if (LOYALTY.test(body)) return { tap: false, text: body, span, understood: true }; // CR 606.4
  let at = 0;
  const pieces: { part: string; partAt: number; andIt?: boolean }[] = [];
  for (const raw of costPieces(body)) {
    const part = raw.trim();
    const partAt = lead + at + (raw.length - raw.trimStart().length);
    at += raw.length + 1;
    // "Remove three quest counters from ~ and sacrifice it": the last part joined by "and", sacrificing the source
    // (CR 602.1a, 701.21a; cost-parts.ts reads it so too).
    const joined = SACRIFICE_IT_JOINED.exec(part);
    if (joined) pieces.push({ part: part.slice(0, joined.index), partAt }, { part: part.slice(joined.index + ' and '.length), partAt: partAt + joined.index + ' and '.length, andIt: true });
    else pieces.push({ part, partAt });
  }
  for (const { part, partAt, andIt } of pieces) {
    if (SYMBOLS.test(part)) {
      for (const sym of part.matchAll(/\{([^{}]*)\}/g)) {
        const inner = sym[1]!.toUpperCase();
        if (inner === 'T') tap = true; // CR 107.5
        else if (inner === 'Q') untap = true; // CR 107.6: the untap symbol
        else manaParts.push({ text: sym[0], at: partAt + (sym.index ?? 0) });
      }
    } else if (andIt || (/^Sacrifice /.test(part) && selfRef(part.slice('Sacrifice '.length)))) {
      // Sacrificing this permanent: the engine reads it from `text`.
      const at = offset + partAt;
      actions.push({ kind: 'zone-change', target: { kind: 'self' }, to: 'graveyard', how: 'sacrifice', span: { start: at, end: at + part.length }, ...(andIt ? { andIt } : {}) });
    } else if (TAP_TOTAL_POWER.test(part)) {
      // The engine reads it from `text` (cost-parts.ts: the creatures tapped, their total power).
    } else {
      const action = readPart?.(part, offset + partAt);
      if (action) actions.push(action);
      else understood = false;
    }
  }
  let mana: ManaCostValue | undefined;
  if (manaParts.length > 0) {
    const symbols: ManaSymbol[] = [];
    for (const p of manaParts) {
      const sym = readManaSymbol(p.text.slice(1, -1), { start: offset + p.at, end: offset + p.at + p.text.length });
      if (sym) symbols.push(sym);
      else understood = false;
    }
    const first = manaParts[0]!;
    const last = manaParts[manaParts.length - 1]!;
    mana = manaCostValue(buildManaCost(symbols, { start: offset + first.at, end: offset + last.at + last.text.length }));
  }
  return { ...(mana ? { mana } : {}), tap, text: body, span, understood, ...(actions.length > 0 ? { actions } : {}), ...(untap ? { untap } : {}) };
}
