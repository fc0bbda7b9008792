// Counting objects for "for each …" amounts (CR 107.1, 601.2f "costs {1} less for each …"): the objects a filter
// names, on the battlefield or in a player's zone, counted as they are now. A filter part the simulator can't check
// makes the count unknown (undefined), never a guess.

import type { ObjectFilter } from '../../model/types';
import type { ChosenValues, GameObject, GameState, PlayerId } from '../state/game-state';
import { battlefieldObjects, PLAYERS } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import { chosenOf, matchesFilter, withOwnName } from '../state/filters';
import { keywordsOf } from '../state/objects';
import { diedThisTurnCount } from '../state/died-this-turn';
import { plainCompare, sharedZoneFirst } from '../../model/abilities/effect-descriptors';

/** How many objects match `filter` for an ability controlled by `controller`; undefined when it can't be told. */
/** `chosen`: the choices "the chosen color" / "that color" refer to when made as the ability resolves (CR 608.2d);
 * else the source's own (607.2d). */
export function countMatching(s: GameState, filter: ObjectFilter, controller: PlayerId, sourceId?: string, chosen?: ChosenValues): number | undefined {
  // CR 700.4, 603.10a: "creatures that died this turn", from the turn's history (rules/state/died-this-turn.ts).
  if (filter.diedThisTurn) return filter.zone || filter.anyOf ? undefined : diedThisTurnCount(s, filter, controller, sourceId, chosen ?? chosenOf(s, sourceId));
  return objectsMatching(s, filter, controller, sourceId, chosen)?.length;
}

/** The objects `filter` names for an ability controlled by `controller` (what `countMatching` counts); undefined when it can't be told. */
export function objectsMatching(s: GameState, written: ObjectFilter, controller: PlayerId, sourceId?: string, chosen?: ChosenValues): GameObject[] | undefined {
  // CR 201.2: "cards named ~": the name of the object whose text it is, as it is now.
  const source = written.named === '~' && sourceId ? s.objects.get(sourceId) : undefined;
  // CR 404.1: "instant and sorcery cards in your graveyard": kinds of cards in one zone each alternative names (sharedZoneFirst).
  const filter = withOwnName(sharedZoneFirst(written), source ? computeCharacteristics(s, source).name : undefined);
  if (!filter) return undefined;
  // Another player's zone as written ("in target player's hand") and relations to one object are not counted here.
  // Statuses: tapped, untapped (CR 110.5), attacking and blocking in the combat now (506.4).
  // CR 700.4: objects that died this turn are no longer on the battlefield: not found here (countMatching counts them).
  // CR 208.1, 202.3: a stat against a fixed number ("with power 4 or greater") is matched on each object (filters.ts).
  if (filter.diedThisTurn || (filter.compare && !plainCompare(filter.compare)) || filter.sameAs || filter.sharesType || filter.withChosenName || filter.abilityHeld || filter.offBattlefield || filter.exiledWithSelf || filter.zoneTheir || (filter.zonePhrase && filter.zone !== 'any-graveyard') || filter.relatedTo || (filter.status ?? []).some((w) => w !== 'tapped' && w !== 'untapped' && w !== 'attacking' && w !== 'blocking')) return undefined;
  let pool: GameObject[];
  if (!filter.zone) pool = battlefieldObjects(s);
  else if (filter.zone === 'stack') return undefined;
  else {
    const players = filter.zone === 'any-graveyard' ? PLAYERS : [controller];
    const zone = filter.zone === 'any-graveyard' ? 'graveyard' : filter.zone;
    pool = players.flatMap((p) => s.zones[p][zone].map((id) => s.objects.get(id)).filter((o): o is GameObject => !!o));
  }
  const alternatives = filter.anyOf?.length ? filter.anyOf.map((a) => ({ ...filter, ...a, anyOf: undefined })) : [filter];
  return pool.filter((o) => {
    const ch = computeCharacteristics(s, o);
    const view = { ...ch, keywords: keywordsOf(ch.abilities) };
    return alternatives.some((f) => matchesFilter(o, view, { ...f, zone: undefined }, { combat: s.combat, controller, sourceId, chosen: chosen ?? chosenOf(s, sourceId) }));
  });
}

/**
 * The cards in `player`'s hand a card filter names ("discard a creature card", CR 701.9a; model/abilities/effect-descriptors.ts
 * `handFilterCounted`), oldest first; undefined when it can't be told.
 */
export function handCardsMatching(s: GameState, filter: ObjectFilter, player: PlayerId, sourceId?: string): string[] | undefined {
  return objectsMatching(s, { ...filter, zone: 'hand' }, player, sourceId)?.map((o) => o.id);
}
