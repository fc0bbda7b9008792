// Static abilities that stop a player from doing something (CR 101.2: a "can't" beats a "can"): "Your opponents can't
// gain life", "Players can't gain life" (119.7), "You can't cast creature spells", "Your opponents can't cast spells
// during your turn", "Players can't cast spells from graveyards" (601.3), "Each opponent can cast spells only any time they
// could cast a sorcery" (307.1). Which of them the engine reads:
// model/abilities/effect-descriptors.ts playerRestrictionCarriedOut.

import { permanentSpellWords, playerRestrictionCarriedOut } from '../../model/abilities/effect-descriptors';
import type { Effect, ObjectFilter } from '../../model/types';
import type { Characteristics } from '../state/characteristics';
import type { CopiableValues, GameObject, GameState, PlayerId, ZoneName } from '../state/game-state';
import { PLAYERS } from '../state/game-state';
import { conditionPlayers } from '../state/player-holdings';
import { matchesFilter } from '../state/filters';
import { keywordsOf, manaValueOf } from '../state/objects';
import { computeCharacteristics } from '../layers';
import { historyUnknown } from '../state/turn-history';
import { hasSorceryTiming } from './timing';

type Restriction = Extract<Effect, { kind: 'player-restriction' }>;

/** The permanents' player restrictions the engine reads that name `player`, with their sources' names. */
function restrictions(s: GameState, player: PlayerId, restriction: Restriction['restriction']): { e: Restriction; src: GameObject; name: string }[] {
  const out: { e: Restriction; src: GameObject; name: string }[] = [];
  for (const id of s.battlefield) {
    const src = s.objects.get(id);
    if (!src || src.phasedOut || src.faceDown) continue;
    const ch = computeCharacteristics(s, src);
    for (const r of ch.abilities) {
      if (r.ability.kind !== 'static' || (r.ability.unsimulated ?? []).length > 0) continue;
      for (const e of r.ability.effects ?? []) {
        if (e.kind !== 'player-restriction' || e.restriction !== restriction || !playerRestrictionCarriedOut(e)) continue;
        if (restrictedPlayers(s, e.who, src).includes(player)) out.push({ e, src, name: ch.name ?? src.card.name });
      }
    }
  }
  return out;
}

/**
 * The players a restriction's words name: "you", "your opponents", "players" (CR 102.2, 102.3), and through the Aura it
 * is on "enchanted creature's controller" (the controller of the object it is attached to) and "enchanted player" (the
 * player it is attached to), CR 303.4, 303.4e; an Aura attached to nothing names nobody.
 */
function restrictedPlayers(s: GameState, who: Restriction['who'], src: GameObject): PlayerId[] {
  if (who === 'attached-controller') {
    const host = src.attachedTo ? s.objects.get(src.attachedTo) : undefined;
    return host && host.zone === 'battlefield' ? [host.controller] : [];
  }
  if (who === 'enchanted-player') return src.attachedTo && (PLAYERS as readonly string[]).includes(src.attachedTo) ? [src.attachedTo as PlayerId] : [];
  return conditionPlayers(who === 'players' ? 'each-player' : who, src.controller)?.players ?? [];
}

/** CR 119.7: the source of a static "… can't gain life" that names `player`, if any. */
export function lifeGainProhibitedBy(s: GameState, player: PlayerId): string | undefined {
  return restrictions(s, player, "can't gain life")[0]?.name;
}

/**
 * "creature spells" matched against the card about to be cast, not yet on the stack (601.2a): the words "spell" /
 * "spells" read as "card" (CR 109.2: a card type without a zone word would mean a permanent).
 */
export function asCard(f: ObjectFilter): ObjectFilter {
  // CR 110.4b: "permanent spells" are artifact, battle, creature, enchantment and planeswalker spells.
  f = permanentSpellWords(f);
  return { ...f, types: f.types.map((t) => (t === 'spell' || t === 'spells' ? 'card' : t)), zone: undefined, zonePhrase: undefined, ...(f.anyOf ? { anyOf: f.anyOf.map(asCard) } : {}) };
}

/**
 * CR 601.3, 101.2: the source of a static "… can't cast <spells> [during your turn] [from graveyards]" that stops
 * `player` from casting `card` (as `view` shows the spell it would be) from `from`, if any.
 */
export function castProhibitedBy(s: GameState, player: PlayerId, card: GameObject, view: CopiableValues | Characteristics, from: ZoneName, x?: number): string | undefined {
  // CR 202.3, 202.3e, 601.2e: "noncreature spells with mana value 4 or greater": the spell's mana value as proposed — its
  // mana cost's, each {X} the X announced for it (0 when none is, as the card is before it is cast; 601.3a). A view of
  // copiable values has no mana value of its own.
  const manaValue = 'manaValue' in view ? view.manaValue : manaValueOf(card, view) + (x ?? 0) * (view.manaCost?.symbols ?? []).filter((sym) => sym.kind === 'variable').length;
  for (const { e, src, name } of restrictions(s, player, "can't cast spells")) {
    if (e.when === 'during your turn' && s.activePlayer !== src.controller) continue;
    if (e.spells?.zone === 'any-graveyard' && from !== 'graveyard') continue;
    // CR 601.2a, 601.3: "from graveyards or libraries", "from anywhere other than their hands": the zone it is cast from.
    if (e.when === 'from graveyards or libraries' && from !== 'graveyard' && from !== 'library') continue;
    if (e.when === 'from anywhere other than their hands' && from === 'hand') continue;
    if (e.spells && !matchesFilter(card, { ...view, manaValue, keywords: keywordsOf(view.abilities) }, asCard(e.spells), { combat: s.combat, controller: src.controller, sourceId: src.id, chosen: src.chosen })) continue;
    return name;
  }
  // CR 101.2, 307.1: "… can cast spells only any time they could cast a sorcery" (its own main phase, an empty stack) /
  // "… only during their own turns": any other time (a cast during a resolution, 608.2g, included) is prohibited.
  for (const { e, name } of restrictions(s, player, 'can cast spells only')) {
    if (e.only === 'during their own turns' ? s.activePlayer !== player : !hasSorceryTiming(s, player)) return name;
  }
  return oneSpellLimitBy(s, player);
}

type TurnRecord = GameState['history']['current'];

/**
 * The source of a static "… can't <do> more than one … each turn" (`restriction`) naming `player`, once `done` says
 * the player did it this turn (rules/state/turn-history.ts). In a turn the engine didn't see from its beginning (500.1)
 * it may have been done unseen: allowing the first one seen rests on that (`historyUnknown`: the answer is inconclusive).
 */
function oncePerTurnLimitBy(s: GameState, player: PlayerId, restriction: Restriction['restriction'], done: (record: TurnRecord) => boolean): string | undefined {
  const record = s.history.current;
  for (const { src, name } of restrictions(s, player, restriction)) {
    if (done(record)) return name;
    if (!record.whole) historyUnknown(s, src.id, restriction);
  }
  return undefined;
}

/** CR 601.3, 101.2: "… can't cast more than one spell each turn", once `player` cast a spell this turn (601.2i; a copy isn't cast, 707.10). */
function oneSpellLimitBy(s: GameState, player: PlayerId): string | undefined {
  return oncePerTurnLimitBy(s, player, "can't cast more than one spell each turn", (r) => r.cast[player] >= 1);
}

/** CR 101.2, 121.1: "… can't draw more than one card each turn", once `player` drew a card this turn. */
export function drawLimitBy(s: GameState, player: PlayerId): string | undefined {
  return oncePerTurnLimitBy(s, player, "can't draw more than one card each turn", (r) => r.did.some((d) => d.what === 'drew' && d.player === player));
}

/**
 * CR 602.5, 101.2: the source of a static "Players can't activate planeswalkers' loyalty abilities" (a loyalty ability,
 * 606.3, of a planeswalker) or "Enchanted player can't activate abilities that aren't mana abilities or loyalty
 * abilities" that stops `player` activating an ability (`loyalty`: its cost has a loyalty symbol; `planeswalker`: its
 * object is one), if any. A mana ability (605.1a) is never asked about here.
 */
export function activationProhibitedBy(s: GameState, player: PlayerId, loyalty: boolean, planeswalker: boolean): string | undefined {
  if (loyalty && planeswalker) {
    const by = restrictions(s, player, "can't activate planeswalkers' loyalty abilities")[0];
    if (by) return by.name;
  }
  if (!loyalty) return restrictions(s, player, "can't activate abilities that aren't mana abilities or loyalty abilities")[0]?.name;
  return undefined;
}

/** CR 305.1, 101.2: the source of a static "… can't play lands" that stops `player` playing a land, if any. */
export function landPlayProhibitedBy(s: GameState, player: PlayerId): string | undefined {
  return restrictions(s, player, "can't play lands")[0]?.name;
}
