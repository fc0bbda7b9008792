// The scenario runner: plays a scenario's setup lines, steps and expectations on the rules engine,
// and reports each step's events, the state after it, and diagnostics (illegal steps, failed
// expectations, notable face-down outcomes). Deterministic; every step is bounded by the engine.

import type { Ref, ScenarioNode, Step, StepLine } from '../../../../grammar/src/ast';
import type { Span } from '../../../../grammar/src/span';
import { makeDiagnostic, type Diagnostic, type RelatedInfo } from '../../diagnostics/diagnostic';
import type { DiagnosticCode } from '../../diagnostics/registry';
import type { Card } from '../../model/types';
import { Engine } from '../engine';
import type { ActionResult, GameEvent } from '../events';
import type { PlayerId, Reason, ZoneName } from '../game-state';
import { checkExpectation, unreadablePredicate } from './expectations';
import { checkGameExpectation } from './game-expectations';
import { stepFromWords } from '../turn';
import { noteOutcomes, turnUpSnapshot } from './outcomes';
import { inconclusiveMessage, legalityRests, restingTextOf, withExtraRests, type RestingText } from './inconclusive';

export interface StepReport {
  line: StepLine;
  /** The step did what it says (an `expect` held; an `expect illegal:` step was refused). */
  ok: boolean;
  /** An expectation whose result rests on text the engine does not understand or carry out: neither held nor failed. */
  inconclusive?: RestingText[];
  events: GameEvent[];
  /** Reasons the engine gave (legality, notable outcomes). */
  reasons: Reason[];
  diagnostics: Diagnostic[];
  /** Readable state after the step. */
  state: string;
}

export interface ScenarioReport {
  name: string;
  span: Span;
  passed: boolean;
  steps: StepReport[];
  /** `inconclusive` expectations rest on unmodeled or unsimulated text: they count as neither held nor failed. */
  expectations: { total: number; failed: number; inconclusive: number };
  illegalSteps: number;
  /** Steps that could not be read (a syntax error on the line, a word no step knows): never run, never passed. */
  unreadableSteps: number;
  diagnostics: Diagnostic[];
}

/** Card definitions by name, with the document they come from (for related information). */
export type CardLookup = (name: string) => Card | undefined;

const ZONE_PREFERENCE: ZoneName[] = ['battlefield', 'stack', 'hand', 'graveyard', 'exile', 'library', 'command'];

export class ScenarioRun {
  readonly engine: Engine;
  private readonly aliases = new Map<string, string>();
  private readonly byCardName = new Map<string, string>();
  /** Objects revealed during the scenario (CR 708.9, 701.40g, 708.12); they may have become new objects since. */
  private readonly revealedIds = new Set<string>();

  constructor(private readonly cards: Card[], private readonly uri: string) {
    this.engine = Engine.create(cards);
  }

  private related(names: string[]): RelatedInfo[] {
    const out: RelatedInfo[] = [];
    for (const name of new Set(names)) {
      const card = this.cards.find((c) => c.name === name);
      if (card) out.push({ uri: card.uri, span: card.nameSpan, message: `"${card.name}" is defined here` });
    }
    return out;
  }

  /** The object a reference names now (aliases follow zone changes; names pick the newest, battlefield first). */
  resolve(ref: Ref): string | undefined {
    if (ref.kind === 'player-ref') return undefined;
    if (ref.kind === 'alias-ref') {
      const id = this.aliases.get(ref.name);
      return id ? this.engine.currentId(id) ?? undefined : undefined;
    }
    const remembered = this.byCardName.get(ref.name);
    const current = remembered ? this.engine.currentId(remembered) : null;
    if (current) return current;
    const objects = this.engine.objectsNamed(ref.name);
    for (const zone of ZONE_PREFERENCE) {
      const inZone = objects.filter((o) => o.zone === zone);
      if (inZone.length) return inZone[inZone.length - 1]!.id;
    }
    return undefined;
  }

  private remember(name: string | undefined, id: string | null | undefined, alias?: string): void {
    if (!id) return;
    if (name) this.byCardName.set(name, id);
    if (alias) this.aliases.set(alias, id);
  }

  /** Costs of the spells cast in the scenario, by the spell's object id (CR 601.2f). */
  private readonly castCosts = new Map<string, string>();

  /** Cards whose abilities acted in the scenario so far (cast face up, activated, applied, triggered). */
  private readonly acted = new Set<string>();

  /** The unmodeled/unsimulated text an expectation about these cards rests on: theirs and that of every card that acted. */
  restingText(names: readonly string[], asActed: readonly string[] = []): RestingText[] {
    const seen = new Set<string>();
    const out: RestingText[] = [];
    for (const name of new Set([...asActed, ...names, ...this.acted])) {
      const card = this.cards.find((c) => c.name === name);
      for (const r of card ? restingTextOf(card, this.acted.has(name) || asActed.includes(name)) : []) {
        const key = `${r.cardName}\u0000${r.text}`;
        if (!seen.has(key)) out.push(r);
        seen.add(key);
      }
    }
    return out;
  }

  /** Remember what the step's events revealed, what spells were cast for, and which cards' abilities acted. */
  noteEvents(events: readonly GameEvent[]): void {
    for (const ev of events) {
      // A spell cast face down has no abilities (CR 708.2a): its text does not act.
      if ((ev.type === 'cast' && !ev.faceDown) || ev.type === 'activated' || ev.type === 'triggered') this.acted.add(ev.cardName);
      if (ev.type === 'revealed') this.revealedIds.add(ev.objectId);
      if (ev.type === 'cast') this.castCosts.set(ev.objectId, ev.cost);
    }
  }

  /** The cost the spell that is (or became) this object was cast for. */
  castCost(id: string): string | undefined {
    let found: string | undefined;
    for (const [spell, cost] of this.castCosts) if (spell === id || this.engine.currentId(spell) === id) found = cost;
    return found;
  }

  /** Was this object, or the object it came from through zone changes, revealed at some point? */
  wasRevealed(id: string): boolean {
    if (this.engine.object(id)?.revealed) return true;
    for (const r of this.revealedIds) if (r === id || this.engine.currentId(r) === id) return true;
    return false;
  }

  private refName(ref: Ref): string | undefined {
    if (ref.kind === 'card-ref') return ref.name;
    const id = this.resolve(ref);
    return id ? this.engine.object(id)?.card.name : undefined;
  }

  /** An object of this card for `player` to cast: the one in hand, or a new one put there for the scenario. */
  private inHand(player: PlayerId, ref: Ref): string | undefined {
    const id = this.resolve(ref);
    if (id && this.engine.object(id)?.zone === 'hand') return id;
    if (ref.kind === 'alias-ref') return id;
    const put = this.engine.put(player, ref.name, 'hand');
    return put.id ?? undefined;
  }

  private targets(refs: Ref[]): { ids: string[]; missing: Ref[] } {
    const ids: string[] = [];
    const missing: Ref[] = [];
    for (const r of refs) {
      if (r.kind === 'player-ref') {
        ids.push(r.name); // players are targets by name (CR 115.1)
        continue;
      }
      const id = this.resolve(r);
      if (id) ids.push(id);
      else missing.push(r);
    }
    return { ids, missing };
  }

  /** Performs one step on the engine. Unknown cards or objects make a failed result with a reason. */
  perform(step: Step): ActionResult & { names: string[] } {
    const e = this.engine;
    const fail = (message: string, cr: string[] = []): ActionResult & { names: string[] } => ({ ok: false, reasons: [{ code: 'illegal-action', message, cr }], events: [], names: [] });
    const need = (ref: Ref): string | undefined => this.resolve(ref);
    const missing = (ref: Ref) => fail(`Nothing in the game is ${ref.kind === 'alias-ref' ? '@' + ref.name : `"${ref.name}"`} at this point of the scenario.`);
    const withNames = (r: ActionResult, ...names: (string | undefined)[]) => ({ ...r, names: names.filter((n): n is string => !!n) });

    switch (step.kind) {
      case 'setup': {
        if (step.onTop) {
          const names = step.cards.map((c) => this.refName(c) ?? c.name);
          const r = e.setLibrary(step.player, names);
          // The alias names the first card listed (the top card).
          r.ids.forEach((id, i) => this.remember(names[i], id, i === 0 ? step.alias?.text : undefined));
          return withNames(r, ...names);
        }
        let last: ActionResult = { ok: true, reasons: [], events: [] };
        const names: string[] = [];
        for (const c of step.cards) {
          const origin = step.faceDown ? ({ 'manifest-dread': 'manifest-dread', effect: 'turned-face-down' } as const)[step.origin as 'manifest-dread' | 'effect'] ?? step.origin ?? 'morph' : undefined;
          const r = e.put(step.player, c.name, step.zone, { faceDown: origin, tapped: step.tapped });
          this.remember(c.name, r.id, step.alias?.text);
          names.push(c.name);
          last = { ok: last.ok && r.ok, reasons: [...last.reasons, ...r.reasons], events: [...last.events, ...r.events] };
        }
        return withNames(last, ...names);
      }
      case 'cast': {
        const id = this.inHand(step.player, step.card);
        if (!id) return missing(step.card);
        const t = this.targets(step.targets);
        if (t.missing.length) return missing(t.missing[0]!);
        const copying = step.copying ? need(step.copying) : undefined;
        if (step.copying && !copying) return missing(step.copying);
        if (step.byEffect) {
          // CR 708.4: cast face down through an effect (Illusionary-Mask-like), no morph/disguise needed, no cost.
          const r = e.cast(step.player, id, { faceDownByEffect: {}, targets: t.ids });
          this.remember(step.card.kind === 'card-ref' ? step.card.name : undefined, id, step.alias?.text);
          return withNames(r, this.refName(step.card));
        }
        const method = step.faceDown ? (step.method === 'mana-cost' ? undefined : step.method) ?? this.faceDownKeyword(id) : undefined;
        if (step.faceDown && !method) return fail(`"${this.engine.object(id)?.card.name}" has no morph, megamorph or disguise, so it can't be cast face down.`, ['702.37d', '702.168c']);
        const r = e.cast(step.player, id, { faceDown: method, targets: t.ids, copying });
        this.remember(step.card.kind === 'card-ref' ? step.card.name : undefined, id, step.alias?.text);
        return withNames(r, this.refName(step.card), ...step.targets.map((x) => this.refName(x)));
      }
      case 'activate': {
        const id = need(step.card);
        if (!id) return missing(step.card);
        const t = this.targets(step.targets);
        if (t.missing.length) return missing(t.missing[0]!);
        const paying = this.targets(step.paying ?? []);
        if (paying.missing.length) return missing(paying.missing[0]!);
        return withNames(e.activate(step.player, id, step.index ?? 1, { targets: t.ids, paying: paying.ids }), this.refName(step.card));
      }
      case 'resolve': {
        const t = this.targets(step.targets ?? []);
        if (t.missing.length) return missing(t.missing[0]!);
        if (step.all) return withNames(e.resolveAll());
        return withNames(e.resolveTop({ ...(t.ids.length ? { targets: t.ids } : {}), ...(step.mayAccept !== undefined ? { mayAccept: step.mayAccept } : {}) }));
      }
      case 'counter': {
        const id = need(step.target);
        return id ? withNames(e.counter(id), this.refName(step.target)) : missing(step.target);
      }
      case 'apply': {
        const t = this.targets(step.targets);
        if (t.missing.length) return missing(t.missing[0]!);
        const name = this.refName(step.card);
        if (!name) return missing(step.card);
        const r = e.apply('you', name, { targets: t.ids });
        this.acted.add(name);
        if (step.alias) {
          // The alias names the first object the effects put onto the battlefield (a token, a manifested card).
          const made = r.events.find((ev) => ev.type === 'entered');
          if (made && made.type === 'entered') this.remember(undefined, made.objectId, step.alias.text);
        }
        return withNames(r, name, ...step.targets.map((x) => this.refName(x)));
      }
      case 'manifest':
        return this.withNewObjects(() => e.manifest(step.player, step.count), step.alias?.text);
      case 'cloak':
        return this.withNewObjects(() => e.cloak(step.player, step.count), step.alias?.text);
      case 'manifest-dread': {
        const choose = step.choosing ? need(step.choosing) : undefined;
        if (step.choosing && !choose) return missing(step.choosing);
        return this.withNewObjects(() => e.manifestDread(step.player, choose), step.alias?.text);
      }
      case 'turn-face-up': {
        const id = need(step.target);
        if (!id) return missing(step.target);
        const paying = this.targets(step.paying ?? []);
        if (paying.missing.length) return missing(paying.missing[0]!);
        return withNames(e.turnFaceUp(step.player, id, { method: step.method, paying: paying.ids }), this.refName(step.target));
      }
      case 'turn-face-down': {
        const id = need(step.target);
        return id ? withNames(e.turnFaceDown(id), this.refName(step.target)) : missing(step.target);
      }
      case 'move': {
        const id = need(step.target);
        if (!id) return missing(step.target);
        const r = step.action === 'bounce' ? e.bounce(id) : step.action === 'exile' ? e.exile(id, !!step.faceDown) : step.action === 'destroy' ? e.destroy(id) : e.sacrifice(id);
        return withNames(r, this.refName(step.target));
      }
      case 'return': {
        const id = need(step.target);
        return id ? withNames(e.returnToBattlefield(id, { faceDown: step.faceDown }), this.refName(step.target)) : missing(step.target);
      }
      case 'counters': {
        const id = need(step.target);
        return id ? withNames(e.addCounters(id, step.counter, step.count), this.refName(step.target)) : missing(step.target);
      }
      case 'tap': case 'untap': case 'transform': {
        const id = need(step.target);
        if (!id) return missing(step.target);
        return withNames(step.kind === 'tap' ? e.tap(id) : step.kind === 'untap' ? e.untap(id) : e.transform(id), this.refName(step.target));
      }
      case 'gain-control': {
        const id = need(step.target);
        return id ? withNames(e.gainControl(id, step.player), this.refName(step.target)) : missing(step.target);
      }
      case 'end-turn':
        return withNames(e.endTurn());
      case 'end-game':
        return withNames(e.endGame());
      case 'move-to-step': {
        // CR 500: "next turn" is the next turn's upkeep (its untap step gives no priority, 502.4).
        if (/^next turn$/i.test(step.words.trim())) return withNames(e.moveToStep('upkeep', { nextTurn: true }));
        const target = stepFromWords(step.words);
        if (!target) return fail(`"${step.words}" is not a step of the turn (untap, upkeep, draw, main, beginning of combat, declare attackers, declare blockers, combat damage, end of combat, second main, end, cleanup, next turn).`, ['500.1']);
        return withNames(e.moveToStep(target));
      }
      case 'play-land': {
        const id = this.inHand(step.player, step.card);
        if (!id) return missing(step.card);
        return withNames(e.playLand(step.player, id), this.refName(step.card));
      }
      case 'pass-priority':
        return withNames(e.passPriority());
      case 'attack': {
        const t = this.targets(step.attackers);
        if (t.missing.length) return missing(t.missing[0]!);
        return withNames(e.attack(step.player, t.ids), ...step.attackers.map((r) => this.refName(r)));
      }
      case 'block': {
        const pairs: [string, string][] = [];
        for (const b of step.blocks) {
          const a = need(b.attacker);
          if (!a) return missing(b.attacker);
          const bs = this.targets(b.blockers);
          if (bs.missing.length) return missing(bs.missing[0]!);
          for (const id of bs.ids) pairs.push([id, a]);
        }
        return withNames(e.block(step.player, pairs));
      }
      case 'deal-damage': {
        const src = step.source ? need(step.source) : undefined;
        if (step.source && !src) return missing(step.source);
        if (step.player) return withNames(e.damagePlayer(step.player, step.amount, src));
        const id = step.target ? need(step.target) : undefined;
        return id ? withNames(e.dealDamage(id, step.amount, src), this.refName(step.target!)) : missing(step.target!);
      }
      case 'expect':
      case 'expect-illegal':
      case 'expect-player':
      case 'expect-stack':
        return fail('An expectation is not a step.');
    }
  }

  private faceDownKeyword(id: string): 'morph' | 'megamorph' | 'disguise' | undefined {
    const card = this.engine.object(id)?.card;
    for (const face of card?.faces.slice(0, 1) ?? []) {
      for (const a of face.abilities) {
        if (a.kind !== 'keyword') continue;
        for (const k of a.keywords) {
          const w = k.keyword.toLowerCase();
          if (w === 'morph' || w === 'megamorph' || w === 'disguise') return w;
        }
      }
    }
    return undefined;
  }

  /** Manifest/cloak: the new face-down objects get the step's alias and their card names. */
  private withNewObjects(act: () => ActionResult, alias?: string): ActionResult & { names: string[] } {
    const r = act();
    const names: string[] = [];
    for (const ev of r.events) {
      if (ev.type === 'manifested') {
        this.remember(ev.cardName, ev.objectId, alias);
        names.push(ev.cardName);
      }
    }
    return { ...r, names };
  }

  get relatedFor(): (names: string[]) => RelatedInfo[] {
    return (names) => this.related(names);
  }

  get documentUri(): string {
    return this.uri;
  }
}

function reasonDiagnostic(reason: Reason, span: Span, related: RelatedInfo[], fallback: DiagnosticCode): Diagnostic {
  const cr = reason.cr.length ? ` (CR ${reason.cr.join(', ')})` : '';
  return makeDiagnostic(reason.code ?? fallback, `${reason.message}${cr}`, span, { cr: reason.cr, related: related.length ? related : undefined });
}

/** Why a step can't be read, or undefined: a syntax error on its line, or a word no expectation knows. */
function unreadable(line: StepLine, syntaxErrors: readonly Span[]): string | undefined {
  if (syntaxErrors.some((e) => e.start < line.span.end && line.span.start < e.end || e.start === line.span.start)) {
    return 'This step could not be read, so it was not run: the scenario fails until the line is fixed.';
  }
  const step = line.step;
  const inner = step.kind === 'expect' ? step : undefined;
  return inner ? unreadablePredicate(inner.predicate) : undefined;
}

/**
 * Runs a whole scenario. `cards` are every card of the workspace; `syntaxErrors` the spans of the document's
 * syntax errors: a step on such a line is never run half-read (it fails the scenario instead).
 */
export function runScenario(scenario: ScenarioNode, cards: Card[], uri: string, syntaxErrors: readonly Span[] = []): ScenarioReport {
  const run = new ScenarioRun(cards, uri);
  const steps: StepReport[] = [];
  let failedExpectations = 0;
  let totalExpectations = 0;
  let inconclusiveExpectations = 0;
  let illegalSteps = 0;
  let unreadableSteps = 0;
  const castLines = new Map<string, { span: Span; names: string[] }>();

  for (const line of scenario.steps) {
    const step = line.step;
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

    if (step.kind === 'expect' || step.kind === 'expect-player' || step.kind === 'expect-stack') {
      totalExpectations++;
      const result = step.kind === 'expect' ? checkExpectation(run, step) : checkGameExpectation(run, step);
      ok = result.ok;
      const rests = withExtraRests(run.restingText(result.names), 'rests' in result ? result.rests : undefined);
      if (rests.length) {
        // Honest results: an outcome resting on text the engine doesn't understand or carry out is no fact either way.
        ok = false;
        inconclusive = rests;
        inconclusiveExpectations++;
        const what = result.ok ? 'this holds in the simulation, but it' : `${result.message.replace(/\.$/, '')}; this`;
        diagnostics.push(makeDiagnostic('expectation-inconclusive', inconclusiveMessage(what, rests), line.span, {
          cr: result.cr, related: run.relatedFor(rests.map((r) => r.cardName)),
        }));
      } else if (!ok) {
        failedExpectations++;
        diagnostics.push(makeDiagnostic('expectation-failed', result.message, line.span, {
          cr: result.cr, related: run.relatedFor(result.names),
        }));
      }
    } else if (step.kind === 'expect-illegal') {
      totalExpectations++;
      const before = turnUpSnapshot(run.engine);
      const result = run.perform(step.step);
      events = result.events;
      reasons = result.reasons;
      const rests = legalityRests(run, result.names);
      if (rests.length) {
        // Honest results: whether the rules allow the step rests on text the engine doesn't understand or carry out.
        ok = false;
        inconclusive = rests;
        inconclusiveExpectations++;
        const what = result.ok ? 'Expected the rules to refuse this step, but the simulation allows it; this' : 'the simulation refuses this step, but that';
        diagnostics.push(makeDiagnostic('expectation-inconclusive', inconclusiveMessage(what, rests), step.stepSpan, { cr: ['101.2'], related: run.relatedFor(rests.map((r) => r.cardName)) }));
      } else if (result.ok) {
        ok = false;
        failedExpectations++;
        diagnostics.push(makeDiagnostic('expectation-failed', 'Expected the rules to refuse this step, but it is legal.', step.stepSpan, { related: run.relatedFor(result.names) }));
        diagnostics.push(...noteOutcomes(run, before, result, step.stepSpan));
      }
    } else {
      const before = turnUpSnapshot(run.engine);
      const result = run.perform(step);
      events = result.events;
      reasons = result.reasons;
      const related = run.relatedFor(result.names);
      if (!result.ok) {
        ok = false;
        illegalSteps++;
        const main = result.reasons.find((r) => r.code) ?? result.reasons[0] ?? { message: 'The rules do not allow this step.', cr: [] };
        diagnostics.push(reasonDiagnostic(main, line.span, related, 'illegal-action'));
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
    steps.push({ line, ok, ...(inconclusive ? { inconclusive } : {}), events, reasons, diagnostics, state: run.engine.snapshot() });
  }

  const diagnostics = steps.flatMap((s) => s.diagnostics);
  for (const d of diagnostics) d.uri ??= uri;
  return {
    name: scenario.name?.value ?? '',
    span: scenario.header.span,
    passed: failedExpectations === 0 && illegalSteps === 0 && unreadableSteps === 0 && inconclusiveExpectations === 0,
    steps,
    expectations: { total: totalExpectations, failed: failedExpectations, inconclusive: inconclusiveExpectations },
    illegalSteps,
    unreadableSteps,
    diagnostics,
  };
}
