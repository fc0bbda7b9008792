// Issue 26, grammar (round twenty-one, gramA): condition parts that combine — a subject × a predicate × a comparison —
// for the not-understood "if …" / "unless …" / "as long as …" lines. Invented lines in the shapes of real cards': read
// fully, printed back exactly in both eras; carried out where the engine does it, "recognized, not simulated" where it
// doesn't.

import { describe, it } from 'vitest';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

const era = (name: string, type: string, legacy: string, modern: string): EraLine => ({ name, type, legacy, modern });

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 105.1, 105.2: an object sharing a color with the most common color among all permanents, after "if" and "unless".
  [sameInBoth('GramA21 Color Sweep', 'Instant', 'Return target creature to its owner\'s hand if that creature shares a color with the most common color among all permanents or a color tied for most common.'), 'shares-common-color', undefined],
  [sameInBoth('GramA21 Common Ward', 'Enchantment — Aura', 'Enchanted creature gets +2/+2 unless it shares a color with the most common color among all permanents or a color tied for most common.'), 'shares-common-color', false],
  // CR 107.3, 202.1, 602.1a: a symbol in the cost of the spell or ability named before, either of two costs (not evaluated).
  [sameInBoth('GramA21 X Echo', 'Enchantment', "Whenever you cast an instant or sorcery spell or activate an ability, if that spell's mana cost or that ability's activation cost contains {X}, you gain 2 life."), 'cost-contains', false],
  [sameInBoth('GramA21 X Hunter', 'Enchantment', "Whenever you cast a creature spell, if that spell's mana cost contains {X}, draw a card."), 'cost-contains', false],
  // CR 500.1, 603.4: an object's status as the turn began (not kept by the engine).
  [era('GramA21 Dreamer', 'Creature — Human Wizard', 'At the beginning of your upkeep, if GramA21 Dreamer started the turn untapped, put a +1/+1 counter on it.', 'At the beginning of your upkeep, if this creature started the turn untapped, put a +1/+1 counter on it.'), 'started-turn', false],
  // CR 508.1b: how many of the attacking creatures a trigger named attack whom (not evaluated).
  [sameInBoth('GramA21 Diplomat', 'Enchantment', 'Whenever an opponent attacks with creatures, if two or more of those creatures are attacking you and/or planeswalkers you control, you gain 2 life.'), 'those-attacking', false],
  [sameInBoth('GramA21 Lone Envoy', 'Enchantment', 'Whenever an opponent attacks with creatures, if exactly one of those creatures is attacking you, draw a card.'), 'those-attacking', false],
  // CR 107.1, 119.1: the difference between two quantities, another player's life total (not counted by the engine).
  [sameInBoth('GramA21 Life Swap', 'Sorcery', "If the difference between your life total and target player's life total is 10 or less, exchange life totals with that player."), 'difference-between', false],
  [sameInBoth('GramA21 Life Check', 'Sorcery', "If target opponent's life total is 5 or less, you draw two cards."), 'player-life', false],
  // CR 107.1, 106.4: "equal to" a quantity; the mana in your mana pool (not counted by the engine).
  [sameInBoth('GramA21 Mana Razor', 'Creature — Elf', '{T}: Destroy target artifact if its mana value is equal to the amount of unspent mana you have.'), 'unspent-mana', false],
  // CR 107.1, 402.1: "equal to" a quantity the engine counts: the cards in your hand (carried out).
  [sameInBoth('GramA21 Hand Razor', 'Creature — Elf', '{T}: Destroy target artifact if its mana value is equal to the number of cards in your hand.'), 'compare', undefined],
  // CR 201.2: the same name as one of the objects of a kind, written in the plural (not evaluated).
  [sameInBoth('GramA21 Name Echo', 'Artifact', 'Whenever you cast a spell, if it has the same name as one of the cards exiled with GramA21 Name Echo, draw a card.'), 'same-as', false],
  [sameInBoth('GramA21 Grave Echo', 'Artifact', "Whenever you cast a spell, if it doesn't have the same name as one of the cards in your graveyard, you gain 1 life."), 'same-as', false],
  // CR 107.4h, 601.2h: snow mana of one of the spell's colors (which sources were snow is not kept).
  [era('GramA21 Outrider', 'Creature — Human Warrior', "Whenever you cast a creature spell, if {S} of any of that spell's colors was spent to cast it, you gain 1 life.", "Whenever you cast a creature spell, if {S} of any of that spell's colors was spent to cast it, you gain 1 life."), 'mana-spent', false],
  // CR 601.2, 701.6a: spells whose own words say when, countered by what (not evaluated).
  [sameInBoth('GramA21 Counter Trap', 'Instant', "If a creature spell you cast this turn was countered by a spell or ability an opponent controlled, you may pay {0} rather than pay this spell's mana cost."), 'happened', false],
  [sameInBoth('GramA21 Late Trap', 'Instant', 'If an instant spell you cast this turn was countered by a spell or ability an opponent controlled, draw two cards.'), 'happened', false],
  // CR 118.12: "unless <a player> pays {B} or {3}": either of two mana costs, the payer's choice (not carried out, as
  // "{1} or 1 life" isn't).
  [sameInBoth('GramA21 Hex', 'Enchantment', 'At the beginning of your upkeep, for each player, GramA21 Hex deals 1 damage to that player unless they pay {B} or {3}.'), 'pay-mana', false],
  [sameInBoth('GramA21 Thrull Mage', 'Creature — Thrull', "{1}{B}: Counter target black spell unless that spell's controller pays {B} or {3}."), 'pay-mana', false],
  [sameInBoth('GramA21 Toll', 'Sorcery', 'Sacrifice a creature unless you pay {W} or {2}.'), 'pay-mana', false],
  // CR 609.4b, 611.2a: a permission to spend mana of one color as though any color, from a resolving spell, lasting as
  // stated (read, not carried out).
  [sameInBoth('GramA21 White Dawn', 'Sorcery', 'Until end of turn, you may spend white mana as though it were mana of any color. Draw a card.'), 'spend-mana-as-any', false],
  // CR 202.3, 608.2c: how many different values among the cards an earlier instruction revealed (not evaluated).
  [sameInBoth('GramA21 Seer', 'Creature — Sphinx', 'Whenever GramA21 Seer deals combat damage to a player, you may reveal your hand. If cards with at least five different mana values are revealed this way, draw a card.'), 'distinct-this-way', false],
];

describe('grammar parts, round twenty-one (gramA)', () => {
  for (const [line, kind, carriedOut] of LINES) it(line.legacy, () => void expectRow(line, kind, carriedOut));
});
