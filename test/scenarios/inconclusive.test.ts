// Honest results: `simulate` reports an expectation resting on rules text the engine doesn't understand (or doesn't
// carry out) as inconclusive, names that text, counts it in the summary and exits 1; the same card fully understood passes.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { main } from '../../server/src/cli/main';
import { getScenarioLenses } from '../../server/src/ide/code-lens';
import { runScenarioForEditor } from '../../server/src/ide/scenarios';
import { Workspace } from '../../server/src/model/workspace';
import type { CliIO } from '../../server/src/cli/io';

const ROOT = path.resolve(__dirname, '../..');
const FILE = 'test/fixtures/unmodeled/scenario-inconclusive.cards';

async function cli(args: string[]): Promise<{ code: number; out: string }> {
  let out = '';
  const io: CliIO = { out: (t) => { out += t; }, err: () => {}, cwd: ROOT, exitCode: 0 };
  const code = await main(args, io);
  return { code, out };
}

describe('inconclusive expectations', () => {
  it('are neither held nor failed, name the text they rest on, and make simulate exit 1', async () => {
    const r = await cli(['simulate', FILE]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/expect "Shoal Warden" is 2\/2 {3}\?\n\s+! expectation-inconclusive: Inconclusive: this holds in the simulation, but it rests on 'put a \+1\/\+1 counter on it for each Island you tapped for …' of Shoal Warden, not understood/);
    expect(r.out).toMatch(/expect "Tide Warden" is 3\/3 {3}\?\n\s+! expectation-inconclusive: .*'put a \+1\/\+1 counter on it for each Aura attached to it' of Tide Warden, not simulated/);
    expect(r.out).toContain('result: INCONCLUSIVE — 0/2 expectations hold, 2 inconclusive, 0 illegal steps');
    expect(r.out).toContain('result: passed — 1/1 expectations hold');
    expect(r.out).toContain('3 scenarios: 1 passed, 0 failed, 2 inconclusive');
  });

  it('only the fully understood scenario: passes, exit 0', async () => {
    const r = await cli(['simulate', FILE, '--scenario', 'fully understood: passes']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('1 scenario: 1 passed, 0 failed\n');
  });

  it('are counted by simulate --format json and by summary', async () => {
    const json = JSON.parse((await cli(['simulate', FILE, '--format', 'json'])).out) as { scenarios: { verdict: string; expectations: { inconclusive: number } }[] };
    expect(json.scenarios.map((s) => [s.verdict, s.expectations.inconclusive])).toEqual([['inconclusive', 2], ['inconclusive', 1], ['passed', 0]]);
    const summary = await cli(['summary', FILE]);
    expect(summary.code).toBe(1);
    expect(summary.out).toContain('Scenarios  1 passed, 0 failed, 2 inconclusive');
    expect(summary.out).toContain('"partly understood: inconclusive" (inconclusive)');
    expect(summary.out).toMatch(/--scenario "partly understood: inconclusive"\s+which text it rests on, step by step/);
  });

  it('show ? on the code lens and are listed in the editor run result', () => {
    const ws = new Workspace();
    const uri = 'file:///scenario-inconclusive.cards';
    ws.update(uri, readFileSync(path.join(ROOT, FILE), 'utf8'));
    const titles = getScenarioLenses(ws.get(uri)!, ws).map((l) => l.title);
    expect(titles).toEqual([
      'Run scenario (? inconclusive: 0/2 expectations hold, 2 inconclusive)',
      'Run scenario (? inconclusive: 0/1 expectations hold, 1 inconclusive)',
      'Run scenario (✓ passed: 1/1 expectations hold)',
    ]);
    const run = runScenarioForEditor(ws, uri, 'partly understood: inconclusive')!;
    expect(run.passed).toBe(false);
    expect((run['failures'] as string[])[0]).toMatch(/rests on 'put a \+1\/\+1 counter on it for each Island you tapped for …' of Shoal Warden/);
  });
});
