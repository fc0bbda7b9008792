// A keystroke re-analyzes only what it can change (issue 27, item 3): the set-wide notes of a source whose notes came
// out as before are kept, and a source with the rules identity and ability layout of another (give or take a longer
// name) is given that source's notes moved, not analyzed again (checks/incremental-checker.ts). The answers after each
// kind of edit — rules text, a face-down line (the keyword broken and mended, its cost changed), a name, a card deleted
// and put back — must be those of a check from scratch; a source whose inputs come back to ones seen before (the
// keyword mended) takes back the notes it had for them, not analyzed again. An edit to a state not seen before (a
// face-down card's cost, another each time) re-analyzes every source that touches face-down cards: a source whose notes
// are made of the same parts as before gets the same note objects back, and keeps the relative notes made of them
// (interactions.ts NoteMemo, the checker's sameNotes) — the same answers as with that switched off.

import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDocument, DEFAULT_CHECK_OPTIONS } from '../../server/src/checks';
import { IncrementalChecker } from '../../server/src/checks/incremental-checker';
import { setNoteMemoEnabled } from '../../server/src/checks/interactions';
import { Workspace } from '../../server/src/model/workspace';

const SET = readFileSync(path.join(__dirname, '..', '..', 'examples', 'shrouded-vale.cards'), 'utf8');
const URI = 'file:///edits.cards';

/** The example set's cards three times, each copy's names given a suffix of another length (its abilities sit further on). */
function copies(): string {
  const cards = SET.slice(SET.indexOf('\ncard ') + 1).replace(/\n#[^\n]*/g, '');
  const header = SET.slice(0, SET.indexOf('\ncard ') + 1);
  return header + ['1', '22', '333'].map((k) => cards.replace(/card "([^"]+)"/g, `card "$1 ${k}"`)).join('\n');
}

/** `text` with `find` (its `nth` occurrence) replaced by `put`; the edit must change the text. */
function replaceNth(text: string, find: string, put: string, nth = 0): string {
  let at = -1;
  for (let i = 0; i <= nth; i++) at = text.indexOf(find, at + 1);
  expect(at).toBeGreaterThanOrEqual(0);
  return text.slice(0, at) + put + text.slice(at + find.length);
}

/** The block of the card named `name` (from its `card` line to the next card's). */
function cardBlock(text: string, name: string): string {
  const start = text.indexOf(`card "${name}"`);
  const end = text.indexOf('\ncard "', start + 1);
  return text.slice(start, end < 0 ? text.length : end + 1);
}

/** A named edit of the document's text. */
type Edit = [string, (t: string) => string];

/**
 * Plays `edits` on `text` in one incremental checker, every other edit re-analyzed in small slices first, as the server
 * does (a first source's notes then serve the copies of later slices); each answer must equal a check from scratch.
 * Returns the checker and each answer as the client receives it (the first is the open's; a later edit moves the
 * checker's cached notes in place, so they are copied).
 */
function playEdits(text: string, edits: readonly Edit[]): { answers: unknown[]; checker: IncrementalChecker } {
  const ws = new Workspace();
  const checker = new IncrementalChecker(null);
  ws.update(URI, text);
  const plain = (ds: unknown) => JSON.parse(JSON.stringify(ds)) as unknown;
  const answers: unknown[] = [plain(checker.check(ws, URI, DEFAULT_CHECK_OPTIONS))];
  let n = 0;
  for (const [what, edit] of edits) {
    const next = edit(text);
    expect(next, what).not.toBe(text);
    text = next;
    ws.update(URI, text);
    if (n++ % 2 === 0) while (!checker.advanceSetWide(ws, URI, 3).done);
    const answer = checker.check(ws, URI, DEFAULT_CHECK_OPTIONS);
    const fresh = new Workspace();
    fresh.update(URI, text);
    expect(answer, what).toEqual(checkDocument(fresh, URI, DEFAULT_CHECK_OPTIONS));
    answers.push(plain(answer));
  }
  return { answers, checker };
}

describe('the set-wide notes after each kind of edit (incremental checker)', () => {
  it('equal a check from scratch, with notes shared and kept along the way', () => {
    const text = copies();
    const deleted = cardBlock(text, 'Hushwood Stalker 22');
    const edits: Edit[] = [
      ['rules text of a card without a face-down keyword', (t) => replaceNth(t, 'Turn target face-down creature face up.', 'Turn target face-down creature face upx.', 1)],
      ['the morph line broken (the card loses its keyword)', (t) => replaceNth(t, '    Morph {2}{U}{U}', '    Moxrph {2}{U}{U}', 1)],
      ['the morph line mended', (t) => replaceNth(t, '    Moxrph {2}{U}{U}', '    Morph {2}{U}{U}')],
      ['a disguise cost (its face-down class changes)', (t) => replaceNth(t, 'Disguise {1}{W}', 'Disguise {2}{W}', 2)],
      ['a name', (t) => t.replace(/"Cloudstep Kite 1"/g, '"Cloudstep Kites 1"')],
      ['a name of a manifested card', (t) => t.replace(/"Hushwood Stalker 1"/g, '"Hushwood Stalk 1"')],
      ['a card deleted', (t) => t.replace(deleted, '')],
      ['the card put back', (t) => replaceNth(t, 'card "Dread Lantern 22"', `${deleted}card "Dread Lantern 22"`)],
      ['the rules text mended', (t) => replaceNth(t, 'face upx.', 'face up.')],
    ];
    const { checker } = playEdits(text, edits);
    // The paths this test is about were taken (else it would prove nothing of them).
    expect(checker.work.notesShared).toBeGreaterThan(0);
    expect(checker.work.notesKept).toBeGreaterThan(0);
    // A state seen before (the morph line mended, the card put back) took back the notes made for it.
    expect(checker.work.notesRestored).toBeGreaterThan(0);
  });
});

describe('the set-wide notes after edits to states not seen before (incremental checker)', () => {
  /** Edits of face-down costs (another each time), with a card put first (the linked cards move), a name, a card deleted and put back between. */
  function run(): { answers: unknown[]; checker: IncrementalChecker } {
    const text = copies();
    const deleted = cardBlock(text, 'Cloudstep Kite 333');
    // The morph cost made another each time, as item 3's fourth line of the bench does (its first edit may change what
    // the card does face down; the next ones change only its class).
    const cost = (from: number, to: number) => (t: string) => replaceNth(t, `    Morph {${from}}{U}{U}`, `    Morph {${to}}{U}{U}`);
    const edits: Edit[] = [
      ['a morph cost (of a card no note links: the third copy)', (t) => replaceNth(t, '    Morph {2}{U}{U}', '    Morph {10}{U}{U}', 2)],
      ['another morph cost', cost(10, 11)],
      ['a card put before all the others (every card one place on: the notes the same, their links not)', (t) => replaceNth(t, 'card "Veiled Tidecaller 1"', 'card "Quiet Study"\n  cost {U}\n  type Instant\n  rarity common\n  text\n    Draw a card.\n\ncard "Veiled Tidecaller 1"')],
      ['a morph card no note links deleted (counts change, not the links)', (t) => t.replace(deleted, '')],
      ['the morph cost again', cost(11, 12)],
      ['a name of a linked card', (t) => t.replace(/"Hushwood Stalker 1"/g, '"Hushwood Stalk 1"')],
      ['the morph cost again', cost(12, 13)],
      ['a disguise cost', (t) => replaceNth(t, 'Disguise {1}{W}', 'Disguise {6}{W}', 1)],
      ['the card put back', (t) => replaceNth(t, 'card "Dread Lantern 333"', `${deleted}card "Dread Lantern 333"`)],
      ['the morph cost again', cost(13, 14)],
    ];
    return playEdits(text, edits);
  }

  it('equal a check from scratch and the answers with the notes handed back switched off', () => {
    const on = run();
    // The paths this test is about were taken: notes handed back, and sources given the relative notes made of them.
    expect(on.checker.noteMemo.work.reused).toBeGreaterThan(0);
    expect(on.checker.work.notesSame).toBeGreaterThan(0);
    setNoteMemoEnabled(false);
    try {
      const off = run();
      expect(off.checker.noteMemo.work.reused).toBe(0);
      expect(off.checker.work.notesSame).toBe(0);
      expect(on.answers).toEqual(off.answers);
    } finally {
      setNoteMemoEnabled(true);
    }
  });
});
