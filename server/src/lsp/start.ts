// dist/server.js, what the editor starts: the loader (startup/bundle-loader.ts) compiles the language server's bundle
// beside it (dist/server-main.js, built from lsp/main.ts) with V8's code cache, then starts the server on the
// connection the command line asks for. The cache is written once the first diagnostics are ready (a first start's
// start-up done), not at exit: an editor often ends the server without letting it run its exit handlers.

import { loadBundle } from '../startup/bundle-loader';
import type * as Main from './main';

const bundle = loadBundle('server-main.js', module);
const server = bundle.exports as typeof Main;
server.startServer(server.connectionFromArgs(), { onStartedUp: () => bundle.saveCache() });
