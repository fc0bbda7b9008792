// A 20 MB document froze the server on every edit (issue 22, F9). No test times anything (speed lives in `npm run bench`,
// item 19): the work of one edit is counted — cards re-checked, set-wide sources re-analyzed, cached findings copied,
// notes worded, lines lexed for fixes, diagnostics hashed for the result id — at n and 2n cards and
// must not grow with the document; a re-analysis that an edit makes large runs in slices of bounded work.
// (Its own file: these tests run the whole checker, so the mutation audit's runs, which mutate code every check
// reaches, leave them out.)

import { describe, expect, it } from 'vitest';
import { generateCards } from '../../bench/generate';
import { AnalysisHost } from '../../server/src/analysis/analysis-host';
import { checkDocument } from '../../server/src/checks';
import type { IncrementalChecker } from '../../server/src/checks/incremental-checker';
import { Workspace } from '../../server/src/model/workspace';
import { lexWork } from '../../server/src/checks/lexing-kept';
import { idWork, type DocumentAnalysis } from '../../server/src/analysis/document-analysis';
import { convertWork, diagnosticConverter } from '../../server/src/lsp/convert';

describe('one edit of a large document costs in proportion to what it changed (F9)', () => {
  const URI = 'file:///large.cards';
  /** A host with `n` generated cards, fully checked, and its checker's work counts. */
  const opened = (n: number, change: (text: string) => string = (t) => t) => {
    const text = change(generateCards(n));
    const host = new AnalysisHost();
    host.openDocument(URI, text, 1);
    const a = host.analysis(URI)!;
    a.resultId();
    publish(a);
    return { host, text, checker: (host as unknown as { checker: IncrementalChecker }).checker };
  };
  /** What a publish does with every diagnostic of an analysis: each converted to the protocol's, in Italian. */
  const publish = (a: DocumentAnalysis) => {
    const convert = diagnosticConverter(a.document, () => a.document, 'it');
    return a.diagnostics().value.map(convert);
  };
  /** `text` with `needle`'s first occurrence from `from` (by default: in its second half) replaced. */
  const edited = (text: string, needle: string, replacement: string, from = text.length >> 1) => {
    const at = text.indexOf(needle, from);
    expect(at).toBeGreaterThanOrEqual(from);
    return text.slice(0, at) + replacement + text.slice(at + needle.length);
  };
  // One and two copies of the example set (the set-wide analysis of each is checked whole once).
  const hosts = new Map<number, ReturnType<typeof opened>>();
  const host = (n: number) => hosts.get(n) ?? hosts.set(n, opened(n)).get(n)!;

  it('a keystroke in one card re-checks that card, whatever the size of the document', () => {
    const work = (n: number) => {
      const { host: h, text, checker } = host(n);
      const before = { ...checker.work };
      // In the second half of the document, the rules line of an instant that no set-wide note depends on (not a
      // face-down card, not touching them): typing makes it a sentence the grammar doesn't read.
      h.changeDocument(URI, edited(text, 'Draw two cards.', 'Draw two cardsx.'), 2);
      h.analysis(URI)!.diagnostics();
      return { cards: checker.work.cardsChecked - before.cardsChecked, sources: checker.work.sourcesAnalyzed - before.sourcesAnalyzed };
    };
    const small = work(30);
    const large = work(60);
    expect(small.cards).toBe(1);
    expect(large).toEqual(small);
  });

  it('a keystroke copies, re-words, re-lexes, re-hashes and converts the words of only the edited card\'s findings; the others move in place', () => {
    // Fresh hosts (the test above edited the shared ones). An edit in the first instant's rules line (no set-wide
    // note depends on it; a word no did-you-mean answers, so the edited card adds no finding of its own): almost every other card moves, with its findings (the generated cards are not all read),
    // fixes and repeated set-wide notes.
    const work = (n: number) => {
      // A misspelt keyword on every flyer: a finding with a fix ("did you mean Flying?") on a card of each copy.
      const { host: h, text, checker } = opened(n, (t) => t.replace(/^( +)Flying$/gm, '$1Flyng'));
      const before = { ...checker.work, lexed: lexWork.lines, hashed: idWork.hashed, worded: convertWork.worded };
      h.changeDocument(URI, edited(text, 'Draw two cards.', 'Draw two cards now.', 0), 2);
      const a = h.analysis(URI)!;
      const all = a.diagnostics().value;
      a.resultId();
      const published = publish(a);
      return {
        counts: {
          cards: checker.work.cardsChecked - before.cardsChecked,
          sources: checker.work.sourcesAnalyzed - before.sourcesAnalyzed,
          copied: checker.work.findingsCopied - before.findingsCopied,
          notesMade: checker.work.notesMade - before.notesMade,
          linesLexed: lexWork.lines - before.lexed,
          hashed: idWork.hashed - before.hashed,
          worded: convertWork.worded - before.worded,
        },
        published: published.length,
        moved: checker.work.findingsMoved - before.findingsMoved,
        diagnostics: all.length,
        withFixes: all.filter((d) => d.fixes?.length).length,
        shortened: all.filter((d) => d.related?.length && d.code === 'interaction').length,
      };
    };
    const small = work(30);
    const large = work(60);
    // What is being counted is there, and grows with the document: findings, fixes, repeated notes, moved spans.
    expect(large.diagnostics).toBeGreaterThan(1.8 * small.diagnostics);
    expect(small.withFixes).toBeGreaterThan(0);
    expect(small.shortened).toBeGreaterThan(0);
    expect(large.moved).toBeGreaterThan(1.8 * small.moved);
    // What a keystroke does of real work does not.
    expect(small.counts.cards).toBe(1);
    expect(large.counts).toEqual(small.counts);
    expect(small.counts.hashed).toBeLessThan(small.diagnostics / 10);
    expect(small.published).toBe(small.diagnostics);
    expect(small.counts.worded).toBeLessThan(small.diagnostics / 10);
  });

  it('an edit that changes what every set-wide note depends on is re-analyzed in slices, each of at most the limit; the answer is the one from scratch', async () => {
    const { host: h, text } = host(30);
    // A face-down card stops being one: every effect that touches face-down cards has to be read again.
    const next = edited(text, 'Disguise {1}{W}', 'Disgxuise {1}{W}', 0);
    h.changeDocument(URI, next, 3);
    const a = h.analysis(URI)!;
    const slices: number[] = [];
    const advance = h.advanceSetWide.bind(h);
    h.advanceSetWide = (uri, limit) => { const r = advance(uri, limit); slices.push(r.analyzed); return r; };
    let yields = 0;
    await a.setWideInSlices(async () => { yields++; }, { limit: 2 });
    expect(a.complete).toBe(true);
    expect(slices.length).toBeGreaterThan(2);
    expect(Math.max(...slices)).toBeLessThanOrEqual(2);
    expect(yields).toBe(slices.length - 1);
    const fresh = new Workspace();
    fresh.update(URI, next);
    expect(a.diagnostics().value).toEqual(checkDocument(fresh, URI));
  });
});
