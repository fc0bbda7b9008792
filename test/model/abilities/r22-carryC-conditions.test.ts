// Honesty of the conditions carried out in round 22 (carryC): a line counts as carried out only in the shape the engine
// follows, and a sibling the engine can't tell stays not carried out.
// CR 303.4, 301.5, 603.4: a condition about "enchanted creature" / "equipped creature" reads the object the source is
// attached to (rules/queries/condition-subject.ts); "that creature" in what it governs names the condition's subject,
// which the engine's "it" doesn't follow, so such a line stays not carried out.
// CR 608.2d: "If the player does / doesn't", "If that player doesn't" after another player's "may" (rules/effects/
// apply-effects.ts optional: whether they took the offer).
// CR 105.2, 608.2c: a present adjective ("if that permanent is red or green") reads the object's colors now.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';

const AURA = { cardName: 'Tether Glyph', faceName: 'Tether Glyph', typeLine: 'Enchantment — Aura' };
const BLADE = { cardName: 'Tether Blade', faceName: 'Tether Blade', typeLine: 'Artifact — Equipment' };
const SPELL = { cardName: 'Tether Recall', faceName: 'Tether Recall', typeLine: 'Instant' };

/** [context, line, carried out] */
const LINES: [typeof AURA, string, boolean][] = [
  [AURA, 'At the beginning of each upkeep, if enchanted creature has flying, you gain 2 life.', true],
  [AURA, 'At the beginning of each upkeep, if enchanted creature is untapped, you gain 1 life.', true],
  [AURA, 'At the beginning of your upkeep, if enchanted creature is a Vampire, draw a card.', true],
  [BLADE, 'Whenever a creature dies, put a +1/+1 counter on equipped creature. If equipped creature is a Vampire, put two +1/+1 counters on it instead.', true],
  [SPELL, "Return target permanent to its owner's hand. If that permanent is red or green, put it on top of its owner's library instead.", true],
  [SPELL, 'Exile the top card of your library. If it\'s red, you gain 3 life.', true],
  // "that creature" names the condition's subject (the enchanted creature): the engine's "it" is another object.
  [AURA, 'When Tether Glyph enters the battlefield, if enchanted creature has flying, Tether Glyph deals 2 damage to that creature.', false],
  // CR 608.2d: "If the player does / doesn't" after another player's offer reads whether they took it.
  [AURA, 'Whenever an opponent draws a card, that player may pay {2}. If the player doesn\'t, you create a Treasure token.', true],
  [AURA, 'Whenever a player casts a spell, that player may pay {2}. If the player does, they draw a card.', true],
  // An offer whose action the engine doesn't carry out leaves what rests on it not carried out.
  [AURA, "When Tether Glyph enters the battlefield, any player may sacrifice a land. If a player does, put Tether Glyph on top of its owner's library.", false],
];

describe('round-22 conditions carried out only in the shapes the engine follows (CR 303.4, 301.5, 105.2, 608.2c)', () => {
  it.each(LINES)('%#: %s', (ctx, line, carried) => {
    const a = parseAbility(line, 0, ctx);
    expect(a.unmodeled).toEqual([]);
    expect((a.unsimulated ?? []).length === 0).toBe(carried);
  });
});
