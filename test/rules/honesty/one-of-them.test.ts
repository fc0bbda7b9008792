// Honest results (CR 608.2d): "one of those cards" / "two of them" is the player's choice (`resolve choosing …`); never
// made among more cards than it takes, an answer that could tell the cards apart is inconclusive, quoting the choice,
// and how many cards a zone holds stays definite. Chosen, the answer is definite.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('"one of them", never chosen (CR 608.2d)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/one-of-them.cards'], ROOT);

  it('is inconclusive where the cards can be told apart, quoting the choice', () => {
    expect(r.out).toMatch(/expect "Gore Swine" is face down {3}\?\n\s+! expectation-inconclusive: .*'one of those cards' of Write into Being, never chosen/);
    expect(r.out).toMatch(/expect "Gore Swine" has ward \{2\} {3}\?\n\s+! expectation-inconclusive: .*'two of them' of Hide in Plain Sight, never chosen/);
  });

  it('how many cards a zone holds stays definite', () => {
    expect(r.out).toMatch(/expect you have 2 cards in library\n/);
  });

  it('chosen with `resolve choosing`, the answer is definite', () => {
    expect(r.out).toContain('3 scenarios: 1 passed, 0 failed, 2 inconclusive');
  });
});
