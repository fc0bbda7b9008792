// Honest results (CR 118.12a, 608.2d): "unless its controller has ~ deal 2 damage to them" is the opponent's choice as the
// ability resolves; no step makes it, so the run plays both ways and what they differ on is inconclusive.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('"unless its controller has ~ deal damage to them": the opponent\'s choice (CR 118.12a, 608.2d)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/unless-has-damage.cards'], ROOT);

  it('the land and the life rest on the choice never made', () => {
    expect(r.out).toMatch(/expect @v is in graveyard {3}\?\n\s+! expectation-inconclusive/);
    expect(r.out).toMatch(/expect opponent has 20 life {3}\?\n\s+! expectation-inconclusive/);
  });
});
