// `cardscript simulate [paths…] [--scenario NAME] [--format text|json] [--state]`: runs scenarios and
// prints a transcript per scenario; exit 1 when an expectation fails or is inconclusive, or a step is illegal.

import type { Command } from 'commander';
import { Option } from 'commander';
import { scenarioReports } from '../checks/scenarios';
import { describeEvent, formatTranscript, scenarioVerdict } from '../rules/scenario/transcript';
import { describeWorkspace, diagnosticsOf, loadWorkspace, type LoadedWorkspace } from './check-command';
import { displayPath } from './files';
import { raiseExit, type CliIO } from './io';

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
export function printMissingCards(loaded: LoadedWorkspace, results: readonly ScenarioResult[], io: CliIO): void {
  const noted = new Set<string>();
  for (const file of loaded.files) {
    const where = displayPath(file, io.cwd);
    if (!results.some((r) => r.path === where)) continue;
    for (const d of diagnosticsOf(loaded, file)) {
      const name = d.code === 'unresolved-card-name' ? /"(.*)"/.exec(d.message)?.[1] : undefined;
      if (name === undefined || noted.has(`${where}\u0000${name}`)) continue;
      noted.add(`${where}\u0000${name}`);
      io.out(`${where}: note: no card named "${name}" was loaded (${describeWorkspace(loaded, io.cwd)}); steps naming it can't find it\n`);
    }
  }
}

/** Every transcript, then the count line. */
export function printTranscripts(results: readonly ScenarioResult[], io: CliIO, withState: boolean): void {
  const failed = results.filter((r) => scenarioVerdict(r.report) === 'FAILED').length;
  const inconclusive = results.filter((r) => scenarioVerdict(r.report) === 'INCONCLUSIVE').length;
  for (const r of results) io.out(`${r.path}: ${formatTranscript(r.report, r.source, { withState })}\n`);
  const unsure = inconclusive ? `, ${inconclusive} inconclusive` : '';
  io.out(`${results.length} scenario${results.length === 1 ? '' : 's'}: ${results.length - failed - inconclusive} passed, ${failed} failed${unsure}\n`);
}

export function registerSimulate(program: Command, io: CliIO): void {
  program
    .command('simulate')
    .description('Run the scenarios of card files on the rules engine and print their transcripts. Exits 1 when an expectation fails, or is inconclusive (it rests on rules text the engine does not understand or carry out).')
    .argument('[paths...]', 'files, directories or globs (default: the current directory)')
    .option('-s, --scenario <name>', 'run only the scenarios with this name')
    .addOption(new Option('-f, --format <format>', 'output format').choices(['text', 'json']).default('text'))
    .option('--state', 'print the full game state after every step (text format)', false)
    .option('-w, --workspace <dir>', 'the workspace whose card files define the names (default: found from the files)')
    .action((paths: string[], opts: { scenario?: string; format: 'text' | 'json'; state: boolean; workspace?: string }) => {
      const loaded = loadWorkspace(paths, io, { workspace: opts.workspace });
      if (!loaded) return;
      const results = runScenarios(loaded, io, opts.scenario);
      if (opts.scenario && results.length === 0) {
        io.err(`cardscript: no scenario named "${opts.scenario}"\n`);
        raiseExit(io, 2);
        return;
      }
      const failed = results.filter((r) => !r.report.passed).length;
      if (opts.format === 'json') {
        io.out(JSON.stringify({
          version: 1,
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
              events: s.events.map(describeEvent).filter((d): d is string => d !== null),
              diagnostics: s.diagnostics.map((d) => ({ code: d.code, severity: d.severity, message: d.message })),
              state: s.state,
            })),
          })),
        }, null, 2) + '\n');
      } else {
        printMissingCards(loaded, results, io);
        printTranscripts(results, io, opts.state);
      }
      raiseExit(io, failed > 0 ? 1 : 0);
    });
}
