// Issue 26, grammar (round fifteen, gramB): replacement, combat and activation parts that combine. An activated
// ability's limit × its words: a timing ("only during your draw step", "any player may … but only during their draw
// step", CR 602.5b, 602.5d, 504.1), where its own object is ("if ~ is on the battlefield or in your graveyard", "if ~ is
// on the stack", CR 400.1: read, not evaluated), what a player did ("if you created a token this turn", CR 111.1: read,
// not evaluated). Invented lines in the shapes of real cards': read fully, printed back exactly in both eras; carried
// out where the engine does it, "recognized, not simulated" where it doesn't.

import { describe, it } from 'vitest';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 602.5b, 602.5d, 504.1: the activating player's own draw step (test/rules/game/gramb-draw-step-activation.cards).
  [sameInBoth('Dawn Well', 'Artifact', 'Pay 1 life: You gain 2 life. Activate only during your draw step.'), 'activate-only', true],
  [sameInBoth('Shared Well', 'Artifact', '{0}: You gain 1 life. Any player may activate this ability but only during their draw step.'), 'activate-only', true],
  // CR 400.1, 113.6: the ability's own object in one of two zones, or on the stack: read, not evaluated (the engine
  // activates abilities of permanents and of cards whose abilities say they work elsewhere, 113.6m).
  [{ name: 'Sky Charm', type: 'Enchantment — Aura', legacy: '{1}{W}: Return Sky Charm to its owner\'s hand. Activate only if Sky Charm is on the battlefield or in your graveyard.', modern: '{1}{W}: Return this Aura to its owner\'s hand. Activate only if this Aura is on the battlefield or in your graveyard.' }, 'activate-only', false],
  [{ name: 'Storm Bolt', type: 'Instant', legacy: '{R}: Storm Bolt deals 1 damage to any target. Any player may activate this ability but only if Storm Bolt is on the stack.', modern: '{R}: This spell deals 1 damage to any target. Any player may activate this ability but only if this spell is on the stack.' }, 'activate-only', false],
  // CR 111.1: a token created this turn (the turn's history of tokens is not kept: read, not evaluated).
  [sameInBoth('Token Idol', 'Artifact', '{T}: Draw a card. Activate only if you created a token this turn.'), 'activate-only', false],
];

describe('shared parts, round fifteen (gramB): read in both eras and printed back exactly', () => {
  for (const [line, kind, carriedOut] of LINES) {
    it(line.legacy, () => {
      expectRow(line, kind, carriedOut);
    });
  }
});
