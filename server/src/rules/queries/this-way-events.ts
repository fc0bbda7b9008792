// "for each creature tapped this way", "X is the number of cards revealed this way" (CR 608.2c, 701.26a, 701.20a): the
// objects the resolving ability's own instructions before it tapped or revealed — no object moves, so the turn's history
// (rules/state/this-way-count.ts) doesn't hold them; they are the resolution's own events, each object once, matched
// as it is now (a revealed card stays in its hand, a tapped permanent on the battlefield).

import type { Quantity } from '../../model/types';
import { THIS_WAY_EVENT_VERBS, thisWayCounted } from '../../model/abilities/this-way';
import type { GameEvent } from '../state/events';
import type { GameState, PlayerId } from '../state/game-state';
import { chosenOf, matchesFilter } from '../state/filters';
import { computeCharacteristics } from '../layers';
import { keywordsOf } from '../state/objects';

/** Whether event `ev` is what "<objects> <verb> this way" counts: tapped (not as an attacker is declared), revealed from a
 * hidden zone (701.20a). */
function wayEvent(verb: string, ev: GameEvent): string | undefined {
  if (verb === 'tapped' && ev.type === 'tapped' && !ev.declaring) return ev.objectId;
  if (verb === 'revealed' && ev.type === 'revealed' && ev.cr.includes('701.20a')) return ev.objectId;
  return undefined;
}

/** How many objects "<objects> tapped / revealed this way" names among `events` (this resolution's); undefined for another quantity. */
export function countThisWayEvents(s: GameState, q: Quantity, events: readonly GameEvent[], ctx: { controller: PlayerId; sourceId: string }): number | undefined {
  if (q.kind !== 'this-way' || !thisWayCounted(q) || !THIS_WAY_EVENT_VERBS.has(q.verb)) return undefined;
  const ids = new Set<string>();
  for (const ev of events) {
    const id = wayEvent(q.verb, ev);
    if (id !== undefined) ids.add(id);
  }
  let n = 0;
  for (const id of ids) {
    const o = s.objects.get(id);
    if (!o) continue;
    const ch = computeCharacteristics(s, o);
    if (matchesFilter(o, { ...ch, keywords: keywordsOf(ch.abilities) }, q.filter, { combat: s.combat, controller: ctx.controller, sourceId: ctx.sourceId, chosen: chosenOf(s, ctx.sourceId) })) n++;
  }
  return n;
}
