// "for each creature that died this turn", "the number of nontoken creatures that died this turn", "for each Zubera that
// died this turn" (CR 700.4: dies means put into a graveyard from the battlefield; 608.2h: counted once, as the
// instruction is followed): the creatures and planeswalkers the turn's history saw die (rules/state/turn-history.ts),
// each matched as it last existed on the battlefield (603.10a). A turn the engine didn't see from its beginning (the turn
// a scenario starts in, CR 500.1) may hide deaths before it: not counted (undefined), so what follows rests on it.

import type { ObjectFilter } from '../../model/types';
import type { ChosenValues, GameState, PlayerId } from './game-state';
import { matchesFilter } from './filters';

/** How many objects of the filter's kind died this turn; undefined when the engine didn't see the whole turn. */
export function diedThisTurnCount(s: GameState, filter: ObjectFilter, controller: PlayerId, sourceId: string | undefined, chosen: ChosenValues | undefined): number | undefined {
  const r = s.history.current;
  if (!r.whole) return undefined;
  const kind: ObjectFilter = { ...filter, diedThisTurn: undefined };
  return r.did.filter((e) => e.what === 'died' && !!e.subject
    && matchesFilter(e.subject.obj, e.subject.view, kind, { controller, sourceId, chosen })).length;
}
