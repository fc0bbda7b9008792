// Engine actions on spells, abilities and the stack: cast (CR 601), play a land (305), resolve (608), counter
// (701.6), copy a spell (707.10), activate (602), apply a card's effects without the stack.

import type { ActionResult } from '../state/events';
import type { PlayerId, Reason } from '../state/game-state';
import type { CastOptions } from '../game/casting';
import { castSpell, playLand } from '../game/casting';
import { foretellCard } from '../game/foretell';
import { suspendCard } from '../game/suspend';
import type { ResolveOptions } from '../game/stack';
import { copySpell, resolveTop } from '../game/stack';
import { counterObject } from '../actions/counter';
import type { ActivateOptions, ApplyOptions } from '../game/activation';
import { activateAbility, applyCard } from '../game/activation';
import type { TriggerChoices } from '../triggers/trigger-choices';
import { chooseTriggerChoices, chooseTriggerTargets, orderTriggers } from '../triggers/trigger-choices';
import { SetupActions } from './setup-actions';

export class StackActions extends SetupActions {
  cast(player: PlayerId, id: string, opts: CastOptions = {}): ActionResult {
    return this.run((out) => castSpell(this.state, out, player, id, opts));
  }

  /** Foretell a card from the hand: {2}, exiled face down, a special action (CR 702.143a–b, 116.2h). */
  foretell(player: PlayerId, id: string, paying: readonly string[] = []): ActionResult {
    return this.run((out) => foretellCard(this.state, out, player, id, paying));
  }

  /** Suspend a card from the hand: its suspend cost, exiled with its time counters, a special action (CR 702.62a, 116.2f). */
  suspend(player: PlayerId, id: string, paying: readonly string[] = []): ActionResult {
    return this.run((out) => suspendCard(this.state, out, player, id, paying));
  }

  /** Play a land from hand (CR 305.1–305.2). */
  playLand(player: PlayerId, id: string): ActionResult {
    return this.run((out) => playLand(this.state, out, player, id));
  }

  /** Resolve the top object of the stack (CR 608). */
  resolveTop(opts: ResolveOptions = {}): ActionResult {
    return this.run((out) => resolveTop(this.state, out, opts));
  }

  /** Resolve until the stack is empty (bounded); `opts.mayAccept` the choice for every "you may" (CR 608.2d). */
  resolveAll(max = 50, opts: Pick<ResolveOptions, 'mayAccept'> = {}): ActionResult {
    const events: ActionResult['events'] = [];
    const reasons: Reason[] = [];
    let ok = true;
    for (let i = 0; i < max && this.state.stack.length > 0; i++) {
      const r = this.resolveTop(opts);
      events.push(...r.events);
      reasons.push(...r.reasons);
      if (!r.ok) {
        ok = false;
        break;
      }
    }
    return { ok, reasons, events };
  }

  /** Counter a spell (or ability) on the stack (CR 701.6a). A face-down spell is revealed (708.9). */
  counter(id: string): ActionResult {
    return this.run((out) => counterObject(this.state, out, id));
  }

  /** A copy of a spell (CR 707.10): copiable values, face up; a copy of a face-down spell is a face-up 2/2. */
  copySpell(id: string, player: PlayerId): ActionResult & { id: string | null } {
    let made: string | null = null;
    const r = this.run((out) => {
      made = copySpell(this.state, out, id, player);
    });
    return { ...r, id: made };
  }

  /** CR 603.3b: a player orders the triggered abilities they control just put on the stack (first listed goes on first). */
  orderTriggers(player: PlayerId, sourceIds: readonly string[]): ActionResult {
    return this.run((out) => orderTriggers(this.state, out, player, sourceIds));
  }

  /** CR 603.3d: the targets of a triggered ability from `sourceId`, chosen as it is put on the stack. */
  chooseTriggerTargets(sourceId: string, targets: readonly string[]): ActionResult {
    return this.run((out) => chooseTriggerTargets(this.state, out, sourceId, targets));
  }

  /** CR 603.3c–d: modes, X, targets and division of a triggered ability from `sourceId`, chosen as it is put on the stack. */
  chooseTriggerChoices(sourceId: string, choices: TriggerChoices): ActionResult {
    return this.run((out) => chooseTriggerChoices(this.state, out, sourceId, choices));
  }

  /** Activate the Nth (1-based) activated ability of a permanent. */
  activate(player: PlayerId, id: string, n = 1, opts: ActivateOptions = {}): ActionResult {
    return this.run((out) => activateAbility(this.state, out, player, id, n, opts));
  }

  /** Apply a card's effects now, without the stack ("apply X targeting Y"). */
  apply(player: PlayerId, cardNameOrId: string, opts: ApplyOptions = {}): ActionResult {
    return this.run((out) => applyCard(this.state, out, player, cardNameOrId, opts));
  }
}
