// What ends "Repeat this process until …" (CR 608.2c): the instructions before it are done again, in order, until a stop
// condition holds; and the kinds "Repeat this process for …" does them again for. Each is a typed part, read and printed
// back as written; the engine doesn't repeat a process (effect-descriptors.ts 'repeat-process'), so none is evaluated.

import type { ObjectFilter, RepeatFor, RepeatUntil } from '../types';
import { indefiniteArticle } from './article';
import { printFilter } from './print-target';
import { parseFilter } from './targets';

/** What a player does that "until no one …" waits for (CR 608.2c): paying life (119.4), putting a card onto the battlefield (110.1). */
const NO_ONE_DEEDS = ['pays life', 'puts a card onto the battlefield'] as const;

/** What "until you …" waits for (CR 608.2c): a card put into your hand (400.1), two cards of one name exiled (201.2). */
const YOU_DEEDS = ['put a card into your hand', 'exile two cards with the same name'] as const;

/** "until both players' coins come up heads on the same flip" (CR 705.2): each player flips, both coins on one side. */
const COINS = /^both players' coins come up (heads|tails) on the same flip$/;

/** Reads the words after "until" ("no one pays life"); undefined when they are not a stop condition this file knows. */
export function parseRepeatUntil(t: string): RepeatUntil | undefined {
  // "A or B, whichever comes first": the first of two to hold (split at the first " or ", as the lazy reading did; a plain
  // scan, linear on any input).
  const FIRST = ', whichever comes first';
  if (t.endsWith(FIRST)) {
    const body = t.slice(0, -FIRST.length);
    const at = body.indexOf(' or ');
    if (at <= 0 || at + ' or '.length >= body.length) return undefined;
    const a = parseOne(body.slice(0, at));
    const b = parseOne(body.slice(at + ' or '.length));
    return a && b ? { kind: 'first-of', of: [a, b] } : undefined;
  }
  return parseOne(t);
}

function parseOne(t: string): RepeatUntil | undefined {
  let m: RegExpExecArray | null;
  if ((m = /^no one (.+)$/.exec(t))) {
    const deed = NO_ONE_DEEDS.find((d) => d === m![1]);
    return deed ? { kind: 'no-one', deed } : undefined;
  }
  if ((m = /^you (.+)$/.exec(t))) {
    const deed = YOU_DEEDS.find((d) => d === m![1]);
    return deed ? { kind: 'you-do', deed } : undefined;
  }
  if ((m = COINS.exec(t))) return { kind: 'coins-same', side: m[1] as 'heads' };
  // "until all cards exiled this way have been chosen" (CR 608.2c: the cards an earlier instruction exiled, 406.6).
  if (t === 'all cards exiled this way have been chosen') return { kind: 'all-chosen' };
  return undefined;
}

export function printRepeatUntil(u: RepeatUntil): string | undefined {
  switch (u.kind) {
    case 'no-one': return NO_ONE_DEEDS.includes(u.deed) ? `no one ${u.deed}` : undefined;
    case 'you-do': return YOU_DEEDS.includes(u.deed) ? `you ${u.deed}` : undefined;
    case 'coins-same': return `both players' coins come up ${u.side} on the same flip`;
    case 'all-chosen': return 'all cards exiled this way have been chosen';
    case 'first-of': {
      if (u.of.some((x) => x.kind === 'first-of')) return undefined;
      const [a, b] = u.of.map(printRepeatUntil);
      return a && b ? `${a} or ${b}, whichever comes first` : undefined;
    }
  }
}

/** "an enchantment and a planeswalker" (each with its article) or "artifacts and creatures" (one plural list). */
export function parseRepeatFor(t: string): RepeatFor | undefined {
  const parts = t.split(/, and |, | and /);
  if (parts.length > 1 && parts.every((p) => /^an? /.test(p))) {
    const kinds: ObjectFilter[] = [];
    for (const p of parts) {
      const f = parseFilter(p.replace(/^an? /, ''));
      if (!f || f.plural || printFilter(f.filter, false) !== p.replace(/^an? /, '')) return undefined;
      kinds.push(f.filter);
    }
    return kinds.length === 2 ? { kinds, articled: true } : undefined;
  }
  const f = parseFilter(t);
  return f?.plural && f.filter.anyOf && f.filter.orListAnd ? { kinds: [f.filter], articled: false } : undefined;
}

export function printRepeatFor(r: RepeatFor): string | undefined {
  if (!r.articled) return r.kinds.length === 1 ? printFilter(r.kinds[0]!, true) : undefined;
  if (r.kinds.length !== 2) return undefined;
  const [a, b] = r.kinds.map((k) => {
    const w = printFilter(k, false);
    return `${indefiniteArticle(w)} ${w}`;
  });
  return `${a} and ${b}`;
}
