// Honest results (issue 26): another player gaining control (CR 613.1b) and a trigger about "the token" (CR 603.7c) are
// read, not carried out — never a confident answer, and never a wrong one (control-and-pronouns.cards).

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('another player gaining control, a trigger about "the token"', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/control-and-pronouns.cards'], ROOT);

  it('who controls a permanent another player gained rests on that sentence (CR 613.1b)', () => {
    expect(r.out).not.toMatch(/effect begins: Fickle Courier: gain-control/);
    expect(r.out).toMatch(/expect you control 0 creatures {3}\?\n\s+! expectation-inconclusive: .*'an opponent gains control of it' of Fickle Courier, not simulated/);
  });

  it('a trigger about "the token" is not fired when another permanent leaves (CR 603.7c)', () => {
    expect(r.out).not.toMatch(/Token Warden triggered/);
    expect(r.out).toMatch(/expect you have 20 life {3}\?/);
  });

  it('answers no scenario confidently', () => {
    expect(r.out).toMatch(/(\d+) scenarios?: 0 passed, 0 failed, \1 inconclusive/);
  });
});
