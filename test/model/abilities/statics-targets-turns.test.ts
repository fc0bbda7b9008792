// Issue 26, grammar-a (session 2026-12-03 b): static and replacement families of real rules text built from typed parts —
// spells described by what they target ("Spells your opponents cast that target ~ / a Merfolk you control / you or a
// permanent you control", CR 115.1, 601.2c) and by the turn they are cast in ("… cast during your turn", 601.2f).
// Invented lines in the shapes of real cards': read fully, printed back exactly in both eras, and — unless the engine
// carries the shape out (a scenario in test/rules/game proves it) — recognized, not simulated.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { readInBothEras, sameInBoth, type EraLine } from './both-eras';
import { allKinds } from './read-not-simulated';
import { CONTEXTS } from './rules-lines';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean][] = [
  // CR 115.1, 601.2c, 601.2f: a spell's targets are chosen before its total cost is locked in; the engine looks at the
  // total cost before it knows the targets, so a change keyed to them is not carried out.
  [{ name: 'Harbor Serpent', type: 'Creature — Serpent', legacy: 'Spells your opponents cast that target Harbor Serpent cost {2} more to cast.', modern: 'Spells your opponents cast that target this creature cost {2} more to cast.' }, 'cost-change', false],
  [{ name: 'Harbor Serpent', type: 'Creature — Serpent', legacy: 'Spells your opponents cast that target Harbor Serpent cost {1} less to cast.', modern: 'Spells your opponents cast that target this creature cost {1} less to cast.' }, 'cost-change', false],
  [sameInBoth('Reef Warden', 'Creature — Merfolk Wizard', 'Spells your opponents cast that target a Merfolk you control cost {2} more to cast.'), 'cost-change', false],
  [sameInBoth('Reef Warden', 'Enchantment', 'Spells your opponents cast that target you or a permanent you control cost {2} more to cast.'), 'cost-change', false],
  // CR 601.2f: the turn a spell is cast in (test/rules/game/cost-change-turn.cards CT1).
  [sameInBoth('Turn Warden', 'Creature — Human Cleric', 'Spells your opponents cast during your turn cost {1} more to cast.'), 'cost-change', true],
];

describe('spells by their targets and by the turn they are cast in (CR 115.1, 601.2c, 601.2f)', () => {
  it.each(LINES)('%o', (line, kind, carried) => {
    const a = readInBothEras(line);
    expect(allKinds(a)).toContain(kind);
    expect((a.unsimulated?.length ?? 0) === 0, carried ? 'carried out' : 'recognized, not simulated').toBe(carried);
  });

  it('leaves what does not agree unread', () => {
    for (const line of [
      'Spells your opponents cast that target cost {2} more to cast.',
      'Spells your opponents cast during the turn cost {1} more to cast.',
      'Spells your opponents cast that target a banana cost {2} more to cast.',
    ]) {
      const a = parseAbility(line, 0, CONTEXTS.c);
      expect(a.unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});
