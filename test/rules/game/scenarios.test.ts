// Every scenario in test/rules/game/*.cards must pass: the whole-game rules (turns, combat, costs, targets,
// triggers, life) as scenarios citing their CR sections. One test per scenario, run through `cardscript simulate`.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

const simulate = (args: string[]) => runCli(['simulate', ...args], ROOT);

describe('whole-game scenarios (test/rules/game)', async () => {
  const json = await simulate(['test/rules/game', '--format', 'json']);
  const text = await simulate(['test/rules/game']);
  const parsed = JSON.parse(json.out) as { scenarios: { path: string; name: string; passed: boolean }[] };

  it('finds the scenarios', () => {
    expect(json.err).toBe('');
    expect(parsed.scenarios.length).toBeGreaterThanOrEqual(7);
  });

  for (const sc of parsed.scenarios) {
    it(`${path.basename(sc.path)}: ${sc.name}`, () => {
      const block = text.out.split(/\n(?=\S[^\n]*: scenario ")/).find((b) => b.includes(`scenario "${sc.name}"`)) ?? '';
      expect(sc.passed, block).toBe(true);
    });
  }
});
