// Issue 26, grammar (round twenty-two, gramA): condition and replacement parts that combine, for the not-understood
// "if …" / "instead" lines. The player one attacking creature attacks (CR 506.3, 508.1b); damage some object of a kind
// dealt to the object the trigger names (CR 120.1); "with this ability" (CR 603.4); "each of those players" (CR
// 608.2c); a life gain replaced by nothing, "that player gains no life instead" (CR 614.1a, 119.3: carried out in a
// static ability, test/rules/game/r22-gramA-gains-no-life.cards); a replacement's player written otherwise than the
// printer's first spelling ("that player or that planeswalker's controller", kept as written); "it's a 7/7 … creature"
// (CR 611.3a, 613.4b: carried out in a static "as long as", test/rules/game/r22-gramA-its-a-creature.cards). Invented lines in the
// shapes of real cards': read fully, printed back exactly in both eras; carried out where the engine does it,
// "recognized, not simulated" where it doesn't.

import { describe, expect, it } from 'vitest';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

const era = (name: string, type: string, legacy: string, modern: string): EraLine => ({ name, type, legacy, modern });

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 506.3, 508.1b: the player one attacking creature attacks (not evaluated by the engine).
  [era('GramA22 Throne Drake', 'Creature — Dragon', 'Whenever GramA22 Throne Drake attacks, if it\'s attacking the player with the most life or tied for most life, draw a card.', 'Whenever this creature attacks, if it\'s attacking the player with the most life or tied for most life, draw a card.'), 'attacking-whom', false],
  [era('GramA22 Raider', 'Creature — Human Warrior', 'Whenever GramA22 Raider attacks, if GramA22 Raider is attacking a player, it gets +1/+0 until end of turn.', 'Whenever this creature attacks, if this creature is attacking a player, it gets +1/+0 until end of turn.'), 'attacking-whom', false],
  // CR 120.1: damage objects of a kind (a list, "you controlled": as they were) dealt to the object the trigger names.
  [sameInBoth('GramA22 Frost Giant', 'Creature — Giant', 'Whenever a creature an opponent controls dies, if a Giant, Wizard, or spell you controlled dealt damage to it this turn, draw a card.'), 'happened', false],
  [sameInBoth('GramA22 Cinder Watch', 'Enchantment', 'Whenever a creature an opponent controls dies, if a creature you controlled dealt damage to it this turn, you gain 1 life.'), 'happened', false],
  // CR 603.4: by any resolution of the ability itself (not evaluated).
  [era('GramA22 Grove Kodama', 'Creature — Spirit', 'Whenever another permanent enters the battlefield under your control, if it wasn\'t put onto the battlefield with this ability, draw a card.', 'Whenever another permanent you control enters, if it wasn\'t put onto the battlefield with this ability, draw a card.'), 'happened', false],
  // CR 608.2c: "each of those players", the target players named before, in an "instead" alternative (not chosen by the engine).
  [sameInBoth('GramA22 Court of Tides', 'Enchantment', "At the beginning of your upkeep, any number of target players each mill two cards. If you're the monarch, each of those players mills ten cards instead."), 'conditional', false],
  [sameInBoth('GramA22 Court of Quills', 'Enchantment', "At the beginning of your upkeep, any number of target players each draw a card. If you're the monarch, each of those players draws two cards instead."), 'conditional', false],
  // CR 614.1a, 119.3: a life gain replaced by nothing — a static one carried out; for a turn, about a spell's target, not.
  [sameInBoth('GramA22 Sour Ward', 'Enchantment', 'If an opponent would gain life, that player gains no life instead.'), 'instead', true],
  [sameInBoth('GramA22 Barren Vow', 'Enchantment', 'If you would gain life, you gain no life instead.'), 'instead', true],
  [sameInBoth('GramA22 Searing Hex', 'Instant', "GramA22 Searing Hex deals 4 damage to target player or planeswalker. If that player or that planeswalker's controller would gain life this turn, that player gains no life instead."), 'instead', false],
  [sameInBoth('GramA22 Blight Curse', 'Instant', 'If target player would gain life this turn, that player gains no life instead.'), 'instead', false],
  // CR 611.3a, 613.1d, 613.4b: "it's a 7/7 … creature" in a static "as long as" (the permanent itself; carried out,
  // test/rules/game/r22-gramA-its-a-creature.cards), and as an instruction about the object named before.
  [era('GramA22 Flower Master', 'Legendary Planeswalker — Bahamut', 'As long as GramA22 Flower Master has seven or more loyalty counters on it, it\'s a 7/7 Dragon God creature with flying and indestructible.', 'As long as this planeswalker has seven or more loyalty counters on it, it\'s a 7/7 Dragon God creature with flying and indestructible.'), 'become-type', true],
  [sameInBoth('GramA22 Shrine Keeper', 'Legendary Enchantment — Shrine', 'As long as you control seven or more Shrines, it\'s a 7/7 artifact creature.'), 'become-type', undefined],
  [sameInBoth('GramA22 Raise Thrall', 'Sorcery', 'Return target creature card from your graveyard to the battlefield. It\'s a 1/1 Zombie creature in addition to its other types.'), 'become-type', undefined],
];

describe('grammar parts, round twenty-two (gramA)', () => {
  for (const [line, kind, carriedOut] of LINES) it(line.legacy, () => void expectRow(line, kind, carriedOut));

  // CR 608.2c, 614.10: "gains no life" names the replacement's event: read only inside the replacement.
  it('"gains no life" outside a replacement is not read', async () => {
    const { parseAbility } = await import('../../../server/src/model/abilities/parse-ability');
    const a = parseAbility('That player gains no life.', 0, { cardName: 'X', faceName: 'X', typeLine: 'Instant' });
    expect(a.unmodeled.length).toBeGreaterThan(0);
  });
});
