// Applying model Effects (spell/ability resolution or "apply directly"): targets, locked affected sets for
// resolved effects (CR 611.2c), keyword actions, face-up/face-down changes, copies, counters and zone changes.

import type { Effect, ObjectFilter, Span, TargetSpec } from '../model/types';
import type { GameObject, GameState, PlayerId } from './game-state';
import { battlefieldObjects, newEffectId, nextTimestamp } from './game-state';
import type { Outcome } from './events';
import { computeCharacteristics, copiableValues } from './layers';
import { matchesFilter } from './filters';
import { keywordsOf, ownCard } from './objects';
import { addCopyEffect } from './copy';
import { manifestDread, manifestTop } from './manifest';
import { turnFaceDown } from './turn-face-down';
import { performTurnFaceUp, turnFaceUpByEffect } from './turn-face-up';
import { freshObject, moveObject, placeObject, enterBattlefield } from './zones';
import { profileForOrigin } from './face-down';
import { applyControlEffects } from './layers/control';

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
  /** A triggered ability: the object its trigger event is about, which its "it" names until an effect acts on another (CR 603.2). */
  triggerObject?: string;
}

interface Cursor {
  next: number;
  last: string[];
  it: string[];
  /** The previous layered effect (its sentence span and target), for CR 613.6. */
  lastLayered?: { span: Span; target: TargetSpec };
}

const sameSpan = (a: Span, b: Span) => a.start === b.start && a.end === b.end;

export function describeFilter(f: ObjectFilter | undefined): string {
  return f?.text || (f?.types ?? []).join(' ') || 'object';
}

/** Does an object still match a target filter (CR 608.2b)? */
export function isLegalTarget(s: GameState, id: string, spec: TargetSpec, ctx: Pick<EffectContext, 'controller' | 'sourceId'>): boolean {
  const o = s.objects.get(id);
  if (!o) return false;
  if (spec.kind !== 'target') return true;
  if (o.zone !== 'battlefield' && o.zone !== 'stack') return false;
  const ch = computeCharacteristics(s, o);
  return matchesFilter(o, { ...ch, keywords: keywordsOf(ch.abilities) }, spec.filter, { controller: ctx.controller, sourceId: ctx.sourceId });
}

/** The target specs of a list of effects, in order (for legality checks on resolution). */
export function targetSpecs(effects: readonly Effect[]): TargetSpec[] {
  const out: TargetSpec[] = [];
  for (const e of effects) {
    for (const key of ['target', 'of'] as const) {
      const t = (e as unknown as Record<string, TargetSpec | undefined>)[key];
      if (t && t.kind === 'target') out.push(t);
    }
  }
  return out;
}

function resolveSpec(s: GameState, out: Outcome, spec: TargetSpec | undefined, ctx: EffectContext, cur: Cursor): string[] {
  if (!spec) return [];
  switch (spec.kind) {
    case 'self':
      return s.objects.has(ctx.sourceId) ? [ctx.sourceId] : [];
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
      out.note({ message: `${player} can't draw from an empty library`, cr: ['121.4', '704.5b'] });
      return;
    }
    const o = moveObject(s, out, top, 'hand');
    if (o) out.event({ type: 'drew', player, objectId: o.id });
  }
}

export function applyEffects(s: GameState, out: Outcome, effects: readonly Effect[], ctx: EffectContext): void {
  // A triggered ability's "it" starts as the object its trigger event is about (CR 603.2).
  const it = ctx.triggerObject && s.objects.has(ctx.triggerObject) ? [ctx.triggerObject] : [];
  const cur: Cursor = { next: 0, last: [], it };
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
      const t = of ? createTokenCopy(s, out, of, ctx.controller) : null;
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
        if (n) made.push(n.id);
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
      return; // a static cost effect, read when casting
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

/** A token copy (CR 707.1, 707.2): face up, starting from the copiable values. */
export function createTokenCopy(s: GameState, out: Outcome, ofId: string, controller: PlayerId): GameObject | null {
  const of = s.objects.get(ofId);
  if (!of) return null;
  const values = copiableValues(s, of);
  const span = { start: 0, end: 0 };
  // The token is not the card: give it a synthetic card so a face-down original's identity never leaks.
  const card = { name: values.name ?? 'nameless token', nameSpan: span, faces: [], uri: '', span };
  const tok = freshObject(s, { cardId: `t${++s.counters.token}`, card, owner: controller, token: true, baseValues: values }, 'battlefield');
  tok.controller = controller;
  placeObject(s, tok);
  if (values.fromFaceDown) {
    // CR 707.2, 702.168a, 701.58a: a disguised or cloaked original's ward {2} is a face-down value, so the token has it.
    const ward = values.abilities.length ? ' with ward {2}' : '';
    out.note({ code: 'face-down-copy-is-vanilla', message: `The token copies a face-down object: it is a face-up nameless 2/2${ward} and can never be turned face up`, cr: ['707.2', '708.2'] });
  }
  enterBattlefield(s, out, tok, {});
  return tok;
}
