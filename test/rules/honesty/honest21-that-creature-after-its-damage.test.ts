// CR 608.2c, 120.3: "Target creature deals damage equal to its power to target player. Put a +1/+1 counter on that
// creature.": "that creature" is the source creature when no creature was dealt damage (damage-life-effects.ts).

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe("'that creature' after a target creature's damage to a player (CR 608.2c)", async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/honest21-that-creature-after-its-damage.cards'], ROOT);

  it('puts the counter on the source creature', () => {
    expect(r.out).toContain('1 scenario: 1 passed, 0 failed');
  });
});
