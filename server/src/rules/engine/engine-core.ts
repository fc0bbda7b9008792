// The engine's core: the game state and how one action runs — refused after the game ended (CR 104.1), then
// state-based actions and triggered abilities (117.5), a fault turned into an `internal-error` reason.

import type { Card } from '../../model/types';
import type { ActionResult } from '../state/events';
import { Outcome, illegal } from '../state/events';
import type { GameState } from '../state/game-state';
import { createState } from '../state/game-state';
import { keywordsOf } from '../state/objects';
import { beforePriority } from '../game/priority';
import { characteristicsView } from '../queries/views';
import { takeMoment } from '../queries/trigger-sources';
import { recordEvent } from '../state/turn-history';
import { computeCharacteristics } from '../layers';
import { acting } from '../state/acting';
import { msg } from '../../i18n';

export class EngineCore {
  readonly state: GameState;

  /** `state`: a game to go on from (a copy, state/game-copy.ts) instead of a new one of `cards`. */
  constructor(cards: readonly Card[], state?: GameState) {
    this.state = state ?? createState(cards ?? []);
  }

  /** Run one action: refused after the game ended (CR 104.1); then state-based actions and triggers; never throws. */
  protected run(fn: (out: Outcome) => void): ActionResult {
    // Each event logged with its moment (CR 603.10), and counted into the turn's history (conditions, CR 603.4, 608.2c).
    const out = new Outcome((e, lookBack) => {
      recordEvent(this.state.history, e, lookBack, (id) => {
        // CR 603.10: the object as it was at that moment, a copy with its characteristics, kept by the history.
        const o = this.state.objects.get(id);
        if (!o) return undefined;
        const view = computeCharacteristics(this.state, o);
        return { obj: { ...o }, view: { ...view, keywords: keywordsOf(view.abilities) } };
      }, { step: this.state.step, active: this.state.activePlayer });
      return takeMoment(this.state, e, lookBack);
    });
    try {
      if (this.state.gameOver) {
        out.fail(illegal(msg('rules.game.over'), ['104.1']));
        return out.result();
      }
      // An action's code may write the game anywhere: no layer pass is reused across it (rules/state/acting.ts).
      acting(this.state, () => fn(out));
      if (out.ok) this.settle(out);
    } catch (err) {
      out.fail({ code: 'internal-error', why: msg('rules.game.engine-fault', { error: err instanceof Error ? err.message : String(err) }), cr: [] });
    }
    return out.result();
  }

  /** State-based actions, then put triggered abilities on the stack (CR 117.5, 704.3, 603.3b). */
  protected settle(out: Outcome): void {
    beforePriority(this.state, out);
  }

  /** Convenience: names of the keywords an object has now. */
  keywords(id: string): string[] {
    const c = characteristicsView(this.state, id);
    return c ? keywordsOf(c.abilities).map((k) => k.keyword) : [];
  }
}
