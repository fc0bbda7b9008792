// CR 118.12: "[Do something]. If [a player] [does, doesn't, or can't], [effect]": the action is a cost paid as the
// spell or ability resolves, and the clause checks whether the player started to pay it — whether they could (a cost
// can't be paid without the resources, 118.3) — regardless of what events then occurred (a replaced sacrifice was still
// done). The same test tells whether a player can take the action of "[Do something] unless [a player does something
// else]" (118.12a, unless-action.ts). Which actions: model/abilities/effect-descriptors.ts `costActionTold`.

import type { Effect } from '../../model/types';
import type { GameState, PlayerId } from '../state/game-state';
import { energyOf } from '../state/game-state';
import { Outcome } from '../state/events';
import type { Cursor, EffectContext } from './effect-context';
import { copyCursor, playersFor, resolveSpec } from './effect-context';
import { countControlled } from '../queries/conditions';
import { countMatching, handCardsMatching } from '../queries/counting';
import { isPlayer } from '../queries/target-legality';
import { costActionTold, decidedByCost, outcomeActionTold, outcomeDestination } from '../../model/abilities/effect-descriptors';
import { msg } from '../../i18n';

/**
 * Whether `player` can take the action `x` (CR 118.3; 119.4: life is paid only from a life total at least that high;
 * 701.21a: only a permanent they control is sacrificed; 122.1: a counter is removed only from an object that has it).
 * Undefined for an action this doesn't tell.
 */
export function canTakeAction(s: GameState, x: Effect, player: PlayerId, ctx: EffectContext, cur: Cursor): boolean | undefined {
  const p = player;
  // CR 702.72a: exiling one they control (champion), likewise.
  if (x.kind === 'zone-change' && x.target.kind === 'chosen' && (x.how === 'sacrifice' || x.how === 'return' || x.how === 'exile')) {
    // CR 118.12a: "exile a card from your graveyard" (their own graveyard's cards), "return an enchantment to its owner's
    // hand" (any player's permanent): the cards or permanents the filter names, counted where they are.
    if (x.target.filter.zone === 'graveyard' || x.target.filter.zone === 'hand' || (x.how === 'return' && x.target.filter.controller === undefined)) {
      const n = countMatching(s, x.target.filter, p, ctx.sourceId);
      return n === undefined ? undefined : n >= (x.target.count ?? 1);
    }
    return countControlled(s, p, x.target.filter, { controller: p, sourceId: ctx.sourceId }) >= (x.target.count ?? 1);
  }
  // CR 701.26a: "tap an untapped creature you control": one they control that is untapped.
  if (x.kind === 'tap' && x.target.kind === 'chosen' && x.target.filter.controller === 'you') {
    return countControlled(s, p, x.target.filter, { controller: p, sourceId: ctx.sourceId }) >= (x.target.count ?? 1);
  }
  if (x.kind === 'zone-change' && x.how === 'sacrifice' && x.target.kind === 'self') {
    const o = s.objects.get(ctx.sourceId);
    return !!o && o.zone === 'battlefield' && o.controller === p;
  }
  // CR 701.9a, 118.3: "discard a creature card": as many cards of that kind in their hand.
  if (x.kind === 'player-action' && x.amount.kind === 'fixed' && x.action === 'discard' && x.filter) return (handCardsMatching(s, x.filter, p, ctx.sourceId)?.length ?? -1) >= x.amount.n;
  if (x.kind === 'player-action' && x.amount.kind === 'fixed' && (x.action === 'discard' || x.action === 'mill')) return (x.action === 'discard' ? s.zones[p].hand : s.zones[p].library).length >= x.amount.n;
  if (x.kind === 'life' && x.amount.kind === 'fixed') return s.life[p] >= x.amount.n;
  if (x.kind === 'energy') return energyOf(s, p) >= x.count;
  if (x.kind === 'add-counters' && x.remove && !x.countIsX) {
    // "remove a +1/+1 counter from it / from target creature": the object (its target, announced as it was put on the
    // stack) has that many such counters now.
    const ids = resolveSpec(s, new Outcome(), x.target, ctx, copyCursor(cur)).filter((id) => !isPlayer(id));
    return ids.some((id) => (s.objects.get(id)?.counters[x.counter] ?? 0) >= x.count);
  }
  return undefined;
}

/**
 * Before instruction `i` of a resolving ability is followed: when an "If you do / don't / can't" clause right after it
 * reads it (CR 118.12), remember whether its player could start to take it (`cur.did`); the clause then reads that.
 * Returns the instruction to follow: a mana payment ("pay {2}{B}. If you don't, you lose the game") as an offer the
 * player may decline (apply-effects.ts `optional`: one who can't pay can't choose to, 118.3; both ways when no step
 * says, 608.2d).
 * OPEN QUESTION: the CR doesn't say whether a player able to pay a mandatory mana cost may decline to activate the mana
 * abilities it needs (605.3a lets them activate, never requires it); read as a choice, so answers resting on it are
 * inconclusive rather than assumed.
 */
export function startCost(s: GameState, list: readonly Effect[], i: number, ctx: EffectContext, cur: Cursor): Effect {
  const x = list[i]!;
  if (!decidedByCost(list, i + 1)) return x;
  cur.costClause = list[i + 1];
  if (x.kind === 'pay-mana') return { kind: 'optional', who: 'you', effects: [x], span: x.span };
  // CR 608.2c: a mandatory instruction that isn't a cost ("exile it. If you do, …"): judged once it is followed (judgeOutcome).
  if (!costActionTold(x) && outcomeActionTold(x)) {
    delete cur.did;
    // "exile them. If you do, …": with several objects named before, whether "you did" isn't told (noted then).
    if (x.kind === 'zone-change' && x.target.kind === 'it' && cur.it.length > 1) cur.costClause = undefined;
    return x;
  }
  const who = 'who' in x && typeof x.who === 'string' ? x.who : 'you';
  const players = costActionTold(x) ? playersFor(s, who as 'you', ctx, copyCursor(cur)) : [];
  const can = players.length === 1 ? canTakeAction(s, x, players[0]!, ctx, cur) : undefined;
  if (can === undefined) delete cur.did;
  else cur.did = can;
  return x;
}

/**
 * Whether the clause `e` that startCost decided holds (CR 118.12): "If you do" / "If that player does" when the player
 * could start the action, "If you don't" / "If you can't" when they couldn't; noted. Undefined (noted): not told.
 */
export function followsCostClause(out: Outcome, e: Effect & { kind: 'conditional' }, ctx: EffectContext, cur: Cursor): boolean {
  cur.costClause = undefined;
  cur.conditionHeld = undefined;
  if (cur.did === undefined) {
    out.note({ why: msg('rules.effect.condition-not-evaluated', { kind: e.condition.kind }), cr: ['118.12'] });
    return false;
  }
  const holds = e.condition.kind === 'if-you-do' ? cur.did : !cur.did;
  if (!holds) out.note({ why: msg('rules.effect.condition-false', { source: ctx.sourceName }), cr: ['118.12'] });
  return holds;
}

/**
 * After instruction `i` was followed: when it is a mandatory instruction that isn't a cost and an "If you do / don't"
 * clause right after it reads it (model/abilities/effect-descriptors.ts `outcomeActionTold`), remember whether it was
 * carried out (CR 608.2c): the one object it names was moved and is now where the instruction put it. A target gone or
 * illegal wasn't moved (608.2b, 400.7); a replacement effect that put it elsewhere (614.1a) means it wasn't done.
 * OPEN QUESTION: the CR has no rule of its own for "If you do" after a mandatory instruction; read, as 603.12 does for
 * "when you do", as whether the action took place during the resolution.
 */
export function judgeOutcome(s: GameState, list: readonly Effect[], i: number, cur: Cursor): void {
  const x = list[i]!;
  const clause = list[i + 1];
  if (clause === undefined || cur.costClause !== clause || costActionTold(x) || !outcomeActionTold(x)) return;
  const to = outcomeDestination(x);
  cur.did = cur.it.length === 1 && s.objects.get(cur.it[0]!)?.zone === to;
}
