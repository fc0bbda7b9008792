// The custom request `cardscript/runScenario` ({ uri, name } → { passed, summary, … }), sent by the client's
// cardscript.runScenario command (the "Run scenario" code lens). The runner is passed in by registerHandlers.

import { LSPErrorCodes, ResponseError } from 'vscode-languageserver';
import type { ScenarioRunner, ScenarioRunResult } from '../../ide/code-lens';
import type { AnalysisHost } from '../../analysis/analysis-host';
import type { ServerContext } from '../server-context';
import { t } from '../../i18n';

export const RUN_SCENARIO_METHOD = 'cardscript/runScenario';

export interface RunScenarioParams {
  uri: string;
  name: string;
}

/** Checks the parameters and runs the scenario; never throws (a runner fault becomes an error response). */
export function handleRunScenario(
  host: AnalysisHost, params: unknown, runner: ScenarioRunner | undefined,
): ScenarioRunResult | null | ResponseError<void> {
  const p = params as Partial<RunScenarioParams> | null;
  if (!p || typeof p.uri !== 'string' || typeof p.name !== 'string') {
    return new ResponseError(LSPErrorCodes.RequestFailed, 'cardscript/runScenario needs { uri, name }.');
  }
  if (!runner) {
    const known = host.analysis(p.uri)?.model.scenarios.some((s) => s.name?.value === p.name);
    return known ? new ResponseError(LSPErrorCodes.RequestFailed, t(host.locale, 'scenario.no-runner')) : null;
  }
  try {
    return host.runScenario(p.uri, p.name, runner)?.value ?? null;
  } catch (err) {
    return new ResponseError(LSPErrorCodes.RequestFailed, t(host.locale, 'scenario.runner-failed', { detail: err instanceof Error ? err.message : String(err) }));
  }
}

export function registerRunScenario(ctx: ServerContext, runner: ScenarioRunner | undefined): void {
  ctx.connection.onRequest(RUN_SCENARIO_METHOD, (params: unknown) => handleRunScenario(ctx.host, params, runner));
}
