// The Diagnostic value every layer returns: a code from the registry, a message, an offset range,
// optional related information and CR citations. Severity always comes from the registry.
// Words: a check gives a catalog message (`msg(id, params)`, i18n/); `message` is its English text (tests, goldens,
// tools), `msg` the message itself, rendered in the reader's language at the edge (`localMessage`). Text given as a
// plain string is English only (not yet through the catalog).

import type { Span } from '../../../grammar/src/span';
import { isMessage, render, type Locale, type Message } from '../i18n';
import { CODES, type DiagnosticCode, type Severity } from './registry';

export interface RelatedInfo {
  uri: string;
  span: Span;
  message: string;
  /** The catalog message `message` is the English of. */
  msg?: Message;
}

/** A fix: replace the text of `span` with `newText` (offsets into the same document). */
export interface TextEdit {
  span: Span;
  newText: string;
}

export interface Fix {
  title: string;
  /** The catalog message `title` is the English of. */
  titleMsg?: Message;
  edits: TextEdit[];
  /** Safe to apply in a fix-all. */
  preferred?: boolean;
}

export interface Diagnostic {
  code: DiagnosticCode;
  severity: Severity;
  /** English (what tests and goldens read). */
  message: string;
  /** The catalog message `message` is the English of, rendered in the reader's language at the edge. */
  msg?: Message;
  span: Span;
  /** Document the span belongs to. Empty until a multi-file pass assigns it. */
  uri?: string;
  related?: RelatedInfo[];
  /** Comprehensive Rules sections the diagnostic rests on, e.g. ["702.37e", "708.8"]. */
  cr?: string[];
  fixes?: Fix[];
}

export function makeDiagnostic(
  code: DiagnosticCode,
  message: string | Message,
  span: Span,
  extra: Partial<Omit<Diagnostic, 'code' | 'message' | 'msg' | 'span' | 'severity'>> = {},
): Diagnostic {
  if (isMessage(message)) return { code, severity: CODES[code].severity, message: render(message, 'en'), msg: message, span, ...extra };
  return { code, severity: CODES[code].severity, message, span, ...extra };
}

/** A fix titled by a catalog message (`title` is its English). */
export function makeFix(title: Message, edits: TextEdit[], preferred?: boolean): Fix {
  return { title: render(title, 'en'), titleMsg: title, edits, ...(preferred === undefined ? {} : { preferred }) };
}

/** Related information worded by a catalog message (`message` is its English). */
export function makeRelated(uri: string, span: Span, message: Message): RelatedInfo {
  return { uri, span, message: render(message, 'en'), msg: message };
}

/** A diagnostic's message in `locale` (its English when it has no catalog message). */
export function localMessage(d: { message: string; msg?: Message }, locale: Locale): string {
  return d.msg && locale !== 'en' ? render(d.msg, locale) : d.message;
}

/** A fix's title in `locale`. */
export function localTitle(f: Fix, locale: Locale): string {
  return f.titleMsg && locale !== 'en' ? render(f.titleMsg, locale) : f.title;
}
