// Precision and soundness of "inconclusive" over steps (issue 23 part 3): casting a spell (CR 601), activating an
// ability (602) and turning a face-down permanent face up (a special action, 116.2b, 702.37e) are different steps. A
// prohibition the engine doesn't carry out reaches only the steps it names, and what follows them; a life-gain
// prohibition (119.7) reaches life totals.

import { describe, expect, it } from 'vitest';
import { scenario, simulate } from './simulate';

describe('a prohibition reaches the steps it names (CR 116.2b, 601.3, 602.5, 702.37e)', async () => {
  const out = await simulate('step-kinds');

  it('"can\'t activate abilities …" leaves turning face up definite (116.2b, 702.37e)', () => {
    expect(scenario(out, 'S1')).toContain('result: passed — 3/3 expectations hold');
  });

  // "Enchanted player can't activate abilities that aren't mana abilities or loyalty abilities" is carried out (CR 602.5,
  // rules/queries/player-restrictions.ts): the activation is refused, definitely.
  it('"can\'t activate abilities …", carried out, refuses the activation definitely (602.5)', () => {
    expect(scenario(out, 'S2')).toContain('result: passed — 2/2 expectations hold');
  });

  it('"… can\'t cast instant spells or activate abilities …", not carried out, makes an activation inconclusive, and what follows (602.5)', () => {
    const s2b = scenario(out, 'S2b');
    expect(s2b).toMatch(/opponent activates @s targeting @g {3}\?\n(?:\s+→ .*\n)*\s+! expectation-inconclusive: .*allows this step, but that rests on 'During combat, players can't cast instant spells/);
    expect(s2b).toMatch(/expect @g is tapped {3}\?/);
  });

  it('"… can\'t cast creature spells" of the opponents a comparison picks leaves turning face up definite and makes the cast inconclusive (sibling, 601.3)', () => {
    const s3 = scenario(out, 'S3');
    expect(s3).toMatch(/7\. expect @fd is 3\/3\n/);
    expect(s3).toMatch(/opponent casts @b {3}\?\n(?:\s+→ .*\n)*\s+! expectation-inconclusive: .*'Each opponent who controls more creatures than you can't …' of Hushed Throne/);
  });

  it('"can\'t gain life", not carried out, reaches a life total (119.7)', () => {
    expect(scenario(out, 'S4')).toMatch(/expect you have 22 life {3}\?\n(?:\s+→ .*\n)*\s+! expectation-inconclusive: .*'Each opponent who controls more creatures than you can't …' of Ashen Pyre/);
  });

  it('tapping for mana activates a mana ability: a ban on activating that covers it reaches the step (605.3a, 602.5)', () => {
    const s5 = scenario(out, 'S5');
    expect(s5).toMatch(/you tap @m for mana {3}\?\n(?:\s+→ .*\n)*\s+! expectation-inconclusive: .*'Players can't activate abilities of artifacts during your…' of Rusted Ban/);
    expect(s5).toMatch(/expect @m is tapped {3}\?/);
  });

  it('"… that aren\'t mana abilities" leaves tapping for mana and the pool definite (605.3a)', () => {
    expect(scenario(out, 'S6')).toContain('result: passed — 2/2 expectations hold');
  });
});
