// Builds a text after the same lines were read at other offsets (its lines then come from the line and ability memos),
// and compares the parse tree and the cards with a build with every memo off: the offsets of every node must be equal.
import { expect } from 'vitest';
import { setLineMemoEnabled } from '../../grammar/src/parse';
import { shiftSpans } from '../../grammar/src/span';
import { setBoundedCachesEnabled } from '../../server/src/model/bounded-cache';
import { buildDocument, type DocumentModel } from '../../server/src/model/document';

function fromScratch(uri: string, text: string): DocumentModel {
  setLineMemoEnabled(false);
  setBoundedCachesEnabled(false);
  try {
    return buildDocument(uri, text);
  } finally {
    setLineMemoEnabled(true);
    setBoundedCachesEnabled(true);
  }
}

/**
 * What a reader of the model sees of the text's own lines, every span moved back by `delta` (where the text starts in
 * its document): the line nodes, the cards and scenarios of the parse tree, the syntax errors and the built cards (their
 * document's uri left out).
 * (The comment lines put before the text are the only other lines of the document: they make no line node.)
 */
const model = (d: DocumentModel, delta = 0) => JSON.stringify(shiftSpans({ lines: d.parse.ast.lines, items: d.parse.ast.items, errors: d.parse.errors, cards: d.cards }, -delta), (k, v: unknown) => (k === 'uri' ? undefined : v));

/** A comment line: it moves what follows without changing how it reads. */
const PAD = '# moved\n';

let serial = 0;

/**
 * Reads `text` at other offsets first (another document holding it after comment lines, then that document edited
 * before it, which moves its card chunks in place), then `text` itself after each; every build must equal, moved to the
 * text's start, a build of `text` alone with every memo off. Returns how many lines of `text` could come from the memos.
 */
export function sameAsFreshReading(text: string, name: string): number {
  const id = ++serial;
  const fresh = model(fromScratch(`file:///memo-fresh-${id}.cards`, text));
  // At least 4 KB: chunked, so the edit below moves its card chunks in place instead of reading them again.
  const first = PAD.repeat(520) + text;
  const a1 = buildDocument(`file:///memo-first-${id}.cards`, first);
  expect(model(a1, first.length - text.length), name).toBe(fresh);
  expect(model(buildDocument(`file:///memo-copy-${id}.cards`, text)), name).toBe(fresh);
  // The first reader's chunks move in place; copies are then made from where they are now.
  const moved = PAD.repeat(7) + first;
  expect(model(buildDocument(a1.uri, moved, 'modern', a1), moved.length - text.length), name).toBe(fresh);
  const again = PAD + text;
  expect(model(buildDocument(`file:///memo-again-${id}.cards`, again), PAD.length), name).toBe(fresh);
  return text.split(/\r\n|\r|\n/).filter((l) => l.trim() !== '' && !l.includes('"')).length;
}
