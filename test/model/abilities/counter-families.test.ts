// Counters (issue 26, family "counters"; CR 122.1b, 701.10e): doubling the counters of a kind or of each kind on an
// object, and the keyword counters whose keyword has two words ("a first strike counter"). Invented lines in real cards'
// shapes: read fully, printed back exactly in both eras, and carried out by the engine (test/rules/game/double-counters.cards).

import { describe, expect, it } from 'vitest';
import { readInBothEras, sameInBoth, type EraLine } from './both-eras';

const LINES: [EraLine, string][] = [
  [sameInBoth('Swell Surge', 'Instant', 'Double the number of +1/+1 counters on target creature.'), 'double-counters'],
  [sameInBoth('Deep Swell', 'Sorcery', 'Double the number of each kind of counter on target artifact, creature, or land.'), 'double-counters'],
  [{
    name: 'Hydra Sage', type: 'Creature — Hydra',
    legacy: '{3}{G}: Double the number of +1/+1 counters on Hydra Sage.',
    modern: '{3}{G}: Double the number of +1/+1 counters on this creature.',
  }, 'double-counters'],
  [sameInBoth('Keen Edge', 'Instant', 'Put a first strike counter on target creature.'), 'add-counters'],
  [sameInBoth('Keen Edge', 'Instant', 'Put a double strike counter on target creature you control.'), 'add-counters'],
  // Siblings: another counter kind; a keyword counter of one word.
  [sameInBoth('Swell Surge', 'Instant', 'Double the number of charge counters on target artifact.'), 'double-counters'],
  [sameInBoth('Keen Edge', 'Instant', 'Put a flying counter on target creature.'), 'add-counters'],
];

describe('counters doubled and keyword counters of two words (CR 701.10e, 122.1b)', () => {
  it.each(LINES.map(([l, kind]) => [l.legacy, l, kind] as const))('%s', (_, line, kind) => {
    const a = readInBothEras(line);
    const e = 'effects' in a ? a.effects[0] : undefined;
    expect(e?.kind).toBe(kind);
    // Carried out by the engine: nothing "recognized, not simulated".
    expect(a.unsimulated ?? []).toEqual([]);
  });

  it('"each kind of counter" is every kind (the empty kind)', () => {
    const a = readInBothEras(LINES[1]![0]);
    expect('effects' in a ? a.effects[0] : undefined).toMatchObject({ kind: 'double-counters', counter: '' });
  });
});
