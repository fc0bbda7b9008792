// The stale quick-fix race: a fix-all asked for right after an edit (as fix-on-save does) must be built from
// the version the client has, never from the last published diagnostics of an older text. Reproduces the
// report where `{2}{U}` was written over characters of a comment line typed above the card.

import { afterEach, describe, expect, it } from 'vitest';
import type { CodeAction, TextDocumentEdit, TextEdit } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { startClient, type TestClient } from './support/client';

const uri = 'file:///stale-fix.cards';
const before = 'card "Stale Fix Sample"\n  cost {U}{2}\n  type Instant\n  text\n    Draw a card.\n';
const typed = '# a comment line typed just before saving\n' + before;

function fixAll(client: TestClient) {
  return client.request<CodeAction[]>('textDocument/codeAction', {
    textDocument: { uri }, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
    context: { diagnostics: [], only: ['source.fixAll'] },
  });
}

let client: TestClient | undefined;
afterEach(async () => { await client?.dispose(); client = undefined; });

describe('no edit for a version it was not computed for', () => {
  it('fix-all right after an edit edits the new text, and names its version', async () => {
    client = await startClient({ workspaceEdit: { documentChanges: true } });
    const published = await client.open(uri, before);
    expect(published.map((d) => d.code)).toContain('mana-symbol-order');
    // The edit is sent and the fix-all asked for at once: no diagnostics have been published for version 2.
    const settled = client.change(uri, typed);
    const actions = await fixAll(client);
    await settled;
    expect(actions).toHaveLength(1);
    const change = actions[0]!.edit!.documentChanges![0] as TextDocumentEdit;
    expect(change.textDocument).toEqual({ uri, version: 2 });
    const after = TextDocument.applyEdits(TextDocument.create(uri, 'cardscript', 2, typed), change.edits as TextEdit[]);
    expect(after).toBe(typed.replace('{U}{2}', '{2}{U}'));
  });

  it('without versioned edits, the edit still belongs to the current text', async () => {
    client = await startClient();
    await client.open(uri, before);
    const settled = client.change(uri, typed);
    const actions = await fixAll(client);
    await settled;
    const after = TextDocument.applyEdits(TextDocument.create(uri, 'cardscript', 2, typed), actions[0]!.edit!.changes![uri]!);
    expect(after.split('\n')[0]).toBe('# a comment line typed just before saving');
    expect(after).toContain('  cost {2}{U}\n');
  });
});
