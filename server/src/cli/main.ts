// The `cardscript` command line: check, simulate, summarize, format and import card files.
// Exit codes: 0 clean, 1 problems found, 2 usage or internal error.

import { Command, CommanderError } from 'commander';
import { registerCheck } from './check-command';
import { registerExport } from './export-command';
import { registerFormat } from './format-command';
import { registerImport } from './import-command';
import { processIO, terminalIO, type CliIO } from './io';
import { registerLookup } from './lookup-command';
import { registerRender } from './render-command';
import { registerSearch } from './search-command';
import { registerSimulate } from './simulate-command';
import { registerStats } from './stats-command';
import { registerSummary } from './summary-command';

export const VERSION = '0.1.0';

export function buildProgram(io: CliIO): Command {
  const program = new Command('cardscript')
    .description('Check, simulate and format CardScript card files (.cards).')
    .version(VERSION)
    .exitOverride()
    .configureOutput({ writeOut: io.out, writeErr: io.err })
    .showHelpAfterError();
  registerCheck(program, io);
  registerSimulate(program, io);
  registerSummary(program, io);
  registerFormat(program, io);
  registerImport(program, io);
  registerExport(program, io);
  registerStats(program, io);
  registerSearch(program, io);
  registerLookup(program, io);
  registerRender(program, io);
  return program;
}

/** Runs one command line; resolves to the exit code. Never throws. */
export async function main(argv: string[], given: CliIO = processIO()): Promise<number> {
  const io = terminalIO(given);
  try {
    await buildProgram(io).parseAsync(argv, { from: 'user' });
    return io.exitCode;
  } catch (err) {
    if (err instanceof CommanderError) return err.exitCode === 0 ? 0 : 2;
    io.err(`cardscript: internal error: ${err instanceof Error ? err.stack ?? err.message : String(err)}\n`);
    return 2;
  }
}

if (typeof require !== 'undefined' && require.main === module) {
  void main(process.argv.slice(2)).then((code) => { process.exitCode = code; });
}
