// Conditions about what happened this turn or last turn (CR 603.4 intervening "if", 608.2c, 611.3a), counted from the
// turn's history (rules/state/turn-history.ts) as model/abilities/happened-reading.ts reads them: "if you've cast another
// instant or sorcery spell this turn", "if an opponent had an artifact enter the battlefield under their control this
// turn", "if no creatures attacked this turn", "if ~ was dealt damage this turn". Each object is matched as it was when
// it happened (603.10). A turn the engine didn't see from its beginning (the turn a scenario starts in, 500.1) may hide
// more of it: an answer that more could change is unknown there, recorded as what the answer rests on
// (rules/scenario/inconclusive.ts); last turn, unseen, is unknown.

import type { Compared, Condition } from '../../model/types';
import type { HappenedReading } from '../../model/abilities/happened-reading';
import { happenedReading } from '../../model/abilities/happened-reading';
import { printEventCondition } from '../../model/abilities/event-conditions';
import type { GameState, HappenedEntry, PlayerId, TurnRecord } from './game-state';
import { otherPlayer, PLAYERS } from './game-state';
import { historyUnknown } from './turn-history';
import { chosenOf, matchesFilter } from './filters';
import { countHolds } from './compared';
import { wayVerbMatches } from './this-way-count';

export interface HappenedContext {
  controller: PlayerId;
  sourceId: string;
  /** "this way": where the resolving ability's entries begin in this turn's history (CR 608.2c). */
  wayFrom?: number;
  /** "that player" (CR 503.1a): the player the trigger's event names, whose step began. */
  player?: PlayerId;
  /** The object "it" names now, and the id it had before this resolution moved it (CR 603.2, 608.2h). */
  it?: string;
  itBefore?: string;
}

/** "this way" entries: a card moved from and to the zones the verb names (CR 701.17a mill, 406.1 exile, 402.1 a hand,
 * 701.8a destroyed: this-way-count.ts). */
function wayMove(e: HappenedEntry, count: HappenedReading['count']): boolean {
  if (e.what !== 'moved') return false;
  if (count === 'milled' || count === 'destroyed') return wayVerbMatches(count, e);
  if (count === 'exiled') return e.into === 'exile';
  return count === 'to-hand' && e.into === 'hand';
}

/** How many such entries (or how much life) the player `p` has in the turn's record. */
function tally(s: GameState, r: TurnRecord, read: HappenedReading, p: PlayerId | undefined, ctx: HappenedContext): number {
  switch (read.count) {
    case 'life-lost': return p ? r.lost[p] : 0;
    case 'life-gained': return p ? r.gained[p] : 0;
    case 'land-played': return p ? s.landsPlayed[p] : 0;
  }
  const from = read.when === 'this way' ? ctx.wayFrom ?? r.did.length : 0;
  const entries = r.did.slice(from).filter((e: HappenedEntry) => (e.what === read.count || wayMove(e, read.count)) && (p === undefined ? !read.toPlayer || e.toPlayer !== undefined : read.toPlayer ? e.toPlayer === p : e.player === p)
    && (read.self !== 'by' || e.by === ctx.sourceId) && (read.self !== 'to' || e.to === ctx.sourceId) && (read.self !== 'to-some' || e.to !== undefined)
    && (!read.toIt || (e.to !== undefined && itIds(s, ctx).includes(e.to)))
    && (!read.toOpponent || e.toPlayer === otherPlayer(ctx.controller))
    && (!read.another || e.by !== ctx.sourceId) && matches(s, e, read, ctx));
  // CR 120.1: "4 or more damage": the amounts summed.
  return read.sum === 'damage' ? entries.reduce((n, e) => n + (e.amount ?? 0), 0) : entries.length;
}

/** The ids "it" had this turn: the object "it" names (the ability's own when none is named) and the ids it had before it moved (CR 400.7, 608.2h). */
function itIds(s: GameState, ctx: HappenedContext): string[] {
  const ids = [ctx.it ?? ctx.sourceId, ...(ctx.itBefore !== undefined ? [ctx.itBefore] : [])];
  // The ids it had before, each old id pointing at the next (GameState.formerIds).
  for (let i = 0; i < ids.length && ids.length < 16; i++) for (const [old, now] of s.formerIds) if (now === ids[i] && !ids.includes(old)) ids.push(old);
  return ids;
}

/** The entry's object as it was is of the kind the condition names (CR 603.10). */
function matches(s: GameState, e: HappenedEntry, read: HappenedReading, ctx: HappenedContext): boolean {
  if (!read.filter) return true;
  if (!e.subject) return false;
  const { obj, view } = e.subject;
  return matchesFilter(obj, view, read.filter, { combat: s.combat, controller: ctx.controller, sourceId: ctx.sourceId, chosen: chosenOf(s, ctx.sourceId) });
}

/** The players the words name, each asked alone (CR 102.2: the engine's game has two players). */
function playersOf(read: HappenedReading, you: PlayerId, that?: PlayerId): (PlayerId | undefined)[] {
  if (read.player === 'you') return [you];
  if (read.player === 'that-player') return [that];
  if (read.player === 'an-opponent') return [otherPlayer(you)];
  if (read.player === 'a-player') return [...PLAYERS];
  return [undefined];
}

/** Whether the condition holds; `undefined` when the engine can't tell. */
export function evaluateHappened(s: GameState, c: Condition, ctx: HappenedContext, itIsSelf = false): boolean | undefined {
  const read = happenedReading(c, itIsSelf);
  if (!read) return undefined;
  // CR 608.2c: "this way" reads the instructions before it as they were followed, all seen by the engine.
  if (read.when === 'this way') {
    if (ctx.wayFrom === undefined) return undefined;
    const n = tally(s, s.history.current, read, read.player === 'you' ? ctx.controller : undefined, ctx);
    return countHolds(n, read.holds) !== read.negated;
  }
  const record = read.when === 'last turn' ? s.history.last : s.history.current;
  // CR 503.1a: "if that player didn't cast a spell this turn": the player whose step began; not named, not told.
  if (read.player === 'that-player' && ctx.player === undefined) return undefined;
  const players = playersOf(read, ctx.controller, ctx.player);
  const unknown = () => (c.kind === 'happened' ? historyUnknown(s, ctx.sourceId, `if ${printEventCondition(c)}`) : undefined);
  // CR 400.7: "~ entered the battlefield / attacked this turn" is about the permanent as this object; one not on the
  // battlefield (a spell, a card in hand) never did as this object.
  const self = s.objects.get(ctx.sourceId);
  if (read.self === 'by' && (read.count === 'entered' || read.count === 'attacked') && self?.zone !== 'battlefield') return read.negated;
  // The turn it entered, kept as it enters (even while its own abilities are looked at as it does).
  if (read.self === 'by' && read.count === 'entered' && self?.enteredTurn !== undefined) return (self.enteredTurn === (read.when === 'this turn' ? s.turn : s.turn - 1)) !== read.negated;
  // CR 500.1: last turn, not seen, is not known.
  if (!record) return unknown();
  const counts = players.map((p) => tally(s, record, read, p, ctx));
  const answer = (ns: readonly number[]) => ns.some((n) => countHolds(n, read.holds as Compared)) !== read.negated;
  const told = answer(counts);
  if (record.whole) return told;
  // Part of the turn unseen: what was seen is known; told only when no more of it before could change the answer.
  for (let i = 0; i < counts.length; i++) {
    for (let more = 1; more <= 64; more++) {
      if (answer(counts.map((n, j) => (j === i ? n + more : n))) !== told) return unknown();
    }
  }
  return told;
}
