// Runs the real check pipeline over fixture files, the way the CLI and the server do.

import { readFileSync } from 'node:fs';
import { checkDocument, DEFAULT_CHECK_OPTIONS } from '../../server/src/checks';
import type { Diagnostic } from '../../server/src/diagnostics/diagnostic';
import { Workspace } from '../../server/src/model/workspace';
import type { Actual } from './annotations';

export function lineCol(text: string, offset: number): { line: number; col: number } {
  let line = 0;
  let last = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text[i] === '\n') { line++; last = i + 1; }
  }
  return { line, col: offset - last };
}

export function toActual(text: string, d: Diagnostic): Actual {
  const s = lineCol(text, d.span.start);
  const e = lineCol(text, d.span.end);
  return { line: s.line, start: s.col, end: e.line === s.line ? e.col : Number.MAX_SAFE_INTEGER, code: d.code, message: d.message };
}

/** Diagnostics per file of a workspace made of `files` (all loaded together). */
export function analyzeFiles(files: string[], opts: { showUnmodeled?: boolean } = {}): Map<string, { text: string; diagnostics: Diagnostic[] }> {
  const ws = new Workspace();
  for (const f of files) ws.update(f, readFileSync(f, 'utf8'));
  const out = new Map<string, { text: string; diagnostics: Diagnostic[] }>();
  for (const f of files) {
    out.set(f, { text: ws.get(f)!.text, diagnostics: checkDocument(ws, f, { ...DEFAULT_CHECK_OPTIONS, showUnmodeled: opts.showUnmodeled ?? false }) });
  }
  return out;
}
