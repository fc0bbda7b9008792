// Trust: the extension runs in untrusted workspaces, not in virtual ones (manifest), the code never evaluates strings or
// talks to the network (sources and built bundles scanned), and the CLI writes only the files it was given.

import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CliIO } from '../../server/src/cli/io';
import { main } from '../../server/src/cli/main';

const ROOT = path.join(__dirname, '..', '..');

function filesUnder(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full, ext) : ext.test(name) ? [full] : [];
  });
}

describe('manifest', () => {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    capabilities?: { untrustedWorkspaces?: { supported?: unknown; restrictedConfigurations?: unknown; description?: unknown }; virtualWorkspaces?: unknown };
    contributes: { configuration: { properties: Record<string, unknown> } };
  };
  it('declares untrusted workspaces supported with limits: a workspace\'s card database settings are ignored there', () => {
    // The extension runs no workspace code; the card database settings name files it reads, so in Restricted Mode only
    // the user's own values count (issue 22, F1).
    const trust = manifest.capabilities?.untrustedWorkspaces;
    expect(trust?.supported).toBe('limited');
    expect(trust?.restrictedConfigurations).toEqual(['cardscript.cardDatabase', 'cardscript.cardRulings', 'cardscript.localizedRulings']);
    expect(String(trust?.description)).toMatch(/Restricted Mode.*cardscript\.cardDatabase, cardscript\.cardRulings, cardscript\.localizedRulings/);
    for (const key of trust!.restrictedConfigurations as string[]) expect(manifest.contributes.configuration.properties[key]).toBeDefined();
    // What Restricted Mode turns off is documented for users.
    for (const doc of ['README.md', 'EXTENSION_README.md']) expect(readFileSync(path.join(ROOT, doc), 'utf8')).toMatch(/Restricted Mode[^]*`cardscript\.cardDatabase`/);
  });
  it('declares virtual workspaces unsupported (the server reads the files on disk)', () => {
    expect((manifest.capabilities?.virtualWorkspaces as { supported?: unknown } | undefined)?.supported).toBe(false);
  });
});

// What no code of ours may contain: evaluation of strings, and network or process access.
const FORBIDDEN_IN_SOURCES: Array<[string, RegExp]> = [
  ['eval(', /(^|[^\w$.])eval\s*\(/],
  ['new Function', /\bnew\s+Function\b/],
  ['Function(', /(^|[^\w$.])Function\s*\(/],
  ['fetch(', /(^|[^\w$.])fetch\s*\(/],
  ['XMLHttpRequest', /\bXMLHttpRequest\b/],
  ['WebSocket', /\bWebSocket\b/],
  ['require(', /(^|[^\w$.])require\s*\(/],
  ['import of a network or process module', /from\s+['"](node:)?(http|https|http2|net|dgram|tls|dns|child_process|worker_threads|vm|inspector)['"]/],
  ['dynamic import', /(^|[^\w$.])import\s*\(/],
  ['setTimeout/setInterval with a string', /set(Timeout|Interval)\s*\(\s*['"`]/],
];

// Loading a module on first use, allowed in these files only, each a literal module name, for a stated reason:
//   require('fontkit') in formats/render/fonts.ts: the card pictures' font engine (bundled) takes 0.1–0.3 s and a
//     few MB to load; the language server loads it when it first draws a card, not at start-up.
//   import('@resvg/resvg-js') in cli/render-png.ts: the PNG rasterizer, a native module kept out of the bundles,
//     loaded only by `render --png`, so that every other command runs where its prebuilt binary is missing.
//   import('./<name>-command') in cli/main.ts and cli/import-row.ts: each command's own modules (bundled), loaded when
//     that command runs, so that `cardscript import` never sets up the checker and the rules engine (issue 27: the CLI's start).
//   import('./full-reader') in formats/read-written.ts: the full reader of CardScript text (the grammar; in the CLI its
//     own bundle beside the others), loaded only when a written line needs it.
//   require('./catalogs/<language>.json') in i18n/format.ts: a translated catalog, read when a message is first worded
//     in its language (data: JSON.parse, never evaluated; bundled into the server, beside the CLI's bundles).
const LOADED_ON_FIRST_USE: Record<string, string[]> = {
  'server/src/formats/render/fonts.ts': ["require('fontkit')"],
  'server/src/cli/render-png.ts': ["import('@resvg/resvg-js')"],
  'server/src/cli/main.ts': ['check', 'simulate', 'summary', 'format', 'export', 'stats', 'search', 'lookup', 'render'].map((c) => `import('./${c}-command')`),
  'server/src/cli/import-row.ts': ["import('./import-command')"],
  'server/src/formats/read-written.ts': ["import('./full-reader')"],
  'server/src/i18n/format.ts': ["require('./catalogs/it.json')", "require('./catalogs/es.json')", "require('./catalogs/de.json')"],
  // node:worker_threads in checks/interaction-pool.ts and its worker: the set-wide analysis on every core (issue 27),
  // threads of this process running our own bundle beside it (dist/interaction-worker.js); no network, no other process.
  'server/src/checks/interaction-pool.ts': ["from 'node:worker_threads'"],
  'server/src/checks/interaction-worker.ts': ["from 'node:worker_threads'"],
  // node:vm in startup/bundle-loader.ts, and there only: V8's code cache (issue 27, the cold start). It compiles one of
  // the bundles built beside it (a fixed list of names, never a path from input or settings) in this process's own
  // context, with the code V8 compiled for exactly those bytes at an earlier start (test/resilience/code-cache.test.ts).
  'server/src/startup/bundle-loader.ts': ["from 'node:vm'"],
  // node:child_process in startup/snapshot.ts: the client builds the server's V8 startup snapshot with the same binary
  // that runs the server (dist/server-snapshot.js with --build-snapshot, then one start from it), in the background.
  'server/src/startup/snapshot.ts': ["from 'node:child_process'"],
};

describe('sources: no eval, no Function, no network', () => {
  const sources = ['grammar/src', 'server/src', 'client/src'].flatMap((d) => filesUnder(path.join(ROOT, d), /\.ts$/));
  it('finds the sources', () => expect(sources.length).toBeGreaterThan(50));
  it('each module loaded on first use is loaded where it is allowed', () => {
    for (const [file, calls] of Object.entries(LOADED_ON_FIRST_USE)) for (const call of calls) expect(readFileSync(path.join(ROOT, file), 'utf8'), file).toContain(call);
  });
  it.each(FORBIDDEN_IN_SOURCES)('no %s', (_label, pattern) => {
    const hits: string[] = [];
    for (const file of sources) {
      const allowed = LOADED_ON_FIRST_USE[path.relative(ROOT, file).split(path.sep).join('/')] ?? [];
      readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
        // `require.main === module` (the entry-point check) is not a require call.
        let code = line.replace(/\/\/.*$/, '').replace(/require\.main/g, '');
        for (const call of allowed) code = code.split(call).join('');
        if (pattern.test(code)) hits.push(`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(hits).toEqual([]);
  });
});

// The bundles hold our code and its dependencies. Allowed there, each for a stated reason:
//   require("net"), require("child_process"): vscode-jsonrpc's node transports (pipes, sockets, ipc) and
//     vscode-languageclient starting the server process; commander (CLI) can run external subcommands, which we
//     do not define. Local processes and pipes only: no module that reaches the network.
//   Function("return this")(): lodash's global lookup (via chevrotain), only reached when neither `global` nor
//     `self` exists, so never in Node.
//   `eval(input, pos) {`: a method *named* eval (re2js's prefilter, the linear regex engine of search), defined, not
//     the global eval called: a definition is followed by its body's `{`, which a call never is.
//   require("vm") in dist/server.js, dist/cli.js, dist/client.js and dist/server-snapshot.js (the server's startup
//     snapshot's entry, which compiles dist/server-main.js the same way) only: they are the code cache's loader
//     (startup/bundle-loader.ts, allowed above) and a few lines each, no library code (below); every other bundle, the
//     ones they compile among them, stays without it.
const BUNDLES = ['dist/server.js', 'dist/server-main.js', 'dist/server-snapshot.js', 'dist/cli.js', 'dist/cli-commands.js', 'dist/cli-import.js', 'dist/cli-full-reader.js', 'dist/client.js', 'dist/client-main.js'];
const LOADER_BUNDLES = ['dist/server.js', 'dist/server-snapshot.js', 'dist/cli.js', 'dist/client.js'];
const VM_REQUIRE = /require\(\s*["'](?:node:)?vm["']\s*\)/g;
const FORBIDDEN_IN_BUNDLES: Array<[string, RegExp]> = [
  ['eval(', /(^|[^\w$.])eval\s*\((?![^()]*\)\s*\{)/],
  ['new Function', /\bnew\s+Function\s*\(/],
  ['Function( other than lodash\'s global lookup', /(^|[^\w$.])Function\s*\((?!"return this"\)\(\))/],
  ['fetch(', /(^|[^\w$.])fetch\s*\(/],
  ['XMLHttpRequest', /\bXMLHttpRequest\b/],
  ['WebSocket', /\bnew\s+WebSocket\b/],
  ['a network module', /require\(\s*["'](node:)?(http|https|http2|dgram|tls|dns|undici)["']\s*\)/],
  ['vm or inspector', /require\(\s*["'](node:)?(vm|inspector)["']\s*\)/],
];

describe('built bundles: no eval, no Function, no network', () => {
  it.each(BUNDLES)('%s is built (npm test builds first; else run npm run build)', (bundle) => {
    expect(existsSync(path.join(ROOT, bundle))).toBe(true);
  });
  const cases = BUNDLES.flatMap((bundle) => FORBIDDEN_IN_BUNDLES.map(([label, pattern]) => ({ bundle, label, pattern })));
  it.each(cases)('$bundle: no $label', ({ bundle, pattern }) => {
    const file = path.join(ROOT, bundle);
    // The loader's bundles: its one `require("vm")` is allowed (not inspector).
    const allowed = (l: string) => LOADER_BUNDLES.includes(bundle) && l.replace(VM_REQUIRE, '') !== l && !pattern.test(l.replace(VM_REQUIRE, ''));
    const hits = readFileSync(file, 'utf8').split('\n').map((l, i) => [i + 1, l] as const).filter(([, l]) => pattern.test(l) && !allowed(l));
    expect(hits.map(([n, l]) => `${bundle}:${n}: ${l.trim().slice(0, 160)}`)).toEqual([]);
  });
  it.each(LOADER_BUNDLES)('%s is the code cache\'s loader and a few lines, with one require("vm")', (bundle) => {
    const text = readFileSync(path.join(ROOT, bundle), 'utf8');
    expect(text.length).toBeLessThan(32 * 1024);
    expect(text.match(VM_REQUIRE)).toHaveLength(1);
    expect(text).toContain('not a bundle of CardScript');
  });
  it('only the entry files use the code cache\'s loader, each with a literal bundle name', () => {
    const users = ['grammar/src', 'server/src', 'client/src'].flatMap((d) => filesUnder(path.join(ROOT, d), /\.ts$/))
      .filter((f) => readFileSync(f, 'utf8').includes('startup/bundle-loader'))
      .map((f) => path.relative(ROOT, f).split(path.sep).join('/')).sort();
    expect(users).toEqual(['client/src/start.ts', 'server/src/cli/entry.ts', 'server/src/lsp/start.ts', 'server/src/startup/snapshot-entry.ts']);
    for (const f of users) {
      const calls = [...readFileSync(path.join(ROOT, f), 'utf8').matchAll(/loadBundle\(([^,]*),/g)].map((m) => m[1]!);
      expect(calls.length).toBeGreaterThan(0);
      for (const c of calls) expect(c, f).toMatch(/^(?:'[a-z-]+\.js'|argv\[0\] === 'import' \? 'cli-import\.js' : 'cli-commands\.js')$/);
    }
  });
});

// ---- CLI write scope ---------------------------------------------------------------------------------------

const NEEDS_FIXES = readFileSync(path.join(ROOT, 'examples', 'needs-fixes.cards'), 'utf8');
const UNFORMATTED = 'card "Messy"\n      cost {1}{U}\n type Instant\n text\n  Draw a card.\n\n\n';

let dir: string;

async function run(args: string[]): Promise<number> {
  const io: CliIO = { out: () => undefined, err: () => undefined, cwd: dir, exitCode: 0 };
  return main(args, io);
}

/** Every file under the temp dir with its content (symbolic links as their target). */
function snapshot(): Map<string, string> {
  return new Map(filesUnder(dir, /./).map((f) => [path.relative(dir, f).split(path.sep).join('/'), readFileSync(f, 'utf8')]));
}

function changed(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([f, t]) => before.get(f) !== t).map(([f]) => f).sort();
}

describe('the CLI writes only the files matched by the paths it was given', () => {
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'cardscript-trust-'));
    for (const f of ['a/one.cards', 'a/two.cards', 'a/deep/three.cards', 'b/four.cards', 'five.cards']) {
      const full = path.join(dir, f);
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, NEEDS_FIXES + '\n' + UNFORMATTED);
    }
    writeFileSync(path.join(dir, 'a', 'notes.txt'), 'card "Not a card file"\n  cost {U}{1}\n');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const cases: Array<{ args: string[]; writes: string[] }> = [
    { args: ['check', '--fix', 'a/one.cards'], writes: ['a/one.cards'] },
    { args: ['check', '--fix', 'a/deep'], writes: ['a/deep/three.cards'] },
    { args: ['check', '--fix', 'a'], writes: ['a/deep/three.cards', 'a/one.cards', 'a/two.cards'] },
    { args: ['check', '--fix', 'a/*.cards'], writes: ['a/one.cards', 'a/two.cards'] },
    { args: ['check', '--fix', 'b/four.cards', 'five.cards'], writes: ['b/four.cards', 'five.cards'] },
    { args: ['check', '--fix-dry-run', 'a'], writes: [] },
    { args: ['format', '--write', 'a/one.cards'], writes: ['a/one.cards'] },
    { args: ['format', '--write', 'a/deep'], writes: ['a/deep/three.cards'] },
    { args: ['format', '--write', 'a/*.cards'], writes: ['a/one.cards', 'a/two.cards'] },
    { args: ['format', '--check', 'a'], writes: [] },
    { args: ['format', 'a'], writes: [] },
  ];
  it.each(cases)('cardscript $args writes $writes', async ({ args, writes }) => {
    const before = snapshot();
    await run(args);
    expect(changed(before, snapshot())).toEqual(writes);
  });

  it('a path that matches nothing writes nothing', async () => {
    const before = snapshot();
    expect(await run(['check', '--fix', 'a/missing.cards'])).toBe(2);
    expect(await run(['format', '--write', 'c'])).toBe(2);
    expect(changed(before, snapshot())).toEqual([]);
  });

  it.each([
    [['check', '--fix', 'a']], [['format', '--write', 'a']], [['check', '--fix', 'a/*.cards']], [['format', '--write', 'a/**/*.cards']],
  ])('cardscript %j: a symbolic link inside a given directory does not lead a write outside it', async (args) => {
    symlinkSync(path.join(dir, 'five.cards'), path.join(dir, 'a', 'link.cards'));
    symlinkSync(path.join(dir, 'b'), path.join(dir, 'a', 'linked-dir'), 'dir');
    const before = snapshot();
    await run(args);
    const writes = changed(before, snapshot());
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.filter((f) => !f.startsWith('a/') || f.startsWith('a/link'))).toEqual([]);
  });

  it('a file named on the command line is written even when it is a link (the user named it)', async () => {
    symlinkSync(path.join(dir, 'five.cards'), path.join(dir, 'a', 'link.cards'));
    const before = snapshot();
    await run(['format', '--write', 'a/link.cards']);
    expect(changed(before, snapshot())).toEqual(['a/link.cards', 'five.cards']);
  });
});
