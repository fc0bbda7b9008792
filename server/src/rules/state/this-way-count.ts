// "for each creature destroyed this way", "for each card exiled this way" (CR 608.2c): the objects the resolving
// ability's own instructions before it moved, each matched as it was when it moved (603.10), counted from this turn's
// history (rules/state/turn-history.ts) from where the resolution began (`wayFrom`).

import type { Quantity } from '../../model/types';
import type { GameState, HappenedEntry, PlayerId } from './game-state';
import { chosenOf, matchesFilter } from './filters';
import { thisWayCounted } from '../../model/abilities/this-way';
import { lookupTable } from '../../model/lookup-table';

/** The verbs of "… <verb> this way" counted here, each as the entry its instruction leaves. */
const WAY_VERBS: Readonly<Record<string, (e: HappenedEntry, controller?: PlayerId) => boolean>> = lookupTable<Record<string, (e: HappenedEntry, controller?: PlayerId) => boolean>>({
  // CR 701.8a: destroyed — moved from the battlefield to its owner's graveyard, not by a sacrifice (701.21a). A
  // regenerated or indestructible permanent stays (701.19a, 702.12b), and one a replacement moved elsewhere wasn't put
  // into a graveyard: neither is counted.
  // OPEN QUESTION: a permanent destroyed but exiled instead by a replacement effect (614.6) is not counted here.
  destroyed: (e) => e.what === 'moved' && e.from === 'battlefield' && e.into === 'graveyard' && !e.sacrificed,
  // CR 406.1: exiled — put into exile from anywhere.
  exiled: (e) => e.what === 'moved' && e.into === 'exile',
  // CR 701.9a: discarded — from a hand to its owner's graveyard.
  discarded: (e) => e.what === 'discarded',
  // CR 701.17a: milled — from a library to its owner's graveyard.
  milled: (e) => e.what === 'moved' && e.from === 'library' && e.into === 'graveyard',
  // CR 400.7, 404.1: "put into your graveyard" — a card its owner's graveyard received, the controller's own; "put into a
  // graveyard" — any graveyard's (a card goes only to its owner's, 400.3).
  'put into your graveyard': (e, controller) => e.what === 'moved' && e.into === 'graveyard' && controller !== undefined && e.player === controller,
  'put into a graveyard': (e) => e.what === 'moved' && e.into === 'graveyard',
});

/** Whether entry `e` is what "<objects> <verb> this way" counts ("destroyed", "exiled", "discarded", "milled"); false for another verb. */
export function wayVerbMatches(verb: string, e: HappenedEntry, controller?: PlayerId): boolean {
  const moved = WAY_VERBS[verb];
  return !!moved && moved(e, controller);
}

/** How many objects "<objects> <verb> this way" names, from `wayFrom` in this turn's history; undefined when not told. */
export function countThisWay(s: GameState, q: Quantity, ctx: { controller: PlayerId; sourceId: string; wayFrom?: number }): number | undefined {
  if (q.kind !== 'this-way' || !thisWayCounted(q) || ctx.wayFrom === undefined) return undefined;
  const moved = WAY_VERBS[q.verb];
  if (!moved) return undefined;
  return s.history.current.did.slice(ctx.wayFrom).filter((e) => moved(e, ctx.controller) && !!e.subject
    && matchesFilter(e.subject.obj, e.subject.view, q.filter, { combat: s.combat, controller: ctx.controller, sourceId: ctx.sourceId, chosen: chosenOf(s, ctx.sourceId) })).length;
}
