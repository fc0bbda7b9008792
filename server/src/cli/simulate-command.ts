// `cardscript simulate [paths…] [--scenario NAME] [--format text|json] [--state]`: runs scenarios and
// prints a transcript per scenario; exit 1 when an expectation fails or is inconclusive, or a step is illegal.

import type { Command } from 'commander';
import { Option } from 'commander';
import { scenarioReports } from '../checks/scenarios';
import { describeEvent, formatTranscript, scenarioVerdict } from '../rules/scenario/transcript';
import { describeWorkspace, diagnosticsOf, loadWorkspace, type LoadedWorkspace } from './check-command';
import { localMessage } from '../diagnostics/diagnostic';
import { displayPath } from './files';
import { localeOption } from './help';
import { cliLocale, raiseExit, type CliIO } from './io';
import { t, type Locale } from '../i18n';

export interface ScenarioResult {
  path: string;
  source: string;
  report: ReturnType<typeof scenarioReports>[number];
}

/** Runs the scenarios of every loaded file (only those named `only`, when given), in file order. */
export function runScenarios(loaded: LoadedWorkspace, io: CliIO, only?: string): ScenarioResult[] {
  const results: ScenarioResult[] = [];
  for (const file of loaded.files) {
    const doc = loaded.workspace.get(file)!;
    for (const report of scenarioReports(loaded.workspace, doc)) {
      if (only && report.name !== only) continue;
      results.push({ path: displayPath(file, io.cwd), source: doc.text, report });
    }
  }
  return results;
}

/** Says which cards the scenarios name that the workspace doesn't have, and where they were looked for. */
export function printMissingCards(loaded: LoadedWorkspace, results: readonly ScenarioResult[], io: CliIO, locale: Locale = 'en'): void {
  const noted = new Set<string>();
  for (const file of loaded.files) {
    const where = displayPath(file, io.cwd);
    if (!results.some((r) => r.path === where)) continue;
    for (const d of diagnosticsOf(loaded, file)) {
      const name = d.code === 'unresolved-card-name' ? /"(.*)"/.exec(d.message)?.[1] : undefined;
      if (name === undefined || noted.has(`${where}\u0000${name}`)) continue;
      noted.add(`${where}\u0000${name}`);
      io.out(`${t(locale, 'cli.simulate.missing-card', { where, name, workspace: describeWorkspace(loaded, io.cwd, locale) })}\n`);
    }
  }
}

/** Every transcript, then the count line. */
export function printTranscripts(results: readonly ScenarioResult[], io: CliIO, withState: boolean, locale: Locale = 'en'): void {
  const failed = results.filter((r) => scenarioVerdict(r.report) === 'FAILED').length;
  const inconclusive = results.filter((r) => scenarioVerdict(r.report) === 'INCONCLUSIVE').length;
  for (const r of results) io.out(`${r.path}: ${formatTranscript(r.report, r.source, { withState, locale })}\n`);
  io.out(`${t(locale, 'cli.simulate.totals', { count: results.length, passed: results.length - failed - inconclusive, failed, inconclusive })}\n`);
}

export function registerSimulate(program: Command, io: CliIO, help: Locale = 'en'): void {
  program
    .command('simulate')
    .description(t(help, 'cli.help.simulate'))
    .argument('[paths...]', t(help, 'cli.help.paths'))
    .option('-s, --scenario <name>', t(help, 'cli.help.simulate.scenario'))
    .addOption(new Option('-f, --format <format>', t(help, 'cli.help.format')).choices(['text', 'json']).default('text'))
    .option('--state', t(help, 'cli.help.simulate.state'), false)
    .option('-w, --workspace <dir>', t(help, 'cli.help.workspace'))
    .addOption(localeOption(help))
    .action((paths: string[], opts: { scenario?: string; format: 'text' | 'json'; state: boolean; workspace?: string; locale?: string }) => {
      const locale = cliLocale(io, opts.locale);
      const loaded = loadWorkspace(paths, io, { workspace: opts.workspace, locale });
      if (!loaded) return;
      const results = runScenarios(loaded, io, opts.scenario);
      if (opts.scenario && results.length === 0) {
        io.err(`${t(locale, 'cli.simulate.no-scenario', { name: opts.scenario })}\n`);
        raiseExit(io, 2);
        return;
      }
      const failed = results.filter((r) => !r.report.passed).length;
      if (opts.format === 'json') {
        io.out(JSON.stringify({
          version: 1,
          ...(locale === 'en' ? {} : { locale }),
          scenarios: results.map(({ path, source, report }) => ({
            path,
            name: report.name,
            passed: report.passed,
            verdict: scenarioVerdict(report).toLowerCase(),
            expectations: report.expectations,
            illegalSteps: report.illegalSteps,
            steps: report.steps.map((s) => ({
              text: source.slice(s.line.span.start, s.line.span.end).trim(),
              ok: s.ok,
              ...(s.inconclusive ? { inconclusive: s.inconclusive } : {}),
              events: s.events.map((e) => describeEvent(e, (id) => s.labels?.[id] ?? id)).filter((d): d is string => d !== null),
              // In another language the English stays (tools read it) and the words in the language of the run are added.
              ...(locale === 'en' ? {} : { localizedEvents: s.events.map((e) => describeEvent(e, (id) => s.labels?.[id] ?? id, locale, (id) => s.nouns?.[id] ?? 'none')).filter((d): d is string => d !== null) }),
              diagnostics: s.diagnostics.map((d) => ({ code: d.code, severity: d.severity, message: d.message, ...(locale === 'en' ? {} : { localizedMessage: localMessage(d, locale) }) })),
              state: s.state,
            })),
          })),
        }, null, 2) + '\n');
      } else {
        printMissingCards(loaded, results, io, locale);
        printTranscripts(results, io, opts.state, locale);
      }
      raiseExit(io, failed > 0 ? 1 : 0);
    });
}
