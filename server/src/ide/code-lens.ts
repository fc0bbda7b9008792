// Code lenses: a "Run scenario" lens over every scenario. The lens runs the client command
// `cardscript.runScenario` with [uri, scenarioName]; the client then sends the `cardscript/runScenario` request.

import type { Span } from '../../../grammar/src/span';
import type { DocumentModel } from '../model/document';
import type { Workspace } from '../model/workspace';
import { scenarioReports } from '../checks/scenarios';
import { scenarioSummary } from './scenarios';
import { scenarioVerdict } from '../rules/scenario/transcript';
import { t, type Locale } from '../i18n';

export const RUN_SCENARIO_COMMAND = 'cardscript.runScenario';

export interface ScenarioLens {
  /** The scenario's header line. */
  span: Span;
  title: string;
  command: string;
  /** [uri, scenarioName] */
  args: [string, string];
}

/** What running a scenario answers (the client shows `summary`; more fields may follow, see client/src/protocol.ts). */
export interface ScenarioRunResult {
  passed: boolean;
  summary: string;
  [more: string]: unknown;
}

/** The scenario runner the editor calls (runScenarioForEditor in ide/scenarios.ts). */
export type ScenarioRunner = (workspace: Workspace, uri: string, name: string, locale?: Locale) => ScenarioRunResult | null;

/** One lens per named scenario; with the workspace, the title also shows the scenario's current result. */
export function getScenarioLenses(doc: DocumentModel, workspace?: Workspace, locale: Locale = 'en'): ScenarioLens[] {
  const reports = workspace ? scenarioReports(workspace, doc) : [];
  return doc.scenarios
    .filter((s) => s.name && s.name.closed)
    .map((s) => {
      const report = reports.find((r) => r.span.start === s.header.span.start);
      const run = t(locale, 'lens.run-scenario');
      const title = report ? `${run} (${({ passed: '✓', INCONCLUSIVE: '?', FAILED: '✗' } as const)[scenarioVerdict(report)]} ${scenarioSummary(report, locale)})` : run;
      return { span: s.header.span, title, command: RUN_SCENARIO_COMMAND, args: [doc.uri, s.name!.value] };
    });
}
