// Honest results (CR 614.12a, 608.2d): "As this land enters, you may pay 2 life / reveal a … card from your hand. If
// you don't, it enters tapped." is a choice no step makes when the player can take it: both ways are played, the
// answer they differ on (tapped or not) is inconclusive, quoting the choice, and what both share stays definite.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('a choice as a land enters that no step makes (CR 614.12a)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/entry-choice.cards'], ROOT);

  it('pays the life in the branch shown, and the tapped status rests on the choice', () => {
    expect(r.out).toMatch(/you lose 2 life \(paid\)/);
    expect(r.out).toMatch(/expect @f is untapped {3}\?\n\s+! expectation-inconclusive: .*'you may pay 2 life' of Temple Fountain, never chosen/);
  });

  it('reveals the Elf card in the branch shown, and keeps what both branches share', () => {
    expect(r.out).toMatch(/Glade Elf.*revealed|revealed.*Glade Elf/);
    expect(r.out).toMatch(/expect @g is tapped {3}\?\n\s+! expectation-inconclusive: .*of Elfhame Glade, never chosen/);
    expect(r.out).toMatch(/expect @e is in hand\n/);
    expect(r.out).toMatch(/Plains revealed/);
    expect(r.out).toMatch(/expect @v is untapped {3}\?\n\s+! expectation-inconclusive: .*of Mossfield Village, never chosen/);
    expect(r.out).toContain('3 scenarios: 0 passed, 0 failed, 3 inconclusive');
  });
});
