// The metamorphic suite's fast part (issue 23 part 4), in `npm test`: the bystander templates are still sentences the
// grammar doesn't read (a learned one is left out by the generator, and named here so it gets replaced), every value
// an expectation checks has an unread template that reaches it, the transform only adds a line, and a small sample
// of the full run (`npm run test:metamorphic`) agrees with the checked-in lists of known failures.

import { describe, expect, it } from 'vitest';
import { buildDocument } from '../../server/src/model/document';
import { BYSTANDER, bystanderCard, learnedInertSentences, setupLine, usableTemplates, withFirstStep } from '../support/metamorphic/bystanders';
import { compareWithKnown } from '../support/metamorphic/known';
import { runSuite, runText, scenariosOf } from '../support/metamorphic/run';
import { INERT_TEMPLATES, REACH_TEMPLATES, type Reach } from '../support/metamorphic/templates';

/** Every value `reachOf` can name. */
const REACHES: readonly Reach[] = [
  'pt', 'color', 'type', 'abilities', 'name', 'mana-value', 'cost', 'zone', 'count', 'life', 'player-counters', 'tapped', 'counters',
  'damage', 'combat', 'control', 'trigger', 'stack', 'visibility', 'pool', 'face',
  'legality', 'legality-cast', 'legality-activate', 'legality-attack', 'legality-block', 'legality-land', 'turn-up',
];

describe('metamorphic bystander templates', () => {
  it('every template sentence is one the grammar does not read (a learned one must be replaced)', () => {
    const { learned } = usableTemplates();
    expect(learned.map((t) => `${t.id}: ${t.sentence}`), 'the grammar reads these now: replace each by an unread sentence with the same reach').toEqual([]);
    expect(learnedInertSentences()).toEqual([]);
  });

  it('every value an expectation can check has an unread template reaching it', () => {
    const { usable } = usableTemplates();
    expect(REACHES.filter((r) => !usable.some((t) => t.reach.includes(r)))).toEqual([]);
    expect(new Set(REACH_TEMPLATES.map((t) => t.id)).size).toBe(REACH_TEMPLATES.length);
  });

  it('a bystander is one more setup line and one more card; the back-face card keeps its text off the front (CR 712.8d)', () => {
    const scenario = 'scenario "s"\n    you cast "X"\n    resolve';
    expect(withFirstStep(scenario, setupLine('library'))).toBe(`scenario "s"\n    opponent has "${BYSTANDER}" in library\n    you cast "X"\n    resolve`);
    const doc = buildDocument('mem:/t.cards', bystanderCard('All creatures are black.', { back: true }));
    const faces = doc.cards[0]!.card.faces;
    expect(faces.map((f) => f.abilities.length)).toEqual([0, 1]);
    expect(INERT_TEMPLATES.map((p) => p.placement)).toEqual(['library', 'exile', 'back-face', 'face-down', 'restriction', 'step-restriction', 'regeneration', 'other-zone']);
  });
});

describe('metamorphic runs', () => {
  const source = (steps: string) => ({ file: 'mem.cards', name: 's', text: `scenario "s"\n  ${steps}`, cards: [] });
  const inExile = (steps: string) => runText(source(steps), withFirstStep(source(steps).text, setupLine('exile')), bystanderCard('All creatures are black.'), 1);

  it('a bystander the scenario brings onto the battlefield is no longer inert (CR 113.6: its text works there)', () => {
    const moved = inExile(`return "${BYSTANDER}" to battlefield\n  expect "${BYSTANDER}" is on battlefield`);
    expect(moved.bystanderMoved).toBe(true);
    expect(moved.expectations.map((e) => e.index)).toEqual([1]); // counted without the added setup line
    expect(inExile(`expect "${BYSTANDER}" is in exile`).bystanderMoved).toBe(false);
  });
});

describe('metamorphic sample (the full run is npm run test:metamorphic)', () => {
  // CR 613.4d (switching P/T) and 702.61 (split second): a layer scenario file and a legality one.
  const result = runSuite(['test/rules/layers/cr-613-4.cards', 'test/rules/wave3/r01-split-second'].flatMap(scenariosOf));

  it('makes cases of both halves', () => {
    expect(result.cases.filter((c) => c.half === 'turn-inconclusive').length).toBeGreaterThan(5);
    expect(result.cases.filter((c) => c.half === 'stay-definite').length).toBeGreaterThan(30);
  });

  for (const half of ['turn-inconclusive', 'stay-definite'] as const) {
    it(`${half}: the sample agrees with the known failures`, () => {
      const { newFailures, nowHold } = compareWithKnown(half, result.cases, false);
      expect(newFailures.map((c) => `${c.key}: got ${c.got}`)).toEqual([]);
      expect(nowHold).toEqual([]);
    });
  }
});
