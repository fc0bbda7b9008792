// The properties every card text must satisfy, one function per level of the pipeline. Each throws (with a
// message naming the broken invariant) and returns nothing; the fuzz suites feed them generated text.
//
// parse    parse() never throws; the file span covers the text; every error and line span lies inside it
// model    buildDocument() never throws; every span anywhere in the model lies inside the text
// format   the formatter never throws, is idempotent, and keeps every token (same token images, in order,
//          and the same non-whitespace characters)
// checks   checkDocument() never reports internal-error; diagnostic and fix spans lie inside the text
// fixes    each quick fix, and a fix-all pass, keeps every token outside the ranges it edits
// scenario every scenario run ends and is deterministic (two runs give the same report)

import type { IToken } from 'chevrotain';
import { lex } from '../../../grammar/src/lexer';
import { parse } from '../../../grammar/src/parse';
import { checkDocument } from '../../../server/src/checks';
import { applyEdits, applyFix, fixAllOnce } from '../../../server/src/checks/fix-all';
import type { Diagnostic, TextEdit } from '../../../server/src/diagnostics/diagnostic';
import { CODES } from '../../../server/src/diagnostics/registry';
import { formatStrict } from '../../../server/src/ide/format';
import { buildDocument } from '../../../server/src/model/document';
import type { Workspace } from '../../../server/src/model/workspace';
import { runScenario } from '../../../server/src/rules/scenario/run-scenario';

export class PropertyFailure extends Error {}

function fail(message: string): never {
  throw new PropertyFailure(message);
}

const show = (s: string, max = 400) => JSON.stringify(s.length > max ? s.slice(0, max) + '…' : s);

function inside(span: { start: number; end: number }, length: number): boolean {
  return Number.isInteger(span.start) && Number.isInteger(span.end) && span.start >= 0 && span.start <= span.end && span.end <= length;
}

// ---- parse -------------------------------------------------------------------------------------------------

export function parseProperty(text: string): void {
  const { ast, errors } = parse(text);
  if (ast.span.start !== 0 || ast.span.end !== text.length) fail(`file span ${JSON.stringify(ast.span)} is not [0, ${text.length}]`);
  for (const e of errors) {
    if (!inside(e.span, text.length)) fail(`syntax error span ${JSON.stringify(e.span)} outside the text: ${e.message}`);
    if (typeof e.message !== 'string' || e.message === '') fail('syntax error without a message');
  }
  let prevEnd = 0;
  for (const line of ast.lines) {
    if (!inside(line.span, text.length)) fail(`line span ${JSON.stringify(line.span)} outside the text`);
    if (line.span.start < prevEnd) fail(`line spans overlap at ${line.span.start}`);
    prevEnd = line.span.end;
  }
}

// ---- model -------------------------------------------------------------------------------------------------

/** Every `{start, end}` object reachable from `value` lies inside [0, length]. */
export function checkSpansInside(value: unknown, length: number, where: string): void {
  const seen = new Set<object>();
  const walk = (v: unknown, path: string, depth: number): void => {
    if (v === null || typeof v !== 'object' || seen.has(v) || depth > 40) return;
    seen.add(v);
    const o = v as Record<string, unknown>;
    if (typeof o['start'] === 'number' && typeof o['end'] === 'number' && !inside(o as { start: number; end: number }, length)) {
      fail(`${where}: span ${JSON.stringify({ start: o['start'], end: o['end'] })} at ${path} is outside [0, ${length}]`);
    }
    for (const [k, child] of Object.entries(o)) {
      if (k === 'uri' || k === 'related') continue; // related spans belong to other documents
      walk(child, `${path}.${k}`, depth + 1);
    }
  };
  walk(value, '$', 0);
}

export function modelProperty(text: string): void {
  const doc = buildDocument('file:///fuzz.cards', text);
  checkSpansInside(doc.cards, text.length, 'model');
  checkSpansInside(doc.scenarios, text.length, 'model');
}

// ---- tokens ------------------------------------------------------------------------------------------------

export interface Tok {
  start: number;
  end: number;
  type: string;
  image: string;
}

/** Tokens and comments of `text`, in order (line breaks left out). */
export function tokensOf(text: string): Tok[] {
  const lexed = lex(text);
  const toks: IToken[] = [...lexed.tokens.filter((t) => t.tokenType.name !== 'Newline'), ...(lexed.groups['comments'] ?? [])];
  return toks
    .map((t) => ({ start: t.startOffset, end: t.startOffset + t.image.length, type: t.tokenType.name, image: t.image }))
    .sort((a, b) => a.start - b.start);
}

/** What the formatter may not change in a token: its text (rules lines and comments less their trailing blanks). */
const essence = (t: Tok) => (t.type === 'RulesLine' || t.type === 'Comment' ? t.image.replace(/[ \t\u00A0\uFEFF]+$/, '') : t.image);
const LEXER_WHITESPACE = /[ \t\u00A0\uFEFF\r\n]/g;

// ---- format ------------------------------------------------------------------------------------------------

export function formatProperty(text: string): void {
  const once = formatStrict(text);
  const twice = formatStrict(once);
  if (twice !== once) fail(`formatting is not idempotent:\n first: ${show(once)}\nsecond: ${show(twice)}`);
  const before = tokensOf(text).map(essence);
  const after = tokensOf(once).map(essence);
  const firstDiff = before.findIndex((t, i) => t !== after[i]);
  if (before.length !== after.length || firstDiff >= 0) {
    const i = firstDiff >= 0 ? firstDiff : Math.min(before.length, after.length);
    fail(`formatting changed token ${i}: ${show(before[i] ?? '<none>')} became ${show(after[i] ?? '<none>')}\nformatted: ${show(once)}`);
  }
  if (text.replace(LEXER_WHITESPACE, '') !== once.replace(LEXER_WHITESPACE, '')) {
    fail(`formatting changed the non-whitespace characters\nformatted: ${show(once)}`);
  }
}

// ---- checks ------------------------------------------------------------------------------------------------

export function checksProperty(ws: Workspace, uri: string): Diagnostic[] {
  const doc = ws.get(uri)!;
  const diagnostics = checkDocument(ws, uri);
  for (const d of diagnostics) {
    if (d.code === 'internal-error') fail(`internal error: ${d.message}`);
    if (!(d.code in CODES)) fail(`unknown diagnostic code ${d.code}`);
    if (d.uri === uri && !inside(d.span, doc.text.length)) fail(`${d.code} span ${JSON.stringify(d.span)} outside the text`);
    for (const fix of d.fixes ?? []) {
      for (const e of fix.edits) if (!inside(e.span, doc.text.length)) fail(`${d.code} fix "${fix.title}" edits ${JSON.stringify(e.span)}, outside the text`);
    }
  }
  return diagnostics;
}

// ---- fixes -------------------------------------------------------------------------------------------------

/** Tokens of `before` that neither overlap nor touch an edit are found, unchanged, at their new offsets in `after`. */
export function checkTokensKept(before: string, after: string, edits: readonly TextEdit[], what: string): void {
  const sorted = [...edits].sort((a, b) => a.span.start - b.span.start);
  const afterByStart = new Map(tokensOf(after).map((t) => [t.start, t]));
  for (const tok of tokensOf(before)) {
    if (sorted.some((e) => e.span.start <= tok.end && tok.start <= e.span.end)) continue;
    let shift = 0;
    for (const e of sorted) if (e.span.end <= tok.start) shift += e.newText.length - (e.span.end - e.span.start);
    const moved = afterByStart.get(tok.start + shift);
    if (!moved || moved.image !== tok.image || moved.type !== tok.type) {
      fail(`${what} lost token ${tok.type} ${show(tok.image)} at ${tok.start}` +
        `${moved ? ` (found ${moved.type} ${show(moved.image)})` : ''}\nedits: ${JSON.stringify(edits)}\nafter: ${show(after)}`);
    }
  }
}

/** Every fix of every diagnostic, one at a time, then one fix-all pass. Returns the number of fixes tried. */
export function fixesProperty(text: string, diagnostics: readonly Diagnostic[]): number {
  let tried = 0;
  for (const d of diagnostics) {
    for (const fix of d.fixes ?? []) {
      tried++;
      const after = applyFix(text, fix);
      if (after === text && fix.edits.some((e) => e.newText !== text.slice(e.span.start, e.span.end))) {
        if (applyEdits(text, fix.edits).skipped.length) fail(`${d.code} fix "${fix.title}" has conflicting edits: ${JSON.stringify(fix.edits)}`);
      }
      checkTokensKept(text, after, fix.edits, `${d.code} fix "${fix.title}"`);
    }
  }
  const pass = fixAllOnce(text, diagnostics);
  checkTokensKept(text, pass.text, pass.fixes.flatMap((f) => f.edits), 'fix-all');
  return tried;
}

// ---- scenarios ---------------------------------------------------------------------------------------------

const MAX_EVENTS_PER_STEP = 5_000;

/** Runs every scenario of `uri` twice on fresh engines; returns the number of steps run. */
export function scenarioProperty(ws: Workspace, uri: string): number {
  const doc = ws.get(uri)!;
  const cards = ws.allCards();
  let steps = 0;
  for (const scenario of doc.scenarios) {
    const first = runScenario(scenario, cards, uri);
    const second = runScenario(scenario, cards, uri);
    for (const s of first.steps) {
      if (s.events.length > MAX_EVENTS_PER_STEP) fail(`a step of "${first.name}" produced ${s.events.length} events`);
    }
    for (const d of first.diagnostics) if (d.code === 'internal-error') fail(`scenario internal error: ${d.message}`);
    const a = JSON.stringify(first);
    const b = JSON.stringify(second);
    if (a !== b) {
      let i = 0;
      while (a[i] === b[i]) i++;
      fail(`scenario "${first.name}" is not deterministic near ${show(a.slice(Math.max(0, i - 120), i + 120))} vs ${show(b.slice(Math.max(0, i - 120), i + 120))}`);
    }
    steps += first.steps.length;
  }
  return steps;
}
