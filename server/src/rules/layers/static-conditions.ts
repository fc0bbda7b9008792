// "… as long as you have no cards in hand" (hellbent), "as long as it's your turn", "as long as this creature is face
// down": the conditions of static abilities the layer pass can check without the layers themselves (CR 611.3a: a
// static ability's effect applies at any moment its text says). Others stay unknown (undefined).

import type { Condition } from '../../model/types';
import { EVALUATED_STATES } from '../../model/abilities/effect-descriptors';
import type { GameObject, GameState } from '../state/game-state';

/** Whether the condition holds now for a static ability of `obj`; undefined when it reads characteristics or more. */
export function staticConditionHolds(s: GameState, c: Condition, obj: GameObject): boolean | undefined {
  switch (c.kind) {
    case 'hand-size': {
      const n = s.zones[obj.controller].hand.length;
      return c.none ? n === 0 : n >= (c.atLeast ?? 1);
    }
    case 'turn':
      return (s.activePlayer === obj.controller) === c.yours;
    case 'state':
      if (c.subject.kind !== 'self' || !EVALUATED_STATES.has(c.state)) return undefined;
      if (c.state === 'face down') return obj.faceDown !== null;
      if (c.state === 'face up') return obj.faceDown === null;
      return c.state === 'tapped' ? obj.tapped : !obj.tapped;
  }
  return undefined;
}
