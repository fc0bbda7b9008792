// dist/cli.js, what `cardscript` (bin/cardscript.js) runs: it loads one of the two bundles built beside it and runs
// the command line there. `cardscript import …` gets dist/cli-import.js (`import-main.ts`: the readers and writers of
// card data, about half the code), every other command line dist/cli-commands.js (`main.ts`: every command). A bundle
// is read and compiled whole when it is loaded, so this file imports nothing of ours but types and the loader, which
// compiles the bundle with V8's code cache (startup/bundle-loader.ts; issue 27).

import { loadBundle } from '../startup/bundle-loader';
import type { CliIO } from './io';

type Main = (argv: string[], given?: CliIO) => Promise<number>;

/** Runs one command line; resolves to the exit code (see `main.ts`). The import's own bundle runs a command line that names `import` first. */
export async function main(argv: string[], given?: CliIO): Promise<number> {
  // One code cache per command (its first word; `--version`, `--help` and the like share one).
  const bundle = loadBundle(argv[0] === 'import' ? 'cli-import.js' : 'cli-commands.js', module, /^[a-z]+$/.test(argv[0] ?? '') ? argv[0] : 'options');
  const code = await (bundle.exports as { main: Main }).main(argv, given);
  // The command has run: the code cache holds what it compiled (written once, when there was none). Not after a usage
  // error or a missing file (exit code 2): an unknown word leaves no cache behind.
  if (code === 0 || code === 1) bundle.saveCache();
  return code;
}

if (typeof require !== 'undefined' && require.main === module) {
  void main(process.argv.slice(2)).then((code) => { process.exitCode = code; });
}
