// Layer-system scenarios (CR 613, 205.1, 305.7, 704.5, 109.2): every .cards file in this folder is a workspace of
// its own, simulated in-process; every scenario in it must pass. f01–f09 are the engine-fault scenarios of issue 14
// (unchanged, cards written out); the cr-613-* files are the CR's own examples and dependency cases.

import { readdirSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');
const FILES = readdirSync(__dirname).filter((f) => f.endsWith('.cards')).sort();

interface Report {
  scenarios: { name: string; passed: boolean; steps: { text: string; diagnostics: { message: string }[] }[] }[];
}

async function simulate(file: string): Promise<{ code: number; report: Report; err: string }> {
  const { code, out, err } = await runCli(['simulate', path.relative(ROOT, path.join(__dirname, file)), '--format', 'json'], ROOT);
  return { code, report: JSON.parse(out) as Report, err };
}

describe('layer-system scenarios (test/rules/layers)', () => {
  it('has the nine engine-fault workspaces f01–f09', () => {
    for (let i = 1; i <= 9; i++) expect(FILES).toContain(`f0${i}.cards`);
  });

  for (const file of FILES) {
    it(`every scenario of ${file} passes`, async () => {
      const { code, report, err } = await simulate(file);
      expect(err).toBe('');
      expect(report.scenarios.length).toBeGreaterThan(0);
      const failed = report.scenarios
        .filter((s) => !s.passed)
        .map((s) => `${s.name}: ${s.steps.flatMap((st) => st.diagnostics.map((d) => `${st.text} → ${d.message}`)).join(' | ')}`);
      expect(failed).toEqual([]);
      expect(code).toBe(0);
    });
  }
});
