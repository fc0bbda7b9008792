// `cardscript summary [paths…] [--verbose]`: what `npm start` shows a newcomer — files, cards, findings and
// scenario results first, the files that need a look (with what each file says it is), then what to try next.

import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import type { Command } from 'commander';
import { checkDocument } from '../checks';
import { loadWorkspace, reportFiles } from './check-command';
import { raiseExit, type CliIO } from './io';
import { countBySeverity, formatText, type FileReport } from './report';
import { printTranscripts, runScenarios, type ScenarioResult } from './simulate-command';
import { scenarioVerdict } from '../rules/scenario/transcript';

const MAX_FILES_PER_FOLDER = 2;
const MAX_DESCRIPTION = 66;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The first line of a file's leading comment ("# Deliberate mistakes: …"), which says what the file is. */
export function fileDescription(text: string): string | undefined {
  const first = /^\s*#\s*([^\n]*)/.exec(text)?.[1]?.trim();
  if (!first) return undefined;
  if (first.length <= MAX_DESCRIPTION) return first;
  const cut = first.lastIndexOf(' ', MAX_DESCRIPTION - 1);
  let end = cut > 20 ? cut : MAX_DESCRIPTION - 1;
  while (end > 0 && ' ,;:(—-'.includes(first[end - 1]!)) end--; // no dangling punctuation before the ellipsis
  return `${first.slice(0, end)}…`;
}

function counts(reports: FileReport[]): string {
  const c = countBySeverity(reports);
  const parts = [c.error ? plural(c.error, 'error') : '', c.warning ? plural(c.warning, 'warning') : ''].filter(Boolean);
  return parts.join(', ');
}

function pad(s: string, width: number): string {
  return s.length >= width ? `${s}   ` : s + ' '.repeat(width - s.length);
}

/** The summary text (without the verbose part). */
export function formatSummary(
  target: string, reports: FileReport[], texts: Map<string, string>, cards: number, scenarios: readonly ScenarioResult[],
  describeFolder: (folder: string) => string | undefined = () => undefined,
): string {
  const c = countBySeverity(reports);
  const failed = scenarios.filter((s) => !s.report.passed);
  const unsure = failed.filter((s) => scenarioVerdict(s.report) === 'INCONCLUSIVE').length;
  const lines = [
    `CardScript checked ${plural(reports.length, 'file')} in ${target}: ${plural(cards, 'card')}, ${plural(scenarios.length, 'scenario')}.`,
    '',
    `  Checks     ${plural(c.error, 'error')}, ${plural(c.warning, 'warning')}, ${c.information} information, ${plural(c.hint, 'hint')}`,
    `  Scenarios  ${scenarios.length - failed.length} passed, ${failed.length - unsure} failed${unsure ? `, ${unsure} inconclusive` : ''}`,
  ];
  const flagged = reports.filter((r) => r.diagnostics.some((d) => d.severity === 'error' || d.severity === 'warning'));
  if (flagged.length) {
    lines.push('', 'Where the errors and warnings are (with what each file says it is):');
    const rows = groupRows(flagged, texts, describeFolder);
    const width = Math.max(...rows.map((r) => r.where.length)) + 2;
    const countWidth = Math.max(...rows.map((r) => r.counts.length)) + 2;
    for (const r of rows) lines.push(`  ${pad(r.where, width)}${r.description ? pad(r.counts, countWidth) + r.description : r.counts}`);
  }
  if (failed.length) {
    lines.push('', unsure ? 'Failed or inconclusive scenarios:' : 'Failed scenarios:');
    for (const s of failed) lines.push(`  ${s.path}: "${s.report.name}"${unsure && scenarioVerdict(s.report) === 'INCONCLUSIVE' ? ' (inconclusive)' : ''}`);
  }
  lines.push('', 'Try next:');
  const fixable = [...reports].sort((a, b) => fixCount(b) - fixCount(a))[0];
  const tries: [string, string][] = [];
  if (fixable && fixCount(fixable) > 0) {
    tries.push([`npx cardscript check ${fixable.path}`, 'every finding, with its line, code and rule']);
    tries.push([`npx cardscript check ${fixable.path} --fix-dry-run`, 'what the quick fixes would change']);
  } else if (reports[0]) {
    tries.push([`npx cardscript check ${target}`, 'every finding, with its line, code and rule']);
  }
  // Scenarios use cards of other files: simulate the whole target, one scenario of it.
  if (failed[0]) {
    const why = scenarioVerdict(failed[0].report) === 'INCONCLUSIVE' ? 'which text it rests on, step by step' : 'why it failed, step by step';
    tries.push([`npx cardscript simulate ${target} --scenario "${failed[0].report.name}"`, why]);
  }
  else if (scenarios[0]) tries.push([`npx cardscript simulate ${target} --scenario "${scenarios[0].report.name}"`, 'a scenario\'s transcript, step by step']);
  tries.push([`npx cardscript summary ${target} --verbose`, 'this summary, then every finding and transcript']);
  const tryWidth = Math.min(64, Math.max(...tries.map(([cmd]) => cmd.length))) + 3;
  for (const [cmd, what] of tries) {
    if (cmd.length + 3 > tryWidth) lines.push(`  ${cmd}`, `  ${' '.repeat(tryWidth)}${what}`);
    else lines.push(`  ${pad(cmd, tryWidth)}${what}`);
  }
  lines.push('  In VS Code, open a .cards file with the CardScript extension for squiggles, hovers and quick fixes.');
  lines.push('  The language: docs/language.md · every diagnostic code: docs/diagnostics.md');
  return lines.join('\n') + '\n';
}

interface Row {
  where: string;
  counts: string;
  description?: string;
}

/** One row per flagged file; a folder with more than two flagged files is one row. */
function groupRows(flagged: FileReport[], texts: Map<string, string>, describeFolder: (folder: string) => string | undefined): Row[] {
  const folderOf = (p: string) => p.slice(0, p.lastIndexOf('/') + 1);
  const perFolder = new Map<string, FileReport[]>();
  for (const r of flagged) perFolder.set(folderOf(r.path), [...(perFolder.get(folderOf(r.path)) ?? []), r]);
  const rows: Row[] = [];
  const done = new Set<string>();
  for (const r of flagged) {
    const folder = folderOf(r.path);
    const group = perFolder.get(folder)!;
    if (group.length <= MAX_FILES_PER_FOLDER || folder === '') {
      rows.push({ where: r.path, counts: counts([r]), description: fileDescription(texts.get(r.path) ?? '') });
    } else if (!done.has(folder)) {
      done.add(folder);
      rows.push({ where: `${folder} (${group.length} files)`, counts: counts(group), description: describeFolder(folder) });
    }
  }
  return rows;
}

/** A folder describes itself by the first line of its README.md (`# Rulings walkthroughs: …`). */
function folderReadme(cwd: string): (folder: string) => string | undefined {
  return (folder) => {
    const file = path.resolve(cwd, folder, 'README.md');
    return existsSync(file) ? fileDescription(readFileSync(file, 'utf8')) : undefined;
  };
}

function fixCount(r: FileReport): number {
  return r.diagnostics.filter((d) => d.fixes?.length).length;
}

export function registerSummary(program: Command, io: CliIO): void {
  program
    .command('summary')
    .description('A short overview of card files: findings, scenario results and what to try next.')
    .argument('[paths...]', 'files, directories or globs (default: the current directory)')
    .option('--verbose', 'after the summary, print every finding and every scenario transcript', false)
    .action((paths: string[], opts: { verbose: boolean }) => {
      const loaded = loadWorkspace(paths, io);
      if (!loaded) return;
      const reports = reportFiles(loaded, io, (file) => checkDocument(loaded.workspace, file));
      const texts = new Map(loaded.files.map((f, i) => [reports[i]!.path, loaded.workspace.get(f)!.text]));
      const scenarios = runScenarios(loaded, io);
      const target = paths.length ? paths.join(' ') : '.';
      io.out(formatSummary(target, reports, texts, loaded.workspace.allCards().length, scenarios, folderReadme(io.cwd)));
      if (opts.verbose) {
        io.out(`\nEvery finding (cardscript check ${target} --verbose --hints):\n`);
        io.out(formatText(reports, { showHints: true, verbose: true }));
        io.out(`\nEvery scenario (cardscript simulate ${target}):\n`);
        printTranscripts(scenarios, io, false);
      }
      const failed = scenarios.some((s) => !s.report.passed);
      raiseExit(io, countBySeverity(reports).error > 0 || failed ? 1 : 0);
    });
}
