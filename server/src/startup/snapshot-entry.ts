// dist/server-snapshot.js: what `node --build-snapshot` runs to make a V8 startup snapshot of the language server
// (startup/snapshot.ts builds it in the background and says when a start may use it; issue 27, the editor's start).
// It compiles the server's bundle beside it (dist/server-main.js) with the code cache's loader (startup/bundle-loader.ts),
// every function compiled (the loader's `eager`: what the code cache holds at the first diagnostics and more), and runs
// its module top level — the phrase tables, the token vocabulary, the language-server library — which a start from the
// snapshot then finds done. Nothing else runs
// here: no connection, no file, no analysis (what a run leaves behind, an ICU collator among it, can't be in a snapshot).
// A start from the snapshot runs only the function below, with its own command line and environment: the server as
// dist/server.js starts it (lsp/start.ts), without the code cache (the snapshot holds the compiled code).

import * as v8 from 'node:v8';
import { loadBundle } from './bundle-loader';
import { SNAPSHOT_CHECK_ARG } from './snapshot-check';

/** What dist/server-main.js exports (lsp/main.ts, which this layer doesn't import: lsp/start.ts calls it the same way). */
interface ServerBundle {
  startServer(connection: unknown): unknown;
  connectionFromArgs(): unknown;
}

// The snapshot's builder has no `module` (only `require` of Node's own modules, which is all the bundle requires).
const server = loadBundle('server-main.js', undefined, undefined, { eager: true }).exports as ServerBundle;

v8.startupSnapshot.setDeserializeMainFunction(() => {
  // A new snapshot is tried once before it is used (startup/snapshot.ts): it starts, and that is all.
  if (process.argv.includes(SNAPSHOT_CHECK_ARG)) return;
  server.startServer(server.connectionFromArgs());
});
