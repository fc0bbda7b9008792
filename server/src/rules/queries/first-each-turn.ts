// "The first creature spell you cast each turn costs {2} less to cast" (CR 601.2f): whether the spell being cast is the
// first of its kind its caster casts this turn — no spell of that kind cast before it this turn, each matched as it was
// cast, on the stack (rules/state/turn-history.ts; 603.10; a copy isn't cast, 707.10). The spell being cast is not in
// the history yet: it becomes cast only once its costs are paid (601.2i). In a turn the engine didn't see from its
// beginning (500.1) one may have been cast unseen: the answer then rests on that (`historyUnknown`, inconclusive).

import type { ObjectFilter } from '../../model/types';
import type { GameState, PlayerId } from '../state/game-state';
import { chosenOf, matchesFilter } from '../state/filters';
import { historyUnknown } from '../state/turn-history';

/** Is the spell `player` is casting the first of the kind `filter` names this turn (the source `sourceId`'s words `text`)? */
export function firstOfKindThisTurn(s: GameState, player: PlayerId, filter: ObjectFilter, sourceId: string, controller: PlayerId, text: string): boolean {
  const r = s.history.current;
  const ctx = { combat: s.combat, controller, sourceId, chosen: chosenOf(s, sourceId) };
  if (r.did.some((e) => e.what === 'cast' && e.player === player && !!e.subject && matchesFilter(e.subject.obj, e.subject.view, filter, ctx))) return false;
  if (!r.whole) historyUnknown(s, sourceId, text);
  return true;
}
