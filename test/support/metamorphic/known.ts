// The metamorphic suite's pass/fail data, checked in: per half, the cases known to fail on today's engine (a leak:
// a definite answer where the bystander's unread text could change it; or a `?` where the text can't matter). Each
// listed case must still fail, and every other case must hold: a fix shows up as "now holds, remove it from the
// list", a regression as "a new failure". `UPDATE_GOLDENS=1` rewrites the lists deliberately (review the diff).

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { updatingGoldens } from '../golden';
import type { Case } from './run';

export const KNOWN_DIR = path.resolve(__dirname, '../../corpus/metamorphic');

export type Half = Case['half'];

export const knownFile = (half: Half) => path.join(KNOWN_DIR, `${half === 'turn-inconclusive' ? 'known-leaks' : 'known-false-inconclusive'}.txt`);

const HEADER: Record<Half, string> = {
  'turn-inconclusive': '# Metamorphic cases (issue 23 part 4) that leak on this engine: a bystander permanent whose unread text could\n'
    + '# change the checked value, and the answer stays definite. Each must still leak; remove a line when it turns `?`.\n'
    + '# One case a line: file › scenario › #step expectation ⟂ template. Written by UPDATE_GOLDENS=1 npm run test:metamorphic.\n',
  'stay-definite': '# Metamorphic cases (issue 23 part 4) where text that provably can\'t matter changes the answer on this engine\n'
    + '# (mostly a definite answer turned `?`). Each must still fail; remove a line when it stays definite and equal.\n'
    + '# One case a line: file › scenario › #step expectation ⟂ placement[:template]. Written by UPDATE_GOLDENS=1 npm run test:metamorphic.\n',
};

export function readKnown(half: Half): Set<string> {
  const file = knownFile(half);
  if (!existsSync(file)) return new Set();
  return new Set(readFileSync(file, 'utf8').split('\n').filter((l) => l && !l.startsWith('#')));
}

/** What differs from the list, for the cases `cases` (of one half; `all`: the run covered every case, so a listed case with no run is stale). */
export function compareWithKnown(half: Half, cases: readonly Case[], all: boolean): { newFailures: Case[]; nowHold: string[]; stale: string[] } {
  const known = readKnown(half);
  const byKey = new Map(cases.filter((c) => c.half === half).map((c) => [c.key, c]));
  if (all && updatingGoldens()) {
    const failing = [...byKey.values()].filter((c) => !c.holds).map((c) => c.key).sort();
    writeFileSync(knownFile(half), `${HEADER[half]}${failing.map((k) => `${k}\n`).join('')}`);
    return { newFailures: [], nowHold: [], stale: [] };
  }
  return {
    newFailures: [...byKey.values()].filter((c) => !c.holds && !known.has(c.key)),
    nowHold: [...known].filter((k) => byKey.get(k)?.holds === true),
    stale: all ? [...known].filter((k) => !byKey.has(k)) : [],
  };
}
