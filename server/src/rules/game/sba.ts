// State-based actions (CR 704.5) the engine models: 0 toughness and lethal damage, 0 loyalty and 0 defense, the
// legend rule, Auras (illegal, unattached, or creatures), Equipment and other attachments, and +1/+1 / -1/-1
// counter annihilation. All applicable ones happen at once, then the check repeats (704.3).

import { unpairBroken } from './soulbond';
import type { GameObject, GameState, PlayerId } from '../state/game-state';
import { battlefieldObjects, PLAYERS } from '../state/game-state';
import { onBottommostRoom, ventureMarker } from '../state/dungeons';
import { completeDungeon } from '../actions/complete-dungeon';
import type { Outcome } from '../state/events';
import type { Characteristics } from '../layers';
import { computeAllCharacteristics, computeCharacteristics } from '../layers';
import { enchantFilter, enchantParameter, enchantsPlayer, matchesFilter } from '../state/filters';
import { findKeyword, hasType } from '../state/objects';
import { protectedFrom } from '../queries/protection';
import { isBestowed } from '../state/bestowed';
import { isPlayer } from '../queries/target-legality';
import { moveObject } from '../actions/zones';
import { destroyPermanent } from '../actions/destroy';
import { acting } from '../state/acting';
import { msg, type Message } from '../../i18n';
import { chapterPending, finalChapter, sagaWithChapters } from '../queries/saga';


const hasSubtype = (c: Characteristics, t: string) => c.subtypes.some((x) => x.toLowerCase() === t);

/** CR 704.5v: a battle that is the source of a triggered ability still waiting or on the stack is spared. */
function sourceOfPendingTrigger(s: GameState, id: string): boolean {
  return s.pendingTriggers.some((t) => t.sourceId === id) || s.stack.some((e) => e.kind === 'ability' && e.triggered && e.sourceId === id);
}

interface Round {
  /** `destroy`: the permanent is destroyed (704.5g–h), so regeneration can replace it (701.19a). */
  toGraveyard: Map<string, { action: Message; cr: string[]; destroy?: boolean; sacrifice?: boolean }>;
  unattach: { obj: GameObject; cr: string[] }[];
  annihilate: { obj: GameObject; n: number }[];
  /** CR 309.6: players whose venture marker is on a dungeon's bottommost room, its room ability no longer waiting. */
  complete: PlayerId[];
}

function creatureAndCounterActions(s: GameState, o: GameObject, c: Characteristics, r: Round): void {
  const creature = hasType(c.cardTypes, 'creature');
  // CR 702.12b: an indestructible permanent isn't destroyed by lethal or deathtouch damage (704.5f still applies).
  const indestructible = !!findKeyword(c.abilities, 'Indestructible');
  // An unknown toughness (a "*" whose defining text the engine doesn't carry out, CR 208.2) decides nothing: no 704.5f/g.
  const toughness = c.ptUnknown?.toughness ? null : c.toughness;
  if (creature && toughness !== null && toughness <= 0) r.toGraveyard.set(o.id, { action: msg('rules.sba.toughness-zero'), cr: ['704.5f'] });
  // CR 704.5g: toughness greater than 0 (the branch above took the rest), damage marked at least equal to it.
  else if (creature && toughness !== null && o.damage >= toughness && !indestructible) r.toGraveyard.set(o.id, { action: msg('rules.sba.lethal-damage'), cr: ['704.5g'], destroy: true });
  // CR 704.5h: any damage from a source with deathtouch, also damage that is not marked (wither, infect: -1/-1 counters
  // instead, 120.3d, 702.90c); `deathtouched` holds what was dealt such damage since the last check.
  else if (creature && s.deathtouched.has(o.id) && !indestructible) r.toGraveyard.set(o.id, { action: msg('rules.sba.deathtouch'), cr: ['704.5h', '702.2b'], destroy: true });
  // CR 704.5i, 306.5c: a planeswalker's loyalty is the number of loyalty counters on it.
  if (hasType(c.cardTypes, 'planeswalker') && (o.counters['loyalty'] ?? 0) <= 0) {
    r.toGraveyard.set(o.id, { action: msg('rules.sba.loyalty-zero'), cr: ['704.5i', '306.5c'] });
  }
  // CR 704.5v, 310.4c: a battle's defense is the number of defense counters on it.
  if (hasType(c.cardTypes, 'battle') && (o.counters['defense'] ?? 0) <= 0 && !sourceOfPendingTrigger(s, o.id)) {
    // OPEN QUESTION: a Siege's intrinsic "when the last defense counter is removed, exile it, then you may cast it
    // transformed" (CR 310.11b) is not modeled: the state-based action puts it into the graveyard, and says so.
    const siege = c.subtypes.some((t) => t.toLowerCase() === 'siege');
    r.toGraveyard.set(o.id, { action: msg(siege ? 'rules.sba.defense-zero-siege' : 'rules.sba.defense-zero'), cr: siege ? ['704.5v', '310.4c', '310.11b'] : ['704.5v', '310.4c'] });
  }
  // CR 714.4, 704.5s: a Saga with chapter abilities whose lore counters reach its final chapter number, and that is the
  // source of no chapter ability that triggered and hasn't left the stack, is sacrificed by its controller.
  if (sagaWithChapters(c) && (o.counters['lore'] ?? 0) >= finalChapter(c) && !chapterPending(s, o, c)) {
    r.toGraveyard.set(o.id, { action: msg('rules.sba.saga-sacrificed'), cr: ['714.4', '704.5s'], sacrifice: true });
  }
  // CR 704.5q, 122.3: N +1/+1 and N -1/-1 counters are removed, N the smaller count.
  const n = Math.min(o.counters['+1/+1'] ?? 0, o.counters['-1/-1'] ?? 0);
  if (n > 0) r.annihilate.push({ obj: o, n });
}

function attachmentActions(s: GameState, o: GameObject, c: Characteristics, chars: Map<string, Characteristics>, r: Round): void {
  const creature = hasType(c.cardTypes, 'creature');
  const battle = hasType(c.cardTypes, 'battle');
  const host = o.attachedTo ? s.objects.get(o.attachedTo) : undefined;
  const hostOk = !!host && host.zone === 'battlefield' && !host.phasedOut;
  const hostChars = () => (host ? chars.get(host.id) ?? computeCharacteristics(s, host) : null);
  if (hasSubtype(c, 'aura')) {
    if (!o.attachedTo) {
      r.toGraveyard.set(o.id, { action: msg('rules.sba.aura-attached-to-nothing'), cr: ['704.5m'] });
    } else if (creature) {
      // CR 303.4d: an Aura that's also a creature can't enchant anything: it becomes unattached (704.5p), then is put
      // into its owner's graveyard (704.5m).
      // OPEN QUESTION: 704.5 has no entry of its own for this; read literally, 704.5p unattaches it in one check and
      // 704.5m ("not attached") puts it into the graveyard in the next. 303.4d words it as one sequence; the engine
      // does both in the same check (the outcome is the same unless something responds between the checks).
      r.unattach.push({ obj: o, cr: ['303.4d', '704.5p'] });
      r.toGraveyard.set(o.id, { action: msg('rules.sba.aura-creature'), cr: ['303.4d', '704.5m'] });
    } else if (o.attachedTo === o.id) {
      r.toGraveyard.set(o.id, { action: msg('rules.sba.aura-itself'), cr: ['303.4d'] });
    } else if (isPlayer(o.attachedTo)) {
      // CR 702.5d, 303.4c: an Aura attached to a player is legal only if it can enchant players (that one: "Enchant
      // opponent" an opponent of its controller) and the player is still in the game.
      const who = enchantsPlayer(enchantParameter(c));
      const p = o.attachedTo;
      const legal = !!who && !s.losers.includes(p) && !s.leftGame.includes(p) && (who === 'player' || p !== o.controller);
      if (!legal) r.toGraveyard.set(o.id, { action: msg('rules.sba.aura-illegal'), cr: ['704.5m', '303.4c', '702.5d'] });
    } else {
      const hc = hostChars();
      // CR 702.16c, 704.5m: a permanent with protection can't be enchanted by Auras with that quality (as when a
      // face-down creature, which had no abilities, is turned face up with protection from the Aura's color).
      // CR 702.16n: an Aura whose protection grant says "This effect doesn't remove ~" isn't removed by that protection;
      // the creature's other instances of protection from the same quality affect it as normal.
      const ownGrantKept = c.abilities.some((r) => r.ability.kind === 'static' && (r.ability.effects ?? []).some((e) => e.kind === 'rule' && e.rule === 'effect-doesnt-remove-self'));
      const legal = hostOk && hc && matchesFilter(host!, { ...hc }, enchantFilter(enchantParameter(c)), { combat: s.combat, controller: o.controller }) && !protectedFrom(s, host!, o, ownGrantKept ? o.id : undefined);
      if (!legal) r.toGraveyard.set(o.id, { action: msg('rules.sba.aura-illegal'), cr: ['704.5m', '303.4c'] });
    }
    // CR 702.103f: a bestowed Aura attached to an illegal object becomes unattached and ceases to be bestowed instead
    // (an exception to 704.5m): it stays on the battlefield, a creature again (rules/state/bestowed.ts).
    if (isBestowed(s, o) && r.toGraveyard.has(o.id)) {
      r.toGraveyard.delete(o.id);
      r.unattach.push({ obj: o, cr: ['702.103f'] });
    }
    return;
  }
  if (!o.attachedTo) return;
  if (creature || battle) {
    r.unattach.push({ obj: o, cr: ['704.5p'] }); // CR 704.5p: a creature or battle attached to something
  } else if (hasSubtype(c, 'equipment') || hasSubtype(c, 'fortification')) {
    // CR 704.5n: Equipment attached to an illegal permanent (a noncreature) becomes unattached.
    const hc = hostChars();
    const wants = hasSubtype(c, 'equipment') ? 'creature' : 'land';
    if (!hostOk || !hc || !hasType(hc.cardTypes, wants)) r.unattach.push({ obj: o, cr: ['704.5n'] });
  } else {
    // CR 704.5p: a permanent that is neither Aura nor Equipment/Fortification can't be attached (e.g. turned face down).
    r.unattach.push({ obj: o, cr: ['704.5p'] });
  }
}

/** CR 704.5j: the legend rule. No name ⇒ never the same name (201.2a), so face-down creatures are never affected. */
function legendRule(perms: GameObject[], chars: Map<string, Characteristics>, r: Round): void {
  const byKey = new Map<string, GameObject[]>();
  for (const o of perms) {
    const c = chars.get(o.id)!;
    if (!c.supertypes.some((t) => t.toLowerCase() === 'legendary') || c.name === null) continue;
    const key = `${o.controller}|${c.name}`;
    byKey.set(key, [...(byKey.get(key) ?? []), o]);
  }
  for (const group of byKey.values()) {
    if (group.length < 2) continue;
    // OPEN QUESTION: the controller chooses which to keep; the engine keeps the newest (highest timestamp).
    const keep = [...group].sort((a, b) => b.timestamp - a.timestamp)[0]!;
    for (const o of group) if (o !== keep) r.toGraveyard.set(o.id, { action: msg('rules.sba.legend-rule'), cr: ['704.5j'] });
  }
}

export function checkStateBasedActions(s: GameState, out: Outcome): void {
  for (let round = 0; round < 20; round++) {
    unpairBroken(s, out); // CR 702.95e (not a state-based action: a pair that no longer holds ends for good)
    const r: Round = { toGraveyard: new Map(), unattach: [], annihilate: [], complete: [] };
    const perms = battlefieldObjects(s);
    const chars = computeAllCharacteristics(s);
    for (const o of perms) {
      const c = chars.get(o.id);
      if (!c) continue;
      creatureAndCounterActions(s, o, c, r);
      attachmentActions(s, o, c, chars, r);
    }
    legendRule(perms, chars, r);
    dungeonsDone(s, r);
    if (r.toGraveyard.size === 0 && r.unattach.length === 0 && r.annihilate.length === 0 && r.complete.length === 0) return;
    // What the check found is performed in an acting section (rules/state/acting.ts): the check itself only reads.
    acting(s, () => perform(s, out, r));
  }
}

/** CR 309.6: a dungeon card whose owner's venture marker is on its bottommost room, and that is the source of no room
 * ability that triggered and hasn't left the stack, is removed from the game (its owner completes it, 309.7). */
function dungeonsDone(s: GameState, r: Round): void {
  for (const p of PLAYERS) {
    const m = ventureMarker(s, p);
    if (m && onBottommostRoom(m) && !sourceOfPendingTrigger(s, m.objectId)) r.complete.push(p);
  }
}

function perform(s: GameState, out: Outcome, r: Round): void {
  for (const p of r.complete) completeDungeon(s, out, p);
  // CR 704.3: all at once — counters and attachments first (they stay on the battlefield), then the moves.
  for (const { obj, n } of r.annihilate) {
    for (const kind of ['+1/+1', '-1/-1']) {
      const left = (obj.counters[kind] ?? 0) - n;
      if (left > 0) obj.counters[kind] = left;
      else delete obj.counters[kind];
    }
    out.event({ type: 'state-based-action', objectId: obj.id, action: msg('rules.sba.counters-cancel', { count: n }), cr: ['704.5q', '122.3'] });
  }
  for (const { obj, cr } of r.unattach) {
    out.event({ type: 'unattached', objectId: obj.id, from: obj.attachedTo ?? '' });
    out.event({ type: 'state-based-action', objectId: obj.id, action: msg('rules.sba.unattached'), cr });
    obj.attachedTo = null;
  }
  for (const [id, why] of r.toGraveyard) {
    out.event({ type: 'state-based-action', objectId: id, action: why.action, cr: why.cr });
    // CR 704.5g–h destroy (701.19a: a regeneration shield replaces it); the others put it into the graveyard.
    if (why.destroy) destroyPermanent(s, out, id);
    else {
      const moved = moveObject(s, out, id, 'graveyard', why.sacrifice ? { sacrificed: true } : {}); // CR 701.21a
      // CR 400.7f: an Aura put into its graveyard for not being attached to a permanent can be found there by its ability
      // that triggered on the enchanted permanent leaving the battlefield ("return ~ from your graveyard", 113.6m).
      if (moved && why.cr.includes('704.5m')) {
        for (const t of [...s.pendingTriggers, ...s.stack]) if (t.kind === 'ability' && t.sourceId === id && t.movedSourceId === undefined) t.movedSourceId = moved.id;
      }
    }
  }
}
