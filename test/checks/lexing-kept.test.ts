// Quick fixes keep the lexing of the rest of the file (server/src/checks/lexing-kept.ts): a fix whose edit would
// change the tokens beside it or the lexer mode after its lines is not offered; the finding itself stays.

import { describe, expect, it } from 'vitest';
import { checkDocument } from '../../server/src/checks';
import { Workspace } from '../../server/src/model/workspace';

function styleFindings(text: string) {
  const ws = new Workspace();
  ws.update('file:///t.cards', text);
  return checkDocument(ws, 'file:///t.cards').filter((d) => d.code === 'style' && text.slice(d.span.start, d.span.end).includes('-1/-1'));
}

describe('quick fixes keep the lexing after them', () => {
  it('offers "-1/-1" → "−1/−1" inside ordinary rules text', () => {
    const found = styleFindings('card "A"\n  cost {B}\n  type Instant\n  text\n    Target creature gets -1/-1 until end of turn.\n');
    expect(found.length).toBe(1);
    expect(found[0]!.fixes?.length).toBeGreaterThan(0);
  });

  it('keeps the finding but drops the fix when the edit would make a rules line start with a field keyword', () => {
    // `card-1/-1…` is rules text (`-` continues a word); `card−1/−1…` starts with the field keyword `card`
    // (U+2212 ends it): the fix would end the text block and turn the lines after it into fields.
    for (const word of ['card', 'pt', 'cost']) {
      const found = styleFindings(`card "A"\n  type Instant\n  text\n    ${word}-1/-1 counters\n  rarity common\n`);
      expect(found.length, word).toBe(1);
      expect(found[0]!.fixes ?? [], word).toEqual([]);
    }
  });
});
