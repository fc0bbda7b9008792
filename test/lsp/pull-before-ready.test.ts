// Requests that arrive while the server is still starting (settings being fetched, the workspace being read) are
// answered once the start-up is done: a diagnostics pull must not report the workspace's cards as unknown, nor a
// "Run scenario" lens a failure because of them. VS Code asks for both as soon as it opens a file, so this is the
// first thing a user sees (and VS Code does not ask for the lenses again until the file changes).

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { CodeLens, FullDocumentDiagnosticReport } from 'vscode-languageserver';
import { URI } from 'vscode-uri';
import { startClient, type TestClient } from './support/client';

let dir: string;
let client: TestClient | undefined;

beforeEach(() => { dir = mkdtempSync(path.join(tmpdir(), 'cardscript-pull-early-')); });
afterEach(async () => {
  await client?.dispose();
  client = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** A card file on disk, a server started on its folder, and `scenario` opened at once (before start-up is done). */
async function openRightAfterStart(scenario: string): Promise<{ c: TestClient; uri: string }> {
  writeFileSync(path.join(dir, 'cards.cards'), 'card "Twin"\n  cost {1}{U}\n  type Creature — Human Wizard\n  pt 1/1\n');
  // settings: the client answers workspace/configuration, so the server's start-up waits for that round trip
  const c = (client = await startClient({}, { rootUri: URI.file(dir).toString(), settings: {}, textDocument: { diagnostic: {} } }));
  const uri = URI.file(path.join(dir, 'play.cards')).toString();
  await c.rpc.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardscript', version: 1, text: scenario } });
  return { c, uri };
}

it('a pull sent right after `initialized` sees the cards of the files on disk', async () => {
  const { c, uri } = await openRightAfterStart('scenario "Cast it"\n  you cast "Twin"\n  resolve\n');
  const report = await c.request<FullDocumentDiagnosticReport>('textDocument/diagnostic', { textDocument: { uri } });
  expect(report.kind).toBe('full');
  expect(report.items.map((d) => d.code)).not.toContain('unresolved-card-name');
});

it('a "Run scenario" lens asked for right after `initialized` shows the outcome with the workspace read', async () => {
  const { c, uri } = await openRightAfterStart('scenario "Cast it"\n  you cast "Twin"\n  resolve\n  expect "Twin" is on battlefield\n');
  const lenses = await c.request<CodeLens[]>('textDocument/codeLens', { textDocument: { uri } });
  expect(lenses.map((l) => l.command?.title)).toEqual(['Run scenario (✓ passed: 1/1 expectations hold)']);
});
