#!/usr/bin/env node
// Entry point of the `cardscript` command: the bundled CLI (dist/cli.js) does the work; before a build, say how to build.
const path = require('node:path');
const fs = require('node:fs');

const bundle = path.join(__dirname, '..', 'dist', 'cli.js');
if (!fs.existsSync(bundle)) {
  process.stderr.write(
    'cardscript: the command-line tool is not built yet (dist/cli.js is missing).\n' +
      'Build it from the repository folder with:\n\n' +
      '  npm run build     (or `npm start`: build, then a summary of the examples)\n\n' +
      'then run the command again.\n',
  );
  process.exitCode = 2;
} else {
  const { main } = require(bundle);
  main(process.argv.slice(2)).then((code) => { process.exitCode = code; });
}
