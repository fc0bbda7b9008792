// The exact reach of a `# cardscript-ignore` comment, with diagnostics placed at every offset around it: a trailing
// comment covers its own line, a comment alone covers the next line with content (blank and comment lines skipped),
// a comment on or above a `card` line covers the card, both ends included and nothing past them; only the codes it
// names; never `internal-error`.

import { describe, expect, it } from 'vitest';
import { acknowledgeFix, applySuppressions, findSuppressions, parseDirective } from '../../server/src/checks/suppressions';
import { makeDiagnostic, type Diagnostic } from '../../server/src/diagnostics/diagnostic';
import type { DiagnosticCode } from '../../server/src/diagnostics/registry';
import { buildDocument } from '../../server/src/model/document';

const TEXT = [
  'set "S" templating modern', // line 0
  '',
  'card "First"', // 2
  '  type Creature — Elf',
  '  pt 1/1',
  '  text',
  '    Flying # cardscript-ignore style', // 6
  '    # cardscript-ignore self-reference: kept', // 7
  '',
  '    # a note',
  '    When First enters, draw a card.', // 10
  '    Reach',
  '',
  '# cardscript-ignore style -- whole card', // 13
  'card "Second"', // 14
  '  type Creature — Elf',
  '  pt 2/2',
  '',
  'card "Third"', // 18
  '  type Creature — Elf',
  '  pt 3/3',
  '# cardscript-ignore style',
].join('\n');
const doc = buildDocument('file:///s.cards', TEXT);
const lineStart = (n: number) => TEXT.split('\n').slice(0, n).join('\n').length + (n ? 1 : 0);
const lineEnd = (n: number) => lineStart(n) + TEXT.split('\n')[n]!.length;
const at = (code: DiagnosticCode, start: number): Diagnostic => makeDiagnostic(code, code, { start, end: start + 1 });
const kept = (ds: Diagnostic[]) => applySuppressions(doc, ds).map((d) => `${d.code}@${d.span.start}`);
const silenced = (code: DiagnosticCode, offset: number) => kept([at(code, offset)]).length === 0;

describe('scopes of cardscript-ignore', () => {
  it('finds one suppression per directive, with its codes', () => {
    // The last directive has no line after it: no suppression.
    expect(findSuppressions(doc).map((s) => [...s.codes])).toEqual([['style'], ['self-reference'], ['style']]);
  });

  it('a trailing comment: its own line, from the first character to the line end, not the lines around it', () => {
    expect(silenced('style', lineStart(6))).toBe(true);
    expect(silenced('style', lineEnd(6))).toBe(true);
    expect(silenced('style', lineStart(6) - 1)).toBe(false);
    expect(silenced('style', lineEnd(6) + 1)).toBe(false);
  });

  it('a comment alone: the next line with content, past blank and comment lines, both ends included', () => {
    expect(silenced('self-reference', lineStart(10))).toBe(true);
    expect(silenced('self-reference', lineEnd(10))).toBe(true);
    expect(silenced('self-reference', lineStart(10) - 1)).toBe(false);
    expect(silenced('self-reference', lineEnd(10) + 1)).toBe(false);
    expect(silenced('self-reference', lineStart(7))).toBe(false); // the comment's own line
    expect(silenced('self-reference', lineStart(9))).toBe(false); // the plain comment between
  });

  it('above a card line: the whole card, its last character included, not the next card', () => {
    const second = doc.cards.find((b) => b.card.name === 'Second')!.card.span;
    expect(second.start).toBe(lineStart(14));
    expect(silenced('style', second.start)).toBe(true);
    expect(silenced('style', lineStart(16))).toBe(true);
    expect(silenced('style', second.end)).toBe(true);
    expect(second.end).toBe(lineEnd(16));
    expect(silenced('style', second.end + 1)).toBe(false);
    expect(silenced('style', lineStart(18))).toBe(false);
    expect(silenced('style', lineStart(13))).toBe(false); // the comment's own line
  });

  it('a directive with nothing after it silences nothing', () => {
    expect(silenced('style', lineEnd(20))).toBe(false);
    expect(silenced('style', TEXT.length)).toBe(false);
  });

  it('only the codes named; internal-error never', () => {
    expect(silenced('self-reference', lineStart(6))).toBe(false);
    expect(silenced('style', lineStart(10))).toBe(false);
    const internal = buildDocument('file:///i.cards', 'card "X" # cardscript-ignore internal-error, style\n  type Land\n');
    const ds = [at('internal-error', 0), at('style', 0)];
    expect(applySuppressions(internal, ds).map((d) => d.code)).toEqual(['internal-error']);
  });

  it('a document without directives gives back its diagnostics as they are', () => {
    const plain = buildDocument('file:///p.cards', 'card "X"\n  type Land\n');
    const ds = [at('style', 0)];
    expect(applySuppressions(plain, ds)).toBe(ds);
    const onlyWord = buildDocument('file:///w.cards', 'card "X"\n  type Land\n# cardscript-ignore\n');
    expect(applySuppressions(onlyWord, ds)).toBe(ds);
  });

  // The search for a lone comment's line is bounded (each comment looks at most 10,000 lines ahead), so a file of
  // many comments and blank lines costs work in proportion to its size, not to comments × blank lines.
  it.each([[9_999, true], [10_000, false]])('a comment alone followed by %i blank lines: the line after them is acknowledged: %s', (blanks, reached) => {
    const text = `card "X"\n  type Land\n# cardscript-ignore style\n${'\n'.repeat(blanks)}card "Y"\n  type Land\n`;
    const far = buildDocument('file:///far.cards', text);
    const y = far.cards.find((b) => b.card.name === 'Y')!.card.span;
    expect(applySuppressions(far, [at('style', y.start)]).length).toBe(reached ? 0 : 1);
  });
});

describe('parseDirective', () => {
  it('codes separated by commas or spaces, up to a reason', () => {
    expect(parseDirective('# cardscript-ignore style self-reference')).toEqual(['style', 'self-reference']);
    expect(parseDirective('#\tcardscript-ignore style,self-reference — as printed')).toEqual(['style', 'self-reference']);
    expect(parseDirective('# cardscript-ignore style -- because: reasons, style2')).toEqual(['style']);
    expect(parseDirective('# cardscript-ignore style: self-reference')).toEqual(['style']);
    expect(parseDirective('  # cardscript-ignore style  ')).toEqual(['style']);
  });

  it('words that are not codes are left out; other comments are not directives', () => {
    expect(parseDirective('# cardscript-ignore Style 9lives ok-2 x_y')).toEqual(['ok-2']);
    expect(parseDirective('# cardscript-ignore-next style')).toBeUndefined();
    expect(parseDirective('# cardscript-ignorestyle')).toBeUndefined();
    expect(parseDirective('# note: cardscript-ignore style')).toBeUndefined();
    expect(parseDirective('cardscript-ignore style')).toBeUndefined();
  });
});

describe('acknowledgeFix', () => {
  it('inserts the directive above the line, indented like it; on a card line it covers the card', () => {
    const line = acknowledgeFix(doc, at('style', lineStart(11) + 6))!;
    expect(line).toEqual({
      title: 'Acknowledge style on this line (# cardscript-ignore)',
      titleMsg: { id: 'fix.acknowledge-line', params: { code: 'style' } },
      edits: [{ span: { start: lineStart(11), end: lineStart(11) }, newText: '    # cardscript-ignore style\n' }],
      preferred: false,
    });
    const card = acknowledgeFix(doc, at('self-reference', lineStart(18) + 3))!;
    expect(card.title).toBe('Acknowledge self-reference in this card (# cardscript-ignore)');
    expect(card.edits).toEqual([{ span: { start: lineStart(18), end: lineStart(18) }, newText: '# cardscript-ignore self-reference\n' }]);
  });

  it('never for a syntax error, an internal error or a span past the text', () => {
    expect(acknowledgeFix(doc, at('syntax-error', 0))).toBeUndefined();
    expect(acknowledgeFix(doc, at('internal-error', 0))).toBeUndefined();
    expect(acknowledgeFix(doc, at('style', TEXT.length + 1))).toBeUndefined();
    expect(acknowledgeFix(doc, at('style', TEXT.length))).toBeDefined();
  });
});
