// The metamorphic suite (issue 23 part 4), full run: every scenario of test/rules/ and examples/ that passes
// definitely, with bystanders. Half 1 ("turn-inconclusive"): a bystander permanent whose unread static or trigger
// could change the checked value → `?`, quoting the bystander (CR 604.1, 603.2, 613). Half 2 ("stay-definite"): the
// same kind of text where it provably can't matter — a card in a library or in exile (113.6), a back face while the
// front is up (712.8d, 712.8f), a face-down permanent's own text (708.2a), a restriction never tested, "can't be
// regenerated" with nothing regenerating (701.19c), an ability that functions only in the graveyard (113.6b) → the
// answer stays definite and equal. Run by `npm run test:metamorphic` (CI: .ci/run) and within `npm run test:corpus`.
// The cases known to fail on today's engine are checked in (test/corpus/metamorphic/*.txt): each must still fail,
// every other case must hold. `UPDATE_GOLDENS=1` rewrites those lists (review the diff).

import { describe, expect, it } from 'vitest';
import { compareWithKnown, knownFile, type Half } from '../support/metamorphic/known';
import { runSuite, scenarioWorkspaces, scenariosOf, type Case } from '../support/metamorphic/run';

const show = (cases: readonly Case[]) => cases.slice(0, 20).map((c) => `${c.key}: got ${c.got}, expected ${c.expected}${c.why ? ` (${c.why})` : ''}`).join('\n');

describe('metamorphic bystanders over test/rules and examples', () => {
  const started = Date.now();
  const result = runSuite(scenarioWorkspaces().flatMap(scenariosOf));
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const count = (half: Half, holds?: boolean) => result.cases.filter((c) => c.half === half && (holds === undefined || c.holds === holds)).length;
  // The figures, for the CI log (not a timing test: nothing is asserted on them but that there are cases).
  console.log([
    `metamorphic: ${result.scenarios} scenarios, ${result.definite} pass definitely; ${result.runs} runs in ${seconds} s`,
    `  turn-inconclusive: ${count('turn-inconclusive')} cases, ${count('turn-inconclusive', false)} leak (definite where the bystander could matter)`,
    `  stay-definite: ${count('stay-definite')} cases, ${count('stay-definite', false)} changed by text that can't matter`,
    `  no case: ${result.presenceMatters.length} (scenario, placement) pairs where a bystander with no text already changes an answer, ${result.bystanderMoved.length} where the scenario moves the bystander out of its inert place; ${result.unreachable} expectations no text can change`,
    ...(result.learned.length ? [`  left out, the grammar reads them now: ${result.learned.join(' | ')}`] : []),
  ].join('\n'));

  it('makes cases of both halves from most definite scenarios', () => {
    expect(result.definite).toBeGreaterThan(500);
    expect(count('turn-inconclusive')).toBeGreaterThan(1000);
    expect(count('stay-definite')).toBeGreaterThan(5000);
  });

  for (const half of ['turn-inconclusive', 'stay-definite'] as const) {
    it(`${half}: every case holds but the known failures of ${knownFile(half).replace(/.*\/test\//, 'test/')}, and each of those still fails`, () => {
      const { newFailures, nowHold, stale } = compareWithKnown(half, result.cases, true);
      expect(newFailures.length, `new failures (fix the engine, or if deliberate list them with UPDATE_GOLDENS=1):\n${show(newFailures)}`).toBe(0);
      expect(nowHold, 'these listed cases hold now: remove them from the list (UPDATE_GOLDENS=1 rewrites it)').toEqual([]);
      expect(stale, 'these listed cases are no longer made (a scenario or template changed, or the grammar learned a template): update the list').toEqual([]);
    });
  }
});
