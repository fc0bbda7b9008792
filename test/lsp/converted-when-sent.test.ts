// A publish's diagnostics converted as the message is written: the JSON is that of converting them all first, and
// related locations keep the positions of the versions checked even if another document changes before the write.

import { describe, expect, it } from 'vitest';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { makeDiagnostic } from '../../server/src/diagnostics/diagnostic';
import { convertedWhenSent, diagnosticConverter } from '../../server/src/lsp/convert';
import { exactSize } from '../../server/src/model/exact-size';

const A = 'file:///a.cards';
const B = 'file:///b.cards';
const doc = TextDocument.create(A, 'cardscript', 1, 'card "One"\n  type Creature\n\ncard "One"\n  type Creature\n');
const other = TextDocument.create(B, 'cardscript', 3, 'card "Two"\n  type Creature\n');
const diagnostics = [
  makeDiagnostic('duplicate-card-name', 'Two cards are named "One".', { start: 30, end: 39 }, {
    related: [{ uri: A, span: { start: 0, end: 10 }, message: 'first here' }, { uri: B, span: { start: 0, end: 10 }, message: 'also' }],
    cr: ['201.2'],
  }),
  makeDiagnostic('unknown-keyword', 'Unknown keyword.', { start: 13, end: 17 }),
];

describe('convertedWhenSent', () => {
  it('writes the same JSON as converting every diagnostic before sending', () => {
    const docs = new Map([[A, doc], [B, other]]);
    const eager = diagnostics.map(diagnosticConverter(doc, (u) => docs.get(u)));
    expect(JSON.stringify({ diagnostics: convertedWhenSent(doc, diagnostics, (u) => docs.get(u)) })).toBe(JSON.stringify({ diagnostics: eager }));
  });

  it('places related locations in the documents as they were when the publish was made', () => {
    const docs = new Map([[A, doc], [B, other]]);
    const lazy = convertedWhenSent(doc, diagnostics, (u) => docs.get(u));
    const expected = JSON.stringify(diagnostics.map(diagnosticConverter(doc, (u) => docs.get(u))));
    // b.cards gets two lines above its card before the message is written
    docs.set(B, TextDocument.create(B, 'cardscript', 4, '# new\n# lines\ncard "Two"\n  type Creature\n'));
    expect(JSON.stringify(lazy)).toBe(expected);
  });
});

describe('exactSize', () => {
  it('copies a list (a new list with the same items) and keeps an empty one', () => {
    const list = ['Creature'];
    const copy = exactSize(list);
    expect(copy).toEqual(['Creature']);
    expect(copy).not.toBe(list);
    const empty: string[] = [];
    expect(exactSize(empty)).toBe(empty);
  });
});
