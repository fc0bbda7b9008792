// The `cardscript` program over a table of commands: its help and usage errors in the run's language, each command's
// module loaded only when the command runs. `main.ts` holds every command; `import-main.ts` the import alone (its own
// bundle, dist/cli-import.js: `entry.ts`).

import { Command, CommanderError } from 'commander';
import { localizeHelp, runLocale } from './help';
import { terminalIO, type CliIO } from './io';
import { t, type Locale } from '../i18n';

export const VERSION = '0.1.0';

export type Register = (program: Command, io: CliIO, locale: Locale) => void;

/** A command's name and how to load its module (when it runs). */
export type CommandRow = readonly [name: string, load: () => Promise<Register>];

/**
 * The program, its help and usage errors worded in `locale` (the commands word their own output in the run's). With
 * `argv`, a command line that names a command first gets only that command (the same program for it), `--version`
 * alone none; anything else (help, a mistyped command, which commander answers with the commands it knows) gets every
 * command.
 */
export async function buildProgramOf(commands: readonly CommandRow[], io: CliIO, locale: Locale = 'en', argv?: readonly string[]): Promise<Command> {
  const program = new Command('cardscript')
    .description(t(locale, 'cli.help.program'))
    .version(VERSION, '-V, --version', t(locale, 'cli.help.version-option'))
    .exitOverride()
    .showHelpAfterError();
  localizeHelp(program, io, locale);
  const named = commands.find(([name]) => name === argv?.[0]);
  // `cardscript --version` prints the version and nothing else: no command's module is loaded (issue 27, a bare start).
  const versionOnly = argv?.length === 1 && (argv[0] === '-V' || argv[0] === '--version');
  for (const [, load] of named ? [named] : versionOnly ? [] : commands) (await load())(program, io, locale);
  return program;
}

/** Runs one command line with `commands`; resolves to the exit code. Never throws. */
export async function runProgram(commands: readonly CommandRow[], argv: string[], given: CliIO): Promise<number> {
  const io = terminalIO(given);
  try {
    await (await buildProgramOf(commands, io, runLocale(argv, io), argv)).parseAsync(argv, { from: 'user' });
    return io.exitCode;
  } catch (err) {
    if (err instanceof CommanderError) return err.exitCode === 0 ? 0 : 2;
    io.err(`${t(runLocale(argv, io), 'cli.internal-error', { detail: err instanceof Error ? err.stack ?? err.message : String(err) })}\n`);
    return 2;
  }
}
