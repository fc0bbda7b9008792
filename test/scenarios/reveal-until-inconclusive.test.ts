// CR 401.4, 701.20a, 701.24a: "reveal cards … until …, the rest on the bottom of your library in a random order": a card
// later taken from among the randomly ordered cards, and what a never set up library would reveal, are inconclusive.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../server/src/cli/main';
import type { CliIO } from '../../server/src/cli/io';

const ROOT = path.resolve(__dirname, '../..');

describe('reveal until: what it leaves unknown', () => {
  it('is inconclusive, naming the text it rests on', async () => {
    let out = '';
    const io: CliIO = { out: (t) => { out += t; }, err: () => {}, cwd: ROOT, exitCode: 0 };
    await main(['simulate', 'test/fixtures/unmodeled/reveal-until-inconclusive.cards'], io);
    expect(out).toContain("rests on 'in a random order' of Untilwood Seeker");
    expect(out).toContain("rests on 'reveal until' of Untilwood Seeker");
    expect(out).toContain('2 scenarios: 0 passed, 0 failed, 2 inconclusive');
  });
});
