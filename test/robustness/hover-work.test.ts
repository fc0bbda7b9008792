// A hover on a large document (issue 22, F9). Bench item 19 hovers every 50 ms while an edit of a 20 MB document is
// checked: a hover that looked at every line, card and diagnostic of the document made the edit's cost grow with the
// square of the document (more hovers while it runs, each longer). No test times anything: what one hover looks at is
// counted at n and 2n cards, and the answers are those of a search through every list.

import { describe, expect, it } from 'vitest';
import { exampleCardBlocks, generateCards } from '../../bench/generate';
import { AnalysisHost } from '../../server/src/analysis/analysis-host';
import { holdingWork } from '../../server/src/analysis/document-analysis';
import { CHECKS } from '../../server/src/checks';
import { interactionsCheck } from '../../server/src/checks/interactions';
import { getHover } from '../../server/src/ide/hover';
import { builtCardAt, contains, itemAt, lineNodeAt } from '../../server/src/ide/locate';
import type { DocumentModel } from '../../server/src/model/document';

const URI = 'file:///large.cards';
/** The document's own checks (the set-wide analysis is not what a hover reads). */
const OWN = CHECKS.filter((c) => c !== interactionsCheck);

/** A host holding `n` generated cards, a misspelt keyword on every flyer (findings with a fix, to hover). */
function opened(n: number): { host: AnalysisHost; text: string } {
  const text = generateCards(n).replace(/^( +)Flying$/gm, '$1Flyng');
  const host = new AnalysisHost(OWN);
  host.openDocument(URI, text, 1);
  return { host, text };
}

/** Wraps the document's lines, items and cards so that each read of an element is counted. */
function countReads(doc: DocumentModel): () => number {
  let reads = 0;
  const wrap = <T extends object>(list: T[]): T[] => new Proxy(list, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  doc.parse.ast.lines = wrap(doc.parse.ast.lines);
  doc.parse.ast.items = wrap(doc.parse.ast.items);
  doc.cards = wrap(doc.cards);
  return () => reads;
}

describe('a hover looks at about as much of a large document as of a small one (F9)', () => {
  it('finds the line, the item, the card and the diagnostics under every offset that a search through every list finds', () => {
    const { host, text } = opened(40);
    const a = host.analysis(URI)!;
    const doc = a.model;
    const own = a.ownDiagnostics().value;
    expect(own.some((d) => d.fixes?.length)).toBe(true);
    for (let at = 0; at <= text.length + 1; at += 3) {
      expect(lineNodeAt(doc, at)).toBe(doc.parse.ast.lines.find((l) => contains(l.span, at)));
      expect(itemAt(doc, at)).toBe(doc.parse.ast.items.find((i) => contains(i.span, at)));
      expect(builtCardAt(doc, at)).toBe(doc.cards.find((b) => contains(b.card.span, at)));
      if (at % 51 === 0) expect(a.hover(at).value).toEqual(getHover(host.workspace, URI, at, { diagnostics: own, locale: 'en' }));
    }
  });

  it('a hover in the last cards of a document twice as long looks at about as many lines, cards and diagnostics', () => {
    const per = exampleCardBlocks().length;
    const work = (copies: number) => {
      const { host, text } = opened(copies * per);
      const a = host.analysis(URI)!;
      a.ownDiagnostics();
      const reads = countReads(a.model);
      // The same card in the last copy of the set: a hover at each of its lines.
      const name = exampleCardBlocks().find((b) => /Flying/.test(b.text))!.name;
      const start = text.indexOf(`card "${name} ${copies}"`);
      const offsets = a.model.parse.ast.lines.filter((l) => l.span.start >= start).slice(0, 8).map((l) => l.span.start + 2);
      for (const at of offsets) a.hover(at); // what is worked out once per version (whether a list is in document order)
      const before = { reads: reads(), looked: holdingWork.looked };
      const found = offsets.map((at) => a.hover(at).value).filter(Boolean).length;
      return { found, reads: reads() - before.reads, looked: holdingWork.looked - before.looked };
    };
    const small = work(2);
    const large = work(4);
    expect(small.found).toBeGreaterThan(0);
    expect(large.found).toBe(small.found);
    expect(small.looked).toBeGreaterThan(0);
    expect(large.looked).toBe(small.looked);
    // Halving takes a step more per list when the document doubles; a search through every list takes twice as many.
    expect(large.reads).toBeLessThan(1.3 * small.reads);
  });
});
