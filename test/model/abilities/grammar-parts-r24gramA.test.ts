// Issue 26, grammar (round twenty-four, gramA): not-understood "unless …" / "While an opponent …" lines and the object part
// that blocked several of them, grown as parts. Invented lines in the shapes of real cards': read fully, printed back
// exactly in both eras; carried out where the engine does it, "recognized, not simulated" where it doesn't.

import { describe, expect, it } from 'vitest';
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
  // CR 603.2, 113.6k: "This ability triggers only if …" (a limit on triggering at all; read, not carried out); a repeated
  // "if" opens the second condition, which runs to the end: "A or if (B and C)" (CR 603.4).
  [era('GramA24 Quaker', 'Creature — Giant', 'At the beginning of your upkeep, GramA24 Quaker deals 2 damage to each opponent. This ability triggers only if GramA24 Quaker is on the battlefield or if GramA24 Quaker is in your graveyard and you control a Giant.', 'At the beginning of your upkeep, this creature deals 2 damage to each opponent. This ability triggers only if this creature is on the battlefield or if this creature is in your graveyard and you control a Giant.'), 'activate-only', false],
  [era('GramA24 Drummer', 'Creature — Giant', 'Whenever a Giant you control attacks, GramA24 Drummer deals 1 damage to each opponent. This ability triggers only if you control three or more Giants.', 'Whenever a Giant you control attacks, this creature deals 1 damage to each opponent. This ability triggers only if you control three or more Giants.'), 'activate-only', false],
  // CR 201.5, 608.2c, 611.3a: a legendary card's own pronoun for itself, "on him" / "he's" / "on her" / "she's", as "it"
  // (carried out in a static: test/rules/game/r24-gramA-his-pronoun.cards).
  [era('GramA24 Master, Bloom', 'Legendary Planeswalker — Bahamut', "As long as GramA24 Master, Bloom has seven or more loyalty counters on him, he's a 7/7 Dragon God creature with flying and indestructible.", "As long as GramA24 Master, Bloom has seven or more loyalty counters on him, he's a 7/7 Dragon God creature with flying and indestructible."), 'become-type', true],
  [era('GramA24 Queen, Lady', 'Legendary Creature — Human Noble', "As long as GramA24 Queen, Lady has a +1/+1 counter on her, she's a 5/5 Human Noble creature with flying.", "As long as GramA24 Queen, Lady has a +1/+1 counter on her, she's a 5/5 Human Noble creature with flying."), 'become-type', true],
  // CR 118.12, 608.2d, 101.4: "unless any opponent …" (each opponent in turn order may take the offer; paying life or
  // having you do something is not carried out), and "unless <player> has you draw a card" (the player has you do it, a causative of your action).
  [sameInBoth('GramA24 Diplomacy', 'Sorcery', 'Reveal the top three cards of your library. For each of those cards, put that card into your hand unless any opponent pays 3 life. Then exile the rest.'), 'player-does', false],
  // A mana payment offered to any opponent is carried out, each opponent in turn order (rules/effects/apply-effects.ts
  // anyPlayerPays; test/rules/game/r24-gramA-unless-any-opponent.cards).
  [sameInBoth('GramA24 Rhystic Wall', 'Instant', 'Counter target spell unless any opponent pays {1}.'), 'player-does', true],
  [sameInBoth('GramA24 Development', 'Instant', 'Create a 3/1 red Elemental creature token unless any opponent has you draw a card. Repeat this process two more times.'), 'player-does', false],
  [sameInBoth('GramA24 Bargain', 'Instant', 'Counter target spell unless its controller has you draw a card.'), 'player-does', false],
];

/** "A or if B and C" is A or (B and C): the repeated "if" opens the second condition (CR 603.4). */
it('a repeated "if" groups what follows it', () => {
  const a = expectRow(era('GramA24 Quaker', 'Creature — Giant', 'At the beginning of your upkeep, GramA24 Quaker deals 2 damage to each opponent. This ability triggers only if GramA24 Quaker is on the battlefield or if GramA24 Quaker is in your graveyard and you control a Giant.', 'At the beginning of your upkeep, this creature deals 2 damage to each opponent. This ability triggers only if this creature is on the battlefield or if this creature is in your graveyard and you control a Giant.'), 'activate-only');
  const only = 'effects' in a ? a.effects.find((e) => e.kind === 'activate-only') : undefined;
  const c = only?.kind === 'activate-only' && only.limits[0]?.kind === 'if' ? only.limits[0].condition : undefined;
  expect(c?.kind === 'both' && c.op === 'or' && c.ifAgain && c.right.kind === 'both' && c.right.op === 'and').toBe(true);
});

describe('grammar parts, round twenty-four (gramA)', () => {
  for (const [line, kind, carriedOut] of LINES) it(line.legacy, () => void expectRow(line, kind, carriedOut));
});
