// Effects that move objects between zones (CR 400.7, destroy 701.8a, sacrifice 701.21a), draw cards (121) and attach
// the source to an object (701.3).

import type { GameState, PlayerId } from '../game-state';
import { nextTimestamp } from '../game-state';
import type { Outcome } from '../events';
import type { EffectHandlers } from '../effect-context';
import { resolveSpec } from '../effect-context';
import { moveObject } from '../zones';
import { profileForOrigin } from '../face-down';
import { counterObject } from '../stack';

export const zoneEffects: EffectHandlers = {
  'zone-change': (s, out, e, ctx, cur) => {
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
  },
  // CR 701.6a: countering a spell moves it from the stack to its owner's graveyard (a face-down one is revealed, 708.9);
  // one that "can't be countered" stays (101.2). A target gone or illegal was already dropped (608.2b).
  'counter-spell': (s, out, e, ctx, cur) => {
    if (e.unlessPays) return;
    for (const id of resolveSpec(s, out, e.target, ctx, cur)) if (s.stack.some((x) => x.id === id)) counterObject(s, out, id);
  },
  draw: (s, out, e, ctx) => {
    drawCards(s, out, ctx.controller, e.count ?? 1);
  },
  'attach-self-to-it': (s, out, _e, ctx, cur) => {
    const src = s.objects.get(ctx.sourceId);
    const to = cur.it[0];
    if (src && src.zone === 'battlefield' && to) {
      src.attachedTo = to;
      src.timestamp = nextTimestamp(s); // CR 613.7e
      out.event({ type: 'attached', objectId: src.id, to });
    } else out.note({ message: 'Nothing is attached (the source or the object is gone)', cr: ['701.3b'] });
  },
};

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
