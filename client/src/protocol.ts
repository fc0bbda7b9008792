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

/** The card preview page for the card at a position (server/src/lsp/handlers/preview.ts). */
export interface PreviewParams {
  uri: string;
  position: { line: number; character: number };
  /** The webview's resource origin and a fresh nonce, for the page's content security policy. */
  cspSource: string;
  nonce: string;
}

export namespace PreviewRequest {
  export const method = 'cardscript/preview';
  export const type = new RequestType<PreviewParams, { html: string; card?: string }, void>(method);
}

/** The workspace's cards matching a Scryfall-syntax query (server/src/lsp/handlers/set-views.ts). */
export namespace SearchSetRequest {
  export const method = 'cardscript/searchSet';
  export const type = new RequestType<{ query: string }, { matches: { name: string; detail: string; uri: string; line: number }[]; error?: string }, void>(method);
}

/** The set overview page: counts, as-fan and a sortable card table. */
export namespace SetOverviewRequest {
  export const method = 'cardscript/setOverview';
  export const type = new RequestType<{ cspSource: string; nonce: string }, { html: string }, void>(method);
}
