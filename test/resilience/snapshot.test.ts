// The server's V8 startup snapshot (server/src/startup/snapshot.ts, issue 27: the editor's start): built in the
// background by the binary that runs the server, used only when built for this binary, these flags and these bundles,
// from a folder of ours, and a server started from it answers as one started without it. Each case has its own cache
// folder (XDG_CACHE_HOME in a temp folder: never the user's).

import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_FLAGS } from '../../bench/lsp-client';
import { buildSnapshot, refuseSnapshot, snapshotArgs, snapshotPlan } from '../../server/src/startup/snapshot';
import { startChildServer, within } from './support/child-server';

const ROOT = path.join(__dirname, '..', '..');
const DIST = path.join(ROOT, 'dist');
const temp = mkdtempSync(path.join(tmpdir(), 'cardscript-snapshot-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

let home: string;
let n = 0;
beforeEach(() => { home = path.join(temp, `home-${++n}`); mkdirSync(home); });
const env = () => ({ XDG_CACHE_HOME: home });
const cacheFiles = () => readdirSync(path.join(home, 'cardscript')).sort();

/** What a server started with `nodeArgs` answers for each example file: its published diagnostics and its symbols. */
async function answers(nodeArgs: readonly string[]): Promise<unknown> {
  const server = await startChildServer({ nodeArgs });
  try {
    const out: unknown[] = [server.initialized];
    for (const name of ['needs-fixes.cards', 'shrouded-vale.cards']) {
      const uri = `file:///snapshot-test/${name}`;
      const published = new Promise<unknown>((resolve) => server.rpc.onNotification('textDocument/publishDiagnostics', (p: { uri: string }) => { if (p.uri === uri) resolve(p); }));
      await server.rpc.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardscript', version: 1, text: readFileSync(path.join(ROOT, 'examples', name), 'utf8') } });
      out.push(await within(published, 120_000, 'publishDiagnostics'));
      out.push(await server.request('textDocument/documentSymbol', { textDocument: { uri } }));
      out.push(await server.request('textDocument/hover', { textDocument: { uri }, position: { line: 2, character: 4 } }));
    }
    return out;
  } finally {
    await server.dispose();
  }
}

describe('the server\'s startup snapshot', () => {
  it('is built once, tried, then used; a server started from it answers as one started without it', async () => {
    const plan = snapshotPlan(DIST, SERVER_FLAGS, { env: env() })!;
    expect(plan).toBeDefined();
    expect(snapshotArgs(plan)).toEqual([]);
    expect(plan.name).toMatch(/^server-snapshot\.[0-9a-f]{12}\.[0-9a-f]{40}\.blob$/);
    // the same binary's snapshot of an earlier build goes; another binary's goes only when unused for a month
    const binary = plan.name.split('.')[1]!;
    const dir = path.join(home, 'cardscript');
    mkdirSync(dir, { mode: 0o700 });
    const earlier = `server-snapshot.${binary}.${'0'.repeat(40)}.blob`;
    const [other, unused] = [`server-snapshot.${'1'.repeat(12)}.${'2'.repeat(40)}.blob`, `server-snapshot.${'3'.repeat(12)}.${'4'.repeat(40)}.blob`];
    for (const f of [earlier, other, unused]) writeFileSync(path.join(dir, f), 'a blob', { mode: 0o600 });
    const longAgo = new Date(Date.now() - 40 * 24 * 3600 * 1000);
    utimesSync(path.join(dir, unused), longAgo, longAgo);
    expect(await buildSnapshot(plan, { ...process.env, ...env() })).toBe('built');
    expect(cacheFiles()).toEqual([plan.name, other].sort());
    const args = snapshotArgs(plan);
    expect(args).toEqual(['--snapshot-blob', path.join(home, 'cardscript', plan.name)]);
    expect(await buildSnapshot(plan, { ...process.env, ...env() })).toBe('skipped');
    const [without, from] = [await answers(SERVER_FLAGS), await answers([...SERVER_FLAGS, ...args])];
    expect(from).toEqual(without);
    expect(JSON.stringify(without)).toContain('"diagnostics":[{'); // the comparison compares findings
  }, 300_000);

  it('another binary\'s flags, or a rebuilt bundle, is another snapshot; CARDSCRIPT_SNAPSHOT=off is none', () => {
    const plan = snapshotPlan(DIST, SERVER_FLAGS, { env: env() })!;
    expect(snapshotPlan(DIST, [...SERVER_FLAGS, '--max-old-space-size=4096'], { env: env() })!.name).not.toBe(plan.name);
    expect(snapshotPlan(DIST, SERVER_FLAGS, { env: env(), execPath: path.join(temp, 'no-such-node') })).toBeUndefined();
    expect(snapshotPlan(DIST, SERVER_FLAGS, { env: { ...env(), CARDSCRIPT_SNAPSHOT: 'off' } })).toBeUndefined();
    // a copy of dist/ whose server bundle was rebuilt (a new time of change)
    const dist = path.join(temp, `dist-${n}`);
    mkdirSync(dist);
    for (const f of ['server-snapshot.js', 'server-main.js']) writeFileSync(path.join(dist, f), readFileSync(path.join(DIST, f)));
    const copy = snapshotPlan(dist, SERVER_FLAGS, { env: env() })!;
    utimesSync(path.join(dist, 'server-main.js'), new Date(), new Date(Date.now() + 5_000));
    expect(snapshotPlan(dist, SERVER_FLAGS, { env: env() })!.name).not.toBe(copy.name);
  });

  it('a build that fails leaves a mark and is not tried again; the server starts without a snapshot', async () => {
    const plan = { ...snapshotPlan(DIST, SERVER_FLAGS, { env: env() })!, flags: ['--no-such-node-flag'] };
    expect(await buildSnapshot(plan, { ...process.env, ...env() })).toBe('failed');
    expect(cacheFiles()).toEqual([`${plan.name}.failed`]);
    expect(snapshotArgs(plan)).toEqual([]);
    expect(await buildSnapshot(plan, { ...process.env, ...env() })).toBe('skipped');
  }, 120_000);

  it('a snapshot the client saw fail to start is removed, marked, and neither used nor built again', async () => {
    const plan = snapshotPlan(DIST, SERVER_FLAGS, { env: env() })!;
    const dir = path.join(home, 'cardscript');
    mkdirSync(dir, { mode: 0o700 });
    writeFileSync(path.join(dir, plan.name), 'a blob', { mode: 0o600 });
    expect(snapshotArgs(plan)).toEqual(['--snapshot-blob', path.join(dir, plan.name)]);
    refuseSnapshot(plan);
    expect(cacheFiles()).toEqual([`${plan.name}.failed`]);
    expect(snapshotArgs(plan)).toEqual([]);
    expect(await buildSnapshot(plan, { ...process.env, ...env() })).toBe('skipped');
  });

  it('is used only from a folder of ours, and never through a link', () => {
    const plan = snapshotPlan(DIST, SERVER_FLAGS, { env: env() })!;
    const dir = path.join(home, 'cardscript');
    mkdirSync(dir, { mode: 0o700 });
    writeFileSync(path.join(temp, `planted-${n}.blob`), 'not a snapshot');
    symlinkSync(path.join(temp, `planted-${n}.blob`), path.join(dir, plan.name));
    expect(snapshotArgs(plan)).toEqual([]);
    rmSync(path.join(dir, plan.name));
    writeFileSync(path.join(dir, plan.name), 'a blob', { mode: 0o600 });
    expect(snapshotArgs(plan)).toEqual(['--snapshot-blob', path.join(dir, plan.name)]);
    if (process.platform !== 'win32') {
      chmodSync(dir, 0o777);
      expect(snapshotArgs(plan)).toEqual([]);
      chmodSync(dir, 0o700);
    }
  });
});
