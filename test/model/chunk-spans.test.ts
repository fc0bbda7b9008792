// A chunk of a document lists its spans as they are made (grammar/src/span.ts `gatherSpans`, `placed`, shiftSpans),
// and a move after an edit is a loop over that list, never a walk of its nodes (model/document.ts `moveChunk`). A span
// the list missed would stay where it was while its card moved; one listed twice would move twice. So: every span the
// model holds is listed exactly once, on the example set, every fixture and text of every kind of line.
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectSpans, type Span } from '../../grammar/src/span';
import { buildDocument, chunkSpanLists, type DocumentModel } from '../../server/src/model/document';

function cardFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...cardFiles(p));
    else if (e.name.endsWith('.cards')) out.push(p);
  }
  return out.sort();
}

/** Every span the model holds (each object once). */
const held = (d: DocumentModel): Span[] => collectSpans([d.parse.ast.lines, d.parse.ast.items, d.parse.ast.comments, d.parse.errors, d.cards]);

/** A chunked document: the file's text after enough cards to pass the chunking size, with its own set line first. */
function chunked(text: string): string {
  const filler = Array.from({ length: 40 }, (_, i) => `card "Span Filler ${i}"\n  cost {1}{G}\n  type Creature — Elf\n  pt 1/1\n  text\n    Flying\n`).join('\n');
  // A `set` line after the first card makes the whole text one parse: keep the file's set line first.
  const lines = text.split('\n');
  const setAt = lines.findIndex((l) => /^\s*set\b/.test(l));
  const head = setAt >= 0 ? lines.splice(setAt, 1)[0]! + '\n' : '';
  return `${head}${filler}\n${lines.join('\n')}\n`;
}

function expectEverySpanListedOnce(uri: string, text: string): number {
  const doc = buildDocument(uri, text);
  const lists = chunkSpanLists(doc);
  if (lists.length === 0) return 0; // parsed whole: nothing moves
  const listed = new Map<Span, number>();
  for (const l of lists) for (const s of l) listed.set(s, (listed.get(s) ?? 0) + 1);
  const all = held(doc);
  const missed = all.filter((s) => !listed.has(s)).map((s) => text.slice(s.start, s.end));
  expect(missed, uri).toEqual([]);
  expect([...listed.values()].filter((n) => n > 1), uri).toEqual([]);
  return lists.length;
}

describe('a chunk lists every span it holds, once (a move is a loop over the list)', () => {
  const root = path.join(__dirname, '..', '..');
  const files = [...cardFiles(path.join(root, 'examples')), ...cardFiles(path.join(root, 'test', 'fixtures'))];

  it('on the example set and every fixture (every kind of line, errors and comments)', () => {
    expect(files.length).toBeGreaterThan(20);
    let documents = 0;
    for (const f of files) {
      const text = chunked(readFileSync(f, 'utf8'));
      if (expectEverySpanListedOnce(`file:///${path.relative(root, f)}`, text) > 0) documents++;
    }
    // Most files are chunked (a `set` line after a card makes the whole text one parse: no chunks to list).
    expect(documents).toBeGreaterThan(files.length / 2);
  });

  it('and after edits: a reused chunk moved by its list stands where a build from scratch puts it', () => {
    const text = chunked(readFileSync(path.join(root, 'examples', 'shrouded-vale.cards'), 'utf8'));
    let doc = buildDocument('file:///moved.cards', text);
    let now = text;
    for (const at of [text.indexOf('card "Span Filler 3"'), 0, text.length >> 1]) {
      now = `${now.slice(0, at)}# an edit\n${now.slice(at)}`;
      doc = buildDocument('file:///moved.cards', now, 'modern', doc);
      const scratch = buildDocument('file:///moved.cards', now);
      expect(JSON.stringify({ p: doc.parse, c: doc.cards })).toBe(JSON.stringify({ p: scratch.parse, c: scratch.cards }));
    }
  });
});
