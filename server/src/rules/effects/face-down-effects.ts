// Effects that turn cards face down or face up: manifest (CR 701.40), cloak (701.58), manifest dread (701.62),
// turn face down (708.2a), turn face up by an effect (708.8), reveal a face-down permanent (708.12).

import type { GameState, PlayerId } from '../game-state';
import type { Outcome } from '../events';
import type { EffectHandlers } from '../effect-context';
import { resolveSpec } from '../effect-context';
import { ownCard } from '../objects';
import { manifestDread, manifestTop } from '../manifest';
import { turnFaceDown } from '../turn-face-down';
import { performTurnFaceUp, turnFaceUpByEffect } from '../turn-face-up';

export const faceDownEffects: EffectHandlers = {
  manifest: (s, out, e, ctx, cur) => {
    cur.it = manifestTop(s, out, ctx.controller, 'manifest', e.count ?? 1).map((o) => o.id);
  },
  cloak: (s, out, e, ctx, cur) => {
    cur.it = manifestTop(s, out, ctx.controller, 'cloak', e.count ?? 1).map((o) => o.id);
  },
  'manifest-dread': (s, out, _e, ctx, cur) => {
    // OPEN QUESTION: "Its controller manifests dread" (Unwanted Remake) isn't distinguished in the model; the
    // ability's controller manifests.
    const o = manifestDread(s, out, ctx.controller, ctx.dreadChoice);
    cur.it = o ? [o.id] : [];
  },
  'turn-face-down': (s, out, e, ctx, cur) => {
    const ids = resolveSpec(s, out, e.target, ctx, cur);
    for (const id of ids) turnFaceDown(s, out, id, e.characteristics);
    cur.it = ids;
  },
  'turn-face-up': (s, out, e, ctx, cur) => {
    const ids = resolveSpec(s, out, e.target, ctx, cur);
    for (const id of ids) turnFaceUpByEffect(s, out, id, ctx.controller);
    cur.it = ids;
  },
  reveal: (s, out, e, ctx, cur) => {
    const ids = resolveSpec(s, out, e.target, ctx, cur);
    for (const id of ids) revealPermanent(s, out, id, e.thenTurnFaceUpIfCreatureCard && ctx.mayTurnFaceUp !== false, ctx.controller);
    cur.it = ids;
  },
};

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
