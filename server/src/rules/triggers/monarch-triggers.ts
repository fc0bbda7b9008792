// The monarch's two inherent triggered abilities (CR 724.2): "At the beginning of the monarch's end step, that player
// draws a card" and "Whenever a creature deals combat damage to the monarch, its controller becomes the monarch". They
// have no source and are controlled by the player who was the monarch as they triggered (an exception to 113.8).

import type { Effect } from '../../model/types';
import type { GameEvent, Outcome } from '../state/events';
import type { GameState, PlayerId, StackAbility } from '../state/game-state';
import { newStackId } from '../state/game-state';
import { msg } from '../../i18n';

const NO_SPAN = { start: 0, end: 0 };
/** "that player draws a card" (CR 724.2, 121.1): the monarch, who controls the ability. */
const DRAW: Effect[] = [{ kind: 'draw', count: 1, span: NO_SPAN }];
/** "its controller becomes the monarch" (CR 724.2): the creature's controller. */
const CROWN: Effect[] = [{ kind: 'player-action', who: 'its-controller', action: 'become the monarch', amount: { kind: 'fixed', n: 1 }, span: NO_SPAN }];

function trigger(s: GameState, out: Outcome, monarch: PlayerId, effects: Effect[], which: 'end-step' | 'combat-damage', about?: string): void {
  const entry: StackAbility = {
    kind: 'ability', id: newStackId(s), sourceId: '', sourceName: 'the monarch', abilityIndex: -1, controller: monarch, effects, targets: [], triggered: true,
    ...(about ? { triggerObject: about } : {}),
    description: which === 'end-step' ? 'the monarch: at the beginning of the monarch\'s end step, that player draws a card' : 'the monarch: its controller becomes the monarch',
    said: msg('rules.trigger.monarch', { which: which === 'end-step' ? 'endStep' : 'combatDamage' }),
  };
  s.pendingTriggers.push(entry);
  s.triggerLog.push({ sourceId: '', cardId: '', cardName: 'the monarch', abilityIndex: -1, event: `monarch: ${which}`, stackId: entry.id });
  out.event({ type: 'triggered', sourceId: '', cardName: 'the monarch', abilityIndex: -1, stackId: entry.id, trigger: `monarch (${which})` });
}

/** CR 724.2: the monarch's end step begins, or creatures deal combat damage to the monarch (once per creature). */
export function monarchTriggers(s: GameState, out: Outcome, e: GameEvent): void {
  const monarch = s.monarch;
  if (!monarch) return;
  if (e.type === 'step-began' && e.step === 'end' && e.active === monarch) trigger(s, out, monarch, DRAW, 'end-step');
  if (e.type === 'combat-damage-dealt') {
    for (const d of e.toPlayers) if (d.player === monarch && d.amount > 0 && s.objects.get(d.source)) trigger(s, out, monarch, CROWN, 'combat-damage', d.source);
  }
}
