// What happened this turn and last turn, as conditions of rules text ask it ("if you attacked this turn", "if a creature
// died this turn", "if a player cast two or more spells last turn"; CR 603.4, 608.2c): counted from the events as they
// are logged (rules/engine/engine-core.ts), per turn. A turn the engine didn't see from its beginning (the turn a
// scenario starts in, mid-turn, CR 500.1) is not `whole`: what it saw happen is known, what it didn't see may still have
// happened before, so a "didn't happen" answer is unknown there (rules/queries/conditions.ts makes it inconclusive).

import type { GameEvent } from './events';
import type { LookBack } from './trigger-moment';
import type { TurnHistory } from './game-state';
import { turnRecord } from './game-state';

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
      // CR 707.10: a copy of a spell put on the stack (rules/game/stack.ts copySpell, logged from the stack) isn't cast.
      if (e.from === 'stack') return;
      r.cast[e.player]++;
      return;
  }
}
