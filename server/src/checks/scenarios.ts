// Scenario results as diagnostics: every scenario of the document runs on the rules engine with all the
// cards of the workspace. Results are cached per workspace generation (hover and code lens reuse them).

import type { DocumentModel } from '../model/document';
import type { Workspace } from '../model/workspace';
import { runScenario, type ScenarioReport } from '../rules/scenario/run-scenario';
import type { Check } from './check';

const cache = new WeakMap<Workspace, { generation: number; byUri: Map<string, ScenarioReport[]> }>();

/** Reports of every scenario of `doc` (cached until the workspace changes). */
export function scenarioReports(workspace: Workspace, doc: DocumentModel): ScenarioReport[] {
  let entry = cache.get(workspace);
  if (!entry || entry.generation !== workspace.generation) {
    entry = { generation: workspace.generation, byUri: new Map() };
    cache.set(workspace, entry);
  }
  let reports = entry.byUri.get(doc.uri);
  if (!reports) {
    const cards = workspace.allCards();
    const syntaxErrors = doc.parse.errors.map((e) => e.span);
    reports = doc.scenarios.map((s) => runScenario(s, cards, doc.uri, syntaxErrors));
    entry.byUri.set(doc.uri, reports);
  }
  return reports;
}

export const scenariosCheck: Check = {
  name: 'scenarios',
  // A step the runner could not read because of a syntax error is already reported by the syntax check.
  run: ({ doc, workspace }) => (doc.scenarios.length
    ? scenarioReports(workspace, doc).flatMap((r) => r.diagnostics).filter((d) => d.code !== 'syntax-error' || !doc.parse.errors.some((e) => e.span.start < d.span.end && d.span.start < e.span.end))
    : []),
};
