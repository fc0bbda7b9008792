// Game events the engine reports for every action (for transcripts, trigger checks and expectations), and the
// Outcome collector the rules modules write events and reasons into.

import type { FaceDownOrigin, PlayerId, Reason, TurnUpMethod, ZoneName } from './game-state';

export type GameEvent =
  | { type: 'cast'; objectId: string; cardName: string; player: PlayerId; faceDown: boolean; method?: string; cost: string; from: ZoneName }
  | { type: 'activated'; sourceId: string; cardName: string; abilityIndex: number; stackId: string }
  | { type: 'resolved'; id: string; description: string }
  | { type: 'countered'; id: string; description: string }
  | { type: 'entered'; objectId: string; cardName: string; faceDown: boolean; controller: PlayerId; origin?: FaceDownOrigin }
  | { type: 'turned-face-up'; objectId: string; cardName: string; via: 'special-action' | 'effect'; method?: TurnUpMethod; cost?: string }
  | { type: 'turned-face-down'; objectId: string; cardName: string }
  | { type: 'revealed'; objectId: string; cardName: string; cr: string[] }
  | { type: 'stayed-face-down'; objectId: string; cardName: string; cr: string[] }
  | { type: 'triggered'; sourceId: string; cardName: string; abilityIndex: number; stackId: string; trigger: string }
  | { type: 'zone-changed'; objectId: string; newId: string | null; cardName: string; from: ZoneName; to: ZoneName }
  | { type: 'counter-added'; objectId: string; counter: string; count: number }
  | { type: 'counter-removed'; objectId: string; counter: string; count: number }
  | { type: 'life'; player: PlayerId; amount: number; cause: 'paid' | 'damage' | 'lifelink' | 'gained' | 'lost' }
  | { type: 'cost-paid'; sourceId: string; cost: string }
  | { type: 'manifested'; objectId: string; cardName: string; how: 'manifest' | 'manifest-dread' | 'cloak' }
  | { type: 'tapped' | 'untapped'; objectId: string }
  | { type: 'attached'; objectId: string; to: string }
  | { type: 'unattached'; objectId: string; from: string }
  | { type: 'damage'; objectId?: string; player?: PlayerId; amount: number; source?: string; commander?: boolean }
  | { type: 'effect-started'; effectId: string; description: string }
  | { type: 'effect-ended'; effectId: string; description: string }
  | { type: 'control-changed'; objectId: string; player: PlayerId }
  | { type: 'transformed'; objectId: string }
  | { type: 'drew'; player: PlayerId; objectId: string }
  | { type: 'state-based-action'; objectId: string; action: string; cr: string[] }
  | { type: 'ceased-to-exist'; objectId: string; cardName: string }
  | { type: 'phased'; objectId: string; out: boolean }
  | { type: 'player-left'; player: PlayerId }
  | { type: 'lost'; player: PlayerId; reason: string; cr: string[] }
  | { type: 'step-began'; step: string; turn: number; active: PlayerId }
  | { type: 'attacks'; objectId: string; cardName: string; defender: PlayerId }
  | { type: 'blocks'; objectId: string; cardName: string; attacker: string }
  | { type: 'removed-from-combat'; objectId: string }
  | { type: 'mana-added'; player: PlayerId; mana: string; sourceId?: string }
  | { type: 'mana-spent'; player: PlayerId; cost: string; mana: string; life?: number }
  | { type: 'game-ended' };

export interface ActionResult {
  ok: boolean;
  reasons: Reason[];
  events: GameEvent[];
}

/** Collects what happened during one action. */
export class Outcome {
  readonly events: GameEvent[] = [];
  readonly reasons: Reason[] = [];
  ok = true;
  /** How many of `events` were already checked for the triggers they cause (rules/triggers/event-triggers.ts). */
  triggerCursor = 0;

  event(e: GameEvent): void {
    this.events.push(e);
  }
  note(r: Reason): void {
    if (!this.reasons.some((x) => x.message === r.message)) this.reasons.push(r);
  }
  fail(r: Reason): this {
    this.ok = false;
    this.note(r);
    return this;
  }
  result(): ActionResult {
    return { ok: this.ok, reasons: [...this.reasons], events: [...this.events] };
  }
}

export function illegal(message: string, cr: string[], code: Reason['code'] = 'illegal-action'): Reason {
  return { code, message, cr };
}
