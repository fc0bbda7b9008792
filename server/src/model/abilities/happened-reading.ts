// What a condition about what happened this turn or last turn asks, as the engine counts it (CR 603.4 intervening "if",
// 608.2c, 611.3a): which of the turn history's entries (rules/state/turn-history.ts) it counts — spells a player cast
// (601.2i), permanents that entered under a player's control, cards a player discarded (701.9a) or drew (121.1),
// creatures that attacked (508.1) or died (700.4), damage ~ dealt or was dealt (120.1), life a player lost or gained
// (119.3), lands a player played (305.1) — and the number that makes it true. A `happened` condition (event-conditions.ts)
// of another shape has no reading: "recognized, not simulated" (effect-descriptors.ts conditionEvaluated).

import type { Compared, Condition, HappenedObject, ObjectFilter, PlayerRef } from '../types';
import { lookupTable } from '../lookup-table';

/** Entries of the turn history a reading counts ("life-lost": the life a player lost, summed; "land-played": lands played). */
export type HappenedCount = 'cast' | 'entered' | 'discarded' | 'attacked' | 'drew' | 'dealt' | 'died' | 'life-lost' | 'life-gained' | 'land-played'
  /** "this way": cards milled (library to graveyard, CR 701.17a), exiled (406.1), put into a hand (402.1). */
  | 'milled' | 'exiled' | 'to-hand'
  /** "this way": permanents destroyed (CR 701.8a). */
  | 'destroyed';

export interface HappenedReading {
  count: HappenedCount;
  /** The player who did it (each player the words name is asked alone: "a player lost 4 or more life"). */
  player?: 'you' | 'an-opponent' | 'a-player' | 'that-player';
  /** Entries about ~ itself: it did it (`by`), or it was dealt damage (`to`); `to-some`: damage dealt to an object. */
  self?: 'by' | 'to' | 'to-some';
  /** "dealt damage to an opponent". */
  toOpponent?: boolean;
  /** "an opponent was dealt damage": the entries' player is the one dealt the damage (CR 120.1). */
  toPlayer?: boolean;
  /** The kind of object counted (as it was then). */
  filter?: ObjectFilter;
  /** "another creature spell": not ~ itself. */
  another?: boolean;
  /** The number that makes it true ("a": one or more; "no": none). */
  holds: Compared;
  negated: boolean;
  /** "this way": what the resolving ability's instructions before the condition did (CR 608.2c). */
  when: 'this turn' | 'last turn' | 'this way';
  /** "4 or more damage was dealt to it this turn", "you were dealt 4 or more damage this turn", "~ has dealt 3 or more
   * damage this turn" (CR 120.1): the damage of the entries summed, not the entries counted. */
  sum?: 'damage';
  /** "… dealt to it": "it" names the ability's own object, or the object its trigger event names (CR 603.2). */
  toIt?: boolean;
}

// CR 503.1a: "that player" — the player a step's trigger names (rules/state/history-conditions.ts; effect-descriptors.ts
// `thatPlayerUntold` keeps it to those abilities).
const PLAYERS: ReadonlySet<PlayerRef> = new Set<PlayerRef>(['you', 'an-opponent', 'a-player', 'that-player']);

/** "a creature card", "no creatures", "two or more spells", "4 or more life": the number that makes it true. */
function quantity(o: HappenedObject | undefined): Compared | undefined {
  if (!o) return { cmp: 'or-more', n: 1 };
  if ('named' in o) return undefined;
  if ('amount' in o) return o.amount;
  if ('counter' in o) return undefined; // counters put or removed: not counted by the engine
  if (o.compared) return o.compared;
  return o.some === 'no' ? { cmp: 'exactly', n: 0 } : { cmp: 'or-more', n: 1 };
}

/**
 * What the condition counts, or undefined when the engine doesn't count it. `itIsSelf`: a static ability's "it" names the
 * permanent itself ("~ has indestructible as long as it entered the battlefield this turn", CR 611.3a).
 */
export function happenedReading(c: Condition, itIsSelf = false): HappenedReading | undefined {
  if (c.kind === 'happened' && c.when === 'this way') return thisWayReading(c);
  const dealt = damageSumReading(c);
  if (dealt) return dealt;
  if (c.kind !== 'happened' || (c.when !== 'this turn' && c.when !== 'last turn') || c.have) return undefined;
  const negated = !!c.negated;
  const base = { negated, when: c.when };
  const s = c.subject;
  if ('player' in s) {
    if (!PLAYERS.has(s.player)) return undefined;
    const player = s.player as HappenedReading['player'];
    const o = c.object;
    const some = o && 'filter' in o ? o : undefined;
    const holds = quantity(o);
    // CR 120.1, 702.54a: "an opponent was dealt damage this turn": damage any source dealt to that player.
    if (c.verb === 'deal' && c.be === 'was' && c.tail === 'damage' && !o && !c.had) return { count: 'dealt', player, toPlayer: true, holds: { cmp: 'or-more', n: 1 }, ...base };
    if (!holds || c.be) return undefined;
    const kind = (count: HappenedCount, filter = some?.filter): HappenedReading => ({ count, player, ...(filter ? { filter } : {}), ...(some?.some === 'another' ? { another: true } : {}), holds, ...base });
    switch (c.verb) {
      // "you've cast another instant or sorcery spell this turn", "an opponent cast two or more spells this turn" (CR 601.2i).
      case 'cast': return some && !c.tail && !c.had ? kind('cast') : undefined;
      // "you discarded a card this turn" (CR 701.9a).
      case 'discard': return some && !c.tail && !c.had ? kind('discarded') : undefined;
      // "you've drawn two or more cards this turn" (CR 121.1).
      case 'draw': return o && !c.tail && !c.had && ('amount' in o ? o.unit === 'cards' : some?.filter.types.join() === 'card') ? kind('drew', undefined) : undefined;
      // "a player lost 4 or more life this turn", "you've gained 3 or more life this turn" (CR 119.3).
      case 'lose': case 'gain': return o && 'amount' in o && o.unit === 'life' && !c.tail && !c.had ? kind(c.verb === 'lose' ? 'life-lost' : 'life-gained', undefined) : undefined;
      // "you played a land this turn" (CR 305.1): lands played, counted this turn.
      case 'play': return some && !c.tail && !c.had && c.when === 'this turn' && some.filter.types.join() === 'land' && Object.keys(some.filter).every((k) => k === 'types' || k === 'text') ? kind('land-played', undefined) : undefined;
      // "an opponent had an artifact enter the battlefield under their control this turn" (CR 603.6a, 108.4).
      case 'enter': {
        const tail = player === 'you' ? 'the battlefield under your control' : 'the battlefield under their control';
        return some && c.had && c.tail === tail ? kind('entered') : undefined;
      }
    }
    return undefined;
  }
  if ('object' in s) {
    if ((s.object.kind !== 'self' && !(itIsSelf && s.object.kind === 'it' && s.object.word === 'it')) || c.object || c.had) return undefined;
    const once: Compared = { cmp: 'or-more', n: 1 };
    // "~ attacked this turn" (CR 508.1), "~ entered the battlefield this turn" (603.6a).
    if (c.verb === 'attack' && !c.tail && !c.be) return { count: 'attacked', self: 'by', holds: once, ...base };
    if (c.verb === 'enter' && c.tail === 'the battlefield' && !c.be) return { count: 'entered', self: 'by', holds: once, ...base };
    // "~ dealt damage to an opponent this turn", "~ was dealt damage this turn" (CR 120.1).
    if (c.verb === 'deal' && c.be === 'was' && c.tail === 'damage') return { count: 'dealt', self: 'to', holds: once, ...base };
    if (c.verb === 'deal' && !c.be && (c.tail === 'damage' || c.tail === 'damage to an opponent')) return { count: 'dealt', self: 'by', ...(c.tail === 'damage to an opponent' ? { toOpponent: true } : {}), holds: once, ...base };
    return undefined;
  }
  if ('objects' in s) {
    const o = s.objects;
    if (!('filter' in o) || c.object || c.had || c.be) return undefined;
    const holds = quantity(o);
    if (!holds) return undefined;
    // "no creatures attacked this turn" (CR 508.1), "two or more creatures died this turn" (700.4), "a creature entered the
    // battlefield this turn" (603.6a).
    const count: HappenedCount | undefined = c.verb === 'attack' && !c.tail ? 'attacked' : c.verb === 'die' && !c.tail ? 'died' : c.verb === 'enter' && c.tail === 'the battlefield' ? 'entered' : undefined;
    return count ? { count, filter: o.filter, ...(o.some === 'another' ? { another: true } : {}), holds, ...base } : undefined;
  }
  return undefined;
}

/**
 * Damage summed this turn (CR 120.1: each amount of damage dealt, the source's and the recipient's): "if 4 or more
 * damage was dealt to it this turn" (to the ability's own object, or the one its trigger names: "it"), "if you were dealt
 * 4 or more damage this turn" (to a player), "if ~ has dealt 3 or more damage this turn" (by the ability's own object).
 */
function damageSumReading(c: Condition): HappenedReading | undefined {
  if (c.kind !== 'happened' || c.verb !== 'deal' || (c.when !== 'this turn' && c.when !== 'last turn') || c.negated || c.had) return undefined;
  const base = { count: 'dealt' as const, sum: 'damage' as const, negated: false, when: c.when };
  const s = c.subject;
  const damage = (o: HappenedObject | undefined) => (o && 'amount' in o && o.unit === 'damage' ? o.amount : undefined);
  // "4 or more damage was dealt to it this turn".
  if ('objects' in s && !c.object && c.be === 'was' && c.tail === 'to it' && !c.have) {
    const holds = damage(s.objects);
    return holds ? { ...base, toIt: true, holds } : undefined;
  }
  // "you were dealt 4 or more damage this turn" (CR 120.3: damage to a player).
  if ('player' in s && (s.player === 'you' || s.player === 'an-opponent' || s.player === 'a-player') && !s.the && (c.be === 'were' || c.be === 'was') && !c.tail && !c.have) {
    const holds = damage(c.object);
    return holds ? { ...base, player: s.player, toPlayer: true, holds } : undefined;
  }
  // "~ has dealt 3 or more damage this turn", "~ dealt 3 or more damage this turn".
  if ('object' in s && s.object.kind === 'self' && !c.be && !c.tail && (c.have === 'has' || !c.have)) {
    const holds = damage(c.object);
    return holds ? { ...base, self: 'by', holds } : undefined;
  }
  return undefined;
}

/** The verbs "this way" counts, by what the instruction did to the card (CR 608.2c). */
const WAY_COUNTS: Readonly<Record<string, HappenedCount | undefined>> = lookupTable<Record<string, HappenedCount | undefined>>({ mill: 'milled', exile: 'exiled', discard: 'discarded', destroy: 'destroyed' });

/**
 * "If a creature card was milled this way", "if a creature card is discarded this way", "if you put an artifact card into
 * your hand this way", "if you didn't put a card into your hand this way", "if a creature is dealt damage this way" (CR
 * 608.2c): what the instructions before it in the resolving ability did.
 */
function thisWayReading(c: Condition & { kind: 'happened' }): HappenedReading | undefined {
  const base = { negated: !!c.negated, when: 'this way' as const };
  const s = c.subject;
  if ('objects' in s) {
    const o = s.objects;
    const holds = quantity(o);
    // "If a white creature dies this way" (CR 700.4: put into a graveyard from the battlefield), as it last existed (603.10a).
    if ('filter' in o && holds && c.verb === 'die' && !c.be && !c.tail && !c.object && !c.had && !c.have) return { count: 'died', filter: o.filter, holds, ...base };
    if (!('filter' in o) || !holds || c.object || c.had || !c.be || c.form !== 'participle') return undefined;
    const count = c.verb === 'deal' ? (c.tail === 'damage' ? 'dealt' as const : undefined) : c.tail ? undefined : WAY_COUNTS[c.verb];
    return count ? { count, ...(count === 'dealt' ? { self: 'to-some' as const } : {}), filter: o.filter, holds, ...base } : undefined;
  }
  if ('player' in s) {
    const o = c.object;
    // "If a player is dealt damage this way", "if you were dealt damage this way" (CR 120.1): damage the instructions
    // before it dealt to that player.
    if ((s.player === 'a-player' || s.player === 'you') && !s.the && c.verb === 'deal' && c.be && c.tail === 'damage' && !o && !c.had) return { count: 'dealt', player: s.player, toPlayer: true, holds: { cmp: 'or-more', n: 1 }, ...base };
    const holds = quantity(o);
    if (s.player !== 'you' || !o || !('filter' in o) || !holds || c.had || c.be) return undefined;
    const count = c.verb === 'put' ? (c.tail === 'into your hand' ? 'to-hand' as const : undefined) : c.tail ? undefined : WAY_COUNTS[c.verb];
    return count ? { count, player: 'you', filter: o.filter, holds, ...base } : undefined;
  }
  return undefined;
}

/** The zones "put <it> …" names, as a condition writes them after the object (CR 400.1). */
const PUT_ZONES: Readonly<Record<string, 'battlefield' | 'hand' | undefined>> = lookupTable<Record<string, 'battlefield' | 'hand' | undefined>>({ 'onto the battlefield': 'battlefield', 'into your hand': 'hand' });

/**
 * "If you don't put the card onto the battlefield, …", "if you put it into your hand" (CR 608.2c, 608.2d): whether the
 * instructions of the resolving ability before it put the object named before ("it", "the card": the card looked at)
 * into that zone — typically after an optional "you may put it …" (rules/queries/conditions.ts, with the moves this
 * resolution made). Undefined for any other shape.
 */
export function namedPutReading(c: Condition): { zone: 'battlefield' | 'hand'; negated: boolean } | undefined {
  if (c.kind !== 'happened' || c.when !== undefined || c.verb !== 'put' || c.be || c.had || c.have || !c.tail) return undefined;
  if (c.negated !== undefined && c.negated !== "don't" && c.negated !== "didn't") return undefined;
  const s = c.subject;
  if (!('player' in s) || s.player !== 'you' || s.the) return undefined;
  const o = c.object;
  if (!o || !('named' in o) || o.named.kind !== 'it') return undefined;
  const zone = PUT_ZONES[c.tail];
  return zone ? { zone, negated: !!c.negated } : undefined;
}
