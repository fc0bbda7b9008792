// Corpus suite for the typo check: real cards (not from joke sets) written as CardScript get no unknown-keyword
// diagnostic, and no "did you mean" on their type lines or mana symbols (CR 702.1, 205.3, 107.4).

import { describe, expect, it } from 'vitest';
import { checkDocument, DEFAULT_CHECK_OPTIONS } from '../../server/src/checks';
import { syntaxCheck } from '../../server/src/checks/syntax';
import { TEMPLATING_CHECKS } from '../../server/src/checks/templating';
import { typosCheck } from '../../server/src/checks/typos';
import { writeCard } from '../../server/src/cli/import-cards';
import { Workspace } from '../../server/src/model/workspace';
import { loadCorpus } from '../support/corpus';

describe('typos on real cards', () => {
  const cards = loadCorpus().filter((c) => !c.funny);

  it('no real keyword line is an unknown keyword, and no real word gets a "did you mean"', () => {
    expect(cards.length).toBeGreaterThan(300);
    const hits: string[] = [];
    for (const card of cards) {
      const ws = new Workspace();
      ws.update('corpus.cards', writeCard(card));
      for (const d of checkDocument(ws, 'corpus.cards', { ...DEFAULT_CHECK_OPTIONS, showUnmodeled: false }, [typosCheck, syntaxCheck, ...TEMPLATING_CHECKS])) {
        if (d.code === 'unknown-keyword' || d.message.includes('did you mean')) hits.push(`${card.name}: ${d.message}`);
      }
    }
    expect(hits).toEqual([]);
  });
});
