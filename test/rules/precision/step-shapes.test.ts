// Precision of "inconclusive" (issue 23 part 3): a sentence the grammar doesn't read whose shape names one step —
// "… can't cast …" (CR 601.3), "… can't activate …" (602.5), "… can't block with …" (509.1b) — or only how mana is
// spent (609.4b) stays out of answers about anything else; a step it names, and what follows, rest on it (101.2).

import { describe, expect, it } from 'vitest';
import { scenario, simulate } from './simulate';
import { sentenceShape } from '../../../server/src/rules/scenario/sentence-shapes';

describe('step prohibitions and a spending permission read by their shape (CR 101.2, 509.1b, 601.3, 602.5, 609.4b)', async () => {
  const out = await simulate('step-shapes');

  it('can\'t matter to characteristics, turning face up or combat damage when nothing is cast, activated or blocked', () => {
    expect(scenario(out, 'P1')).toContain('result: passed — 4/4 expectations hold');
  });

  it('makes a cast it could forbid inconclusive, and what follows (601.3)', () => {
    const p2 = scenario(out, 'P2');
    expect(p2).toMatch(/opponent casts @b {3}\?\n(?:\s+→ .*\n)*\s+! expectation-inconclusive: .*'Your opponents can't cast spells with even mana values' of Even Warden/);
    expect(p2).toMatch(/expect @b is on battlefield {3}\?/);
  });

  it('makes a block it could forbid inconclusive, and what follows (509.1b)', () => {
    const p3 = scenario(out, 'P3');
    expect(p3).toMatch(/you block @h with @b {3}\?\n(?:\s+→ .*\n)*\s+! expectation-inconclusive: .*'Your opponents can't block with creatures/);
    expect(p3).toMatch(/expect @b is in graveyard {3}\?/);
  });

  it('a casting prohibition can\'t matter to a pool or a payment when nothing is cast (601.3, 601.2g–h)', () => {
    expect(scenario(out, 'P4')).toContain('result: passed — 2/2 expectations hold');
  });

  it('a sentence naming a second step, or a second predicate, has no shape (it could reach anything)', () => {
    expect(sentenceShape("Your opponents can't cast spells or activate abilities.")).toBeUndefined();
    expect(sentenceShape("Players can't cast spells and creatures can't attack.")).toBeUndefined();
    expect(sentenceShape("Players can't activate abilities of artifacts and lose 1 life.")).toBeUndefined();
    expect(sentenceShape("Enchanted player can't activate abilities that aren't mana abilities.")).toEqual({ kind: 'step-prohibition', step: 'activate' });
    expect(sentenceShape('Players may spend mana as though it were mana of any color.')).toEqual({ kind: 'spend-permission' });
  });
});
