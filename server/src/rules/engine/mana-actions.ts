// Engine actions on mana (rules/actions/mana-actions.ts): from now on mana is paid (CR 601.2g–h), put mana into a pool
// (106.4), tap a permanent for mana (106.12, 605.3b), and read a pool.

import type { ActionResult } from '../state/events';
import type { PlayerId } from '../state/game-state';
import { putManaInPool, startPayingMana, tapForMana } from '../actions/mana-actions';
import { poolText } from '../state/mana-pool';
import { TurnActions } from './turn-actions';

export class ManaActions extends TurnActions {
  /** From now on mana is paid (the scenario default is free mana; CR 601.2g–h). */
  startPayingMana(): ActionResult {
    return this.run((out) => startPayingMana(this.state, out));
  }
  /** Put mana into a player's mana pool (CR 106.4). */
  addMana(player: PlayerId, mana: string): ActionResult {
    return this.run((out) => putManaInPool(this.state, out, player, mana));
  }
  /** Tap a permanent for mana (CR 106.12, 605.3b); `mana` picks what it adds ("{G}"). */
  tapForMana(player: PlayerId, id: string, mana?: string): ActionResult {
    return this.run((out) => tapForMana(this.state, out, player, id, mana));
  }
  /** A player's mana pool as symbols ("{G}{G}"), "" when empty. */
  manaPool(player: PlayerId): string {
    return poolText(this.state, player);
  }
}
