// The cold open of a large document (issue 27): the set-wide provider's first pull has the complete set-wide notes of the
// first screen's cards, then a refresh, whose pull has the whole report (lsp/first-screen.ts). Every note sent early
// is the whole report's note: the early notes are the whole report's first notes, each equal, and the whole report's
// next note lies on a card after them.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FullDocumentDiagnosticReport, WorkspaceDiagnosticReport } from 'vscode-languageserver';
import { exampleCardBlocks, generateCards } from '../../bench/generate';
import { AnalysisHost } from '../../server/src/analysis/analysis-host';
import type { IncrementalChecker } from '../../server/src/checks/incremental-checker';
import type { Diagnostic } from '../../server/src/diagnostics/diagnostic';
import { firstScreenNotes } from '../../server/src/lsp/first-screen';
import { startClient, type TestClient } from './support/client';

/** The .cards files under `dir`, each folder one workspace. */
function folders(dir: string): string[][] {
  const files: string[] = [];
  const out: string[][] = [];
  for (const n of readdirSync(dir).sort()) {
    const f = path.join(dir, n);
    if (statSync(f).isDirectory()) out.push(...folders(f));
    else if (n.endsWith('.cards')) files.push(f);
  }
  return files.length ? [files, ...out] : out;
}

/** What a note is: every field but the internal message key's object identity. */
const shown = (d: Diagnostic) => ({ code: d.code, severity: d.severity, message: d.message, span: d.span, uri: d.uri, cr: d.cr, related: d.related, fixes: d.fixes?.length ?? 0 });

/** The early notes are the whole report's first notes, each equal; the next note of the whole report is on a later card. */
function expectFirstOfWhole(host: AnalysisHost, uri: string, lines: number, putDownCards?: number): Diagnostic[] {
  const a = host.analysis(uri)!;
  const early = firstScreenNotes(a, host, lines, putDownCards) ?? [];
  const whole = a.setWideDiagnostics().value;
  expect(early.map(shown)).toEqual(whole.slice(0, early.length).map(shown));
  const next = whole[early.length];
  if (next && early.length) {
    const last = a.model.cards.find((b) => b.card.span.start <= early.at(-1)!.span.start && early.at(-1)!.span.end <= b.card.span.end)!;
    expect(next.span.start).toBeGreaterThan(last.card.span.end);
  }
  return early;
}

describe('the first screen\'s set-wide notes', () => {
  it('are the whole report\'s first notes on examples/ and the fixtures, at several screen heights', () => {
    let said = 0;
    // examples/ as one workspace (its cards link each other's); each fixture alone
    for (const files of [...folders('examples'), ...[...folders('test/fixtures/notes'), ...folders('test/fixtures/face-down')].flat().map((f) => [f])]) {
      const host = new AnalysisHost();
      const uris = files.map((f) => `file:///ws/${f}`);
      files.forEach((f, i) => host.setDiskFile(uris[i]!, readFileSync(f, 'utf8')));
      for (const uri of uris) for (const lines of [8, 40]) said += expectFirstOfWhole(host, uri, lines).length;
    }
    expect(said).toBeGreaterThan(20);
  });

  it('on generated cards: repeats shortened ("same as …"), a note acknowledged in view, the set\'s manifest cards after the screen', () => {
    // The example set's cards that put no card face down, three times over (repeats in view), then the others: a
    // card's own notes depend on the ways the set puts cards face down, said by cards far below the screen.
    const blocks = exampleCardBlocks();
    const down = (b: { text: string }) => /manifest|cloak/i.test(b.text);
    const renamed = (b: { name: string; text: string }, k: number) => b.text.split(`"${b.name}"`).join(`"${b.name} ${k}"`);
    const set = `set "Bench" code BEN templating modern\n\n${[1, 2, 3].flatMap((k) => blocks.filter((b) => !down(b)).map((b) => renamed(b, k))).join('\n\n')}\n\n${blocks.filter(down).map((b) => renamed(b, 1)).join('\n\n')}\n`;
    // the notes of the first card's turned-face-up trigger (line 10, 0-based) acknowledged
    const trigger = '    When this creature is turned face up, return target creature';
    const acknowledged = set.replace(trigger, `    # cardscript-ignore interaction\n${trigger}`);
    expect(acknowledged).not.toBe(set);
    const onTrigger: number[] = [];
    for (const text of [set, acknowledged]) {
      const host = new AnalysisHost();
      host.openDocument('file:///ws/gen.cards', text, 1);
      const [inView, below] = [45, 400].map((lines) => expectFirstOfWhole(host, 'file:///ws/gen.cards', lines));
      const at = text.indexOf(trigger);
      onTrigger.push(inView!.filter((d) => d.span.start >= at && d.span.start < text.indexOf('\n', at)).length);
      expect(below!.length).toBeGreaterThan(inView!.length);
      expect(below!.some((d) => d.related?.some((r) => r.message.includes('full note')))).toBe(true);
    }
    expect(onTrigger[0]).toBeGreaterThan(0);
    expect(onTrigger[1]).toBe(0);
  });
});

describe('the first screen\'s runs', () => {
  it('are the whole analysis\'s: it plays none of them again, and its report is the one made without them', () => {
    const runsOf = (host: AnalysisHost) => (host as unknown as { checker: IncrementalChecker }).checker.runs;
    const text = generateCards(60);
    const early = new AnalysisHost();
    early.openDocument('file:///ws/gen.cards', text, 1);
    const notes = firstScreenNotes(early.analysis('file:///ws/gen.cards')!, early, 45) ?? [];
    expect(notes.length).toBeGreaterThan(0);
    const first = runsOf(early);
    const after = early.analysis('file:///ws/gen.cards')!.setWideDiagnostics().value;
    const fresh = new AnalysisHost();
    fresh.openDocument('file:///ws/gen.cards', text, 1);
    const whole = fresh.analysis('file:///ws/gen.cards')!.setWideDiagnostics().value;
    expect(after.map(shown)).toEqual(whole.map(shown));
    expect(notes.map(shown)).toEqual(whole.slice(0, notes.length).map(shown));
    // the early notes' runs are the checker's (a cache of their own: none), and the whole analysis played the rest
    // only: together, the runs the analysis plays alone
    expect(first).toBeGreaterThan(0);
    expect(runsOf(early)).toBe(runsOf(fresh));
  });
});

const uri = 'file:///ws/first-screen.cards';
let client: TestClient | undefined;
afterEach(async () => { await client?.dispose(); client = undefined; });

describe('the first screen\'s set-wide notes in a large workspace', () => {
  it('stop before a card that puts cards face down (its note reads every card\'s outcomes), still the whole report\'s first notes', () => {
    const text = generateCards(40);
    const host = new AnalysisHost();
    host.openDocument('file:///ws/gen.cards', text, 1);
    const manifest = text.indexOf('card "Hushwood Stalker 1"');
    const all = expectFirstOfWhole(host, 'file:///ws/gen.cards', 200);
    const before = expectFirstOfWhole(host, 'file:///ws/gen.cards', 200, 0);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((d) => d.span.start < manifest)).toBe(true);
    expect(all.some((d) => d.span.start > manifest)).toBe(true);
  });
});

describe('the set-wide provider\'s first pull of a large document', () => {
  it('has the first screen\'s notes, then a refresh, whose pull has the whole report; the workspace pull reports the document after it', async () => {
    let registered: (id: string) => void = () => undefined;
    const setWide = new Promise<string>((r) => { registered = r; });
    client = await startClient({ diagnostics: { refreshSupport: true } }, {
      server: { largeDocument: 1000 },
      textDocument: { diagnostic: { dynamicRegistration: true } },
      onRegister: (r) => { if (r.method === 'textDocument/diagnostic') registered((r.registerOptions as { identifier: string }).identifier); },
    });
    let refreshed: () => void = () => undefined;
    const refresh = new Promise<void>((r) => { refreshed = r; });
    client.rpc.onRequest('workspace/diagnostic/refresh', () => { refreshed(); return null; });
    const identifier = await setWide;
    const text = generateCards(60);
    await client.rpc.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardscript', version: 1, text } });
    const order: string[] = [];
    const early = await client.request<FullDocumentDiagnosticReport>('textDocument/diagnostic', { identifier, textDocument: { uri } });
    const workspace = client.request<WorkspaceDiagnosticReport>('workspace/diagnostic', { identifier, previousResultIds: [] }).then((r) => { order.push('workspace'); return r; });
    expect(early.kind).toBe('full');
    expect(early.resultId).toMatch(/^1-first-/);
    expect(early.items.length).toBeGreaterThan(0);
    await refresh;
    const whole = await client.request<FullDocumentDiagnosticReport>('textDocument/diagnostic', { identifier, textDocument: { uri }, previousResultId: early.resultId });
    order.push('document');
    expect(whole.kind).toBe('full');
    expect(whole.resultId).toMatch(/^1-set-/);
    expect(whole.items.length).toBeGreaterThan(early.items.length);
    // every note sent early is the whole report's, each equal, in the same order
    expect(whole.items.slice(0, early.items.length)).toEqual(early.items);
    const w = await workspace;
    expect(order).toEqual(['document', 'workspace']);
    expect((w.items.find((i) => i.uri === uri) as FullDocumentDiagnosticReport).items).toEqual(whole.items);
    // the next pull is answered whole (never early again)
    const again = await client.request<FullDocumentDiagnosticReport>('textDocument/diagnostic', { identifier, textDocument: { uri }, previousResultId: whole.resultId });
    expect(again).toMatchObject({ kind: 'unchanged', resultId: whole.resultId });
  });
});
