// Abilities that trigger as a step begins (CR 503.1a, 507.1, 513.1a: "at the beginning of …"), and the delayed
// triggered abilities waiting for that step (603.7), read from the `step-began` event the turn logs after the step's
// turn-based actions. A skipped step doesn't begin: nothing triggers (614.10a).

import type { GameEvent, Outcome } from '../state/events';
import type { GameState, PlayerId, StackAbility } from '../state/game-state';
import { newStackId } from '../state/game-state';
import type { TriggerSource } from '../state/trigger-moment';
import { stepOfWords } from '../effects/delayed-trigger-effects';
import { fireTrigger } from './fire-trigger';
import { ATTACHED_STEP_OWNERS } from '../../model/abilities/effect-descriptors';
import { msg } from '../../i18n';

/** Step-trigger owners naming one step of the game ("your first upkeep"), which the engine does not track. */
const FIRST_ONLY = new Set(['your first', 'the first', "each other player's first"]);

function attachedController(s: GameState, id: string | null | undefined): PlayerId | undefined {
  const o = id ? s.objects.get(id) : undefined;
  return o && o.zone === 'battlefield' ? o.controller : undefined;
}

export function stepTriggers(s: GameState, out: Outcome, e: Extract<GameEvent, { type: 'step-began' }>, sources: readonly TriggerSource[]): void {
  for (const { src, name, ref, event: ev } of sources) {
    // CR 511.2: "at end of combat" abilities trigger as the end of combat step begins.
    if (ev?.kind === 'end-of-combat') {
      if (e.step === 'end-of-combat') fireTrigger(s, out, src, ref, src.controller, 'end of combat', name, undefined, undefined, undefined, e.active);
      continue;
    }
    // CR 505.1: "each of your main phases" names both main phases of the turn.
    if (ev?.kind !== 'beginning-of' || !(ev.step === 'main phase' ? e.step === 'main1' || e.step === 'main2' : stepOfWords(ev.step) === e.step)) continue;
    // CR 503.1a: step triggers fire in the step they name. "your first upkeep" (and the like) fires in one upkeep of
    // the game only; a scenario may begin mid-game, so which upkeep is "first" is unknown: not fired (its
    // descriptor marks it not simulated, and outcomes resting on it are inconclusive).
    // OPEN QUESTION: the CR does not define "first upkeep"; read here as the first upkeep of that player's first turn.
    if (FIRST_ONLY.has(ev.whose)) continue;
    const mine = src.controller === e.active;
    const yours = ev.whose === 'your' || ev.whose === 'your next' || !!ev.onYourTurn;
    // CR 102.2: in the two-player game "each other player's" step is the opponent's.
    const theirs = ev.whose === "each opponent's" || ev.whose === "your opponents'" || ev.whose === "each other player's";
    if ((yours && !mine) || (theirs && mine)) continue;
    // CR 303.4, 301.5, 503.1a: "the upkeep of enchanted creature's controller" is the step of the turn of the player who
    // controls the object the source is attached to; unattached, no player's step is named.
    if (ATTACHED_STEP_OWNERS.has(ev.whose) && attachedController(s, src.attachedTo) !== e.active) continue;
    fireTrigger(s, out, src, ref, src.controller, `beginning of ${e.step}`, name, undefined, undefined, undefined, e.active);
  }
  delayedTriggers(s, out, e);
}

/** CR 603.7: delayed triggered abilities waiting for this step trigger once. */
function delayedTriggers(s: GameState, out: Outcome, e: Extract<GameEvent, { type: 'step-began' }>): void {
  // CR 603.7d–e: "your next upkeep" waits for an upkeep of its controller's turn.
  // CR 505.1: "your next main phase" is due at either main phase; CR 603.7b: one "this turn" is gone once its turn ended.
  const isDue = (d: (typeof s.delayedTriggers)[number]) => (d.step === e.step || d.orStep === e.step) && (d.inTurnOf === undefined || d.inTurnOf === e.active) && (d.turn === undefined || d.turn === s.turn);
  const over = (d: (typeof s.delayedTriggers)[number]) => d.turn !== undefined && d.turn !== s.turn;
  if (s.delayedTriggers.some(over)) s.delayedTriggers = s.delayedTriggers.filter((d) => !over(d));
  const due = s.delayedTriggers.filter(isDue);
  if (due.length === 0) return;
  s.delayedTriggers = s.delayedTriggers.filter((d) => !isDue(d));
  for (const d of due) {
    const entry: StackAbility = {
      kind: 'ability', id: newStackId(s), sourceId: d.sourceId, sourceName: d.sourceName, abilityIndex: -1, controller: d.controller,
      effects: d.effects, targets: [], triggered: true, ...(d.it[0] ? { triggerObject: d.it[0] } : {}), description: d.description, ...(d.said ? { said: d.said } : {}),
    };
    s.pendingTriggers.push(entry);
    const src = s.objects.get(d.sourceId);
    s.triggerLog.push({ sourceId: d.sourceId, cardId: src?.cardId ?? '', cardName: d.sourceName, abilityIndex: -1, event: `delayed: ${e.step}`, stackId: entry.id });
    out.event({ type: 'triggered', sourceId: d.sourceId, cardName: d.sourceName, abilityIndex: -1, stackId: entry.id, trigger: `delayed (beginning of ${e.step} step)`, delayedStep: e.step });
  }
}
