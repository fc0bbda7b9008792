// A push publish of a document being typed in gives each diagnostic the JSON it was sent with last time when nothing it
// is made from changed (lsp/convert.ts SentJson, issue 27: the keystroke's publish). The bytes of every message must be
// those of JSON.stringify of the diagnostics converted afresh, across edits that move cards, change the counts, reorder
// cards and move the cards that related locations point into, and the reuse must be taken.

import { describe, expect, it } from 'vitest';
import type { Message } from 'vscode-languageserver/node';
import { generateCards } from '../../bench/generate';
import { AnalysisHost } from '../../server/src/analysis/analysis-host';
import { convertedWhenSent, diagnosticConverter, publishWork, SentJson } from '../../server/src/lsp/convert';
import { encodeMessage } from '../../server/src/lsp/message-encoder';

const URI = 'file:///typed.cards';
const OTHER = 'file:///other.cards';

const publish = (diagnostics: unknown[], version: number): Message =>
  ({ jsonrpc: '2.0', method: 'textDocument/publishDiagnostics', params: { uri: URI, version, diagnostics } }) as Message;

/** The text with `needle`'s first occurrence from `from` replaced. */
function edited(text: string, needle: string, replacement: string, from = 0): string {
  const at = text.indexOf(needle, from);
  expect(at).toBeGreaterThanOrEqual(0);
  return text.slice(0, at) + replacement + text.slice(at + needle.length);
}

/** The text with its `i`th and `j`th cards (blocks from `card "`) swapped. */
function swapped(text: string, i: number, j: number): string {
  const parts = text.split(/(?=^card ")/m);
  [parts[i], parts[j]] = [parts[j]!, parts[i]!];
  return parts.join('');
}

describe('the JSON of a publish reused from the last one (SentJson)', () => {
  it('writes every message byte for byte as converting every diagnostic afresh, and reuses the untouched cards\'', () => {
    const base = generateCards(200);
    const other = generateCards(30, 'set "Other" code OTH templating modern\n\n').replaceAll('card "', 'card "Other ');
    const host = new AnalysisHost();
    host.openDocument(OTHER, other, 1);
    host.openDocument(URI, base, 1);
    const reuse = new SentJson();
    const docFor = (uri: string) => host.analysis(uri)?.document;
    let version = 1;
    let otherVersion = 1;
    const send = (locale: 'en' | 'it' = 'en') => {
      const a = host.analysis(URI)!;
      const diagnostics = a.diagnostics().value;
      const sent = encodeMessage(publish(convertedWhenSent(a.document, diagnostics, docFor, locale, reuse), version));
      const fresh = Buffer.from(JSON.stringify(publish(diagnostics.map(diagnosticConverter(a.document, docFor, locale)), version)), 'utf8');
      expect(diagnostics.length).toBeGreaterThanOrEqual(256); // the encoder writes the list item by item
      expect(sent.toString('utf8')).toBe(fresh.toString('utf8'));
      expect(sent.equals(fresh)).toBe(true);
    };
    const edit = (text: string) => host.changeDocument(URI, text, ++version);
    const counts = () => ({ ...publishWork });
    const reused = (before: ReturnType<typeof counts>) => publishWork.sameObject + publishWork.sameText - before.sameObject - before.sameText;
    const made = (before: ReturnType<typeof counts>) => publishWork.made - before.made;

    send();
    let before = counts();
    // A character typed in a card's rules text in the second half, then taken back.
    const typo = edited(base, 'Flying\n', 'Flyingx\n', base.length >> 1);
    edit(typo);
    send();
    expect(reused(before)).toBeGreaterThan(made(before));
    edit(base);
    send();
    // A line inserted near the top: every card below it moves a line (their texts made again, none reused wrongly).
    edit(edited(base, 'card "', '# a note\ncard "', 100));
    send();
    edit(base);
    send();
    // A card's name doubled: the counts change (a duplicate name, notes that link both cards).
    before = counts();
    const names = [...base.matchAll(/^card "([^"]+)"/gm)].map((m) => m[1]!);
    edit(edited(base, `card "${names[40]}"`, `card "${names[10]}"`));
    send();
    expect(reused(before)).toBeGreaterThan(0);
    // Two cards swapped, then the whole second half reordered.
    edit(swapped(base, 5, 90));
    send();
    edit(swapped(swapped(base, 5, 90), 30, 60));
    send();
    edit(base);
    send();
    // The other document gains a line at the top: related locations that point into it move.
    host.changeDocument(OTHER, `# moved\n${other}`, ++otherVersion);
    send();
    host.changeDocument(OTHER, other, ++otherVersion);
    send();
    // Another language, then back: the words differ, so nothing is reused across them.
    before = counts();
    send('it');
    expect(made(before)).toBeGreaterThan(0);
    send('en');
    // The morph keyword broken and mended: notes copied or taken back are new objects with the same words.
    before = counts();
    const broken = edited(base, 'Morph {', 'Moxrph {', base.length >> 1);
    edit(broken);
    send();
    edit(base);
    send();
    edit(broken);
    send();
    expect(publishWork.sameText - before.sameText).toBeGreaterThan(0);
  });
});
