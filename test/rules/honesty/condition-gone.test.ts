// Honest results (CR 603.4, 608.2c, 400.7): a condition the engine counts as told but can't tell as the ability resolves
// — the object it asks about gone — leaves what rests on it inconclusive, quoting the condition, rather than the
// instructions skipped as if it were false.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('a told condition about an object gone as it resolves (CR 603.4, 400.7)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/condition-gone.cards'], ROOT);
  const block = (name: string) => r.out.split(/\n(?=\S[^\n]*: scenario ")/).find((b) => b.includes(`scenario "${name}`)) ?? '';

  it('"if you cast it" of a permanent gone: inconclusive, quoting the fact', () => {
    expect(block('CG1')).toMatch(/expect you have 23 life {3}\?\n\s+! expectation-inconclusive: .*'if you cast it'/);
  });

  it('"if it\'s renowned" of a creature gone: inconclusive, quoting the condition', () => {
    expect(block('CG2')).toMatch(/expect you have 22 life {3}\?\n\s+! expectation-inconclusive: .*'if it's renowned'/);
  });
});
