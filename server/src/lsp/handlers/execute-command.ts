// workspace/executeCommand for every command the server's code lenses and code actions name, so they work in any
// LSP client (neovim runs a lens's command this way). A client that runs a command itself (the VS Code extension
// shows the scenario result in its output channel) lists it in `initializationOptions.clientCommands`; the server
// then leaves it out of `executeCommandProvider`, or vscode-languageclient would register it a second time.

import { LSPErrorCodes, MessageType, ResponseError, type ExecuteCommandParams } from 'vscode-languageserver';
import { RUN_SCENARIO_COMMAND, type ScenarioRunner, type ScenarioRunResult } from '../../ide/code-lens';
import type { ServerContext } from '../server-context';
import { handleRunScenario } from './run-scenario';
import { t } from '../../i18n';

/** Every command a lens or code action of this server names. */
export const SERVER_COMMANDS = [RUN_SCENARIO_COMMAND] as const;

/** The commands the server announces: all of them but those the client says it runs itself. */
export function executableCommands(initializationOptions: unknown): string[] {
  const own = (initializationOptions as { clientCommands?: unknown } | null | undefined)?.clientCommands;
  const clientRuns = new Set(Array.isArray(own) ? own.filter((c): c is string => typeof c === 'string') : []);
  return SERVER_COMMANDS.filter((c) => !clientRuns.has(c));
}

export function handleExecuteCommand(ctx: ServerContext, params: ExecuteCommandParams, runner: ScenarioRunner | undefined): ScenarioRunResult | null | ResponseError<void> {
  if (params.command === RUN_SCENARIO_COMMAND) {
    const [uri, name] = params.arguments ?? [];
    const result = handleRunScenario(ctx.host, { uri, name }, runner);
    // The client has no UI for the answer of an executeCommand: say the outcome in a message too.
    if (result && !(result instanceof ResponseError)) {
      void ctx.connection.sendNotification('window/showMessage', { type: result.passed ? MessageType.Info : MessageType.Warning, message: result.summary });
    } else if (result === null) {
      void ctx.connection.sendNotification('window/showMessage', { type: MessageType.Warning, message: t(ctx.locale ?? 'en', 'scenario.not-found', { name: String(name), uri: String(uri) }) });
    }
    return result;
  }
  return new ResponseError(LSPErrorCodes.RequestFailed, `Unknown command: ${params.command}`);
}

export function registerExecuteCommand(ctx: ServerContext, runner: ScenarioRunner | undefined): void {
  ctx.connection.onExecuteCommand((params) => handleExecuteCommand(ctx, params, runner));
}
