// Incremental building and checking give the same answers as a build and check from scratch, for random
// edit sequences (fast-check, bounded runs): speed must never change answers. `npm test` runs the first runs of
// each seed, `npm run fuzz` all of them (fullOr, test/fuzz/support/config.ts).

import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkDocument, DEFAULT_CHECK_OPTIONS } from '../../server/src/checks';
import { IncrementalChecker } from '../../server/src/checks/incremental-checker';
import { parse } from '../../grammar/src/parse';
import type { CardNode } from '../../grammar/src/ast';
import { buildCard } from '../../server/src/model/build-card';
import { buildDocument } from '../../server/src/model/document';
import { Workspace } from '../../server/src/model/workspace';
import { fullOr } from '../fuzz/support/config';

const examples = path.join(__dirname, '..', '..', 'examples');
const read = (f: string) => readFileSync(path.join(examples, f), 'utf8');
const SET = read('shrouded-vale.cards');
const RULINGS_CARDS = read('rulings/cards.cards');
const SCENARIO = read('rulings/s05-no-enters.cards');

/** Pieces an edit inserts: structure words, whole cards, lines that change a card's rules identity. */
const PIECES = [
  'x', ' ', '\n', '\n\n', '"', '#', '—', '{2}', '\r\n', 'card', 'card "Fresh Card"\n  type Creature — Elf\n  pt 2/2\n',
  '\ncard "Sudden Insight"\n', 'set "Other" templating legacy\n', '  text\n    Flying\n', '    Morph {2}{U}\n',
  '    Disguise {1}{W}\n', '  pt 3/3\n', 'scenario "Probe"\n  you cast "Sudden Insight"\n', 'Manifest the top card of your library.',
  '    When this creature enters, draw a card.\n', 'text', '  cost {1}{G}\n',
];

interface Edit { at: number; remove: number; insert: string }

const edit = fc.record({
  at: fc.nat(),
  remove: fc.nat({ max: 12 }),
  insert: fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 4 })),
});

function apply(text: string, e: Edit): string {
  const at = e.at % (text.length + 1);
  return text.slice(0, at) + e.insert + text.slice(Math.min(text.length, at + e.remove));
}

/** Edits aimed at a card boundary or a rules line, where the chunking is decided. */
const nearBoundary = fc.record({ card: fc.nat(), shift: fc.integer({ min: -3, max: 3 }), remove: fc.nat({ max: 3 }), insert: fc.constantFrom(...PIECES) });

function applyNear(text: string, e: { card: number; shift: number; remove: number; insert: string }): string {
  const starts = [...text.matchAll(/\ncard /g)].map((m) => m.index! + 1);
  if (!starts.length) return text;
  const at = Math.max(0, Math.min(text.length, starts[e.card % starts.length]! + e.shift));
  return apply(text, { at, remove: e.remove, insert: e.insert });
}

const anyEdit = fc.oneof(edit.map((e) => (t: string) => apply(t, e)), nearBoundary.map((e) => (t: string) => applyNear(t, e)));

/** The document the original way: one parse of the whole text, every card built from it. */
function wholeParse(uri: string, text: string) {
  const parsed = parse(text);
  return { parse: parsed, cards: parsed.ast.items.filter((i): i is CardNode => i.kind === 'card').map((n) => buildCard(n, uri)) };
}

describe('incremental document building', () => {
  it('a chunked build equals one parse of the whole text (random edits, generated-size file)', () => {
    const base = `${RULINGS_CARDS}\n${SET}\n${SCENARIO}\n${SET.replace(/"([^"\n]+)"/g, '"$1 2"')}`;
    fc.assert(
      fc.property(fc.array(anyEdit, { minLength: 0, maxLength: 6 }), (edits) => {
        const text = edits.reduce((t, f) => f(t), base);
        const doc = buildDocument('file:///a.cards', text);
        const whole = wholeParse('file:///a.cards', text);
        expect(doc.parse).toEqual(whole.parse);
        expect(doc.cards).toEqual(whole.cards);
      }),
      { numRuns: fullOr(12, 40), seed: 99 },
    );
  });

  for (const [name, base] of [['the example set', SET], ['cards, a later set line and scenarios', `${RULINGS_CARDS}\n${SET}\n${SCENARIO}`]] as const) {
    it(`equals a build from scratch after random edits (${name})`, () => {
      fc.assert(
        fc.property(fc.array(anyEdit, { minLength: 1, maxLength: 5 }), (edits) => {
          const ws = new Workspace();
          let text = base;
          ws.update('file:///a.cards', text);
          for (const f of edits) {
            text = f(text);
            const incremental = ws.update('file:///a.cards', text);
            expect(incremental).toEqual(buildDocument('file:///a.cards', text));
          }
        }),
        { numRuns: fullOr(12, 40), seed: 4242 },
      );
    });
  }

  it('reuses the cards an edit does not touch (same objects, moved); only the edited chunk is re-parsed', () => {
    const ws = new Workspace();
    const before = ws.update('file:///a.cards', SET).cards.map((c) => c.card);
    const at = SET.indexOf('card "', SET.length / 2);
    const after = ws.update('file:///a.cards', SET.slice(0, at) + '# a comment\n' + SET.slice(at)).cards.map((c) => c.card);
    expect(after.length).toBe(before.length);
    // The comment line ends the chunk of the card before it: that card is re-parsed, every other one is reused.
    expect(after.filter((c, i) => c === before[i]).length).toBe(before.length - 1);
    expect(after[after.length - 1]).toBe(before[before.length - 1]);
    expect(after).toEqual(buildDocument('file:///a.cards', SET.slice(0, at) + '# a comment\n' + SET.slice(at)).cards.map((c) => c.card));
  });
});

describe('incremental checking', () => {
  it('equals checkDocument from scratch after random edits, with a second file in the workspace', () => {
    const other = `${RULINGS_CARDS}\n${SCENARIO}`;
    for (const options of [DEFAULT_CHECK_OPTIONS, { ...DEFAULT_CHECK_OPTIONS, showUnmodeled: false }]) {
      fc.assert(
        fc.property(fc.array(anyEdit, { minLength: 1, maxLength: 4 }), (edits) => {
          const ws = new Workspace();
          const checker = new IncrementalChecker();
          ws.update('file:///other.cards', other);
          let text = SET;
          ws.update('file:///a.cards', text);
          checker.check(ws, 'file:///a.cards', options);
          checker.check(ws, 'file:///other.cards', options);
          for (const f of edits) {
            text = f(text);
            ws.update('file:///a.cards', text);
            const fresh = new Workspace();
            fresh.update('file:///other.cards', other);
            fresh.update('file:///a.cards', text);
            expect(checker.check(ws, 'file:///a.cards', options)).toEqual(checkDocument(fresh, 'file:///a.cards', options));
            expect(checker.check(ws, 'file:///other.cards', options)).toEqual(checkDocument(fresh, 'file:///other.cards', options));
          }
        }),
        // Each run checks both files from scratch after every edit (a set-wide analysis each): `npm test` runs the
        // first 2 runs of the seed per option set (about 1 s of CPU each), `npm run fuzz` all 15.
        { numRuns: fullOr(2, 15), seed: 777 },
      );
    }
  });

  // Set-wide notes (CR 701.40a manifest, 701.58a cloak, 702.37 morph, 702.168 disguise) are reused while what
  // they depend on is unchanged: each step changes exactly one such input, and the answers must follow.
  it('follows the edits a set-wide note depends on (a manifest outcome, a face-down card, a rename, an order)', () => {
    const steps: ((t: string) => string)[] = [
      (t) => t.replace('type Creature — Human Soldier', 'type Instant'), // a manifest outcome changes
      (t) => t.replace('Disguise {1}{W}', 'Disguise {2}{W}'), // a face-down card's rules identity changes
      (t) => t.replace(/"Mistcloak Sentry"/g, '"Mistcloak Warden"'), // a rename: linked names follow
      (t) => t.replace('type Instant', 'type Sorcery'),
      (t) => { // two cards swap places: linked cards are chosen by position
        const blocks = t.split(/\n(?=card ")/);
        [blocks[2], blocks[3]] = [blocks[3]!, blocks[2]!];
        return blocks.join('\n');
      },
    ];
    const ws = new Workspace();
    const checker = new IncrementalChecker();
    // The set twice (the copy renamed): sources with the same rules identity share their notes.
    let text = `${SET}\n${SET.slice(SET.indexOf('\ncard ')).replace(/"([^"]+)"/g, '"$1 Copy"')}`;
    ws.update('file:///a.cards', text);
    checker.check(ws, 'file:///a.cards', DEFAULT_CHECK_OPTIONS);
    for (const step of steps) {
      const next = step(text);
      expect(next).not.toBe(text);
      text = next;
      ws.update('file:///a.cards', text);
      const fresh = new Workspace();
      fresh.update('file:///a.cards', text);
      expect(checker.check(ws, 'file:///a.cards', DEFAULT_CHECK_OPTIONS)).toEqual(checkDocument(fresh, 'file:///a.cards', DEFAULT_CHECK_OPTIONS));
    }
  });

  it('follows a rename of the creature a face-down card becomes a copy of (the note names it, CR 708.10)', () => {
    const copySet = readFileSync(path.join(__dirname, '..', 'fixtures', 'notes', 'copy-becomes.cards'), 'utf8');
    const ws = new Workspace();
    const checker = new IncrementalChecker();
    ws.update('file:///a.cards', copySet);
    checker.check(ws, 'file:///a.cards', DEFAULT_CHECK_OPTIONS);
    const renamed = copySet.replace(/"Marsh Trudger"/g, '"Marsh Shambler"');
    expect(renamed).not.toBe(copySet);
    ws.update('file:///a.cards', renamed);
    const fresh = new Workspace();
    fresh.update('file:///a.cards', renamed);
    const notes = checker.check(ws, 'file:///a.cards', DEFAULT_CHECK_OPTIONS);
    expect(notes.some((d) => d.message.includes('if it becomes a copy of Marsh Shambler instead'))).toBe(true);
    expect(notes).toEqual(checkDocument(fresh, 'file:///a.cards', DEFAULT_CHECK_OPTIONS));
  });

  it("follows the edits a card's own 'enter as a copy' note depends on, in another file too (CR 708.8)", () => {
    // The note on the card itself names the families it can be face down in (its keyword; manifest or cloak when a card
    // of the workspace manifests or cloaks, CR 701.40a, 701.58a) and what it is once turned face up: edits to each
    // change it, also when the manifesting card is in another file.
    const selfSet = readFileSync(path.join(__dirname, '..', 'fixtures', 'notes', 'clone-self.cards'), 'utf8');
    // A clone with no face-down keyword of its own, twice under two names: one rules identity, but each card's own
    // note names that card (it is face down only by the workspace's manifest or cloak).
    const twin = (name: string) => `card "${name}"\n  cost {3}{U}\n  type Creature — Shapeshifter\n  pt 2/2\n  text\n    You may have this creature enter as a copy of a creature you control.\n`;
    const cards = `${selfSet.slice(0, selfSet.indexOf('\ncard "Fog Manifester"'))}\n${twin('Mirror Twin')}\n${twin('Mirror Double')}`;
    let other = 'card "Fog Manifester"\n  cost {2}{U}\n  type Sorcery\n  text\n    Manifest the top card of your library.\n';
    const steps: [string, (t: string) => string][] = [
      ['b', (t) => t.replace('Manifest the top card of your library.', 'Draw a card.')], // the workspace stops manifesting
      ['a', (t) => t.replace(/"Glass Mimic"/g, '"Glass Double"')], // a rename: the note names what it is turned face up
      ['a', (t) => t.replace('pt 2/3', 'pt 0/0')], // what the copy is once turned face up
      ['b', (t) => t.replace('Draw a card.', 'Cloak the top card of your library.')], // the workspace cloaks instead
    ];
    const ws = new Workspace();
    const checker = new IncrementalChecker();
    let text = cards;
    const seen: string[] = [];
    ws.update('file:///a.cards', text);
    ws.update('file:///b.cards', other);
    checker.check(ws, 'file:///a.cards', DEFAULT_CHECK_OPTIONS);
    for (const [file, step] of steps) {
      if (file === 'a') {
        const next = step(text);
        expect(next).not.toBe(text);
        text = next;
      } else {
        const next = step(other);
        expect(next).not.toBe(other);
        other = next;
      }
      ws.update('file:///a.cards', text);
      ws.update('file:///b.cards', other);
      const fresh = new Workspace();
      fresh.update('file:///a.cards', text);
      fresh.update('file:///b.cards', other);
      const notes = checker.check(ws, 'file:///a.cards', DEFAULT_CHECK_OPTIONS);
      expect(notes).toEqual(checkDocument(fresh, 'file:///a.cards', DEFAULT_CHECK_OPTIONS));
      seen.push(notes.filter((d) => d.message.startsWith('On this card itself')).map((d) => d.message).join('\n'));
    }
    // Each step changed what the notes on the cards themselves say (the families, the outcome, the name).
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('follows a change of templating era and of the unmodeled-hints option', () => {
    const ws = new Workspace();
    const checker = new IncrementalChecker();
    ws.update('file:///a.cards', SET);
    checker.check(ws, 'file:///a.cards', DEFAULT_CHECK_OPTIONS);
    const legacy = SET.replace(/templating modern/, 'templating legacy');
    ws.update('file:///a.cards', legacy);
    const hidden = { ...DEFAULT_CHECK_OPTIONS, showUnmodeled: false };
    const fresh = new Workspace();
    fresh.update('file:///a.cards', legacy);
    expect(legacy).not.toBe(SET);
    expect(checker.check(ws, 'file:///a.cards', hidden)).toEqual(checkDocument(fresh, 'file:///a.cards', hidden));
  });
});
