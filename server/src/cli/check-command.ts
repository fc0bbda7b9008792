// `cardscript check [paths…] [--format text|json|sarif]`: diagnostics of every card file given.

import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import type { Command } from 'commander';
import { Option } from 'commander';
import { AnalysisHost } from '../analysis/analysis-host';
import { cutOffMessage, findCardFiles, MAX_CARD_FILES } from '../analysis/card-files';
import { localMessage, type Diagnostic } from '../diagnostics/diagnostic';
import type { Workspace } from '../model/workspace';
import { collectFiles, displayPath } from './files';
import { applyFixesToFiles, printFixResults } from './fix-command';
import { localeOption } from './help';
import { cliLocale, raiseExit, type CliIO } from './io';
import { t, type Locale } from '../i18n';
import { lineIndex } from './positions';
import { findWorkspaceRoot, WORKSPACE_MARKER, type WorkspaceRoot } from './workspace-root';
import { countBySeverity, formatJson, formatSarif, formatText, type FileReport } from './report';
import { scenariosBehindNote } from '../ide/note-scenarios';
import { runScenario } from '../rules/scenario/run-scenario';
import { formatTranscript } from '../rules/scenario/transcript';
import { parse } from '../../../grammar/src/parse';

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
  const found = root ? findCardFiles([root.dir]) : { files: [], cutOff: false };
  if (found.cutOff) io.err(`${t(locale, 'cli.warning-text', { text: cutOffMessage(MAX_CARD_FILES, locale) })}\n`);
  for (const f of new Set([...files, ...found.files])) {
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
export function describeWorkspace(loaded: LoadedWorkspace, cwd: string, locale: Locale = 'en'): string {
  const count = loaded.host.uris().length;
  const root = loaded.root;
  if (!root) return t(locale, 'cli.workspace.given', { count });
  const where = path.resolve(root.dir) === path.resolve(cwd) ? '.' : displayPath(root.dir, cwd);
  const why = root.how.kind === 'option' ? t(locale, 'cli.workspace.why.option')
    : root.how.kind === 'marker' ? t(locale, 'cli.workspace.why.marker', { marker: WORKSPACE_MARKER })
    : t(locale, 'cli.workspace.why.set', { file: displayPath(root.how.file, cwd) });
  return t(locale, 'cli.workspace.under', { count, where, why });
}

export function reportFiles(loaded: LoadedWorkspace, io: CliIO, diagnosticsOf: (file: string) => Diagnostic[]): FileReport[] {
  return loaded.files.map((file) => {
    const toRange = lineIndex(loaded.workspace.get(file)!.text);
    return { path: displayPath(file, io.cwd), diagnostics: diagnosticsOf(file).map((d) => ({ ...d, range: toRange(d.span) })) };
  });
}

export function registerCheck(program: Command, io: CliIO, help: Locale = 'en'): void {
  program
    .command('check')
    .description(t(help, 'cli.help.check'))
    .argument('[paths...]', t(help, 'cli.help.paths'))
    .addOption(new Option('-f, --format <format>', t(help, 'cli.help.format')).choices(['text', 'json', 'sarif']).default('text'))
    .option('--hints', t(help, 'cli.help.check.hints'), false)
    .option('--verbose', t(help, 'cli.help.check.verbose'), false)
    .option('--fix', t(help, 'cli.help.check.fix'), false)
    .option('--fix-dry-run', t(help, 'cli.help.check.fix-dry-run'), false)
    .option('-w, --workspace <dir>', t(help, 'cli.help.workspace'))
    .option('--explain-notes', t(help, 'cli.help.check.explain-notes'), false)
    .addOption(localeOption(help))
    .action((paths: string[], opts: { format: 'text' | 'json' | 'sarif'; hints: boolean; verbose: boolean; fix: boolean; fixDryRun: boolean; workspace?: string; explainNotes: boolean; locale?: string }) => {
      const locale = cliLocale(io, opts.locale);
      if (opts.fix || opts.fixDryRun) {
        const { files, missing } = collectFiles(paths.length ? paths : ['.'], io.cwd, { skipLinks: opts.fix && !opts.fixDryRun });
        for (const m of missing) io.err(`${t(locale, 'cli.no-match', { pattern: m })}\n`);
        if (missing.length) { raiseExit(io, 2); return; }
        printFixResults(applyFixesToFiles(files, { write: opts.fix && !opts.fixDryRun }), io, !opts.fix || opts.fixDryRun, locale);
      }
      const loaded = loadWorkspace(paths, io, { workspace: opts.workspace, locale });
      if (!loaded) return;
      const reports = reportFiles(loaded, io, (file) => diagnosticsOf(loaded, file));
      if (opts.format === 'json') io.out(formatJson(reports, locale));
      else if (opts.format === 'sarif') io.out(formatSarif(reports, '0.1.0', locale));
      else io.out(formatText(reports, { showHints: opts.hints, verbose: opts.verbose, locale }));
      if (opts.explainNotes && opts.format === 'text') io.out(explainNotes(loaded, reports, locale));
      raiseExit(io, countBySeverity(reports).error > 0 ? 1 : 0);
    });
}

/**
 * Each set-wide note with the scenarios it was made from (by card name, ready to copy into a card file) and their
 * transcripts: the run the note's words come from.
 */
export function explainNotes(loaded: LoadedWorkspace, reports: FileReport[], locale: Locale = 'en'): string {
  const out: string[] = [];
  loaded.files.forEach((file, i) => {
    for (const d of reports[i]!.diagnostics) {
      if (d.code !== 'interaction') continue;
      out.push(`\n${reports[i]!.path}:${d.range.start.line + 1}:${d.range.start.character + 1}: note: ${localMessage(d, locale)}`);
      const scenarios = scenariosBehindNote(loaded.workspace, file, d) ?? [];
      if (!scenarios.length) out.push('  (no scenario: the note links the note it repeats)');
      for (const text of scenarios) {
        out.push(text.trimEnd());
        const scenario = parse(text).ast.items.find((x) => x.kind === 'scenario');
        if (scenario && scenario.kind === 'scenario') out.push(formatTranscript(runScenario(scenario, loaded.workspace.allCards(), file), text, { withState: false, locale }).trimEnd());
      }
    }
  });
  return out.length ? `${out.join('\n')}\n` : '';
}
