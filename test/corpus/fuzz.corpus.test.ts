// The fuzz properties over the real-card corpus (../shared/data or $CARDSCRIPT_CORPUS): real cards, written as
// CardScript by the importer, grouped a few to a file, mutated, then through parse → model → format → checks →
// quick fixes (test/fuzz/support/properties.ts). Size and seed as in test/fuzz (CARDSCRIPT_FUZZ_SCALE / _SEED).

import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { writeCard } from '../../server/src/cli/import-cards';
import { Workspace } from '../../server/src/model/workspace';
import { cardText, mutatedFile } from '../fuzz/support/arbitraries';
import { CaseCounter, fcParams } from '../fuzz/support/config';
import { checksProperty, fixesProperty, formatProperty, modelProperty, parseProperty } from '../fuzz/support/properties';
import { poolsOf, type SeedFile } from '../fuzz/support/seeds';
import { loadCorpus } from '../support/corpus';

const cards = loadCorpus().filter((c) => !c.funny);
// Five cards to a file, so set-wide checks (names, interactions) see neighbours.
const files: SeedFile[] = [];
for (let i = 0; i < cards.length; i += 5) {
  files.push({ name: `corpus-${i / 5}`, text: cards.slice(i, i + 5).map((c) => writeCard(c)).join('\n') });
}
const pools = poolsOf(files);
const counter = new CaseCounter();
const TIMEOUT = 1_200_000;

afterAll(() => {
  console.log(counter.summary('fuzz (corpus)'));
});

describe('fuzz over mutated real cards', () => {
  it('has the corpus', () => {
    expect(cards.length).toBeGreaterThan(100);
    expect(pools.rules.length).toBeGreaterThan(100);
  });

  it('every real card, unmutated, satisfies every property', () => {
    for (const f of files) {
      counter.add('unmutated');
      parseProperty(f.text);
      modelProperty(f.text);
      formatProperty(f.text);
      const ws = new Workspace();
      ws.update('file:///corpus.cards', f.text);
      counter.detail('quick fixes applied', fixesProperty(f.text, checksProperty(ws, 'file:///corpus.cards')));
    }
  }, TIMEOUT);

  it('parse', () => {
    fc.assert(fc.property(cardText(pools, 8), (text) => { counter.add('parse'); parseProperty(text); }), fcParams('corpus-parse', 20_000));
  }, TIMEOUT);

  it('model', () => {
    fc.assert(fc.property(cardText(pools, 16), (text) => { counter.add('model'); modelProperty(text); }), fcParams('corpus-model', 10_000));
  }, TIMEOUT);

  it('format', () => {
    fc.assert(fc.property(cardText(pools, 16), (text) => { counter.add('format'); formatProperty(text); }), fcParams('corpus-format', 5_000));
  }, TIMEOUT);

  it('checks and quick fixes', () => {
    fc.assert(
      fc.property(mutatedFile(pools, { maxMutations: 3 }), (text) => {
        counter.add('checks');
        const ws = new Workspace();
        ws.update('file:///corpus-fuzz.cards', text);
        counter.detail('quick fixes applied', fixesProperty(text, checksProperty(ws, 'file:///corpus-fuzz.cards')));
      }),
      fcParams('corpus-checks', 1_000),
    );
  }, TIMEOUT);
});
