// Honest results about power and toughness (CR 208.2, 604.3, 613.4a): a "*" that no characteristic-defining ability
// the engine carries out defines is unknown, never 0 — a creature turned face up is not put into the graveyard for
// 0 toughness (CR 704.5f), and every expectation about its P/T or its staying is inconclusive. Golden transcript.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/run-cli';
import { expectGolden } from '../support/golden';

const ROOT = path.resolve(__dirname, '../..');
const FILE = 'test/fixtures/unmodeled/scenario-inconclusive-pt.cards';

describe('unknown power and toughness (CR 208.2)', () => {
  it('simulate: the transcript (golden), nothing dies for a "*", exit 1 for the inconclusive scenarios', async () => {
    const r = await runCli(['simulate', FILE], ROOT);
    expect(r.err).toBe('');
    expect(r.code).toBe(1);
    // CR 704.5f: no state-based action is decided on an unknown toughness.
    expect(r.out).not.toMatch(/toughness 0 or less/);
    expect(r.out).toContain('5 scenarios: 0 passed, 0 failed, 5 inconclusive');
    expectGolden(path.join(__dirname, 'golden', 'inconclusive-pt.txt'), r.out);
  });
});

describe('`expect illegal:` resting on text not understood (CR 101.2, 118.3)', () => {
  it('is inconclusive whether the simulation allows or refuses the step; plain when all text is understood (golden)', async () => {
    const r = await runCli(['simulate', 'test/fixtures/unmodeled/scenario-inconclusive-illegal.cards'], ROOT);
    expect(r.err).toBe('');
    expect(r.code).toBe(1);
    expect(r.out).toContain('5 scenarios: 1 passed, 0 failed, 4 inconclusive');
    expectGolden(path.join(__dirname, 'golden', 'inconclusive-illegal.txt'), r.out);
  });
});
