// The custom LSP messages between the client and the CardScript server, as typed namespaces.
// The server side (server/src/lsp) mirrors these shapes; keep them in step.
import { NotificationType, RequestType } from 'vscode-languageclient/node';

export interface RunScenarioParams {
  /** Document URI, as the editor knows it. */
  uri: string;
  /** The scenario's name, as written after `scenario`. */
  name: string;
}

/**
 * What the server answers. Only `passed` is needed; the rest is shown when present.
 * `transcript` is the step-by-step log, `failures` the reasons it did not pass.
 */
export interface RunScenarioResult {
  passed: boolean;
  name?: string;
  summary?: string;
  transcript?: string[] | string;
  failures?: Array<string | { message: string; line?: number }>;
}

export namespace RunScenarioRequest {
  export const method = 'cardscript/runScenario';
  export const type = new RequestType<RunScenarioParams, RunScenarioResult | null, void>(method);
}

/** Sent by the server whenever the workspace's counts change. */
export interface StatusParams {
  cards: number;
  errors: number;
  warnings: number;
}

export namespace StatusNotification {
  export const method = 'cardscript/status';
  export const type = new NotificationType<StatusParams>(method);
}

/** Turns whatever the server answered into one summary line plus detail lines. Never throws. */
export function formatScenarioResult(
  name: string,
  result: unknown,
): { passed: boolean; summary: string; details: string[] } {
  if (result === null || typeof result !== 'object') {
    return { passed: false, summary: `Scenario "${name}": no result (is the scenario name right?)`, details: [] };
  }
  const r = result as Partial<RunScenarioResult>;
  const passed = r.passed === true;
  const head = `Scenario "${typeof r.name === 'string' ? r.name : name}": ${passed ? 'passed' : 'failed'}`;
  const summary = typeof r.summary === 'string' && r.summary.length > 0 ? `${head} — ${r.summary}` : head;
  const details: string[] = [];
  if (Array.isArray(r.failures)) {
    for (const f of r.failures) {
      if (typeof f === 'string') details.push(f);
      else if (f && typeof f === 'object' && typeof f.message === 'string') {
        details.push(typeof f.line === 'number' ? `line ${f.line + 1}: ${f.message}` : f.message);
      }
    }
  }
  if (typeof r.transcript === 'string') details.push(...r.transcript.split(/\r?\n/));
  else if (Array.isArray(r.transcript)) details.push(...r.transcript.filter((l): l is string => typeof l === 'string'));
  return { passed, summary, details };
}
