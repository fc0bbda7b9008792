// The `cardscript` command line: check, simulate, summarize, format and import card files, in the run's language
// (--locale, else LC_ALL/LC_MESSAGES/LANG: help.ts).
// Exit codes: 0 clean, 1 problems found, 2 usage or internal error.

import { Command, CommanderError } from 'commander';
import { localizeHelp, runLocale } from './help';
import { processIO, terminalIO, type CliIO } from './io';
import { t, type Locale } from '../i18n';

export const VERSION = '0.1.0';

type Register = (program: Command, io: CliIO, locale: Locale) => void;

/**
 * Each command's module, loaded when the command runs: `cardscript import` never loads the checker or the rules
 * engine (their modules' set-up is most of a bare start), `check` never loads the importers. In the order of the help.
 */
const COMMANDS: readonly (readonly [name: string, load: () => Promise<Register>])[] = [
  ['check', async () => (await import('./check-command')).registerCheck],
  ['simulate', async () => (await import('./simulate-command')).registerSimulate],
  ['summary', async () => (await import('./summary-command')).registerSummary],
  ['format', async () => (await import('./format-command')).registerFormat],
  ['import', async () => (await import('./import-command')).registerImport],
  ['export', async () => (await import('./export-command')).registerExport],
  ['stats', async () => (await import('./stats-command')).registerStats],
  ['search', async () => (await import('./search-command')).registerSearch],
  ['lookup', async () => (await import('./lookup-command')).registerLookup],
  ['render', async () => (await import('./render-command')).registerRender],
];

/**
 * The program, its help and usage errors worded in `locale` (the commands word their own output in the run's). With
 * `argv`, a command line that names a command first gets only that command (the same program for it); anything else
 * (help, --version, a mistyped command, which commander answers with the commands it knows) gets every command.
 */
export async function buildProgram(io: CliIO, locale: Locale = 'en', argv?: readonly string[]): Promise<Command> {
  const program = new Command('cardscript')
    .description(t(locale, 'cli.help.program'))
    .version(VERSION, '-V, --version', t(locale, 'cli.help.version-option'))
    .exitOverride()
    .showHelpAfterError();
  localizeHelp(program, io, locale);
  const named = COMMANDS.find(([name]) => name === argv?.[0]);
  for (const [, load] of named ? [named] : COMMANDS) (await load())(program, io, locale);
  return program;
}

/** Runs one command line; resolves to the exit code. Never throws. */
export async function main(argv: string[], given: CliIO = processIO()): Promise<number> {
  const io = terminalIO(given);
  try {
    await (await buildProgram(io, runLocale(argv, io), argv)).parseAsync(argv, { from: 'user' });
    return io.exitCode;
  } catch (err) {
    if (err instanceof CommanderError) return err.exitCode === 0 ? 0 : 2;
    io.err(`${t(runLocale(argv, io), 'cli.internal-error', { detail: err instanceof Error ? err.stack ?? err.message : String(err) })}\n`);
    return 2;
  }
}

if (typeof require !== 'undefined' && require.main === module) {
  void main(process.argv.slice(2)).then((code) => { process.exitCode = code; });
}
