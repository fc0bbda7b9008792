// The `cardscript` command line: check, simulate, summarize, format and import card files, in the run's language
// (--locale, else LC_ALL/LC_MESSAGES/LANG: help.ts).
// Exit codes: 0 clean, 1 problems found, 2 usage or internal error.

import { Command, CommanderError } from 'commander';
import { registerCheck } from './check-command';
import { registerExport } from './export-command';
import { registerFormat } from './format-command';
import { registerImport } from './import-command';
import { localizeHelp, runLocale } from './help';
import { processIO, type CliIO } from './io';
import { t, type Locale } from '../i18n';
import { registerLookup } from './lookup-command';
import { registerRender } from './render-command';
import { registerSearch } from './search-command';
import { registerSimulate } from './simulate-command';
import { registerStats } from './stats-command';
import { registerSummary } from './summary-command';

export const VERSION = '0.1.0';

/** The program, its help and usage errors worded in `locale` (the commands word their own output in the run's). */
export function buildProgram(io: CliIO, locale: Locale = 'en'): Command {
  const program = new Command('cardscript')
    .description(t(locale, 'cli.help.program'))
    .version(VERSION, '-V, --version', t(locale, 'cli.help.version-option'))
    .exitOverride()
    .showHelpAfterError();
  localizeHelp(program, io, locale);
  registerCheck(program, io, locale);
  registerSimulate(program, io, locale);
  registerSummary(program, io, locale);
  registerFormat(program, io, locale);
  registerImport(program, io, locale);
  registerExport(program, io, locale);
  registerStats(program, io, locale);
  registerSearch(program, io, locale);
  registerLookup(program, io, locale);
  registerRender(program, io, locale);
  return program;
}

/** Runs one command line; resolves to the exit code. Never throws. */
export async function main(argv: string[], io: CliIO = processIO()): Promise<number> {
  try {
    await buildProgram(io, runLocale(argv, io)).parseAsync(argv, { from: 'user' });
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
