// The engine faults of issue 24 (wave 3): each folder here is a scenario workspace copied unchanged from
// design/engine-faults/wave3 (its cards and scenarios, the CR sections in its comments), simulated in-process;
// every scenario in it must pass. r01 split second (CR 702.61a–b, 116.2b), r02 no priority in untap and cleanup
// (502.4, 514.3), r03 X of a face-down card's mana cost (107.3g–h), r04 "from anywhere" is no look-back (603.6c,
// 603.10a), r05 manifested is not cloaked (106.6, 701.58a), r06 "the chosen color" (608.2d, 702.16), r07 zone-specific
// abilities (113.6m), r08 "on top of its owner's library" (608.2c), r09 "as … is turned face up" of a copy (708.11,
// 614.1e), r10 linked abilities (607.2a), r11 multicolored (202.2c, 105.2b), h07 a declined "you may" (608.2d); c01–c05
// text that can't matter stays definite (712.8f, 701.19c, 708.2, 613.1d, 509.1b, 602.2).
// The honesty folders h01–h06, h08 (issue 23 part 3) are checked against their own comments: every line marked
// `# right answer: inconclusive, resting on "…"` (or `holds, or inconclusive resting on "…"`) holds or is inconclusive
// quoting that sentence, no step marked `# must not be refused` is counted illegal, nothing fails (CR 113.6, 603.2,
// 601.3, 118.7, 603.3d, 613.1f, 101.2, 707.10, 702.79a, 702.83a).

import { readdirSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { failedScenarios, simulateWorkspace } from '../../support/scenario-workspace';

const ROOT = path.resolve(__dirname, '../../..');
const FOLDERS = readdirSync(__dirname).filter((f) => statSync(path.join(__dirname, f)).isDirectory()).sort();

describe('wave-3 engine-fault workspaces (test/rules/wave3)', () => {
  it('has its fault folders', () => {
    expect(FOLDERS.length).toBeGreaterThan(0);
  });

  for (const folder of FOLDERS.filter((f) => !HONESTY.test(f))) {
    it(`every scenario of ${folder} passes`, async () => {
      const { code, report, err } = await simulateWorkspace(ROOT, path.relative(ROOT, path.join(__dirname, folder)));
      expect(err).toBe('');
      expect(report.scenarios.length).toBeGreaterThan(0);
      expect(failedScenarios(report)).toEqual([]);
      expect(code).toBe(0);
    });
  }
});

/** The honesty folders whose right answer is inconclusive (h07 must simply pass). */
const HONESTY = /^h0[1-68]-/;

interface HonestStep { text: string; ok: boolean; inconclusive?: { text: string }[]; diagnostics: { code: string; message: string }[] }
interface HonestScenario { name: string; verdict: string; expectations: { failed: number }; illegalSteps: number; steps: HonestStep[] }

/** The step lines of a scenario file with their marks, in order (a step line is indented under `scenario`). */
function markedLines(file: string): { code: string; quote?: string; mustNotBeRefused: boolean }[] {
  const out: { code: string; quote?: string; mustNotBeRefused: boolean }[] = [];
  let last: string | undefined;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!/^\s+\S/.test(line) || /^\s*#/.test(line)) continue;
    const hash = line.indexOf('#');
    const code = (hash < 0 ? line : line.slice(0, hash)).trim();
    const comment = hash < 0 ? '' : line.slice(hash);
    const quoted = /resting on "([^"]{1,30})/.exec(comment)?.[1];
    const marked = /right answer: (?:inconclusive|holds, or inconclusive)/.test(comment);
    if (quoted) last = quoted;
    out.push({ code, ...(marked ? { quote: quoted ?? last } : {}), mustNotBeRefused: /must not be (?:refused|counted as an illegal step)/.test(comment) });
  }
  return out;
}

describe('wave-3 honesty folders: inconclusive where the answer rests on text not understood (issue 23)', () => {
  for (const folder of FOLDERS.filter((f) => HONESTY.test(f))) {
    it(`${folder}: the marked answers are inconclusive (quoting their sentence) or hold, no step refused`, async () => {
      const { report, err } = await simulateWorkspace(ROOT, path.relative(ROOT, path.join(__dirname, folder)));
      expect(err).toBe('');
      const scenarios = (report as unknown as { scenarios: HonestScenario[] }).scenarios;
      const steps = scenarios.flatMap((s) => s.steps);
      const lines = markedLines(path.join(__dirname, folder, 'scenario.cards'));
      expect(steps.map((s) => s.text)).toEqual(lines.map((l) => l.code));
      for (const [i, line] of lines.entries()) {
        const step = steps[i]!;
        if (line.mustNotBeRefused) expect(step.diagnostics.map((d) => d.code), line.code).not.toContain('illegal-action');
        if (!line.quote) continue;
        if (step.ok) continue;
        expect(step.inconclusive, line.code).toBeDefined();
        const rests = step.inconclusive!.map((r) => r.text);
        expect(rests.some((r) => r.startsWith(line.quote!.replace(/[.…]+$/, '').slice(0, 25))), `${line.code}: ${rests.join(' | ')}`).toBe(true);
      }
      for (const s of scenarios) {
        expect(s.illegalSteps, s.name).toBe(0);
        expect(s.expectations.failed, s.name).toBe(0);
        expect(['passed', 'inconclusive'], s.name).toContain(s.verdict);
      }
    });
  }
});
