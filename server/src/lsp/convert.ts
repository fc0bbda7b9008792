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
import { sameItems } from '../model/same-items';
import { JSON_TEXT, type JsonText } from './message-encoder';

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
  return reportConverter(doc, docFor, locale).convert;
}

/** One report's converter, and the ranges it gives (shared with the JSON text's reuse, `SentJson`). */
interface ReportConverter {
  convert: (d: Diagnostic) => LspDiagnostic;
  /** The range of a related location in its document; undefined when that document is not there (the location is left out). */
  relatedRange: (uri: string, span: Span) => Range | undefined;
}

function reportConverter(doc: TextDocument, docFor: (uri: string) => TextDocument | undefined, locale: Locale): ReportConverter {
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
  const convert = (d: Diagnostic): LspDiagnostic => {
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
  return { convert, relatedRange };
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
 * `toJSON`, lsp/message-encoder.ts asks each item's JSON text) instead of all at once before it: a publish of a large
 * set (10,000+ diagnostics with ranges and related locations) then never holds every converted diagnostic at once, and
 * none is left in memory after the publish (~9 MB of heap for 10,000 cards). The documents that related locations
 * point into are looked up now, so the positions are those of the versions checked, however late the message is
 * written. Only for values that go straight to the wire. With `reuse` (a document being typed in, lsp/publisher.ts),
 * a diagnostic whose JSON would be the text sent last time is given that text again (`SentJson`).
 */
export function convertedWhenSent(doc: TextDocument, diagnostics: readonly Diagnostic[], docFor: (uri: string) => TextDocument | undefined, locale: Locale = 'en', reuse?: SentJson): LspDiagnostic[] {
  const documents = new Map<string, TextDocument | undefined>();
  for (const d of diagnostics) for (const r of d.related ?? []) if (!documents.has(r.uri)) documents.set(r.uri, docFor(r.uri));
  const report = reportConverter(doc, (uri) => documents.get(uri), locale);
  const text = reuse?.report(doc, report, locale);
  // The items stand in for LSP diagnostics only inside the JSON of the message they are sent in.
  return diagnostics.map((d) => new WhenSent(d, report.convert, text) as object as LspDiagnostic);
}

/** A diagnostic of a publish, converted when the message is written: its `toJSON`, or its JSON (message-encoder.ts). */
class WhenSent implements JsonText {
  constructor(private readonly d: Diagnostic, private readonly convert: (d: Diagnostic) => LspDiagnostic, private readonly json: ((d: Diagnostic) => Buffer) | undefined) {}

  toJSON(): LspDiagnostic {
    return this.convert(this.d);
  }

  [JSON_TEXT](): string | Buffer {
    return this.json ? this.json(this.d) : JSON.stringify(this.convert(this.d));
  }
}

/** What a diagnostic's JSON was made from: its words (per object and language), fields and positions. */
interface Made {
  words: Words;
  severity: Diagnostic['severity'];
  code: string;
  fixes: number;
  /** Its range's line and character numbers, then each related location's (-1s: its document is not there). */
  at: number[];
  /** Its related locations' documents (undefined: it has no list). */
  uris: string[] | undefined;
  /** The JSON in UTF-8 (written into the message as it is: no character encoded again). */
  json: Buffer;
}

/** The most bytes of JSON kept per document (a 1,000-card document's publish is ~0.8 MB, the pool's ~3 MB). */
export const SENT_JSON_BYTES = 2 ** 21;

/**
 * The diagnostics of push publishes whose JSON was made, given again for the same object, given again for another
 * object with the same words and positions (test/lsp/sent-json.test.ts, bench item 3).
 */
export const publishWork = { made: 0, sameObject: 0, sameText: 0 };

/**
 * The JSON of each diagnostic of a document's last publish (issue 27, the keystroke: a publish re-sends all of a
 * document's diagnostics, and after a keystroke all but the edited card's come out the same). A diagnostic is given
 * the JSON sent last time for the same diagnostic object, or for another one at the same place (a note copied or
 * taken back by the incremental checker is a new object with the same words), when everything that JSON was made from
 * is the same: its words (the same object, or the same strings), severity, code, count of fixes, and the line and
 * character numbers of its range and of each related location (worked out again each time: a card above it that gained
 * a line moves it). The JSON is `JSON.stringify` of what the converter gives for those, which is what the message
 * carried before (test/lsp/sent-json.test.ts). Only the last publish's are kept, at most SENT_JSON_BYTES of them (a
 * larger publish keeps none).
 */
export class SentJson {
  private last = new Map<Diagnostic, Made>();

  /** The JSON of each diagnostic of a new publish of `doc`, reusing the last publish's. */
  report(doc: TextDocument, report: ReportConverter, locale: Locale): (d: Diagnostic) => Buffer {
    const last = this.last;
    const next = new Map<Diagnostic, Made>();
    this.last = next;
    /** The last publish's by the line and character where they start (made at the first diagnostic not found by object). */
    let byPlace: Map<number, Made[]> | undefined;
    let bytes = 0;
    return (d) => {
      const words = wordsOf(d, locale);
      const at = positions(doc, d, report);
      const fixes = d.fixes?.length ?? 0;
      let made = last.get(d);
      if (made && sameMade(made, d, words, fixes, at)) publishWork.sameObject++;
      else {
        byPlace ??= byStart(last);
        made = byPlace.get(place(at))?.find((m) => sameMade(m, d, words, fixes, at));
        if (made) publishWork.sameText++;
        else {
          publishWork.made++;
          made = { words, severity: d.severity, code: d.code, fixes, at, uris: d.related?.map((r) => r.uri), json: Buffer.from(JSON.stringify(report.convert(d)), 'utf8') };
        }
      }
      if (bytes >= 0) {
        bytes += made.json.length;
        if (bytes <= SENT_JSON_BYTES) next.set(d, made);
        else { bytes = -1; next.clear(); }
      }
      return made.json;
    };
  }
}

/** The line and character numbers of a diagnostic's range and of each related location's (-1s: not there). */
function positions(doc: TextDocument, d: Diagnostic, report: ReportConverter): number[] {
  const start = doc.positionAt(d.span.start);
  const end = doc.positionAt(d.span.end);
  const at = [start.line, start.character, end.line, end.character];
  if (d.related) {
    for (const r of d.related) {
      const range = report.relatedRange(r.uri, r.span);
      if (range) at.push(range.start.line, range.start.character, range.end.line, range.end.character);
      else at.push(-1, -1, -1, -1);
    }
  }
  return at;
}

/** Whether `m`'s JSON is the one `d` (with these words, fixes and positions) would be given. */
function sameMade(m: Made, d: Diagnostic, words: Words, fixes: number, at: readonly number[]): boolean {
  return m.severity === d.severity && m.code === d.code && m.fixes === fixes && sameItems(m.at, at) && sameUris(m.uris, d.related) &&
    (m.words === words || sameWords(m.words, words));
}

function byStart(made: Map<Diagnostic, Made>): Map<number, Made[]> {
  const by = new Map<number, Made[]>();
  for (const m of made.values()) {
    const key = place(m.at);
    const list = by.get(key);
    if (list) list.push(m);
    else by.set(key, [m]);
  }
  return by;
}

/** Where a text starts, as one number (texts at one number are told apart by comparing them whole). */
const place = (at: readonly number[]) => at[0]! * 65536 + at[1]!;

function sameUris(uris: readonly string[] | undefined, related: Diagnostic['related']): boolean {
  if (uris === undefined || related === undefined) return uris === related;
  if (uris.length !== related.length) return false;
  for (let i = 0; i < uris.length; i++) if (uris[i] !== related[i]!.uri) return false;
  return true;
}

/** Two diagnostics' words that write the same JSON (their tags and link come from the code, compared too). */
function sameWords(a: Words, b: Words): boolean {
  if (a.message !== b.message || a.codeDescription !== b.codeDescription || !sameItems(a.related, b.related)) return false;
  if (a.tags === undefined || b.tags === undefined) return a.tags === b.tags;
  return sameItems(a.tags, b.tags);
}
