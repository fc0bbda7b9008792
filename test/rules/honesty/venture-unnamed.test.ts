// Honest results (CR 309.2a, 309.5a, 608.2d): the dungeon a player ventures into and the arrow they follow are their
// choices; a scenario that names neither leaves what follows inconclusive, quoting the venture as a choice never made.
// A room ability the engine doesn't carry out (CR 309.4c: "Each player loses 2 life unless they discard a card") leaves
// what follows resting on its words; what came before it stays definite.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('venture into the dungeon, its choices never named (CR 309.2a, 309.4c, 608.2d)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/venture-unnamed.cards'], ROOT);

  it('is inconclusive after a dungeon no step named, quoting the venture', () => {
    expect(r.out).toMatch(/4\. expect you have 20 life {3}\?\n\s+! expectation-inconclusive: .*'venture into the dungeon' of Stairwell Scout, never chosen/);
  });

  it('is definite before a room the engine does not carry out, inconclusive after it, quoting the room', () => {
    expect(r.out).toMatch(/4\. expect opponent has 19 life\n/);
    expect(r.out).toMatch(/8\. expect opponent has 17 life {3}\?\n\s+! expectation-inconclusive: .*'Each player loses 2 life unless they discard a card\.' of Tomb of Annihilation/);
    expect(r.out).toContain('2 scenarios: 0 passed, 0 failed, 2 inconclusive');
  });
});
