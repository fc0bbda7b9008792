// `cardscript check [paths…] [--format text|json|sarif]`: diagnostics of every card file given.

import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import type { Command } from 'commander';
import { Option } from 'commander';
import { AnalysisHost } from '../analysis/analysis-host';
import { findCardFiles } from '../analysis/card-files';
import type { Diagnostic } from '../diagnostics/diagnostic';
import type { Workspace } from '../model/workspace';
import { collectFiles, displayPath } from './files';
import { applyFixesToFiles, printFixResults } from './fix-command';
import { cliLocale, raiseExit, type CliIO } from './io';
import { t, type Locale } from '../i18n';
import { lineIndex } from './positions';
import { findWorkspaceRoot, WORKSPACE_MARKER, type WorkspaceRoot } from './workspace-root';
import { countBySeverity, formatJson, formatSarif, formatText, type FileReport } from './report';

export interface LoadedWorkspace {
  /** Every answer comes from here (the one checking path, as in the editor). */
  host: AnalysisHost;
  workspace: Workspace;
  /** The files given (reported on). */
  files: string[];
  /** The workspace root whose card files were read too, when one was found. */
  root?: WorkspaceRoot;
}

/**
 * Reads the files given and every card file of their workspace (workspace-root.ts) into an analysis host (file paths
 * as document ids); reports arguments that matched nothing.
 */
export function loadWorkspace(paths: string[], io: CliIO, options: { workspace?: string; locale?: Locale } = {}): LoadedWorkspace | undefined {
  const locale = options.locale ?? 'en';
  const { files, missing } = collectFiles(paths.length ? paths : ['.'], io.cwd);
  for (const m of missing) io.err(`${t(locale, 'cli.no-match', { pattern: m })}\n`);
  if (missing.length) { raiseExit(io, 2); return undefined; }
  const root = findWorkspaceRoot(files, options.workspace, io.cwd);
  if (options.workspace !== undefined && root && !existsSync(root.dir)) {
    io.err(`${t(locale, 'cli.no-workspace', { folder: options.workspace })}\n`);
    raiseExit(io, 2);
    return undefined;
  }
  const host = new AnalysisHost();
  for (const f of new Set([...files, ...(root ? findCardFiles([root.dir]) : [])])) {
    try {
      host.setDiskFile(f, readFileSync(f, 'utf8'));
    } catch {
      if (!files.includes(f)) continue; // a workspace file that can't be read is left out, as in the editor
      io.err(`${t(locale, 'cli.cannot-read', { file: displayPath(f, io.cwd) })}\n`);
      raiseExit(io, 2);
      return undefined;
    }
  }
  return { host, workspace: host.workspace, files, root };
}

/** What a check of `file` finds (the analysis host's one checking path). */
export function diagnosticsOf(loaded: LoadedWorkspace, file: string): Diagnostic[] {
  return loaded.host.analysis(file)?.diagnostics().value ?? [];
}

/** Which workspace was read, for messages that name where a card was looked for. */
export function describeWorkspace(loaded: LoadedWorkspace, cwd: string): string {
  const count = loaded.host.uris().length;
  const files = `${count} card file${count === 1 ? '' : 's'}`;
  const root = loaded.root;
  if (!root) return `the ${files} given`;
  const where = path.resolve(root.dir) === path.resolve(cwd) ? '.' : displayPath(root.dir, cwd);
  const why = root.how.kind === 'option' ? 'given with --workspace' : root.how.kind === 'marker' ? `marked by ${WORKSPACE_MARKER}` : `the set of ${displayPath(root.how.file, cwd)}`;
  return `${files} under ${where}/ (${why})`;
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
    .option('-w, --workspace <dir>', 'the workspace whose card files define the names (default: found from the files)')
    .option('--locale <language>', 'the language of the messages: en, it, es or de (default: from LC_ALL, LC_MESSAGES or LANG)')
    .action((paths: string[], opts: { format: 'text' | 'json' | 'sarif'; hints: boolean; verbose: boolean; fix: boolean; fixDryRun: boolean; workspace?: string; locale?: string }) => {
      const locale = cliLocale(io, opts.locale);
      if (opts.fix || opts.fixDryRun) {
        const { files, missing } = collectFiles(paths.length ? paths : ['.'], io.cwd, { skipLinks: opts.fix && !opts.fixDryRun });
        for (const m of missing) io.err(`${t(locale, 'cli.no-match', { pattern: m })}\n`);
        if (missing.length) { raiseExit(io, 2); return; }
        printFixResults(applyFixesToFiles(files, { write: opts.fix && !opts.fixDryRun }), io, !opts.fix || opts.fixDryRun);
      }
      const loaded = loadWorkspace(paths, io, { workspace: opts.workspace, locale });
      if (!loaded) return;
      const reports = reportFiles(loaded, io, (file) => diagnosticsOf(loaded, file));
      if (opts.format === 'json') io.out(formatJson(reports, locale));
      else if (opts.format === 'sarif') io.out(formatSarif(reports, '0.1.0', locale));
      else io.out(formatText(reports, { showHints: opts.hints, verbose: opts.verbose, locale }));
      raiseExit(io, countBySeverity(reports).error > 0 ? 1 : 0);
    });
}
