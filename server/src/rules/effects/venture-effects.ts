// Venture into the dungeon (CR 701.49, 309): the player brings a dungeon card they own from outside the game into the
// command zone with their venture marker on its topmost room (309.2a, 309.4a, 701.49a), or moves the marker along an
// arrow to the next room (309.5a, 701.49b), or — from the bottommost room — removes the dungeon from the game,
// completing it (309.7), and starts another (309.5b, 701.49c). Each room entered triggers its room ability
// (309.4c: rules/triggers/dungeon-triggers.ts reads the `ventured` event). The dungeon and the arrow are the player's
// choices (608.2d): a scenario names them (`resolve naming "Lost Mine of Phandelver"`, `naming "Mine Tunnels"`);
// without a name the engine takes the first, noted, and what follows rests on the choice never made.

import type { CopiableValues, GameState, PlayerId } from '../state/game-state';
import type { Outcome } from '../state/events';
import { DUNGEONS, dungeonNamed, ventureMarker, type Dungeon } from '../state/dungeons';
import { freshObject, placeObject } from '../actions/zones';
import { completeDungeon } from '../actions/complete-dungeon';
import type { Cursor, EffectContext } from './effect-context';
import { playersFor } from './effect-context';
import type { Effect } from '../../model/types';
import { msg } from '../../i18n';

/** CR 309.2a, 309.4a: a dungeon card the player chooses from outside the game, into the command zone, marker on top. */
function startDungeon(s: GameState, out: Outcome, p: PlayerId, ctx: EffectContext): void {
  const named = ctx.choices?.cardName !== undefined ? dungeonNamed(ctx.choices.cardName) : undefined;
  const d: Dungeon = named ?? DUNGEONS[0]!;
  if (!named) {
    out.note({ why: msg('rules.effect.dungeon-never-chosen', { player: p, dungeon: d.name }), cr: ['309.2a', '608.2d'] });
    (s.unchosenTargets ??= []).push({ sourceName: ctx.sourceName, text: 'venture into the dungeon', what: 'choice' });
  }
  const span = { start: 0, end: 0 };
  // CR 309.1, 309.2c: a Dungeon card, not a permanent; its room abilities are read as the rooms are entered.
  const values: CopiableValues = {
    name: d.name, manaCost: null, colors: [], supertypes: [], cardTypes: ['Dungeon'], subtypes: [], abilities: [],
    power: null, toughness: null, fromFaceDown: false, label: 'dungeon card (309.1)',
  };
  const card = { name: d.name, nameSpan: span, faces: [], uri: '', span };
  const obj = freshObject(s, { cardId: `d${++s.counters.card}`, card, owner: p, baseValues: values }, 'command');
  obj.controller = p;
  placeObject(s, obj);
  (s.ventures ??= {})[p] = { objectId: obj.id, dungeon: d.name, room: 0 };
  out.event({ type: 'ventured', player: p, objectId: obj.id, dungeon: d.name, room: d.rooms[0]!.name });
}

/** CR 701.49a–c: one player ventures into the dungeon once. */
export function ventureOnce(s: GameState, out: Outcome, p: PlayerId, ctx: EffectContext): void {
  const m = ventureMarker(s, p);
  const d = m ? dungeonNamed(m.dungeon) : undefined;
  if (!m || !d) {
    startDungeon(s, out, p, ctx);
    return;
  }
  const next = d.rooms[m.room]!.next;
  if (next.length === 0) {
    // CR 309.5b, 701.49c: from the bottommost room, the dungeon is completed and another begins.
    completeDungeon(s, out, p);
    startDungeon(s, out, p, ctx);
    return;
  }
  // CR 309.5a, 701.49b: along an arrow; with several, the player chooses one (named by its room).
  const wanted = ctx.choices?.cardName?.trim().toLowerCase();
  let to = next.find((i) => d.rooms[i]!.name.toLowerCase() === wanted);
  if (to === undefined) {
    to = next[0]!;
    if (next.length > 1) {
      out.note({ why: msg('rules.effect.room-never-chosen', { player: p, room: d.rooms[to]!.name }), cr: ['309.5a', '608.2d'] });
      (s.unchosenTargets ??= []).push({ sourceName: ctx.sourceName, text: 'venture into the dungeon', what: 'choice' });
    }
  }
  m.room = to;
  out.event({ type: 'ventured', player: p, objectId: m.objectId, dungeon: d.name, room: d.rooms[to]!.name });
}

/** "Venture into the dungeon" (CR 701.49): the players it names, each once per time (a fixed amount). */
export function ventureAction(s: GameState, out: Outcome, e: Effect & { kind: 'player-action' }, n: number, ctx: EffectContext, cur: Cursor): void {
  for (const p of playersFor(s, e.who ?? 'you', ctx, cur)) for (let k = 0; k < n; k++) ventureOnce(s, out, p, ctx);
}
