// Property suite "Never crash, never lose a token": generated and mutated card files (from the examples and
// fixtures) through parse → model → format → checks → quick fixes → scenarios. Most cases stop at parse or
// model level (cheap); fewer go through the checks and the scenario runner. Prints one summary line with the
// case counts; size and seed come from CARDSCRIPT_FUZZ_SCALE / CARDSCRIPT_FUZZ_SEED (support/config.ts).

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Workspace } from '../../server/src/model/workspace';
import { cardText, mutatedFile } from './support/arbitraries';
import { CaseCounter, fcParams, FUZZ_SCALE, FUZZ_SEED } from './support/config';
import { checksProperty, fixesProperty, formatProperty, modelProperty, parseProperty, scenarioProperty } from './support/properties';
import { poolsOf, projectSeedFiles, scenarioSeedSets } from './support/seeds';

const pools = poolsOf(projectSeedFiles());
const counter = new CaseCounter();
const TIMEOUT = 600_000;

// The seed first, so a run that hangs can be replayed (CARDSCRIPT_FUZZ_SEED=<seed>); the counts at the end.
beforeAll(() => {
  console.log(`fuzz: seed ${FUZZ_SEED}, scale ${FUZZ_SCALE}`);
});
afterAll(() => {
  console.log(counter.summary());
});

describe('fuzz: parse → model → format → checks → fixes → scenarios', () => {
  it('has seed material', () => {
    expect(pools.files.length).toBeGreaterThan(20);
    expect(pools.steps.length).toBeGreaterThan(20);
    expect(pools.rules.length).toBeGreaterThan(20);
  });

  it('parse never throws and keeps every span inside the text', () => {
    fc.assert(fc.property(cardText(pools, 6), (text) => { counter.add('parse'); parseProperty(text); }), fcParams('parse', 56_000));
  }, TIMEOUT);

  it('the model builds every text, every span inside it', () => {
    fc.assert(fc.property(cardText(pools, 12), (text) => { counter.add('model'); modelProperty(text); }), fcParams('model', 30_000));
  }, TIMEOUT);

  it('formatting is idempotent and keeps every token', () => {
    fc.assert(fc.property(cardText(pools, 12), (text) => { counter.add('format'); formatProperty(text); }), fcParams('format', 12_000));
  }, TIMEOUT);

  it('checks never fail internally; quick fixes keep every token they do not edit', () => {
    const files = pools.files.filter((f) => f.text.length < 8000);
    fc.assert(
      fc.property(mutatedFile(pools, { files, maxMutations: 3 }), (text) => {
        counter.add('checks');
        const ws = new Workspace();
        ws.update('file:///fuzz.cards', text);
        const diagnostics = checksProperty(ws, 'file:///fuzz.cards');
        counter.detail('quick fixes applied', fixesProperty(text, diagnostics));
      }),
      fcParams('checks', 2_000),
    );
  }, TIMEOUT);

  it('every scenario run ends and is deterministic', () => {
    const { cards, scenarios } = scenarioSeedSets();
    // One workspace: the example cards stay, the scenario document is replaced by each case.
    const ws = new Workspace();
    for (const f of cards) ws.update(`file:///${f.name}`, f.text);
    fc.assert(
      fc.property(mutatedFile(pools, { files: scenarios, maxMutations: 4 }), (text) => {
        counter.add('scenario');
        ws.update('file:///fuzz-scenario.cards', text);
        counter.detail('scenario steps run twice', scenarioProperty(ws, 'file:///fuzz-scenario.cards'));
      }),
      fcParams('scenario', 300),
    );
  }, TIMEOUT);
});
