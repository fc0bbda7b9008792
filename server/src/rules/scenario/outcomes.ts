// Notable outcomes of a legal step, reported as diagnostics on that step: a face-down permanent that
// lost its way to turn face up (CR 702.37e, 702.168d, 708.8), face-down instants and sorceries that stay
// face down (CR 701.40g, 701.58g), and the coded notes the engine attaches to an action.

import type { Span } from '../../../../grammar/src/span';
import { makeDiagnostic, type Diagnostic } from '../../diagnostics/diagnostic';
import type { Engine } from '../engine/engine';
import type { ActionResult } from '../state/events';
import { battlefieldObjects, type PlayerId } from '../state/game-state';
import type { TurnUpOption } from '../game/turn-face-up-action';
import type { ScenarioRun } from './scenario-run';
import { withCr } from './reason-words';
import { msg, nounOf, render, type Locale } from '../../i18n';
import { textMessage } from '../state/reasons';

/** The language of a diagnostic's `message` (its catalog message `msg` is worded at the edge). */
const ENGLISH: Locale = 'en';
import type { Question } from './dependency';
import { describeRests } from './inconclusive';

export interface TurnUpState {
  cardName: string;
  controller: PlayerId;
  options: TurnUpOption[];
}

/** How each face-down permanent could be turned face up right now. */
export function turnUpSnapshot(engine: Engine): Map<string, TurnUpState> {
  const out = new Map<string, TurnUpState>();
  for (const o of battlefieldObjects(engine.state)) {
    if (!o.faceDown) continue;
    out.set(o.id, { cardName: o.card.name, controller: o.controller, options: engine.canTurnFaceUp(o.id, o.controller).options });
  }
  return out;
}

const KEYWORD_METHODS = new Set(['morph', 'megamorph', 'disguise']);

export function noteOutcomes(run: ScenarioRun, before: Map<string, TurnUpState>, result: ActionResult & { names: string[] }, span: Span): Diagnostic[] {
  const out: Diagnostic[] = [];
  // A note states an outcome of the game: when text not understood or not carried out could change it (issue 23), it
  // says so and quotes that text rather than stating the outcome as a fact.
  const push = (d: Diagnostic, q: Question) => {
    const rests = run.uncertain(q);
    if (!rests.length) return void out.push(d);
    const words = msg('rules.note-inconclusive', { note: d.msg ?? textMessage(d.message), rests: describeRests(rests) });
    out.push({ ...d, message: render(words, ENGLISH), msg: words });
  };
  const engine = run.engine;
  for (const [id, was] of before) {
    const now = engine.object(id);
    if (!now?.faceDown || now.zone !== 'battlefield') continue;
    const answer = engine.canTurnFaceUp(id, now.controller);
    for (const lost of was.options.filter((o) => KEYWORD_METHODS.has(o.method) && !answer.options.some((n) => n.method === o.method))) {
      const reason = answer.reasons.find((r) => r.code === 'morph-lost-with-abilities');
      if (!reason) continue;
      const sources = result.names.filter((n) => n !== was.cardName);
      const said = { card: was.cardName, keyword: lost.method, cr: reason.cr.join(', '), noun: nounOf(engine.characteristics(id)?.cardTypes ?? []) };
      push(makeDiagnostic('morph-lost-with-abilities',
        sources.length ? msg('expect.note.morph-lost-by', { ...said, sources: sources.map((name) => msg('expect.note.possessive', { name })) }) : msg('expect.note.morph-lost', said),
        span, { cr: reason.cr, related: run.relatedFor([was.cardName, ...sources]) }), { facts: ['abilities'], objects: [was.cardName], step: 'turn-up' });
    }
  }
  for (const ev of result.events) {
    if (ev.type === 'stayed-face-down') {
      push(makeDiagnostic('manifested-instant-or-sorcery',
        msg('expect.note.manifested-instant', { card: ev.cardName, cr: ev.cr.join(', ') }),
        span, { cr: ev.cr, related: run.relatedFor([ev.cardName]) }), { facts: ['characteristics', 'state'], objects: [ev.cardName] });
    }
  }
  for (const r of result.reasons) {
    if (!r.code || r.code === 'illegal-action' || r.code === 'morph-lost-with-abilities' || r.code === 'manifested-instant-or-sorcery') continue;
    push(makeDiagnostic(r.code, withCr(r), span, { cr: r.cr, related: run.relatedFor(result.names) }), { facts: ['state', 'characteristics'], objects: result.names });
  }
  return out;
}
