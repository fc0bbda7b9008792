// Which cards were taken from a library whose order rests on a choice never made — a shuffle (CR 701.24a), a scry
// (701.22a) — is unknown; how many were taken is not (a draw takes one card whichever it is, 121.1). An answer rests on
// that order only when it could tell the cards apart: it names one of the cards that could have been taken, or asks
// anything but how many cards are in a zone. Once something happened that could read those cards — a step other than
// moving through the turn or resolving a spell that only draws and scries, an event about one of them other than being
// drawn, a trigger, a reveal, another spell or ability resolving, or a permanent whose ability triggers on drawing —
// every later answer rests on the order
// (`unchosenTargets` loses its `identity`). Cards a player chose from their hand or graveyard with no step choosing
// (a discard, CR 701.9a, 608.2d) are kept the same way: which cards rests on the choice, how many doesn't.

import type { Step } from '../../../../grammar/src/ast';
import type { Effect } from '../../model/types';
import type { GameEvent } from '../state/events';
import type { GameState } from '../state/game-state';
import { battlefieldObjects } from '../state/game-state';
import { computeCharacteristics } from '../layers';

/** Steps that only move through the turn (CR 500): they read no card a draw took, unless their events do. */
const TURN_STEPS = new Set<Step['kind']>(['move-to-step', 'pass-priority', 'end-turn']);

/** Events that could read a card or act on what it is (a trigger, a reveal, casting, resolving). */
const READING_EVENTS = new Set<string>(['triggered', 'revealed', 'cast', 'resolved', 'activated', 'manifested', 'manifested-dread']);

/** CR 603.2, 603.4: a permanent whose ability triggers on drawing could look at the card drawn, even without triggering. */
function drawTriggerOnBattlefield(s: GameState): boolean {
  return battlefieldObjects(s).some((o) => computeCharacteristics(s, o).abilities.some((r) => r.ability.kind === 'triggered' && r.ability.event.kind === 'player-event' && /draw/.test(r.ability.event.event)));
}

/** Whether event `e` could read one of the cards named `names` (anything but drawing it or putting it into a library). */
function reads(e: GameEvent, names: ReadonlySet<string>): boolean {
  if (READING_EVENTS.has(e.type)) return true;
  const name = (e as { cardName?: string }).cardName;
  if (name === undefined || !names.has(name)) return false;
  // Drawn (121.1), or put into a library whole with its zone by a blind instruction (701.24a: no card is read).
  return !(e.type === 'zone-changed' && ((e.from === 'library' && e.to === 'hand') || e.to === 'library'));
}

/** Instructions that read no card a draw takes: you draw a fixed number, you scry (CR 121.1, 701.22a), a player's whole
 * hand or graveyard shuffled into their library (701.24a: every card of the zone, whichever it is). */
function blind(e: Effect): boolean {
  if (e.kind === 'shuffle-zones') return true;
  if (e.kind === 'draw') return (e.who === undefined || e.who === 'you') && !e.countIsX && !e.equalTo && !e.thatMany;
  return e.kind === 'player-action' && e.action === 'scry' && e.amount.kind === 'fixed' && !e.who;
}

/** Whether the spell or ability on top of the stack only draws and scries ("Scry 2. Draw a card."): resolving it reads no card it draws. */
export function resolvingIsBlind(s: GameState): boolean {
  const top = s.stack[s.stack.length - 1];
  if (!top) return false;
  if (top.kind === 'ability') return top.effects.length > 0 && top.effects.every(blind);
  const o = s.objects.get(top.id);
  if (!o) return false;
  const effects = computeCharacteristics(s, o).abilities.flatMap((r) => (r.ability.kind === 'spell' ? r.ability.effects ?? [] : []));
  return effects.length > 0 && effects.every(blind);
}

/**
 * After a step: the order-resting takes whose cards that step could have read rest every later answer on the order.
 * `blindResolve`: the step resolved a spell or ability that only draws and scries (resolvingIsBlind, before it).
 */
export function afterStep(s: GameState, step: Step, events: readonly GameEvent[], blindResolve = false): void {
  const turnLike = TURN_STEPS.has(step.kind) || (blindResolve && step.kind === 'resolve' && !step.all && !step.choices);
  for (const u of s.unchosenTargets ?? []) {
    if (!u.identity) continue;
    // CR 608.2d: cards chosen in this step (a discard): moving them is no reading of them; a trigger could read them.
    if (u.fresh) {
      delete u.fresh;
      if (events.some((e) => e.type === 'triggered')) delete u.identity;
      continue;
    }
    const names = new Set(u.identity);
    const drew = events.some((e) => e.type === 'drew');
    const read = events.some((e) => !(blindResolve && e.type === 'resolved') && reads(e, names));
    if (!turnLike || read || (drew && drawTriggerOnBattlefield(s))) delete u.identity;
  }
}

/**
 * Whether an answer rests on the order of a take recorded with `identity` (the card names that could have been taken):
 * a `narrow` answer — about named objects, or how many cards are in a zone — only when it names one of those cards;
 * any other answer always.
 */
export function restsOnIdentity(identity: readonly string[], names: readonly string[], narrow: boolean): boolean {
  return !narrow || names.some((n) => identity.includes(n));
}
