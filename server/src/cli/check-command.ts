// `cardscript check [paths…] [--format text|json|sarif]`: diagnostics of every card file given.

import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { Option } from 'commander';
import { checkDocument } from '../checks';
import type { Diagnostic } from '../diagnostics/diagnostic';
import { Workspace } from '../model/workspace';
import { collectFiles, displayPath } from './files';
import { applyFixesToFiles, printFixResults } from './fix-command';
import { raiseExit, type CliIO } from './io';
import { lineIndex } from './positions';
import { countBySeverity, formatJson, formatSarif, formatText, type FileReport } from './report';

export interface LoadedWorkspace {
  workspace: Workspace;
  files: string[];
}

/** Reads the files into a workspace (file paths as document ids); reports arguments that matched nothing. */
export function loadWorkspace(paths: string[], io: CliIO): LoadedWorkspace | undefined {
  const { files, missing } = collectFiles(paths.length ? paths : ['.'], io.cwd);
  for (const m of missing) io.err(`cardscript: no card files match '${m}'\n`);
  if (missing.length) { raiseExit(io, 2); return undefined; }
  const workspace = new Workspace();
  for (const f of files) workspace.update(f, readFileSync(f, 'utf8'));
  return { workspace, files };
}

export function reportFiles(loaded: LoadedWorkspace, io: CliIO, diagnosticsOf: (file: string) => Diagnostic[]): FileReport[] {
  return loaded.files.map((file) => {
    const toRange = lineIndex(loaded.workspace.get(file)!.text);
    return { path: displayPath(file, io.cwd), diagnostics: diagnosticsOf(file).map((d) => ({ ...d, range: toRange(d.span) })) };
  });
}

export function registerCheck(program: Command, io: CliIO): void {
  program
    .command('check')
    .description('Check card files: syntax, templating, face-down rules, scenarios and set-wide interactions.')
    .argument('[paths...]', 'files, directories or globs (default: the current directory)')
    .addOption(new Option('-f, --format <format>', 'output format').choices(['text', 'json', 'sarif']).default('text'))
    .option('--hints', 'also print hints (unmodeled text) in text output', false)
    .option('--verbose', 'print related information under each diagnostic in text output', false)
    .option('--fix', 'apply every safe quick fix and write the files (only the files given)', false)
    .option('--fix-dry-run', 'print the diff the fixes would make, without writing', false)
    .action((paths: string[], opts: { format: 'text' | 'json' | 'sarif'; hints: boolean; verbose: boolean; fix: boolean; fixDryRun: boolean }) => {
      if (opts.fix || opts.fixDryRun) {
        const { files, missing } = collectFiles(paths.length ? paths : ['.'], io.cwd, { skipLinks: opts.fix && !opts.fixDryRun });
        for (const m of missing) io.err(`cardscript: no card files match '${m}'\n`);
        if (missing.length) { raiseExit(io, 2); return; }
        printFixResults(applyFixesToFiles(files, { write: opts.fix && !opts.fixDryRun }), io, !opts.fix || opts.fixDryRun);
      }
      const loaded = loadWorkspace(paths, io);
      if (!loaded) return;
      const reports = reportFiles(loaded, io, (file) => checkDocument(loaded.workspace, file));
      if (opts.format === 'json') io.out(formatJson(reports));
      else if (opts.format === 'sarif') io.out(formatSarif(reports, '0.1.0'));
      else io.out(formatText(reports, { showHints: opts.hints, verbose: opts.verbose }));
      raiseExit(io, countBySeverity(reports).error > 0 ? 1 : 0);
    });
}
