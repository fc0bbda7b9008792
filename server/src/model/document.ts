// One card file as the model sees it: its parse, its built cards, its scenarios and its set metadata.
// Built incrementally: the text is cut into chunks at `card` lines, and a chunk whose text the previous
// version also had keeps its parse and built cards (moved to its new offset) instead of being re-parsed.

import type { CardNode, Line, ParseResult, ScenarioNode, SetLine, SourceFile, SyntaxError } from '../../../grammar/src/ast';
import { ownString } from '../../../grammar/src/own-string';
import { parse } from '../../../grammar/src/parse';
import { gatherSpans, moveSpans, type Span } from '../../../grammar/src/span';
import { buildCard, type BuildOptions, type BuiltCard } from './build-card';
import type { Face } from './types';
import { faceWordingEra } from './wording-era';

export type TemplatingEra = 'modern' | 'legacy';

export interface SetInfo {
  name?: string;
  code?: string;
  /** The set's era; for a `templating mixed` set, the era of cards whose wording tells none (modern). */
  era: TemplatingEra;
  /** `templating mixed`: real cards of different dates, each checked in the era its own wording is in (faceEra). */
  mixed?: boolean;
  /** The era was written in the file (not taken from the default setting). */
  eraExplicit: boolean;
}

export interface DocumentModel {
  uri: string;
  text: string;
  parse: ParseResult;
  cards: BuiltCard[];
  scenarios: ScenarioNode[];
  set: SetInfo;
}

/**
 * One chunk: a `card` line and everything up to the next chunk (the first chunk is what precedes any card). It keeps
 * the parts of its parse the document's parse is assembled from (not a file node of its own: ~10,000 chunks).
 */
interface Chunk {
  text: string;
  start: number;
  lines: Line[];
  items: SourceFile['items'];
  /** NONE when empty (most chunks have no comment and no error). */
  comments: SourceFile['comments'];
  errors: SyntaxError[];
  set: SetLine | undefined;
  cards: BuiltCard[];
  /** Every span of the chunk's nodes, errors and cards, listed as they were made (gatherSpans): what a move moves. */
  spans: Span[];
}

/** The one empty list chunks share (chunk lists are read, never written, once the chunk is made). */
const NONE: never[] = Object.freeze([]) as unknown as never[];

/** The chunks a document was built from; the next version of the document reuses them. */
const chunksOf = new WeakMap<DocumentModel, Chunk[]>();

/** Small documents are parsed whole: chunking pays only when there is something to reuse. */
const MIN_CHUNKED_LENGTH = 4096;

/**
 * Chunk starts: offset 0 and every line that starts with `card` followed by a blank or a quote. Such a line is a
 * `card` line in both lexer modes (a section keyword leaves rules text), and it resets the structure pass's
 * card/face/scenario state, so a chunk parses alone exactly as it does in the whole text.
 */
function chunkStarts(text: string): number[] {
  const starts = [0];
  let at = text.startsWith('card') ? 0 : text.indexOf('\ncard');
  while (at >= 0) {
    const lineStart = at === 0 && text.startsWith('card') ? 0 : at + 1;
    if (lineStart > 0 && startsChunk(text, lineStart)) starts.push(lineStart);
    at = text.indexOf('\ncard', lineStart + 1);
  }
  return starts;
}

/** Whether the line at `lineStart` (which starts with `card`) is a chunk start: `card` then a blank or a quote. */
function startsChunk(text: string, lineStart: number): boolean {
  const next = text.charAt(lineStart + 4);
  return next === ' ' || next === '\t' || next === '"' || next === '\u201C';
}

/**
 * The start of the chunk (see chunkStarts) that holds `offset`: the last `card` line at or before it, else 0. The
 * lexer reads such a line the same in both modes and leaves it in the same mode, so the text from there lexes as it
 * does in the whole text (lines are lexed from there, not from the file's start: checks/lexing-kept.ts).
 */
export function chunkStartAt(text: string, offset: number): number {
  let at = text.lastIndexOf('\ncard', Math.max(0, offset - 1));
  while (at >= 0 && !startsChunk(text, at + 1)) at = at === 0 ? -1 : text.lastIndexOf('\ncard', at - 1);
  return at < 0 ? 0 : at + 1;
}

/**
 * Moves every span of a chunk by `delta`, in place: a loop over the spans listed as the chunk was made (a chunk after an
 * edited card moves on every keystroke; no walk of its nodes, not even the first time).
 */
function moveChunk(chunk: Chunk, delta: number): void {
  moveSpans(chunk.spans, delta);
  chunk.start += delta;
}

function buildCards(ast: SourceFile, uri: string, options: BuildOptions): BuiltCard[] {
  const items = ast.items;
  // A chunk holds one card (and no scenario) nearly always: its list made at its exact size, no filtered copy.
  if (items.length === 1) return items[0]!.kind === 'card' ? [buildCard(items[0]!, uri, options)] : [];
  return items.filter((i): i is CardNode => i.kind === 'card').map((item) => buildCard(item, uri, options));
}

function parseChunk(uri: string, text: string, start: number, options: BuildOptions): Chunk {
  const made = gatherSpans(() => {
    const { ast, errors } = parse(text, start);
    return { ast, errors, cards: buildCards(ast, uri, options) };
  });
  const { ast, errors, cards } = made.value;
  return {
    text, start, lines: ast.lines, items: ast.items,
    comments: ast.comments.length ? ast.comments : NONE, errors: errors.length ? errors : NONE,
    set: ast.set, cards, spans: made.spans,
  };
}

function setInfo(ast: SourceFile, defaultEra: TemplatingEra): SetInfo {
  const setLine = ast.set;
  const eraWord = setLine?.templating?.text.toLowerCase();
  const mixed = eraWord === 'mixed';
  const era: TemplatingEra = eraWord === 'legacy' ? 'legacy' : eraWord === 'modern' || mixed ? 'modern' : defaultEra;
  return { name: setLine?.name?.value, code: setLine?.code?.text, era, ...(mixed ? { mixed } : {}), eraExplicit: eraWord === 'legacy' || eraWord === 'modern' || mixed };
}

/** The era a face is checked and printed in: the set's, or in a `templating mixed` set the one its own wording is in. */
export function faceEra(set: SetInfo, face: Face): TemplatingEra {
  if (!set.mixed) return set.era;
  const typeLine = face.typeLine ? [...face.typeLine.supertypes, ...face.typeLine.cardTypes].join(' ') : '';
  return faceWordingEra(face.name, typeLine, face.abilities.map((a) => a.text).join('\n')) ?? set.era;
}

function fromParse(uri: string, text: string, parsed: ParseResult, cards: BuiltCard[], defaultEra: TemplatingEra): DocumentModel {
  const scenarios = parsed.ast.items.filter((i): i is ScenarioNode => i.kind === 'scenario');
  return { uri, text, parse: parsed, cards, scenarios, set: setInfo(parsed.ast, defaultEra) };
}

/** Parses and builds a whole document from scratch. */
function buildWhole(uri: string, text: string, defaultEra: TemplatingEra, options: BuildOptions): DocumentModel {
  const parsed = parse(text);
  return fromParse(uri, text, parsed, buildCards(parsed.ast, uri, options), defaultEra);
}

/**
 * Builds `text` as document `uri`. With `previous` (the earlier version of the same document), chunks whose text
 * is unchanged are taken over from it — their nodes and cards are moved to the new offsets in place, so
 * `previous` must not be used afterwards. The result always equals a build from scratch. `options`: how rules text
 * is read (build-card.ts); `previous` must have been built with the same options.
 */
export function buildDocument(uri: string, text: string, defaultEra: TemplatingEra = 'modern', previous?: DocumentModel, options: BuildOptions = {}): DocumentModel {
  if (text.length < MIN_CHUNKED_LENGTH) return buildWhole(uri, text, defaultEra, options);
  const old = previous && previous.uri === uri ? chunksOf.get(previous) : undefined;
  const reusable = new Map<string, Chunk>();
  if (old) {
    chunksOf.delete(previous!);
    for (const c of old) if (!reusable.has(c.text)) reusable.set(c.text, c);
  }

  const fresh = reusable.size === 0;
  const starts = chunkStarts(text);
  const chunks: Chunk[] = [];
  for (let i = 0; i < starts.length; i++) {
    const start = starts[i]!;
    const end = starts[i + 1] ?? text.length;
    const piece = text.slice(start, end);
    let chunk = reusable.size ? reusable.get(piece) : undefined;
    if (chunk) {
      reusable.delete(piece);
      if (chunk.start !== start) moveChunk(chunk, start - chunk.start);
    } else {
      // A chunk (its text, and the strings of its parse) may outlive this version, and a slice would keep this version's
      // whole text alive for as long: a chunk made on an edit gets a copy of its own. A first build makes every chunk
      // from this text, so they share it (it lives as long as they do, and no copy of 2.5 MB is made and collected).
      chunk = parseChunk(uri, fresh ? piece : ownString(piece), start, options);
    }
    // A `set` line after the first card changes how the structure pass reads later lines: parse the whole text.
    if (i > 0 && chunk.set) return buildWhole(uri, text, defaultEra, options);
    chunks.push(chunk);
  }

  const lines: Line[] = [];
  const items: SourceFile['items'] = [];
  const comments: SourceFile['comments'] = [];
  const errors: SyntaxError[] = [];
  const cards: BuiltCard[] = [];
  for (const c of chunks) {
    for (const l of c.lines) lines.push(l);
    for (const it of c.items) items.push(it);
    for (const cm of c.comments) comments.push(cm);
    for (const e of c.errors) errors.push(e);
    for (const b of c.cards) cards.push(b);
  }
  const ast: SourceFile = { span: { start: 0, end: text.length }, items, lines, comments };
  const set = chunks[0]!.set;
  if (set) ast.set = set;
  const doc = fromParse(uri, text, { ast, errors }, cards, defaultEra);
  chunksOf.set(doc, chunks);
  return doc;
}

/** The spans a document's chunks move by (test/model/chunk-spans.test.ts: every span the model holds is listed). */
export function chunkSpanLists(doc: DocumentModel): readonly (readonly Span[])[] {
  return (chunksOf.get(doc) ?? []).map((c) => c.spans);
}
