// The server over stdio (dist/server.js, a child process) given a message header without Content-Length, or with one
// that is not a number (issue 22, F17): it was alive and silent. Now it answers a JSON-RPC parse error (id null), logs
// one line on stderr and in window/logMessage, skips to the next message and answers it. Waits are bounded.

import { spawn, type ChildProcess } from 'node:child_process';
import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { StreamMessageReader } from 'vscode-jsonrpc/node';
import { FramingGuard } from '../../server/src/lsp/framing';
import { ANSWER_MS, within } from './support/child-server';

const SERVER_JS = path.join(__dirname, '..', '..', 'dist', 'server.js');

interface Message { id?: number | null; method?: string; result?: unknown; error?: { code: number; message: string }; params?: { message?: string } }

let child: ChildProcess | undefined;
afterEach(() => { if (child && child.exitCode === null) child.kill('SIGKILL'); child = undefined; });

function start(): { messages: Message[]; stderr: () => string; next: (match: (m: Message) => boolean) => Promise<Message>; write: (s: string) => void } {
  child = spawn(process.execPath, [SERVER_JS, '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
  const messages: Message[] = [];
  const waiters: { match: (m: Message) => boolean; resolve: (m: Message) => void }[] = [];
  let err = '';
  child.stderr!.on('data', (d: Buffer) => { err += d.toString(); });
  new StreamMessageReader(child.stdout!).listen((m) => {
    const msg = m as Message;
    messages.push(msg);
    for (const w of [...waiters]) if (w.match(msg)) { waiters.splice(waiters.indexOf(w), 1); w.resolve(msg); }
  });
  const next = (match: (m: Message) => boolean) => within(new Promise<Message>((resolve) => {
    const seen = messages.find(match);
    if (seen) resolve(seen);
    else waiters.push({ match, resolve });
  }), ANSWER_MS, 'the server');
  return { messages, stderr: () => err, next, write: (s) => child!.stdin!.write(s) };
}

const framed = (body: string) => `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
const initialize = (id: number) => JSON.stringify({ jsonrpc: '2.0', id, method: 'initialize', params: { processId: null, rootUri: null, capabilities: {} } });

describe('a malformed header over stdio', () => {
  it.each([
    ['without Content-Length', 'Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{"jsonrpc":"2.0","id":1,"method":"shutdown"}', /without Content-Length/],
    ['with Content-Length: abc', 'Content-Length: abc\r\n\r\n{"jsonrpc":"2.0","id":1,"method":"shutdown"}', /Content-Length is not a number \("abc"\)/],
  ])('%s: answered with a parse error and logged; the next message is read', async (_label, bad, why) => {
    const s = start();
    s.write(bad + framed(initialize(7)));
    const parseError = await s.next((m) => m.id === null && m.error?.code === -32700);
    expect(parseError.error!.message).toMatch(why);
    const answer = await s.next((m) => m.id === 7);
    expect(answer.result).toHaveProperty('capabilities');
    // Initialized: the log line reaches the client too (window/logMessage goes out once the client is initialized).
    s.write(framed(JSON.stringify({ jsonrpc: '2.0', method: 'initialized', params: {} })) + bad + framed(JSON.stringify({ jsonrpc: '2.0', id: 8, method: 'shutdown' })));
    const logged = await s.next((m) => m.method === 'window/logMessage' && /ignored a message header/.test(m.params?.message ?? ''));
    expect(logged.params!.message).toMatch(why);
    expect((await s.next((m) => m.id === 8)).error).toBeUndefined();
    expect(s.stderr()).toMatch(new RegExp(`^cardscript: ignored a message header[^\\n]*\\n`));
  });
});

describe('the framing guard, chunk by chunk', () => {
  const run = async (input: string, size: number) => {
    const problems: string[] = [];
    const guard = new FramingGuard((p) => problems.push(p));
    const out: Buffer[] = [];
    guard.on('data', (d: Buffer) => out.push(d));
    const bytes = Buffer.from(input);
    for (let at = 0; at < bytes.length; at += size) guard.write(bytes.subarray(at, at + size));
    await new Promise<void>((resolve) => guard.end(resolve));
    return { out: Buffer.concat(out).toString(), problems };
  };
  const good = framed('{"jsonrpc":"2.0","id":1,"method":"x","params":{"text":"Content-Length: 9 ünïcode"}}');
  for (const size of [1, 3, 17, 4096]) {
    it(`chunks of ${size}: well-formed messages pass unchanged; a bad header is reported and skipped`, async () => {
      expect(await run(good + good, size)).toEqual({ out: good + good, problems: [] });
      const r = await run(`X-Nothing: 1\r\n\r\n{"garbage":true}${good}Content-Length: -3\r\n\r\n{}${good}`, size);
      expect(r.out).toBe(good + good);
      expect(r.problems).toHaveLength(2);
    });
  }
  it('a header block longer than 16 KB is reported, and what follows is read', async () => {
    const r = await run(`${'x'.repeat(20_000)}${good}`, 1000);
    expect(r.out).toBe(good);
    expect(r.problems.length).toBeGreaterThanOrEqual(1);
  });
});
