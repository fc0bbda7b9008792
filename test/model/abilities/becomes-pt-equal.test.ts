// A type change with base power and toughness set to an amount (issue 26, CR 613.4b): "target noncreature artifact becomes
// an artifact creature with power and toughness each equal to its mana value" — the type phrase and its companion, one
// phrase printed back. Invented lines in the shapes of real cards': read fully, printed back exactly in both eras. A
// resolving ability's "its mana value" is counted as it resolves (CR 608.2h: test/rules/game/base-pt-counted.cards); a
// static one's (the layers don't count the amount) and a trigger's "that spell's" are recognized, not simulated.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { readInBothEras, sameInBoth, type EraLine } from './both-eras';
import { allKinds } from './read-not-simulated';
import { CONTEXTS } from './rules-lines';

const RESOLVED: EraLine[] = [
  sameInBoth('Animating Rod', 'Artifact', '{1}: Target noncreature artifact becomes an artifact creature with power and toughness each equal to its mana value until end of turn.'),
];

const LINES: EraLine[] = [
  sameInBoth('Song of Iron', 'Enchantment', 'Each noncreature artifact loses all abilities and becomes an artifact creature with power and toughness each equal to its mana value.'),
  { name: 'Shade Veil', type: 'Enchantment', legacy: "When an opponent casts a spell, if Shade Veil is an enchantment, Shade Veil becomes an Illusion creature with power and toughness each equal to that spell's mana value.", modern: "When an opponent casts a spell, if this enchantment is an enchantment, this enchantment becomes an Illusion creature with power and toughness each equal to that spell's mana value." },
];

describe('a type change with power and toughness equal to an amount (CR 613.4b)', () => {
  it.each(LINES)('%o', (line) => {
    const a = readInBothEras(line);
    expect(allKinds(a)).toContain('set-base-pt-to');
    expect(a.unsimulated?.length, 'recognized, not simulated').toBeGreaterThan(0);
  });

  it.each(RESOLVED)('carried out as it resolves: %o', (line) => {
    const a = readInBothEras(line);
    expect(allKinds(a)).toContain('set-base-pt-to');
    expect(a.unsimulated ?? [], 'carried out').toEqual([]);
  });

  it('leaves what does not agree unread', () => {
    for (const line of ['Target artifact becomes an artifact with power and toughness each equal to its mana value.', 'Target artifact becomes an artifact creature with power and toughness each equal to its wishes.']) {
      expect(parseAbility(line, 0, CONTEXTS.s).unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});
