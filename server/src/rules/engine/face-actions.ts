// Engine actions that turn objects face down or face up: manifest (CR 701.40), cloak (701.58), manifest dread
// (701.62), the turn-face-up special action (116.2b), turning face up or down by an effect (708.8, 708.2a), reveal (708.12).

import type { FaceDownProfile } from '../../model/types';
import type { ActionResult } from '../state/events';
import { illegal } from '../state/events';
import type { PlayerId } from '../state/game-state';
import { revealPermanent } from '../effects/face-down-effects';
import { manifestDread, manifestTop } from '../actions/manifest';
import { turnFaceDown } from '../actions/turn-face-down';
import type { TurnUpChoice } from '../game/turn-face-up-action';
import { turnFaceUpBySpecialAction } from '../game/turn-face-up-action';
import { turnFaceUpByEffect } from '../actions/turn-face-up';
import { need } from '../state/require-object';
import { StackActions } from './stack-actions';
import { msg } from '../../i18n';

export class FaceActions extends StackActions {
  manifest(player: PlayerId, count = 1): ActionResult {
    return this.run((out) => void manifestTop(this.state, out, player, 'manifest', count));
  }

  cloak(player: PlayerId, count = 1): ActionResult {
    return this.run((out) => void manifestTop(this.state, out, player, 'cloak', count));
  }

  manifestDread(player: PlayerId, chooseId?: string): ActionResult {
    return this.run((out) => void manifestDread(this.state, out, player, chooseId));
  }

  /** The turn-face-up special action (CR 116.2b). */
  turnFaceUp(player: PlayerId, id: string, choice: TurnUpChoice = {}): ActionResult {
    return this.run((out) => {
      const o = this.state.objects.get(id);
      if (o && this.state.leftGame.includes(o.controller)) {
        out.fail(illegal(msg('rules.game.controller-left'), ['800.4a']));
        return;
      }
      turnFaceUpBySpecialAction(this.state, out, id, player, choice);
    });
  }

  /** Turned face up by an effect (no cost; works whatever the origin, except instants/sorceries). */
  turnFaceUpByEffect(id: string, player: PlayerId, copying?: string): ActionResult {
    return this.run((out) => {
      if (need(this.state, out, id)) turnFaceUpByEffect(this.state, out, id, player, copying);
    });
  }

  /** Turned face down by an effect (CR 708.2a; listed characteristics optional). */
  turnFaceDown(id: string, profile?: FaceDownProfile): ActionResult {
    return this.run((out) => {
      if (need(this.state, out, id)) turnFaceDown(this.state, out, id, profile);
    });
  }

  /** Reveal a face-down permanent (CR 708.12); optionally turn it face up if it's a creature card. */
  reveal(id: string, player: PlayerId, thenTurnFaceUpIfCreatureCard = false): ActionResult {
    return this.run((out) => {
      if (need(this.state, out, id)) revealPermanent(this.state, out, id, thenTurnFaceUpIfCreatureCard, player);
    });
  }
}
