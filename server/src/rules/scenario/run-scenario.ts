// The scenario runner: plays a scenario's setup lines, steps and expectations on the rules engine,
// and reports each step's events, the state after it, and diagnostics (illegal steps, failed
// expectations, notable face-down outcomes). Deterministic; every step is bounded by the engine.

import type { ScenarioNode, Step, StepLine } from '../../../../grammar/src/ast';
import type { Span } from '../../../../grammar/src/span';
import { makeDiagnostic, type Diagnostic, type RelatedInfo } from '../../diagnostics/diagnostic';
import type { DiagnosticCode } from '../../diagnostics/registry';
import type { Card } from '../../model/types';
import { eventObjectIds, type GameEvent } from '../state/events';
import type { Reason } from '../state/game-state';
import { checkExpectation, unreadablePredicate } from './expectations';
import type { ExpectationResult } from './expectation-result';
import type { StepResult } from './steps/step-kit';
import { checkGameExpectation } from './game-expectations';
import { noteOutcomes, turnUpSnapshot } from './outcomes';
import { choiceRests, inconclusiveMessage, survivalRests, withExtraRests, type RestingText } from './inconclusive';
import { expectationQuestion, stepQuestion } from './questions';
import { ScenarioRun } from './scenario-run';
import { withCr } from './reason-words';
import { msg, type Message } from '../../i18n';
import { reasonMessage } from '../state/reasons';
import { performStep } from './steps';
import { undecidedLines, type PlayedBranch, type UndecidedMay } from './branches';
import { abilityTextAt } from '../../model/abilities/parse-ability';

export { ScenarioRun, type CardLookup } from './scenario-run';

export interface StepReport {
  line: StepLine;
  /** The step did what it says (an `expect` held; an `expect illegal:` step was refused). */
  ok: boolean;
  /** An expectation whose result rests on text the engine does not understand or carry out: neither held nor failed. */
  inconclusive?: RestingText[];
  /** An `expect illegal:` step refused for what it says (not a color, a choice it can't make): no card text decides it. */
  refusedForWhatItSays?: boolean;
  events: GameEvent[];
  /** Reasons the engine gave (legality, notable outcomes). */
  reasons: Reason[];
  diagnostics: Diagnostic[];
  /** Readable state after the step. */
  state: string;
  /** How the transcript names the objects its events name (card name and `@ref`, ScenarioRun.label), by object id. */
  labels?: Record<string, string>;
  /** The noun each of those objects is spoken of by (ScenarioRun.noun: its head noun, the last card type), for agreement, by object id. */
  nouns?: Record<string, string>;
}

export interface ScenarioReport {
  name: string;
  span: Span;
  passed: boolean;
  steps: StepReport[];
  /** `inconclusive` expectations rest on unmodeled or unsimulated text: they count as neither held nor failed. */
  expectations: { total: number; failed: number; inconclusive: number };
  illegalSteps: number;
  /** Steps the simulation refused by a rule that rests on text it doesn't understand or carry out: not illegal. */
  inconclusiveSteps?: number;
  /** Steps that could not be read (a syntax error on the line, a word no step knows): never run, never passed. */
  unreadableSteps: number;
  diagnostics: Diagnostic[];
}

/** The labels of the objects `events` name (eventObjectIds), as the transcript words them, and their nouns (agreement). */
function eventLabels(run: ScenarioRun, events: readonly GameEvent[]): { labels: Record<string, string>; nouns: Record<string, string> } {
  const labels = new Map<string, string>();
  const nouns = new Map<string, string>();
  for (const id of events.flatMap(eventObjectIds)) if (!labels.has(id)) labels.set(id, run.label(id));
  for (const id of events.flatMap((e) => [...eventObjectIds(e), ...(e.type === 'triggered' ? [e.sourceId] : [])])) if (!nouns.has(id)) nouns.set(id, run.noun(id));
  return { labels: Object.fromEntries(labels), nouns: Object.fromEntries(nouns) };
}

function reasonDiagnostic(reason: Reason, span: Span, related: RelatedInfo[], fallback: DiagnosticCode): Diagnostic {
  return makeDiagnostic(reason.code ?? fallback, withCr(reason), span, { cr: reason.cr, related: related.length ? related : undefined });
}

/** Why a step can't be read, or undefined: a syntax error on its line, or a word no expectation knows. */
function unreadable(line: StepLine, syntaxErrors: readonly Span[]): Message | undefined {
  if (line.step.kind === 'unreadable') return msg('expect.unreadable-step');
  if (syntaxErrors.some((e) => e.start < line.span.end && line.span.start < e.end || e.start === line.span.start)) return msg('expect.unreadable-step');
  const step = line.step;
  const inner = step.kind === 'expect' ? step : undefined;
  return inner ? unreadablePredicate(inner.predicate) : undefined;
}

/** What an expectation answers on the game as it is now: it held, it failed, or it is inconclusive. */
export interface ExpectationOutcome {
  result: ExpectationResult;
  /** It held (never when inconclusive). */
  ok: boolean;
  /** The text not understood or not carried out the answer rests on: neither held nor failed. */
  inconclusive?: RestingText[];
}

/** Asks an `expect` line of the game as it is (the runner's and the set-wide notes' one reading of an expectation). */
export function expectationOutcome(run: ScenarioRun, step: Extract<Step, { kind: 'expect' | 'expect-player' | 'expect-stack' }>): ExpectationOutcome {
  const result = step.kind === 'expect' ? checkExpectation(run, step) : checkGameExpectation(run, step);
  const counts = step.kind === 'expect-player' && (step.predicate.kind === 'cards-in' || step.predicate.kind === 'controls');
  // CR 701.24a, 701.22a: which cards a shuffled or scried library gave rests on its order; how many it gave doesn't.
  const narrow = step.kind === 'expect' || (step.kind === 'expect-player' && step.predicate.kind === 'cards-in');
  const rests = withExtraRests(run.uncertain(expectationQuestion(step, result.names)), [...(result.rests ?? []), ...(counts ? survivalRests(run) : []), ...choiceRests(run, { names: result.names, narrow })]);
  // Honest results: an outcome resting on text the engine doesn't understand or carry out is no fact either way.
  return rests.length ? { result, ok: false, inconclusive: rests } : { result, ok: result.ok };
}

/** Performs the step of an `expect illegal:` line: refused (ok), allowed, or inconclusive (what its legality rests on). */
export function illegalOutcome(run: ScenarioRun, step: Extract<Step, { kind: 'expect-illegal' }>): { result: StepResult; ok: boolean; inconclusive?: RestingText[] } {
  return illegalAnswer(run, step.step, performStep(run, step.step));
}

/** What an `expect illegal:` line answers, given what performing its step did. */
export function illegalAnswer(run: ScenarioRun, step: Step, result: StepResult): { result: StepResult; ok: boolean; inconclusive?: RestingText[] } {
  // A step refused for what it says (not a color, a choice it can't make) is refused whatever the cards' text.
  const rests = !result.ok && result.definite ? [] : withExtraRests(run.uncertain(stepQuestion(step, result.names)), choiceRests(run));
  // Honest results: whether the rules allow the step rests on text the engine doesn't understand or carry out.
  return rests.length ? { result, ok: false, inconclusive: rests } : { result, ok: !result.ok };
}

/**
 * Runs a whole scenario. `cards` are every card of the workspace; `syntaxErrors` the spans of the document's
 * syntax errors: a step on such a line is never run half-read (it fails the scenario instead). A "you may" the scenario
 * didn't decide is played both ways (CR 608.2d, 603.5; branches.ts): an answer that differs between the branches is
 * inconclusive, naming the choice.
 */
export function runScenario(scenario: ScenarioNode, cards: Card[], uri: string, syntaxErrors: readonly Span[] = []): ScenarioReport {
  let first: ScenarioReport | undefined;
  const lines = undecidedLines((branch) => {
    const played = playScenario(scenario, cards, uri, syntaxErrors, branch);
    first ??= played.report;
    return played;
  });
  if (!lines.size) return first!;
  const forced = new Map([...lines].map(([line, mays]) => [line, mays.map((m) => mayRest(cards, m))]));
  return playScenario(scenario, cards, uri, syntaxErrors, [], forced).report;
}

/** A choice never made, as the text an answer rests on: its "you may …" words on its card (CR 608.2d). */
function mayRest(cards: readonly Card[], may: UndecidedMay): RestingText {
  const card = cards.find((c) => c.name === may.sourceName);
  const ability = card?.faces.flatMap((f) => f.abilities).find((a) => a.span.start <= may.span.start && may.span.end <= a.span.end);
  const text = ability ? abilityTextAt(ability, may.span).replace(/[,.]$/, '') : '';
  return { cardName: may.sourceName, text: text || 'you may', why: 'never chosen' };
}

/**
 * Plays a scenario once: `branch` the choices it takes for the "you may" instructions the scenario didn't decide
 * (state.mayBranch), `forced` the answers known to rest on such a choice (by line), from comparing the branches.
 */
function playScenario(scenario: ScenarioNode, cards: Card[], uri: string, syntaxErrors: readonly Span[], branch: readonly boolean[], forced?: ReadonlyMap<number, RestingText[]>): PlayedBranch & { report: ScenarioReport } {
  const run = new ScenarioRun(cards, uri);
  if (branch.length) run.engine.state.mayBranch = branch;
  const mays: UndecidedMay[] = [];
  const steps: StepReport[] = [];
  let failedExpectations = 0;
  let totalExpectations = 0;
  let inconclusiveExpectations = 0;
  let illegalSteps = 0;
  let inconclusiveSteps = 0;
  let unreadableSteps = 0;
  const castLines = new Map<string, { span: Span; names: string[] }>();

  for (const [index, line] of scenario.steps.entries()) {
    const step = line.step;
    const undecided = forced?.get(index) ?? [];
    const met = run.engine.state.undecidedMays?.length ?? 0;
    const why = unreadable(line, syntaxErrors);
    if (why) {
      unreadableSteps++;
      steps.push({ line, ok: false, events: [], reasons: [], diagnostics: [makeDiagnostic('syntax-error', why, line.span)], state: run.engine.snapshot() });
      continue;
    }
    const diagnostics: Diagnostic[] = [];
    let ok = true;
    let events: GameEvent[] = [];
    let reasons: Reason[] = [];
    let inconclusive: RestingText[] | undefined;
    let refusedForWhatItSays = false;

    if (step.kind === 'expect' || step.kind === 'expect-player' || step.kind === 'expect-stack') {
      totalExpectations++;
      const answer = withUndecided(expectationOutcome(run, step), undecided);
      const result = answer.result;
      ok = answer.ok;
      if (answer.inconclusive) {
        const rests = answer.inconclusive;
        inconclusive = rests;
        inconclusiveExpectations++;
        const what = result.ok || !result.why ? msg('expect.inconclusive.holds') : msg('expect.inconclusive.failed', { failure: result.why });
        diagnostics.push(makeDiagnostic('expectation-inconclusive', inconclusiveMessage(what, rests), line.span, {
          cr: result.cr, related: run.relatedFor(rests.map((r) => r.cardName)),
        }));
      } else if (!ok) {
        failedExpectations++;
        diagnostics.push(makeDiagnostic('expectation-failed', msg('expect.sentence', { clause: result.why ?? msg('rules.step-not-allowed') }), line.span, {
          cr: result.cr, related: run.relatedFor(result.names),
        }));
      }
    } else if (step.kind === 'expect-illegal') {
      totalExpectations++;
      const before = turnUpSnapshot(run.engine);
      const answer = withUndecided(illegalOutcome(run, step), undecided);
      const result = answer.result;
      refusedForWhatItSays = !result.ok && !!result.definite && !undecided.length;
      events = result.events;
      reasons = result.reasons;
      if (answer.inconclusive) {
        const rests = answer.inconclusive;
        ok = false;
        inconclusive = rests;
        inconclusiveExpectations++;
        // A choice the branches are compared on isn't carried forward: each later line is compared again.
        run.carryForward(rests.filter((r) => !undecided.includes(r)));
        const what = result.ok ? msg('expect.inconclusive.allowed') : msg('expect.inconclusive.refused');
        diagnostics.push(makeDiagnostic('expectation-inconclusive', inconclusiveMessage(what, rests), step.stepSpan, { cr: ['101.2'], related: run.relatedFor(rests.map((r) => r.cardName)) }));
      } else if (result.ok) {
        ok = false;
        failedExpectations++;
        diagnostics.push(makeDiagnostic('expectation-failed', msg('expect.illegal-but-legal'), step.stepSpan, { related: run.relatedFor(result.names) }));
        diagnostics.push(...noteOutcomes(run, before, result, step.stepSpan));
      }
    } else {
      const before = turnUpSnapshot(run.engine);
      const result = performStep(run, step);
      events = result.events;
      reasons = result.reasons;
      const related = run.relatedFor(result.names);
      // A refusal by a rule a card's text could change (a permission, prohibition or cost not understood or not carried
      // out, CR 601.3, 602.5, 118.7) is no fact: the step is inconclusive, never illegal, and so is what follows.
      const textRests = !result.ok && !result.definite ? run.uncertain(stepQuestion(step, result.names)) : [];
      const refusedRests = !result.ok ? (textRests.length ? textRests : undecided) : [];
      let allowedRests: RestingText[] = [];
      if (!result.ok && refusedRests.length) {
        ok = false;
        inconclusive = refusedRests;
        inconclusiveSteps++;
        run.carryForward(textRests);
        const main = result.reasons.find((r) => r.code) ?? result.reasons[0];
        const what = main ? msg('expect.inconclusive.refused-because', { reason: reasonMessage(main) }) : msg('expect.inconclusive.refused');
        diagnostics.push(makeDiagnostic('expectation-inconclusive', inconclusiveMessage(what, refusedRests), line.span, { cr: main?.cr ?? [], related: run.relatedFor(refusedRests.map((r) => r.cardName)) }));
      } else if (!result.ok) {
        ok = false;
        illegalSteps++;
        const main = result.reasons.find((r) => r.code) ?? result.reasons[0] ?? { why: msg('rules.step-not-allowed'), cr: [] };
        diagnostics.push(reasonDiagnostic(main, line.span, related, 'illegal-action'));
      } else if ((allowedRests = run.uncertain(stepQuestion(step, result.names), { prohibitions: true })).length || undecided.length) {
        // An allowed step a prohibition or an added cost not understood or not carried out could forbid (an attack
        // restriction, "can't cast", "costs {1} more", CR 101.2, 508.1c–d, 509.1b–c, 601.2f) is no fact either: the
        // step is inconclusive, and so is what follows.
        for (const ev of result.events) if (ev.type === 'cast') castLines.set(ev.objectId, { span: line.span, names: result.names });
        ok = false;
        run.carryForward(allowedRests);
        if (!allowedRests.length) allowedRests = undecided;
        inconclusive = allowedRests;
        inconclusiveSteps++;
        diagnostics.push(makeDiagnostic('expectation-inconclusive', inconclusiveMessage(msg('expect.inconclusive.step-allowed'), allowedRests), line.span, { cr: ['101.2'], related: run.relatedFor(allowedRests.map((r) => r.cardName)) }));
      } else {
        // A spell's outcome belongs to the line that cast it (the designer's cause), not to `resolve`.
        for (const ev of result.events) if (ev.type === 'cast') castLines.set(ev.objectId, { span: line.span, names: result.names });
        const resolved = result.events.map((ev) => (ev.type === 'resolved' ? castLines.get(ev.id) : undefined)).find((x) => x);
        const cause = resolved ?? { span: line.span, names: result.names };
        const notes = noteOutcomes(run, before, { ...result, names: cause.names }, cause.span);
        if (resolved) steps.find((s) => s.line.span === resolved.span)?.diagnostics.push(...notes);
        else diagnostics.push(...notes);
      }
    }
    run.noteEvents(events);
    for (const m of (run.engine.state.undecidedMays ?? []).slice(met)) mays.push({ step: index, ...m });
    steps.push({ line, ok, ...(inconclusive ? { inconclusive } : {}), ...(refusedForWhatItSays ? { refusedForWhatItSays } : {}), events, reasons, diagnostics, state: run.engine.snapshot(), ...eventLabels(run, events) });
  }

  const diagnostics = steps.flatMap((s) => s.diagnostics);
  for (const d of diagnostics) d.uri ??= uri;
  const answers = steps.map((s) => (s.inconclusive ? '?' : s.ok ? 'ok' : 'no'));
  const report: ScenarioReport = {
    name: scenario.name?.value ?? '',
    span: scenario.header.span,
    passed: failedExpectations === 0 && illegalSteps === 0 && unreadableSteps === 0 && inconclusiveExpectations === 0 && inconclusiveSteps === 0,
    steps,
    expectations: { total: totalExpectations, failed: failedExpectations, inconclusive: inconclusiveExpectations },
    illegalSteps,
    inconclusiveSteps,
    unreadableSteps,
    diagnostics,
  };
  return { report, answers, mays };
}

/** An answer that holds or fails on this branch but not on another is inconclusive, resting on the choices. */
function withUndecided<T extends { ok: boolean; inconclusive?: RestingText[] }>(answer: T, undecided: RestingText[]): T {
  return answer.inconclusive || !undecided.length ? answer : { ...answer, ok: false, inconclusive: undecided };
}
