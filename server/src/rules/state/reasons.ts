// Reasons as data (game-state.ts `Reason`): the catalog message a reason is worded by at the edge (ide/, cli/, the
// scenario's notes), and when two reasons say the same thing. The engine composes messages (a cost problem inside
// "Morph cost {cost}: …"), it never words them.

import { msg, type Message } from '../../i18n';
import type { Reason } from './game-state';

/** The catalog message of a reason; a reason still given as English text is carried as that text. */
export function reasonMessage(r: Reason): Message {
  return r.why ?? msg('rules.text', { text: r.message ?? '' });
}

/** Do two reasons say the same thing (same message and parameters)? */
export function sameReason(a: Reason, b: Reason): boolean {
  if (a.why || b.why) return JSON.stringify(a.why) === JSON.stringify(b.why);
  return a.message === b.message;
}

/** English text not yet in the catalog, as a message (the one place rules/ names `rules.text`). */
export function textMessage(text: string): Message {
  return msg('rules.text', { text });
}
