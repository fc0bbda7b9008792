// "Until your next turn" / "until your next upkeep" (CR 611.2a): a resolved continuous effect lasts as long as stated,
// so it ends as its controller's next turn begins (500.1: a turn begins with its untap step; 800.4m and 722.1 speak of
// such durations ending as that turn begins) or as that player's next upkeep step begins (503).

import type { GameState } from './game-state';
import type { Outcome } from './events';
import { msg } from '../../i18n';
import { camelKey } from './reasons';

/** CR 611.2a: the effects lasting until the active player's next turn (`turn`) or upkeep (`upkeep`) end now, each with an event. */
export function endUntilNextEffects(s: GameState, out: Outcome, at: 'turn' | 'upkeep'): void {
  const over = (e: GameState['effects'][number]) => e.endsAt?.at === at && e.endsAt.player === s.activePlayer;
  if (!s.effects.some(over)) return;
  for (const e of s.effects.filter(over)) {
    out.event({ type: 'effect-ended', effectId: e.id, description: msg(at === 'turn' ? 'rules.event.effect-ends-next-turn' : 'rules.event.effect-ends-next-upkeep', { source: e.sourceName, kind: msg('rules.event.effect-kind', { kind: e.effect.kind, key: camelKey(e.effect.kind) }) }) });
  }
  s.effects = s.effects.filter((e) => !over(e));
}
