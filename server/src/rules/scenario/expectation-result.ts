// What checking one expectation answers: whether it holds, the words for the transcript, the CR it rests on, the
// cards it names and the text (not understood or not carried out) an inconclusive answer rests on.

import type { Message } from '../../i18n';
import type { RestingText } from './inconclusive';

export interface ExpectationResult {
  ok: boolean;
  /** Why it does not hold (a clause without its period, worded at the edge: `expect.sentence`); none when it holds. */
  why?: Message;
  cr: string[];
  names: string[];
  /** Text the result rests on beyond the named cards' (an unknown power/toughness, CR 208.2). */
  rests?: RestingText[];
}
