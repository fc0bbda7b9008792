// The formatter over the real-card corpus (../shared/data or $CARDSCRIPT_CORPUS), written as CardScript by the
// importer: the importer's output is already canonical, and formatting is idempotent and keeps every token.

import { describe, expect, it } from 'vitest';
import { lex } from '../../grammar/src/lexer';
import { writeCard } from '../../server/src/cli/import-cards';
import { formatText } from '../../server/src/ide/format';
import { loadCorpus } from '../support/corpus';

function tokenImages(text: string): string[] {
  const r = lex(text);
  return [...r.tokens, ...(r.groups['comments'] ?? [])]
    .filter((t) => t.tokenType.name !== 'Newline')
    .sort((a, b) => a.startOffset - b.startOffset)
    .map((t) => `${t.tokenType.name}:${t.image.trim()}`);
}

describe('format over the real-card corpus', () => {
  const cards = loadCorpus();

  it('has cards', () => expect(cards.length).toBeGreaterThan(100));

  it('every card: canonical as imported, idempotent, token-preserving', () => {
    const problems: string[] = [];
    for (const card of cards) {
      const text = writeCard(card);
      const once = formatText(text);
      if (formatText(once) !== once) problems.push(`${card.name}: not idempotent`);
      if (tokenImages(once).join('\n') !== tokenImages(text).join('\n')) problems.push(`${card.name}: tokens changed`);
      if (once !== text) problems.push(`${card.name}: importer output is not canonical`);
    }
    expect(problems).toEqual([]);
  });

  it('the whole corpus as one file', () => {
    const text = cards.map(writeCard).join('\n');
    const once = formatText(text);
    expect(formatText(once)).toBe(once);
    expect(tokenImages(once)).toEqual(tokenImages(text));
  });
});
