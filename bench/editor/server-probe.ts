// The server's side of the real-editor figures, without the browser (figures that a loaded machine leaves
// comparable): the bundled dist/server.js started as VS Code starts it (node --expose-gc, here over stdio) and
// spoken to as vscode-languageclient 11 does — pull diagnostics with refresh, a workspace folder holding one
// generated N-card file. Prints: process start → initialize answered; didOpen → first pull answered (and how many
// diagnostics it had); → every diagnostic known (the set-wide provider's answer, or the complete answer after the
// refresh that follows a partial one); then keystrokes on the bench's `Flying` line: didChange → its pull answered,
// and → the set-wide provider's answer (with its kind: "unchanged" costs the client nothing). Usage (bundled by bench/editor/probe.sh):
//   node probe.js <dist/server.js> [cards=1000] [keys=12]

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-jsonrpc/node';
import type { FullDocumentDiagnosticReport } from 'vscode-languageserver';
import { URI } from 'vscode-uri';
import { generateCards } from '../generate';

const ms = (x: number) => `${Math.round(x)} ms`;
const sleep = (t: number) => new Promise((resolve) => setTimeout(resolve, t));

export async function main(argv: string[]): Promise<void> {
  const [serverJs, n = '1000', keyCount = '12'] = argv;
  if (!serverJs) throw new Error('usage: probe <dist/server.js> [cards] [keys]');
  const dir = mkdtempSync(path.join(tmpdir(), 'cardscript-probe-'));
  try {
    const text = generateCards(Number(n));
    const file = path.join(dir, `bench-${n}.cards`);
    writeFileSync(file, text);
    const uri = URI.file(file).toString();
    const t0 = performance.now();
    const child = spawn(process.execPath, ['--expose-gc', ...(process.env['PROBE_NODE_ARGS']?.split(' ').filter(Boolean) ?? []), serverJs, '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
    const rpc = createMessageConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
    let refreshes = 0;
    let onRefresh: (() => void) | undefined;
    rpc.onRequest('workspace/diagnostic/refresh', () => { refreshes++; onRefresh?.(); return null; });
    let setWide: string | undefined; // the identifier of a second diagnostics provider, when the server registers one
    rpc.onRequest('client/registerCapability', (p: { registrations: { method: string; registerOptions?: { identifier?: string } }[] }) => {
      for (const r of p.registrations) if (r.method === 'textDocument/diagnostic') setWide = r.registerOptions?.identifier;
      return null;
    });
    rpc.onRequest('workspace/configuration', (p: { items: unknown[] }) => p.items.map(() => ({})));
    rpc.onNotification('cardscript/status', () => undefined);
    rpc.listen();
    const folder = URI.file(dir).toString();
    await rpc.sendRequest('initialize', {
      processId: process.pid, rootUri: folder, workspaceFolders: [{ uri: folder, name: 'ws' }],
      capabilities: {
        workspace: { configuration: true, diagnostics: { refreshSupport: true }, didChangeWatchedFiles: { dynamicRegistration: true }, workspaceEdit: { documentChanges: true } },
        textDocument: { diagnostic: { dynamicRegistration: true, relatedDocumentSupport: false } },
      },
    });
    const initialized = performance.now();
    await rpc.sendNotification('initialized', {});
    const opened = performance.now();
    await rpc.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardscript', version: 1, text } });
    const pull = (previousResultId?: string, identifier = 'cardscript') =>
      rpc.sendRequest<FullDocumentDiagnosticReport>('textDocument/diagnostic', { identifier, textDocument: { uri }, previousResultId });
    const refreshed = () => new Promise<void>((resolve) => { onRefresh = resolve; });
    let next = refreshed();
    let report = await pull();
    const first = performance.now();
    const firstCount = report.items.length;
    let complete = first;
    let items = report.items.length;
    let setWideId: string | undefined;
    if (setWide) {
      const r = await pull(undefined, setWide);
      complete = performance.now();
      items += r.items.length;
      setWideId = r.resultId;
    }
    // a partial answer (its id says `own`) is followed by a refresh; pull after each until the answer is complete
    // (with two providers the first one's answers are the own findings, complete for that provider)
    for (let r: FullDocumentDiagnosticReport = report; !setWide && /-own-/.test(r.resultId ?? ''); complete = performance.now()) {
      await next;
      next = refreshed();
      r = await pull(r.resultId);
      if (r.kind === 'full') items = r.items.length;
      report = r;
    }
    console.log(`server: ${n} cards, ${path.basename(serverJs)} (${process.version})`);
    console.log(`  process start → initialize answered   ${ms(initialized - t0)}`);
    console.log(`  didOpen → first pull answered         ${ms(first - opened)} (${firstCount} diagnostics)`);
    console.log(`  didOpen → every diagnostic known             ${ms(complete - opened)} (${items} diagnostics, ${refreshes} refresh)`);
    console.log(`  process start → first pull answered   ${ms(first - t0)}`);

    // keystrokes: `x` after the first plain Flying line, then Backspace, one second apart
    const lines = text.split('\n');
    const line = lines.findIndex((l) => /^\s+Flying\s*$/.test(l));
    const end = lines[line]!.length;
    let resultId = report.resultId;
    const times: number[] = [];
    const setWideTimes: number[] = [];
    const kinds: string[] = [];
    let version = 1;
    await sleep(1000);
    for (let k = 0; k < Number(keyCount); k++) {
      const typed = k % 2 === 0;
      version++;
      const range = typed ? { start: { line, character: end }, end: { line, character: end } } : { start: { line, character: end }, end: { line, character: end + 1 } };
      next = refreshed();
      const t = performance.now();
      await rpc.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ range, text: typed ? 'x' : '' }] });
      const setWideAnswer = setWide ? pull(setWideId, setWide).then((w) => { setWideTimes.push(performance.now() - t); kinds.push(w.kind); setWideId = w.resultId; }) : undefined;
      let r = await pull(resultId);
      times.push(performance.now() - t);
      await setWideAnswer;
      while (!setWide && /-own-/.test(r.resultId ?? '')) { await next; next = refreshed(); r = await pull(r.resultId); }
      resultId = r.resultId;
      await sleep(1000);
    }
    const stats = (xs: number[]) => {
      const sorted = [...xs].sort((a, b) => a - b);
      return `min ${ms(sorted[0]!)} / median ${ms(sorted[Math.floor((sorted.length - 1) / 2)]!)} / max ${ms(sorted.at(-1)!)} (n=${xs.length})`;
    };
    console.log(`  keystroke: didChange → its pull answered  ${stats(times)}`);
    if (setWide) console.log(`  keystroke: → set-wide provider answered   ${stats(setWideTimes)}; ${kinds.filter((k) => k === 'unchanged').length} unchanged of ${kinds.length}`);
    await rpc.sendRequest('shutdown');
    await rpc.sendNotification('exit');
    await Promise.race([new Promise((resolve) => child.once('exit', resolve)), sleep(5000)]);
    rpc.dispose();
    if (child.exitCode === null) child.kill();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
