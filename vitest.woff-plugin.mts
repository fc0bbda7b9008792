// Font files imported by the card renderer are bytes (esbuild bundles them with its `binary` loader); the test
// runs load them the same way, from the file.
import type { Plugin } from 'vite';

export const woffAsBytes: Plugin = {
  name: 'woff-as-bytes',
  enforce: 'pre',
  load(id) {
    if (!id.endsWith('.woff')) return undefined;
    return `import { readFileSync } from 'node:fs';\nexport default new Uint8Array(readFileSync(${JSON.stringify(id)}));\n`;
  },
};
