// `cardscript format [paths…] [--check] [--write]`: the canonical layout of card files (server/src/ide/format.ts).
// Default: print the formatted text. --check: list the files that are not formatted (exit 1 if any).
// --write: rewrite those files in place.

import { readFileSync, writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { formatText } from '../ide/format';
import { collectFiles, displayPath } from './files';
import { localeOption } from './help';
import { cliLocale, raiseExit, type CliIO } from './io';
import { errorWords, t, type Locale } from '../i18n';

export interface FormatOptions {
  check: boolean;
  write: boolean;
  locale?: string;
}

export function runFormat(paths: string[], opts: FormatOptions, io: CliIO): void {
  const locale = cliLocale(io, opts.locale);
  const { files, missing } = collectFiles(paths.length ? paths : ['.'], io.cwd, { skipLinks: opts.write });
  for (const m of missing) io.err(`${t(locale, 'cli.no-match', { pattern: m })}\n`);
  if (missing.length) { raiseExit(io, 2); return; }
  let unformatted = 0;
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (err) {
      io.err(`${t(locale, 'cli.cannot-read-because', { file: displayPath(file, io.cwd), detail: errorWords(err, locale) })}\n`);
      raiseExit(io, 2);
      continue;
    }
    const formatted = formatText(text);
    const changed = formatted !== text;
    if (opts.write) {
      if (changed) {
        writeFileSync(file, formatted, 'utf8');
        io.out(`${t(locale, 'cli.format.formatted', { file: displayPath(file, io.cwd) })}\n`);
      }
    } else if (opts.check) {
      if (changed) { unformatted++; io.out(`${displayPath(file, io.cwd)}\n`); }
    } else {
      (io.data ?? io.out)(formatted);
    }
  }
  if (opts.check && !opts.write) {
    if (unformatted) io.err(`${t(locale, 'cli.format.not-formatted', { count: unformatted })}\n`);
    raiseExit(io, unformatted ? 1 : 0);
  }
}

export function registerFormat(program: Command, io: CliIO, help: Locale = 'en'): void {
  program
    .command('format')
    .description(t(help, 'cli.help.format-command'))
    .argument('[paths...]', t(help, 'cli.help.paths'))
    .option('--check', t(help, 'cli.help.format-command.check'), false)
    .option('--write', t(help, 'cli.help.format-command.write'), false)
    .addOption(localeOption(help))
    .action((paths: string[], opts: FormatOptions) => runFormat(paths, opts, io));
}
