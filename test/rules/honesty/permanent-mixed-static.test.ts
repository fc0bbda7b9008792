// Honest results (CR 604.1, 608.3): a permanent's line that is partly a static ability is read as a static ability, its
// static parts applied and the parts the engine can't apply as one marked not carried out — before, such a line was a
// "spell" line on a permanent, counted carried out while nothing ever ran it (the bonus silently missing, definite).

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe("a permanent's partly static line (CR 604.1, 608.3)", async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/permanent-mixed-static.cards'], ROOT);
  const block = (name: string) => r.out.split(/\n(?=\S[^\n]*: scenario ")/).find((b) => b.includes(`scenario "${name}`)) ?? '';

  it('the Aura: its bonus holds in the simulation, inconclusive on the lure part it rests on', () => {
    expect(block('PM1')).toMatch(/expect @c is 4\/4 {3}\?\n\s+! expectation-inconclusive: .*holds in the simulation.*'all creatures able to block it do so'/);
  });

  it('the Equipment sibling: the same', () => {
    expect(block('PM2')).toMatch(/expect @c is 3\/2 {3}\?\n\s+! expectation-inconclusive: .*holds in the simulation.*'all creatures able to block it do so'/);
  });

  it('is read as a static ability with its lure part not carried out; on an instant the same words stay a spell line', () => {
    const line = 'Enchanted creature gets +2/+2, and all creatures able to block it do so.';
    const onAura = parseAbility(line, 0, { cardName: 'A', faceName: 'A', typeLine: 'Enchantment — Aura' });
    expect(onAura.kind).toBe('static');
    expect(onAura.unsimulated?.map((s) => line.slice(s.start, s.end))).toEqual(['all creatures able to block it do so']);
    expect(parseAbility(line, 0, { cardName: 'A', faceName: 'A', typeLine: 'Instant' }).kind).toBe('spell');
  });
});
