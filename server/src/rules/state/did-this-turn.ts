// "target creature that dealt damage to you this turn", "all creatures that attacked this turn", "each creature that
// entered the battlefield this turn" (CR 120.1, 508.1, 603.6a) read by an object phrase where its objects are found (a
// target's legality, an effect's objects): the turn's history (turn-history.ts). In a turn the engine didn't see from its
// beginning, an object it didn't see do so may have done it before (CR 500.1): the answer rests on that (historyUnknown),
// and the object is not taken.

import type { ObjectFilter } from '../../model/types';
import { DID_THIS_TURN_READ } from '../../model/abilities/effect-descriptors';
import type { FilterContext } from './filters';
import type { GameState, PlayerId } from './game-state';
import { historyUnknown } from './turn-history';

/** What "that <did> this turn" the history tells apart (model/abilities/effect-descriptors.ts reads the same list). */
export type DidThisTurn = NonNullable<ObjectFilter['didThisTurn']>;

/**
 * Whether the permanent `id` did `did` this turn — dealt damage to the player `you` (CR 120.1), was declared as an
 * attacker (508.1), entered the battlefield (603.6a; a scenario's setup is not entering) — as this object (CR 400.7):
 * true when the history saw it; false when the engine saw the whole turn (CR 500.1); undefined when the turn began
 * before the engine saw it.
 */
export function didThisTurn(s: GameState, id: string, did: DidThisTurn, you: PlayerId): boolean | undefined {
  const r = s.history.current;
  const saw = r.did.some((d) => (did === 'dealt damage to you' ? d.what === 'dealt' && d.by === id && d.toPlayer === you
    // CR 120.1: "that dealt damage this turn": to any player or object.
    : did === 'dealt damage' ? d.what === 'dealt' && d.by === id
    : did === 'attacked' ? d.what === 'attacked' && d.by === id
    : did === 'entered the battlefield' || did === 'entered' ? d.what === 'entered' && d.by === id
    // CR 603.6a, 110.2: "that entered the battlefield under your control this turn": its controller as it entered.
    : did === 'entered the battlefield under your control' ? d.what === 'entered' && d.by === id && d.player === you
    : false));
  if (saw) return true;
  if (!DID_THIS_TURN_READ.has(did)) return false;
  return r.whole ? false : undefined;
}

/** The `didThisTurn` reader of a filter's context, for the ability of `sourceId` controlled by `you`, its phrase `text`. */
export function didSeen(s: GameState, sourceId: string, you: PlayerId, text: string): NonNullable<FilterContext['didThisTurn']> {
  return (id, did) => {
    const told = didThisTurn(s, id, did, you);
    if (told === undefined) historyUnknown(s, sourceId, text);
    return told === true;
  };
}
