// Reasons as data (game-state.ts `Reason`): the catalog message a reason is worded by at the edge (ide/, cli/, the
// scenario's notes), and when two reasons say the same thing. The engine composes messages (a cost problem inside
// "Morph cost {cost}: …"), it never words them.

import { msg, type Message } from '../../i18n';
import type { Reason, TurnStep } from './game-state';

/** The catalog message of a reason. */
export function reasonMessage(r: Reason): Message {
  return r.why;
}

/** Do two reasons say the same thing (same message and parameters)? */
export function sameReason(a: Reason, b: Reason): boolean {
  return JSON.stringify(a.why) === JSON.stringify(b.why);
}

/** English text not yet in the catalog, as a message (the one place rules/ names `rules.text`). */
export function textMessage(text: string): Message {
  return msg('rules.text', { text });
}

/** An engine word as the catalogs' `select` names it: camel case (`manifest-dread` → `manifestDread`). */
export function camelKey(word: string): string {
  return word.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
}

/** A step of the turn as the catalog's `select` names it: camel case (`beginning-of-combat` → `beginningOfCombat`). */
export function camelStep(step: TurnStep): string {
  return camelKey(step);
}

/** A step of the turn as a message (`rules.step`: its name in the reader's language). */
export function stepMessage(step: TurnStep): Message {
  return msg('rules.step', { step: camelStep(step) });
}
