// `simulate` never runs a step it can't read, and never passes a scenario that has one: a syntax error on a
// step line (also one no step reads at all), or an expectation word that is no predicate ("is facedown"), fails the
// run with exit code 1.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../server/src/cli/main';
import type { CliIO } from '../../server/src/cli/io';

const ROOT = path.resolve(__dirname, '../..');

async function simulate(file: string): Promise<{ code: number; out: string }> {
  let out = '';
  const io: CliIO = { out: (t) => { out += t; }, err: () => {}, cwd: ROOT, exitCode: 0 };
  const code = await main(['simulate', file], io);
  return { code, out };
}

describe('unreadable scenario steps', () => {
  it('fail the scenario and the run, and are not performed', async () => {
    const r = await simulate('test/fixtures/syntax/unreadable-steps.cards');
    expect(r.code).toBe(1);
    expect(r.out).toContain('3 unreadable steps');
    // A line no step reads at all is not skipped either.
    expect(r.out).toMatch(/opponent turnz "Reef Lurker" face up {3}✗\n\s+! syntax-error: This step could not be read/);
    expect(r.out).toMatch(/you cast "Reef Lurker" facedown {3}✗\n\s+! syntax-error: This step could not be read/);
    // The face-down cast on the next line is the one that happened: nothing was cast face up before it.
    expect(r.out).not.toMatch(/you cast Reef Lurker for \{3\}\{U\}/);
    expect(r.out).toMatch(/did you mean "face down"\?/);
    expect(r.out).toContain('1 scenario: 0 passed, 1 failed');
  });
});
