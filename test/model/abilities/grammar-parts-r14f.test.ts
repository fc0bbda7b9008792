// Issue 26, grammar (round fourteen, gramF): parts of real rules text whose only unread line opens with a player subject —
// "You and <objects> you control have/gain <keywords>" (the player named with the objects, one plural subject; CR 702.11c,
// 702.16b, 611.3a) and what a player skips as typed parts, "[next] <step or phase> [this turn]" or their next turn(s)
// (CR 500.11, 614.10), and "can't gain life / play lands [this turn | for the rest of the game]" (CR 119.7, 305.1, 611.2a), and "<player> loses all unspent mana" (CR 106.4). Invented lines in the shapes of real cards': read fully, printed back exactly in both eras;
// carried out where the engine does it, "recognized, not simulated" where it doesn't.

import { describe, it } from 'vitest';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean][] = [
  // CR 702.11c, 611.3a: the player and the objects both have hexproof (the player's share not carried out by this path).
  [sameInBoth('Gramf Warden', 'Legendary Creature — Angel', 'You and Elves you control have hexproof.'), 'gain-keyword', false],
  // CR 702.16b: protection for the player and the objects (not carried out).
  [sameInBoth('Gramf Aegis', 'Enchantment', 'You and artifacts you control have protection from the chosen color.'), 'gain-keyword', false],
  // CR 702.11c, 611.2a: a grant until end of turn to the player and the objects, "gain" (plural verb; not carried out).
  [sameInBoth('Gramf Veil', 'Instant', 'You and creatures you control gain hexproof until end of turn.'), 'gain-keyword', false],
  // CR 702.16b, 608.2c: "each" after the player and one target ("you and target permanent you control each gain …").
  [sameInBoth('Gramf Refuge', 'Instant', 'You and target creature you control each gain protection from the chosen player until end of turn.'), 'gain-keyword', false],
  // CR 500.11, 614.10: the next combat phase of the current turn, skipped (not carried out).
  [sameInBoth('Gramf Hush', 'Instant', 'Target opponent skips their next combat phase this turn.'), 'skip', false],
  // CR 500.11: a player's next upkeep (not carried out).
  [sameInBoth('Gramf Lull', 'Sorcery', 'Each opponent skips their next upkeep.'), 'skip', false],
  // CR 500.11: a player's next two turns (not carried out).
  [{ name: 'Gramf Glutton', type: 'Creature — Leviathan', legacy: 'When Gramf Glutton enters the battlefield, you skip your next two turns.', modern: 'When this creature enters, you skip your next two turns.' }, 'skip', false],
  // CR 500.11, 614.10a: "next draw step" is carried out (rules/effects/turn-effects.ts) — the same parts, another step.
  [sameInBoth('Gramf Stall', 'Sorcery', 'Target player skips their next draw step.'), 'skip', true],
  // CR 119.7, 611.2a: a player who can't gain life for the rest of the game (a time the engine doesn't keep: not carried out).
  [{ name: 'Gramf Scourge', type: 'Creature — Horror', legacy: "Whenever Gramf Scourge deals combat damage to a player, that player can't gain life for the rest of the game.", modern: "Whenever this creature deals combat damage to a player, that player can't gain life for the rest of the game." }, 'player-restriction', false],
  // CR 305.1, 101.2: the same times for "can't play lands" (not carried out).
  [sameInBoth('Gramf Quake', 'Sorcery', "Target player can't play lands for the rest of the game."), 'player-restriction', false],
  // CR 119.7: with no time, a static restriction is carried out (rules/queries/player-restrictions.ts).
  [sameInBoth('Gramf Blight', 'Enchantment', "Your opponents can't gain life."), 'player-restriction', true],
  // CR 106.4: each player loses the mana in their pool now (not carried out).
  [sameInBoth('Gramf Drain', 'Sorcery', 'Return all creatures to their owners\' hands. Each player loses all unspent mana.'), 'player-action', false],
];

describe('grammar parts, round fourteen (gramF): "You and …" subjects and skipped parts', () => {
  for (const [line, kind, carried] of LINES) it(line.legacy, () => { expectRow(line, kind, carried); });
});
