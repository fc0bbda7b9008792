// The bench's item 5 measures the server as the VS Code client starts it: the same node flags.

import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_FLAGS } from '../../bench/lsp-client';

const ROOT = path.join(__dirname, '..', '..');

/** The execArgv of the client's `run` (or `debug`) server options, read from the source. */
function clientFlags(kind: 'run' | 'debug'): string[] {
  const source = readFileSync(path.join(ROOT, 'client', 'src', 'extension.ts'), 'utf8');
  const m = new RegExp(`${kind}: \\{[^\\n]*execArgv: \\[([^\\]]*)\\]`).exec(source);
  expect(m, `client/src/extension.ts: no execArgv for ${kind}`).not.toBeNull();
  return [...m![1]!.matchAll(/'([^']*)'/g)].map((x) => x[1]!);
}

describe('the server process', () => {
  it('is started by the bench with the flags the VS Code client uses', () => {
    expect(clientFlags('run')).toEqual(SERVER_FLAGS);
  });
  it('keeps the same memory flags when debugging', () => {
    expect(clientFlags('debug').filter((f) => SERVER_FLAGS.includes(f))).toEqual(SERVER_FLAGS);
  });
});
