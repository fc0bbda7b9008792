// Inlay hints for a range (what the editor asks for the lines in view) skip the faces outside it
// (ide/inlay-hints.ts): every hint lies within its face, and a range's hints are the document's hints in that range,
// on the card files of examples/ and test/fixtures/ and on a generated set, for windows of lines across each file.

import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateCards } from '../../bench/generate';
import { getInlayHints } from '../../server/src/ide/inlay-hints';
import { contains, overlaps } from '../../server/src/ide/locate';
import { Workspace } from '../../server/src/model/workspace';
import { cardFiles } from '../support/rules-lines';

const ROOT = path.join(__dirname, '..', '..');
const files: [string, string][] = [...[...cardFiles(path.join(ROOT, 'examples')), ...cardFiles(path.join(ROOT, 'test', 'fixtures'))].map((f): [string, string] => [path.basename(f), readFileSync(f, 'utf8')]), ['generated', generateCards(120)]];

describe('inlay hints of a range', () => {
  it('every hint is within its face; a window\'s hints are the document\'s hints in it', () => {
    let hints = 0;
    let windows = 0;
    for (const [name, text] of files) {
      const ws = new Workspace();
      const uri = `file:///${name}`;
      ws.update(uri, text);
      const doc = ws.get(uri)!;
      for (const { card } of doc.cards) {
        for (const face of card.faces) {
          const own = getInlayHints({ ...doc, cards: [{ ...doc.cards[0]!, card: { ...card, faces: [face] } }] } as typeof doc);
          for (const h of own) expect(contains(face.span, h.offset), `${name}: ${card.name}`).toBe(true);
          hints += own.length;
        }
      }
      const all = getInlayHints(doc);
      const starts = [0, ...[...text.matchAll(/\n/g)].map((m) => m.index! + 1)];
      for (let line = 0; line < starts.length; line += 29) {
        for (const size of [0, 13, 60]) {
          const range = { start: starts[line]!, end: starts[Math.min(line + size, starts.length - 1)]! };
          expect(getInlayHints(doc, range)).toEqual(all.filter((h) => overlaps(range, { start: h.offset, end: h.offset })));
          windows++;
        }
        // a cursor-sized range inside a line, and one at a line's end
        const at = { start: starts[line]! + 3, end: starts[line]! + 3 };
        expect(getInlayHints(doc, at)).toEqual(all.filter((h) => overlaps(at, { start: h.offset, end: h.offset })));
      }
    }
    expect(hints).toBeGreaterThan(100);
    expect(windows).toBeGreaterThan(200);
  });
});
