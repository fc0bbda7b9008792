#!/usr/bin/env node
// Entry point of the `cardscript` command: the bundled CLI does the work.
const { main } = require('../dist/cli.js');
main(process.argv.slice(2)).then((code) => { process.exitCode = code; });
