// Golden transcripts of every scenario under examples/: `cardscript simulate examples` run in-process, split
// per file and compared with test/scenarios/golden/<name>.txt (UPDATE_GOLDENS=1 writes them; a missing golden fails). Each golden
// is a rules claim (CR 708 and around): review it by reading. Every scenario must pass.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/run-cli';
import { expectGolden } from '../support/golden';

const ROOT = path.resolve(__dirname, '../..');
const GOLDEN = path.join(__dirname, 'golden');

const simulate = (args: string[]) => runCli(['simulate', ...args], ROOT);

/** "examples/rulings/s01-same-object.cards" → "rulings-s01-same-object". */
function goldenName(file: string): string {
  return path.relative('examples', file).replace(/\.cards?$/, '').split(/[\\/]/).join('-');
}

/** The transcript text split into one chunk per file (scenarios of a file are consecutive). */
function byFile(out: string): Map<string, string> {
  const chunks = new Map<string, string>();
  const blocks = out.split(/\n(?=\S[^\n]*: scenario ")/);
  for (const block of blocks) {
    const m = /^(\S[^\n]*?): scenario "/.exec(block);
    if (!m) continue;
    const text = block.endsWith('\n') ? block : `${block}\n`;
    chunks.set(m[1]!, (chunks.get(m[1]!) ?? '') + text.replace(/\n\d+ scenarios?: \d+ passed, \d+ failed\n$/, '\n'));
  }
  return chunks;
}

describe('scenario transcripts (examples/)', async () => {
  const text = await simulate(['examples']);
  const json = await simulate(['examples', '--format', 'json']);
  const files = byFile(text.out);

  it('simulate examples exits 0 and every scenario passes', () => {
    expect(text.err).toBe('');
    expect(text.code).toBe(0);
    const parsed = JSON.parse(json.out) as { scenarios: { path: string; name: string; passed: boolean }[] };
    expect(parsed.scenarios.length).toBeGreaterThanOrEqual(22);
    expect(parsed.scenarios.filter((s) => !s.passed).map((s) => `${s.path}: ${s.name}`)).toEqual([]);
  });

  it('covers the 21 face-down rulings walkthroughs (S1–S21)', () => {
    const names = (JSON.parse(json.out) as { scenarios: { name: string }[] }).scenarios.map((s) => s.name);
    for (let i = 1; i <= 21; i++) expect(names.some((n) => n.startsWith(`S${i} `)), `S${i}`).toBe(true);
  });

  it('names objects by card name and @ref, never by the engine\'s internal ids (issue 29)', () => {
    // An internal object id is `o` and a number ("3 damage to o1 from o2"); events are the lines under a step.
    const events = text.out.split('\n').filter((l) => l.trimStart().startsWith('→'));
    const jsonEvents = (JSON.parse(json.out) as { scenarios: { steps: { events: string[] }[] }[] }).scenarios.flatMap((s) => s.steps.flatMap((st) => st.events));
    expect(events.length).toBeGreaterThan(100);
    expect([...events, ...jsonEvents].filter((l) => /\bo\d+\b/.test(l))).toEqual([]);
  });

  for (const [file, transcript] of files) {
    it(`matches the golden transcript of ${file}`, () => {
      const golden = path.join(GOLDEN, `${goldenName(file)}.txt`);
      expectGolden(golden, transcript);
    });
  }
});
