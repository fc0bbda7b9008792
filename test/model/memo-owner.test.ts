// The line and ability memos share their tree with the line that first read it (grammar/src/parse.ts, model/build-card.ts):
// that document uses it without a copy and moves it in place with its chunk, and every later line with the same text
// gets a copy moved from where that tree is now. Whatever moved, each document's model equals one built with no memo.
import { afterEach, describe, expect, it } from 'vitest';
import { setLineMemoEnabled } from '../../grammar/src/parse';
import { setBoundedCachesEnabled } from '../../server/src/model/bounded-cache';
import { buildDocument, type DocumentModel } from '../../server/src/model/document';

/** Text no other test reads: its lines miss both memos the first time (the memos are process-wide). */
let nonce = 0;
const unique = () => `Zq${Date.now().toString(36)}x${++nonce}`;

const filler = (n: number) => Array.from({ length: n }, (_, i) => `card "Filler ${i}"\n  cost {1}{G}\n  type Creature — Elf\n  pt 1/1\n  text\n    Flying\n`).join('\n');

const card = (name: string, word: string) =>
  `card "${name}"\n  cost {2}{U}\n  type Creature — ${word}\n  pt 2/3\n  text\n    Target creature gets +1/+0 until end of turn and ${word} the widgets.\n    When this creature enters, draw a card for each ${word} you control.\n`;

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

const model = (d: DocumentModel) => JSON.stringify({ cards: d.cards, parse: d.parse });

describe('memoized trees shared with the line that first read them', () => {
  afterEach(() => {
    setLineMemoEnabled(true);
    setBoundedCachesEnabled(true);
  });

  it('stay where their document moved them, and the copies of other lines start from there', () => {
    const word = unique();
    const v1 = `${filler(60)}\n${card('First Reader', word)}`;
    expect(v1.length).toBeGreaterThan(4096); // chunked: an edit before the card moves its chunk in place
    const a1 = buildDocument('file:///a.cards', v1);
    // A copy taken before the move…
    const early = `${filler(3)}\n${card('Early Copy', word)}`;
    const b1 = buildDocument('file:///b.cards', early);
    // …the first reader's chunk moved by an edit before it…
    const v2 = `# ${'an edit before the card '.repeat(3)}\n${v1}`;
    const a2 = buildDocument('file:///a.cards', v2, 'modern', a1);
    expect(a2.cards.at(-1)!.card).toBe(a1.cards.at(-1)!.card); // reused, moved in place
    // …and a copy taken after it.
    const late = `${filler(7)}\n${card('Late Copy', word)}`;
    const c1 = buildDocument('file:///c.cards', late);
    for (const [doc, text] of [[a2, v2], [b1, early], [c1, late]] as const) {
      expect(model(doc)).toBe(model(fromScratch(doc.uri, text)));
      const last = doc.cards.at(-1)!.card.faces[0]!;
      expect(text.slice(last.typeLine!.span.start, last.typeLine!.span.end)).toBe(`Creature — ${word}`);
      for (const ab of last.abilities) expect(text.slice(ab.span.start, ab.span.end)).toBe(ab.text);
    }
  });

  it('are the same read inside a level striation as outside it (CR 711.2a-b: a striation marks nothing on its lines)', () => {
    // Understood (a line not understood is not marked) and never read before: it names its card, whose name no other
    // test writes (a line naming its card is memoized with the card's name and type line).
    const name = `${unique()} Adept`;
    const line = `Whenever ${name} attacks, you gain 1 life.`;
    const leveler = `card "${name}"\n  cost {1}{U}\n  type Creature — Wizard\n  pt 1/1\n  text\n    Level up {2}\n    LEVEL 1-3\n    2/2\n    ${line}\n`;
    const plain = `card "${name}"\n  cost {1}{U}\n  type Creature — Wizard\n  pt 1/1\n  text\n    ${line}\n`;
    const striated = buildDocument('file:///l.cards', leveler).cards[0]!.card.faces[0]!.abilities.at(-1)!;
    expect(striated.unmodeled, striated.text).toEqual([]);
    expect(striated.unsimulated ?? []).toEqual([]);
    const doc = buildDocument('file:///p.cards', plain);
    expect(model(doc)).toBe(model(fromScratch(doc.uri, plain)));
  });

  it('serve a text only in the context it was read in: the card it names, the kind of its type line', () => {
    // The ability memo is keyed on the text alone; each entry holds what else its reading depended on.
    const name = `${unique()} Adept`;
    const lines = [`${name} deals 1 damage to any target.`, `Whenever ${name} attacks, draw a card.`, 'Draw a card.'];
    const text = (cardName: string, type: string, pt: boolean) =>
      `card "${cardName}"\n  cost {1}{R}\n  type ${type}\n${pt ? '  pt 1/1\n' : ''}  text\n${lines.map((l) => `    ${l}\n`).join('')}`;
    const v = [
      text(`${name} Twin`, 'Creature — Wizard', true), // names no card of its own: read as any permanent reads it
      text(name, 'Creature — Wizard', true), // names its card
      text(`${name} Bolt`, 'Instant', false), // a spell
      text(name, 'Sorcery', false), // names its card, another type line
      text(name, 'Creature — Wizard', true),
      text(`${name} Twin`, 'Creature — Wizard', true),
      text(`${name} Bolt`, 'Instant', false),
    ].join('\n');
    const doc = buildDocument('file:///ctx.cards', v);
    expect(model(doc)).toBe(model(fromScratch(doc.uri, v)));
    // The contexts read differently (else this case proves nothing).
    const first = (i: number) => JSON.stringify(doc.cards[i]!.card.faces[0]!.abilities.map((a) => ({ ...a, span: undefined, text: undefined })));
    expect(new Set([0, 1, 2, 3].map(first)).size).toBe(4);
  });
});
