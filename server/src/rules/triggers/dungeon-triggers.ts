// Room abilities (CR 309.4c): "When you move your venture marker into this room, [effect]" — each room of a dungeon
// card in the command zone triggers as its owner's venture marker moves into it (the `ventured` event of
// rules/effects/venture-effects.ts), controlled by the dungeon card's owner, its source the dungeon card. The effect's
// printed words (rules/state/dungeons.ts) are read by the grammar; a room whose words are not read whole or not carried
// out by the engine leaves what follows resting on them.

import type { Ability, Effect } from '../../model/types';
import { parseAbility } from '../../model/abilities/parse-ability';
import type { GameEvent, Outcome } from '../state/events';
import type { GameState, StackAbility } from '../state/game-state';
import { newStackId } from '../state/game-state';
import { dungeonNamed } from '../state/dungeons';
import { msg } from '../../i18n';

const read = new Map<string, Ability>();

/** A room's effect read as the instructions of a resolving ability (read once per text). */
function roomAbility(text: string): Ability {
  let a = read.get(text);
  if (!a) {
    a = parseAbility(text, 0, { cardName: '', faceName: '', typeLine: 'Sorcery' });
    read.set(text, a);
  }
  return a;
}

/** Whether the engine carries out the whole room ability (its words read whole, every effect carried out). */
function carriedOut(a: Ability): boolean {
  return a.kind === 'spell' && a.unmodeled.length === 0 && !a.unsimulated?.length;
}

/** CR 309.4c: the room the venture marker moved into triggers. */
export function dungeonTriggers(s: GameState, out: Outcome, e: GameEvent): void {
  if (e.type !== 'ventured') return;
  const room = dungeonNamed(e.dungeon)?.rooms.find((r) => r.name === e.room);
  if (!room) return;
  const a = roomAbility(room.effect);
  const effects: Effect[] = a.kind === 'spell' ? [...a.effects] : [];
  const entry: StackAbility = {
    kind: 'ability', id: newStackId(s), sourceId: e.objectId, sourceName: e.dungeon, abilityIndex: -1, controller: e.player, effects, targets: [], triggered: true,
    description: `${e.dungeon}: ${e.room} — ${room.effect}`,
    said: msg('rules.trigger.room', { room: e.room, dungeon: e.dungeon, effect: room.effect }),
  };
  if (!carriedOut(a)) {
    out.note({ why: msg('rules.trigger.room-not-carried-out', { room: e.room, dungeon: e.dungeon }), cr: ['309.4c'] });
    (s.unchosenTargets ??= []).push({ sourceName: e.dungeon, text: room.effect, what: 'unknown' });
  }
  s.pendingTriggers.push(entry);
  s.triggerLog.push({ sourceId: e.objectId, cardId: '', cardName: e.dungeon, abilityIndex: -1, event: `room: ${e.room}`, stackId: entry.id });
  out.event({ type: 'triggered', sourceId: e.objectId, cardName: e.dungeon, abilityIndex: -1, stackId: entry.id, trigger: `room (${e.room})`, clause: e.room });
}
