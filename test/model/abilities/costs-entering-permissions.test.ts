// Costs, entering and permissions (issue 26): an additional cost that is one of two ("sacrifice a creature or pay {3}{B}",
// CR 601.2b, 601.2f), a condition written first on the permanent entering by its own name ("If at least three green mana
// was spent to cast this spell, ~ enters with a +1/+1 counter on it", CR 614.1c), an alternative cost for a kind of spell
// ("pay {1} rather than pay the mana cost for Rune spells you cast", CR 118.9), a permission that lasts as long as the
// card stays exiled (CR 611.2b) or until your next end step (CR 611.2a). Invented lines in the shapes of real cards': read
// fully, printed back exactly in both eras; what the engine doesn't carry out is recognized, not simulated.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { readInBothEras, sameInBoth, type EraLine } from './both-eras';
import { CONTEXTS } from './rules-lines';

// CR 601.2b, 601.2f: a choice between two costs each read whole is paid as the one the caster names (round seventeen,
// carryZ: rules/game/either-cost.ts, test/rules/game/carryZ-either-additional-cost.cards).
const EITHER_CARRIED_OUT: EraLine[] = [
  sameInBoth('Grim Bargain', 'Sorcery', 'As an additional cost to cast this spell, sacrifice an artifact or pay {2}{B}.'),
  sameInBoth('Grim Bargain', 'Sorcery', 'As an additional cost to cast this spell, reveal a Faerie card from your hand or pay {3}.'),
];

const NOT_SIMULATED: EraLine[] = [
  sameInBoth('Rune Keeper', 'Artifact Creature — Dwarf', 'You may pay {2} rather than pay the mana cost for Equipment spells you cast.'),
  sameInBoth('Ember Dig', 'Sorcery', 'Exile the top two cards of your library. Until your next end step, you may play those cards.'),
];

// CR 611.2b, 400.7: a permission for that object while it stays exiled (round twenty, carryZ:
// rules/effects/permission-effects.ts, test/rules/game/carryZ-remains-exiled.cards).
const REMAINS_EXILED_CARRIED_OUT: EraLine[] = [
  sameInBoth('Ember Dig', 'Sorcery', 'Exile the top card of your library. You may play that card for as long as it remains exiled.'),
];

describe('costs of two kinds, entering by its own name, lasting permissions (CR 601.2b, 614.1c, 611.2a–b)', () => {
  it.each(REMAINS_EXILED_CARRIED_OUT)('carries out a permission while the card remains exiled (CR 611.2b): %o', (line) => {
    expect(readInBothEras(line).unsimulated ?? []).toEqual([]);
  });

  it.each(EITHER_CARRIED_OUT)('carries out a choice between costs (CR 601.2b): %o', (line) => {
    expect(readInBothEras(line).unsimulated ?? []).toEqual([]);
  });

  it.each(NOT_SIMULATED)('%o', (line) => {
    const a = readInBothEras(line);
    expect(a.unsimulated?.length, 'recognized, not simulated').toBeGreaterThan(0);
  });

  // "If at least two green mana was spent to cast this spell" too (CR 601.2h, 400.7d; test/rules/game/mana-spent-conditions.cards MS10–11).
  it.each([
    { name: 'Verdant Squire', type: 'Creature — Elf Knight', legacy: 'If you control a Forest, Verdant Squire enters the battlefield with a +1/+1 counter on it.', modern: 'If you control a Forest, this creature enters with a +1/+1 counter on it.' },
    { name: 'Verdant Squire', type: 'Creature — Elf Knight', legacy: 'If at least two green mana was spent to cast this spell, Verdant Squire enters the battlefield with a +1/+1 counter on it.', modern: 'If at least two green mana was spent to cast this spell, this creature enters with a +1/+1 counter on it.' },
  ])('carries out the entering replacement whose condition the engine evaluates (CR 614.1c): %o', (line) => {
    const a = readInBothEras(line);
    expect(a.kind).toBe('replacement');
    expect(a.unsimulated ?? []).toEqual([]);
  });

  it('leaves what does not agree unread', () => {
    for (const line of [
      'As an additional cost to cast this spell, sacrifice an artifact or juggle {2}{B}.',
      'Exile the top card of your library. You may play that card for as long as it remains hidden.',
      'Exile the top two cards of your library. Until your next upkeep step, you may play those cards.',
    ]) {
      expect(parseAbility(line, 0, CONTEXTS.s).unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});
