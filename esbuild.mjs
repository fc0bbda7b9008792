// One build script for every bundle: the VS Code client, the language server and the CLI.
import * as esbuild from 'esbuild';

const watch = process.argv.includes('--watch');
const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
  // Some dependencies ship ES modules that read import.meta.url; give the CommonJS bundle a real one.
  define: { 'import.meta.url': '__importMetaUrl' },
  banner: { js: "const __importMetaUrl = require('url').pathToFileURL(__filename).href;" },
};

const bench = process.argv.includes('--bench');
const builds = [
  { ...common, entryPoints: ['client/src/extension.ts'], outfile: 'dist/client.js', external: ['vscode'] },
  { ...common, entryPoints: ['server/src/lsp/main.ts'], outfile: 'dist/server.js' },
  { ...common, entryPoints: ['server/src/cli/main.ts'], outfile: 'dist/cli.js' },
  // `npm run bench` also bundles the benchmarks.
  ...(bench ? [{ ...common, entryPoints: ['bench/run.ts'], outfile: 'dist/bench.js' }] : []),
];

if (watch) {
  for (const b of builds) await (await esbuild.context(b)).watch();
} else {
  await Promise.all(builds.map((b) => esbuild.build(b)));
}
