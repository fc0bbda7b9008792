// "[Do something] unless [you do something else]" (CR 118.12a): "You may do something else. If you don't, do something."
// The action is offered to the ability's controller as it resolves — only when they can take it (a cost can't be paid
// without the resources, 118.3) — and carried out when taken. Which actions: model/abilities/effect-descriptors.ts
// `unlessActionCarriedOut` (sacrifice, return a permanent [you control] to its owner's hand, exile a card from your graveyard, tap an untapped creature you control, discard, mill, pay life, pay
// energy, remove counters from its own object), and another player's (`unlessActor`: "unless they discard a card").

import type { Effect, Span } from '../../model/types';
import type { GameState } from '../state/game-state';
import type { Outcome } from '../state/events';
import type { Cursor, EffectContext } from './effect-context';
import { copyCursor, followsMay, playersFor } from './effect-context';
import { undecidedMay } from '../state/game-state';
import { unlessActor } from '../../model/abilities/effect-descriptors';
import { canTakeAction } from './cost-started';
import { msg } from '../../i18n';

/**
 * Whether the player takes the action of an "unless" (CR 118.12a), carrying it out if so: not when they can't
 * (noted); the controller as the scenario says (`resolve accepting/declining`), or both ways when it doesn't (608.2d);
 * another player ("that player loses 5 life unless they discard a card", `unlessActor`) both ways, a choice no step makes.
 */
export function takesUnlessAction(s: GameState, out: Outcome, action: readonly Effect[], ctx: EffectContext, cur: Cursor, span: Span, apply: (x: Effect, by?: EffectContext) => void, governed: readonly Effect[] = []): boolean {
  // "sacrifice ~ unless you remove a +1/+1 counter from it": with nothing named before it, "it" is the object the
  // sentence names, the ability's own (CR 122.1).
  const first = action[0];
  const x = first?.kind === 'add-counters' && first.target.kind === 'it' && cur.it.length === 0 ? { ...first, target: { kind: 'self' as const } } : first;
  const actor = unlessActor(action, governed);
  const players = actor ? playersFor(s, actor, ctx, copyCursor(cur)) : [ctx.controller];
  const player = players.length === 1 ? players[0]! : undefined;
  if (!x || player === undefined || canTakeAction(s, x, player, ctx, cur) !== true) {
    out.note({ why: msg('rules.effect.unless-action-impossible', { player: player ?? ctx.controller, source: ctx.sourceName }), cr: ['118.12a', '118.3'] });
    return false;
  }
  if (actor ? !undecidedMay(s, ctx.sourceName, span) : !followsMay(s, out, ctx, span)) return false;
  // What the action moved is not what "it" names in the instruction it stands against.
  const it = cur.it;
  if (actor) apply({ ...x, who: 'you' } as Effect, { ...ctx, controller: player });
  else apply(x);
  cur.it = it;
  return true;
}
