// Opening a folder is safe (issue 22, F1/F2): a repository that names a card database in its settings and commits a
// symbolic link where an index used to be written (`cards.json.cardscript-index.json → ~/.bashrc`) changes nothing
// outside the extension's storage, opened by the real server over the protocol (dist/server.js, a child process) or
// by `cardscript lookup --card-db` (bin/cardscript.js). A relative path leading out of the folder is refused by the
// server; a FIFO is refused by both, without blocking. Children are bounded in time: a blocked one fails the test.

import { spawnSync, execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { URI } from 'vscode-uri';
import { ANSWER_MS, startChildServer, within, type ChildServer } from './support/child-server';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'cardscript.js');
const FIXTURE = path.join(ROOT, 'test', 'carddb', 'fixtures', 'oracle-cards.json');
const BASHRC = '# the user\'s own file\nexport PATH="$HOME/bin:$PATH"\n';
const CARD = 'card "Veiled Tidecaller"\n  cost {4}{U}\n  type Creature — Merfolk Wizard\n  pt 3/4\n';

interface Repo {
  base: string;
  /** The opened folder. */
  repo: string;
  /** A file outside it that a committed link points at (the user's ~/.bashrc). */
  target: string;
  /** A card file outside the folder, with a planted link beside it. */
  outside: string;
  storage: string;
  cache: string;
}

/** The F1 repository: settings naming `cards.json`, the card file, a committed link named like the old index. */
function buildRepo(setting: string): Repo {
  const base = mkdtempSync(path.join(tmpdir(), 'cs-open-folder-'));
  const repo = path.join(base, 'repo');
  const target = path.join(base, 'home', '.bashrc');
  mkdirSync(path.join(repo, '.vscode'), { recursive: true });
  mkdirSync(path.dirname(target));
  writeFileSync(target, BASHRC);
  writeFileSync(path.join(repo, '.vscode', 'settings.json'), JSON.stringify({ 'cardscript.cardDatabase': setting }));
  copyFileSync(FIXTURE, path.join(repo, 'cards.json'));
  symlinkSync(target, path.join(repo, 'cards.json.cardscript-index.json'));
  writeFileSync(path.join(repo, 'set.cards'), CARD);
  const outside = path.join(base, 'outside', 'db.json');
  mkdirSync(path.dirname(outside));
  copyFileSync(FIXTURE, outside);
  symlinkSync(target, `${outside}.cardscript-index.json`);
  execFileSync('mkfifo', [path.join(repo, 'cards.fifo')]);
  return { base, repo, target, outside, storage: path.join(base, 'storage'), cache: path.join(base, 'xdg-cache') };
}

/** Every entry under a folder (links not followed), to see that nothing was added. */
function listing(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort();
}

let server: ChildServer | undefined;
let repo: Repo | undefined;
afterEach(async () => {
  await server?.dispose();
  server = undefined;
  if (repo) rmSync(repo.base, { recursive: true, force: true });
  repo = undefined;
});

/** Opens the repository as VS Code does (its settings answered to workspace/configuration); the hover on the card. */
async function openWithServer(r: Repo): Promise<{ hover: string; logs: string[] }> {
  const settings = JSON.parse(readFileSync(path.join(r.repo, '.vscode', 'settings.json'), 'utf8')) as Record<string, unknown>;
  server = await startChildServer({ folder: r.repo, settings: { cardDatabase: settings['cardscript.cardDatabase'] }, initializationOptions: { storagePath: r.storage } });
  // The server says what became of the card database (opened, refused or unreadable) once it has dealt with it.
  const logs = server.logs;
  await within(new Promise<void>((resolve) => {
    const poll = () => (logs.some((l) => l.startsWith('card database:')) ? resolve() : setTimeout(poll, 20));
    poll();
  }), ANSWER_MS, 'the card database settings');
  const uri = URI.file(path.join(r.repo, 'set.cards')).toString();
  await server.rpc.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardscript', version: 1, text: CARD } });
  const hover = await server.request<{ contents: { value: string } } | null>('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 10 } });
  return { hover: hover?.contents.value ?? '', logs };
}

function lookup(r: Repo, db: string): { status: number | null; out: string; err: string } {
  const p = spawnSync(process.execPath, [BIN, 'lookup', 'Veiled Tidecaller', '--card-db', db], {
    cwd: r.repo, encoding: 'utf8', timeout: ANSWER_MS, env: { ...process.env, XDG_CACHE_HOME: r.cache },
  });
  return { status: p.status, out: p.stdout, err: p.stderr };
}

describe('the server opening the F1 repository', () => {
  it('indexes cards.json into its storage; the committed link and its target are unchanged', async () => {
    repo = buildRepo('cards.json');
    const before = listing(repo.repo);
    const { hover } = await openWithServer(repo);
    expect(hover).toContain('from your card database');
    expect(readFileSync(repo.target, 'utf8')).toBe(BASHRC);
    expect(listing(repo.repo)).toEqual(before);
    expect(readdirSync(path.join(repo.storage, 'card-index')).filter((f) => f.endsWith('.json'))).toHaveLength(1);
  });

  it('refuses a relative path that leaves the folder: nothing read, nothing written beside it', async () => {
    repo = buildRepo('../outside/db.json');
    const before = listing(path.dirname(repo.outside));
    const { hover, logs } = await openWithServer(repo);
    expect(hover).not.toContain('from your card database');
    expect(logs.join('\n')).toMatch(/card database: not opened: "\.\.\/outside\/db\.json" leaves the workspace folder/);
    expect(readFileSync(repo.target, 'utf8')).toBe(BASHRC);
    expect(listing(path.dirname(repo.outside))).toEqual(before);
  });

  it('refuses a link inside the folder that leads out of it', async () => {
    repo = buildRepo('linked.json');
    symlinkSync(repo.outside, path.join(repo.repo, 'linked.json'));
    const { hover, logs } = await openWithServer(repo);
    expect(hover).not.toContain('from your card database');
    expect(logs.join('\n')).toMatch(/leaves the workspace folder/);
  });

  it('refuses a FIFO without blocking, and keeps answering', async () => {
    repo = buildRepo('cards.fifo');
    const { hover, logs } = await openWithServer(repo);
    expect(hover).toContain('Veiled Tidecaller');
    expect(logs.join('\n')).toMatch(/card database: cannot open .*cards\.fifo: .*not a regular file \(a FIFO\)/);
  });


  it('a FIFO named like a card file (reported as changed on disk) is not read, and the server keeps answering', async () => {
    repo = buildRepo('cards.json');
    execFileSync('mkfifo', [path.join(repo.repo, 'trap.cards')]);
    await openWithServer(repo);
    const trap = URI.file(path.join(repo.repo, 'trap.cards')).toString();
    await server!.rpc.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: trap, type: 1 }] });
    const symbols = await server!.request<{ name: string }[]>('workspace/symbol', { query: 'Veiled' });
    expect(symbols.map((x) => x.name)).toContain('Veiled Tidecaller');
    expect(server!.logs.join('\n')).toMatch(/not read: .*trap\.cards is not a regular file \(a FIFO\)/);
  });
});

describe('cardscript lookup --card-db on the F1 repository', () => {
  it('caches the index in $XDG_CACHE_HOME/cardscript; the committed link and its target are unchanged', () => {
    repo = buildRepo('cards.json');
    const before = listing(repo.repo);
    for (let i = 0; i < 2; i++) {
      const r = lookup(repo, 'cards.json');
      expect(r.status).toBe(0);
      expect(r.out).toContain('Veiled Tidecaller');
    }
    expect(readFileSync(repo.target, 'utf8')).toBe(BASHRC);
    expect(listing(repo.repo)).toEqual(before);
    expect(readdirSync(path.join(repo.cache, 'cardscript')).filter((f) => f.endsWith('.json'))).toHaveLength(1);
  });

  it('a `..` path named on the command line is read; nothing is written beside it', () => {
    repo = buildRepo('cards.json');
    const before = listing(path.dirname(repo.outside));
    const r = lookup(repo, '../outside/db.json');
    expect(r.status).toBe(0);
    expect(readFileSync(repo.target, 'utf8')).toBe(BASHRC);
    expect(listing(path.dirname(repo.outside))).toEqual(before);
  });

  it('a FIFO is refused in one line, exit 2, without blocking', () => {
    repo = buildRepo('cards.json');
    const r = lookup(repo, 'cards.fifo');
    expect(r.status).toBe(2);
    expect(r.err).toMatch(/^cardscript: cannot open the card database: .*cards\.fifo is not a regular file \(a FIFO\)\n$/);
    expect(existsSync(path.join(repo.cache, 'cardscript'))).toBe(false);
  });
});
