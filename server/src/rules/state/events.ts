// Game events the engine reports for every action (for transcripts, trigger checks and expectations), and the
// Outcome collector the rules modules write events and reasons into: the action's event log. Actions only change the
// state and log events; the log stamps each event with its moment (trigger-moment.ts), and the triggered abilities
// are found by reading the log, from a cursor, before a player would receive priority (CR 603.2, 603.3, 117.5).

import type { FaceDownOrigin, PlayerId, Reason, TurnStep, TurnUpMethod, ZoneName } from './game-state';
import type { LookBack, TriggerMoment } from './trigger-moment';
import type { Message } from '../../i18n';
import { sameReason } from './reasons';

export type GameEvent =
  | { type: 'cast'; objectId: string; cardName: string; player: PlayerId; faceDown: boolean; method?: string; cost: string; from: ZoneName }
  | { type: 'activated'; sourceId: string; cardName: string; abilityIndex: number; stackId: string }
  | { type: 'resolved'; id: string; description: Message }
  | { type: 'countered'; id: string; description: Message }
  /** `setup`: put there by a scenario's setup, which triggers nothing. */
  | { type: 'entered'; objectId: string; cardName: string; faceDown: boolean; controller: PlayerId; origin?: FaceDownOrigin; setup?: boolean }
  | { type: 'turned-face-up'; objectId: string; cardName: string; via: 'special-action' | 'effect'; method?: TurnUpMethod; cost?: string; turner: PlayerId }
  | { type: 'turned-face-down'; objectId: string; cardName: string }
  | { type: 'revealed'; objectId: string; cardName: string; cr: string[] }
  | { type: 'stayed-face-down'; objectId: string; cardName: string; cr: string[] }
  /** `trigger`: the engine's label (English); `clause`: the ability's trigger condition as its card writes it ("When this
   * creature enters"), what the other languages quote when they have no words of their own for the label; `delayedStep`:
   * the step of a delayed trigger's "at the beginning of the next … step" (CR 603.7). */
  | { type: 'triggered'; sourceId: string; cardName: string; abilityIndex: number; stackId: string; trigger: string; clause?: string; delayedStep?: TurnStep }
  /** `sacrificed`: its controller sacrificed it (CR 701.21a). `cycled`: discarded to pay the cost of its own cycling
   * ability (CR 702.29c: "when you cycle this card"). */
  | { type: 'zone-changed'; objectId: string; newId: string | null; cardName: string; from: ZoneName; to: ZoneName; sacrificed?: boolean; madness?: boolean; cycled?: boolean }
  | { type: 'counter-added'; objectId: string; counter: string; count: number }
  | { type: 'counter-removed'; objectId: string; counter: string; count: number }
  | { type: 'life'; player: PlayerId; amount: number; cause: 'paid' | 'damage' | 'lifelink' | 'gained' | 'lost' }
  | { type: 'cost-paid'; sourceId: string; cost: string }
  | { type: 'manifested'; objectId: string; cardName: string; how: 'manifest' | 'manifest-dread' | 'cloak' }
  /** A player manifested dread, whether or not a card was put onto the battlefield (CR 701.62b). */
  | { type: 'manifested-dread'; player: PlayerId }
  | { type: 'tapped' | 'untapped'; objectId: string; /** CR 508.1f: tapped as it is declared as an attacker. */ declaring?: boolean }
  | { type: 'attached'; objectId: string; to: string }
  | { type: 'unattached'; objectId: string; from: string }
  /** `infect`: to a player, from a source with infect: poison counters, not life lost (CR 120.3b). */
  | { type: 'damage'; objectId?: string; player?: PlayerId; amount: number; source?: string; commander?: boolean; infect?: boolean }
  | { type: 'effect-started'; effectId: string; description: Message; /** The objects it applies to (CR 611.2c), by id. */ on?: string[] }
  | { type: 'effect-ended'; effectId: string; description: Message }
  | { type: 'control-changed'; objectId: string; player: PlayerId }
  | { type: 'transformed'; objectId: string }
  /** CR 701.37b, 702.110b: a permanent did what its own keyword action or ability names ("becomes monstrous", "exploits a
   * creature"); its moment's subject is the permanent as it was as it acted (it may have sacrificed itself, 603.10a). */
  | { type: 'self-acted'; objectId: string; action: 'becomes monstrous' | 'exploits a creature' | `becomes level ${number}` | 'mutates' }
  | { type: 'drew'; player: PlayerId; objectId: string }
  | { type: 'state-based-action'; objectId: string; action: Message; cr: string[] }
  | { type: 'ceased-to-exist'; objectId: string; cardName: string }
  | { type: 'phased'; objectId: string; out: boolean }
  | { type: 'player-left'; player: PlayerId }
  /** CR 702.131a–b: a player got the city's blessing. */
  | { type: 'city-blessing'; player: PlayerId }
  /** CR 309.4a, 309.5a, 701.49: a player's venture marker moved into a room of the dungeon card `objectId` (309.4c). */
  | { type: 'ventured'; player: PlayerId; objectId: string; dungeon: string; room: string }
  /** CR 309.7: a player completed a dungeon (it was removed from the game). */
  | { type: 'completed-dungeon'; player: PlayerId; dungeon: string }
  /** CR 730.1: it became day or night; `changed`: day became night or night became day (730.1a), not the first designation. */
  | { type: 'day-night'; is: 'day' | 'night'; changed: boolean }
  | { type: 'lost'; player: PlayerId; reason: Message; cr: string[] }
  /** A step began (CR 500.1), after its turn-based actions: "at the beginning of …" abilities trigger (503.1a, 603.7). */
  | { type: 'step-began'; step: TurnStep; turn: number; active: PlayerId }
  /** The scenario reached the step it moved to (or stopped at one where players get priority, 117.3b). */
  | { type: 'reached-step'; step: TurnStep; turn: number; active: PlayerId }
  | { type: 'attacks'; objectId: string; cardName: string; defender: PlayerId }
  /** CR 508.1m: attackers have been declared (all at once). */
  | { type: 'attackers-declared'; player: PlayerId; attackers: string[] }
  | { type: 'blocks'; objectId: string; cardName: string; attacker: string }
  /** CR 509.1i: blockers have been declared: each attacker's blockers, and the attackers left unblocked (509.1h). */
  | { type: 'blockers-declared'; player: PlayerId; blocks: Record<string, string[]>; unblocked: string[] }
  /** CR 510.2: combat damage has been dealt (all at once): the sources that dealt it to a player, and to a creature. */
  /** `creaturePairs`: each source and creature it dealt combat damage to (CR 510.2, 603.2c: one occurrence each). */
  /** `toPlaneswalkers`: the sources that dealt combat damage to a planeswalker (CR 120.3c, 510.3a). */
  | { type: 'combat-damage-dealt'; toPlayers: { source: string; player: PlayerId; amount: number }[]; toCreatures: string[]; creaturePairs?: { source: string; to: string }[]; toPlaneswalkers?: string[] }
  /** CR 115.1: a permanent became the target of a spell or ability (`by`, its controller `controller`). */
  | { type: 'became-target'; objectId: string; by: string; controller: PlayerId }
  | { type: 'removed-from-combat'; objectId: string }
  | { type: 'mana-added'; player: PlayerId; mana: string; sourceId?: string }
  | { type: 'mana-spent'; player: PlayerId; cost: string; mana: string; life?: number }
  | { type: 'game-ended' };

export interface ActionResult {
  ok: boolean;
  reasons: Reason[];
  events: GameEvent[];
}

/** Takes the moment of an event as it is logged (the engine supplies it: rules/queries/trigger-sources.ts). */
export type MomentTaker = (e: GameEvent, lookBack?: LookBack) => TriggerMoment | undefined;

/** Collects what happened during one action: its event log, and the reasons (refusals, notable outcomes). */
export class Outcome {
  readonly events: GameEvent[] = [];
  /** The moment each event happened, beside it (index by index), as the log stamped it (CR 603.10). */
  readonly moments: (TriggerMoment | undefined)[] = [];
  readonly reasons: Reason[] = [];
  ok = true;
  /** How many of `events` were already read for the triggers they cause (rules/triggers/collect.ts). */
  triggerCursor = 0;

  constructor(private readonly stamp?: MomentTaker) {}

  /** Log an event; a permanent leaving the battlefield hands its look back (CR 603.10a). */
  event(e: GameEvent, lookBack?: LookBack): void {
    this.events.push(e);
    this.moments.push(this.stamp ? this.stamp(e, lookBack) : lookBack ? { subject: lookBack.subject, became: lookBack.became } : undefined);
  }
  note(r: Reason): void {
    if (!this.reasons.some((x) => sameReason(x, r))) this.reasons.push(r);
  }
  fail(r: Reason): this {
    this.ok = false;
    this.note(r);
    return this;
  }
  /** Where the log and the reasons stand now, for `retract`. */
  mark(): { events: number; reasons: number } {
    return { events: this.events.length, reasons: this.reasons.length };
  }
  /**
   * Take back a refusal made since `mark` when nothing was logged since (the attempt changed nothing, e.g. a cast
   * refused as it is announced, CR 601.2): the action goes on, and the reasons given since are handed back. A refusal
   * after something happened stays (undefined).
   */
  retract(m: { events: number; reasons: number }): Reason[] | undefined {
    if (this.ok || this.events.length !== m.events) return undefined;
    this.ok = true;
    return this.reasons.splice(m.reasons);
  }
  result(): ActionResult {
    return { ok: this.ok, reasons: [...this.reasons], events: [...this.events] };
  }
}

/** An illegal action's reason: a catalog message (`msg(id, params)`), worded at the edge. */
export function illegal(why: Message, cr: string[], code: Reason['code'] = 'illegal-action'): Reason {
  return { code, why, cr };
}

/** The object ids an event names (what a transcript labels by card name and `@ref`). */
export function eventObjectIds(e: GameEvent): string[] {
  const ids: (string | undefined)[] = [];
  if ('objectId' in e) ids.push(e.objectId);
  if (e.type === 'attached') ids.push(e.to);
  if (e.type === 'unattached') ids.push(e.from);
  if (e.type === 'damage') ids.push(e.source);
  if (e.type === 'blocks') ids.push(e.attacker);
  if (e.type === 'mana-added') ids.push(e.sourceId);
  if (e.type === 'effect-started') ids.push(...(e.on ?? []));
  return ids.filter((id): id is string => typeof id === 'string');
}
