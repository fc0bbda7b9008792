// Core values → LSP values: offsets to positions, our diagnostics to LSP diagnostics.

import {
  DiagnosticSeverity, DiagnosticTag, type Diagnostic as LspDiagnostic, type Range,
} from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Span } from '../../../grammar/src/span';
import { localMessage, type Diagnostic } from '../diagnostics/diagnostic';
import type { Locale } from '../i18n';
import { CODES } from '../diagnostics/registry';

const SEVERITY = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  information: DiagnosticSeverity.Information,
  hint: DiagnosticSeverity.Hint,
} as const;

/** docs/diagnostics.md as packaged next to the bundles (dist/../docs), or in the source tree (server/src/lsp). */
const DOCS_CANDIDATES = [path.join(__dirname, '..', 'docs', 'diagnostics.md'), path.join(__dirname, '..', '..', '..', 'docs', 'diagnostics.md')];
let docs: { url: string; lines: Map<string, number> } | null | undefined;

/**
 * Where a code is documented: the shipped docs/diagnostics.md at the line of the code's `## code` heading
 * (`file:…#L12`, which editors open at that line); undefined when the file is not there.
 */
export function docsLink(code: string): string | undefined {
  if (docs === undefined) {
    const file = DOCS_CANDIDATES.find((f) => existsSync(f));
    docs = null;
    if (file) {
      const lines = new Map<string, number>();
      readFileSync(file, 'utf8').split('\n').forEach((l, i) => {
        const m = /^## ([a-z][a-z0-9-]*)\s*$/.exec(l);
        if (m) lines.set(m[1]!, i + 1);
      });
      docs = { url: pathToFileURL(file).href, lines };
    }
  }
  if (!docs) return undefined;
  const line = docs.lines.get(code);
  return line ? `${docs.url}#L${line}` : docs.url;
}

/** Each code's link, made once (shared by every diagnostic of the code: thousands in a large set). */
const hrefs = new Map<string, { href: string } | undefined>();

function docsHref(code: string): { href: string } | undefined {
  if (!hrefs.has(code)) {
    const href = docsLink(code);
    hrefs.set(code, href ? Object.freeze({ href }) : undefined);
  }
  return hrefs.get(code);
}

export function toRange(doc: TextDocument, span: Span): Range {
  return { start: doc.positionAt(span.start), end: doc.positionAt(span.end) };
}

export function toLspDiagnostic(doc: TextDocument, d: Diagnostic, docFor: (uri: string) => TextDocument | undefined, locale: Locale = 'en'): LspDiagnostic {
  return diagnosticConverter(doc, docFor, locale)(d);
}

/**
 * Converts the diagnostics of one report (a publish, a pull) of `doc`. Related locations repeat across a report (the
 * set-wide notes link the same few cards), so their ranges are worked out once per report and shared. Messages are
 * worded in `locale` (the client's display language).
 */
export function diagnosticConverter(doc: TextDocument, docFor: (uri: string) => TextDocument | undefined, locale: Locale = 'en'): (d: Diagnostic) => LspDiagnostic {
  const documents = new Map<string, TextDocument | undefined>();
  const related = new Map<string, Map<number, Map<number, Range>>>();
  const relatedRange = (uri: string, span: Span): Range | undefined => {
    let other = documents.get(uri);
    if (other === undefined && !documents.has(uri)) documents.set(uri, (other = docFor(uri)));
    if (!other) return undefined;
    let byStart = related.get(uri);
    if (!byStart) related.set(uri, (byStart = new Map()));
    let byEnd = byStart.get(span.start);
    if (!byEnd) byStart.set(span.start, (byEnd = new Map()));
    let range = byEnd.get(span.end);
    if (!range) byEnd.set(span.end, (range = toRange(other, span)));
    return range;
  };
  return (d) => {
    const w = wordsOf(d, locale);
    return {
      range: toRange(doc, d.span),
      severity: SEVERITY[d.severity],
      code: d.code,
      codeDescription: w.codeDescription,
      source: 'cardscript',
      message: w.message,
      tags: w.tags,
      relatedInformation: d.related
        ?.map((r, i) => {
          const range = relatedRange(r.uri, r.span);
          return range ? { location: { uri: r.uri, range }, message: w.related[i]! } : undefined;
        })
        .filter((r): r is NonNullable<typeof r> => r !== undefined),
      data: d.fixes?.length ? { fixes: d.fixes.length } : undefined,
    };
  };
}

/** What a diagnostic shows but its ranges, worded in one language. */
interface Words {
  locale: Locale;
  message: string;
  related: string[];
  tags: DiagnosticTag[] | undefined;
  codeDescription: ReturnType<typeof docsHref>;
}

/**
 * Each diagnostic's words, per object, in the last language asked (a diagnostic object's words never change; its
 * positions move with its card): a publish after a keystroke words only the edited card's diagnostics again.
 */
const worded = new WeakMap<Diagnostic, Words>();

/** Diagnostics worded so far (test/robustness/edit-work.test.ts). */
export const convertWork = { worded: 0 };

function wordsOf(d: Diagnostic, locale: Locale): Words {
  const known = worded.get(d);
  if (known?.locale === locale) return known;
  convertWork.worded++;
  const info = CODES[d.code];
  const tags: DiagnosticTag[] = [];
  if ('deprecated' in info && info.deprecated) tags.push(DiagnosticTag.Deprecated);
  if ('unnecessary' in info && info.unnecessary) tags.push(DiagnosticTag.Unnecessary);
  const message = localMessage(d, locale);
  const cr = d.cr?.length && !d.cr.every((c) => message.includes(c)) ? ` (CR ${d.cr.join(', ')})` : '';
  const words: Words = {
    locale,
    message: message + cr,
    related: (d.related ?? []).map((r) => localMessage(r, locale)),
    tags: tags.length ? tags : undefined,
    codeDescription: docsHref(d.code),
  };
  worded.set(d, words);
  return words;
}

/**
 * A publish's diagnostics, converted one by one as the message is written (`JSON.stringify` calls each item's
 * `toJSON`) instead of all at once before it: a publish of a large set (10,000+ diagnostics with ranges and related
 * locations) then never holds every converted diagnostic at once, and none is left in memory after the publish (~9 MB
 * of heap for 10,000 cards). The documents that related locations point into are looked up now, so the positions are
 * those of the versions checked, however late the message is written. Only for values that go straight to the wire.
 */
export function convertedWhenSent(doc: TextDocument, diagnostics: readonly Diagnostic[], docFor: (uri: string) => TextDocument | undefined, locale: Locale = 'en'): LspDiagnostic[] {
  const documents = new Map<string, TextDocument | undefined>();
  for (const d of diagnostics) for (const r of d.related ?? []) if (!documents.has(r.uri)) documents.set(r.uri, docFor(r.uri));
  const convert = diagnosticConverter(doc, (uri) => documents.get(uri), locale);
  // The items stand in for LSP diagnostics only inside the JSON of the message they are sent in.
  return diagnostics.map((d) => ({ toJSON: () => convert(d) }) as object as LspDiagnostic);
}
