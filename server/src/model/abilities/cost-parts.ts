// Cost text → typed cost parts (CR 118, 602.1a): mana, {T}/{Q}, sacrifice, discard, reveal, return to hand,
// tap an untapped …, exile, pay life, remove counters. A part not understood stays `unknown` (never "free").

import type { CostPart, ObjectFilter } from '../types';
import { parseCount } from './numbers';
import { parseFilter } from './targets';

const SELF = /^(?:~|this (?:creature|permanent|artifact|enchantment|land|card|token)|it)$/i;

/** "a Forest you control", "two untapped Elves you control", "this creature" → count, filter or self. */
function objects(phrase: string, untapped: boolean | 'tapped' = false): { count: number; filter?: ObjectFilter; self?: boolean; x?: boolean } | undefined {
  const p = phrase.trim();
  if (SELF.test(p)) return { count: 1, self: true };
  const m = /^(\S+) (.+)$/.exec(p);
  if (!m) return undefined;
  // CR 107.3a: "Sacrifice X Squirrels", "Exile X cards from your graveyard": as many as the X announced as the ability is
  // activated (count 0 until `withX` sets it; a part whose X was never announced can't be paid).
  if (m[1] === 'X' && !untapped) {
    const f = parseFilter(m[2]!);
    return f?.plural ? { count: 0, filter: f.filter, x: true } : undefined;
  }
  // "another creature": one object other than the cost's source (a cost never counts its own source here).
  const count = m[1]!.toLowerCase() === 'another' ? 1 : parseCount(m[1]!);
  if (count === undefined) return undefined;
  let rest = m[2]!;
  if (untapped) {
    const state = untapped === 'tapped' ? 'tapped ' : 'untapped ';
    if (!rest.startsWith(state)) return undefined;
    rest = rest.slice(state.length);
  }
  const f = parseFilter(rest);
  if (!f || (count > 1) !== f.plural) return undefined;
  return { count, filter: f.filter };
}

/** `text` with the card's shortened name (the part of "Arashi, the Sky Asunder" before its comma) as "~", a whole word (CR 201.5c). */
function withShortName(text: string, selfName: string): string {
  const comma = selfName.indexOf(', ');
  if (comma < 2) return text;
  const short = selfName.slice(0, comma);
  const at = text.indexOf(short);
  if (at < 0) return text;
  const after = text.charAt(at + short.length);
  const before = at > 0 ? text.charAt(at - 1) : ' ';
  return /[\p{L}\p{N}']/u.test(after) || /[\p{L}\p{N}]/u.test(before) ? text : `${text.slice(0, at)}~${text.slice(at + short.length)}`;
}

/** One comma-separated part of a cost. */
export function parseCostPart(raw: string, selfName?: string): CostPart {
  let text = raw.trim().replace(/\.$/, '');
  if (selfName && text.includes(selfName)) text = text.split(selfName).join('~');
  // CR 201.5c: a legendary card's name before its comma ("Discard Arashi", "Remove a +1/+1 counter from Mikaeus").
  else if (selfName) text = withShortName(text, selfName);
  const lower = text.replace(/^[A-Z]/, (c) => c.toLowerCase());
  let m: RegExpExecArray | null;
  // CR 606.2, 606.4: a loyalty symbol ("+1", "−2", "0", written "[−3]" too) puts on or removes loyalty counters.
  if ((m = /^\[?([+−-]?)(\d{1,3})\]?$/.exec(text))) return { kind: 'loyalty', delta: (m[1] === '' || m[1] === '+' ? 1 : -1) * Number(m[2]) };
  // CR 107.3a, 606.4: "[−X]" removes as many loyalty counters as the X announced as the ability is activated.
  if (/^\[?[−-]X\]?$/.test(text)) return { kind: 'loyalty', delta: 0, x: true };
  if (/^(?:\{[^{}]+\})+$/.test(text)) {
    if (/^\{T\}$/i.test(text)) return { kind: 'tap-self' }; // CR 107.5
    if (/^\{Q\}$/i.test(text)) return { kind: 'untap-self' }; // CR 107.6
    if (!/\{[TQ]\}/i.test(text)) return { kind: 'mana', cost: text };
  }
  // CR 107.14: "Pay {E}{E}" removes that many energy counters from the player.
  if ((m = /^pay ((?:\{E\}){1,20})$/i.exec(text))) return { kind: 'pay-energy', count: m[1]!.length / 3 };
  if ((m = /^pay (\d{1,4}|X) life$/.exec(lower))) {
    const n = parseCount(m[1]!);
    return n === undefined ? { kind: 'unknown', text } : { kind: 'pay-life', amount: n }; // CR 118.3b, 119.4
  }
  // CR 119.4, 107.1a: "Pay half your life, rounded up": the amount is worked out from the life total as the cost is paid.
  if (lower === 'pay half your life, rounded up') return { kind: 'pay-life', amount: 0, half: true };
  if ((m = /^sacrifice (.+)$/.exec(lower))) {
    const o = objects(m[1]!);
    if (o) return { kind: 'sacrifice', ...o, from: 'battlefield' }; // CR 701.21
  }
  // CR 702.122a: crew's cost, "Tap any number of other untapped creatures you control with total power N or greater"
  // (the cost's source is never one of them: "other").
  if ((m = /^tap any number of other untapped (.+?) with total power (\d{1,3}) or greater$/.exec(lower))) {
    const f = parseFilter(m[1]!);
    if (f?.plural) return { kind: 'tap-untapped', count: 0, filter: f.filter, totalPower: Number(m[2]), from: 'battlefield' };
  }
  if ((m = /^tap (.+)$/.exec(lower))) {
    const o = objects(m[1]!, true);
    if (o) return { kind: 'tap-untapped', ...o, from: 'battlefield' };
  }
  // CR 701.26b: "Untap two tapped creatures you control": only tapped permanents can be untapped.
  if ((m = /^untap (.+)$/.exec(lower))) {
    const o = objects(m[1]!, 'tapped');
    if (o && !o.self) return { kind: 'untap-tapped', ...o, from: 'battlefield' };
  }
  // CR 701.17a–b: "Mill a card", "Mill four cards": the top cards of the player's library into their graveyard.
  if ((m = /^mill (\S+) cards?$/.exec(lower))) {
    const n = parseCount(m[1]!);
    if (n !== undefined && n > 0 && (n === 1) === (m[0].endsWith(' card'))) return { kind: 'mill', cards: n };
  }
  if ((m = /^return (.+?) to (?:its|their) owner's hand$/.exec(lower)) || (m = /^return (.+?) to (?:its|their) owners' hands$/.exec(lower))) {
    const o = objects(m[1]!);
    if (o) return { kind: 'return-to-hand', ...o, from: 'battlefield' };
  }
  if ((m = /^exile (.+?) from your (graveyard|hand)$/.exec(lower))) {
    const o = objects(m[1]!);
    if (o) return { kind: 'exile', ...o, from: m[2] as 'graveyard' | 'hand' };
  }
  // "Exile a face-down permanent you control face up": exiled face up, as a permanent leaving the battlefield is (CR 406.3).
  if ((m = /^exile (.+?)(?: face up)?$/.exec(lower))) {
    const o = objects(m[1]!);
    if (o) return { kind: 'exile', ...o, from: 'battlefield' };
  }
  if (lower === 'discard your hand') return { kind: 'discard', count: 0, wholeHand: true };
  // CR 701.9a, 113.6m: "Discard this card" moves the card out of its owner's hand, so the ability works only there.
  if (/^discard (?:this card|~)$/.test(lower)) return { kind: 'discard', count: 1, self: true, from: 'hand' };
  if ((m = /^discard (.+?)( at random)?$/.exec(lower))) {
    const o = objects(m[1]!);
    if (o && !o.self) return { kind: 'discard', count: o.count, filter: o.filter, ...(m[2] ? { random: true } : {}) }; // CR 701.9
  }
  if ((m = /^reveal (.+?) (?:from|in) your hand$/.exec(lower))) {
    const o = objects(m[1]!);
    if (o && !o.self) return { kind: 'reveal', count: o.count, filter: o.filter, ...(o.x ? { x: true } : {}) }; // CR 701.20
    // "Reveal ~ from your hand" (forecast, CR 702.57a): the card itself, while it is in its owner's hand.
    if (o?.self) return { kind: 'reveal', count: 1, self: true, from: 'hand' };
  }

  if ((m = /^remove (\S+) (\S+) counters? from (.+)$/.exec(lower)) && SELF.test(m[3]!)) {
    // CR 107.3a: "Remove X +1/+1 counters from ~": as many as the X announced.
    if (m[1] === 'X') return { kind: 'remove-counters', count: 0, counter: m[2]!, x: true };
    const n = parseCount(m[1]!);
    if (n !== undefined) return { kind: 'remove-counters', count: n, counter: m[2]! };
  }
  // CR 122.1, 602.2b: "Remove a +1/+1 counter from a creature you control": all of them from one permanent the player
  // chooses as the cost is paid.
  if ((m = /^remove (\S+) (\S+) counters? from (.+)$/.exec(lower)) && !SELF.test(m[3]!) && !/^among /.test(m[3]!)) {
    const n = parseCount(m[1]!);
    const o = objects(m[3]!);
    if (n !== undefined && n > 0 && o?.filter && o.count === 1) return { kind: 'remove-counters', count: n, counter: m[2]!, filter: o.filter };
  }
  // CR 122.1, 602.2b: "Remove two +1/+1 counters from among creatures you control": that many in all, each from any
  // permanent of the kind the player controls (the player chooses as the cost is paid).
  if ((m = /^remove (\S+) (\S+) counters? from among (.+)$/.exec(lower))) {
    const n = m[1] === 'X' ? 0 : parseCount(m[1]!);
    const f = parseFilter(m[3]!);
    if (n !== undefined && (n > 0 || m[1] === 'X') && f?.plural) return { kind: 'remove-counters', count: n, counter: m[2]!, filter: f.filter, among: true, ...(m[1] === 'X' ? { x: true } : {}) };
  }
  // CR 118.1, 122.1: "Put a page counter on ~", "Put a -1/-1 counter on this creature": counters on the source itself.
  if ((m = /^put (\S+) (\S+) counters? on (.+)$/.exec(lower)) && SELF.test(m[3]!)) {
    const n = parseCount(m[1]!);
    if (n !== undefined) return { kind: 'put-counters', count: n, counter: m[2]! };
  }
  return { kind: 'unknown', text };
}

/** A whole cost: "{1}{B}, Sacrifice a creature" → parts (mana symbols and {T} split apart). */
export function parseCostParts(text: string, selfName?: string): CostPart[] {
  const out: CostPart[] = [];
  // The card's own name may have a comma ("Remove a ki counter from Ichiga, Who Topples Oaks", CR 201.5): one part.
  const body = selfName?.includes(',') ? text.split(selfName).join('~') : text;
  // "… and sacrifice it": the last part joined by "and" (costs.ts SACRIFICE_IT_JOINED).
  // "Pay half your life, rounded up": one part (its comma is not a part's end).
  for (const raw of body.split(/,(?! rounded (?:up|down)\b)| and (?=[A-Z{])| and (?=sacrifice it$)/)) {
    const part = raw.trim();
    if (part === '') continue;
    if (/^(?:\{[^{}]+\})+$/.test(part)) {
      const syms = part.match(/\{[^{}]+\}/g) ?? [];
      const mana = syms.filter((x) => !/^\{[TQ]\}$/i.test(x)).join('');
      if (mana) out.push({ kind: 'mana', cost: mana });
      for (const x of syms) if (/^\{[TQ]\}$/i.test(x)) out.push(parseCostPart(x));
      continue;
    }
    out.push(parseCostPart(part, selfName));
  }
  return out;
}

/**
 * CR 118.9: the cost of a card's own alternative cost as a cost text, from its line: "You may pay {1}{B} rather than pay
 * this spell's mana cost." → "{1}{B}"; "… you may pay 6 life and sacrifice three black creatures rather than …" →
 * "Pay 6 life, sacrifice three black creatures"; undefined for another line.
 */
export function alternativeCostText(line: string): string | undefined {
  const m = /\byou may (.+?) rather than pay (?:this spell's|[^,]+?'s) mana cost\.?$/i.exec(line);
  if (!m) return undefined;
  const text = m[1]!.replace(/^pay ((?:\{[^}]+\})+)(?= and |$)/i, '$1').replace(/ and /g, ', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * CR 601.2b, 601.2f, 118.8: an additional cost written as a choice between costs — "sacrifice a creature or pay {3}{B}",
 * "sacrifice a creature, discard a card, or pay 4 life", "reveal a Goblin card from your hand or pay {3}" — as its
 * alternatives, each a cost read by `parseCostParts` ("pay {3}" is the mana {3}); undefined when the text is no such
 * choice, or one of its alternatives is not read whole (a part not understood, or counted by X, 107.3a).
 */
export function eitherCostAlternatives(text: string, selfName?: string): CostPart[][] | undefined {
  const body = text.trim().replace(/\.$/, '');
  if (/^you may /i.test(body)) return undefined;
  const texts = body.split(/, or |, | or /);
  if (texts.length < 2 || (texts.length > 2 && !/, or /.test(body))) return undefined;
  const alternatives = texts.map((t) => {
    const one = t.trim().replace(/^pay ((?:\{[^{}]+\})+)$/i, '$1');
    return parseCostParts(one.charAt(0).toUpperCase() + one.slice(1), selfName);
  });
  return alternatives.every((parts) => parts.length > 0 && parts.every((p) => p.kind !== 'unknown' && !('x' in p && p.x))) ? alternatives : undefined;
}
