// The workspace is the disk plus the open buffers, over the real protocol: files that are not open get diagnostics,
// and watched-file events (create, change, delete) update every file's diagnostics without a restart.

import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Diagnostic } from 'vscode-languageserver';
import { URI } from 'vscode-uri';
import { findCardFiles } from '../../server/src/analysis/card-files';
import { startClient, type TestClient } from './support/client';

const card = (name: string) => `card "${name}"\n  cost {1}{U}\n  type Creature — Human Wizard\n  pt 1/1\n`;
const codes = (ds: readonly Diagnostic[]) => ds.map((d) => d.code);

let dir: string;
let client: TestClient | undefined;
const uriOf = (name: string) => URI.file(path.join(dir, name)).toString();
const watched = (changes: { name: string; type: 1 | 2 | 3 }[]) =>
  client!.rpc.sendNotification('workspace/didChangeWatchedFiles', { changes: changes.map((c) => ({ uri: uriOf(c.name), type: c.type })) });

/** The diagnostics of `uri` once a publish satisfies `ok` (already published, or the next ones). */
async function publishedWhere(c: TestClient, uri: string, ok: (ds: Diagnostic[]) => boolean): Promise<Diagnostic[]> {
  for (;;) {
    const next = c.nextPublish(uri);
    const known = c.published.get(uri);
    if (known && ok(known.diagnostics)) return known.diagnostics;
    await next;
  }
}

beforeEach(() => { dir = mkdtempSync(path.join(tmpdir(), 'cardscript-ws-')); });
afterEach(async () => {
  await client?.dispose();
  client = undefined;
  rmSync(dir, { recursive: true, force: true });
});

describe('workspace files', () => {
  it('a closed file of the workspace gets its diagnostics (push)', async () => {
    writeFileSync(path.join(dir, 'a.cards'), card('Twin'));
    writeFileSync(path.join(dir, 'b.cards'), card('Twin') + '\nscenario "Uses a missing card"\n  you cast "Nobody Here"\n');
    client = await startClient({}, { rootUri: URI.file(dir).toString() });
    const b = await publishedWhere(client, uriOf('b.cards'), (ds) => ds.length > 0);
    expect(codes(b)).toContain('duplicate-card-name');
    expect(codes(b)).toContain('unresolved-card-name');
    expect(client.published.get(uriOf('b.cards'))?.version).toBeUndefined(); // not open: no editor version
  });

  it('create, change and delete on disk update the open file\'s diagnostics', async () => {
    writeFileSync(path.join(dir, 'a.cards'), card('Twin'));
    client = await startClient({ didChangeWatchedFiles: { dynamicRegistration: true } }, { rootUri: URI.file(dir).toString() });
    const a = uriOf('a.cards');
    expect(codes(await client.open(a, card('Twin')))).not.toContain('duplicate-card-name');

    // created: a second "Twin" appears on disk
    writeFileSync(path.join(dir, 'c.cards'), card('Twin'));
    let next = client.nextPublish(a);
    await watched([{ name: 'c.cards', type: 1 }]);
    expect(codes((await next).diagnostics)).toContain('duplicate-card-name');

    // changed: the other card is renamed
    writeFileSync(path.join(dir, 'c.cards'), card('Not A Twin'));
    next = client.nextPublish(a);
    await watched([{ name: 'c.cards', type: 2 }]);
    expect(codes((await next).diagnostics)).not.toContain('duplicate-card-name');

    // changed back, then deleted: the duplicate comes and goes, and the deleted file's diagnostics are cleared
    writeFileSync(path.join(dir, 'c.cards'), card('Twin') + '\nscenario "Broken"\n  you cast "Nobody Here"\n');
    next = client.nextPublish(a);
    await watched([{ name: 'c.cards', type: 2 }]);
    expect(codes((await next).diagnostics)).toContain('duplicate-card-name');
    unlinkSync(path.join(dir, 'c.cards'));
    next = client.nextPublish(a);
    const cleared = client.nextPublish(uriOf('c.cards'));
    await watched([{ name: 'c.cards', type: 3 }]);
    expect(codes((await next).diagnostics)).not.toContain('duplicate-card-name');
    expect((await cleared).diagnostics).toEqual([]);
  });

  it('closing an open file leaves the disk\'s text in the workspace', async () => {
    writeFileSync(path.join(dir, 'a.cards'), card('Twin'));
    writeFileSync(path.join(dir, 'b.cards'), card('Other'));
    client = await startClient({}, { rootUri: URI.file(dir).toString() });
    const a = uriOf('a.cards');
    const b = uriOf('b.cards');
    await client.open(a, card('Twin'));
    // In the buffer, b is renamed to Twin (not saved): a sees the duplicate.
    await client.open(b, card('Other'));
    const aAfter = client.nextPublish(a);
    await client.change(b, card('Twin'));
    expect(codes((await aAfter).diagnostics)).toContain('duplicate-card-name');
    // The buffer closes unsaved: the disk's "Other" is back, the duplicate is gone.
    const aClosed = client.nextPublish(a);
    await client.rpc.sendNotification('textDocument/didClose', { textDocument: { uri: b } });
    expect(codes((await aClosed).diagnostics)).not.toContain('duplicate-card-name');
  });
});

describe('a workspace larger than the cap, and questions asked before it is read (issue 22, F8)', () => {
  it('says so when card files are left out (warning message and log)', async () => {
    for (const n of ['a', 'b', 'c', 'd', 'e']) writeFileSync(path.join(dir, `${n}.cards`), card(`Card ${n}`));
    const shown: string[] = [];
    const logged: string[] = [];
    client = await startClient({}, {
      rootUri: URI.file(dir).toString(), settings: {}, server: { maxCardFiles: 3 },
      notifications: {
        'window/showMessage': (p) => shown.push((p as { message: string }).message),
        'window/logMessage': (p) => logged.push((p as { message: string }).message),
      },
    });
    const symbols = await client.request<{ name: string }[]>('workspace/symbol', { query: 'Card' });
    expect(symbols).toHaveLength(3);
    expect(shown).toEqual(['CardScript: The workspace has more than 3 card files: only 3 are read, so a card defined only in the others is reported as unknown.']);
    expect(logged.join('\n')).toContain('more than 3 card files');
  });

  it('under the cap nothing is said', async () => {
    for (const n of ['a', 'b', 'c']) writeFileSync(path.join(dir, `${n}.cards`), card(`Card ${n}`));
    const shown: string[] = [];
    client = await startClient({}, { rootUri: URI.file(dir).toString(), settings: {}, server: { maxCardFiles: 3 }, notifications: { 'window/showMessage': (p) => shown.push(String(p)) } });
    expect(await client.request<unknown[]>('workspace/symbol', { query: 'Card' })).toHaveLength(3);
    expect(shown).toEqual([]);
  });

  it('workspace/symbol asked before the workspace is read waits for it (it answered [])', async () => {
    writeFileSync(path.join(dir, 'a.cards'), card('Early Bird'));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    client = await startClient({}, { rootUri: URI.file(dir).toString(), settings: {}, beforeConfiguration: () => held });
    const answer = client.request<{ name: string }[]>('workspace/symbol', { query: 'Early' });
    // The start-up is held at the settings: the answer must not come before the workspace is read.
    const early = await Promise.race([answer.then(() => 'answered'), new Promise<string>((r) => setImmediate(() => setImmediate(() => r('waiting'))))]);
    release();
    expect((await answer).map((s) => s.name)).toEqual(['Early Bird']);
    expect(early).toBe('waiting');
  });
});

describe('findCardFiles', () => {
  it('takes at most `max` files and says it cut the workspace off', () => {
    for (const n of ['a', 'b', 'c', 'd', 'e']) writeFileSync(path.join(dir, `${n}.cards`), card(n));
    expect(findCardFiles([dir], 5)).toEqual({ files: ['a', 'b', 'c', 'd', 'e'].map((n) => path.join(dir, `${n}.cards`)), cutOff: false });
    const cut = findCardFiles([dir], 2);
    expect(cut.files).toHaveLength(2);
    expect(cut.cutOff).toBe(true);
  });
});
