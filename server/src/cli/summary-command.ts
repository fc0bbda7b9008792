// `cardscript summary [paths…] [--verbose]`: what `npm start` shows a newcomer — files, cards, findings and
// scenario results first, the files that need a look (with what each file says it is), then what to try next.

import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import type { Command } from 'commander';
import { checkDocument } from '../checks';
import { loadWorkspace, reportFiles } from './check-command';
import { localeOption } from './help';
import { cliLocale, raiseExit, type CliIO } from './io';
import { t, type Locale } from '../i18n';
import { countBySeverity, formatText, type FileReport } from './report';
import { printTranscripts, runScenarios, type ScenarioResult } from './simulate-command';
import { scenarioVerdict } from '../rules/scenario/transcript';

const MAX_FILES_PER_FOLDER = 2;
const MAX_DESCRIPTION = 66;

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

function counts(reports: FileReport[], locale: Locale): string {
  const c = countBySeverity(reports);
  const parts = [c.error ? t(locale, 'cli.count.errors', { count: c.error }) : '', c.warning ? t(locale, 'cli.count.warnings', { count: c.warning }) : ''].filter(Boolean);
  return parts.join(', ');
}

function pad(s: string, width: number): string {
  return s.length >= width ? `${s}   ` : s + ' '.repeat(width - s.length);
}

/** How a summary is worded: its language, and the `--locale` the commands it suggests repeat (when one was given). */
export interface SummaryWording {
  locale: Locale;
  localeFlag?: string;
}

/** The summary text (without the verbose part). */
export function formatSummary(
  target: string, reports: FileReport[], texts: Map<string, string>, cards: number, scenarios: readonly ScenarioResult[],
  describeFolder: (folder: string) => string | undefined = () => undefined, wording: SummaryWording = { locale: 'en' },
): string {
  const { locale } = wording;
  const c = countBySeverity(reports);
  const failed = scenarios.filter((s) => !s.report.passed);
  const unsure = failed.filter((s) => scenarioVerdict(s.report) === 'INCONCLUSIVE').length;
  const labels = [t(locale, 'cli.summary.label.checks'), t(locale, 'cli.summary.label.scenarios')];
  const labelWidth = Math.max(11, ...labels.map((l) => l.length + 2));
  const findings = [
    t(locale, 'cli.count.errors', { count: c.error }), t(locale, 'cli.count.warnings', { count: c.warning }),
    t(locale, 'cli.count.information', { count: c.information }), t(locale, 'cli.count.hints', { count: c.hint }),
  ].join(', ');
  const lines = [
    t(locale, 'cli.summary.head', { files: reports.length, target, cards, scenarios: scenarios.length }),
    '',
    `  ${pad(labels[0]!, labelWidth)}${findings}`,
    `  ${pad(labels[1]!, labelWidth)}${t(locale, 'cli.summary.scenarios', { passed: scenarios.length - failed.length, failed: failed.length - unsure, inconclusive: unsure })}`,
  ];
  const flagged = reports.filter((r) => r.diagnostics.some((d) => d.severity === 'error' || d.severity === 'warning'));
  if (flagged.length) {
    lines.push('', t(locale, 'cli.summary.where'));
    const rows = groupRows(flagged, texts, describeFolder, locale);
    const width = Math.max(...rows.map((r) => r.where.length)) + 2;
    const countWidth = Math.max(...rows.map((r) => r.counts.length)) + 2;
    for (const r of rows) lines.push(`  ${pad(r.where, width)}${r.description ? pad(r.counts, countWidth) + r.description : r.counts}`);
  }
  if (failed.length) {
    lines.push('', t(locale, unsure ? 'cli.summary.failed-or-inconclusive' : 'cli.summary.failed'));
    for (const s of failed) lines.push(`  ${s.path}: "${s.report.name}"${unsure && scenarioVerdict(s.report) === 'INCONCLUSIVE' ? ` ${t(locale, 'cli.summary.inconclusive-mark')}` : ''}`);
  }
  lines.push('', t(locale, 'cli.summary.try-next'));
  const flag = wording.localeFlag ? ` --locale ${wording.localeFlag}` : '';
  const fixable = [...reports].sort((a, b) => fixCount(b) - fixCount(a))[0];
  const tries: [string, string][] = [];
  if (fixable && fixCount(fixable) > 0) {
    tries.push([`npx cardscript check ${fixable.path}${flag}`, t(locale, 'cli.summary.try.check')]);
    tries.push([`npx cardscript check ${fixable.path} --fix-dry-run${flag}`, t(locale, 'cli.summary.try.fix-dry-run')]);
  } else if (reports[0]) {
    tries.push([`npx cardscript check ${target}${flag}`, t(locale, 'cli.summary.try.check')]);
  }
  // Scenarios use cards of other files: simulate the whole target, one scenario of it.
  if (failed[0]) {
    const why = scenarioVerdict(failed[0].report) === 'INCONCLUSIVE' ? t(locale, 'cli.summary.try.why-inconclusive') : t(locale, 'cli.summary.try.why-failed');
    tries.push([`npx cardscript simulate ${target} --scenario "${failed[0].report.name}"${flag}`, why]);
  }
  else if (scenarios[0]) tries.push([`npx cardscript simulate ${target} --scenario "${scenarios[0].report.name}"${flag}`, t(locale, 'cli.summary.try.transcript')]);
  tries.push([`npx cardscript summary ${target} --verbose${flag}`, t(locale, 'cli.summary.try.verbose')]);
  const tryWidth = Math.min(64, Math.max(...tries.map(([cmd]) => cmd.length))) + 3;
  for (const [cmd, what] of tries) {
    if (cmd.length + 3 > tryWidth) lines.push(`  ${cmd}`, `  ${' '.repeat(tryWidth)}${what}`);
    else lines.push(`  ${pad(cmd, tryWidth)}${what}`);
  }
  lines.push(`  ${t(locale, 'cli.summary.vscode')}`);
  lines.push(`  ${t(locale, 'cli.summary.docs')}`);
  return lines.join('\n') + '\n';
}

interface Row {
  where: string;
  counts: string;
  description?: string;
}

/** One row per flagged file; a folder with more than two flagged files is one row. */
function groupRows(flagged: FileReport[], texts: Map<string, string>, describeFolder: (folder: string) => string | undefined, locale: Locale): Row[] {
  const folderOf = (p: string) => p.slice(0, p.lastIndexOf('/') + 1);
  const perFolder = new Map<string, FileReport[]>();
  for (const r of flagged) perFolder.set(folderOf(r.path), [...(perFolder.get(folderOf(r.path)) ?? []), r]);
  const rows: Row[] = [];
  const done = new Set<string>();
  for (const r of flagged) {
    const folder = folderOf(r.path);
    const group = perFolder.get(folder)!;
    if (group.length <= MAX_FILES_PER_FOLDER || folder === '') {
      rows.push({ where: r.path, counts: counts([r], locale), description: fileDescription(texts.get(r.path) ?? '') });
    } else if (!done.has(folder)) {
      done.add(folder);
      rows.push({ where: t(locale, 'cli.summary.folder', { folder, count: group.length }), counts: counts(group, locale), description: describeFolder(folder) });
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

export function registerSummary(program: Command, io: CliIO, help: Locale = 'en'): void {
  program
    .command('summary')
    .description(t(help, 'cli.help.summary'))
    .argument('[paths...]', t(help, 'cli.help.paths'))
    .option('--verbose', t(help, 'cli.help.summary.verbose'), false)
    .addOption(localeOption(help))
    .action((paths: string[], opts: { verbose: boolean; locale?: string }) => {
      const locale = cliLocale(io, opts.locale);
      const loaded = loadWorkspace(paths, io, { locale });
      if (!loaded) return;
      const reports = reportFiles(loaded, io, (file) => checkDocument(loaded.workspace, file));
      const texts = new Map(loaded.files.map((f, i) => [reports[i]!.path, loaded.workspace.get(f)!.text]));
      const scenarios = runScenarios(loaded, io);
      const target = paths.length ? paths.join(' ') : '.';
      const wording = { locale, ...(opts.locale ? { localeFlag: opts.locale } : {}) };
      io.out(formatSummary(target, reports, texts, loaded.workspace.allCards().length, scenarios, folderReadme(io.cwd), wording));
      if (opts.verbose) {
        const flag = opts.locale ? ` --locale ${opts.locale}` : '';
        io.out(`\n${t(locale, 'cli.summary.every-finding', { command: `cardscript check ${target} --verbose --hints${flag}` })}\n`);
        io.out(formatText(reports, { showHints: true, verbose: true, locale }));
        io.out(`\n${t(locale, 'cli.summary.every-scenario', { command: `cardscript simulate ${target}${flag}` })}\n`);
        printTranscripts(scenarios, io, false, locale);
      }
      const failed = scenarios.some((s) => !s.report.passed);
      raiseExit(io, countBySeverity(reports).error > 0 || failed ? 1 : 0);
    });
}
