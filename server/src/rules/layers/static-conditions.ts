// "… as long as you have no cards in hand" (hellbent), "as long as it's your turn", "as long as this creature is face
// down", "as long as it has a +1/+1 counter on it", "as long as seven or more cards are in your graveyard": the
// conditions of static abilities the layer pass checks as it collects them (CR 611.3a: a static ability's effect applies
// at any moment its text says). "As long as you control an artifact", "… an opponent controls a black permanent", "your
// devotion to white and black is less than seven" read other permanents' characteristics: they are checked against the
// layer pass itself (`worldConditionHolds`), as the effect would begin to apply. Others stay unknown (undefined).

import type { Color, Condition, ObjectState, Quantity, TargetSpec } from '../../model/types';
import { countHolds } from '../state/compared';
import { countQuantity, devotion, distinctAmong } from './cda-values';
import { EVALUATED_STATES } from '../../model/abilities/effect-descriptors';
import type { GameObject, GameState, PlayerId } from '../state/game-state';
import { hasCityBlessing, PLAYERS } from '../state/game-state';
import { keywordsOf } from '../state/objects';
import { matchesFilter } from '../state/filters';
import { joinTruth } from '../state/truth';
import { conditionPlayers, controlsCommander, designationHolds, opponentOf, playerHasHolds, playersCompareHolds } from '../state/player-holdings';
import type { Working } from './types';
import { evaluateHappened } from '../state/history-conditions';

/** CR 110.5, 708.2, 506.4: whether `obj` is in the state a condition names ("~ is tapped", "it's attacking"). */
export function objectInState(s: GameState, obj: GameObject, state: ObjectState): boolean {
  if (state === 'face down') return obj.faceDown !== null;
  if (state === 'face up') return obj.faceDown === null;
  // CR 506.4: a creature is attacking from its declaration until it is removed from combat or combat ends.
  if (state === 'attacking') return !!s.combat && s.combat.attackers[obj.id] !== undefined;
  // CR 509.1g, 506.4: blocking from its declaration as a blocker until it is removed from combat or combat ends.
  if (state === 'blocking') return !!s.combat && Object.values(s.combat.blocks).some((bs) => bs.includes(obj.id));
  // CR 701.37b: a monstrous permanent stays monstrous while it is this object on the battlefield.
  if (state === 'monstrous') return !!obj.monstrous;
  // CR 702.112b: renowned, likewise, until it leaves the battlefield.
  if (state === 'renowned') return !!obj.renowned;
  return state === 'tapped' ? obj.tapped : !obj.tapped;
}

/** Whether the condition holds now for a static ability of `obj`; undefined when it reads characteristics or more. */
export function staticConditionHolds(s: GameState, c: Condition, obj: GameObject): boolean | undefined {
  switch (c.kind) {
    case 'hand-size': {
      const n = s.zones[obj.controller].hand.length;
      return c.none ? n === 0 : n >= (c.atLeast ?? 1);
    }
    case 'turn':
      return (s.activePlayer === obj.controller) === c.yours;
    case 'state':
      // In a static ability "it" names the object itself ("~ has hexproof as long as it's untapped").
      if ((c.subject.kind !== 'self' && c.subject.kind !== 'it') || !EVALUATED_STATES.has(c.state)) return undefined;
      return objectInState(s, obj, c.state) !== !!c.negated;
    case 'has-counters':
      // CR 122.1: "as long as it has a +1/+1 counter on it": counters on the object itself.
      if (c.subject.kind !== 'self' && c.subject.kind !== 'it') return undefined;
      return (obj.counters[c.counter] ?? 0) >= c.atLeast;
    case 'paired': {
      // CR 702.95b, 702.95e: "as long as ~ is paired with another creature". Read inside the layer pass, so the partner's
      // types aren't computed here: a pair that stopped being one of creatures ends as state-based actions are checked
      // (rules/game/soulbond.ts unpairBroken; OPEN QUESTION there).
      if (c.subject.kind !== 'self') return undefined;
      const p = obj.pairedWith ? s.objects.get(obj.pairedWith) : undefined;
      return !!p && p.zone === 'battlefield' && obj.zone === 'battlefield' && p.pairedWith === obj.id && p.controller === obj.controller;
    }
    case 'counters-on': {
      // CR 122.1: "as long as ~ has five or more counters on it": counters of the kind named, or of any kind, on itself.
      if ((c.subject.kind !== 'self' && c.subject.kind !== 'it') || c.to || (c.verb !== 'has' && c.verb !== "doesn't have")) return undefined;
      const n = c.counter ? obj.counters[c.counter] ?? 0 : Object.values(obj.counters).reduce((a, b) => a + b, 0);
      const has = c.cmp ? countHolds(n, { ...c, cmp: c.cmp }) : n >= 1;
      return c.verb === "doesn't have" ? !has : has;
    }
    case 'day-night':
      // CR 730.1, 611.3a: "as long as it's night": the game's designation now.
      return s.dayNight === c.is;
    case 'designation':
      // CR 702.131c: "if you have the city's blessing", "as long as you have the city's blessing".
      return designationHolds(s, c, obj.controller);
    case 'player-has':
      // "as long as an opponent has 10 or less life", "as long as you have seven or more cards in hand" (CR 119.1, 402.1).
      return playerHasHolds(s, c, obj.controller);
    case 'player-compare':
      // "as long as you have less life than an opponent" (CR 119.1, 402.1); permanents controlled are not counted here.
      return playersCompareHolds(s, c, obj.controller);
    case 'fact':
      // Threshold (an ability word, CR 207.2c): "seven or more cards are in your graveyard" — its controller's (109.5).
      if (c.fact === 'threshold') return s.zones[obj.controller].graveyard.length >= 7;
      // CR 702.131c: "as long as you have the city's blessing" — its controller's.
      if (c.fact === 'city-blessing') return hasCityBlessing(s, obj.controller);
      // Fateful hour: "as long as you have 5 or less life" — its controller's life total now (CR 119.1, 109.5).
      if (c.fact === 'life-at-most') return s.life[obj.controller] <= (c.n ?? 0);
      // CR 724.1: "as long as you're the monarch" — its controller.
      if (c.fact === 'monarch') return s.monarch === obj.controller;
      // CR 309.7: "as long as you've completed a dungeon" — its controller.
      if (c.fact === 'completed-dungeon') return (s.completedDungeons?.[obj.controller]?.length ?? 0) > 0;
      // CR 903.3d: Lieutenant, "as long as you control your commander" — its controller.
      if (c.fact === 'control-your-commander' || c.fact === 'control-commander') return controlsCommander(s, obj.controller, c.fact === 'control-your-commander');
      return undefined;
    case 'happened':
      // "as long as it entered the battlefield this turn", "as long as you've cast a noncreature spell this turn" (CR
      // 611.3a): the turn's history; "it" is the permanent itself.
      return evaluateHappened(s, c, { controller: obj.controller, sourceId: obj.id }, true);
  }
  return undefined;
}

/**
 * A condition that reads the permanents on the battlefield, checked against the layer pass as the effect would begin
 * to apply (its first layer: the earlier layers have applied; CR 613.8a orders it after an effect of the same layer that
 * would change whether it exists). Undefined when the condition is not of this family.
 */
export function worldConditionHolds(s: GameState, c: Condition, source: GameObject, world: Map<string, Working>): boolean | undefined {
  switch (c.kind) {
    case 'control':
      // "as long as you control N or more … with the same name as one another" (CR 201.2a): not counted in the layer pass.
      if (c.sameName) return undefined;
      return compareCount(countControlled(s, world, source, source.controller, c.filter), c.none, c.count ?? 1);
    case 'player-controls':
      // "as long as an opponent controls a black permanent" (two players: the opponent).
      if (c.who !== 'an-opponent') return undefined;
      return compareCount(countControlled(s, world, source, opponentOf(source.controller), c.filter), !!c.none, 1);
    case 'controls-count': {
      // "as long as any player controls a black permanent", "… no opponent controls a creature", "… you control at least
      // two other Merfolk", "… your opponents control no creatures" (CR 108.4; 102.2: the two-player game's opponent;
      // 109.5: "other" / "another" leaves the source out): each player the words name, or some of them.
      const named = c.who === 'any-player' ? { players: [...PLAYERS], each: false } : conditionPlayers(c.who, source.controller);
      if (!named || c.to) return undefined;
      const filter = c.other || c.article === 'another' ? { ...c.filter, other: true } : c.filter;
      const holds = (p: PlayerId) => countHolds(countControlled(s, world, source, p, filter), c);
      // "no player controls …" holds when none of them does.
      return c.nobody || named.each ? named.players.every(holds) : named.players.some(holds);
    }
    case 'devotion':
      // CR 700.5, 700.5a: mana symbols of those colors among the mana costs of permanents you control, a hybrid symbol
      // once; mana costs are copiable values (layer 1), so every later layer reads the same devotion.
      return devotion(world, source.controller, c.colors) < c.lessThan;
    // "as long as there are three or more land cards in your graveyard", "… seven or more cards are in your graveyard",
    // "… there are five or more Islands on the battlefield" (CR 107.1, 404.1): cards in a zone as they are there,
    // permanents with what the earlier layers gave them (effect-descriptors.ts staticCountChecked).
    case 'there-are': {
      const n = countQuantity(s, world, { kind: 'count', filter: c.filter }, source.controller, source.id);
      return n === undefined ? undefined : n >= c.atLeast;
    }
    case 'objects-are': {
      if (c.to || c.filter.zone) return undefined;
      const zone = c.where === 'in your graveyard' ? 'graveyard' as const : c.where === 'in your hand' ? 'hand' as const : c.where === 'on the battlefield' ? undefined : null;
      if (zone === null) return undefined;
      const n = countQuantity(s, world, { kind: 'count', filter: zone ? { ...c.filter, zone } : c.filter }, source.controller, source.id);
      return n === undefined ? undefined : countHolds(n, c.article ? { cmp: 'or-more', n: 1 } : { cmp: c.cmp ?? 'or-more', n: c.n ?? 1 });
    }
    case 'compare': {
      // Delirium, "as long as your life total is …", "as long as ~ has five or more counters on it" (CR 205.2a, 119.1, 122.1).
      if (c.to || c.form === 'was') return undefined;
      const n = staticQuantity(s, world, c.quantity, source);
      return n === undefined ? undefined : countHolds(n, c);
    }
    case 'is': {
      // "As long as enchanted permanent is a creature", "as long as equipped creature is a Human" (CR 303.4, 301.5,
      // 611.3a): the object this permanent is attached to, with what the earlier layers gave it.
      if (!attachedSubject(c)) return undefined;
      const w = source.attachedTo ? world.get(source.attachedTo) : undefined;
      if (!w || w.obj.zone !== 'battlefield' || w.obj.phasedOut) return false;
      const view = { ...w, keywords: keywordsOf(w.abilities) };
      const ctx = { combat: s.combat, controller: source.controller, sourceId: source.id, faceDown: w.faceDown, sourceAttachedTo: source.attachedTo, chosen: source.chosen };
      const is = matchesFilter(w.obj, view, c.subject.filter, ctx) && matchesFilter(w.obj, view, c.filter, ctx);
      return c.negated ? !is : is;
    }
    case 'state': {
      // "As long as ~ is equipped / enchanted" (CR 301.5, 303.4, 611.3a): an Equipment or Aura attached to it, with the
      // subtypes the earlier layers gave it (effect-descriptors.ts: only for an effect that begins after layer 4).
      if ((c.subject.kind !== 'self' && c.subject.kind !== 'it') || (c.state !== 'equipped' && c.state !== 'enchanted')) return undefined;
      const kind = c.state === 'equipped' ? 'Equipment' : 'Aura';
      for (const w of world.values()) if (w.obj.attachedTo === source.id && w.obj.zone === 'battlefield' && !w.obj.phasedOut && w.subtypes.includes(kind)) return !c.negated;
      return !!c.negated;
    }
    case 'most-common-color': {
      // "as long as black is the most common color among all permanents or is tied for most common" (CR 105.1, 105.2):
      // each permanent counted once for each of its colors, as the earlier layers gave them (layer 5, CR 613.1e);
      // colorless is no color (105.2c). OPEN QUESTION: with no colored permanent at all, whether a color is "tied for most
      // common" at zero; read as not.
      const counts = new Map<string, number>();
      for (const w of world.values()) {
        if (w.obj.zone !== 'battlefield' || w.obj.phasedOut) continue;
        for (const color of new Set(w.colors)) counts.set(color, (counts.get(color) ?? 0) + 1);
      }
      const n = counts.get(c.color) ?? 0;
      return n > 0 && [...counts.values()].every((m) => m <= n);
    }
    case 'both': {
      const left = staticConditionHolds(s, c.left, source) ?? worldConditionHolds(s, c.left, source, world);
      const right = staticConditionHolds(s, c.right, source) ?? worldConditionHolds(s, c.right, source, world);
      return joinTruth(c.op, left, right);
    }
  }
  return undefined;
}

/** A number a static's condition compares: the controller's life, counters on the object itself, objects counted. */
function staticQuantity(s: GameState, world: Map<string, Working>, q: Quantity, source: GameObject): number | undefined {
  switch (q.kind) {
    case 'life-total': return s.life[source.controller];
    case 'counters':
      if (q.on.kind !== 'self' && q.on.kind !== 'it') return undefined;
      return q.counter ? source.counters[q.counter] ?? 0 : Object.values(source.counters).reduce((a, b) => a + b, 0);
    case 'count': return countQuantity(s, world, q, source.controller, source.id);
    case 'distinct': return distinctAmong(s, q, source.controller, source.id);
  }
  return undefined;
}

/** "enchanted permanent", "equipped creature" as a condition's subject: what its source is attached to (CR 303.4, 301.5). */
export function attachedSubject(c: Condition): c is Extract<Condition, { kind: 'is' }> & { subject: Extract<TargetSpec, { kind: 'all' }> } {
  return c.kind === 'is' && c.subject.kind === 'all' && !!c.subject.filter?.attachment && !c.past;
}

const compareCount = (n: number, none: boolean, atLeast: number) => (none ? n === 0 : n >= atLeast);

function countControlled(s: GameState, world: Map<string, Working>, source: GameObject, player: PlayerId, filter: Parameters<typeof matchesFilter>[2]): number {
  let n = 0;
  for (const w of world.values()) {
    if (w.obj.zone !== 'battlefield' || w.obj.phasedOut || w.obj.controller !== player) continue;
    // CR 109.5: "you" is the source's controller; "another" leaves the source out (the filter's own test).
    if (matchesFilter(w.obj, { ...w, keywords: keywordsOf(w.abilities) }, filter, { combat: s.combat, controller: source.controller, sourceId: source.id, faceDown: w.faceDown, chosen: source.chosen })) n++;
  }
  return n;
}

