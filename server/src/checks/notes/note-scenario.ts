// A set-wide note is a scenario that ran. For one effect of the set (an ability of a source card) and one face-down
// family, with a card of the set as its representative, this writes the scenario that asks the note's questions — in
// the scenario language, by card name, as a user would write it (docs/language.md § Scenarios) — and runs it on the
// same runner as `simulate` (rules/scenario/run-scenario.ts). The expectations are chosen by a first pass over the
// same steps (the probe: which alternative holds, what the power and toughness are), then the whole scenario runs;
// the note is worded (note-words.ts) only from the expectation lines that held, and one that rests on text the
// engine doesn't understand or carry out is said as inconclusive, quoting that text.

import type { Predicate, ScenarioNode, StepLine } from '../../../../grammar/src/ast';
import { parse } from '../../../../grammar/src/parse';
import { COLOR_NAMES, type Ability, type Card, type Effect } from '../../model/types';
import { runScenario, ScenarioRun } from '../../rules/scenario/run-scenario';
import { checkExpectation } from '../../rules/scenario/expectations';
import type { RestingText } from '../../rules/scenario/inconclusive';
import type { PlayerId } from '../../rules';

/** The face-down families a note is about: the keyword a card is cast with, or how it was put face down (CR 708.6). */
export type Family = 'morph' | 'megamorph' | 'disguise' | 'manifest' | 'manifest dread' | 'cloak' | 'effect';
export const KEYWORD_FAMILIES = ['morph', 'megamorph', 'disguise'] as const;
export type KeywordFamily = (typeof KEYWORD_FAMILIES)[number];
/** Families any card can be in: put face down by manifest (701.40a), manifest dread (701.62a), cloak (701.58a) or an effect (708.2a). */
export const ORIGIN_FAMILIES = ['manifest', 'manifest dread', 'cloak', 'effect'] as const;

/** Who the scenario is about: the face-down permanent, a copy of it, or another creature the effect needs. */
export type Subject = 'fd' | 'copy';

/** One thing a note can say; each is one expectation line of its scenario (factLine). */
export type Fact =
  | { q: 'zone'; zone: string }
  | { q: 'face'; faceDown: boolean }
  /** The permanent was tapped before the effect: still tapped, it is the same permanent (CR 708.8); untapped, a new object (400.7, 110.5b). */
  | { q: 'same'; same: boolean }
  | { q: 'revealed' }
  | { q: 'pt'; pt: string }
  | { q: 'no-name' }
  | { q: 'colors'; colors: string[] }
  | { q: 'type'; type: string }
  | { q: 'no-abilities' }
  | { q: 'keyword'; keyword: string }
  | { q: 'turn-up'; method: string }
  | { q: 'no-turn-up' }
  | { q: 'triggered'; triggered: boolean }
  | { q: 'controller'; player: PlayerId }
  | { q: 'visible'; visible: boolean }
  | { q: 'counters'; count: number; counter: string }
  | { q: 'blocked' };

/** When a fact is asked: right after the effect, once it has ended, or after the permanent is turned face up. */
export type Phase = 'now' | 'later' | 'turned-up';

/** A fact as the scenario's run answered it: its expectation line held, failed, or rests on text not understood. */
export interface FactResult {
  subject: Subject;
  phase: Phase;
  fact: Fact;
  status: 'held' | 'failed' | 'inconclusive';
  rests?: RestingText[];
}

/** How the effect is made to happen, and what else the scenario does. */
interface Plan {
  controller: PlayerId;
  setup: string[];
  act: string[];
  /** How the scenario names the copy the effect makes, when it makes one (`@copy`, `@other`, the card's name). */
  copy?: string;
  /** Steps after which the effect has ended, and why it ends (until end of turn; the source leaves). */
  later?: { steps: string[]; ends: 'end-of-turn' | 'source-leaves' };
  /** Turn it face up afterwards (counters, a new controller). */
  turnUp?: boolean;
  /** Attack with it and have it blocked before the effect (a face-up turn in combat stays blocked, 509.1). */
  combat?: string;
}

export interface NoteScenario {
  /** The scenario, by card name, ready to run and extend. */
  text: string;
  facts: FactResult[];
  /** The step that makes the effect happen was refused by the rules. */
  refused?: boolean;
}

const EFFECTS_THAT_TOUCH = new Set<Effect['kind']>([
  'lose-all-abilities', 'become-copy', 'create-token-copy', 'become-type', 'turn-face-down', 'turn-face-up', 'reveal',
  'zone-change', 'set-base-pt', 'gain-control', 'add-counters',
]);

export function effectsOf(a: Ability): Effect[] {
  return 'effects' in a ? a.effects : [];
}

/** Whether `ability` has an effect that can touch a face-down permanent (and so gets notes). */
export function touchesFaceDown(ability: Ability): boolean {
  return effectsOf(ability).some((e) => EFFECTS_THAT_TOUCH.has(e.kind) && (e.kind !== 'add-counters' || /-1\/-1/.test(JSON.stringify(e))));
}

const typesOf = (card: Card) => card.faces[0]?.typeLine;
const isType = (card: Card, t: string) => !!typesOf(card)?.cardTypes.some((x) => x.toLowerCase() === t);
const isAura = (card: Card) => !!typesOf(card)?.subtypes.some((s) => s.toLowerCase() === 'aura');
const quoteName = (card: Card) => `"${card.name.replace(/"/g, '')}"`;

/** Whether the ability's targets are "… you control" (the face-down permanent is then yours). */
function wantsYours(effects: Effect[]): boolean {
  return effects.some((e) => 'target' in e && !!e.target && e.target.kind === 'target' && e.target.filter.controller === 'you');
}

/** How many objects the ability targets (a copy of "another target creature" needs a second creature). */
function targetCount(effects: Effect[]): number {
  let n = 0;
  for (const e of effects) for (const v of Object.values(e)) if (v && typeof v === 'object' && (v as { kind?: string }).kind === 'target') n++;
  return n;
}

/**
 * The steps that make ability `index` of `source` happen to the face-down permanent @fd: an Aura is cast onto it, a
 * static ability's permanent is put onto the battlefield, "enter as a copy" is cast copying it, anything else is
 * applied targeting it (its effects happen without the stack: `apply`).
 */
function planFor(source: Card, index: number, other: Card | undefined): Plan | undefined {
  const ability = source.faces[0]!.abilities[index]!;
  const effects = effectsOf(ability);
  const kinds = new Set(effects.map((e) => e.kind));
  const controller: PlayerId = wantsYours(effects) || isAura(source) || kinds.has('add-counters') ? 'you' : 'opponent';
  const src = quoteName(source);
  const until = effects.some((e) => 'duration' in e && e.duration === 'until-end-of-turn');
  const plan: Plan = { controller, setup: [], act: [] };
  if (ability.kind === 'static' && isAura(source)) {
    plan.act.push(`you cast ${src} targeting @fd`, 'resolve');
    plan.later = { steps: [`destroy ${src}`], ends: 'source-leaves' };
  } else if (ability.kind === 'static') {
    plan.act.push(`you have ${src} on battlefield`);
    plan.later = { steps: [`destroy ${src}`], ends: 'source-leaves' };
  } else if (ability.kind === 'replacement' && kinds.has('become-copy')) {
    plan.act.push(`you cast ${src} copying @fd`, 'resolve');
    plan.copy = src;
  } else if (ability.kind === 'replacement') {
    return undefined;
  } else {
    const targets = targetCount(effects);
    if (targets >= 2) {
      if (!other) return undefined;
      plan.setup.push(`you have ${quoteName(other)} on battlefield as @other`);
      plan.act.push(`apply ${src} targeting @other, @fd`);
      if (kinds.has('become-copy')) plan.copy = '@other';
    } else {
      plan.act.push(`apply ${src} targeting @fd${kinds.has('create-token-copy') ? ' as @copy' : ''}`);
      if (kinds.has('create-token-copy')) plan.copy = '@copy';
    }
    if (until) plan.later = { steps: ['end turn'], ends: 'end-of-turn' };
  }
  if (kinds.has('add-counters') || kinds.has('gain-control')) plan.turnUp = true;
  if (kinds.has('gain-control')) plan.controller = 'opponent';
  if (kinds.has('turn-face-up') && other) plan.combat = quoteName(other);
  return plan;
}

/** The face-down setup line of the representative `target` in `family`. */
function setupLine(target: Card, family: Family, controller: PlayerId, tapped: boolean): string {
  const has = controller === 'you' ? 'you have' : 'opponent has';
  return `${has} ${quoteName(target)} on battlefield face down via ${family}${tapped ? ' tapped' : ''} as @fd`;
}


/** The expectation line that asks `fact` of the object `ref` names. */
export function factLine(ref: string, fact: Fact): string {
  switch (fact.q) {
    case 'zone': return fact.zone === 'battlefield' ? `expect ${ref} is on battlefield` : `expect ${ref} is in ${fact.zone}`;
    case 'face': return `expect ${ref} is face ${fact.faceDown ? 'down' : 'up'}`;
    case 'same': return `expect ${ref} is ${fact.same ? 'tapped' : 'untapped'}`;
    case 'revealed': return `expect ${ref} was revealed`;
    case 'pt': return `expect ${ref} is ${fact.pt}`;
    case 'no-name': return `expect ${ref} has no name`;
    case 'colors': return fact.colors.length ? `expect ${ref} is ${fact.colors.join(' ')}` : `expect ${ref} is colorless`;
    case 'type': return `expect ${ref} is a ${fact.type}`;
    case 'no-abilities': return `expect ${ref} has no abilities`;
    case 'keyword': return `expect ${ref} has ${fact.keyword}`;
    case 'turn-up': return `expect ${ref} can be turned face up for ${fact.method}`;
    case 'no-turn-up': return `expect ${ref} can't be turned face up`;
    case 'triggered': return `expect ${ref} ${fact.triggered ? 'triggered' : "didn't trigger"}`;
    case 'controller': return `expect ${ref} is controlled by ${fact.player}`;
    case 'visible': return `expect ${ref} is ${fact.visible ? 'visible to' : 'hidden from'} opponent`;
    case 'counters': return `expect ${ref} has ${fact.count} ${fact.counter} counters`;
    case 'blocked': return `expect ${ref} is blocked`;
  }
}

/** The fact an expectation line asks (the inverse of factLine), or undefined for a line no note reads. */
export function factOf(p: Predicate): Fact | undefined {
  switch (p.kind) {
    case 'zone': return p.targeting ? undefined : { q: 'zone', zone: p.zone };
    case 'face': return p.origin || p.before ? undefined : { q: 'face', faceDown: p.faceDown };
    case 'tapped': return { q: 'same', same: p.tapped };
    case 'was-revealed': return { q: 'revealed' };
    case 'pt': return { q: 'pt', pt: `${p.power}/${p.toughness}` };
    case 'no-name': return { q: 'no-name' };
    case 'colors': return { q: 'colors', colors: p.colors };
    case 'type': return p.negated ? undefined : { q: 'type', type: p.type };
    case 'no-abilities': return { q: 'no-abilities' };
    case 'has': return p.negated ? undefined : { q: 'keyword', keyword: p.keyword };
    case 'can-turn-up': return p.can ? (p.method ? { q: 'turn-up', method: p.method === 'mana-cost' ? 'mana cost' : p.method } : undefined) : { q: 'no-turn-up' };
    case 'triggered': return { q: 'triggered', triggered: p.triggered };
    case 'controlled-by': return { q: 'controller', player: p.player === 'you' ? 'you' : 'opponent' };
    case 'visible': return p.to === 'opponent' ? { q: 'visible', visible: p.visible } : undefined;
    case 'counters': return { q: 'counters', count: p.count, counter: p.counter };
    case 'combat': return p.role === 'blocked' && !p.whom ? { q: 'blocked' } : undefined;
    default: return undefined;
  }
}

function scenarioOf(text: string): ScenarioNode | undefined {
  return parse(text).ast.items.find((i): i is ScenarioNode => i.kind === 'scenario');
}

/** Lines read once: the probe asks the same few expectation lines over and over (a step's spans are never read there). */
const lineMemo = new Map<string, StepLine | undefined>();

function stepsOf(lines: string[]): StepLine[] {
  return lines.map((line) => {
    if (lineMemo.has(line)) return lineMemo.get(line);
    const step = scenarioOf(`scenario "probe"\n  ${line}\n`)?.steps[0];
    if (lineMemo.size > 4096) lineMemo.clear();
    lineMemo.set(line, step);
    return step;
  }).filter((s): s is StepLine => !!s);
}

const isExpectation = (line: StepLine) => line.step.kind === 'expect' || line.step.kind === 'expect-player' || line.step.kind === 'expect-stack' || line.step.kind === 'expect-illegal';

/** The probe: the scenario's steps run on their own, and questions asked of the game they leave. */
class Probe {
  readonly run: ScenarioRun;

  constructor(cards: Card[]) {
    this.run = new ScenarioRun(cards, 'file:///note-scenario.cards');
  }

  /** Performs the steps; false when the rules refuse one (the rest are not performed). */
  perform(lines: string[]): boolean {
    for (const line of stepsOf(lines)) {
      if (isExpectation(line) || line.step.kind === 'unreadable') return false;
      const r = this.run.perform(line.step);
      this.run.noteEvents(r.events);
      if (!r.ok) return false;
    }
    return true;
  }

  holds(ref: string, fact: Fact): boolean {
    const step = stepsOf([factLine(ref, fact)])[0]?.step;
    return !!step && step.kind === 'expect' && checkExpectation(this.run, step).ok;
  }

  /** The first of `alternatives` that holds now. */
  first(ref: string, alternatives: Fact[]): Fact | undefined {
    return alternatives.find((f) => this.holds(ref, f));
  }

  object(ref: string) {
    const step = stepsOf([`expect ${ref} is face up`])[0]?.step;
    const id = step && step.kind === 'expect' ? this.run.resolve(step.subject) : undefined;
    return id ? this.run.engine.object(id) : undefined;
  }
}

const ZONES = ['battlefield', 'hand', 'graveyard', 'exile', 'library', 'stack', 'command'];

/** What a permanent is while face down (or a copy of one): P/T, name, color, types, abilities (CR 708.2). */
function characteristicsFacts(probe: Probe, ref: string): Fact[] {
  const obj = probe.object(ref);
  const ch = obj ? probe.run.engine.characteristics(obj.id) : undefined;
  if (!ch) return [];
  const out: Fact[] = [];
  if (ch.power !== null && ch.toughness !== null && !ch.ptUnknown) out.push({ q: 'pt', pt: `${ch.power}/${ch.toughness}` });
  if (ch.name === null) out.push({ q: 'no-name' });
  out.push({ q: 'colors', colors: ch.colors.map((c) => COLOR_NAMES[c]) });
  for (const t of [...ch.cardTypes, ...ch.subtypes]) out.push({ q: 'type', type: t });
  const ward = ch.keywordLabels.find((k) => /^ward\b/i.test(k));
  out.push(ward ? { q: 'keyword', keyword: ward.toLowerCase() } : { q: 'no-abilities' });
  return out.filter((f) => probe.holds(ref, f));
}

/** How it can be turned face up now: each method its controller has (CR 116.2b), or none. */
function turnUpFacts(probe: Probe, ref: string): Fact[] {
  const obj = probe.object(ref);
  if (!obj) return [];
  const methods = [...new Set(probe.run.engine.canTurnFaceUp(obj.id, obj.controller).options.map((o) => (o.method === 'mana-cost' ? 'mana cost' : o.method)))];
  const out: Fact[] = methods.length ? methods.map((method): Fact => ({ q: 'turn-up', method })) : [{ q: 'no-turn-up' }];
  return out.filter((f) => probe.holds(ref, f));
}

/** The questions about @fd right after the effect. */
function nowFacts(probe: Probe, target: Card, tapped: boolean): Fact[] {
  const out: Fact[] = [];
  const zone = probe.first('@fd', ZONES.map((zone): Fact => ({ q: 'zone', zone })));
  if (zone) out.push(zone);
  if (probe.holds('@fd', { q: 'revealed' })) out.push({ q: 'revealed' });
  if (zone?.q !== 'zone' || zone.zone !== 'battlefield') return out;
  const face = probe.first('@fd', [{ q: 'face', faceDown: true }, { q: 'face', faceDown: false }]);
  if (face) out.push(face);
  if (tapped) {
    const same = probe.first('@fd', [{ q: 'same', same: true }, { q: 'same', same: false }]);
    if (same) out.push(same);
  }
  if (face?.q === 'face' && face.faceDown) out.push(...characteristicsFacts(probe, '@fd'), ...turnUpFacts(probe, '@fd'));
  // What triggers is asked when it was turned face up or became a new object ("turned face up", "enters", 708.8, 603.6a).
  const changed = (face?.q === 'face' && !face.faceDown) || out.some((f) => f.q === 'same' && !f.same);
  if (changed && target.faces.some((f) => f.abilities.some((a) => a.kind === 'triggered'))) {
    const t = probe.first('@fd', [{ q: 'triggered', triggered: true }, { q: 'triggered', triggered: false }]);
    if (t) out.push(t);
  }
  return out;
}

/**
 * Writes the scenario of ability `index` of `source` on `target`, face down in `family`, choosing its expectations
 * by the probe. `other`: a face-up creature card of the set, for effects that need a second creature. Undefined when
 * no scenario can ask it (a source and a target of one name, an effect the scenario language can't make happen).
 */
export function writeNoteScenario(source: Card, index: number, target: Card, family: Family, other?: Card): string | undefined {
  if (other && (other.name === source.name || other.name === target.name)) other = undefined;
  if (source.name === target.name || [source, target, other].some((c) => c?.name.includes('"'))) return undefined;
  const plan = planFor(source, index, other);
  if (!plan) return undefined;
  const probe = new Probe([source, target, ...(other ? [other] : [])]);
  const lines: string[] = [];
  const ask = (ref: string, facts: Fact[]) => { for (const f of facts) lines.push(factLine(ref, f)); };
  const tapped = !plan.combat;
  const setup = [setupLine(target, family, plan.controller, tapped), ...plan.setup];
  if (plan.combat) setup.push(`opponent has ${plan.combat} on battlefield as @blocker`, 'you attack with @fd', 'opponent blocks @fd with @blocker');
  if (!probe.perform(setup)) return undefined;
  lines.push(...setup);
  // What it was before the effect: an effect that leaves all of it as it was (and makes no copy) has no note.
  const before = JSON.stringify(nowFacts(probe, target, tapped));
  if (!probe.perform(plan.act)) {
    // The rules refuse the effect here: the scenario says so (an illegal target, CR 115.1, 601.2c).
    lines.push(...plan.act.slice(0, -1), `expect illegal: ${plan.act[plan.act.length - 1]}`);
    return scenarioText(source, target, family, lines);
  }
  lines.push(...plan.act);
  const now = nowFacts(probe, target, tapped);
  const copied = !!plan.copy && !!probe.object(plan.copy);
  if (!copied && !plan.turnUp && JSON.stringify(now) === before) return undefined;
  ask('@fd', now);
  if (plan.combat && probe.holds('@fd', { q: 'blocked' })) ask('@fd', [{ q: 'blocked' }]);
  if (plan.copy && copied) {
    const face = probe.first(plan.copy, [{ q: 'face', faceDown: false }, { q: 'face', faceDown: true }]);
    ask(plan.copy, [...(face ? [face] : []), ...characteristicsFacts(probe, plan.copy), ...turnUpFacts(probe, plan.copy)]);
  }
  if (plan.turnUp && probe.holds('@fd', { q: 'face', faceDown: true })) {
    // After a control change: who controls it and whether its owner may still look at it (CR 708.5).
    const who = plan.controller === 'opponent' ? probe.first('@fd', [{ q: 'controller', player: 'you' }, { q: 'controller', player: 'opponent' }]) : undefined;
    const sees = who ? probe.first('@fd', [{ q: 'visible', visible: true }, { q: 'visible', visible: false }]) : undefined;
    ask('@fd', [who, sees].filter((f): f is Fact => !!f));
    const turn = [`${who?.q === 'controller' && who.player === 'opponent' ? 'opponent turns' : 'you turn'} @fd face up`];
    if (turnUpFacts(probe, '@fd').some((f) => f.q === 'turn-up') && probe.perform(turn)) {
      lines.push(...turn);
      const after: Fact[] = [{ q: 'face', faceDown: false }];
      for (const counter of ['+1/+1', '-1/-1']) {
        const n = probe.object('@fd')?.counters?.[counter] ?? 0;
        after.push({ q: 'counters', count: n, counter });
      }
      ask('@fd', after.filter((f) => probe.holds('@fd', f)));
    }
  } else if (plan.later && probe.holds('@fd', { q: 'face', faceDown: true })) {
    const during = JSON.stringify(turnUpFacts(probe, '@fd'));
    // Once the effect has ended: asked when that changes how it can be turned face up.
    if (probe.perform(plan.later.steps)) {
      const after = turnUpFacts(probe, '@fd');
      if (JSON.stringify(after) !== during) {
        lines.push(...plan.later.steps);
        ask('@fd', after);
      }
    }
  }
  return scenarioText(source, target, family, lines);
}

function scenarioText(source: Card, target: Card, family: Family, lines: string[]): string {
  return `scenario "${source.name} on a face-down ${family} card (${target.name})"\n${lines.map((l) => `  ${l}`).join('\n')}\n`;
}

/** What a note scenario's run answered: each expectation line that asks a fact, and whether it held. */
export interface NoteRun {
  facts: FactResult[];
  /** The step that makes the effect happen is refused by the rules (`expect illegal:` held). */
  refused: boolean;
  /** Why the refusal is inconclusive, when it is. */
  refusedRests?: RestingText[];
  /** Why `later` facts are asked: the effect ended at end of turn, or its source left. */
  later?: 'end-of-turn' | 'source-leaves';
}

/**
 * Runs a note's scenario on the scenario runner (the runner `simulate` uses) with the workspace's cards, and reads the
 * note's facts back from its own expectation lines: the phase is where the line stands (after `end turn` or
 * `destroy`: the effect has ended; after a `turn … face up`: turned face up), the subject is `@fd` or the copy.
 */
export function runNoteScenario(scenario: ScenarioNode, cards: Card[], uri = 'file:///note-scenario.cards'): NoteRun {
  const report = runScenario(scenario, cards, uri);
  const facts: FactResult[] = [];
  let phase: Phase = 'now';
  let refused = false;
  let refusedRests: RestingText[] | undefined;
  let later: NoteRun['later'];
  for (const s of report.steps) {
    const step = s.line.step;
    if (step.kind === 'expect-illegal') {
      refused = s.ok || !!s.inconclusive;
      if (s.inconclusive) refusedRests = s.inconclusive;
      continue;
    }
    if (step.kind !== 'expect') {
      if (facts.length && step.kind === 'end-turn') { phase = 'later'; later = 'end-of-turn'; }
      else if (facts.length && step.kind === 'move') { phase = 'later'; later = 'source-leaves'; }
      else if (facts.length && step.kind === 'turn-face-up') phase = 'turned-up';
      continue;
    }
    const fact = factOf(step.predicate);
    if (!fact) continue;
    const subject: Subject = step.subject.kind === 'alias-ref' && step.subject.name === 'fd' ? 'fd' : 'copy';
    const status = s.inconclusive ? 'inconclusive' : s.ok ? 'held' : 'failed';
    facts.push({ subject, phase, fact, status, ...(s.inconclusive ? { rests: s.inconclusive } : {}) });
  }
  return { facts, refused, ...(refusedRests ? { refusedRests } : {}), ...(later ? { later } : {}) };
}

/** Writes and runs the note scenario: its text and what its run answered. */
export function noteScenario(source: Card, index: number, target: Card, family: Family, other?: Card): { text: string; run: NoteRun } | undefined {
  const text = writeNoteScenario(source, index, target, family, other);
  const scenario = text ? scenarioOf(text) : undefined;
  if (!text || !scenario) return undefined;
  return { text, run: runNoteScenario(scenario, [source, target, ...(other ? [other] : [])]) };
}

export { scenarioOf as parseNoteScenario };
