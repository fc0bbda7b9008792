// Quick fixes keep the lexing of the rest of the file (server/src/checks/lexing-kept.ts): a fix whose edit would
// change the tokens beside it or the lexer mode after its lines is not offered; the finding itself stays.

import { describe, expect, it } from 'vitest';
import { checkDocument } from '../../server/src/checks';
import { withoutLexChangingFixes } from '../../server/src/checks/lexing-kept';
import { makeDiagnostic, makeFix } from '../../server/src/diagnostics/diagnostic';
import { msg } from '../../server/src/i18n';
import { Workspace } from '../../server/src/model/workspace';

const EN_DASH_PT = '\u20131/\u20131';

function styleFindings(text: string) {
  const ws = new Workspace();
  ws.update('file:///t.cards', text);
  return checkDocument(ws, 'file:///t.cards').filter((d) => d.code === 'style' && text.slice(d.span.start, d.span.end).includes(EN_DASH_PT));
}

describe('quick fixes keep the lexing after them', () => {
  it('offers "–1/–1" → "−1/−1" inside ordinary rules text', () => {
    const found = styleFindings(`card "A"\n  cost {B}\n  type Instant\n  text\n    Target creature gets ${EN_DASH_PT} until end of turn.\n`);
    expect(found.length).toBe(1);
    expect(found[0]!.fixes?.length).toBeGreaterThan(0);
  });

  it('keeps the finding but drops the fix when the edit would make a rules line start with a field keyword', () => {
    // `card-1/-1…` is rules text (`-` continues a word); `card−1/−1…` starts with the field keyword `card`
    // (U+2212 ends it): the fix would end the text block and turn the lines after it into fields. (The style check
    // no longer flags the hyphen-minus, which Oracle text writes, CR 704.5q: the edit is made by hand here.)
    for (const word of ['card', 'pt', 'cost']) {
      const text = `card "A"\n  type Instant\n  text\n    ${word}-1/-1 counters\n  rarity common\n`;
      const start = text.indexOf('-1/-1');
      const span = { start, end: start + 5 };
      const d = makeDiagnostic('style', msg('fix.use-em-dash'), span, { fixes: [makeFix(msg('fix.use-em-dash'), [{ span, newText: '\u22121/\u22121' }])] });
      const kept = withoutLexChangingFixes('file:///t.cards', text, [d]);
      expect(kept.length, word).toBe(1);
      expect(kept[0]!.fixes ?? [], word).toEqual([]);
    }
    // The same edit inside a word that stays rules text is kept.
    const text = `card "A"\n  type Instant\n  text\n    Put a -1/-1 counter on target creature.\n`;
    const start = text.indexOf('-1/-1');
    const span = { start, end: start + 5 };
    const d = makeDiagnostic('style', msg('fix.use-em-dash'), span, { fixes: [makeFix(msg('fix.use-em-dash'), [{ span, newText: '\u22121/\u22121' }])] });
    expect(withoutLexChangingFixes('file:///t.cards', text, [d])[0]!.fixes).toHaveLength(1);
  });
});
