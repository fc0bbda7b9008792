// Issue 26, grammar (round twenty-three, gramB): "Repeat this process until …" with its own stop condition (CR 608.2c:
// model/abilities/repeat-until.ts — no player doing a thing any more, both coins on one side on the same flip (705.2),
// every card exiled this way chosen); "Starting with you, each player …" before any instruction of each player (CR 101.4:
// turn order, starting with you; never carried out, as the engine doesn't order the players); the number of players
// "who investigated / sacrificed a creature / discarded a card this way" (CR 608.2c, 701.16a, 701.21a, 701.9a).
// Invented lines in the shapes of real cards': read fully, printed back exactly in both eras, "recognized, not simulated".

import { describe, it } from 'vitest';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 608.2c: the process repeated until a stop condition holds (recognized, not simulated).
  [sameInBoth('GramB23 Eureka Moment', 'Sorcery', 'Starting with you, each player may put a permanent card from their hand onto the battlefield. Repeat this process until no one puts a card onto the battlefield.'), 'repeat-process', false],
  [sameInBoth('GramB23 Vermin Pact', 'Sorcery', 'Starting with you, each player may pay any amount of life. Repeat this process until no one pays life. Each player creates a 1/1 black Rat creature token for each 1 life they paid this way.'), 'repeat-process', false],
  [{ name: 'GramB23 Coin Clash', type: 'Sorcery', legacy: "You and target opponent each flip a coin. GramB23 Coin Clash deals 1 damage to each player whose coin comes up tails. Repeat this process until both players' coins come up heads on the same flip.", modern: "You and target opponent each flip a coin. This spell deals 1 damage to each player whose coin comes up tails. Repeat this process until both players' coins come up heads on the same flip." }, 'repeat-process', false],
  [sameInBoth('GramB23 Tails Clash', 'Sorcery', "Each player loses 1 life. Repeat this process until both players' coins come up tails on the same flip."), 'repeat-process', false],
  // CR 608.2c: the first of two stop conditions ("…, whichever comes first"); the process again for other kinds ("for an
  // enchantment and a planeswalker", "for artifacts and creatures") (recognized, not simulated).
  [sameInBoth('GramB23 Pact', 'Instant', 'Exile the top card of your library. You may put that card into your hand unless it has the same name as another card exiled this way. Repeat this process until you put a card into your hand or you exile two cards with the same name, whichever comes first.'), 'repeat-process', false],
  [sameInBoth('GramB23 Despair', 'Sorcery', "Target opponent sacrifices a creature. If they can't, they lose 2 life and you draw a card. Then repeat this process for an enchantment and a planeswalker."), 'repeat-process', false],
  [sameInBoth('GramB23 Toll', 'Sorcery', 'Target opponent sacrifices a creature. Repeat this process for an artifact and an enchantment.'), 'repeat-process', false],
  [sameInBoth('GramB23 Balance', 'Sorcery', 'Each player sacrifices a land. Repeat this process for artifacts and creatures.'), 'repeat-process', false],
  // CR 101.4: "Starting with you, each player …" — an instruction the engine carries out for each player at once is not
  // carried out in turn order (the draw alone is: this row fails if effect-descriptors.ts forgets the order).
  [sameInBoth('GramB23 Round Table', 'Sorcery', 'Starting with you, each player draws a card.'), 'draw', false],
  [sameInBoth('GramB23 Round Sacrifice', 'Sorcery', 'Starting with you, each player sacrifices a creature.'), 'zone-change', false],
  // After a trigger's comma, written in lower case.
  [sameInBoth('GramB23 Round Keeper', 'Enchantment', 'At the beginning of your upkeep, starting with you, each player may sacrifice a creature.'), 'optional', false],
  [{ name: 'GramB23 Round Greeter', type: 'Creature — Human', legacy: 'When GramB23 Round Greeter enters the battlefield, starting with you, each player draws a card.', modern: 'When this creature enters, starting with you, each player draws a card.' }, 'draw', false],
  // CR 608.2c, 701.16a: the players who did what an earlier instruction offered them, counted (recognized, not simulated).
  [{ name: 'GramB23 Wise One', type: 'Creature — Human Wizard', legacy: 'When GramB23 Wise One enters the battlefield, each opponent may investigate. You investigate X times, where X is one plus the number of opponents who investigated this way.', modern: 'When this creature enters, each opponent may investigate. You investigate X times, where X is one plus the number of opponents who investigated this way.' }, 'players', false],
  [sameInBoth('GramB23 Tithe', 'Sorcery', 'Each opponent may sacrifice a creature. Draw a card for each opponent who sacrificed a creature this way.'), 'players', false],
  [sameInBoth('GramB23 Tithe of Cards', 'Sorcery', 'Each player may discard a card. You gain life equal to the number of players who discarded a card this way.'), 'players', false],
];

describe('grammar parts, round twenty-three (gramB)', () => {
  for (const [line, kind, carriedOut] of LINES) it(line.legacy, () => void expectRow(line, kind, carriedOut));
});
