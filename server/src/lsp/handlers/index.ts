// Feature handlers of the language server: each file registers one LSP feature over the ide/ functions.

import type { ServerCapabilities } from 'vscode-languageserver';
import type { ScenarioRunner } from '../../ide/code-lens';
import { runScenarioForEditor } from '../../ide/scenarios';
import type { ServerContext } from '../server-context';
import { CODE_ACTION_KINDS, registerCodeActions } from './code-actions';
import { registerCodeLens } from './code-lens';
import { COMPLETION_TRIGGERS, registerCompletion } from './completion';
import { executableCommands, registerExecuteCommand } from './execute-command';
import { registerFolding } from './folding';
import { registerFormatting } from './formatting';
import { registerHover } from './hover';
import { registerInlayHints } from './inlay-hints';
import { registerNavigation } from './navigation';
import { registerPreview } from './preview';
import { registerRunScenario } from './run-scenario';
import { registerSemanticTokens, SEMANTIC_LEGEND, type SemanticTokensResults } from './semantic-tokens';
import { registerSetViews } from './set-views';
import { registerSymbols } from './symbols';

export function capabilities(initializationOptions?: unknown): Partial<ServerCapabilities> {
  return {
    executeCommandProvider: { commands: executableCommands(initializationOptions) },
    hoverProvider: true,
    completionProvider: { triggerCharacters: COMPLETION_TRIGGERS, resolveProvider: false },
    documentSymbolProvider: true,
    workspaceSymbolProvider: true,
    definitionProvider: true,
    referencesProvider: true,
    renameProvider: { prepareProvider: true },
    foldingRangeProvider: true,
    documentFormattingProvider: true,
    semanticTokensProvider: { legend: SEMANTIC_LEGEND, full: { delta: true }, range: true },
    inlayHintProvider: true,
    codeActionProvider: { codeActionKinds: CODE_ACTION_KINDS },
    codeLensProvider: { resolveProvider: false },
  };
}

export interface HandlerOptions {
  /** Runs a scenario for `cardscript/runScenario`; without one the request answers with an error. */
  runScenario?: ScenarioRunner;
}

/** State the handlers keep per document, dropped when the document closes. */
export interface HandlerState {
  semanticTokens: SemanticTokensResults;
}

export function registerHandlers(ctx: ServerContext, options: HandlerOptions = {}): HandlerState {
  registerHover(ctx);
  registerCompletion(ctx);
  registerSymbols(ctx);
  registerNavigation(ctx);
  registerFolding(ctx);
  registerFormatting(ctx);
  const semanticTokens = registerSemanticTokens(ctx);
  registerInlayHints(ctx);
  registerCodeActions(ctx);
  registerCodeLens(ctx);
  registerPreview(ctx);
  registerSetViews(ctx);
  registerRunScenario(ctx, options.runScenario ?? runScenarioForEditor);
  registerExecuteCommand(ctx, options.runScenario ?? runScenarioForEditor);
  return { semanticTokens };
}
