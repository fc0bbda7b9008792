// Whether an object or player is a legal target for a target phrase now (CR 115.1, 115.4, 608.2b), and which of an
// ability's effects announce targets, in order.

import { controlledByTargetSpec, countedByTarget, targetedController } from '../../model/abilities/controlled-by-target';
import type { Effect, ObjectFilter, TargetSpec } from '../../model/types';
import { graveyardOwner, singleGraveyard } from '../../model/abilities/graveyard-owner';
import { wholeZoneOf } from '../../model/abilities/zone-owner';
import { watchedTarget } from '../../model/abilities/effect-descriptors';
import { actionMeaning } from '../../model/abilities/action-meanings';
import { andTargetPhrases } from '../../model/abilities/and-target';
import type { ChosenValues, GameState, PlayerId } from '../state/game-state';
import { battlefieldObjects, PLAYERS, restOn } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import { chosenOf, enchantFilter, enchantsPlayer, matchesFilter } from '../state/filters';
import { damageSeen } from '../state/damage-seen';
import { didSeen } from '../state/did-this-turn';
import { attachmentReader } from './attachment-adjectives';
import { relatedReader } from './related-objects';
import { abilityMatches, stackAbility } from './ability-targets';
import { hasType, keywordsOf } from '../state/objects';

export function describeFilter(f: ObjectFilter | undefined): string {
  return f?.text || (f?.types ?? []).join(' ') || 'object';
}

export const isPlayer = (id: string): id is PlayerId => id === 'you' || id === 'opponent';

/** Is this (object or player) a legal target for the spec now (CR 115.1, 608.2b)? */
export function isLegalTarget(s: GameState, id: string, spec: TargetSpec, ctx: { controller: PlayerId; sourceId: string; chosen?: ChosenValues; x?: number; triggerPlayer?: PlayerId }): boolean {
  if (isPlayer(id)) {
    // CR 115.4: players are targets of "target player/opponent" and "any target"; not players who lost or left.
    if (s.losers.includes(id) || s.leftGame.includes(id)) return false;
    if (spec.kind === 'any-target') return true;
    // CR 115.4: "target player or planeswalker", "target opponent or planeswalker": a player (an opponent) too.
    if (spec.kind === 'player-or') return spec.who === 'target-opponent' ? id !== ctx.controller : true;
    if (spec.kind !== 'player') return false;
    if (spec.who === 'target-opponent') return id !== ctx.controller;
    return spec.who === 'target-player';
  }
  const o = s.objects.get(id);
  if (!o) {
    // CR 113.1c, 115.1: an activated or triggered ability on the stack, for a phrase that names abilities (ability-targets.ts).
    const ab = stackAbility(s, id);
    return !!ab && spec.kind === 'target' && abilityMatches(ab, spec.filter, ctx.controller);
  }
  if (spec.kind === 'player') return false;
  if (spec.kind === 'any-target') {
    // CR 115.4: "any target" is a creature, player, planeswalker or battle.
    if (o.zone !== 'battlefield') return false;
    const ch = computeCharacteristics(s, o);
    return ['creature', 'planeswalker', 'battle'].some((t) => hasType(ch.cardTypes, t)) && !(spec.other && o.id === ctx.sourceId);
  }
  // CR 115.4: "target player or planeswalker": or a permanent the words after "or" name (its filter).
  if (spec.kind === 'player-or') {
    if (o.zone !== 'battlefield') return false;
    const ch = computeCharacteristics(s, o);
    return matchesFilter(o, { ...ch, keywords: keywordsOf(ch.abilities) }, spec.filter, { combat: s.combat, controller: ctx.controller, sourceId: ctx.sourceId, chosen: ctx.chosen ?? chosenOf(s, ctx.sourceId) });
  }
  if (spec.kind !== 'target') return true;
  const inGraveyard = graveyardTarget(spec.filter, o.owner, ctx.controller);
  if (inGraveyard !== undefined) {
    // CR 115.1, 400.1: "target creature card from your graveyard" targets a card in that graveyard.
    if (o.zone !== 'graveyard' || !inGraveyard) return false;
    const ch = computeCharacteristics(s, o);
    return matchesFilter(o, { ...ch, keywords: keywordsOf(ch.abilities) }, { ...spec.filter, zone: undefined }, { combat: s.combat, controller: ctx.controller, sourceId: ctx.sourceId, chosen: ctx.chosen ?? chosenOf(s, ctx.sourceId), ...(ctx.x !== undefined ? { x: ctx.x } : {}) });
  }
  if (o.zone !== 'battlefield' && o.zone !== 'stack') return false;
  const ch = computeCharacteristics(s, o);
  const sourceStats = spec.filter.compare?.thanSelf ? sourceStatsOf(s, ctx.sourceId) : undefined;
  // CR 208.2: "with power less than ~'s power", "with toughness 2 or less": compared with a value the engine doesn't
  // know (a `*` no counted ability defines, its own or the source's), whether it is a legal target rests on that text.
  if (comparesUnknown(s, o.id, ch, spec.filter, ctx.sourceId, sourceStats)) return false;
  return matchesFilter(o, { ...ch, keywords: keywordsOf(ch.abilities) }, spec.filter, { combat: s.combat, controller: ctx.controller, sourceId: ctx.sourceId, chosen: ctx.chosen ?? chosenOf(s, ctx.sourceId), targetMatches: (t, what) => spellTargetIs(s, t, what, ctx.controller), dealtDamage: damageSeen(s, ctx.sourceId, spec.filter.text), didThisTurn: didSeen(s, ctx.sourceId, ctx.controller, spec.filter.text), attachments: attachmentReader(s), related: relatedReader(s, ctx.sourceId, ctx.controller), ...(ctx.x !== undefined ? { x: ctx.x } : {}), ...(sourceStats ? { sourceStats } : {}), ...(ctx.triggerPlayer !== undefined ? { thatPlayer: ctx.triggerPlayer } : {}) });
}

/**
 * CR 115.1: "target spell that targets a permanent you control" — is one of that spell's targets (`t`) such a permanent,
 * or ("that targets you or …") the player who controls the targeting ability? A permanent is looked at as it is now.
 */
export function spellTargetIs(s: GameState, t: string, what: Pick<NonNullable<ObjectFilter['targetsWhat']>, 'filter' | 'orYou'>, controller: PlayerId, sourceId?: string): boolean {
  if (isPlayer(t)) return !!what.orYou && t === controller;
  const x = s.objects.get(t);
  if (!x || x.zone !== 'battlefield') return false;
  const c = computeCharacteristics(s, x);
  return matchesFilter(x, { ...c, keywords: keywordsOf(c.abilities) }, what.filter, { combat: s.combat, controller, ...(sourceId !== undefined ? { sourceId } : {}) });
}

/**
 * "with power less than ~'s power" (CR 702.134a mentor): the source's power and toughness now, or as it last existed on
 * the battlefield once it left (608.2h); none known (a value the engine doesn't know, CR 208.2), null — no target matches.
 */
function sourceStatsOf(s: GameState, sourceId: string): { power: number | null; toughness: number | null } {
  const src = s.objects.get(sourceId);
  if (src && (src.zone === 'battlefield' || src.zone === 'stack')) {
    const ch = computeCharacteristics(s, src);
    return { power: ch.ptUnknown?.power ? null : ch.power, toughness: ch.ptUnknown?.toughness ? null : ch.toughness };
  }
  const last = s.lkiStats?.get(sourceId);
  return { power: last?.power ?? null, toughness: last?.toughness ?? null };
}

/**
 * Does the filter compare a power or toughness the engine doesn't know (CR 208.2)? Then what it decides rests on the
 * text that would define it, not understood: recorded once per card and text (rules/scenario/inconclusive.ts choiceRests).
 */
function comparesUnknown(s: GameState, id: string, ch: { ptUnknown?: { power: boolean; toughness: boolean; why: string } }, filter: ObjectFilter, sourceId: string, sourceStats: { power: number | null; toughness: number | null } | undefined): boolean {
  const c = filter.compare;
  if (!c || c.stat === 'mana value' || c.nIsX || c.than) return false;
  const unknown: { name: string; text: string }[] = [];
  if (ch.ptUnknown?.[c.stat]) unknown.push({ name: s.objects.get(id)?.card.name ?? '', text: ch.ptUnknown.why });
  if (c.thanSelf && sourceStats && sourceStats[c.thanSelf] === null) {
    const src = s.objects.get(sourceId);
    const why = src && (src.zone === 'battlefield' || src.zone === 'stack') ? computeCharacteristics(s, src).ptUnknown?.why : s.lkiStats?.get(sourceId)?.ptUnknownWhy;
    unknown.push({ name: src?.card.name ?? '', text: why ?? c.thanSelf });
  }
  for (const u of unknown) restOn(s, { sourceName: u.name, text: u.text, what: 'unknown' });
  return unknown.length > 0;
}

/** What a target may be (CR 115.1): players, permanents, spells and abilities on the stack and cards in graveyards. */
export function targetCandidates(s: GameState): string[] {
  return [
    ...PLAYERS,
    ...battlefieldObjects(s).map((o) => o.id),
    ...s.stack.filter((e) => e.kind === 'spell').map((e) => e.id),
    // CR 113.1c: abilities on the stack (legal only for a phrase that names abilities, isLegalTarget).
    ...s.stack.filter((e) => e.kind === 'ability').map((e) => e.id),
    ...PLAYERS.flatMap((p) => s.zones[p].graveyard),
  ];
}

/**
 * A target phrase naming cards in a graveyard: whether a card its owner owns may be chosen ("your graveyard", "a
 * graveyard", "an opponent's graveyard"); undefined when the phrase names no graveyard the engine reads.
 */
export function graveyardTarget(f: ObjectFilter, owner: PlayerId, controller: PlayerId): boolean | undefined {
  const whose = graveyardOwner(f);
  // "from a single graveyard": any graveyard's card; that they share one is checked as they are announced (targets.ts).
  if (whose === 'all' || whose === 'any' || singleGraveyard(f)) return true;
  if (whose === 'yours') return owner === controller;
  return whose === 'an-opponents' ? owner !== controller : undefined;
}

/**
 * An Aura spell's target (CR 115.1b, 303.4a): what its enchant ability names (`enchantParameter`) — a player for
 * "Enchant player" and an opponent for "Enchant opponent", which can't target permanents (702.5d).
 */
export function auraTargetSpec(parameter: string): TargetSpec {
  const who = enchantsPlayer(parameter);
  if (who) return { kind: 'player', who: who === 'player' ? 'target-player' : 'target-opponent' };
  return { kind: 'target', filter: enchantFilter(parameter), count: 1 };
}

/** Is this a spec the player announces a target for (CR 115.1)? */
export function isTargeted(t: TargetSpec): boolean {
  return t.kind === 'target' || t.kind === 'any-target' || t.kind === 'player-or' || (t.kind === 'player' && (t.who === 'target-player' || t.who === 'target-opponent'));
}

/** The target specs of a list of effects, in order (for legality checks on resolution). */
export function targetSpecs(effects: readonly Effect[]): TargetSpec[] {
  const out: TargetSpec[] = [];
  for (const e of effects) {
    // "Target player loses 2 life" (CR 115.1): a player target named by the effect's player phrase, chosen in text order.
    const who = (e as unknown as Record<string, unknown>)['who'];
    // CR 608.2c: an instruction whose subject is left out ("… and loses 2 life") names that target again, announced once.
    if ((who === 'target-player' || who === 'target-opponent') && !(e as { elided?: boolean }).elided) out.push({ kind: 'player', who });
    // "Look at target player's hand" (CR 402.3, 115.1): the player whose hand it is.
    if (e.kind === 'look-hand' && (e.whose === 'target-player' || e.whose === 'target-opponent')) out.push({ kind: 'player', who: e.whose });
    // "Search target opponent's library for …" (CR 701.23a, 115.1): the player whose library is searched.
    if (e.kind === 'search-library' && (e.whose === 'target-player' || e.whose === 'target-opponent')) out.push({ kind: 'player', who: e.whose });
    // "Look at the top card of target player's library", "exile the top three cards of target opponent's library" (CR
    // 401.1, 115.1): the player whose library it is.
    const top = (e as { target?: TargetSpec }).target;
    if (top?.kind === 'library-top' && (top.owner === 'target-player' || top.owner === 'target-opponent')) out.push({ kind: 'player', who: top.owner });
    // "Exile all cards from target player's library / hand" (CR 115.1): the player whose zone it is.
    const whole = top?.kind === 'all' && (top.filter.zone === 'hand' || top.filter.zone === 'library') ? wholeZoneOf(top.filter)?.owner : undefined;
    if (whole === 'target-player' || whole === 'target-opponent') out.push({ kind: 'player', who: whole });
    // "other": the second creature of a fight (CR 701.14a), the second object of an exchange (701.12b); "source": the
    // object that deals damage, written first ("Target creature you control deals damage equal to its power to …", 120.3).
    // CR 122.5, 601.2c: "Move a counter from target creature … onto another target creature": the first object, written first.
    if (e.kind === 'move-counters' && isTargeted(e.from)) out.push(e.from);
    // CR 701.41a: "support N": the targets of "Put a +1/+1 counter on each of up to N other target creatures".
    const meant = actionMeaning(e);
    if (meant) out.push(...targetSpecs([meant]));
    for (const key of ['source', 'target', 'of', 'to', 'other'] as const) {
      const t = (e as unknown as Record<string, TargetSpec | undefined>)[key];
      // CR 601.2c, 115.1: "Return target creature and target land …": two target phrases, announced in order.
      if (t && typeof t === 'object' && 'kind' in t && isTargeted(t)) out.push(...andTargetPhrases(t));
      // CR 115.4, 601.2c: "target player and each creature that player controls": the player target written first.
      if (t && typeof t === 'object' && t.kind === 'all' && t.withPlayer && isTargeted(t.withPlayer)) out.push(t.withPlayer);
    }
    // CR 115.1, 109.4: "Destroy all lands target player controls": the player whose permanents the phrase names.
    const byTarget = controlledByTargetSpec(e);
    if (byTarget) out.push({ kind: 'player', who: targetedController(byTarget.spec.filter)! });
    // CR 115.1, 109.4: "You gain 2 life for each creature target player controls": the player whose permanents are counted.
    const counted = countedByTarget(e);
    if (counted) out.push({ kind: 'player', who: counted.who });
    // CR 508.1d, 115.1: "Target creature attacks target opponent this turn if able": the player, after the creature.
    if (e.kind === 'combat-requirement' && (e.whom === 'target-player' || e.whom === 'target-opponent')) out.push({ kind: 'player', who: e.whom });
    // "you may return another target creature …", "if it's your turn, gain control of another target creature …":
    // the targets of an optional or conditional instruction are chosen with the ability's (CR 601.2c, 603.3d).
    if (e.kind === 'optional' || e.kind === 'conditional') out.push(...targetSpecs(e.effects));
    // CR 603.7c, 601.2c: "When target creature dies this turn, …": the delayed trigger's event names the spell's or
    // ability's own target (effect-descriptors.ts watchedTarget).
    const watched = e.kind === 'delayed-trigger' ? watchedTarget(e.event) : undefined;
    if (watched) out.push(watched);
  }
  return out;
}
