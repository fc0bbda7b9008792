// Engine actions on permanents' statuses, counters, control and damage: counters (CR 122.1), tap/untap (701.26),
// transform (701.27), control (108.4), attach (701.3), damage (120), phasing (702.26), merge (729.2), looking (708.5).

import type { ActionResult } from '../state/events';
import type { PlayerId } from '../state/game-state';
import { addCounters } from '../effects/status-effects';
import { need } from '../state/require-object';
import { allowLook, attachAction, gainControl, mergeAction, phaseIn, phaseOut, tapAction, transformAction, untapAction } from '../actions/statuses';
import { combatDamageToPlayer, dealDamage, dealDamageToPlayer } from '../actions/damage';
import { ZoneActions } from './zone-actions';

export class StatusActions extends ZoneActions {
  addCounters(id: string, counter: string, count: number): ActionResult {
    return this.run((out) => {
      if (need(this.state, out, id, 'battlefield')) addCounters(this.state, out, id, counter, count, false); // the scenario's setup: no effect
    });
  }
  tap(id: string): ActionResult {
    return this.run((out) => tapAction(this.state, out, id));
  }
  untap(id: string): ActionResult {
    return this.run((out) => untapAction(this.state, out, id));
  }
  /** Transform a double-faced permanent (CR 701.27). Face-down: can't (712.15a). Never a "turned face up". */
  transform(id: string): ActionResult {
    return this.run((out) => transformAction(this.state, out, id));
  }
  gainControl(id: string, player: PlayerId): ActionResult {
    return this.run((out) => gainControl(this.state, out, id, player));
  }
  attach(id: string, toId: string): ActionResult {
    return this.run((out) => attachAction(this.state, out, id, toId));
  }
  dealDamage(id: string, amount: number, sourceId?: string): ActionResult {
    return this.run((out) => dealDamage(this.state, out, id, amount, sourceId));
  }
  /** Combat damage from a creature to a player; a commander's damage counts as commander damage (CR 903.10a). */
  combatDamageToPlayer(sourceId: string, player: PlayerId): ActionResult {
    return this.run((out) => combatDamageToPlayer(this.state, out, sourceId, player));
  }
  /** Damage to a player (noncombat unless `combat`), from a source if given (CR 120.3a). */
  damagePlayer(player: PlayerId, amount: number, sourceId?: string): ActionResult {
    return this.run((out) => dealDamageToPlayer(this.state, out, player, amount, sourceId));
  }
  phaseOut(id: string): ActionResult {
    return this.run((out) => phaseOut(this.state, out, id));
  }
  phaseIn(id: string): ActionResult {
    return this.run((out) => phaseIn(this.state, out, id));
  }
  /** Merge a card from hand with a permanent (mutate-like, CR 729.2). */
  merge(cardObjectId: string, ontoId: string, onTop: boolean): ActionResult {
    return this.run((out) => mergeAction(this.state, out, cardObjectId, ontoId, onTop));
  }
  /** Let a player look at a face-down object (an effect says so, CR 708.5). */
  allowLook(id: string, player: PlayerId): ActionResult {
    return this.run((out) => allowLook(this.state, out, id, player));
  }
}
