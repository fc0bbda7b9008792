// Pull diagnostics (LSP 3.17) over the real protocol: result ids, "unchanged" reports, workspace reports that cover
// closed files, a refresh request when another file changes, and no pushes to a client that pulls.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentDiagnosticReport, FullDocumentDiagnosticReport, WorkspaceDiagnosticReport } from 'vscode-languageserver';
import { URI } from 'vscode-uri';
import { startClient, type TestClient } from './support/client';

const card = (name: string, cost = '{1}{U}') => `card "${name}"\n  cost ${cost}\n  type Creature — Human Wizard\n  pt 1/1\n`;

let dir: string;
let client: TestClient | undefined;
const uriOf = (name: string) => URI.file(path.join(dir, name)).toString();

beforeEach(() => { dir = mkdtempSync(path.join(tmpdir(), 'cardscript-pull-')); });
afterEach(async () => {
  await client?.dispose();
  client = undefined;
  rmSync(dir, { recursive: true, force: true });
});

const pullCaps = { diagnostic: { dynamicRegistration: false, relatedDocumentSupport: false } };

describe('pull diagnostics', () => {
  it('textDocument/diagnostic: a result id, "unchanged" for the same id, a new report after an edit; no pushes', async () => {
    writeFileSync(path.join(dir, 'a.cards'), card('Twin', '{U}{1}'));
    client = await startClient({}, { rootUri: URI.file(dir).toString(), textDocument: pullCaps });
    expect(client.init.capabilities.diagnosticProvider).toMatchObject({ interFileDependencies: true, workspaceDiagnostics: true });
    const a = uriOf('a.cards');
    await client.rpc.sendNotification('textDocument/didOpen', { textDocument: { uri: a, languageId: 'cardscript', version: 1, text: card('Twin', '{U}{1}') } });
    const first = await client.request<FullDocumentDiagnosticReport>('textDocument/diagnostic', { textDocument: { uri: a } });
    expect(first.kind).toBe('full');
    expect(first.resultId).toBeDefined();
    expect(first.items.map((d) => d.code)).toContain('mana-symbol-order');
    const again = await client.request<DocumentDiagnosticReport>('textDocument/diagnostic', { textDocument: { uri: a }, previousResultId: first.resultId });
    expect(again).toEqual({ kind: 'unchanged', resultId: first.resultId });
    await client.rpc.sendNotification('textDocument/didChange', { textDocument: { uri: a, version: 2 }, contentChanges: [{ text: card('Twin', '{1}{U}') }] });
    const edited = await client.request<FullDocumentDiagnosticReport>('textDocument/diagnostic', { textDocument: { uri: a }, previousResultId: first.resultId });
    expect(edited.kind).toBe('full');
    expect(edited.resultId).not.toBe(first.resultId);
    expect(edited.items.map((d) => d.code)).not.toContain('mana-symbol-order');
    expect(client.published.size).toBe(0); // a client that pulls gets no pushes
  });

  it('workspace/diagnostic covers closed files, with "unchanged" for the ids the client has', async () => {
    writeFileSync(path.join(dir, 'a.cards'), card('Twin'));
    writeFileSync(path.join(dir, 'b.cards'), card('Twin'));
    client = await startClient({}, { rootUri: URI.file(dir).toString(), textDocument: pullCaps });
    const report = await client.request<WorkspaceDiagnosticReport>('workspace/diagnostic', { previousResultIds: [] });
    const byUri = new Map(report.items.map((i) => [i.uri, i]));
    expect([...byUri.keys()].sort()).toEqual([uriOf('a.cards'), uriOf('b.cards')]);
    const b = byUri.get(uriOf('b.cards'))!;
    expect(b.version).toBeNull();
    expect(b.kind === 'full' && b.items.map((d) => d.code)).toContain('duplicate-card-name');
    const previousResultIds = report.items.map((i) => ({ uri: i.uri, value: i.resultId! }));
    const again = await client.request<WorkspaceDiagnosticReport>('workspace/diagnostic', { previousResultIds });
    expect(again.items.map((i) => i.kind)).toEqual(['unchanged', 'unchanged']);
  });

  it('asks the client to pull again when another file changes (workspace/diagnostic/refresh)', async () => {
    writeFileSync(path.join(dir, 'a.cards'), card('Twin'));
    client = await startClient({ diagnostics: { refreshSupport: true } }, { rootUri: URI.file(dir).toString(), textDocument: pullCaps });
    const refreshed = new Promise<void>((resolve) => client!.rpc.onRequest('workspace/diagnostic/refresh', () => { resolve(); return null; }));
    const b = uriOf('b.cards');
    await client.rpc.sendNotification('textDocument/didOpen', { textDocument: { uri: b, languageId: 'cardscript', version: 1, text: card('Twin') } });
    await refreshed;
    const a = await client.request<FullDocumentDiagnosticReport>('textDocument/diagnostic', { textDocument: { uri: uriOf('a.cards') } });
    expect(a.items.map((d) => d.code)).toContain('duplicate-card-name');
  });
});
