// Issue 26, grammar (round twenty-one, gramB): parts that combine. A player target and two object alternatives written as a
// list of three ("target opponent, creature an opponent controls, or planeswalker an opponent controls", CR 115.4); a
// replacement's subject written as two alternatives, each with its own article (CR 614.1a, 120.1); a color written before
// the first of two card types is both's ("a red instant or sorcery spell", CR 105.2, 205.2a); a replacement of untapping in
// the untap step (CR 502.3); "that creature and each creature blocking it" (CR 608.2c, 120.3); "up to one target creature,
// up to one target player, and/or up to one target planeswalker" (CR 115.4, 601.2c).
// Invented lines in the shapes of real cards': read fully, printed back exactly in both eras; carried out where the
// engine does it (test/rules/game/gramB21-*.cards), "recognized, not simulated" where it doesn't.

import { describe, expect, it } from 'vitest';
import { parseFilter } from '../../../server/src/model/abilities/targets';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 115.4, 115.1: a list of three after "target": the player, then two objects each with its own controller words.
  [sameInBoth('GramB21 Pharaoh Bolt', 'Sorcery', 'GramB21 Pharaoh Bolt deals 7 damage to target opponent, creature an opponent controls, or planeswalker an opponent controls.'), 'damage', true],
  [sameInBoth('GramB21 Tyrant Bolt', 'Instant', 'GramB21 Tyrant Bolt deals 3 damage to target player, creature you don\'t control, or planeswalker you don\'t control.'), 'damage', true],
  // CR 614.1a, 120.1: a replacement's subject as two articled alternatives (test/rules/game/gramB21-subject-alternatives.cards).
  [sameInBoth('GramB21 Gauntlet', 'Artifact', 'If a red instant or sorcery spell you control or a red planeswalker you control would deal damage to a permanent or player, it deals that much damage plus 2 to that permanent or player instead.'), 'instead', true],
  [sameInBoth('GramB21 Ember Crown', 'Artifact', 'If a red creature you control or a red planeswalker you control would deal damage to a permanent or player, it deals that much damage plus 1 to that permanent or player instead.'), 'instead', true],
  // CR 502.3, 614.1a: a permanent untapping in its controller's untap step, replaced (recognized, not simulated).
  [sameInBoth('GramB21 Gale Winds', 'Enchantment', "If a permanent with a wind counter on it would untap during its controller's untap step, remove all wind counters from it instead."), 'instead', false],
  [sameInBoth('GramB21 Rust Field', 'Enchantment', "If an artifact would untap during its controller's untap step, put a rust counter on it instead."), 'instead', false],
  // CR 608.2c, 120.3: the object named before and each object of a set, one phrase (recognized, not simulated).
  [sameInBoth('GramB21 Feint', 'Instant', 'Tap all creatures blocking target attacking creature. Prevent all combat damage that would be dealt this turn by that creature and each creature blocking it.'), 'prevent-all', false],
  [sameInBoth('GramB21 Backlash', 'Instant', 'Tap target creature. GramB21 Backlash deals 1 damage to that creature and each creature blocking it.'), 'damage', false],
  // CR 115.4, 601.2c: at most one target of each kind "any target" names, a list (recognized, not simulated).
  [{ name: 'GramB21 Arsonist', type: 'Creature — Human Wizard', legacy: 'Whenever GramB21 Arsonist attacks, it deals 1 damage to each of up to one target creature, up to one target player, and/or up to one target planeswalker.', modern: 'Whenever this creature attacks, it deals 1 damage to each of up to one target creature, up to one target player, and/or up to one target planeswalker.' }, 'damage', false],
  [sameInBoth('GramB21 Twin Sparks', 'Instant', 'GramB21 Twin Sparks deals 2 damage to each of up to one target creature and/or up to one target planeswalker.'), 'damage', false],
];

describe('grammar parts, round twenty-one (gramB)', () => {
  for (const [line, kind, carriedOut] of LINES) it(line.legacy, () => void expectRow(line, kind, carriedOut));

  // CR 105.2, 205.2a: the color before the first card type is both's; a color before a type with its own noun is not.
  it('a color before "instant or sorcery" is both alternatives\'', () => {
    const f = parseFilter('red instant or sorcery spell')!.filter;
    expect(f.anyOf!.map((a) => a.types)).toEqual([['red', 'instant', 'spell'], ['red', 'sorcery', 'spell']]);
  });
  it('a list of two alternatives with their own articles is not a list of three', () => {
    const f = parseFilter('white creature or black creature')!.filter;
    expect(f.anyOf!.map((a) => a.types)).toEqual([['white', 'creature'], ['black', 'creature']]);
  });
});
