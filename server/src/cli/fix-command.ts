// `cardscript check --fix` / `--fix-dry-run`: applies every preferred quick fix to the card files (to a fixed
// point), writes them or prints a unified diff. The check command wires the flags to these functions.

import { readFileSync, writeFileSync } from 'node:fs';
import { createTwoFilesPatch } from 'diff';
import { AnalysisHost, DEFAULT_ANALYSIS_SETTINGS } from '../analysis/analysis-host';
import { CHECKS } from '../checks';
import type { Check } from '../checks/check';
import { fixAll } from '../checks/fix-all';
import { displayPath } from './files';
import type { CliIO } from './io';
import { t, type Locale } from '../i18n';

export interface FileFixResult {
  file: string;
  before: string;
  after: string;
  /** Number of fixes applied. */
  applied: number;
}

export interface FixOptions {
  /** Write the fixed files (false: dry run). */
  write: boolean;
  checks?: readonly Check[];
  readFile?: (file: string) => string;
  writeFile?: (file: string, text: string) => void;
}


/**
 * Fixes every file of `files`, all loaded as one workspace (set-wide checks see each other). Files are fixed one
 * after the other, each to a fixed point; a file is written only when its text changed and `write` is set.
 */
export function applyFixesToFiles(files: readonly string[], options: FixOptions): FileFixResult[] {
  const read = options.readFile ?? ((f: string) => readFileSync(f, 'utf8'));
  const write = options.writeFile ?? ((f: string, t: string) => writeFileSync(f, t, 'utf8'));
  // The one checking path: the analysis host (incremental), as the editor uses it.
  const host = new AnalysisHost([...(options.checks ?? CHECKS)]);
  host.setSettings({ ...DEFAULT_ANALYSIS_SETTINGS, showUnmodeled: false });
  const before = new Map<string, string>();
  for (const f of files) {
    const text = read(f);
    before.set(f, text);
    host.setDiskFile(f, text);
  }
  const results: FileFixResult[] = [];
  for (const f of files) {
    const original = before.get(f)!;
    const r = fixAll(original, (text) => {
      host.setDiskFile(f, text);
      return host.analysis(f)?.diagnostics().value ?? [];
    });
    host.setDiskFile(f, r.text);
    if (options.write && r.text !== original) write(f, r.text);
    results.push({ file: f, before: original, after: r.text, applied: r.applied.length });
  }
  return results;
}

/** A unified diff (`--- a/path`, `+++ b/path`, hunks with 3 lines of context); '' when equal. */
export function formatDiff(path: string, before: string, after: string): string {
  if (before === after) return '';
  return createTwoFilesPatch(`a/${path}`, `b/${path}`, before, after, undefined, undefined, { context: 3 })
    .split('\n')
    .filter((l) => !l.startsWith('====='))
    .join('\n');
}

/** Prints the outcome: the diffs (dry run) or one line per fixed file, then a summary. */
export function printFixResults(results: readonly FileFixResult[], io: CliIO, dryRun: boolean, locale: Locale = 'en'): void {
  const changed = results.filter((r) => r.after !== r.before);
  for (const r of changed) {
    const shown = displayPath(r.file, io.cwd);
    if (dryRun) io.out(formatDiff(shown, r.before, r.after));
    else io.out(`${t(locale, 'cli.fix.file', { file: shown, count: r.applied })}\n`);
  }
  const total = changed.reduce((n, r) => n + r.applied, 0);
  io.out(`${t(locale, 'cli.fix.total', { total, dryRun: dryRun ? 'yes' : 'no', files: changed.length })}\n`);
}
