// A scenario run as readable text: each step, the events it caused, and the state after it.
// Used by `cardscript simulate`, its golden tests and the editor's step hover.

import { localMessage } from '../../diagnostics/diagnostic';
import { keywordTerm, msg, render, type Locale, type Message } from '../../i18n';
import type { GameEvent } from '../state/events';
import type { ScenarioReport, StepReport } from './run-scenario';
import { camelKey, camelStep } from '../state/reasons';

const player = (p: string): Message => msg('expect.player', { player: p });
/** Text the engine gives as it is (a card's text, an ability's description), or its message. */
const words = (w: string | Message): Message => (typeof w === 'string' ? msg('expect.words', { words: w }) : w);
/** How it became face down or was turned face up, by the engine's word. */
const method = (m: string): Message => msg('transcript.method', { method: m, key: camelKey(m) });
/** A counter's kind: a keyword counter (CR 122.1b: "a flying counter") by the glossary's term, else the engine's word. */
const counter = (c: string): Message => {
  const { term, rest } = keywordTerm(c);
  return term && !rest.trim() ? msg('transcript.counter-keyword', { keyword: term }) : msg('transcript.counter', { counter: c });
};

/** What a triggered ability triggered on: the engine's label in English; the other languages word the labels they know
 * (by `key`) and otherwise quote the card's trigger condition, as written; a delayed trigger by its step. */
function triggerWords(e: Extract<GameEvent, { type: 'triggered' }>, noun: string): Message {
  if (e.delayedStep) return msg('transcript.trigger.delayed', { trigger: e.trigger, step: msg('rules.step', { step: camelStep(e.delayedStep) }) });
  const clause = e.clause ? msg('transcript.trigger.clause', { text: e.clause }) : msg('transcript.trigger.unnamed');
  return msg('transcript.trigger', { trigger: e.trigger, key: camelKey(e.trigger), clause, noun });
}

/**
 * An event as a message; `name` labels an object id (a step's `labels`: card name and `@ref`), `noun` gives the noun it
 * is spoken of by (a step's `nouns`: its head noun, the last card type), which participles agree with in Italian and Spanish.
 */
export function eventMessage(e: GameEvent, name: (id: string) => string = (id) => id, noun: (id: string) => string = () => 'none'): Message | null {
  switch (e.type) {
    case 'cast': {
      const p = { player: e.player, card: e.cardName, cost: e.cost };
      if (!e.faceDown) return msg('transcript.cast', p);
      return e.method ? msg('transcript.cast-face-down-by', { ...p, method: method(e.method) }) : msg('transcript.cast-face-down', p);
    }
    case 'activated': return msg('transcript.activated', { card: e.cardName, index: String(e.abilityIndex + 1) });
    case 'resolved': return msg('transcript.resolved', { what: words(e.description) });
    case 'countered': return msg('transcript.countered', { what: words(e.description) });
    case 'entered': return e.faceDown
      ? msg('transcript.entered-face-down', { card: e.cardName, origin: method(e.origin ?? 'face down'), controller: e.controller, noun: noun(e.objectId) })
      : msg('transcript.entered', { card: e.cardName, controller: e.controller, noun: noun(e.objectId) });
    case 'turned-face-up': {
      const card = { card: e.cardName, noun: noun(e.objectId) };
      if (e.via !== 'special-action') return msg('transcript.turned-up-by-effect', card);
      if (!e.method) return msg('transcript.turned-up-special', card);
      return e.cost ? msg('transcript.turned-up-special-for', { ...card, method: method(e.method), cost: e.cost }) : msg('transcript.turned-up-special-by', { ...card, method: method(e.method) });
    }
    case 'turned-face-down': return msg('transcript.turned-face-down', { card: e.cardName, noun: noun(e.objectId) });
    case 'revealed': return msg('transcript.revealed', { card: e.cardName, cr: e.cr.join(', '), noun: noun(e.objectId) });
    case 'stayed-face-down': return msg('transcript.stays-face-down', { card: e.cardName, cr: e.cr.join(', '), noun: noun(e.objectId) });
    case 'triggered': return msg('transcript.triggered', { card: e.cardName, trigger: triggerWords(e, noun(e.sourceId)), noun: noun(e.sourceId) });
    case 'zone-changed': return msg('transcript.zone-changed', { card: e.cardName, from: e.from, to: e.to });
    case 'counter-added': return msg('transcript.counters-put', { count: e.count, counter: counter(e.counter), target: name(e.objectId) });
    case 'counter-removed': return msg('transcript.counters-removed', { count: e.count, counter: counter(e.counter), target: name(e.objectId) });
    case 'life': return msg('transcript.life', { player: e.player, gain: e.amount >= 0 ? 'yes' : 'no', amount: String(Math.abs(e.amount)), cause: e.cause });
    case 'cost-paid': return msg('transcript.cost-paid', { cost: e.cost });
    case 'manifested': return msg('transcript.manifested', { how: e.how === 'manifest-dread' ? 'dread' : e.how, card: e.cardName, noun: noun(e.objectId) });
    case 'tapped': case 'untapped': return msg('transcript.tapped', { target: name(e.objectId), tapped: e.type === 'tapped' ? 'yes' : 'no', noun: noun(e.objectId) });
    case 'attached': return msg('transcript.attached', { target: name(e.objectId), to: name(e.to), noun: noun(e.objectId) });
    case 'unattached': return msg('transcript.unattached', { target: name(e.objectId), from: name(e.from), noun: noun(e.objectId) });
    case 'damage': {
      if (!e.objectId) {
        const p = { amount: e.amount, player: e.player ?? '' };
        return e.source ? msg('transcript.damage-player-from', { ...p, source: name(e.source) }) : msg('transcript.damage-player', p);
      }
      const target = name(e.objectId);
      return e.source ? msg('transcript.damage-from', { amount: e.amount, target, source: name(e.source) }) : msg('transcript.damage', { amount: e.amount, target });
    }
    case 'effect-started': return e.on?.length
      ? msg('transcript.effect-begins-on', { what: words(e.description), objects: e.on.map(name).join(', ') })
      : msg('transcript.effect-begins', { what: words(e.description) });
    case 'effect-ended': return msg('transcript.effect-ends', { what: words(e.description) });
    case 'control-changed': return msg('transcript.control-changed', { target: name(e.objectId), player: e.player, noun: noun(e.objectId) });
    case 'transformed': return msg('transcript.transformed', { target: name(e.objectId), noun: noun(e.objectId) });
    case 'drew': return msg('transcript.drew', { player: e.player });
    case 'state-based-action': return msg('transcript.state-based-action', { target: name(e.objectId), action: words(e.action), cr: e.cr.join(', '), noun: noun(e.objectId) });
    case 'ceased-to-exist': return msg('transcript.ceased-to-exist', { card: e.cardName });
    case 'phased': return msg('transcript.phased', { target: name(e.objectId), out: e.out ? 'yes' : 'no', noun: noun(e.objectId) });
    case 'player-left': return msg('transcript.player-left', { player: player(e.player) });
    case 'city-blessing': return msg('transcript.city-blessing', { player: e.player });
    case 'ventured': return msg('transcript.ventured', { player: e.player, room: e.room, dungeon: e.dungeon });
    case 'completed-dungeon': return msg('transcript.completed-dungeon', { player: e.player, dungeon: e.dungeon });
    case 'day-night': return msg('transcript.day-night', { is: e.is });
    case 'lost': return msg('transcript.lost', { player: player(e.player), reason: words(e.reason), cr: e.cr.join(', ') });
    case 'reached-step': return msg('transcript.reached-step', { turn: String(e.turn), active: player(e.active), step: e.step.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()) });
    // Events the lines around them already tell (a step beginning, a declaration, a target chosen, counters making a permanent monstrous, a creature sacrificed to exploit): not shown.
    case 'step-began': case 'manifested-dread': case 'attackers-declared': case 'blockers-declared': case 'combat-damage-dealt': case 'became-target': case 'self-acted': return null;
    case 'attacks': return msg('transcript.attacks', { target: name(e.objectId), defender: player(e.defender) });
    case 'blocks': return msg('transcript.blocks', { target: name(e.objectId), attacker: name(e.attacker) });
    case 'removed-from-combat': return msg('transcript.removed-from-combat', { target: name(e.objectId), noun: noun(e.objectId) });
    case 'mana-added': return e.sourceId
      ? msg('transcript.mana-added-by', { player: e.player, mana: e.mana, source: name(e.sourceId) })
      : msg('transcript.mana-added', { player: e.player, mana: e.mana });
    case 'mana-spent': {
      const p = { player: e.player, cost: e.cost, mana: e.mana ? words(e.mana) : msg('expect.no-mana') };
      return e.life ? msg('transcript.mana-spent-life', { ...p, life: String(e.life) }) : msg('transcript.mana-spent', p);
    }
    case 'game-ended': return msg('transcript.game-ended');
  }
}

/** An event in words, in `locale` (English by default); `name` labels an object id, `noun` gives its noun (agreement). */
export function describeEvent(e: GameEvent, name: (id: string) => string = (id) => id, locale: Locale = 'en', noun?: (id: string) => string): string | null {
  const m = eventMessage(e, name, noun);
  return m ? render(m, locale) : null;
}

const VERDICT = { passed: 'transcript.verdict.passed', INCONCLUSIVE: 'transcript.verdict.inconclusive', FAILED: 'transcript.verdict.failed' } as const;

/** passed, INCONCLUSIVE (nothing failed, but some expectation rests on text the engine doesn't carry out) or FAILED. */
export function scenarioVerdict(report: ScenarioReport): 'passed' | 'INCONCLUSIVE' | 'FAILED' {
  if (report.passed) return 'passed';
  return report.expectations.failed || report.illegalSteps || report.unreadableSteps ? 'FAILED' : 'INCONCLUSIVE';
}

export function stepLines(step: StepReport, source: string, index: number, locale: Locale = 'en'): string[] {
  const text = source.slice(step.line.span.start, step.line.span.end).trim();
  const out = [`${index}. ${text}${step.ok ? '' : step.inconclusive ? '   ?' : '   ✗'}`];
  const labels = step.labels ?? {};
  const nouns = step.nouns ?? {};
  for (const e of step.events) {
    const said = describeEvent(e, (id) => labels[id] ?? id, locale, (id) => nouns[id] ?? 'none');
    if (said !== null) out.push(`   → ${said}`);
  }
  for (const d of step.diagnostics) out.push(`   ! ${d.code}: ${localMessage(d, locale)}`);
  return out;
}

/** The transcript of one scenario; `withState` adds the full state after every step; in `locale` (English by default). */
export function formatTranscript(report: ScenarioReport, source: string, opts: { withState: boolean; locale?: Locale }): string {
  const locale = opts.locale ?? 'en';
  const lines = [`scenario "${report.name}"`];
  report.steps.forEach((s, i) => {
    lines.push(...stepLines(s, source, i + 1, locale).map((l) => `  ${l}`));
    if (opts.withState) lines.push(...s.state.split('\n').map((l) => `      | ${l}`));
  });
  const { total, failed, inconclusive } = report.expectations;
  lines.push(`  ${render(msg('transcript.result', {
    verdict: msg(VERDICT[scenarioVerdict(report)]), held: String(total - failed - inconclusive), total: String(total),
    inconclusive, illegal: report.illegalSteps, unreadable: report.unreadableSteps,
  }), locale)}`);
  return lines.join('\n') + '\n';
}
