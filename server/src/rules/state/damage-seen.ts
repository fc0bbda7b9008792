// "that was dealt damage this turn", "dealt damage by ~ this turn" (CR 120.1, 120.3) read by an object phrase where its
// objects are found (a target's legality, an effect's objects): the turn's history (turn-history.ts). In a turn the engine
// didn't see from its beginning, an object it didn't see dealt damage may have been before (CR 500.1): the answer rests
// on that (historyUnknown), and the object is not taken.

import type { FilterContext } from './filters';
import type { GameState } from './game-state';
import { dealtDamageThisTurn, historyUnknown } from './turn-history';

/** The `dealtDamage` reader of a filter's context, for the ability of `sourceId` and its phrase `text`. */
export function damageSeen(s: GameState, sourceId: string, text: string): NonNullable<FilterContext['dealtDamage']> {
  return (id, by) => {
    const told = dealtDamageThisTurn(s, id, by);
    if (told === undefined) historyUnknown(s, sourceId, text);
    return told === true;
  };
}
