// The floor of the real-editor figures: a language server that does no work, built in place of dist/server.js by
// `EDITOR_BENCH_FLOOR=1 npm run bench:editor` (esbuild.mjs). It announces pull diagnostics as the CardScript server
// does and answers every pull at once: a warning on the first line (what the cold open figure waits for), a warning
// on each line that ends in `x` (what the keystroke and burst figures wait for), and, with FLOOR_FILLER=N, N information diagnostics on `card` lines, each with FLOOR_RELATED (default 5)
// related locations, like the set-wide notes — so the figures it gives are VS Code's own cost (and the cost of a
// payload that size), which no server can go below.

import { createConnection, DiagnosticSeverity, TextDocuments, TextDocumentSyncKind, type Diagnostic } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';

const FILLER = Number(process.env['FLOOR_FILLER'] ?? 0);
const RELATED = Number(process.env['FLOOR_RELATED'] ?? 5);

const connection = createConnection();
const documents = new TextDocuments(TextDocument);

function diagnosticsOf(doc: TextDocument): Diagnostic[] {
  const lines = doc.getText().split('\n');
  const out: Diagnostic[] = [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: lines[0]!.length } }, severity: DiagnosticSeverity.Warning, source: 'floor', code: 'floor', message: 'The first line.' }];
  const cardLines: number[] = [];
  lines.forEach((l, i) => { if (l.startsWith('card "')) cardLines.push(i); });
  lines.forEach((l, line) => {
    if (/x\s*$/.test(l)) {
      const start = l.length - l.trimStart().length;
      out.push({ range: { start: { line, character: start }, end: { line, character: l.trimEnd().length } }, severity: DiagnosticSeverity.Warning, source: 'floor', code: 'floor', message: 'A line that ends in x.' });
    }
  });
  for (let k = 0; k < Math.min(FILLER, cardLines.length); k++) {
    const line = cardLines[k]! + 1;
    out.push({
      range: { start: { line, character: 2 }, end: { line, character: lines[line]!.length } }, severity: DiagnosticSeverity.Information, source: 'floor', code: 'filler',
      message: 'A filler note, as long as a set-wide note: an effect that could touch a face-down card of this set.',
      relatedInformation: Array.from({ length: RELATED }, (_, j) => {
        const at = cardLines[(k + j + 1) % cardLines.length]!;
        return { location: { uri: doc.uri, range: { start: { line: at, character: 5 }, end: { line: at, character: lines[at]!.length } } }, message: 'a card' };
      }),
    });
  }
  return out;
}

connection.onInitialize(() => ({
  capabilities: {
    textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental },
    diagnosticProvider: { identifier: 'cardscript', interFileDependencies: true, workspaceDiagnostics: true },
  },
}));
let counter = 0;
connection.languages.diagnostics.on((params) => {
  const doc = documents.get(params.textDocument.uri);
  return { kind: 'full', resultId: String(++counter), items: doc ? diagnosticsOf(doc) : [] };
});
connection.languages.diagnostics.onWorkspace(() => ({ items: [] }));
documents.listen(connection);
connection.listen();
