// Our diagnostics as LSP diagnostics (server/src/lsp/convert.ts): each range is the span's, start and end, across lines
// and past astral characters (LSP counts UTF-16 units); severity by code; the CR citation added once; tags for
// outdated and unneeded text; related locations in their own documents (and dropped when that document is unknown);
// the docs link at the code's heading; the fix count.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DiagnosticSeverity, DiagnosticTag } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { makeDiagnostic } from '../../server/src/diagnostics/diagnostic';
import { diagnosticConverter, docsLink, toLspDiagnostic, toRange } from '../../server/src/lsp/convert';

const A = 'file:///a.cards';
const B = 'file:///b.cards';
const TEXT = 'card "One 😀"\n  type Creature\n  text\n    Flying\n';
const doc = TextDocument.create(A, 'cardscript', 1, TEXT);
const other = TextDocument.create(B, 'cardscript', 1, '# b\ncard "Two"\n');
const docFor = (uri: string) => (uri === A ? doc : uri === B ? other : undefined);

/** The (line, UTF-16 character) of an offset, counted by hand. */
function position(text: string, offset: number) {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length - 1, character: before[before.length - 1]!.length };
}

describe('toRange', () => {
  it('any span: start and end where the text puts them', () => {
    fc.assert(fc.property(fc.nat(TEXT.length), fc.nat(TEXT.length), (a, b) => {
      const span = { start: Math.min(a, b), end: Math.max(a, b) };
      expect(toRange(doc, span)).toEqual({ start: position(TEXT, span.start), end: position(TEXT, span.end) });
    }), { numRuns: 200, seed: 22 });
  });

  it('a span over two lines keeps its length (not one character)', () => {
    expect(toRange(doc, { start: 6, end: 22 })).toEqual({ start: { line: 0, character: 6 }, end: { line: 1, character: 8 } });
  });
});

describe('toLspDiagnostic', () => {
  it('an error with its range, code, source, link and no CR when the message already cites it', () => {
    const d = makeDiagnostic('syntax-error', 'Expected a field (CR 201.2).', { start: 15, end: 28 }, { cr: ['201.2'] });
    const lsp = toLspDiagnostic(doc, d, docFor);
    expect(lsp.range).toEqual({ start: { line: 1, character: 1 }, end: { line: 1, character: 14 } });
    expect(lsp.severity).toBe(DiagnosticSeverity.Error);
    expect(lsp.code).toBe('syntax-error');
    expect(lsp.source).toBe('cardscript');
    expect(lsp.message).toBe('Expected a field (CR 201.2).');
    expect(lsp.tags).toBeUndefined();
    expect(lsp.relatedInformation).toBeUndefined();
    expect(lsp.data).toBeUndefined();
    expect(lsp.codeDescription?.href).toBe(docsLink('syntax-error'));
  });

  it('adds the CR citations the message does not name, once', () => {
    const cr = (list: string[], message = 'Something.') =>
      toLspDiagnostic(doc, makeDiagnostic('self-reference', message, { start: 0, end: 4 }, { cr: list }), docFor).message;
    expect(cr(['702.37e', '708.8'])).toBe('Something. (CR 702.37e, 708.8)');
    expect(cr(['702.37e', '708.8'], 'Something (CR 702.37e).')).toBe('Something (CR 702.37e). (CR 702.37e, 708.8)');
    expect(cr(['702.37e'], 'Something (CR 702.37e).')).toBe('Something (CR 702.37e).');
    expect(cr([])).toBe('Something.');
  });

  it('severity comes from the code', () => {
    const sev = (code: Parameters<typeof makeDiagnostic>[0]) => toLspDiagnostic(doc, makeDiagnostic(code, 'x', { start: 0, end: 1 }), docFor).severity;
    expect(sev('syntax-error')).toBe(DiagnosticSeverity.Error);
    expect(sev('self-reference')).toBe(DiagnosticSeverity.Warning);
    expect(sev('style')).toBe(DiagnosticSeverity.Information);
    expect(sev('unmodeled-text')).toBe(DiagnosticSeverity.Hint);
  });

  it('outdated text is tagged deprecated, text the simulator ignores unnecessary', () => {
    const tags = (code: Parameters<typeof makeDiagnostic>[0]) => toLspDiagnostic(doc, makeDiagnostic(code, 'x', { start: 0, end: 1 }), docFor).tags;
    expect(tags('outdated-wording')).toEqual([DiagnosticTag.Deprecated]);
    expect(tags('unmodeled-text')).toEqual([DiagnosticTag.Unnecessary]);
    expect(tags('style')).toBeUndefined();
  });

  it('related locations in their own documents; one in a document the server does not have is left out', () => {
    const d = makeDiagnostic('duplicate-card-name', 'Two cards.', { start: 0, end: 12 }, {
      related: [
        { uri: B, span: { start: 4, end: 15 }, message: 'there' },
        { uri: 'file:///gone.cards', span: { start: 0, end: 3 }, message: 'gone' },
        { uri: A, span: { start: 13, end: 29 }, message: 'here' },
        { uri: B, span: { start: 4, end: 15 }, message: 'again' },
      ],
    });
    const convert = diagnosticConverter(doc, docFor);
    const lsp = convert(d);
    const at = (text: string, start: number, end: number) => ({ start: position(text, start), end: position(text, end) });
    const B_TEXT = other.getText();
    expect(lsp.relatedInformation).toEqual([
      { location: { uri: B, range: at(B_TEXT, 4, 15) }, message: 'there' },
      { location: { uri: A, range: at(TEXT, 13, 29) }, message: 'here' },
      { location: { uri: B, range: at(B_TEXT, 4, 15) }, message: 'again' },
    ]);
    // Same start, other end (and the other way round): each its own range.
    const d2 = makeDiagnostic('duplicate-card-name', 'x', { start: 0, end: 1 }, {
      related: [{ uri: B, span: { start: 4, end: 8 }, message: 'm' }, { uri: B, span: { start: 4, end: 9 }, message: 'n' }, { uri: B, span: { start: 0, end: 9 }, message: 'o' }],
    });
    expect(convert(d2).relatedInformation!.map((r) => r.location.range)).toEqual([at(B_TEXT, 4, 8), at(B_TEXT, 4, 9), at(B_TEXT, 0, 9)]);
  });

  it('says how many fixes the diagnostic has', () => {
    const fix = { title: 't', edits: [{ span: { start: 0, end: 1 }, newText: 'x' }] };
    expect(toLspDiagnostic(doc, makeDiagnostic('style', 'x', { start: 0, end: 1 }, { fixes: [fix, fix] }), docFor).data).toEqual({ fixes: 2 });
    expect(toLspDiagnostic(doc, makeDiagnostic('style', 'x', { start: 0, end: 1 }, { fixes: [] }), docFor).data).toBeUndefined();
  });
});

describe('docsLink', () => {
  it("is docs/diagnostics.md at the line of the code's heading", () => {
    const link = docsLink('unknown-keyword')!;
    expect(link).toMatch(/^file:\/\/.*\/docs\/diagnostics\.md#L\d+$/);
    const line = Number(/#L(\d+)$/.exec(link)![1]);
    const lines = readFileSync(fileURLToPath(link.replace(/#L\d+$/, '')), 'utf8').split('\n');
    expect(lines[line - 1]).toBe('## unknown-keyword');
  });

  it('a code without a heading links the file itself', () => {
    expect(docsLink('no-such-code')).toMatch(/\/docs\/diagnostics\.md$/);
  });
});
