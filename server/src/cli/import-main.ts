// `cardscript import` alone: the program with only the import command, bundled apart (dist/cli-import.js) so that an
// import compiles and sets up the readers and writers it runs, not the checker, the rules engine or the other commands
// (`entry.ts` chooses the bundle; issue 27: the import of a 12.6 MB MTGJSON file in ≤ 1 s).

import { IMPORT_COMMAND } from './import-row';
import { processIO, type CliIO } from './io';
import { runProgram } from './program';

export function main(argv: string[], given: CliIO = processIO()): Promise<number> {
  return runProgram([IMPORT_COMMAND], argv, given);
}
