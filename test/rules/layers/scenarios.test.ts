// Layer-system scenarios (CR 613, 205.1, 305.7, 704.5, 109.2): every .cards file in this folder is a workspace of
// its own, simulated in-process; every scenario in it must pass. f01–f09 are the engine-fault scenarios of issue 14
// (unchanged, cards written out); the cr-613-* files are the CR's own examples and dependency cases.

import { readdirSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { failedScenarios, simulateWorkspace } from '../../support/scenario-workspace';

const ROOT = path.resolve(__dirname, '../../..');
const FILES = readdirSync(__dirname).filter((f) => f.endsWith('.cards')).sort();

const simulate = (file: string) => simulateWorkspace(ROOT, path.relative(ROOT, path.join(__dirname, file)));

describe('layer-system scenarios (test/rules/layers)', () => {
  it('has the nine engine-fault workspaces f01–f09', () => {
    for (let i = 1; i <= 9; i++) expect(FILES).toContain(`f0${i}.cards`);
  });

  for (const file of FILES) {
    it(`every scenario of ${file} passes`, async () => {
      const { code, report, err } = await simulate(file);
      expect(err).toBe('');
      expect(report.scenarios.length).toBeGreaterThan(0);
      expect(failedScenarios(report)).toEqual([]);
      expect(code).toBe(0);
    });
  }
});
