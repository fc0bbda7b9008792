// The order of a cold open's answers (issue 27): VS Code pulls an open document's diagnostics and the workspace's at
// once, for each provider. vscode-languageclient 11 shows the document pull's report of an open document and drops a
// workspace report of it after converting it, so the document pull's answer goes out first and the workspace pull
// reports that document after it — the same reports, in that order (lsp/handlers/pull-diagnostics.ts DocumentPulls).

import { afterEach, describe, expect, it } from 'vitest';
import type { FullDocumentDiagnosticReport, WorkspaceDiagnosticReport } from 'vscode-languageserver';
import { generateCards } from '../../bench/generate';
import { startClient, type TestClient } from './support/client';

// 112 cards: the example set four times, renamed — a set-wide analysis of more than one slice
const SET = generateCards(112);
const uri = 'file:///ws/order.cards';

let client: TestClient | undefined;
afterEach(async () => { await client?.dispose(); client = undefined; });

async function twoProviderClient(): Promise<{ client: TestClient; registered: Promise<string> }> {
  let resolve: (id: string) => void = () => undefined;
  const registered = new Promise<string>((r) => { resolve = r; });
  const c = await startClient({ diagnostics: { refreshSupport: true } }, {
    textDocument: { diagnostic: { dynamicRegistration: true } },
    onRegister: (r) => { if (r.method === 'textDocument/diagnostic') resolve((r.registerOptions as { identifier: string }).identifier); },
  });
  return { client: c, registered };
}

describe('the order of a cold open\'s pulls', () => {
  it('a document pull and a workspace pull sent together: the document pull is answered first, with the same report', async () => {
    const t = await twoProviderClient();
    client = t.client;
    const setWide = await t.registered;
    await client.rpc.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardscript', version: 1, text: SET } });
    for (const identifier of ['cardscript', setWide]) {
      const order: string[] = [];
      const document = client.request<FullDocumentDiagnosticReport>('textDocument/diagnostic', { identifier, textDocument: { uri } })
        .then((r) => { order.push('document'); return r; });
      const workspace = client.request<WorkspaceDiagnosticReport>('workspace/diagnostic', { identifier, previousResultIds: [] })
        .then((r) => { order.push('workspace'); return r; });
      const [d, w] = await Promise.all([document, workspace]);
      expect(order).toEqual(['document', 'workspace']);
      const entry = w.items.find((i) => i.uri === uri);
      expect(entry).toMatchObject({ kind: 'full', resultId: d.resultId, version: 1 });
      expect((entry as FullDocumentDiagnosticReport).items).toEqual(d.items);
      expect(d.items.length).toBeGreaterThan(0);
    }
  });
});
