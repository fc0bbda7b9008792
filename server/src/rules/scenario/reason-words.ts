// The engine's reasons as the scenario's notes word them (the notes are an edge: the diagnostics they become carry
// the catalog message, rendered in the reader's language by lsp/ and cli/).

import { msg, render, type Message } from '../../i18n';
import type { Reason } from '../state/game-state';
import { reasonMessage } from '../state/reasons';

/** A reason's message with the CR sections it rests on: "… (CR 116.2b, 702.37e)". */
export function withCr(r: Reason): Message {
  return r.cr.length ? msg('rules.with-cr', { reason: reasonMessage(r), cr: r.cr.join(', ') }) : reasonMessage(r);
}

/**
 * A reason in English, for an expectation's message that is still English text (expectations.ts).
 * OPEN: expectation messages are not catalog messages yet; when they are, this goes.
 */
export function reasonEnglish(r: Reason): string {
  return render(reasonMessage(r), 'en');
}
