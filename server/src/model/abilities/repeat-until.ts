// What ends "Repeat this process until …" (CR 608.2c): the instructions before it are done again, in order, until a stop
// condition holds. Each stop condition is a typed part, read and printed back as written; the engine doesn't repeat a
// process (effect-descriptors.ts 'repeat-process'), so none of them is evaluated.

import type { RepeatUntil } from '../types';

/** What a player does that "until no one …" waits for (CR 608.2c): paying life (119.4), putting a card onto the battlefield (110.1). */
const NO_ONE_DEEDS = ['pays life', 'puts a card onto the battlefield'] as const;

/** "until both players' coins come up heads on the same flip" (CR 705.2): each player flips, both coins on one side. */
const COINS = /^both players' coins come up (heads|tails) on the same flip$/;

/** Reads the words after "until" ("no one pays life"); undefined when they are not a stop condition this file knows. */
export function parseRepeatUntil(t: string): RepeatUntil | undefined {
  let m: RegExpExecArray | null;
  if ((m = /^no one (.+)$/.exec(t))) {
    const deed = NO_ONE_DEEDS.find((d) => d === m![1]);
    return deed ? { kind: 'no-one', deed } : undefined;
  }
  if ((m = COINS.exec(t))) return { kind: 'coins-same', side: m[1] as 'heads' };
  // "until all cards exiled this way have been chosen" (CR 608.2c: the cards an earlier instruction exiled, 406.6).
  if (t === 'all cards exiled this way have been chosen') return { kind: 'all-chosen' };
  return undefined;
}

export function printRepeatUntil(u: RepeatUntil): string | undefined {
  switch (u.kind) {
    case 'no-one': return NO_ONE_DEEDS.includes(u.deed) ? `no one ${u.deed}` : undefined;
    case 'coins-same': return `both players' coins come up ${u.side} on the same flip`;
    case 'all-chosen': return 'all cards exiled this way have been chosen';
  }
}
