// VS Code entry point: starts the bundled CardScript language server and wires its commands,
// status bar item and output channel. Kept thin: every language feature lives in the server.
import * as vscode from 'vscode';
import { LanguageClient, TransportKind } from 'vscode-languageclient/node';
import type { LanguageClientOptions, ServerOptions } from 'vscode-languageclient/node';
import { RunScenarioRequest, StatusNotification } from './protocol';
import { CLIENT_ID, SETTINGS_SECTION } from './settings';
import { formatScenarioResult } from './scenario-result';
import { CardPreviewPanel } from './preview/preview-panel';
import { searchCards, showSetOverview } from './preview/set-commands';
import { CardStatusItem } from './status-item';
import { guardCancelledPulls } from './pull-guard';
import { buildSnapshot, refuseSnapshot, snapshotArgs, snapshotPlan, type SnapshotPlan } from '../../server/src/startup/snapshot';

let client: LanguageClient | undefined;
let output: vscode.LogOutputChannel | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  output = vscode.window.createOutputChannel('CardScript', { log: true });
  context.subscriptions.push(output);

  const status = new CardStatusItem();
  context.subscriptions.push(status);

  context.subscriptions.push(
    vscode.commands.registerCommand('cardscript.restartServer', async () => {
      if (!client) return;
      output?.appendLine(vscode.l10n.t('Restarting the CardScript language server…'));
      await client.restart();
    }),
    vscode.commands.registerCommand('cardscript.runScenario', (uri?: unknown, name?: unknown) => runScenario(uri, name)),
  );
  const preview = new CardPreviewPanel(() => client);
  context.subscriptions.push(
    preview,
    vscode.commands.registerCommand('cardscript.showPreview', () => preview.show()),
    vscode.commands.registerCommand('cardscript.searchCards', () => searchCards(client)),
    vscode.commands.registerCommand('cardscript.showSetOverview', () => showSetOverview(client)),
  );

  // The server's V8 startup snapshot (server/src/startup/snapshot.ts): used when built for this binary and these bundles.
  const plan = snapshotPlan(context.asAbsolutePath('dist'), SERVER_FLAGS);
  const snapshot = snapshotArgs(plan);
  let failure = await startServer(context, output, status, snapshot);
  if (failure !== undefined && plan && snapshot.length > 0) {
    // A snapshot that passed its try but doesn't start here (the editor's binary changed its mind): never again for this
    // key, and the server starts as it would without one.
    output.appendLine(`startup snapshot not used: ${String(failure)}`);
    refuseSnapshot(plan);
    failure = await startServer(context, output, status, []);
  }
  if (failure === undefined) {
    if (plan && snapshot.length === 0) buildSnapshotLater(plan);
  } else {
    output.appendLine(vscode.l10n.t('The CardScript language server did not start: {0}', String(failure)));
    void vscode.window.showErrorMessage(vscode.l10n.t('The CardScript language server did not start; see the "CardScript" output.'));
  }
}

/** Starts the language server (with `snapshot`'s flags); what went wrong when it didn't start, else undefined. */
async function startServer(context: vscode.ExtensionContext, channel: vscode.LogOutputChannel, status: CardStatusItem, snapshot: readonly string[]): Promise<unknown> {
  const started = createClient(context, channel, snapshot);
  client = started;
  const listeners = [
    started.onNotification(StatusNotification.type, (params) => status.update(params)),
    started.onDidChangeState(() => status.setRunning(started.isRunning())),
  ];
  try {
    await started.start();
    context.subscriptions.push(...listeners);
    status.setRunning(true);
    return undefined;
  } catch (e) {
    for (const l of listeners) l.dispose();
    await started.dispose().catch(() => undefined);
    return e ?? 'unknown';
  }
}

export async function deactivate(): Promise<void> {
  if (client) await client.stop().catch(() => undefined);
  client = undefined;
}

/**
 * How the server process runs (bench/lsp-client.ts starts it the same way; test/package/server-flags.test.ts):
 * --expose-gc: it collects once after bulk work (opening a large set) to give memory back (lsp/memory.ts);
 * an 8 MB young generation: it stays small, so the memory goes back to the system (bench item 5: 10,000 cards 173–183
 * MB RSS). No --compact-on-every-full-gc: compacting the whole old space at every full collection made an edit of a
 * 20 MB document superlinear (bench item 19: 3.15× → 2.28–2.30× from 10 to 20 MB, peak 2.3 → 1.8 GB), while item 5
 * stays met without it (bench/README.md, item 19, fourth session).
 */
const SERVER_FLAGS = ['--expose-gc', '--max-semi-space-size=8'];
/**
 * glibc's allocator (Linux; other systems ignore these): one arena for every thread, and freed memory above 1 MB given
 * back at once. V8's compiler and collector threads each kept an arena of freed memory otherwise (bench item 15: the
 * imported pool open, 294–298 → 276–277 MB RSS; the server's CPU time within the noise).
 */
const SERVER_ENV = { MALLOC_ARENA_MAX: '1', MALLOC_TRIM_THRESHOLD_: '1048576' };

/**
 * Once the server has answered its first requests (its start and the first open's work are done), the snapshot for the
 * next start is built in another process at the lowest priority: once per build of the bundles and binary (~0.8 s of
 * CPU), never on the start's path.
 */
const SNAPSHOT_BUILD_DELAY_MS = 20_000;

function buildSnapshotLater(plan: SnapshotPlan): void {
  const timer = setTimeout(() => void buildSnapshot(plan).then((r) => output?.debug(`startup snapshot: ${r}`)), SNAPSHOT_BUILD_DELAY_MS);
  timer.unref?.();
}

/** `snapshot`: the node flags that start the server from its startup snapshot, or none. */
function createClient(context: vscode.ExtensionContext, channel: vscode.LogOutputChannel, snapshot: readonly string[]): LanguageClient {
  const serverModule = context.asAbsolutePath('dist/server.js');
  const serverOptions: ServerOptions = {
    run: { module: serverModule, transport: TransportKind.ipc, options: { execArgv: [...SERVER_FLAGS, ...snapshot], env: { ...process.env, ...SERVER_ENV } } },
    debug: { module: serverModule, transport: TransportKind.ipc, options: { execArgv: ['--nolazy', '--inspect=6009', ...SERVER_FLAGS], env: { ...process.env, ...SERVER_ENV } } },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { scheme: 'file', language: 'cardscript' },
      { scheme: 'untitled', language: 'cardscript' },
    ],
    synchronize: { configurationSection: SETTINGS_SECTION },
    outputChannel: channel,
    // The extension runs these commands itself (it shows the result); the server announces the others. The server
    // caches the card database's index only in the extension's own storage (never beside the user's file).
    initializationOptions: {
      clientCommands: ['cardscript.runScenario'],
      ...(context.globalStorageUri.scheme === 'file' ? { storagePath: context.globalStorageUri.fsPath } : {}),
    },
    // `cardscript.trace.server` is read by the client itself (the `<id>.trace.server` convention).
    middleware: { provideDiagnostics: guardCancelledPulls(() => new vscode.CancellationError()) },
  };
  return new LanguageClient(CLIENT_ID, 'CardScript', serverOptions, clientOptions);
}

/** `cardscript.runScenario` — the server's code lens passes [uri, scenarioName]. */
async function runScenario(uriArg: unknown, nameArg: unknown): Promise<void> {
  const channel = output;
  if (!client || !channel) return;
  const uri = uriArg instanceof vscode.Uri ? uriArg.toString() : typeof uriArg === 'string' ? uriArg
    : vscode.window.activeTextEditor?.document.uri.toString();
  let name = typeof nameArg === 'string' ? nameArg : undefined;
  if (!uri) {
    void vscode.window.showWarningMessage(vscode.l10n.t('Open a CardScript file to run one of its scenarios.'));
    return;
  }
  if (name === undefined) {
    name = await vscode.window.showInputBox({ prompt: vscode.l10n.t('Name of the scenario to run') });
    if (name === undefined) return;
  }
  try {
    const result = await client.sendRequest(RunScenarioRequest.type, { uri, name });
    const { summary, details, passed } = formatScenarioResult(name, result);
    channel.appendLine(summary);
    for (const line of details) channel.appendLine(`  ${line}`);
    if (passed) void vscode.window.showInformationMessage(summary);
    else {
      channel.show(true);
      void vscode.window.showWarningMessage(summary);
    }
  } catch (e) {
    const message = vscode.l10n.t('Scenario "{0}": could not run ({1})', name, e instanceof Error ? e.message : String(e));
    channel.appendLine(message);
    void vscode.window.showErrorMessage(message);
  }
}
