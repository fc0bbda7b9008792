// A stand-in for the extension host's `vscode` module, preloaded with `node -r` (test/resilience/code-cache.test.ts,
// bench/editor/client-activation.mjs): the extension's dist/client.js can then be required and activated in plain
// Node — the language client starts dist/server.js and initializes it for real. Every name of the API is a stub that
// answers every call (events return a disposable, `l10n.t` its message, `getConfiguration().get` its default).
const Module = require('node:module');

function stub(name) {
  const cache = new Map();
  const fn = function () {};
  return new Proxy(fn, {
    get(_t, k) {
      if (k === 'then' || typeof k === 'symbol') return undefined;
      if (k === 'prototype') return fn.prototype;
      if (k === 'length') return 0;
      if (k === 'name') return name;
      if (!cache.has(k)) cache.set(k, stub(`${name}.${String(k)}`));
      return cache.get(k);
    },
    set(_t, k, v) { cache.set(k, v); return true; },
    apply(_t, _self, args) {
      if (/\.on[A-Z]\w*$/.test(name)) return { dispose() {} };
      if (name.endsWith('.t')) return String(args[0]);
      if (name.endsWith('.get')) return args[1];
      return stub(`${name}()`);
    },
    construct() { return stub(`new ${name}`); },
  });
}

const root = stub('vscode');
/** The names the extension itself reads (esbuild's interop copies a module's own names); any other is read through. */
const NAMES = ['window', 'workspace', 'commands', 'languages', 'l10n', 'env', 'Uri', 'extensions', 'Disposable', 'EventEmitter', 'CancellationError', 'Range', 'Position', 'ViewColumn', 'StatusBarAlignment'];
// An ES module's shape: the language client's TypeScript interop then reads each name from the stub itself.
const vscode = new Proxy({ version: '1.95.0', __esModule: true }, {
  get: (t, k) => (k in t ? t[k] : typeof k === 'symbol' || k === 'then' ? undefined : root[k]),
  has: () => true,
  ownKeys: () => ['version', ...NAMES],
  getOwnPropertyDescriptor: (t, k) => ({ configurable: true, enumerable: true, value: k in t ? t[k] : root[k] }),
});

const load = Module._load;
Module._load = function (request) {
  return request === 'vscode' ? vscode : load.apply(this, arguments);
};
