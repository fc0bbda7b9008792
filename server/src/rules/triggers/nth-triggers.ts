// Triggers on the how-manieth spell cast or card drawn in a turn (CR 601.2i, 121.1, 603.2): "Whenever you cast your
// third spell each turn", "… your first spell during each opponent's turn", "Whenever an opponent casts their first
// noncreature spell each turn", "Whenever the fourth spell of a turn is cast", "Whenever you draw your second card each
// turn". The count is the turn's history (rules/state/turn-history.ts) up to this event, each spell matched as it was
// cast (603.10); a copy isn't cast (707.10). In a turn the engine didn't see from its beginning (500.1) spells or draws
// before it may be unseen: a count the unseen past could change rests on it (inconclusive), and the ability doesn't fire.

import type { ObjectFilter, PlayerEventKind, TriggerEvent } from '../../model/types';
import type { GameEvent, Outcome } from '../state/events';
import type { GameState, HappenedEntry, PlayerId } from '../state/game-state';
import type { TriggerSource } from '../state/trigger-moment';
import { chosenOf, matchesFilter } from '../state/filters';
import { historyUnknown } from '../state/turn-history';
import { lookupTable } from '../../model/lookup-table';
import { fireTrigger } from './fire-trigger';
import { namesPlayer } from './subjects';

type Event<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;

const NTH: Readonly<Record<string, number>> = lookupTable({ first: 1, second: 2, third: 3, fourth: 4 });

/** The player-event words that are the nth spell cast or card drawn by the player (CR 601.2i, 121.1). */
const NTH_PLAYER_EVENTS: Readonly<Record<string, { what: 'cast' | 'drew'; n: number; filter?: ObjectFilter }>> = lookupTable({
  'cast your first spell each turn': { what: 'cast', n: 1 },
  'cast your second spell each turn': { what: 'cast', n: 2 },
  'cast their second spell each turn': { what: 'cast', n: 2 },
  'cast your first instant or sorcery spell each turn': { what: 'cast', n: 1, filter: { types: [], text: 'instant or sorcery spell', anyOf: [{ types: ['instant'], text: 'instant' }, { types: ['sorcery'], text: 'sorcery' }] } },
  'draw your second card each turn': { what: 'drew', n: 2 },
});

/** Whether the player-event words are an nth-spell or nth-card event this file fires. */
export function nthPlayerEvent(event: PlayerEventKind): boolean {
  return NTH_PLAYER_EVENTS[event] !== undefined;
}

/**
 * Whether the entry `id` is the `n`th of its kind this turn: true or false when the history tells, undefined when the
 * turn wasn't seen from its beginning and earlier entries may be unseen (CR 500.1).
 */
function isNth(s: GameState, what: 'cast' | 'drew', id: string, n: number, counted: (e: HappenedEntry) => boolean): boolean | undefined {
  const r = s.history.current;
  const seen = r.did.filter((e) => e.what === what && counted(e));
  const at = seen.findIndex((e) => e.by === id);
  if (at < 0) return false;
  if (at + 1 > n) return false; // already more than n seen before it: never the nth
  return r.whole ? at + 1 === n : undefined;
}

function matchesAsCast(s: GameState, e: HappenedEntry, filter: ObjectFilter | undefined, src: TriggerSource['src']): boolean {
  if (!filter) return true;
  if (!e.subject) return false;
  return matchesFilter(e.subject.obj, e.subject.view, filter, { combat: s.combat, controller: src.controller, sourceId: src.id, chosen: chosenOf(s, src.id) });
}

function fireNth(s: GameState, out: Outcome, source: TriggerSource, told: boolean | undefined, label: string, player: PlayerId, about?: string): void {
  const { src, name, ref } = source;
  if (told === undefined) historyUnknown(s, src.id, (ref.ability as { text?: string }).text ?? label);
  if (told !== true) return;
  fireTrigger(s, out, src, ref, src.controller, label, name, about ? s.objects.get(about) : undefined, undefined, undefined, player);
}

/** CR 601.2i, 603.2: the nth spell of a kind a player (or any player) cast this turn, as it becomes cast. */
export function nthCastTriggers(s: GameState, out: Outcome, ev: Event<'cast'>, sources: readonly TriggerSource[]): void {
  if (ev.from === 'stack') return; // CR 707.10: a copy isn't cast
  for (const source of sources) {
    const t: TriggerEvent | undefined = source.event;
    const { src } = source;
    if (t?.kind === 'cast-nth') {
      const n = NTH[t.nth];
      if (!n || (!t.passive && !namesPlayer(t.who, ev.player, src.controller))) continue;
      // CR 102.2: "during each opponent's turn" — a turn of the other player; "during your turn" — the controller's.
      if (t.per === "during each opponent's turn" && s.activePlayer === src.controller) continue;
      if (t.per === 'during your turn' && s.activePlayer !== src.controller) continue;
      const told = isNth(s, 'cast', ev.objectId, n, (e) => (t.passive || e.player === ev.player) && matchesAsCast(s, e, t.filter, src));
      fireNth(s, out, source, told, `${ev.player}: ${t.nth} spell`, ev.player, ev.objectId);
    } else if (t?.kind === 'player-event' && NTH_PLAYER_EVENTS[t.event]?.what === 'cast' && namesPlayer(t.who, ev.player, src.controller)) {
      const nth = NTH_PLAYER_EVENTS[t.event]!;
      fireNth(s, out, source, isNth(s, 'cast', ev.objectId, nth.n, (e) => e.player === ev.player && matchesAsCast(s, e, nth.filter, src)), `${ev.player}: ${t.event}`, ev.player, ev.objectId);
    }
  }
}

/** CR 121.1, 603.2: "Whenever you draw your second card each turn". */
export function nthDrawTriggers(s: GameState, out: Outcome, ev: Event<'drew'>, sources: readonly TriggerSource[]): void {
  for (const source of sources) {
    const t = source.event;
    if (t?.kind !== 'player-event' || NTH_PLAYER_EVENTS[t.event]?.what !== 'drew' || !namesPlayer(t.who, ev.player, source.src.controller)) continue;
    const nth = NTH_PLAYER_EVENTS[t.event]!;
    fireNth(s, out, source, isNth(s, 'drew', ev.objectId, nth.n, (e) => e.player === ev.player), `${ev.player}: ${t.event}`, ev.player);
  }
}
