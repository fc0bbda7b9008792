// Two diagnostics providers for a client that can register them (VS Code): the announced one has each document's own
// findings, a registered second one ("cardscript-set-wide") the set-wide analysis's. Over the real protocol: both
// name the version, together they are every diagnostic, and the set-wide one answers "unchanged" (with an id naming
// the new version) after an edit that moves none of its notes — so a keystroke does not resend them.

import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { DocumentDiagnosticReport, FullDocumentDiagnosticReport, WorkspaceDiagnosticReport } from 'vscode-languageserver';
import { AnalysisHost } from '../../server/src/analysis/analysis-host';
import { startClient, type TestClient } from './support/client';

const SET = readFileSync('examples/shrouded-vale.cards', 'utf8');
const uri = 'file:///ws/shrouded-vale.cards';

let client: TestClient | undefined;
afterEach(async () => { await client?.dispose(); client = undefined; });

interface Registration { method: string; registerOptions: { identifier?: string; workspaceDiagnostics?: boolean } }

async function twoProviderClient(): Promise<{ client: TestClient; registered: Promise<Registration> }> {
  let resolve: (r: Registration) => void = () => undefined;
  const registered = new Promise<Registration>((r) => { resolve = r; });
  const c = await startClient({ diagnostics: { refreshSupport: true } }, {
    textDocument: { diagnostic: { dynamicRegistration: true } },
    onRegister: (r) => { if (r.method === 'textDocument/diagnostic') resolve(r as Registration); },
  });
  return { client: c, registered };
}

const pull = <R = FullDocumentDiagnosticReport>(c: TestClient, identifier: string, previousResultId?: string) =>
  c.request<R>('textDocument/diagnostic', { identifier, textDocument: { uri }, previousResultId });
const codes = (r: FullDocumentDiagnosticReport) => r.items.map((d) => d.code);

function complete(text: string): string[] {
  const host = new AnalysisHost();
  host.openDocument(uri, text, 1);
  return host.analysis(uri)!.diagnostics().value.map((d) => d.code).sort();
}

describe('two diagnostics providers', () => {
  it('registers the set-wide provider; own + set-wide reports are every diagnostic, each named by its version', async () => {
    const t = await twoProviderClient();
    client = t.client;
    const reg = await t.registered;
    expect(reg.registerOptions).toMatchObject({ identifier: 'cardscript-set-wide', workspaceDiagnostics: true });
    await client.rpc.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardscript', version: 1, text: SET } });
    const own = await pull(client, 'cardscript');
    const setWide = await pull(client, 'cardscript-set-wide');
    expect(own.resultId).toMatch(/^1-/);
    expect(setWide.resultId).toMatch(/^1-/);
    expect(codes(own)).not.toContain('interaction');
    expect(new Set(codes(setWide))).toEqual(new Set(['interaction']));
    expect([...codes(own), ...codes(setWide)].sort()).toEqual(complete(SET));
  });

  it('after typing within a line the set-wide provider answers "unchanged" with an id naming the new version; a new line above its notes gets a new report', async () => {
    const t = await twoProviderClient();
    client = t.client;
    await t.registered;
    await client.rpc.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardscript', version: 1, text: SET } });
    const setWide = await pull(client, 'cardscript-set-wide');
    // typing in a flavor text (no rules change, no line moves)
    const lines = SET.split('\n');
    const line = lines.findIndex((l) => /^\s+flavor "/.test(l));
    const at = lines[line]!.lastIndexOf('"');
    await client.rpc.sendNotification('textDocument/didChange', { textDocument: { uri, version: 2 }, contentChanges: [{ range: { start: { line, character: at }, end: { line, character: at } }, text: ' Typo ' }] });
    const own = await pull(client, 'cardscript');
    expect(own.resultId).toMatch(/^2-/);
    const again = await pull<DocumentDiagnosticReport>(client, 'cardscript-set-wide', setWide.resultId);
    expect(again.kind).toBe('unchanged');
    expect(again.resultId).toMatch(/^2-/);
    // a new line at the top moves every note: the client must get them again
    await client.rpc.sendNotification('textDocument/didChange', { textDocument: { uri, version: 3 }, contentChanges: [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: '# a comment\n' }] });
    const moved = await pull<DocumentDiagnosticReport>(client, 'cardscript-set-wide', again.resultId);
    expect(moved.kind).toBe('full');
    expect(moved.resultId).toMatch(/^3-/);
    expect((moved as FullDocumentDiagnosticReport).items[0]!.range.start.line).toBe(setWide.items[0]!.range.start.line + 1);
  });

  it('workspace pulls of each provider cover closed files with their part', async () => {
    const t = await twoProviderClient();
    client = t.client;
    await t.registered;
    await client.rpc.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardscript', version: 1, text: SET } });
    const own = await client.request<WorkspaceDiagnosticReport>('workspace/diagnostic', { identifier: 'cardscript', previousResultIds: [] });
    const setWide = await client.request<WorkspaceDiagnosticReport>('workspace/diagnostic', { identifier: 'cardscript-set-wide', previousResultIds: [] });
    const items = (r: WorkspaceDiagnosticReport) => r.items.flatMap((i) => (i.kind === 'full' ? i.items.map((d) => d.code) : []));
    expect(items(own)).not.toContain('interaction');
    expect([...items(own), ...items(setWide)].sort()).toEqual(complete(SET));
  });
});
