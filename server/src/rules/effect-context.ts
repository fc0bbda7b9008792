// What an effect applies with (CR 608.2c): the ability's controller, source and chosen targets, and a cursor through
// the effects of one ability ("it", the next target, what moved); players and objects a phrase names as it applies.

import type { Amount, Effect, PlayerRef, Span, TargetSpec } from '../model/types';
import type { GameState, PlayerId } from './game-state';
import type { Choices } from './choices';
import { battlefieldObjects, PLAYERS } from './game-state';
import type { Outcome } from './events';
import { computeCharacteristics } from './layers';
import { matchesFilter } from './filters';
import { keywordsOf } from './objects';
import { countMatching } from './counting';
import { describeFilter, isLegalTarget, isPlayer } from './target-legality';

export interface EffectContext {
  controller: PlayerId;
  /** The object whose ability this is (a spell on the stack, a permanent, or "" for a virtual source). */
  sourceId: string;
  sourceName: string;
  /** Chosen targets, in the order the effects ask for them. */
  targets: string[];
  /** A divided effect's amounts for its targets, in target order (CR 601.2d). */
  division?: number[];
  /** Manifest dread: which of the top two cards to manifest. */
  dreadChoice?: string;
  /** Reveal-then-turn-face-up: whether the player chooses to turn it face up ("you may"); default yes. */
  mayTurnFaceUp?: boolean;
  /** "You may …" instructions: accepted (default) or declined (CR 608.2d). */
  mayAccept?: boolean;
  /** A triggered ability: the object its trigger event is about, which its "it" names until an effect acts on another (CR 603.2). */
  triggerObject?: string;
  /** A triggered ability resolving (its intervening "if" is checked again, CR 603.4). */
  triggered?: boolean;
  /** A zone-change trigger: the new object its source became in a public zone (CR 400.7e). */
  movedSourceId?: string;
  /** A triggered ability: how much its trigger event was (the damage dealt), its "that much" (CR 603.2). */
  eventAmount?: number;
  /** Choices the player made for it (modes, X, a color, a card name, which mana; rules/choices.ts). */
  choices?: Choices;
}

/** Where one ability's resolution is, effect by effect. */
export interface Cursor {
  next: number;
  last: string[];
  it: string[];
  /** Objects this resolution moved: new id → the id it had before (for last known information, CR 608.2h). */
  movedFrom: Map<string, string>;
  /** The previous layered effect (its sentence span and target), for CR 613.6. */
  lastLayered?: { span: Span; target: TargetSpec };
}

/** One effect kind's handler: carries out `e` for the ability described by `ctx`. */
export type EffectHandler<K extends Effect['kind']> = (s: GameState, out: Outcome, e: Effect & { kind: K }, ctx: EffectContext, cur: Cursor) => void;
/** A family of effect handlers, keyed by effect kind. */
export type EffectHandlers = { [K in Effect['kind']]?: EffectHandler<K> };

/** A fixed amount; X and "for each" amounts aren't computed here (the outcome is noted as inconclusive). */
export function fixedAmount(out: Outcome, a: Amount): number | undefined {
  if (a.kind === 'fixed') return a.n;
  out.note({ message: `An amount of kind "${a.kind}" isn't computed by the simulator: that part does nothing (inconclusive)`, cr: ['107.1'] });
  return undefined;
}

/**
 * An amount computed as the effect applies (CR 107.1, 608.2h): a number, "for each <objects>" counted now (107.3), or
 * "equal to its power/toughness/mana value" of what "it" names — as it last existed on the battlefield if it left.
 * Anything else is undefined, noted (that part does nothing, and its descriptor marks it not simulated).
 */
export function amountOf(s: GameState, out: Outcome, a: Amount, ctx: EffectContext, cur: Cursor): number | undefined {
  if (a.kind === 'for-each') {
    const n = countMatching(s, a.per, ctx.controller, ctx.sourceId);
    if (n !== undefined) return a.n * n;
  }
  // "Whenever ~ deals damage, you gain that much life": the amount of the trigger event.
  if (a.kind === 'that-much' && ctx.eventAmount !== undefined) return ctx.eventAmount;
  if (a.kind === 'equal-to' && a.quantity.kind === 'stat' && a.quantity.of.kind === 'it') {
    const stat = a.quantity.stat;
    const id = cur.it[0];
    const o = id !== undefined ? s.objects.get(id) : undefined;
    const now = o && o.zone === 'battlefield' ? computeCharacteristics(s, o) : undefined;
    const last = id !== undefined && !now ? s.lkiStats?.get(cur.movedFrom.get(id) ?? id) : undefined;
    const v = now ? (stat === 'mana value' ? now.manaValue : now[stat]) : last ? (stat === 'mana value' ? last.manaValue : last[stat]) : undefined;
    if (typeof v === 'number') return Math.max(0, v); // CR 107.1b: a negative amount is 0
  }
  return fixedAmount(out, a);
}

/** The players a player phrase names, for the ability's controller (CR 109.5, 115.1). */
export function playersFor(s: GameState, who: PlayerRef, ctx: EffectContext, cur: Cursor): PlayerId[] {
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

/** The objects (or players) an effect's object phrase names as it applies; illegal targets are left out (CR 608.2b). */
export function resolveSpec(s: GameState, out: Outcome, spec: TargetSpec | undefined, ctx: EffectContext, cur: Cursor): string[] {
  if (!spec) return [];
  switch (spec.kind) {
    case 'self':
      if (s.objects.has(ctx.sourceId)) return [ctx.sourceId];
      // CR 400.7e: a zone-change trigger finds the new object in the public zone it moved to (while it stays there).
      return ctx.movedSourceId && s.objects.has(ctx.movedSourceId) ? [ctx.movedSourceId] : [];
    case 'library-top': {
      // "the top card of your library", "the top two cards of each opponent's library" (CR 401.1).
      if (typeof spec.count !== 'number') return [];
      const ids: string[] = [];
      for (const p of playersFor(s, spec.owner, ctx, cur)) {
        const lib = s.zones[p].library;
        ids.push(...(spec.bottom ? lib.slice(Math.max(0, lib.length - spec.count)) : lib.slice(0, spec.count)));
      }
      return ids;
    }
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
