// `cardscript format [paths…] [--check] [--write]`: the canonical layout of card files (server/src/ide/format.ts).
// Default: print the formatted text. --check: list the files that are not formatted (exit 1 if any).
// --write: rewrite those files in place.

import { readFileSync, writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { formatText } from '../ide/format';
import { collectFiles, displayPath } from './files';
import { raiseExit, type CliIO } from './io';

export interface FormatOptions {
  check: boolean;
  write: boolean;
}

export function runFormat(paths: string[], opts: FormatOptions, io: CliIO): void {
  const { files, missing } = collectFiles(paths.length ? paths : ['.'], io.cwd, { skipLinks: opts.write });
  for (const m of missing) io.err(`cardscript: no card files match '${m}'\n`);
  if (missing.length) { raiseExit(io, 2); return; }
  let unformatted = 0;
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (err) {
      io.err(`cardscript: cannot read ${displayPath(file, io.cwd)}: ${err instanceof Error ? err.message : String(err)}\n`);
      raiseExit(io, 2);
      continue;
    }
    const formatted = formatText(text);
    const changed = formatted !== text;
    if (opts.write) {
      if (changed) {
        writeFileSync(file, formatted, 'utf8');
        io.out(`formatted ${displayPath(file, io.cwd)}\n`);
      }
    } else if (opts.check) {
      if (changed) { unformatted++; io.out(`${displayPath(file, io.cwd)}\n`); }
    } else {
      (io.data ?? io.out)(formatted);
    }
  }
  if (opts.check && !opts.write) {
    if (unformatted) io.err(`${unformatted} file${unformatted === 1 ? ' is' : 's are'} not formatted (run cardscript format --write)\n`);
    raiseExit(io, unformatted ? 1 : 0);
  }
}

export function registerFormat(program: Command, io: CliIO): void {
  program
    .command('format')
    .description('Format card files in the canonical layout (fields indented 2, rules text 4, one blank line between cards).')
    .argument('[paths...]', 'files, directories or globs (default: the current directory)')
    .option('--check', 'list files that are not formatted; exit 1 if there are any', false)
    .option('--write', 'rewrite files in place', false)
    .action((paths: string[], opts: FormatOptions) => runFormat(paths, opts, io));
}
