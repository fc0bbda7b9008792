// Power/toughness characteristic-defining abilities in layer 7a (CR 604.3, 613.4a): the printed "*" that stays
// unknown until a CDA the engine carries out defines it, and the counts a CDA's amount reads over the game state.

import type { Card, Color, ObjectFilter, Quantity } from '../../model/types';
import type { AbilityRef, CopiableValues, GameObject, GameState, PlayerId } from '../state/game-state';
import { PLAYERS } from '../state/game-state';
import { playerCounterCount } from '../state/player-counters';
import { abilityTextAt } from '../../model/abilities/parse-ability';
import { matchesFilter, withOwnName } from '../state/filters';
import { worldAttachments } from './attachment-words';
import { blankValues, hasType, keywordsOf, manaValueOf, printedValues } from '../state/objects';
import { zoneOwners } from '../../model/abilities/cda';
import { aboutAffected, inItsControllersZone, sameNameAsIt, sharesTypeWithIt } from '../../model/abilities/per-affected';
import { BASIC_LAND_TYPES } from './type-change';
import { CREATURE_TYPES } from '../../model/abilities/creature-types';
import { derivedOf, isRecorded } from '../state/card-reads';
import type { PtUnknown, Working } from './types';

const STAR = /\*/;

/**
 * CR 208.2: a "*" in the printed power or toughness is defined by the card's text (a CDA, 208.2a, or an "As … enters or
 * is turned face up" replacement, 208.2b), never a printed 0. Which stats of the face named `faceName` have one.
 */
export function printedStars(card: Card, faceName: string | null): PtUnknown | undefined {
  // A card whose reads a run records (state/card-reads.ts) records what is read of the answer; its own name as ~.
  const own = faceName !== null && faceName === card.name;
  // (An unrecorded card — every card of every pass but a run's own — is answered without the key, closure and wrapper.)
  if (!isRecorded(card)) return starsOf(card, own ? card.name : faceName);
  return derivedOf(card, own ? 'stars~' : `stars:${faceName ?? ''}`, (c) => ({ v: starsOf(c, own ? c.name : faceName) })).v;
}

function starsOf(card: Card, faceName: string | null): PtUnknown | undefined {
  // Asked on every layer pass: once per card and face name (a card object never changes; the answer is frozen).
  let byName = starsMemo.get(card);
  if (!byName) starsMemo.set(card, (byName = new Map()));
  let found = byName.get(faceName);
  if (found === undefined) byName.set(faceName, (found = freezeUnknown(computePrintedStars(card, faceName))));
  return found ?? undefined;
}

const starsMemo = new WeakMap<Card, Map<string | null, PtUnknown | null>>();
const setPtMemo = new WeakMap<readonly AbilityRef[], Map<string, PtUnknown | null>>();
const freezeUnknown = (u: PtUnknown | undefined): PtUnknown | null => (u ? Object.freeze(u) : null);

function computePrintedStars(card: Card, faceName: string | null): PtUnknown | undefined {
  const faces = Array.isArray(card.faces) ? card.faces : [];
  const face = faces.find((f) => f.name === faceName) ?? faces[0];
  if (!face) return undefined;
  const power = STAR.test(String(face.power ?? ''));
  const toughness = STAR.test(String(face.toughness ?? ''));
  return power || toughness ? { power, toughness, why: `power/toughness ${face.power ?? ''}/${face.toughness ?? ''}` } : undefined;
}

/**
 * Wording that sets an object's own power and toughness, said of itself ("it", "this creature", its name): "becomes
 * your choice of 5/1 or 1/5" (CR 208.2b), "becomes a copy of" / "enters as a copy of" (CR 707.2), "has base power
 * and toughness" (CR 208.4), "power is equal to" (CR 208.2a). "Create a token that's a copy of …" and "target
 * creature becomes a 4/4" are about other objects.
 */
const SELF_SETS_PT = /^(?:becomes? (?:a copy of|your choice of|an? (?:\d+|X)\/(?:\d+|X)\b)|enters?(?: the battlefield)? as (?:a copy of|an? (?:\d+|X)\/(?:\d+|X)\b)|(?:has|have) base power|(?:power|toughness|power and toughness) (?:is|are) (?:each )?equal)/i;
const SELF_SUBJECT = /(?:^|[\s,.;:])(it|this [a-z]+|its|this [a-z]+'s)\s+/gi;

/** Whether `t` says of its own object (or of the card named `name`) that it gets power and toughness set. */
function setsOwnPt(t: string, name: string): boolean {
  const subjects = [...t.matchAll(SELF_SUBJECT)].map((m) => (m.index ?? 0) + m[0].length);
  for (let at = t.indexOf(name); name && at >= 0; at = t.indexOf(name, at + 1)) subjects.push(at + name.length + (t.slice(at + name.length).match(/^(?:'s)?\s+/)?.[0].length ?? 0));
  return subjects.some((at) => SELF_SETS_PT.test(t.slice(at)));
}

export function textSetPt(abilities: readonly AbilityRef[], name: string): PtUnknown | undefined {
  // Printed values' ability lists are frozen (rules/state/objects.ts): their answer is kept per list and name.
  if (!Object.isFrozen(abilities)) return computeTextSetPt(abilities, name);
  let byName = setPtMemo.get(abilities);
  if (!byName) setPtMemo.set(abilities, (byName = new Map()));
  let found = byName.get(name);
  if (found === undefined) byName.set(name, (found = freezeUnknown(computeTextSetPt(abilities, name))));
  return found ?? undefined;
}

function computeTextSetPt(abilities: readonly AbilityRef[], name: string): PtUnknown | undefined {
  for (const r of abilities) {
    const a = r.ability;
    for (const sp of [...(a.unmodeled ?? []), ...(a.unsimulated ?? [])]) {
      const t = abilityTextAt(a, sp);
      if (setsOwnPt(t, name)) return { power: true, toughness: true, why: `'${t.length > 60 ? `${t.slice(0, 57)}…` : t}'` };
    }
  }
  return undefined;
}

/**
 * The cards of a zone a filter names ("cards in your hand", "creature cards in your graveyard", "cards in your
 * opponents' graveyards", "cards in all players' hands"), CR 400.1: the zones of the players it names.
 */
function zoneIds(s: GameState, f: ObjectFilter & { zone: NonNullable<ObjectFilter['zone']> }, controller: PlayerId, itsController?: PlayerId): string[] {
  const zone = f.zone;
  // CR 400.1, 613.4c: "in its controller's hand": the zone of the controller of the object that gets the bonus.
  if (itsController !== undefined && inItsControllersZone(f)) return s.zones[itsController]?.[zone === 'any-graveyard' ? 'graveyard' : zone as 'hand'] ?? [];
  const owners = zoneOwners(f);
  const other: PlayerId = controller === 'you' ? 'opponent' : 'you';
  const players: PlayerId[] = owners === 'all' ? ['you', 'opponent'] : owners === 'opponents' ? [other] : [controller];
  const key = zone === 'any-graveyard' ? 'graveyard' : zone;
  if (key === 'stack') return [];
  return players.flatMap((p) => s.zones[p]?.[key] ?? []);
}

/**
 * CR 604.3, 208.2a: the number a CDA's amount stands for now. Permanents are matched with the characteristics the
 * earlier layers gave them (their types are final after layer 4, so "the number of Wizards on the battlefield" sees
 * every Wizard); cards in other zones with their printed characteristics. Undefined when the amount is no count.
 */
export function countQuantity(s: GameState, world: Map<string, Working>, q: Quantity, controller: PlayerId, sourceId: string, about = sourceId): number | undefined {
  if (q.kind !== 'count') return undefined;
  // "instant and sorcery cards in your graveyard": kinds of cards in one zone (each alternative names it).
  const shared = q.filter.anyOf?.[0]?.zone;
  const zoned = !q.filter.zone && shared && q.filter.anyOf!.every((x) => x.zone === shared && x.zonePhrase === q.filter.anyOf![0]!.zonePhrase)
    ? { ...q.filter, zone: shared, zonePhrase: q.filter.anyOf![0]!.zonePhrase } : q.filter;
  // CR 201.2: "each other creature named ~": the static's own object's name as the layers leave it so far (a copy's, 707.2).
  const f = withOwnName(zoned, world.get(sourceId)?.name ?? s.objects.get(sourceId)?.card.name);
  if (!f) return undefined;
  const ctx = { controller, sourceId, chosen: s.objects.get(sourceId)?.chosen };
  // CR 301.5, 303.4: "for each Aura attached to ~" (the static's own permanent), "… attached to it" (the object that gets
  // the bonus, CR 613.4c: the static's own permanent when it is what gets it): the objects attached to it.
  // Another relation is not counted here.
  const rel = f.relatedTo;
  if (rel && (rel.rel !== 'attached to' || (rel.word !== '~' && rel.word !== 'it'))) return undefined;
  const attachedTo = rel?.word === 'it' ? about : sourceId;
  // CR 613.4c, 205.3m, 201.2: "each other creature … that shares a creature type with it / with the same name as that
  // creature": told by the object that gets the bonus, and "other" is other than it (model/abilities/per-affected.ts).
  const it = aboutAffected(f) ? world.get(about) : undefined;
  if (aboutAffected(f) && !it) return undefined;
  const bare = it ? { ...f, sharesType: undefined, sameAs: undefined, other: undefined } : f;
  if (!f.zone) {
    let n = 0;
    // CR 301.5a, 303.4, 700.9: "for each other modified creature you control", "the number of equipped creatures": what
    // is attached to each permanent, as layer 4 left the attached objects' subtypes (attachment-words.ts).
    const attachments = worldAttachments(world);
    for (const w of world.values()) {
      if (w.obj.zone !== 'battlefield' || w.obj.phasedOut) continue;
      if (rel && w.obj.attachedTo !== attachedTo) continue;
      if (it && ((f.other && w.obj.id === about) || (sharesTypeWithIt(f) && !sharesCreatureType(w, it)) || (sameNameAsIt(f) && !sameName(w, it)))) continue;
      const view = { ...w, keywords: keywordsOf(w.abilities) };
      if (matchesFilter(w.obj, view, bare, { combat: s.combat, ...ctx, faceDown: w.faceDown, attachments })) n++;
    }
    return n;
  }
  if (it) return undefined;
  return zoneCardsMatching(s, f, controller, sourceId, world.get(about)?.obj.controller).length;
}

/** Cards in a zone other than the battlefield that `f` names, with their printed characteristics (no layer changes them). */
function zoneCardsMatching(s: GameState, f: ObjectFilter, controller: PlayerId, sourceId: string, itsController?: PlayerId) {
  const ctx = { controller, sourceId, chosen: s.objects.get(sourceId)?.chosen };
  const out: { obj: GameObject; v: CopiableValues }[] = [];
  for (const id of zoneIds(s, f as ObjectFilter & { zone: NonNullable<ObjectFilter['zone']> }, controller, itsController)) {
    const obj = s.objects.get(id);
    if (!obj) continue;
    // CR 406.3: a card exiled face down has no characteristics.
    const v = obj.exiledFaceDown ? blankValues(null, 'exiled face down') : printedValues(obj.card, obj.transformed, []);
    if (matchesFilter(obj, { ...v, keywords: keywordsOf(v.abilities) }, f, { combat: s.combat, ...ctx, faceDown: false })) out.push({ obj, v });
  }
  return out;
}

/** CR 205.3m, 702.73a: two objects with a creature type in common (as layer 4 left their subtypes; a changeling has every one). */
function sharesCreatureType(a: Working, b: Working): boolean {
  const theirs = new Set(b.subtypes.map((t) => t.toLowerCase()));
  return a.subtypes.some((t) => CREATURE_TYPE_WORDS.has(t.toLowerCase()) && theirs.has(t.toLowerCase()));
}

const CREATURE_TYPE_WORDS: ReadonlySet<string> = new Set([...CREATURE_TYPES].map((t) => t.toLowerCase()));

/** CR 201.2: the same name (a face-down object has none, 708.2). */
function sameName(a: Working, b: Working): boolean {
  return !!a.name && !!b.name && a.name.toLowerCase() === b.name.toLowerCase();
}

/**
 * "four or more card types among cards in your graveyard" (CR 205.2a), "five or more mana values among cards in your
 * graveyard" (202.3): how many different ones the cards a zone filter names have. Undefined for other zones or kinds.
 */
export function distinctAmong(s: GameState, q: Quantity, controller: PlayerId, sourceId: string): number | undefined {
  if (q.kind !== 'distinct' || (q.among.zone !== 'graveyard' && q.among.zone !== 'hand' && q.among.zone !== 'any-graveyard')) return undefined;
  const cards = zoneCardsMatching(s, q.among, controller, sourceId);
  if (q.what === 'card type') return new Set(cards.flatMap((c) => c.v.cardTypes)).size;
  return q.what === 'mana value' ? new Set(cards.map((c) => manaValueOf(c.obj, c.v))).size : undefined;
}

/** CR 700.5, 700.5a: mana symbols of those colors among the mana costs of permanents `player` controls, a hybrid symbol once. */
export function devotion(world: Map<string, Working>, player: PlayerId, colors: readonly Color[]): number {
  let n = 0;
  for (const w of world.values()) {
    if (w.obj.zone !== 'battlefield' || w.obj.phasedOut || w.obj.controller !== player) continue;
    for (const sym of w.manaCost?.symbols ?? []) if (sym.colors.some((x) => colors.includes(x))) n++;
  }
  return n;
}

/** CR 305.6 (domain): the basic land types among lands `player` controls, as the earlier layers left them (layer 4). */
export function basicLandTypes(world: Map<string, Working>, player: PlayerId): number {
  const found = new Set<string>();
  for (const w of world.values()) {
    if (w.obj.zone !== 'battlefield' || w.obj.phasedOut || w.obj.controller !== player || !hasType(w.cardTypes, 'land')) continue;
    for (const t of w.subtypes) if (BASIC_LAND_TYPES[t.toLowerCase()]) found.add(t.toLowerCase());
  }
  return found.size;
}

/**
 * CR 604.3, 208.2a, 107.1: the number a power/toughness CDA's amount stands for now — a count, the kinds among cards
 * (205.2a), the sum of two, "1 plus" and "twice" one, the controller's life total (119.1), counters on the object itself
 * (122.1), devotion (700.5), domain (305.6) ("that number" is replaced before: model/abilities/cda.ts thatNumberResolved).
 * Undefined for an amount it doesn't count (model/abilities/cda.ts cdaSimulated says which it does).
 */
export function cdaQuantity(s: GameState, world: Map<string, Working>, q: Quantity, controller: PlayerId, sourceId: string, about = sourceId): number | undefined {
  const of = (x: Quantity) => cdaQuantity(s, world, x, controller, sourceId, about);
  switch (q.kind) {
    case 'count': return countQuantity(s, world, q, controller, sourceId, about);
    case 'distinct': return distinctAmong(s, q, controller, sourceId);
    case 'sum': { const a = of(q.of[0]); const b = of(q.of[1]); return a === undefined || b === undefined ? undefined : a + b; }
    case 'plus': { const a = of(q.of); return a === undefined ? undefined : a + q.n; }
    case 'twice': { const a = of(q.of); return a === undefined ? undefined : 2 * a; }
    case 'life-total': return s.life[controller];
    case 'counters': {
      // CR 122.1, 613.4c: counters on itself; "on it" is on the object that gets the bonus (the static's own permanent
      // when it is what gets it), "for each counter on it" every kind.
      const o = s.objects.get(q.on.kind === 'it' ? about : sourceId);
      if (!o || (q.on.kind !== 'self' && q.on.kind !== 'it')) return undefined;
      return q.counter ? o.counters[q.counter] ?? 0 : Object.values(o.counters).reduce((a, b) => a + b, 0);
    }
    // CR 105.2, 613.4c: "for each of its colors": the colors of the object that gets the bonus, as layer 5 left them.
    case 'colors-of': { const w = world.get(q.of.kind === 'it' ? about : sourceId); return w && (q.of.kind === 'it' || q.of.kind === 'self') ? w.colors.length : undefined; }
    // CR 202.1, 107.4, 107.4e: "for each white mana symbol in its mana cost" (chroma): symbols of that color in the mana
    // cost of the object that gets the bonus, a hybrid symbol of it counted once.
    case 'mana-symbols': {
      const w = world.get(about);
      return w && !q.of && q.written === 'its mana cost' ? (w.manaCost?.symbols ?? []).filter((x) => x.colors.includes(q.color)).length : undefined;
    }
    case 'devotion': return devotion(world, controller, q.colors);
    case 'basic-land-types': return basicLandTypes(world, controller);
    // CR 102.1, 104.3, 800.4a: "for each opponent you have": the other players still in the game.
    // CR 122.1: "for each experience counter you have": counters of that kind on the controller.
    case 'player-counters': return q.who === 'you' && q.counter ? playerCounterCount(s, controller, q.counter) : undefined;
    case 'opponents': return PLAYERS.filter((p) => p !== controller && !s.leftGame.includes(p) && !s.losers.includes(p)).length;
  }
  return undefined;
}
