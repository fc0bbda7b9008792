// dist/client.js, what VS Code loads (package.json `main`): the loader (server/src/startup/bundle-loader.ts) compiles the
// extension's bundle beside it (dist/client-main.js, built from extension.ts) with V8's code cache, as dist/server.js
// does for the server (issue 27: the editor's start). The extension host compiles an extension's file from its source at
// every start: the language client's ~0.45 MB, about half of the CPU from loading the extension to starting the server
// (bench/README.md, speedS). The bundle's `require('vscode')` is the extension host's own (it resolves `vscode` for a
// file of the extension's folder). The cache is written once the extension is activated (the server started), so the
// functions activation runs are in it; a cache absent, rejected or unwritable leaves the bundle compiled from its source.

import { loadBundle } from '../../server/src/startup/bundle-loader';
import type * as Main from './extension';

const bundle = loadBundle('client-main.js', module);
const main = bundle.exports as typeof Main;

export async function activate(...args: Parameters<typeof Main.activate>): Promise<void> {
  try {
    await main.activate(...args);
  } finally {
    // After this turn: activation's own answers first (written once per build of the bundle, when there was no cache).
    setImmediate(() => bundle.saveCache());
  }
}

export function deactivate(): Promise<void> {
  return main.deactivate();
}
