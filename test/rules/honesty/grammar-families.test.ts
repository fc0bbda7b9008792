// Honest results (issue 26): the trigger, amount, type, token, counter and emblem families the grammar reads but the
// simulator doesn't carry out make what rests on them inconclusive (`?`), quoting the sentence — never a confident
// answer. One scenario per family (grammar-families.cards).

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('grammar families read, not simulated: what rests on them is inconclusive', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/grammar-families.cards'], ROOT);

  it("an activated ability's cost changed (CR 601.2f, 602.2b)", () => {
    expect(r.out).toMatch(/expect you have 22 life {3}\?\n\s+! expectation-inconclusive: .*'This ability costs \{1\} less to activate for each Shrine y…' of Sanctum of Dawn, not simulated/);
  });

  it("a discard an opponent's spell caused, the trigger working from the hand (CR 701.9a, 113.6k)", () => {
    expect(r.out).toMatch(/expect you control 0 creatures {3}\?\n\s+! expectation-inconclusive: .*'When a spell or ability an opponent controls causes you t…' of Gnome Cache, not simulated/);
  });

  it('answers no scenario confidently', () => {
    expect(r.out).toMatch(/(\d+) scenarios?: 0 passed, 0 failed, \1 inconclusive/);
  });
});
