// One source, two amounts of damage in one instruction (issue 26, CR 120.3): "~ deals 4 damage to target creature and 2
// damage to that creature's controller" — the second clause written without the source and "deals", which carry over from
// the first. Invented lines in the shapes of real cards': read as two damage effects of the same source, printed back
// exactly in both eras, and carried out (scenarios in test/rules/game/damage-two-recipients.cards).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { readInBothEras, type EraLine } from './both-eras';
import { CONTEXTS } from './rules-lines';

const LINES: EraLine[] = [
  { name: 'Scorching Reprimand', type: 'Sorcery', legacy: "Scorching Reprimand deals 4 damage to target creature and 2 damage to that creature's controller.", modern: "This spell deals 4 damage to target creature and 2 damage to that creature's controller." },
  { name: 'Kiln Whip', type: 'Instant', legacy: 'Kiln Whip deals 3 damage to any target and 1 damage to you.', modern: 'This spell deals 3 damage to any target and 1 damage to you.' },
  { name: 'Ash Slinger', type: 'Creature — Goblin', legacy: '{T}: Ash Slinger deals 1 damage to any target and 1 damage to you.', modern: '{T}: This creature deals 1 damage to any target and 1 damage to you.' },
  { name: 'Pyre Herald', type: 'Creature — Human', legacy: 'When Pyre Herald enters the battlefield, it deals 2 damage to target opponent and 2 damage to up to one target creature.', modern: 'When this creature enters, it deals 2 damage to target opponent and 2 damage to up to one target creature.' },
];

describe('one source dealing two amounts of damage (CR 120.3)', () => {
  it.each(LINES)('%o', (line) => {
    const a = readInBothEras(line);
    const damage = 'effects' in a ? a.effects.filter((e) => e.kind === 'damage') : [];
    expect(damage).toHaveLength(2);
    const [first, second] = damage;
    expect(first?.kind === 'damage' && second?.kind === 'damage' && JSON.stringify(second.source)).toBe(first?.kind === 'damage' && JSON.stringify(first.source));
  });

  it('carries the source and the verb only after a damage clause', () => {
    for (const line of ['Draw a card and 2 damage to you.', 'Scorching Reprimand deals 4 damage to target creature and 2 life to you.']) {
      expect(parseAbility(line, 0, CONTEXTS.s).unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});
