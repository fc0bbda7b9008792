// Issue 26, grammar (round twenty-four, gramA): not-understood "unless …" / "While an opponent …" lines and the object part
// that blocked several of them, grown as parts. Invented lines in the shapes of real cards': read fully, printed back
// exactly in both eras; carried out where the engine does it, "recognized, not simulated" where it doesn't.

import { describe, it } from 'vitest';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

const era = (name: string, type: string, legacy: string, modern: string): EraLine => ({ name, type, legacy, modern });

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 118.12, 603.7a: "unless they pay {2} before that step" after a delayed trigger's time: the offer stands until that
  // step begins (the player may pay any time before it), which the engine doesn't make: read, not simulated.
  [era('GramA24 Asp', 'Creature — Snake', 'Whenever GramA24 Asp deals combat damage to a player, that player loses 2 life at the beginning of their next draw step unless they pay {2} before that step.', 'Whenever this creature deals combat damage to a player, that player loses 2 life at the beginning of their next draw step unless they pay {2} before that step.'), 'player-does', false],
  [era('GramA24 Viper', 'Creature — Snake', 'Whenever GramA24 Viper deals damage to a player, that player loses 1 life at the beginning of their next draw step unless they pay {1} before that draw step.', 'Whenever this creature deals damage to a player, that player loses 1 life at the beginning of their next draw step unless they pay {1} before that draw step.'), 'player-does', false],
  // A sibling: another instruction, another step, another payment (life).
  [era('GramA24 Toll', 'Creature — Human', 'Whenever GramA24 Toll deals combat damage to a player, you draw a card at the beginning of the next end step unless that player pays 3 life before that step.', 'Whenever this creature deals combat damage to a player, you draw a card at the beginning of the next end step unless that player pays 3 life before that step.'), 'delayed-trigger', false],
  // CR 404.2: a graveyard keeps its order, so "the top creature card of your graveyard" is one card (the engine doesn't
  // follow a graveyard's order: not carried out).
  [era('GramA24 Vultures', 'Creature — Bird', 'At the beginning of your upkeep, sacrifice GramA24 Vultures unless you exile the top creature card of your graveyard.', 'At the beginning of your upkeep, sacrifice this creature unless you exile the top creature card of your graveyard.'), 'graveyard-top', false],
  [sameInBoth('GramA24 Shallow Grave', 'Instant', 'Return the top creature card of your graveyard to the battlefield. That creature gains haste until end of turn.'), 'graveyard-top', false],
  [era('GramA24 Bone Dancer', 'Creature — Zombie', "Whenever GramA24 Bone Dancer attacks and isn't blocked, you may put the top creature card of defending player's graveyard onto the battlefield under your control.", "Whenever this creature attacks and isn't blocked, you may put the top creature card of defending player's graveyard onto the battlefield under your control."), 'graveyard-top', false],
  [sameInBoth('GramA24 Grave Robbery', 'Sorcery', "Return the top card of target player's graveyard to its owner's hand."), 'graveyard-top', false],
  [sameInBoth('GramA24 Sift', 'Sorcery', "Exile the top artifact or creature card of each opponent's graveyard."), 'graveyard-top', false],
  // As an activation cost (CR 602.1a, 118.3): read; the engine's cost reader doesn't pay it, so it refuses the activation.
  [era('GramA24 Scavengers', 'Creature — Zombie', 'Exile the top creature card of your graveyard: Regenerate GramA24 Scavengers.', 'Exile the top creature card of your graveyard: Regenerate this creature.'), 'graveyard-top', false],
  // CR 601.2c, 602.2b, 205.3m: the Flagbearer requirement on an opponent's choice of targets (read, not carried out).
  [sameInBoth('GramA24 Flag', 'Enchantment — Aura', 'While an opponent is choosing targets as part of casting a spell they control or activating an ability they control, that player must choose at least one Flagbearer on the battlefield if able.'), 'rule', false],
];

describe('grammar parts, round twenty-four (gramA)', () => {
  for (const [line, kind, carriedOut] of LINES) it(line.legacy, () => void expectRow(line, kind, carriedOut));
});
