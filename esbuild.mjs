// One build script for every bundle: the VS Code client, the language server and the CLI.
//   node esbuild.mjs               development build: linked source maps next to the bundles
//   node esbuild.mjs --production  what the .vsix ships (vscode:prepublish): minified, no source maps, no map comments
//   node esbuild.mjs --watch | --bench
import * as esbuild from 'esbuild';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The card renderer's font ships as WOFF (zlib); fontkit's WOFF2 decoder (the brotli package, half a megabyte of
 * dictionary) is never called, so it is left out: a WOFF2 font would fail with this module's message.
 */
const noWoff2 = {
  name: 'no-woff2',
  setup(build) {
    build.onResolve({ filter: /^brotli\/decompress(?:\.js)?$/ }, () => ({ path: fileURLToPath(new URL('./server/src/formats/render/no-woff2.cjs', import.meta.url)) }));
  },
};

/**
 * The command line's bundles load two things from beside them, not from inside (issue 27: an import compiles only what
 * it runs): the full reader of CardScript text (`server/src/formats/full-reader.ts`, its own bundle cli-full-reader.js,
 * which `cardscript import` loads only when a written line needs it) and the translated catalogs (read when a run's
 * language is not English: dist/catalogs/*.json, copied there by the build).
 */
const CATALOG = /^\.\/catalogs\/(it|es|de)\.json$/;
const cliBeside = {
  name: 'cli-beside',
  setup(build) {
    build.onResolve({ filter: /^\.\/full-reader$/ }, () => ({ path: './cli-full-reader.js', external: true }));
    build.onResolve({ filter: CATALOG }, (args) => ({ path: `./catalogs/${CATALOG.exec(args.path)[1]}.json`, external: true }));
  },
};

/**
 * Every bundle in ASCII only (issue 27, the server's memory). esbuild escapes strings and identifiers but leaves other
 * characters as they are in comments and regular-expression literals (a '’' in a comment, a '—' in a pattern), and one
 * such character makes V8 hold the whole source of the bundle as two bytes a character: 4.5 MB more for the server's,
 * for the life of the process. Each is written as its `\uXXXX` escape: the same comment, the same pattern (and the one
 * `String.raw` template that has one is a `RegExp` source, where the escape means that character). A character after
 * a backslash would change meaning: the build fails instead (`test/package/bundles-ascii.test.ts` reads the bundles).
 */
const asciiOnly = {
  name: 'ascii-only',
  setup(build) {
    build.onEnd((result) => {
      const file = build.initialOptions.outfile;
      if (result.errors.length || build.initialOptions.write === false || !file) return;
      const text = readFileSync(file, 'utf8');
      if (!/[^\x00-\x7f]/.test(text)) return;
      const escaped = text.replace(/(\\?)([^\x00-\x7f])/g, (_all, backslash, ch) => {
        if (backslash) throw new Error(`${file}: a non-ASCII character after a backslash (${JSON.stringify(ch)}): it can't be escaped without changing its meaning`);
        return `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
      });
      writeFileSync(file, escaped);
    });
  },
};

/** Copies the translated catalogs beside the command line's bundles (`cliBeside`). */
function copyCatalogs(outdir) {
  mkdirSync(path.join(outdir, 'catalogs'), { recursive: true });
  for (const l of ['it', 'es', 'de']) copyFileSync(fileURLToPath(new URL(`./server/src/i18n/catalogs/${l}.json`, import.meta.url)), path.join(outdir, 'catalogs', `${l}.json`));
}

/** The bundles; `production` minifies and drops source maps. Also used by scripts/third-party-notices.mjs. */
export function bundles({ production = false, bench = false, floor = false } = {}) {
  const common = {
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: !production,
    minify: production,
    // Licence comments of the bundled libraries go to THIRD_PARTY_NOTICES.md, not into the bundles.
    legalComments: production ? 'none' : 'inline',
    logLevel: 'warning',
    // Fonts are bundled as bytes (the card renderer's embedded font, server/src/formats/render/fonts.ts).
    loader: { '.woff': 'binary' },
    plugins: [noWoff2, asciiOnly],
    // Some dependencies ship ES modules that read import.meta.url; give the CommonJS bundle a real one.
    define: { 'import.meta.url': '__importMetaUrl' },
    banner: { js: "const __importMetaUrl = require('url').pathToFileURL(__filename).href;" },
  };
  // The bundles the code cache's loader compiles (server/src/startup/bundle-loader.ts) with `vm.Script`, which has no
  // loader for `import()` on Node 20 (only an experimental one that prints a warning): their `import()` of a file
  // beside them (the full reader) or of a package (the PNG rasterizer) is a `require` in a promise.
  const loaded = { supported: { 'dynamic-import': false } };
  return [
    // dist/client.js, what VS Code loads, is the same loader for the extension's bundle beside it (client/src/start.ts:
    // dist/client-main.js, built from extension.ts, compiled with V8's code cache).
    { ...common, entryPoints: ['client/src/start.ts'], outfile: 'dist/client.js', external: ['vscode'] },
    { ...common, ...loaded, entryPoints: ['client/src/extension.ts'], outfile: 'dist/client-main.js', external: ['vscode'] },
    // dist/server.js, what the editor starts, is the loader of the server's bundle beside it (server/src/lsp/start.ts:
    // dist/server-main.js compiled with V8's code cache, server/src/startup/bundle-loader.ts). `floor`: a server that
    // does no work in its place (EDITOR_BENCH_FLOOR=1, the floor of `npm run bench:editor`).
    { ...common, entryPoints: [floor ? 'bench/editor/floor-server.ts' : 'server/src/lsp/start.ts'], outfile: 'dist/server.js' },
    { ...common, ...loaded, entryPoints: ['server/src/lsp/main.ts'], outfile: 'dist/server-main.js' },
    // dist/server-snapshot.js: what `node --build-snapshot` runs (server/src/startup/snapshot-entry.ts), the same loader
    // compiling dist/server-main.js eagerly for a V8 startup snapshot of the server (server/src/startup/snapshot.ts).
    { ...common, entryPoints: ['server/src/startup/snapshot-entry.ts'], outfile: 'dist/server-snapshot.js' },
    // The PNG rasterizer is a native module (prebuilt per platform on npm): loaded from node_modules by the CLI, never
    // bundled, and not in the extension.
    // dist/cli.js only chooses which of the two CLI bundles beside it runs a command line (server/src/cli/entry.ts) and
    // loads it with V8's code cache (the loader above): `cardscript import` compiles only the import's code, not the
    // checker and the rules engine.
    { ...common, entryPoints: ['server/src/cli/entry.ts'], outfile: 'dist/cli.js' },
    { ...common, ...loaded, entryPoints: ['server/src/cli/main.ts'], outfile: 'dist/cli-commands.js', external: ['@resvg/resvg-js'], plugins: [...common.plugins, cliBeside] },
    { ...common, ...loaded, entryPoints: ['server/src/cli/import-main.ts'], outfile: 'dist/cli-import.js', plugins: [...common.plugins, cliBeside] },
    { ...common, entryPoints: ['server/src/formats/full-reader.ts'], outfile: 'dist/cli-full-reader.js', plugins: [...common.plugins, cliBeside] },
    // A worker of the set-wide pool (server/src/checks/interaction-pool.ts): started by the CLI's and the server's
    // bundles from beside them, so it ships in the .vsix too (.vscodeignore).
    { ...common, entryPoints: ['server/src/checks/interaction-worker.ts'], outfile: 'dist/interaction-worker.js' },
    // `npm run bench` also bundles the benchmarks.
    ...(bench ? [{ ...common, entryPoints: ['bench/run.ts'], outfile: 'dist/bench.js' }] : []),
    // Figure 6 alone: `node dist/set-wide.js` (the set-wide check, caches cold).
    ...(bench ? [{ ...common, entryPoints: ['bench/set-wide.ts'], outfile: 'dist/set-wide.js' }] : []),
    // Where the notes' runs stop being shared by what they read: `node dist/read-sets.js [FILE]` (bench/read-sets.ts).
    ...(bench ? [{ ...common, entryPoints: ['bench/read-sets.ts'], outfile: 'dist/read-sets.js' }] : []),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const builds = bundles({ production: process.argv.includes('--production'), bench: process.argv.includes('--bench'), floor: process.env.EDITOR_BENCH_FLOOR === '1' });
  if (process.argv.includes('--watch')) {
    copyCatalogs(path.dirname(builds[0].outfile));
    for (const b of builds) await (await esbuild.context(b)).watch();
  } else {
    await Promise.all(builds.map((b) => esbuild.build(b)));
    copyCatalogs(path.dirname(builds[0].outfile));
    // A production build leaves no map of an earlier development build behind.
    if (!builds[0].sourcemap) for (const b of builds) rmSync(`${b.outfile}.map`, { force: true });
  }
}
