// What a scenario step's handler returns and the shared ways it fails: a step names an object that isn't in the game,
// or the rules refuse it; the card names a step involves (for related information).

import type { Ref, Step } from '../../../../../grammar/src/ast';
import type { ActionResult } from '../../state/events';
import type { ScenarioRun } from '../scenario-run';
import { msg, type Message } from '../../../i18n';

/**
 * `definite`: refused for what the step says, not by a rule of the game a card's text could change (not a color,
 * a choice this step can't make, nothing by that name): no card text, understood or not, makes it legal.
 */
export type StepResult = ActionResult & { names: string[]; definite?: boolean };
/** One step kind's handler: performs `step` on the run's engine. */
export type StepHandler<K extends Step['kind']> = (run: ScenarioRun, step: Step & { kind: K }) => StepResult;
/** A family of step handlers, keyed by step kind. */
export type StepHandlers = { [K in Step['kind']]?: StepHandler<K> };

export const fail = (why: Message, cr: string[] = []): StepResult => ({ ok: false, reasons: [{ code: 'illegal-action', why, cr }], events: [], names: [] });

/** A step refused for what it says (see StepResult.definite). */
export const refuse = (why: Message, cr: string[] = []): StepResult => ({ ...fail(why, cr), definite: true });

export const missing = (ref: Ref): StepResult => refuse(msg('expect.step.missing', { ref: ref.kind === 'alias-ref' ? '@' + ref.name : `"${ref.name}"` }));

export const withNames = (r: ActionResult, ...names: (string | undefined)[]): StepResult => ({ ...r, names: names.filter((n): n is string => !!n) });
