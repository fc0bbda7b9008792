// Honest results (CR 730.2, 500.1): day becoming night in the untap step rests on the previous turn's spells; a turn the
// scenario began in is not seen whole, so "no spells" there is unknown and the answer quotes the rule; a spell seen cast
// is known and keeps it day definitely.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('day and night after a turn not seen whole (CR 730.2, 500.1)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/day-night-history.cards'], ROOT);
  const block = (name: string) => r.out.split(/\n(?=\S[^\n]*: scenario ")/).find((b) => b.includes(`scenario "${name}`)) ?? '';

  it('no spell seen: night is inconclusive, quoting the rule', () => {
    expect(block('DH1')).toMatch(/expect @w is named "Dusk Ravager" {3}\?\n\s+! expectation-inconclusive: .*'it becomes night \(no spells last turn\)'.*happened before the scenario began/);
  });

  it('a spell seen cast: it stays day, definitely', () => {
    expect(block('DH2')).toContain('result: passed');
  });
});
