// V8's code cache (server/src/startup/bundle-loader.ts, issue 27: the cold start): dist/cli.js, dist/server.js and the
// VS Code extension's dist/client.js compile only the bundle built beside them, and with the cache absent, present, corrupt, in a folder that is not private or
// unwritable, or turned off, the program does what it does without it. Each run is a fresh process with its own cache
// folder (XDG_CACHE_HOME in a temp folder: never the user's), and a preloaded hook that records every `vm.Script` made:
// its file, whether it was given cached code, and whether V8 rejected it.

import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { BUNDLES, loadBundle } from '../../server/src/startup/bundle-loader';

const ROOT = path.join(__dirname, '..', '..');
const DIST = path.join(ROOT, 'dist');
const temp = mkdtempSync(path.join(tmpdir(), 'cardscript-code-cache-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const HOOK = path.join(temp, 'record-scripts.cjs');
writeFileSync(HOOK, `
const vm = require('node:vm');
const fs = require('node:fs');
const Script = vm.Script;
vm.Script = class extends Script {
  constructor(code, options) {
    super(code, options);
    fs.appendFileSync(process.env.CODE_CACHE_TEST_LOG, JSON.stringify({ file: options && options.filename, cached: !!(options && options.cachedData), rejected: this.cachedDataRejected === true }) + '\\n');
  }
};
`);

interface Compiled { file: string; cached: boolean; rejected: boolean }
interface Run { status: number | null; stdout: string; stderr: string; compiled: Compiled[] }

let home: string;
let n = 0;
beforeEach(() => { home = path.join(temp, `home-${++n}`); mkdirSync(home); });
const cacheDir = () => path.join(home, 'cardscript');
const cacheFiles = () => (existsSync(cacheDir()) ? readdirSync(cacheDir()).sort() : []);

function run(script: string, args: string[], env: Record<string, string> = {}, input?: string): Run {
  const log = path.join(temp, `log-${++n}.jsonl`);
  const r = spawnSync(process.execPath, ['-r', HOOK, path.join(DIST, script), ...args], {
    cwd: ROOT, encoding: 'utf8', input: input ?? '', env: { ...process.env, XDG_CACHE_HOME: home, CODE_CACHE_TEST_LOG: log, CARDSCRIPT_CODE_CACHE: '', ...env },
  });
  const compiled = existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Compiled) : [];
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, compiled };
}

const CHECK = ['check', 'examples/shrouded-vale.cards', '--format', 'json'];
const check = (env?: Record<string, string>) => run('cli.js', CHECK, env);
const beside = (name: string) => ({ file: path.join(DIST, name) });
/** What the program prints with no cache at all. */
const reference = (() => { let r: Run | undefined; return () => (r ??= run('cli.js', CHECK, { CARDSCRIPT_CODE_CACHE: 'off' })); })();
const same = (r: Run) => expect({ status: r.status, stdout: r.stdout, stderr: r.stderr }).toEqual({ status: reference().status, stdout: reference().stdout, stderr: reference().stderr });

describe('the code cache\'s loader', () => {
  it('refuses to load anything but a bundle of its list, before reading a file', () => {
    expect(BUNDLES).toEqual(['server-main.js', 'cli-commands.js', 'cli-import.js', 'client-main.js']);
    for (const name of ['../package.json', 'cli.js', '/etc/passwd', 'server-main.js/../cli.js']) {
      expect(() => loadBundle(name as never, module)).toThrow(/not a bundle of CardScript/);
    }
  });

  it('compiles only the bundle beside it: the command line\'s, the import\'s, the server\'s', () => {
    expect(reference().stdout.length).toBeGreaterThan(100);
    expect(reference().compiled).toEqual([{ ...beside('cli-commands.js'), cached: false, rejected: false }]);
    const imported = run('cli.js', ['import', path.join(temp, 'missing.json')], { CARDSCRIPT_CODE_CACHE: 'off' });
    expect(imported.status).toBe(2);
    expect(imported.compiled).toEqual([{ ...beside('cli-import.js'), cached: false, rejected: false }]);
    // The server over stdio ends when its input does.
    const server = run('server.js', ['--stdio'], { CARDSCRIPT_CODE_CACHE: 'off' });
    expect(server.compiled).toEqual([{ ...beside('server-main.js'), cached: false, rejected: false }]);
  });

  it('the bundles it compiles call no import() (a vm.Script has no loader for it on Node 20: esbuild.mjs makes each a require)', () => {
    for (const name of BUNDLES) expect(readFileSync(path.join(DIST, name), 'utf8').match(/(^|[^\w$.{])import\s*\(\s*["'`]/gm), name).toBeNull();
  });

  it('CARDSCRIPT_CODE_CACHE=off neither reads nor writes a cache', () => {
    same(check({ CARDSCRIPT_CODE_CACHE: 'off' }));
    expect(cacheFiles()).toEqual([]);
  });

  it('absent: the run writes it (a private folder, a private file named by the bundle\'s hash); present: it is used as it is', () => {
    const first = check();
    same(first);
    expect(first.compiled).toEqual([{ ...beside('cli-commands.js'), cached: false, rejected: false }]);
    const files = cacheFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^cli-commands\.check\.[0-9a-f]{40}\.v8-code-cache$/);
    if (process.platform !== 'win32') {
      expect(statSync(cacheDir()).mode & 0o777).toBe(0o700);
      expect(statSync(path.join(cacheDir(), files[0]!)).mode & 0o777).toBe(0o600);
    }
    const bytes = readFileSync(path.join(cacheDir(), files[0]!));
    const second = check();
    same(second);
    expect(second.compiled).toEqual([{ ...beside('cli-commands.js'), cached: true, rejected: false }]);
    expect(readFileSync(path.join(cacheDir(), files[0]!)).equals(bytes)).toBe(true);
    expect(cacheFiles()).toEqual(files);
  });

  it('one cache per command: a run of another command neither reads nor replaces the one of `check`; a usage error writes none', () => {
    check();
    const [checks] = cacheFiles();
    const bytes = readFileSync(path.join(cacheDir(), checks!));
    const version = run('cli.js', ['--version']);
    expect(version.status).toBe(0);
    expect(version.compiled).toEqual([{ ...beside('cli-commands.js'), cached: false, rejected: false }]);
    expect(run('cli.js', ['no-such-command']).status).toBe(2);
    expect(cacheFiles()).toEqual([checks, expect.stringMatching(/^cli-commands\.options\.[0-9a-f]{40}\.v8-code-cache$/)]);
    expect(readFileSync(path.join(cacheDir(), checks!)).equals(bytes)).toBe(true);
    expect(check().compiled).toEqual([{ ...beside('cli-commands.js'), cached: true, rejected: false }]);
  });

  it.each([
    ['random bytes', (b: Buffer) => Buffer.from(b.map((_, i) => (i * 131 + 7) & 0xff))],
    ['cut short', (b: Buffer) => b.subarray(0, b.length >> 1)],
    ['empty', () => Buffer.alloc(0)],
  ])('corrupt (%s): V8 rejects it, the bundle compiles from its source, and the cache is written again', (_what, spoil) => {
    check();
    const [file] = cacheFiles();
    const full = path.join(cacheDir(), file!);
    writeFileSync(full, spoil(readFileSync(full)));
    const r = check();
    same(r);
    expect(r.compiled).toHaveLength(1);
    expect(r.compiled[0]!.rejected || !r.compiled[0]!.cached).toBe(true);
    const again = check();
    same(again);
    expect(again.compiled).toEqual([{ ...beside('cli-commands.js'), cached: true, rejected: false }]);
  });

  it('a cache folder others may write into is neither read nor written', () => {
    check();
    const before = cacheFiles();
    chmodSync(cacheDir(), 0o777);
    const r = check();
    same(r);
    if (process.platform !== 'win32') expect(r.compiled).toEqual([{ ...beside('cli-commands.js'), cached: false, rejected: false }]);
    expect(cacheFiles()).toEqual(before);
  });

  it('an unwritable cache (its folder\'s name taken by a file) is ignored', () => {
    writeFileSync(cacheDir(), 'not a folder');
    const r = check();
    same(r);
    expect(r.compiled).toEqual([{ ...beside('cli-commands.js'), cached: false, rejected: false }]);
    expect(readFileSync(cacheDir(), 'utf8')).toBe('not a folder');
  });

  it('the server writes its cache once its first diagnostics are ready, and the next start reads it', async () => {
    const { startChildServer } = await import('./support/child-server');
    const saved = process.env['XDG_CACHE_HOME'];
    process.env['XDG_CACHE_HOME'] = home;
    let firstWrite = 0;
    try {
      for (const expected of [false, true]) {
        const server = await startChildServer({});
        try {
          const published = new Promise<void>((resolve) => server.rpc.onNotification('textDocument/publishDiagnostics', () => resolve()));
          await server.rpc.sendNotification('textDocument/didOpen', { textDocument: { uri: 'file:///cache-test.cards', languageId: 'cardscript', version: 1, text: readFileSync(path.join(ROOT, 'examples', 'shrouded-vale.cards'), 'utf8') } });
          await published;
          for (let i = 0; i < 600 && cacheFiles().length === 0; i++) await new Promise((r) => setTimeout(r, 100));
          expect(cacheFiles()).toEqual([expect.stringMatching(/^server-main\.[0-9a-f]{40}\.v8-code-cache$/)]);
          if (expected) expect(statSync(path.join(cacheDir(), cacheFiles()[0]!)).mtimeMs).toBe(firstWrite);
          else firstWrite = statSync(path.join(cacheDir(), cacheFiles()[0]!)).mtimeMs;
        } finally {
          await server.dispose();
        }
      }
    } finally {
      if (saved === undefined) delete process.env['XDG_CACHE_HOME'];
      else process.env['XDG_CACHE_HOME'] = saved;
    }
  });
  it('the extension\'s entry compiles only its bundle, writes the cache once activated (the server started), and the next activation reads it', () => {
    // The extension host's `vscode` module, stood in for by a stub that answers every call (the client's API surface).
    const stub = path.join(ROOT, 'test', 'support', 'vscode-stub.cjs');
    const activate = path.join(temp, 'activate.cjs');
    writeFileSync(activate, `
const path = require('node:path');
const ext = require(${JSON.stringify(path.join(DIST, 'client.js'))});
const context = { subscriptions: [], asAbsolutePath: (p) => path.join(${JSON.stringify(ROOT)}, p), globalStorageUri: { scheme: 'file', fsPath: ${JSON.stringify(path.join(temp, 'storage'))} }, extensionPath: ${JSON.stringify(ROOT)} };
ext.activate(context).then(() => setTimeout(async () => { console.log(typeof ext.activate, typeof ext.deactivate, 'activated'); await ext.deactivate(); process.exit(0); }, 200), (e) => { console.log('failed', String(e)); process.exit(1); });
`);
    // As the extension host would: dist/client.js required, then activated (the language client starts dist/server.js).
    const spawnActivation = () => {
      const log = path.join(temp, `log-${++n}.jsonl`);
      const r = spawnSync(process.execPath, ['-r', HOOK, '-r', stub, activate], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, XDG_CACHE_HOME: home, CODE_CACHE_TEST_LOG: log, CARDSCRIPT_CODE_CACHE: '' }, timeout: 60_000 });
      const compiled = existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Compiled) : [];
      return { status: r.status, stdout: r.stdout, stderr: r.stderr, compiled };
    };
    const first = spawnActivation();
    expect(first.stdout.trim(), first.stderr).toBe('function function activated');
    expect(first.compiled).toEqual([{ ...beside('client-main.js'), cached: false, rejected: false }]);
    expect(cacheFiles()).toEqual([expect.stringMatching(/^client-main\.[0-9a-f]{40}\.v8-code-cache$/)]);
    const bytes = readFileSync(path.join(cacheDir(), cacheFiles()[0]!));
    const second = spawnActivation();
    expect(second.stdout.trim(), second.stderr).toBe('function function activated');
    expect(second.compiled).toEqual([{ ...beside('client-main.js'), cached: true, rejected: false }]);
    expect(readFileSync(path.join(cacheDir(), cacheFiles()[0]!)).equals(bytes)).toBe(true);
  });
});
