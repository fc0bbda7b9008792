// Honest results (CR 601.2f, 118.8): a spell whose additional cost the cost grammar can't read may be cast legally:
// the engine doesn't refuse it, and the cast and everything after it are inconclusive, quoting that cost. An
// additional cost it reads is paid, or refuses the cast when it can't be paid (118.3).

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('an additional cost the engine can not read (CR 601.2f)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/unread-additional-cost.cards'], ROOT);

  it('allows the cast, inconclusively, quoting the cost; what follows rests on it too', () => {
    expect(r.out).toMatch(/you cast "Draconic Volley" targeting opponent {3}\?\n(?:.*\n)*?\s+! expectation-inconclusive: .*allows this step, but that rests on 'As an additional cost to cast this spell, reveal a Dragon…' of Draconic Volley, not simulated/);
    expect(r.out).toMatch(/expect opponent has 17 life {3}\?\n\s+! expectation-inconclusive: .*Draconic Volley, not simulated/);
    expect(r.out).not.toMatch(/Draconic Volley" targeting opponent {3}✗/);
  });

  it('pays an additional cost it reads, and refuses the cast when it cannot be paid', () => {
    expect(r.out).toContain('3 scenarios: 2 passed, 0 failed, 1 inconclusive');
  });
});
