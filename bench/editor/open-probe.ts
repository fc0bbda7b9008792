// A cold open as VS Code makes it, without the browser (issue 27): dist/server.js started with the client's flags, a
// workspace folder holding one generated N-card file, and at the open what VS Code and vscode-languageclient 11 ask at
// once — document symbols, code lenses, semantic tokens (/range for the lines in view, /full), folding, inlay hints,
// and for each diagnostics provider a document pull and a workspace pull (the client converts, then drops, a workspace
// report of a document it pulls). Prints each answer with the wall time and the server's CPU time (/proc) since the
// process started, the bytes received by then, and the server's CPU when the document pull that draws the first
// squiggle on the first screen (a diagnostic of severity ≤ information in the first 45 lines) was answered: on the
// bench's set those are set-wide notes (line 10), which the set-wide provider's first answer has (the first screen's
// notes, lsp/first-screen.ts); a refresh re-pulls the document as the client does, and the set-wide provider's whole
// report is timed too. PROBE_REPULLS=N then
// times N workspace re-pulls with the ids the client has (it pulls again 2 s after each). Usage (bench/editor/probe.sh):
//   node open-probe.js <dist/server.js> [cards=1000] [ms from initialized to the open=0]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-jsonrpc/node';
import { URI } from 'vscode-uri';
import { generateCards } from '../generate';

const cpu = (pid: number) => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' '); return (Number(f[11]) + Number(f[12])) * 10; };

/** Wall and server CPU time (ms) since the process started, at one point of a cold open. */
export interface At { wall: number; cpu: number }

/**
 * What one cold open gave: → initialize answered, → the first squiggle on the first screen (a diagnostic of severity ≤
 * information in the first 45 lines), → the set-wide provider's whole report (a document pull), and each answer
 * (`events`). `quiet`: print nothing (bench item 20).
 */
export interface ColdOpen { initialize: At; firstSquiggle: At | undefined; wholeSetWide: At | undefined; ownReport: At | undefined; totalCpu: number; events: string[] }

export async function main(argv: string[]) {
  const [serverJs, n = '1000', openDelay = '0', noWorkspace = ''] = argv;
  await coldOpen(serverJs!, Number(n), { openDelay: Number(openDelay), noWorkspace: !!noWorkspace });
}

export async function coldOpen(serverJs: string, cards: number, { openDelay = 0, noWorkspace = false, quiet = false } = {}): Promise<ColdOpen> {
  const n = String(cards);
  const dir = mkdtempSync(path.join(tmpdir(), 'cardscript-el-'));
  const text = generateCards(Number(n));
  const file = path.join(dir, `bench-${n}.cards`);
  writeFileSync(file, text);
  const uri = URI.file(file).toString();
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--expose-gc', '--max-semi-space-size=8', ...(process.env['PROBE_NODE_ARGS']?.split(' ').filter(Boolean) ?? []), serverJs, '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, MALLOC_ARENA_MAX: '1', MALLOC_TRIM_THRESHOLD_: '1048576' } });
  const pid = child.pid!;
  let bytes = 0;
  let bytesAtSquiggle = 0;
  child.stdout!.on('data', (b: Buffer) => { bytes += b.length; });
  const rpc = createMessageConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
  const events: string[] = [];
  const at = (what: string) => events.push(`${Math.round(performance.now() - t0)} ms wall, cpu ${cpu(pid)} ms, ${(bytes / 1e6).toFixed(3)} MB: ${what}`);
  let firstSquiggle: number | undefined; let firstSquiggleCpu = 0;
  const squiggle = (items: any[]) => { if (firstSquiggle === undefined && items.some((d) => d.range.start.line < 45 && d.severity <= 3)) { firstSquiggle = performance.now() - t0; firstSquiggleCpu = cpu(pid); bytesAtSquiggle = bytes; } };
  const pulls: Promise<unknown>[] = [];
  // The result id the client has of each provider's document pull (sent again with a pull after a refresh), and when the
  // set-wide provider's whole report came (a report named `-first-` has the first screen's notes only: the rest follows).
  const docIds = new Map<string, string>();
  let wholeSetWide: number | undefined; let wholeSetWideCpu = 0;
  // the own provider's first full report (the documents' own findings: their errors)
  let ownReport: At | undefined;
  let setWideDone!: () => void; const setWideWhole = new Promise<void>((r) => { setWideDone = r; });
  const pullDoc = (identifier: string) => rpc.sendRequest<any>('textDocument/diagnostic', { identifier, textDocument: { uri }, previousResultId: docIds.get(identifier) }).then((r) => {
    at(`doc pull ${identifier}: ${r.kind} ${r.items?.length ?? ''} ${r.resultId ?? ''}`);
    squiggle(r.items ?? []);
    if (r.resultId) docIds.set(identifier, r.resultId);
    if (identifier !== setWideId && r.kind === 'full' && !ownReport) ownReport = { wall: performance.now() - t0, cpu: cpu(pid) };
    if (identifier === setWideId && !String(r.resultId).includes('-first-') && wholeSetWide === undefined) { wholeSetWide = performance.now() - t0; wholeSetWideCpu = cpu(pid); setWideDone(); }
  });
  const pullBoth = (identifier: string) => {
    pulls.push(pullDoc(identifier));
    if (!noWorkspace) pulls.push(rpc.sendRequest<any>('workspace/diagnostic', { identifier, previousResultIds: [] }).then((r) => { at(`workspace pull ${identifier}: ${r.items.map((i: any) => `${i.kind} ${i.items?.length}`).join(',')}`); /* a workspace report of a document the client pulls is dropped */ }));
  };
  let setWideId = '';
  let registered!: () => void; const reg = new Promise<void>((r) => { registered = r; });
  // as vscode-languageclient 11: a refresh re-pulls the open document for each provider, with the ids it has
  rpc.onRequest('workspace/diagnostic/refresh', () => { at('refresh'); for (const identifier of ['cardscript', setWideId]) void pullDoc(identifier); return null; });
  rpc.onRequest('client/registerCapability', (p: any) => {
    for (const r of p.registrations) if (r.method === 'textDocument/diagnostic') { setWideId = r.registerOptions.identifier; at('set-wide registered'); setTimeout(() => { pullBoth(r.registerOptions.identifier); registered(); }, 0); }
    return null;
  });
  rpc.onRequest('workspace/configuration', (p: any) => p.items.map(() => ({})));
  rpc.onNotification('cardscript/status', () => undefined);
  rpc.onNotification('window/logMessage', () => undefined);
  rpc.listen();
  const folder = URI.file(dir).toString();
  await rpc.sendRequest('initialize', { processId: process.pid, rootUri: folder, workspaceFolders: [{ uri: folder, name: 'ws' }],
    capabilities: { workspace: { configuration: true, diagnostics: { refreshSupport: true }, didChangeWatchedFiles: { dynamicRegistration: true }, workspaceEdit: { documentChanges: true } },
      textDocument: { diagnostic: { dynamicRegistration: true, relatedDocumentSupport: false } } } });
  at('initialize answered');
  const initialize = { wall: performance.now() - t0, cpu: cpu(pid) };
  await rpc.sendNotification('initialized', {});
  if (openDelay) await new Promise((r) => setTimeout(r, openDelay));
  await rpc.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardscript', version: 1, text } });
  const features = process.env['PROBE_FEATURES'] !== 'off';
  const req = (method: string, params: object) => { if (!features) return; pulls.push(rpc.sendRequest<any>(method, params).then((r) => at(`${method}: ${Array.isArray(r) ? r.length : r?.data ? r.data.length : typeof r}`))); };
  const td = { uri };
  const view = { start: { line: 0, character: 0 }, end: { line: 45, character: 0 } };
  req('textDocument/documentSymbol', { textDocument: td });
  req('textDocument/codeLens', { textDocument: td });
  req('textDocument/semanticTokens/range', { textDocument: td, range: view });
  req('textDocument/semanticTokens/full', { textDocument: td });
  req('textDocument/foldingRange', { textDocument: td });
  req('textDocument/inlayHint', { textDocument: td, range: view });
  pullBoth('cardscript');
  await reg;
  while (pulls.length < (features ? 10 : 4)) await new Promise((r) => setTimeout(r, 10));
  await Promise.all(pulls);
  await Promise.race([setWideWhole, new Promise((r) => setTimeout(r, 60_000))]);
  // the client's workspace pull every 2 s after the last one ended, with the ids it has (vscode-languageclient 11)
  if (process.env['PROBE_REPULLS']) {
    const ids = new Map<string, { uri: string; value: string }[]>();
    for (const identifier of ['cardscript', setWideId]) {
      const r = await rpc.sendRequest<any>('workspace/diagnostic', { identifier, previousResultIds: [] });
      ids.set(identifier, r.items.filter((i: any) => i.resultId).map((i: any) => ({ uri: i.uri, value: i.resultId })));
    }
    const cpus: number[] = [];
    for (let k = 0; k < Number(process.env['PROBE_REPULLS']); k++) {
      await new Promise((r) => setTimeout(r, 300));
      const c0 = cpu(pid);
      const kinds: string[] = [];
      for (const identifier of ['cardscript', setWideId]) {
        const r = await rpc.sendRequest<any>('workspace/diagnostic', { identifier, previousResultIds: ids.get(identifier) });
        kinds.push(...r.items.map((i: any) => i.kind));
      }
      cpus.push(cpu(pid) - c0);
      if (k === 0) console.log('   re-pull kinds:', kinds.join(','));
    }
    console.log(`   workspace re-pulls (both providers), server cpu each: ${cpus.join(' / ')} ms`);
  }
  const totalCpu = cpu(pid);
  if (!quiet) {
    for (const e of events) console.log('  ', e);
    console.log(`   first squiggle (line < 45, severity ≤ 3): ${Math.round(firstSquiggle ?? -1)} ms wall, server cpu ${firstSquiggleCpu} ms, ${(bytesAtSquiggle / 1e6).toFixed(2)} MB received by then (of ${(bytes / 1e6).toFixed(2)}); total cpu ${totalCpu} ms`);
    console.log(`   the set-wide provider's whole report (a document pull): ${Math.round(wholeSetWide ?? -1)} ms wall, server cpu ${wholeSetWideCpu} ms`);
    console.log(`   the own provider's first report (the own findings): ${Math.round(ownReport?.wall ?? -1)} ms wall, server cpu ${ownReport?.cpu ?? -1} ms`);
  }
  await rpc.sendRequest('shutdown'); await rpc.sendNotification('exit');
  await Promise.race([new Promise((r) => child.once("exit", r)), new Promise((r) => setTimeout(r, 8000))]); child.kill(); rmSync(dir, { recursive: true, force: true });
  return {
    initialize,
    firstSquiggle: firstSquiggle === undefined ? undefined : { wall: firstSquiggle, cpu: firstSquiggleCpu },
    wholeSetWide: wholeSetWide === undefined ? undefined : { wall: wholeSetWide, cpu: wholeSetWideCpu },
    ownReport,
    totalCpu,
    events,
  };
}
