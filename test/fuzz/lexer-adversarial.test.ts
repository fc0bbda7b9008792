// Never crash, never hang: the lexer as a whole (every token pattern tried at every offset) on adversarial lines of
// 50,000 characters built from its own patterns' characters and words (regex-safety/adversarial-inputs.ts), in each
// mode a line can start in (a field line, a rules-text line, a scenario step), within a CPU-time bound far from both
// a linear lexer (milliseconds) and a backtracking one (seconds to hours). The regex-by-regex check is
// test/regex-safety/code-regex.test.ts.
//
// There are hundreds of (input, mode) cases of ~50 ms each: `npm test` (scale 0.4) runs a sample fixed by the seed,
// and `npm run fuzz` at CI's scale (8, see .ci/run) runs every one; the sampled share is scale / 4, at most all.

import { describe, expect, it } from 'vitest';
import { lex } from '../../grammar/src/lexer';
import { adversarialInputs } from '../regex-safety/adversarial-inputs';
import { tokenPatterns } from '../regex-safety/code-regexes';
import { boundedCpuTime } from '../regex-safety/cpu-clock';
import { FUZZ_SCALE, FUZZ_SEED } from './support/config';

// Lexing a whole adversarial input is more work than one regex over it: a looser bound than code-regex's 250 ms.
const MAX_LEX_MS = 2_000;
const LENGTH = 50_000;
const MODES = [
  { name: 'main mode', prefix: '' },
  { name: 'rules text', prefix: 'card "X"\n  text\n    ' },
  { name: 'scenario step', prefix: 'scenario "S"\n  you cast ' },
];

/** A case's place in [0, 1) for this seed: the sample is the cases under the share (FNV-1a of seed and label). */
function position(label: string): number {
  let h = 0x811c9dc5 ^ FUZZ_SEED;
  for (let i = 0; i < label.length; i++) h = Math.imul(h ^ label.charCodeAt(i), 0x01000193);
  return (h >>> 0) / 0x1_0000_0000;
}

const share = Math.min(1, FUZZ_SCALE / 4);
const sources = [...new Set(tokenPatterns().map((p) => p.source))].join('');
const all = adversarialInputs(sources, LENGTH).flatMap((input) => MODES.map((mode) => ({ label: `${input.label} in ${mode.name}`, text: mode.prefix + input.text })));
const cases = all.filter((c) => position(c.label) < share);

describe('the lexer as a whole on adversarial input', () => {
  it('has cases, and samples them by the scale', () => {
    expect(all.length).toBeGreaterThan(1_000);
    expect(cases.length).toBeGreaterThan(0);
    if (share === 1) expect(cases.length).toBe(all.length);
  });

  it.each(cases.map((c) => [c.label, c.text] as const))('lexes %s within the bound', (_label, text) => {
    expect(boundedCpuTime(MAX_LEX_MS, () => lex(text)).ms).toBeLessThan(MAX_LEX_MS);
  });
});
