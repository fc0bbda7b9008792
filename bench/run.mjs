// `npm run bench`: runs the bundled bench (dist/bench.js, built by `node esbuild.mjs --bench`) in this process,
// started with --expose-gc so the bench can collect garbage between repetitions.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
await require('../dist/bench.js').main(process.argv.slice(2));
// An in-process server's connection can keep the event loop alive after its last item: the figures are printed.
process.exit(0);
