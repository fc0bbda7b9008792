// The engine faults of issue 24 (wave 3): each folder here is a scenario workspace copied unchanged from
// design/engine-faults/wave3 (its cards and scenarios, the CR sections in its comments), simulated in-process;
// every scenario in it must pass. r01 split second (CR 702.61a–b, 116.2b), r02 no priority in untap and cleanup
// (502.4, 514.3), r03 X of a face-down card's mana cost (107.3g–h), r04 "from anywhere" is no look-back (603.6c,
// 603.10a), r05 manifested is not cloaked (106.6, 701.58a), r06 "the chosen color" (608.2d, 702.16), r07 zone-specific
// abilities (113.6m), r08 "on top of its owner's library" (608.2c), r09 "as … is turned face up" of a copy (708.11,
// 614.1e), r10 linked abilities (607.2a), r11 multicolored (202.2c, 105.2b), h07 a declined "you may" (608.2d).

import { readdirSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { failedScenarios, simulateWorkspace } from '../../support/scenario-workspace';

const ROOT = path.resolve(__dirname, '../../..');
const FOLDERS = readdirSync(__dirname).filter((f) => statSync(path.join(__dirname, f)).isDirectory()).sort();

describe('wave-3 engine-fault workspaces (test/rules/wave3)', () => {
  it('has its fault folders', () => {
    expect(FOLDERS.length).toBeGreaterThan(0);
  });

  for (const folder of FOLDERS) {
    it(`every scenario of ${folder} passes`, async () => {
      const { code, report, err } = await simulateWorkspace(ROOT, path.relative(ROOT, path.join(__dirname, folder)));
      expect(err).toBe('');
      expect(report.scenarios.length).toBeGreaterThan(0);
      expect(failedScenarios(report)).toEqual([]);
      expect(code).toBe(0);
    });
  }
});
