// `npm run bench`: bundles the TypeScript bench (bench/run.ts) with esbuild into dist/bench.js, then runs it in
// this process (started with --expose-gc, so the bench can collect garbage between repetitions).
import * as esbuild from 'esbuild';
import { createRequire } from 'node:module';

await esbuild.build({
  entryPoints: ['bench/run.ts'],
  outfile: 'dist/bench.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'error',
  define: { 'import.meta.url': '__importMetaUrl' },
  banner: { js: "const __importMetaUrl = require('url').pathToFileURL(__filename).href;" },
});
const require = createRequire(import.meta.url);
await require('../dist/bench.js').main(process.argv.slice(2));
