// Honest results (CR 603.2): a permanent that attacked, blocked, dealt damage or was turned face up may have triggered
// an ability the simulator doesn't fire; expectations after that rest on its text and are inconclusive.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('triggers the simulator does not fire, on permanents that acted in combat', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/unseen-trigger.cards'], ROOT);

  it('make later expectations inconclusive, quoting the trigger', () => {
    expect(r.out).toMatch(/expect you have 20 life {3}\?\n\s+! expectation-inconclusive: .*'Whenever this creature is tapped for mana' of Patrol Sentry, not simulated/);
  });

  it('while a permanent that took no part leaves them conclusive', () => {
    expect(r.out).toContain('2 scenarios: 1 passed, 0 failed, 1 inconclusive');
  });
});
