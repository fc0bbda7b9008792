// Precision of "inconclusive" (issue 23 part 3): text the engine doesn't read, whose shape alone shows it can't matter
// in the game at hand, leaves the answer definite; each mechanism has a sibling where the same text could matter and
// the answer stays inconclusive, quoting it.

import { describe, expect, it } from 'vitest';
import { scenario, simulate } from './simulate';

describe('an attack restriction read by its shape (CR 508.1c–d, 509.1b–c)', async () => {
  const out = await simulate('combat-restriction');

  it('can\'t matter when nothing attacks', () => {
    expect(scenario(out, 'A1')).toContain('result: passed — 2/2 expectations hold');
  });

  it('makes an attack the engine allows inconclusive, and what follows (CR 101.2)', () => {
    const a2 = scenario(out, 'A2');
    expect(a2).toMatch(/3\. expect @b is untapped\n/);
    expect(a2).toMatch(/you attack with @b {3}\?\n(?:\s+→ .*\n)*\s+! expectation-inconclusive: .*the simulation allows this step, but that rests on 'Creatures with power 2 or less can't attack you unless th…' of Toll of Thorns/);
    expect(a2).toMatch(/expect opponent has 18 life {3}\?/);
  });

  it('leaves a requirement ("attack each combat if able") reaching everything (CR 508.1d)', () => {
    expect(scenario(out, 'A3')).toMatch(/expect opponent has 20 life {3}\?\n\s+! expectation-inconclusive: .*of Warcry Totem/);
  });
});
