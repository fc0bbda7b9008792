// Scenarios in the editor: run one by name (the "Run scenario" code lens and `cardscript/runScenario`),
// and describe the state after a step (step hover).

import { scenarioReports } from '../checks/scenarios';
import type { Workspace } from '../model/workspace';
import type { ScenarioReport, StepReport } from '../rules/scenario/run-scenario';
import { formatTranscript, scenarioVerdict, stepLines } from '../rules/scenario/transcript';
import type { ScenarioRunResult } from './code-lens';
import { codeBlock, markdownText } from './markdown';
import { t, type Locale } from '../i18n';
import { localMessage } from '../diagnostics/diagnostic';

export function scenarioSummary(report: ScenarioReport, locale: Locale = 'en'): string {
  const { total, failed, inconclusive } = report.expectations;
  const verdict = ({ passed: 'passed', INCONCLUSIVE: 'inconclusive', FAILED: 'failed' } as const)[scenarioVerdict(report)];
  return t(locale, 'scenario.summary', { verdict, held: total - failed - inconclusive, total, inconclusive, illegal: report.illegalSteps ?? 0 });
}

export function runScenarioForEditor(workspace: Workspace, uri: string, name: string, locale: Locale = 'en'): ScenarioRunResult | null {
  const doc = workspace.get(uri);
  if (!doc) return null;
  const report = scenarioReports(workspace, doc).find((r) => r.name === name);
  if (!report) return null;
  return {
    passed: report.passed,
    summary: t(locale, 'scenario.run-summary', { name, summary: scenarioSummary(report, locale) }),
    transcript: formatTranscript(report, doc.text, { withState: false, locale }),
    failures: report.diagnostics.filter((d) => d.severity === 'error' || d.code === 'expectation-inconclusive').map((d) => localMessage(d, locale)),
  };
}

/** The step whose line contains `offset`, with its scenario. */
export function stepAt(workspace: Workspace, uri: string, offset: number): { report: ScenarioReport; step: StepReport; index: number; text: string } | undefined {
  const doc = workspace.get(uri);
  if (!doc) return undefined;
  const scenario = doc.scenarios.find((s) => s.span.start <= offset && offset <= s.span.end);
  if (!scenario) return undefined;
  const report = scenarioReports(workspace, doc).find((r) => r.span.start === scenario.header.span.start);
  if (!report) return undefined;
  const index = report.steps.findIndex((s) => s.line.span.start <= offset && offset <= s.line.span.end);
  return index < 0 ? undefined : { report, step: report.steps[index]!, index, text: doc.text };
}

/** Markdown for a step hover, in `locale`: what the step did and the state after it. */
export function getStepHover(workspace: Workspace, uri: string, offset: number, locale: Locale = 'en'): string | undefined {
  const found = stepAt(workspace, uri, offset);
  if (!found) return undefined;
  const lines = stepLines(found.step, found.text, found.index + 1);
  // The scenario's name and its objects' names are the user's: escaped, and code blocks fenced past any backticks.
  return [
    `**${t(locale, 'scenario.step-hover.heading', { step: found.index + 1, name: markdownText(found.report.name) })}**`,
    codeBlock(lines.join('\n')),
    `**${t(locale, 'scenario.step-hover.state')}** ${t(locale, 'scenario.step-hover.state-legend')}`,
    codeBlock(found.step.state),
  ].join('\n');
}
