// The bundled language server (dist/server.js) as a child process over stdio, started as the extension starts it,
// with a workspace folder, settings answered to workspace/configuration and initializationOptions. Every wait is
// bounded: a server that blocks (e.g. on opening a FIFO) fails the test instead of hanging it, and is killed.

import { spawn, type ChildProcess } from 'node:child_process';
import * as path from 'node:path';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from 'vscode-jsonrpc/node';
import { URI } from 'vscode-uri';

const SERVER_JS = path.join(__dirname, '..', '..', '..', 'dist', 'server.js');

export interface ChildServer {
  rpc: MessageConnection;
  child: ChildProcess;
  /** The answer to `initialize`. */
  initialized: unknown;
  /** window/logMessage texts, in order. */
  logs: string[];
  /** A request that fails when not answered within `ms`. */
  request<R>(method: string, params: unknown, ms?: number): Promise<R>;
  dispose(): Promise<void>;
}

/**
 * How long a child process may take to answer before the test calls it blocked: a hang detector, far from any idle
 * answer (a second or two), so that a machine loaded with other work (a load average of 20 on 2 cores makes a server's
 * start take ten seconds) never fails a test. Speed lives in `npm run bench`.
 */
export const ANSWER_MS = 120_000;

export function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms (blocked?)`)), ms); });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

/** `nodeArgs`: node's own flags before dist/server.js (e.g. a startup snapshot's, test/resilience/snapshot.test.ts). */
export async function startChildServer(options: { folder?: string; settings?: Record<string, unknown>; initializationOptions?: unknown; nodeArgs?: readonly string[] }): Promise<ChildServer> {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), SERVER_JS, '--stdio'], { stdio: ['pipe', 'pipe', 'ignore'] });
  const rpc = createMessageConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
  const logs: string[] = [];
  rpc.onNotification('window/logMessage', (p: { message: string }) => { logs.push(p.message); });
  rpc.onNotification(() => undefined);
  rpc.onRequest('client/registerCapability', () => null);
  rpc.onRequest('workspace/configuration', (p: { items: unknown[] }) => p.items.map(() => options.settings ?? {}));
  rpc.onRequest(() => null);
  rpc.listen();
  const request = <R>(method: string, params: unknown, ms = ANSWER_MS) => within(rpc.sendRequest<R>(method, params), ms, method);
  const folderUri = options.folder ? URI.file(options.folder).toString() : null;
  const initialized = await request('initialize', {
    processId: process.pid,
    rootUri: folderUri,
    workspaceFolders: folderUri ? [{ uri: folderUri, name: 'folder' }] : null,
    initializationOptions: options.initializationOptions,
    capabilities: { workspace: { configuration: true } },
  });
  await rpc.sendNotification('initialized', {});
  return {
    rpc,
    child,
    initialized,
    logs,
    request,
    async dispose() {
      try {
        if (child.exitCode === null) await within(rpc.sendRequest('shutdown'), 5000, 'shutdown');
      } catch {
        // blocked: killed below
      }
      rpc.dispose();
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
