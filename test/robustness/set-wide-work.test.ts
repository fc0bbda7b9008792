// Opening a large document: the set-wide analysis's work grows with the document, not with its square (issue 22, F9).
// No test times anything (speed lives in `npm run bench`, item 19): the work is counted at n and 2n cards. Before,
// every slice of the analysis looked at every card of the document again (a re-analysis runs in a number of slices that
// grows with the document), and every note gathered the text each card of its classes rests on (every source of the
// set reads every class). Also: the gathering done once gives each note the text the old way did.

import { describe, expect, it } from 'vitest';
import { generateCards } from '../../bench/generate';
import { AnalysisHost } from '../../server/src/analysis/analysis-host';
import type { IncrementalChecker } from '../../server/src/checks/incremental-checker';
import { noteRests, restsWork, type RestsClass, type SaidRests } from '../../server/src/checks/notes/note-rests';
import type { Card } from '../../server/src/model/types';
import type { RestingText } from '../../server/src/rules/scenario/inconclusive';

const URI = 'file:///large.cards';

describe('the set-wide analysis of a large document does work in proportion to it (F9)', () => {
  /** Opens `n` generated cards and runs the set-wide analysis in slices of at most `limit` sources. */
  const open = async (n: number, limit: number) => {
    const host = new AnalysisHost();
    const checker = (host as unknown as { checker: IncrementalChecker }).checker;
    const gathered = restsWork.gathered;
    host.openDocument(URI, generateCards(n), 1);
    const a = host.analysis(URI)!;
    let slices = 0;
    await a.setWideInSlices(async () => { slices++; }, { limit });
    const diagnostics = a.diagnostics().value;
    return { slices, scanned: checker.work.sourcesScanned, gathered: restsWork.gathered - gathered, notes: diagnostics.filter((d) => d.code === 'interaction').length };
  };

  it('the slices of one analysis look at each card of the document a bounded number of times, not once per slice', async () => {
    const small = await open(56, 4);
    const large = await open(112, 4);
    expect(small.slices).toBeGreaterThan(5);
    expect(large.slices).toBeGreaterThan(1.8 * small.slices);
    // Once for the slices (the answer is put together by them, and handed over whole).
    expect(small.scanned).toBeLessThanOrEqual(56);
    expect(large.scanned).toBeLessThanOrEqual(112);
  });

  it('the notes are put together in slices too, each placing at most its share of sources; the answer then does none of it', async () => {
    const host = new AnalysisHost();
    const checker = (host as unknown as { checker: IncrementalChecker }).checker;
    const text = generateCards(224);
    host.openDocument(URI, text, 1);
    const a = host.analysis(URI)!;
    const slices: { analyzed: number; placed: number; copied: number }[] = [];
    const advance = host.advanceSetWide.bind(host);
    host.advanceSetWide = (uri, limit) => {
      const before = { ...checker.work };
      const r = advance(uri, limit);
      slices.push({ analyzed: r.analyzed, placed: checker.work.sourcesPlaced - before.sourcesPlaced, copied: checker.work.findingsCopied - before.findingsCopied });
      return r;
    };
    // A hover between slices is answered (from the document's own findings) while the notes are being put together.
    const hovered: boolean[] = [];
    const offset = text.indexOf('Disguise {1}{W}');
    await a.setWideInSlices(async () => { hovered.push(a.hover(offset).value !== undefined); }, { limit: 2 });
    const before = { ...checker.work };
    const notes = a.diagnostics().value.filter((d) => d.code === 'interaction');
    // The notes are copied (placed for the first time) in several slices, each a share of them (before: all in the
    // last slice, and again by the answer).
    const copied = slices.reduce((n, s) => n + s.copied, 0);
    expect(copied).toBeGreaterThanOrEqual(notes.length / 2);
    expect(Math.max(...slices.map((s) => s.copied))).toBeLessThan(copied / 2);
    // The answer is handed over as the slices put it together: nothing scanned, placed or copied again.
    expect(checker.work.sourcesScanned - before.sourcesScanned).toBe(0);
    expect(checker.work.findingsCopied - before.findingsCopied).toBe(0);
    expect(checker.work.sourcesPlaced - before.sourcesPlaced).toBe(0);
    // Every source placed once, at most 50 per source a slice may analyze (limit 2: 100), in several slices.
    expect(slices.reduce((n, s) => n + s.placed, 0)).toBe(224);
    expect(Math.max(...slices.map((s) => s.placed))).toBeLessThanOrEqual(100);
    expect(slices.filter((s) => s.placed > 0).length).toBeGreaterThanOrEqual(3);
    expect(hovered.length).toBe(slices.length - 1);
    expect(hovered.every(Boolean)).toBe(true);
    // The same notes as the whole analysis in one step.
    const whole = new AnalysisHost();
    whole.openDocument(URI, text, 1);
    expect(a.diagnostics().value).toEqual(whole.analysis(URI)!.diagnostics().value);
  });

  it('what is read of every card, and every card\'s manifest and cloak outcomes, is read in slices too (issue 27)', async () => {
    // The generated set has cards that manifest and cloak (CR 701.40a, 701.58a): their notes read every card's outcomes.
    const host = new AnalysisHost();
    const checker = (host as unknown as { checker: IncrementalChecker }).checker;
    const text = generateCards(224);
    host.openDocument(URI, text, 1);
    const a = host.analysis(URI)!;
    const read: number[] = [];
    const advance = host.advanceSetWide.bind(host);
    host.advanceSetWide = (uri, limit) => {
      const before = checker.work.cardsRead;
      const r = advance(uri, limit);
      read.push(checker.work.cardsRead - before);
      return r;
    };
    await a.setWideInSlices(async () => undefined, { limit: 2 });
    // Each card's facts, then each card's outcomes (224 each), at most 40 a slice (limit 2 × 20), in many slices —
    // before, all of them in the first slice.
    expect(read.reduce((n, x) => n + x, 0)).toBe(2 * 224);
    expect(Math.max(...read)).toBeLessThanOrEqual(40);
    expect(read.filter((x) => x > 0).length).toBeGreaterThanOrEqual(10);
    // The same notes as the whole analysis in one step.
    const whole = new AnalysisHost();
    whole.openDocument(URI, text, 1);
    expect(a.diagnostics().value).toEqual(whole.analysis(URI)!.diagnostics().value);
    // An edit's analysis reads again only the cards it changed, in its first slice.
    read.length = 0;
    const at = text.indexOf('Disguise {1}{W}');
    host.changeDocument(URI, `${text.slice(0, at)}Disguise {2}{W}${text.slice(at + 'Disguise {1}{W}'.length)}`, 2);
    const b = host.analysis(URI)!;
    await b.setWideInSlices(async () => undefined, { limit: 2 });
    expect(read.reduce((n, x) => n + x, 0)).toBeLessThanOrEqual(4);
    expect(read[0]).toBe(read.reduce((n, x) => n + x, 0));
  });

  it('the text the notes rest on is gathered once per list of classes, not once per note', async () => {
    const small = await open(112, 1000);
    const large = await open(224, 1000);
    expect(small.gathered).toBeGreaterThan(0);
    expect(large.notes).toBeGreaterThan(1.8 * small.notes);
    expect(large.gathered).toBeLessThanOrEqual(2.2 * small.gathered);
  });
});

describe('noteRests: each class member\'s own text, every text once, the first three in the set\'s order', () => {
  /** The old way: each member's text made, duplicates (card name and text) dropped, sorted by where the card stands. */
  const naive = (classes: readonly RestsClass[], said: readonly SaidRests[]) => {
    const all: RestingText[] = [];
    for (const s of said) {
      for (const r of s.rests ?? []) {
        if (r.cardName !== s.subject) { all.push(r); continue; }
        classes[s.index]!.cards.forEach((c, i) => { if (i !== s.skip) all.push({ ...r, cardName: c.name, text: r.text.split(r.cardName).join(c.name) }); });
      }
    }
    const rests: RestingText[] = [];
    for (const r of all) if (!rests.some((x) => x.cardName === r.cardName && x.text === r.text)) rests.push(r);
    const position = new Map<string, number>();
    for (const cls of classes) cls.cards.forEach((c, i) => { if (!position.has(c.name)) position.set(c.name, cls.at[i]!); });
    rests.sort((a, b) => (position.get(a.cardName) ?? -1) - (position.get(b.cardName) ?? -1));
    return { count: rests.length, first: rests.slice(0, 3) };
  };

  it('equals the old way on random classes with repeated names, shared texts and a source left out of its class', () => {
    let seed = 7; // mulberry32
    const random = (n: number) => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
    };
    const why: RestingText['why'][] = ['not understood', 'not simulated'];
    for (let round = 0; round < 400; round++) {
      const names = ['Ash', 'Birch', 'Cedar', 'Ash Birch', 'Dune'];
      let at = 0;
      const classes: RestsClass[] = Array.from({ length: 1 + random(4) }, () => {
        const cards = Array.from({ length: 1 + random(5) }, () => ({ name: names[random(names.length)]! }) as Card);
        return { cards, at: cards.map(() => (at += 1 + random(3))) };
      });
      const texts = ['When ~ dies, scry 1.', 'Ash is 2/2.', 'If ~ attacked, draw.'];
      const said: SaidRests[] = classes.flatMap((cls, index) => {
        if (random(4) === 0) return [];
        const subject = cls.cards[0]!.name;
        const rests = Array.from({ length: random(3) }, () => {
          const own = random(3) > 0;
          const cardName = own ? subject : names[random(names.length)]!;
          return { cardName, text: texts[random(texts.length)]!.replace('~', cardName), why: why[random(2)]! };
        });
        return [{ index, rests: random(5) ? rests : undefined, subject, skip: random(3) === 0 ? random(cls.cards.length) : -1 }];
      });
      // The note's order: grouped by words, each group's classes in order (here: shuffled into any order).
      if (random(2)) said.reverse();
      expect(noteRests(classes, said), `round ${round}`).toEqual(naive(classes, said));
    }
  });
});
