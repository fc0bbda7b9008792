// The bench's items 5 and 15 measure the server as the VS Code client starts it: the same node flags and allocator
// settings.

import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_FLAGS } from '../../bench/lsp-client';

const ROOT = path.join(__dirname, '..', '..');

const CLIENT = readFileSync(path.join(ROOT, 'client', 'src', 'extension.ts'), 'utf8');

/** The client's own list of server flags, read from the source. */
function clientFlags(): string[] {
  const m = /const SERVER_FLAGS = \[([^\]]*)\]/.exec(CLIENT);
  expect(m, 'client/src/extension.ts: no SERVER_FLAGS list').not.toBeNull();
  return [...m![1]!.matchAll(/'([^']*)'/g)].map((x) => x[1]!);
}

/** The execArgv of the client's `run` (or `debug`) server options, as written. */
function execArgv(kind: 'run' | 'debug'): string {
  const m = new RegExp(`${kind}: \\{[^\\n]*execArgv: \\[([^\\]]*)\\]`).exec(CLIENT);
  expect(m, `client/src/extension.ts: no execArgv for ${kind}`).not.toBeNull();
  return m![1]!;
}

/** The client's allocator settings for the server, read from the source. */
function clientEnv(): Record<string, string> {
  const m = /const SERVER_ENV = \{([^}]*)\}/.exec(CLIENT);
  expect(m, 'client/src/extension.ts: no SERVER_ENV').not.toBeNull();
  return Object.fromEntries([...m![1]!.matchAll(/(\w+): '([^']*)'/g)].map((x) => [x[1]!, x[2]!]));
}

describe('the server process', () => {
  it('is started by the bench with the flags the VS Code client uses', () => {
    expect(clientFlags()).toEqual(SERVER_FLAGS);
    // and, when built, the server's startup snapshot (server/src/startup/snapshot.ts), built with the same flags
    expect(execArgv('run').trim()).toBe('...SERVER_FLAGS, ...snapshot');
  });
  it('keeps the same memory flags when debugging', () => {
    expect(execArgv('debug')).toContain('...SERVER_FLAGS');
  });
  it('is started by the bench with the allocator settings the VS Code client uses, run and debug alike', () => {
    expect(clientEnv()).toEqual(SERVER_ENV);
    expect(CLIENT.match(/env: \{ \.\.\.process\.env, \.\.\.SERVER_ENV \}/g)).toHaveLength(2);
  });
});
