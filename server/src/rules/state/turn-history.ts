// What happened this turn and last turn, as conditions of rules text ask it ("if you attacked this turn", "if a creature
// died this turn", "if a player cast two or more spells last turn"; CR 603.4, 608.2c): counted from the events as they
// are logged (rules/engine/engine-core.ts), per turn. A turn the engine didn't see from its beginning (the turn a
// scenario starts in, mid-turn, CR 500.1) is not `whole`: what it saw happen is known, what it didn't see may still have
// happened before, so a "didn't happen" answer is unknown there (rules/queries/conditions.ts makes it inconclusive).

import type { GameEvent } from './events';
import type { LookBack } from './trigger-moment';
import type { PlayerId } from './game-state';

export interface TurnRecord {
  turn: number;
  /** The engine saw this turn from its beginning (CR 500.1): what it didn't see didn't happen. */
  whole: boolean;
  /** Players who declared one or more attackers (CR 508.1, 508.3d); not creatures put onto the battlefield attacking (508.4). */
  attacked: PlayerId[];
  /** Creatures put into a graveyard from the battlefield (CR 700.4 "dies"), tokens included. */
  died: number;
  /** Permanents each player controlled as they left the battlefield (CR 603.10a: as they last existed there). */
  left: Record<PlayerId, number>;
  /** Life each player gained (CR 119.3, 119.10: gaining 0 life is no event) and lost (119.3; paid, 119.4; damage, 120.3a). */
  gained: Record<PlayerId, number>;
  lost: Record<PlayerId, number>;
  /** Spells each player cast (CR 601.2i; a copy cast too, 707.12). */
  cast: Record<PlayerId, number>;
}

export interface TurnHistory {
  current: TurnRecord;
  /** The turn before, once the engine saw a turn begin (CR 500.1). */
  last?: TurnRecord;
}

export function turnRecord(turn: number, whole: boolean): TurnRecord {
  return { turn, whole, attacked: [], died: 0, left: { you: 0, opponent: 0 }, gained: { you: 0, opponent: 0 }, lost: { you: 0, opponent: 0 }, cast: { you: 0, opponent: 0 } };
}

/** A new turn begins (CR 500.1): the engine sees all of it. */
export function beginTurnRecord(h: TurnHistory, turn: number): void {
  h.last = h.current;
  h.current = turnRecord(turn, true);
}

/** Count one logged event into this turn's record. */
export function recordEvent(h: TurnHistory, e: GameEvent, lookBack?: LookBack): void {
  const r = h.current;
  switch (e.type) {
    case 'attackers-declared':
      if (e.attackers.length > 0 && !r.attacked.includes(e.player)) r.attacked.push(e.player);
      return;
    case 'zone-changed': {
      if (e.from !== 'battlefield' || e.to === 'battlefield') return;
      // Leaving the battlefield: its controller and types as it last existed there (CR 603.10a). Without that look back
      // the engine can't say whose it was: the turn is no longer whole.
      if (!lookBack) { r.whole = false; return; }
      r.left[lookBack.subject.obj.controller]++;
      if (e.to === 'graveyard' && lookBack.subject.view.cardTypes.includes('Creature')) r.died++;
      return;
    }
    case 'life':
      if (e.amount > 0) r.gained[e.player] += e.amount;
      else if (e.amount < 0) r.lost[e.player] -= e.amount;
      return;
    case 'damage':
      // CR 120.3a: damage to a player from a source without infect is life lost (120.3b: infect gives poison counters).
      if (e.player !== undefined && !e.infect) r.lost[e.player] += e.amount;
      return;
    case 'cast':
      r.cast[e.player]++;
      return;
  }
}
