// The monarch (CR 724): "you become the monarch" (724.1) — only one player is the monarch at a time, and as a player
// becomes the monarch the current one ceases to be (724.3). The designation's two inherent triggered abilities are
// rules/triggers/monarch-triggers.ts.

import type { Effect } from '../../model/types';
import type { GameState, PlayerId } from '../state/game-state';
import type { Outcome } from '../state/events';
import type { Cursor, EffectContext } from './effect-context';
import { playersFor } from './effect-context';
import { msg } from '../../i18n';

/** CR 724.1, 724.3: `player` becomes the monarch; the monarch before ceases to be. */
export function becomeMonarch(s: GameState, out: Outcome, player: PlayerId): void {
  s.monarch = player;
  out.note({ why: msg('rules.effect.becomes-monarch', { player }), cr: ['724.3'] });
}

/**
 * "You become the monarch", and the inherent "its controller becomes the monarch" (CR 724.2): of a creature that left
 * the battlefield since, its controller as it last existed there (608.2h).
 */
export function monarchAction(s: GameState, out: Outcome, e: Effect & { kind: 'player-action' }, ctx: EffectContext, cur: Cursor): void {
  if (e.who === 'its-controller' && cur.it.length === 0 && ctx.triggerObject) {
    const p = s.objects.get(ctx.triggerObject)?.controller ?? s.lkiStats?.get(ctx.triggerObject)?.controller;
    if (p) becomeMonarch(s, out, p);
    return;
  }
  const [p] = playersFor(s, e.who ?? 'you', ctx, cur);
  if (p) becomeMonarch(s, out, p);
}
