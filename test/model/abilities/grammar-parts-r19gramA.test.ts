// Issue 26, grammar (round nineteen, gramA): conditions, durations and triggers from parts that combine. Invented lines in
// the shapes of real cards': read fully, printed back exactly in both eras; carried out where the engine does it,
// "recognized, not simulated" where it doesn't.

import { describe, it } from 'vitest';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 608.2c: clauses joined by "and", each under its own trailing "if", the second leaving out the verb (and the
  // subject) of the first: "You gain 3 life if … and 2 life if …", "~ deals 2 damage to … if … and 2 damage to … if …"
  // (CR 120.3: one source), "Put a +1/+1 counter on it if … and a loyalty counter on it if …". Carried out where each
  // clause and condition is (test/rules/game/gramA-gapped-conditions.cards).
  [sameInBoth('GramA19 Dawn Mend', 'Instant', 'You gain 3 life if {G} was spent to cast this spell and 2 life if {W} was spent to cast this spell.'), 'mana-spent', true],
  [{ name: 'GramA19 Twin Spout', type: 'Instant', legacy: 'GramA19 Twin Spout deals 2 damage to each creature without flying if {R} was spent to cast this spell and 2 damage to each creature with flying if {G} was spent to cast this spell.', modern: 'This spell deals 2 damage to each creature without flying if {R} was spent to cast this spell and 2 damage to each creature with flying if {G} was spent to cast this spell.' }, 'damage', true],
  [sameInBoth('GramA19 Forge Rite', 'Instant', "Choose target permanent you control. Put a +1/+1 counter on it if it's a creature and a loyalty counter on it if it's a planeswalker."), 'add-counters', undefined],
  [sameInBoth('GramA19 Draw Pair', 'Sorcery', 'You draw two cards if you control an artifact and a card if you control an enchantment.'), 'draw', undefined],
  // CR 503, 614.10, 604.1: "Skip your upkeep step" (a static ability of a permanent), also under a trailing "if" of the
  // game's state; the engine skips only draw and untap steps, and a skip under a condition it doesn't read at all: "Skip
  // your draw step if you have no cards in hand" is recognized, not simulated (it used to be no reading at all).
  [sameInBoth('GramA19 Descent', 'Enchantment', 'Hellbent — Skip your upkeep step if you have no cards in hand.'), 'skip', false],
  [sameInBoth('GramA19 Stall', 'Enchantment', 'Skip your upkeep step.'), 'skip', false],
  [sameInBoth('GramA19 Dry Well', 'Enchantment', 'Skip your draw step if you have no cards in hand.'), 'skip', false],
  // CR 115.1, 608.2c, 603.7c: "the creature you control", "the permanent you don't control", "the creature an opponent
  // controls": one of the targets named before, told apart by the controller words of its target phrase — in an
  // instruction, a replacement's event and a delayed trigger's event. The engine doesn't tell which: not carried out.
  [sameInBoth('GramA19 Grudge Match', 'Instant', 'Target creature you control fights target creature an opponent controls. If the creature an opponent controls would die this turn, exile it instead.'), 'fight', false],
  [sameInBoth('GramA19 Feeding Vine', 'Sorcery', "Target creature you control deals damage equal to its power to target creature you don't control. When the permanent you don't control dies this turn, you gain 2 life."), 'delayed-trigger', false],
  [sameInBoth('GramA19 Bruise Fight', 'Sorcery', 'Target creature you control fights target creature an opponent controls. The creature an opponent controls gets -1/-1 until end of turn.'), 'modify-pt', false],
  [sameInBoth('GramA19 Squire Duel', 'Sorcery', "Choose target creature you control and target creature you don't control. The creature you control gets +2/+1 until end of turn if it's a Knight."), 'modify-pt', false],
  // CR 305.7, 205.1b, 608.2d: "becomes the basic land type of your choice in addition to its/their other types", the
  // duration written first or last (carried out: test/rules/game/gramA-basic-type-addition.cards).
  [sameInBoth('GramA19 Compass', 'Artifact', '{T}: Until end of turn, target land you control becomes the basic land type of your choice in addition to its other types.'), 'become-chosen-type', true],
  [sameInBoth('GramA19 Land Song', 'Sorcery', 'Target land becomes the basic land type of your choice in addition to its other types until end of turn.'), 'become-chosen-type', true],
  // CR 603.7c, 601.2i: "When you cast it / that card this turn, …" after an instruction naming a card: a delayed trigger
  // about that card cast as a spell. Read, not fired by the engine (which doesn't follow the card onto the stack).
  [{ name: 'GramA19 Grave Lich', type: 'Creature — Zombie Wizard', legacy: '{1}: You may cast target creature card in a graveyard this turn. When you cast it this turn, GramA19 Grave Lich gains all activated abilities of that card until end of turn.', modern: '{1}: You may cast target creature card in a graveyard this turn. When you cast it this turn, this creature gains all activated abilities of that card until end of turn.' }, 'delayed-trigger', false],
  [sameInBoth('GramA19 Recall Rite', 'Sorcery', 'You may cast target instant card in your graveyard this turn. When you cast that card this turn, draw a card.'), 'delayed-trigger', false],
  // CR 608.2c, 207.2c: a spell's line opening with "Then" (after an ability word): the next instruction after the line
  // before it (carried out: test/rules/game/gramA-then-line.cards).
  [sameInBoth('GramA19 Old Ways', 'Instant', 'Coven — Then if you control three or more creatures with different powers, you gain 3 life.'), 'conditional', true],
  [sameInBoth('GramA19 Then Draw', 'Sorcery', 'Then draw a card.'), 'draw', true],
  // CR 122.1f: "<player> is poisoned" (one or more poison counters), a player condition like "has one or more poison
  // counters": carried out where that is (test/rules/game/gramA-poisoned.cards); a combat restriction "unless defending
  // player is poisoned" is not.
  [sameInBoth('GramA19 Venom Reader', 'Instant', 'If an opponent is poisoned, you gain 3 life.'), 'player-has', true],
  [{ name: 'GramA19 Throat Hound', type: 'Creature — Horror', legacy: "GramA19 Throat Hound can't attack unless defending player is poisoned.", modern: "This creature can't attack unless defending player is poisoned." }, 'player-has', false],
  // CR 102.3: "choose one of your opponents" — a choice of an opponent, as written. Read, not made by the engine.
  [{ name: 'GramA19 Fickle Fest', type: 'Enchantment', legacy: '{2}: Flip a coin. If you lose the flip, choose one of your opponents. That player gains control of GramA19 Fickle Fest.', modern: '{2}: Flip a coin. If you lose the flip, choose one of your opponents. That player gains control of this enchantment.' }, 'choose', false],
];

describe('grammar parts, round nineteen (gramA)', () => {
  for (const [line, kind, carriedOut] of LINES) it(line.legacy, () => void expectRow(line, kind, carriedOut));
});
