// The `cardscript` command line: check, simulate, summarize, format and import card files, in the run's language
// (--locale, else LC_ALL/LC_MESSAGES/LANG: help.ts).
// Exit codes: 0 clean, 1 problems found, 2 usage or internal error.

import type { Command } from 'commander';
import { IMPORT_COMMAND } from './import-row';
import { processIO, type CliIO } from './io';
import { buildProgramOf, runProgram, type CommandRow } from './program';
import type { Locale } from '../i18n';

export { VERSION } from './program';

/**
 * Each command's module, loaded when the command runs: `cardscript import` never loads the checker or the rules
 * engine (their modules' set-up is most of a bare start), `check` never loads the importers. In the order of the help.
 */
const COMMANDS: readonly CommandRow[] = [
  ['check', async () => (await import('./check-command')).registerCheck],
  ['simulate', async () => (await import('./simulate-command')).registerSimulate],
  ['summary', async () => (await import('./summary-command')).registerSummary],
  ['format', async () => (await import('./format-command')).registerFormat],
  IMPORT_COMMAND,
  ['export', async () => (await import('./export-command')).registerExport],
  ['stats', async () => (await import('./stats-command')).registerStats],
  ['search', async () => (await import('./search-command')).registerSearch],
  ['lookup', async () => (await import('./lookup-command')).registerLookup],
  ['render', async () => (await import('./render-command')).registerRender],
];

/** The program with every command (see `buildProgramOf`). */
export function buildProgram(io: CliIO, locale: Locale = 'en', argv?: readonly string[]): Promise<Command> {
  return buildProgramOf(COMMANDS, io, locale, argv);
}

/** Runs one command line; resolves to the exit code. Never throws. */
export function main(argv: string[], given: CliIO = processIO()): Promise<number> {
  return runProgram(COMMANDS, argv, given);
}

if (typeof require !== 'undefined' && require.main === module) {
  void main(process.argv.slice(2)).then((code) => { process.exitCode = code; });
}
