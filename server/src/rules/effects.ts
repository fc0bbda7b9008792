// Applying model Effects (spell/ability resolution or "apply directly"): targets, locked affected sets for
// resolved effects (CR 611.2c), keyword actions, face-up/face-down changes, copies, counters and zone changes.

import type { Amount, Effect, ObjectFilter, PlayerRef, Span, TargetSpec } from '../model/types';
import type { GameState, PlayerId, TurnStep } from './game-state';
import { battlefieldObjects, newEffectId, nextTimestamp, PLAYERS } from './game-state';
import { damagePermanent, damagePlayer } from './damage';
import type { Outcome } from './events';
import { computeCharacteristics } from './layers';
import { matchesFilter } from './filters';
import { hasType, keywordsOf, ownCard } from './objects';
import { addCopyEffect } from './copy';
import { manifestDread, manifestTop } from './manifest';
import { turnFaceDown } from './turn-face-down';
import { performTurnFaceUp, turnFaceUpByEffect } from './turn-face-up';
import { moveObject } from './zones';
import { createToken, createTokenCopy } from './tokens';
import { profileForOrigin } from './face-down';
import { applyControlEffects } from './layers/control';
import { manaEffect } from './mana-effects';
import type { Choices } from './choices';

export interface EffectContext {
  controller: PlayerId;
  /** The object whose ability this is (a spell on the stack, a permanent, or "" for a virtual source). */
  sourceId: string;
  sourceName: string;
  /** Chosen targets, in the order the effects ask for them. */
  targets: string[];
  /** Manifest dread: which of the top two cards to manifest. */
  dreadChoice?: string;
  /** Reveal-then-turn-face-up: whether the player chooses to turn it face up ("you may"); default yes. */
  mayTurnFaceUp?: boolean;
  /** "You may …" instructions: accepted (default) or declined (CR 608.2d). */
  mayAccept?: boolean;
  /** A triggered ability: the object its trigger event is about, which its "it" names until an effect acts on another (CR 603.2). */
  triggerObject?: string;
  /** A zone-change trigger: the new object its source became in a public zone (CR 400.7e). */
  movedSourceId?: string;
  /** Choices the player made for it (modes, X, a color, a card name, which mana; rules/choices.ts). */
  choices?: Choices;
}

/** The step an ability's "at the beginning of …" names (CR 500.1). */
export function stepOfWords(step: string): TurnStep | null {
  const table: Record<string, TurnStep> = {
    upkeep: 'upkeep', 'draw step': 'draw', 'precombat main phase': 'main1', combat: 'beginning-of-combat', 'end step': 'end',
    'postcombat main phase': 'main2', 'end of combat step': 'end-of-combat',
  };
  return table[step] ?? null;
}

/** A fixed amount; X and "for each" amounts aren't computed here (the outcome is noted as inconclusive). */
function fixedAmount(out: Outcome, a: Amount): number | undefined {
  if (a.kind === 'fixed') return a.n;
  out.note({ message: `An amount of kind "${a.kind}" isn't computed by the simulator: that part does nothing (inconclusive)`, cr: ['107.1'] });
  return undefined;
}

/** The players a player phrase names, for the ability's controller (CR 109.5, 115.1). */
function playersFor(s: GameState, who: PlayerRef, ctx: EffectContext, cur: Cursor): PlayerId[] {
  const alive = PLAYERS.filter((p) => !s.leftGame.includes(p) && !s.losers.includes(p));
  switch (who) {
    case 'you': return [ctx.controller];
    case 'each-opponent': case 'your-opponents': case 'an-opponent': case 'defending-player': return alive.filter((p) => p !== ctx.controller);
    case 'each-player': return alive;
    case 'target-player': case 'target-opponent': {
      const id = ctx.targets[cur.next];
      if (id === undefined || !isPlayer(id)) return [];
      cur.next++;
      return who === 'target-opponent' && id === ctx.controller ? [] : [id];
    }
    case 'its-controller': case 'its-owner': case 'that-player': case 'they': {
      const o = cur.it[0] ? s.objects.get(cur.it[0]) : undefined;
      return o ? [who === 'its-owner' ? o.owner : o.controller] : [];
    }
  }
  return [];
}

interface Cursor {
  next: number;
  last: string[];
  it: string[];
  /** Objects this resolution moved: new id → the id it had before (for last known information, CR 608.2h). */
  movedFrom: Map<string, string>;
  /** The previous layered effect (its sentence span and target), for CR 613.6. */
  lastLayered?: { span: Span; target: TargetSpec };
}

const sameSpan = (a: Span, b: Span) => a.start === b.start && a.end === b.end;

export function describeFilter(f: ObjectFilter | undefined): string {
  return f?.text || (f?.types ?? []).join(' ') || 'object';
}

/** Is this (object or player) a legal target for the spec now (CR 115.1, 608.2b)? */
export function isLegalTarget(s: GameState, id: string, spec: TargetSpec, ctx: Pick<EffectContext, 'controller' | 'sourceId'>): boolean {
  if (isPlayer(id)) {
    // CR 115.4: players are targets of "target player/opponent" and "any target"; not players who lost or left.
    if (s.losers.includes(id) || s.leftGame.includes(id)) return false;
    if (spec.kind === 'any-target') return true;
    if (spec.kind !== 'player') return false;
    if (spec.who === 'target-opponent') return id !== ctx.controller;
    return spec.who === 'target-player';
  }
  const o = s.objects.get(id);
  if (!o) return false;
  if (spec.kind === 'player') return false;
  if (spec.kind === 'any-target') {
    // CR 115.4: "any target" is a creature, player, planeswalker or battle.
    if (o.zone !== 'battlefield') return false;
    const ch = computeCharacteristics(s, o);
    return ['creature', 'planeswalker', 'battle'].some((t) => hasType(ch.cardTypes, t)) && !(spec.other && o.id === ctx.sourceId);
  }
  if (spec.kind !== 'target') return true;
  if (o.zone !== 'battlefield' && o.zone !== 'stack') return false;
  const ch = computeCharacteristics(s, o);
  return matchesFilter(o, { ...ch, keywords: keywordsOf(ch.abilities) }, spec.filter, { controller: ctx.controller, sourceId: ctx.sourceId });
}

export const isPlayer = (id: string): id is PlayerId => id === 'you' || id === 'opponent';

/** Is this a spec the player announces a target for (CR 115.1)? */
export function isTargeted(t: TargetSpec): boolean {
  return t.kind === 'target' || t.kind === 'any-target' || (t.kind === 'player' && (t.who === 'target-player' || t.who === 'target-opponent'));
}

/** The target specs of a list of effects, in order (for legality checks on resolution). */
export function targetSpecs(effects: readonly Effect[]): TargetSpec[] {
  const out: TargetSpec[] = [];
  for (const e of effects) {
    for (const key of ['target', 'of', 'to'] as const) {
      const t = (e as unknown as Record<string, TargetSpec | undefined>)[key];
      if (t && typeof t === 'object' && 'kind' in t && isTargeted(t)) out.push(t);
    }
  }
  return out;
}

function resolveSpec(s: GameState, out: Outcome, spec: TargetSpec | undefined, ctx: EffectContext, cur: Cursor): string[] {
  if (!spec) return [];
  switch (spec.kind) {
    case 'self':
      if (s.objects.has(ctx.sourceId)) return [ctx.sourceId];
      // CR 400.7e: a zone-change trigger finds the new object in the public zone it moved to (while it stays there).
      return ctx.movedSourceId && s.objects.has(ctx.movedSourceId) ? [ctx.movedSourceId] : [];
    case 'it':
      // CR 400.7: an object that changed zones is a new object; "it" no longer finds it.
      return cur.it.filter((id) => s.objects.has(id));
    case 'chosen': {
      // Chosen as the effect applies, not targeted (CR 115.1): the choice must fit the text, but there is no 608.2b check.
      const id = ctx.targets[cur.next];
      if (id === undefined) return [];
      cur.next++;
      const o = s.objects.get(id);
      if (!o || o.zone !== 'battlefield') return [];
      const ch = computeCharacteristics(s, o);
      if (!matchesFilter(o, { ...ch, keywords: keywordsOf(ch.abilities) }, spec.filter, { controller: ctx.controller, sourceId: ctx.sourceId })) {
        out.note({ message: `${id} can't be chosen: it isn't a ${describeFilter(spec.filter)}`, cr: ['707.5'] });
        return [];
      }
      return [id];
    }
    case 'all': {
      const ids: string[] = [];
      for (const o of battlefieldObjects(s)) {
        const ch = computeCharacteristics(s, o);
        if (matchesFilter(o, { ...ch, keywords: keywordsOf(ch.abilities) }, spec.filter, { controller: ctx.controller, sourceId: ctx.sourceId })) ids.push(o.id);
      }
      return ids;
    }
    case 'player': {
      if (spec.who !== 'target-player' && spec.who !== 'target-opponent') return playersFor(s, spec.who, ctx, cur);
      const id = ctx.targets[cur.next];
      if (id === undefined) return [];
      cur.next++;
      if (!isLegalTarget(s, id, spec, ctx)) {
        out.note({ message: `Target ${id} is not a legal target (${spec.who.replace('-', ' ')}); the effect doesn't affect it`, cr: ['608.2b'] });
        return [];
      }
      return [id];
    }
    case 'any-target': {
      const ids = ctx.targets.slice(cur.next, cur.next + Math.max(1, spec.count));
      cur.next += ids.length;
      const legal = ids.filter((id) => isLegalTarget(s, id, spec, ctx));
      for (const id of ids) if (!legal.includes(id)) out.note({ message: `Target ${id} is no longer a legal target (any target); the effect doesn't affect it`, cr: ['608.2b'] });
      return legal;
    }
    case 'target': {
      const n = Math.max(1, spec.count ?? 1);
      let ids = ctx.targets.slice(cur.next, cur.next + n);
      if (ids.length === 0) ids = cur.last; // a later sentence about the same target ("It's a 2/2 …")
      else cur.next += ids.length;
      cur.last = ids;
      const legal = ids.filter((id) => isLegalTarget(s, id, spec, ctx));
      for (const id of ids) {
        if (!legal.includes(id)) out.note({ message: `Target ${id} is no longer a legal target (${describeFilter(spec.filter)}); the effect doesn't affect it`, cr: ['608.2b'] });
      }
      return legal;
    }
  }
  return [];
}

function lockEffect(s: GameState, out: Outcome, e: Effect, affected: string[], ctx: EffectContext, duration: 'permanent' | 'until-end-of-turn'): void {
  if (affected.length === 0) return;
  const id = newEffectId(s);
  // CR 611.2c: the affected set is locked in as the effect begins.
  s.effects.push({ id, timestamp: nextTimestamp(s), sourceName: ctx.sourceName, sourceId: ctx.sourceId, controller: ctx.controller, effect: e, affected: [...affected], duration });
  const names = affected.map((a) => s.objects.get(a)?.id ?? a).join(', ');
  out.event({ type: 'effect-started', effectId: id, description: `${ctx.sourceName}: ${e.kind}${duration === 'until-end-of-turn' ? ' until end of turn' : ''} on ${names}` });
}

export function drawCards(s: GameState, out: Outcome, player: PlayerId, count: number): void {
  for (let i = 0; i < Math.min(count, 200); i++) {
    const top = s.zones[player].library[0];
    if (!top) {
      if (!s.libraryTracked[player]) {
        // Scenario default: a library the scenario never set up isn't modeled, so nothing is drawn and nobody loses.
        return;
      }
      out.note({ message: `${player} can't draw from an empty library: they lose the next time state-based actions are checked`, cr: ['121.4', '704.5b'] });
      if (!s.drewFromEmpty.includes(player)) s.drewFromEmpty.push(player);
      return;
    }
    const o = moveObject(s, out, top, 'hand');
    if (o) out.event({ type: 'drew', player, objectId: o.id });
  }
}

export function applyEffects(s: GameState, out: Outcome, effects: readonly Effect[], ctx: EffectContext): void {
  // A triggered ability's "it" starts as the object its trigger event is about (CR 603.2).
  const it = ctx.triggerObject && s.objects.has(ctx.triggerObject) ? [ctx.triggerObject] : [];
  const cur: Cursor = { next: 0, last: [], it, movedFrom: new Map() };
  for (const e of effects.slice(0, 100)) applyEffect(s, out, e, ctx, cur);
}

function applyEffect(s: GameState, out: Outcome, e: Effect, ctx: EffectContext, cur: Cursor): void {
  switch (e.kind) {
    case 'manifest':
      cur.it = manifestTop(s, out, ctx.controller, 'manifest', e.count ?? 1).map((o) => o.id);
      return;
    case 'cloak':
      cur.it = manifestTop(s, out, ctx.controller, 'cloak', e.count ?? 1).map((o) => o.id);
      return;
    case 'manifest-dread': {
      // OPEN QUESTION: "Its controller manifests dread" (Unwanted Remake) isn't distinguished in the model; the
      // ability's controller manifests.
      const o = manifestDread(s, out, ctx.controller, ctx.dreadChoice);
      cur.it = o ? [o.id] : [];
      return;
    }
    case 'turn-face-down': {
      const ids = resolveSpec(s, out, e.target, ctx, cur);
      for (const id of ids) turnFaceDown(s, out, id, e.characteristics);
      cur.it = ids;
      return;
    }
    case 'turn-face-up': {
      const ids = resolveSpec(s, out, e.target, ctx, cur);
      for (const id of ids) turnFaceUpByEffect(s, out, id, ctx.controller);
      cur.it = ids;
      return;
    }
    case 'reveal': {
      const ids = resolveSpec(s, out, e.target, ctx, cur);
      for (const id of ids) revealPermanent(s, out, id, e.thenTurnFaceUpIfCreatureCard && ctx.mayTurnFaceUp !== false, ctx.controller);
      cur.it = ids;
      return;
    }
    case 'lose-all-abilities':
    case 'modify-pt':
    case 'set-base-pt':
    case 'become-type':
    case 'gain-keyword':
    case 'lose-keyword':
    case 'gain-ability':
    case 'switch-pt': {
      // CR 613.6, 611.2c: the parts of one effect ("all noncreature artifacts become 2/2 artifact creatures": the same
      // sentence) apply to the one set of objects determined as it began, not chosen again for each part.
      const samePart = !!cur.lastLayered && sameSpan(cur.lastLayered.span, e.span) && JSON.stringify(cur.lastLayered.target) === JSON.stringify(e.target);
      const ids = samePart ? cur.it : resolveSpec(s, out, e.target, ctx, cur);
      cur.lastLayered = { span: e.span, target: e.target };
      lockEffect(s, out, e, ids, ctx, e.duration);
      cur.it = ids;
      return;
    }
    case 'gain-control': {
      // CR 613.1b, 611.2c: a control-changing effect with a locked set, applied in layer 2 right away.
      const ids = resolveSpec(s, out, e.target, ctx, cur);
      lockEffect(s, out, e, ids, ctx, e.duration);
      applyControlEffects(s, out);
      cur.it = ids;
      return;
    }
    case 'untap': {
      const ids = resolveSpec(s, out, e.target, ctx, cur);
      for (const id of ids) {
        const o = s.objects.get(id);
        if (!o || o.zone !== 'battlefield') continue;
        o.tapped = false; // CR 701.26b
        out.event({ type: 'untapped', objectId: o.id });
      }
      cur.it = ids;
      return;
    }
    case 'become-copy': {
      const ids = resolveSpec(s, out, e.target, ctx, cur);
      const of = resolveSpec(s, out, e.of, ctx, cur)[0];
      if (!of) {
        out.note({ message: 'Nothing to copy', cr: ['707.1'] });
        return;
      }
      for (const id of ids) {
        const o = s.objects.get(id);
        if (o) addCopyEffect(s, out, o, of, `${ctx.sourceName}'s effect`, false, e.duration, ctx.sourceName);
      }
      cur.it = ids;
      return;
    }
    case 'create-token-copy': {
      const of = resolveSpec(s, out, e.of, ctx, cur)[0];
      // CR 608.2h: an object this effect moved from a public zone to a hidden one is copied as it last existed.
      const former = of ? cur.movedFrom.get(of) : undefined;
      const moved = of ? s.objects.get(of) : undefined;
      const hidden = !!moved && (moved.zone === 'hand' || moved.zone === 'library' || moved.exiledFaceDown);
      const lki = former && hidden ? s.lki.get(former) : undefined;
      if (lki) out.note({ message: 'The copied object left the battlefield for a hidden zone: the token uses its last known information', cr: ['608.2h', '707.2'] });
      const t = of ? createTokenCopy(s, out, of, ctx.controller, lki) : null;
      cur.it = t ? [t.id] : [];
      return;
    }
    case 'add-counters': {
      const ids = resolveSpec(s, out, e.target, ctx, cur);
      for (const id of ids) addCounters(s, out, id, e.counter, e.count);
      cur.it = ids;
      return;
    }
    case 'zone-change': {
      const ids = resolveSpec(s, out, e.target, ctx, cur);
      const made: string[] = [];
      for (const id of ids) {
        const to = e.how === 'destroy' || e.how === 'sacrifice' ? 'graveyard' : e.to;
        const fd = to === 'battlefield' && e.faceDown ? { origin: 'put-face-down' as const, profile: profileForOrigin('put-face-down'), order: 0 } : undefined;
        const n = moveObject(s, out, id, to, { faceDown: fd ?? null, exileFaceDown: to === 'exile' && !!e.faceDown });
        if (n) {
          made.push(n.id);
          cur.movedFrom.set(n.id, id);
        }
      }
      cur.it = made;
      return;
    }
    case 'draw':
      drawCards(s, out, ctx.controller, e.count ?? 1);
      return;
    case 'attach-self-to-it': {
      const src = s.objects.get(ctx.sourceId);
      const to = cur.it[0];
      if (src && src.zone === 'battlefield' && to) {
        src.attachedTo = to;
        src.timestamp = nextTimestamp(s); // CR 613.7e
        out.event({ type: 'attached', objectId: src.id, to });
      } else out.note({ message: 'Nothing is attached (the source or the object is gone)', cr: ['701.3b'] });
      return;
    }
    case 'face-down-cost-reduction':
    case 'cost-change':
      return; // a static cost effect, read when casting
    case 'add-mana':
    case 'mana-restriction':
      return manaEffect(s, out, e, ctx.controller, ctx.sourceId, ctx.choices); // CR 106.4, 106.6: rules/mana-effects.ts
    case 'damage': {
      // CR 120.3: the source deals the damage; "it deals" is the object the ability's "it" names.
      const n = fixedAmount(out, e.amount);
      if (n === undefined) return;
      const srcId = e.source?.kind === 'it' ? cur.it[0] ?? ctx.triggerObject : ctx.sourceId;
      const src = srcId ? s.objects.get(srcId) ?? (ctx.movedSourceId ? s.objects.get(ctx.movedSourceId) : undefined) : undefined;
      const ids = resolveSpec(s, out, e.to, ctx, cur);
      for (const id of ids) {
        if (isPlayer(id)) damagePlayer(s, out, id, n, src);
        else {
          const o = s.objects.get(id);
          if (o && o.zone === 'battlefield') damagePermanent(s, out, o, n, src);
        }
      }
      cur.it = ids.filter((id) => !isPlayer(id));
      return;
    }
    case 'life': {
      // CR 119.3: gaining or losing life.
      const n = fixedAmount(out, e.amount);
      if (n === undefined) return;
      for (const p of playersFor(s, e.who, ctx, cur)) {
        const delta = e.gain ? n : -n;
        s.life[p] += delta;
        out.event({ type: 'life', player: p, amount: delta, cause: e.pay ? 'paid' : e.gain ? 'gained' : 'lost' });
      }
      return;
    }
    case 'create-token': {
      const n = fixedAmount(out, e.amount);
      if (n === undefined) return;
      const made: string[] = [];
      const who = playersFor(s, e.who, ctx, cur)[0] ?? ctx.controller;
      for (let i = 0; i < Math.min(n, 100); i++) made.push(createToken(s, out, e.token, who, !!e.tapped).id);
      cur.it = made;
      return;
    }
    case 'optional': {
      // CR 608.2d: the player chooses as it resolves; the scenario says `resolve declining` to decline.
      if (ctx.mayAccept === false) {
        out.note({ message: `${ctx.controller} declines the optional instruction ("you may")`, cr: ['608.2d'] });
        return;
      }
      if (ctx.mayAccept === undefined) out.note({ message: `${ctx.controller} accepts the optional instruction ("you may"; write \`resolve declining\` to decline)`, cr: ['608.2d'] });
      for (const inner of e.effects) applyEffect(s, out, inner, ctx, cur);
      return;
    }
    case 'delayed-trigger': {
      // CR 603.7a: the effect creates a delayed triggered ability; its "it" is what this ability acted on (603.7c).
      const step = e.event.kind === 'beginning-of' ? stepOfWords(e.event.step) : null;
      if (!step) {
        out.note({ message: 'This delayed trigger\'s event isn\'t modeled: it never triggers (inconclusive)', cr: ['603.7'] });
        return;
      }
      s.delayedTriggers.push({ step, effects: e.effects, controller: ctx.controller, sourceId: ctx.sourceId, sourceName: ctx.sourceName, it: [...cur.it], description: `${ctx.sourceName}: delayed trigger at the beginning of the next ${step.replace(/-/g, ' ')} step` });
      out.note({ message: `A delayed triggered ability waits for the beginning of the next ${step.replace(/-/g, ' ')} step`, cr: ['603.7a'] });
      return;
    }
  }
}

export function addCounters(s: GameState, out: Outcome, id: string, counter: string, count: number): void {
  const o = s.objects.get(id);
  if (!o || o.zone !== 'battlefield') {
    out.note({ message: 'Counters can only be put on permanents here', cr: ['122.1'] });
    return;
  }
  o.counters[counter] = (o.counters[counter] ?? 0) + count;
  out.event({ type: 'counter-added', objectId: id, counter, count });
}

/** CR 708.12: reveal uses the card's own characteristics; then "if it's a creature card, you may turn it face up". */
export function revealPermanent(s: GameState, out: Outcome, id: string, thenTurnUp: boolean, controller: PlayerId): void {
  const o = s.objects.get(id);
  if (!o) return;
  if (o.faceDown) {
    o.revealed = true;
    out.event({ type: 'revealed', objectId: o.id, cardName: o.card.name, cr: ['708.12'] });
  }
  if (!thenTurnUp || !o.faceDown) return;
  const own = ownCard(o);
  if (own.isCreatureCard) performTurnFaceUp(s, out, o, { via: 'effect', turner: controller });
  else out.note({ message: `${o.card.name} is not a creature card (continuous effects are ignored): it stays face down, now revealed`, cr: ['708.12'] });
}
