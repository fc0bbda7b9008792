// Dungeons (CR 309) as data: the three dungeon cards of 2022 (Adventures in the Forgotten Realms), each a series of
// rooms connected by arrows (309.4). A room's name is flavor text (309.4b); its room ability is "When you move your
// venture marker into this room, [effect]" (309.4c), the effect's words printed below, read by the grammar as the room
// triggers (rules/triggers/dungeon-triggers.ts). The topmost room is the first (309.4a); the bottommost has no arrow.
// Where a player's venture marker is (309.4) is `GameState.ventures`.

import type { GameState, PlayerId } from './game-state';

export interface DungeonRoom {
  /** The room's name (flavor text, CR 309.4b; a scenario's `naming "…"` chooses an arrow by it, 309.5a). */
  readonly name: string;
  /** The room ability's effect as printed (CR 309.4c). */
  readonly effect: string;
  /** The rooms the arrows pointing away from this one lead to, by index (CR 309.5a); none: the bottommost room. */
  readonly next: readonly number[];
}

export interface Dungeon {
  readonly name: string;
  readonly rooms: readonly DungeonRoom[];
}

const room = (name: string, effect: string, ...next: number[]): DungeonRoom => ({ name, effect, next });

/** The dungeon cards a player may choose from outside the game (CR 309.2a, 701.49a), in a fixed order. */
export const DUNGEONS: readonly Dungeon[] = [
  {
    name: 'Lost Mine of Phandelver',
    rooms: [
      room('Cave Entrance', 'Scry 1.', 1, 2),
      room('Goblin Lair', 'Create a 1/1 red Goblin creature token.', 3, 4),
      room('Mine Tunnels', 'Create a Treasure token.', 4, 5),
      room('Storeroom', 'Put a +1/+1 counter on target creature.', 6),
      room('Dark Pool', 'Each opponent loses 1 life and you gain 1 life.', 6),
      room('Fungi Cavern', 'Target creature gets -4/-0 until your next turn.', 6),
      room('Temple of Dumathoin', 'Draw a card.'),
    ],
  },
  {
    name: 'Tomb of Annihilation',
    rooms: [
      room('Trapped Entry', 'Each player loses 1 life.', 1, 2),
      room('Veils of Fear', 'Each player loses 2 life unless they discard a card.', 3),
      room('Oubliette', 'Discard a card and sacrifice an artifact, a creature, and a land.', 4),
      room('Sandfall Cell', 'Each player loses 2 life unless they sacrifice an artifact, a creature, or a land.', 4),
      room('Cradle of the Death God', 'Create The Atropal, a legendary 4/4 black God Horror creature token with deathtouch.'),
    ],
  },
  {
    name: 'Dungeon of the Mad Mage',
    rooms: [
      room('Yawning Portal', 'You gain 1 life.', 1),
      room('Dungeon Level', 'Scry 1.', 2, 3),
      room('Goblin Bazaar', 'Create a Treasure token.', 4),
      room('Twisted Caverns', "Target creature can't attack until your next turn.", 4),
      room('Lost Level', 'Scry 2.', 5, 6),
      room('Runestone Caverns', 'Exile the top two cards of your library. You may play them.', 7),
      room("Muiral's Graveyard", 'Create two 1/1 black Skeleton creature tokens.', 7),
      room('Deep Mines', 'Scry 3.', 8),
      room("Mad Wizard's Lair", 'Draw three cards and reveal them. You may cast one of them without paying its mana cost.'),
    ],
  },
];

/** The dungeon card of that name (case-insensitive), if any. */
export function dungeonNamed(name: string): Dungeon | undefined {
  const n = name.trim().toLowerCase();
  return DUNGEONS.find((d) => d.name.toLowerCase() === n);
}

/** Where a player's venture marker is (CR 309.4): the dungeon card in the command zone they own, and its room. */
export interface VentureMarker {
  /** The dungeon card's object in the command zone (CR 309.2b). */
  objectId: string;
  dungeon: string;
  room: number;
}

/** The player's venture marker, if they own a dungeon card in the command zone (CR 309.3: at most one). */
export function ventureMarker(s: GameState, p: PlayerId): VentureMarker | undefined {
  const m = s.ventures?.[p];
  return m && s.objects.has(m.objectId) ? m : undefined;
}

/** Whether the marker is on its dungeon's bottommost room (CR 309.5b, 309.6). */
export function onBottommostRoom(m: VentureMarker): boolean {
  const d = dungeonNamed(m.dungeon);
  return !!d && d.rooms[m.room]!.next.length === 0;
}
