// Issue 26, grammar (round nineteen, gramB): damage, combat and replacement parts that combine. Any targets counted by X
// or "other" ("each of X targets", "each of up to two other targets", CR 107.3a, 115.3, 601.2c); excess damage dealt to
// another player instead (CR 120.4a); what can't be attached to an object ("can't be equipped", "can't be enchanted by
// other Auras", CR 701.3b, 704.5m–n); who chooses how creatures block (CR 509.1a, 101.1); what an object didn't do this
// turn ("that didn't attack this turn", CR 508.1), also of the objects named before; "Activate only before combat" (CR
// 602.5b, 500.1, 506.1). Invented lines in the shapes of real cards': read fully, printed back exactly in both eras;
// carried out where the engine does it, "recognized, not simulated" where it doesn't.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 107.3a, 601.2c: "each of X targets" (the engine takes one target of an "any target" phrase: not carried out).
  [sameInBoth('GramB19 Firestorm Rite', 'Instant', 'GramB19 Firestorm Rite deals X damage to each of X targets.'), 'damage', false],
  // CR 115.3, 601.2c: "up to two other targets": other than the target the first phrase chose (not carried out).
  [{ name: 'GramB19 Maw Dragon', type: 'Creature — Dragon', legacy: 'Whenever GramB19 Maw Dragon attacks, it deals 4 damage to any target and 3 damage to each of up to two other targets.', modern: 'Whenever this creature attacks, it deals 4 damage to any target and 3 damage to each of up to two other targets.' }, 'damage', false],
  [sameInBoth('GramB19 Twin Sparks', 'Sorcery', 'GramB19 Twin Sparks deals 1 damage to any target and 2 damage to each of two other targets.'), 'damage', false],
  // CR 120.4a: the damage beyond lethal dealt to another player instead (read, not carried out).
  [sameInBoth('GramB19 Spill', 'Instant', "GramB19 Spill deals 4 damage to target creature. Excess damage is dealt to that creature's controller instead."), 'excess-damage', false],
  // CR 701.3b, 704.5m–n: what can't become attached to an object (read, not carried out).
  [{ name: 'GramB19 Brawler', type: 'Creature — Goblin Warrior', legacy: "GramB19 Brawler can't be equipped.", modern: "This creature can't be equipped." }, 'restriction', false],
  [sameInBoth('GramB19 Null Aura', 'Enchantment — Aura', "Enchanted creature can't be the target of spells and can't be enchanted by other Auras."), 'restriction', false],
  [sameInBoth('GramB19 Hallowed Ground', 'Enchantment — Aura', "Enchanted land has indestructible and can't be enchanted by other Auras."), 'restriction', false],
  // CR 509.1a, 101.1: a player other than the defending player chooses how creatures block (read, not carried out).
  [sameInBoth('GramB19 Battle Plans', 'Enchantment', 'The attacking player chooses how each creature blocks each combat.'), 'choose-blocks', false],
  [sameInBoth('GramB19 Warlord', 'Creature — Human Warrior', '{3}{R}: Creatures your opponents control block this turn if able, and you choose how those creatures block.'), 'choose-blocks', false],
  [sameInBoth('GramB19 Tactician', 'Sorcery', 'Target opponent chooses how creatures you control block this combat.'), 'choose-blocks', false],
  // CR 508.1, 608.2c: "that didn't attack this turn", of a kind or of the objects named before (not matched by the engine).
  [sameInBoth('GramB19 Siren Song', 'Instant', "At the beginning of the next end step, destroy all non-Wall creatures target player controls that didn't attack this turn."), 'delayed-trigger', false],
  [sameInBoth('GramB19 Goading Imp', 'Creature — Imp', "{T}: Creatures the active player controls attack this turn if able. At the beginning of the next end step, destroy each of those creatures that didn't attack this turn. Activate only during an opponent's turn and only before combat."), 'activate-only', false],
  // CR 602.5b, 500.1, 506.1: "only before combat" is told by the engine (test/rules/game/gramB-before-combat.cards).
  [sameInBoth('GramB19 Drill Horn', 'Artifact', 'Pay 1 life: You gain 2 life. Activate only before combat.'), 'activate-only', true],
  // CR 611.2a, 509.1c: a sentence-wide "until end of turn" over a clause that says "this turn" itself (carried out:
  // test/rules/game/gramB-lure-until-eot.cards).
  [sameInBoth('GramB19 Hunted Roar', 'Sorcery', 'Until end of turn, target creature gets +6/+6 and gains trample, and all creatures able to block it this turn do so.'), 'must-be-blocked', true],
  // CR 608.2c: "that nonland permanent card": the card named before, by its kind (carried out as "that card").
  [{ name: 'GramB19 Shepherd', type: 'Creature — Angel', legacy: 'Whenever a land enters the battlefield under your control, you may return target nonland permanent card from your graveyard to your hand. If that land is a Plains, you may return that nonland permanent card to the battlefield instead.', modern: 'Whenever a land you control enters, you may return target nonland permanent card from your graveyard to your hand. If that land is a Plains, you may return that nonland permanent card to the battlefield instead.' }, 'zone-change', true],
  // CR 614.1a, 608.2c: an instruction and a replacement joined by "and if" in one sentence (carried out:
  // test/rules/game/gramB-and-if-instead.cards).
  [sameInBoth('GramB19 Kicked Lava', 'Instant', "GramB19 Kicked Lava deals 2 damage to any target. If this spell was kicked, that creature can't be regenerated this turn and if it would die this turn, exile it instead."), 'instead', true],
  [sameInBoth('GramB19 Scald', 'Instant', "GramB19 Scald deals 3 damage to target creature. That creature can't be regenerated this turn and if it would die this turn, exile it instead."), 'instead', true],
  // CR 603.7b: "This turn, whenever …": a delayed trigger until the turn ends, written so (the same as "Until end of turn, whenever …").
  [sameInBoth('GramB19 Harsh Verdict', 'Instant', 'This turn, whenever an attacking creature deals combat damage to you, it deals that much damage to its controller.'), 'delayed-trigger', false],
  [sameInBoth('GramB19 Wake Rite', 'Instant', 'This turn, whenever a creature dies, you gain 1 life.'), 'delayed-trigger', true],
  // CR 614.1a, 110.2: objects entering or created under an opponent's control enter or are created under yours instead (read, not carried out).
  [{ name: 'GramB19 Specimens', type: 'Instant', legacy: "If a creature would enter the battlefield under an opponent's control this turn, it enters the battlefield under your control instead.", modern: "If a creature would enter under an opponent's control this turn, it enters under your control instead." }, 'control-instead', false],
  [{ name: 'GramB19 Cutpurse', type: 'Creature — Human Rogue', legacy: "When GramB19 Cutpurse enters the battlefield, each token that would be created under an opponent's control this turn is created under your control instead.", modern: "When this creature enters, each token that would be created under an opponent's control this turn is created under your control instead." }, 'control-instead', false],
  // CR 101.2, 601.3: "<spells> can't be cast", a prohibition on every player in the passive (carried out:
  // test/rules/game/gramB-cant-be-cast.cards).
  [sameInBoth('GramB19 Teeg Warden', 'Legendary Creature — Kithkin Advisor', "Noncreature spells with mana value 4 or greater can't be cast."), 'player-restriction', true],
  [sameInBoth('GramB19 Storm Ward', 'Enchantment', "Creature spells can't be cast."), 'player-restriction', true],
  // CR 701.21a: a permanent that can't be sacrificed (read, not carried out), in a list of what equipped creature gets and has.
  [sameInBoth('GramB19 Assault Plate', 'Artifact — Equipment', "Equipped creature gets +2/+2, has haste, can't attack you or planeswalkers you control, and can't be sacrificed."), 'restriction', false],
];

describe('grammar parts, round nineteen (gramB)', () => {
  for (const [line, kind, carriedOut] of LINES) it(line.legacy, () => void expectRow(line, kind, carriedOut));

  // A relative clause after "those creatures" other than what they did this turn is not read as this part.
  it.each(["Destroy each of those creatures that's red.", 'GramB19 Bolt deals 2 damage to each of X other creatures.'])('not read: %s', (line) => {
    expect(parseAbility(line, 0, { cardName: 'GramB19 Bolt', faceName: 'GramB19 Bolt', typeLine: 'Instant' }).unmodeled.length).toBeGreaterThan(0);
  });
});
