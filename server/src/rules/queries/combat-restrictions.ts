// Restrictions and requirements on attacking and blocking (CR 508.1c–d, 509.1b–c): "can't attack", "can't block",
// "can't be blocked", "can block only …" from static abilities and resolved effects; evasion keywords (flying, reach,
// fear, intimidate, shadow, horsemanship, menace) and protection (702.16f); "attacks/blocks each combat if able".

import { blockAsThough } from './block-as-though';
import type { Condition, Restriction } from '../../model/types';
import { countControlled, evaluateCondition } from './conditions';
import type { ContinuousEffect, GameObject, GameState, PlayerId } from '../state/game-state';
import { battlefieldObjects } from '../state/game-state';
import { computeCharacteristics, whileUnchanged } from '../layers';
import { matchesFilter } from '../state/filters';
import { joinTruth } from '../state/truth';
import { findKeyword, hasType, keywordsOf } from '../state/objects';
import { landwalkLands } from '../../model/abilities/keywords';
import { COMBAT_PLAYERS, staticRestrictionIfSimulated } from '../../model/abilities/effect-descriptors';
import { protectedFrom } from './protection';
import { blockedByRestriction } from './block-restrictions';
import { cantBlockKindSource } from './cant-block-kinds';
import { restrictionsStoodFor } from './keyword-abilities';
import type { Reason } from '../state/game-state';
import { msg, type Message } from '../../i18n';

/** A restriction without its "this turn" (a resolved effect's restriction ends at cleanup, CR 514.2), at its end or inside
 * ("must be blocked this turn if able", "can attack this turn as though it didn't have defender"). */
type Plain = string;
const plain = (r: Restriction | string): Plain => r.replace(/ this turn(?= |$)/, '');

/** The restrictions and requirements that apply to `o` now: its own and other permanents' static abilities, and resolved effects. */
export function restrictionsOn(s: GameState, o: GameObject): Set<Plain> {
  // A question only: every permanent's characteristics from one layer pass.
  return whileUnchanged(s, () => restrictionsNow(s, o));
}

function restrictionsNow(s: GameState, o: GameObject): Set<Plain> {
  const out = new Set<Plain>(staticRestrictionsOn(s, o).map((x) => x.restriction));
  for (const e of s.effects) if (e.effect.kind === 'restriction' && (e.live ? fitsLive(s, e, o) : e.affected.includes(o.id))) out.add(plain(e.effect.restriction));
  // CR 508.1d, 509.1c: a resolved "attacks / blocks this turn if able" (rules/effects/combat-requirement-effects.ts).
  for (const e of s.effects) if (e.effect.kind === 'combat-requirement' && !e.effect.whom && e.affected.includes(o.id)) out.add(e.effect.action === 'attack' ? 'attacks each combat if able' : 'blocks each combat if able');
  return out;
}

/** CR 611.2c: whether `o` fits, now, the description of a resolved restriction matched live ("Creatures without flying
 * can't block this turn": a creature that arrived later, or lost flying, is bound; one that gained flying is not). */
function fitsLive(s: GameState, e: ContinuousEffect, o: GameObject): boolean {
  if (e.effect.kind !== 'restriction' || e.effect.target.kind !== 'all' || o.zone !== 'battlefield') return false;
  return matchesFilter(o, filterView(s, o), e.effect.target.filter, { combat: s.combat, controller: e.controller, sourceId: e.sourceId, ...(e.chosen ? { chosen: e.chosen } : {}) });
}

/** The restrictions permanents' static abilities put on `o` now, each with the permanent whose ability it is. */
function staticRestrictionsOn(s: GameState, o: GameObject): { restriction: Plain; source: GameObject }[] {
  const out: { restriction: Plain; source: GameObject }[] = [];
  for (const p of battlefieldObjects(s)) {
    // With the restrictions its keywords stand for (CR 702.98a unleash: rules/queries/keyword-abilities.ts).
    const abilities = computeCharacteristics(s, p).abilities;
    for (const ref of [...abilities, ...restrictionsStoodFor(abilities, p.card.name)]) {
      const a = ref.ability;
      if (a.kind !== 'static') continue;
      for (const outer of a.effects ?? []) {
        // CR 508.1c, 509.1b: "~ can't attack unless defending player controls an Island" — a restriction that applies
        // while its condition doesn't hold (CR 118.12a reads "unless" as "if not").
        if (outer.kind === 'conditional' && outer.unless && !outer.asLongAs && unlessHolds(s, outer.condition, p, o) !== false) continue;
        // CR 611.3a: "As long as seven or more cards are in your graveyard, ~ gets +2/+2 and can't block": while it holds.
        const asLongAs = outer.kind === 'conditional' && outer.asLongAs && !outer.unless && !outer.instead;
        if (asLongAs && unlessHolds(s, outer.condition, p, o) !== true) continue;
        // CR 604.1: "~ can't attack if defending player controls …", "~ doesn't untap during your untap step if it has a
        // depletion counter on it": while its condition holds ("it": the restricted permanent).
        const ifHolds = outer.kind === 'conditional' && staticRestrictionIfSimulated(outer);
        if (ifHolds && unlessHolds(s, outer.condition, p, o, true) !== true) continue;
        for (const e of outer.kind === 'conditional' && ((outer.unless && !outer.asLongAs) || asLongAs || ifHolds) ? outer.effects : [outer]) {
          if (e.kind !== 'restriction') continue;
          const t = e.target;
          const applies = t.kind === 'self' ? p.id === o.id
            : t.kind === 'all' ? o.zone === 'battlefield' && matchesFilter(o, filterView(s, o), a.appliesTo ?? t.filter, { combat: s.combat, controller: p.controller, sourceId: p.id, chosen: p.chosen, sourceAttachedTo: p.attachedTo })
            : false;
          if (applies) out.push({ restriction: plain(e.restriction), source: p });
        }
      }
    }
  }
  return out;
}

/**
 * CR 508.1c: "Creatures can't attack you", "Enchanted creature can't attack you or planeswalkers you control": `o` can't
 * attack the restricting permanent's controller ("you", 109.5) — nor, in the second form, a planeswalker that player
 * controls. `attacked`: the player or the object `o` would attack. Why not, or null.
 */
export function attackTargetRestriction(s: GameState, o: GameObject, attacked: string): Reason | null {
  return whileUnchanged(s, () => {
    for (const { restriction, source } of staticRestrictionsOn(s, o)) {
      if (restriction !== "can't attack you" && restriction !== "can't attack you or planeswalkers you control") continue;
      const target = s.objects.get(attacked);
      const you = attacked === source.controller
        || (restriction !== "can't attack you" && !!target && target.controller === source.controller && hasType(computeCharacteristics(s, target).cardTypes, 'planeswalker'));
      if (you) return { why: msg('rules.combat.cant-attack-you', { id: o.id, player: source.controller }), cr: ['508.1c'] };
    }
    return null;
  });
}

/**
 * The condition of a restriction's "unless …" for the creature `o` it may restrict, of `source`'s ability: "defending
 * player" is the player `o` would attack — in a two-player game its controller's opponent (CR 506.2, 102.2); "you" is the
 * source's controller (109.5). Undefined when the engine can't tell (the model marks such a line not carried out).
 */
function unlessHolds(s: GameState, c: Condition, source: GameObject, o: GameObject, itIsO = false): boolean | undefined {
  if (c.kind === 'player-controls' && c.who === 'defending-player') {
    const n = countControlled(s, o.controller === 'you' ? 'opponent' : 'you', c.filter, { controller: source.controller, sourceId: source.id });
    return c.none ? n === 0 : n > 0;
  }
  // "unless you control more creatures than defending player / attacking player" (CR 506.2, 102.2): the restricted
  // creature's controller's opponent — the player it would attack, or whose creatures attack as it would block; named
  // from the source's controller ("you", 109.5): its opponent, or that player itself.
  if (c.kind === 'player-compare' && COMBAT_PLAYERS.has(c.than)) {
    const other = o.controller === 'you' ? 'opponent' : 'you';
    return evaluateCondition(s, { ...c, than: other === source.controller ? 'you' : 'each-opponent' }, { controller: source.controller, sourceId: source.id });
  }
  if (c.kind === 'both') {
    const l = unlessHolds(s, c.left, source, o, itIsO);
    const r = unlessHolds(s, c.right, source, o, itIsO);
    return joinTruth(c.op, l, r);
  }
  return evaluateCondition(s, c, { controller: source.controller, sourceId: source.id, ...(itIsO ? { it: o.id } : {}) });
}

function filterView(s: GameState, o: GameObject) {
  const c = computeCharacteristics(s, o);
  return { ...c, keywords: keywordsOf(c.abilities) };
}

/**
 * CR 509.1b: "Creatures with power less than this creature's power can't block it" — a restriction of the attacker's
 * own static ability on the creatures its filter names, compared with the attacker as it is now.
 */
function cantBlockIt(s: GameState, b: GameObject, a: GameObject): boolean {
  const ac = computeCharacteristics(s, a);
  for (const ref of ac.abilities) {
    if (ref.ability.kind !== 'static') continue;
    for (const e of ref.ability.effects ?? []) {
      if (e.kind !== 'restriction' || plain(e.restriction) !== "can't block it" || e.target.kind !== 'all') continue;
      const ctx = { combat: s.combat, controller: a.controller, sourceId: a.id, sourceStats: { power: ac.power, toughness: ac.toughness } };
      if (matchesFilter(b, filterView(s, b), e.target.filter, ctx)) return true;
    }
  }
  return false;
}

const has = (s: GameState, o: GameObject, kw: string) => !!findKeyword(computeCharacteristics(s, o).abilities, kw);

/** CR 609.4: "can attack as though it had haste", "can attack this turn as though it didn't have defender" among `r`. */
function canAttackAsThough(r: Set<Plain>, condition: string): boolean {
  return r.has(`can attack as though it ${condition}`);
}

/** CR 609.4, 302.6: `o` can attack as though it had haste (its summoning sickness ignored for attacking only, not for {T}). */
export function attacksAsThoughHaste(s: GameState, o: GameObject): boolean {
  return canAttackAsThough(restrictionsOn(s, o), 'had haste');
}

/** CR 508.1c, 509.1b, 702.122a: "can't attack, block, or crew Vehicles". */
const CANT_CREW = "can't attack, block, or crew Vehicles";

/** CR 702.122a, 101.2: whether `o` can't be tapped to pay a crew cost ("… can't crew Vehicles"). */
export function cantCrew(s: GameState, o: GameObject): boolean {
  return restrictionsOn(s, o).has(CANT_CREW);
}

/** CR 508.1c: why this creature can't attack (a restriction), or null. */
export function attackRestriction(s: GameState, o: GameObject): Reason | null {
  const r = restrictionsOn(s, o);
  // CR 609.4: "can attack (this turn) as though it didn't have defender" — for attacking only, defender is ignored.
  if (has(s, o, 'Defender') && !canAttackAsThough(r, "didn't have defender")) return { why: msg('rules.combat.defender'), cr: ['702.3b'] };
  if (r.has("can't attack") || r.has("can't attack or block") || r.has(CANT_CREW)) return { why: msg('rules.combat.cant-attack', { id: o.id }), cr: ['508.1c'] };
  return null;
}

/** CR 509.1b: why this creature can't block at all (a restriction on the blocker), or null. */
function blockerRestriction(s: GameState, b: GameObject): Message | null {
  const r = restrictionsOn(s, b);
  if (r.has("can't block") || r.has("can't attack or block") || r.has(CANT_CREW)) return msg('rules.combat.cant-block', { id: b.id });
  return null;
}

/**
 * CR 509.1b: why `b` can't block `a` (a restriction on either: evasion abilities, protection, "can't be blocked",
 * "can block only creatures with flying"), or null. Evasion abilities are cumulative.
 */
export function blockRestriction(s: GameState, b: GameObject, a: GameObject): Reason | null {
  // A question only: the blocker's and the attacker's characteristics and restrictions from one layer pass.
  return whileUnchanged(s, () => blockRestrictionNow(s, b, a));
}

function blockRestrictionNow(s: GameState, b: GameObject, a: GameObject): Reason | null {
  const own = blockerRestriction(s, b);
  if (own) return { why: own, cr: ['509.1b'] };
  const ra = restrictionsOn(s, a);
  const rb = restrictionsOn(s, b);
  if (ra.has("can't be blocked")) return { why: msg('rules.combat.cant-be-blocked', { id: a.id }), cr: ['509.1b'] };
  if (cantBlockIt(s, b, a)) return { why: msg('rules.combat.cant-block-it', { attacker: a.id, blocker: b.id }), cr: ['509.1b'] };
  // "This creature can't block creatures with power 3 or greater", "Cowards can't block Warriors" (cant-block-kinds.ts).
  const kindSource = cantBlockKindSource(s, b, a);
  if (kindSource) return { why: msg('rules.combat.cant-block-kind', { source: computeCharacteristics(s, kindSource).name ?? kindSource.card.name, attacker: a.id, blocker: b.id }), cr: ['509.1b'] };
  const blockedBy = blockedByRestriction(s, b, a); // "can't be blocked (except) by …" (block-restrictions.ts)
  if (blockedBy) return blockedBy;
  const flying = has(s, a, 'Flying');
  // CR 609.4: "~ can block Dragons as though it had reach": keywords the blocker is treated as having against this attacker.
  const asThough = blockAsThough(s, b, a);
  const hasB = (k: string): boolean => has(s, b, k) || asThough.has(k);
  // CR 702.9b, 702.17b: flying can be blocked only by creatures with flying or reach.
  if (flying && !hasB('Flying') && !hasB('Reach')) return { why: msg('rules.combat.flying', { id: a.id }), cr: ['702.9b', '702.17b'] };
  if (rb.has('can block only creatures with flying') && !flying) return { why: msg('rules.combat.blocks-only-flying', { id: b.id }), cr: ['509.1b'] };
  if (rb.has("can't block creatures with flying") && flying) return { why: msg('rules.combat.cant-block-flying', { id: b.id }), cr: ['509.1b'] };
  const bc = computeCharacteristics(s, b);
  const artifact = hasType(bc.cardTypes, 'artifact');
  // CR 702.36b: fear — only artifact and/or black creatures.
  if (has(s, a, 'Fear') && !artifact && !bc.colors.includes('B')) return { why: msg('rules.combat.fear', { id: a.id }), cr: ['702.36b'] };
  // CR 702.13b: intimidate — only artifact creatures and/or creatures that share a color with it.
  if (has(s, a, 'Intimidate') && !artifact && !computeCharacteristics(s, a).colors.some((c) => bc.colors.includes(c))) {
    return { why: msg('rules.combat.intimidate', { id: a.id }), cr: ['702.13b'] };
  }
  // CR 702.28b: shadow blocks and is blocked only by shadow.
  if (has(s, a, 'Shadow') !== hasB('Shadow')) return { why: msg('rules.combat.shadow'), cr: ['702.28b'] };
  // CR 702.31b: horsemanship can't be blocked by creatures without horsemanship.
  if (has(s, a, 'Horsemanship') && !hasB('Horsemanship')) return { why: msg('rules.combat.horsemanship', { id: a.id }), cr: ['702.31b'] };
  // CR 702.118b: skulk can't be blocked by creatures with greater power (multiple instances redundant, 702.118c). A power
  // the engine doesn't know (a "*" no understood text defines, 208.2) refuses nothing: the block goes ahead and the
  // scenario run treats the creature as acting on text it doesn't read (scenario-run.ts), so answers resting on it are
  // inconclusive.
  if (has(s, a, 'Skulk')) {
    const ac = computeCharacteristics(s, a);
    if (!ac.ptUnknown?.power && !bc.ptUnknown?.power && (bc.power ?? 0) > (ac.power ?? 0)) return { why: msg('rules.combat.skulk', { id: a.id }), cr: ['702.118b'] };
  }
  // CR 702.14c: landwalk — unblockable while the defending player (the blocker's controller, 509.1a) controls such a land.
  const walk = landwalkAgainst(s, a, b.controller);
  if (walk) return { why: msg('rules.combat.landwalk', { id: a.id }), cr: ['702.14c'] };
  // CR 702.16f: a creature with protection can't be blocked by creatures with that quality.
  if (protectedFrom(s, a, b)) return { why: msg('rules.combat.protection', { attacker: a.id, blocker: b.id }), cr: ['702.16f'] };
  return null;
}

/**
 * CR 702.14c–e: the first of attacker `a`'s landwalk keywords whose land `defender` controls (each instance on its own,
 * none cancels another), or undefined.
 */
function landwalkAgainst(s: GameState, a: GameObject, defender: GameObject['controller']): string | undefined {
  const walks = keywordsOf(computeCharacteristics(s, a).abilities).flatMap((k) => {
    const lands = landwalkLands(k.keyword);
    return lands ? [{ keyword: k.keyword, lands }] : [];
  });
  if (walks.length === 0) return undefined;
  // CR 609.4: "Creatures with swampwalk can be blocked as though they didn't have swampwalk": that instance is ignored
  // for blocking (702.14c); the others still apply.
  const r = restrictionsOn(s, a);
  const counted = walks.filter(({ keyword }) => !r.has(`can be blocked as though it didn't have ${keyword.toLowerCase()}`));
  if (counted.length === 0) return undefined;
  const theirLands = battlefieldObjects(s).filter((p) => p.controller === defender).map((p) => computeCharacteristics(s, p)).filter((c) => hasType(c.cardTypes, 'land'));
  return counted.find(({ lands }) => theirLands.some((c) => (!lands.subtype || hasType(c.subtypes, lands.subtype))
    && (!lands.supertype || hasType(c.supertypes, lands.supertype)) && (!lands.withoutSupertype || !hasType(c.supertypes, lands.withoutSupertype))))?.keyword;
}

/** CR 702.111b: menace (and "can't be blocked except by two or more creatures") — blocked by one creature only. */
export function needsTwoBlockers(s: GameState, a: GameObject): boolean {
  return has(s, a, 'Menace') || restrictionsOn(s, a).has("can't be blocked except by two or more creatures");
}

/**
 * CR 509.1b: the fewest creatures that may block `a` (menace 702.111b and "can't be blocked except by two or more
 * creatures": 2; "… except by three or more creatures": 3) and the most ("can't be blocked by more than one creature": 1).
 */
export function blockersAllowed(s: GameState, a: GameObject): { min: number; max: number } {
  const r = restrictionsOn(s, a);
  const min = r.has("can't be blocked except by three or more creatures") ? 3 : needsTwoBlockers(s, a) ? 2 : 1;
  return { min, max: r.has("can't be blocked by more than one creature") ? 1 : Number.POSITIVE_INFINITY };
}

/**
 * CR 506.5, 508.1c, 509.1b: "can't attack alone", "can't block alone", "can only attack alone" — restrictions on how
 * many creatures are declared with it. Which one `o` has for `as` (attacking or blocking), if any.
 */
export function aloneRestriction(s: GameState, o: GameObject, as: 'attack' | 'block'): 'not-alone' | 'only-alone' | undefined {
  const r = restrictionsOn(s, o);
  if (r.has(`can't ${as} alone`) || r.has("can't attack or block alone")) return 'not-alone';
  return as === 'attack' && r.has('can only attack alone') ? 'only-alone' : undefined;
}

/** How many creatures `b` may block (CR 509.1a: one; "can block an additional creature each combat": two; "any number"). */
export function blockCapacity(s: GameState, b: GameObject): number {
  const r = restrictionsOn(s, b);
  // CR 509.1a: a resolved "can block an additional creature this turn" adds one each time (rules/effects/blocking-limit-effects.ts).
  const resolved = s.effects.filter((e) => e.effect.kind === 'blocking-limit' && e.affected.includes(b.id)).map((e) => (e.effect as { additional?: string }).additional);
  if (r.has('can block any number of creatures') || resolved.includes('any number of creatures')) return Number.POSITIVE_INFINITY;
  return 1 + (r.has('can block an additional creature each combat') ? 1 : 0) + resolved.filter((a) => a === 'an additional creature').length;
}

/** "must be blocked if able" (CR 509.1c: a requirement on the defending player's creatures). */
export function mustBeBlocked(s: GameState, a: GameObject): boolean {
  return restrictionsOn(s, a).has('must be blocked if able');
}

/**
 * CR 508.1d: the players `o` must attack this turn if able by a resolved "attacks you / target opponent this turn if
 * able" (rules/effects/combat-requirement-effects.ts: the player found as it resolved).
 */
export function mustAttackPlayers(s: GameState, o: GameObject): PlayerId[] {
  const out: PlayerId[] = [];
  for (const e of s.effects) {
    const x = e.effect;
    if (x.kind === 'combat-requirement' && x.action === 'attack' && typeof x.whom === 'string' && e.affected.includes(o.id) && e.chosen?.player) out.push(e.chosen.player);
  }
  return out;
}

/** "attacks each combat if able" (CR 508.1d). */
export function mustAttack(s: GameState, o: GameObject): boolean {
  return restrictionsOn(s, o).has('attacks each combat if able');
}

/** "blocks each combat if able" (CR 509.1c). */
/**
 * CR 509.1c, 702.39a: the attackers `o` must block this turn if able by a resolved "blocks this creature this turn if
 * able" (provoke): each such effect's source.
 */
export function mustBlockWhom(s: GameState, o: GameObject): string[] {
  const out: string[] = [];
  for (const e of s.effects) {
    const x = e.effect;
    if (x.kind === 'combat-requirement' && x.action === 'block' && typeof x.whom === 'object' && x.whom.kind === 'self' && e.affected.includes(o.id)) out.push(e.sourceId);
  }
  return out;
}

export function mustBlock(s: GameState, o: GameObject): boolean {
  return restrictionsOn(s, o).has('blocks each combat if able');
}
