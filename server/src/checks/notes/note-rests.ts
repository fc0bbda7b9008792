// The text a set-wide note's outcomes rest on (the note then says it is inconclusive and quotes a few), gathered in time
// that does not grow with the number of cards of the note's classes (issue 22, F9).
//
// An outcome of a class rests on its first card's own text, which stands for each member's own (cards of a class differ
// only in their names, interactions.ts representativeKey): a class of 3,000 copies of a card rests on 3,000 texts. The note says how many distinct texts there
// are (card name and text) and quotes the first three in the order of the set's cards. Every source of a set reads the
// same classes, so the texts are gathered once per list of classes and outcomes (`Gathered`); a note whose own source
// is a member of a class (left out of its own note) takes that one card's texts out of what was gathered.

import type { Card } from '../../model/types';
import type { RestingText } from '../../rules/scenario/inconclusive';

/** Cards of one class of a note, and each one's position in the workspace's card list. */
export interface RestsClass {
  readonly cards: readonly Card[];
  readonly at: readonly number[];
}

/** One class's outcome as a note says it. */
export interface SaidRests {
  /** The class's index in the note's list of classes. */
  readonly index: number;
  /** The text its outcome rests on, and the card whose run it is (its own text is each member's own). */
  readonly rests: readonly RestingText[] | undefined;
  readonly subject: string | undefined;
  /** The member left out (the note's own source), or -1. */
  readonly skip: number;
}

/** How many distinct texts a note rests on, and the first few in the set's order. */
export interface NoteRests {
  count: number;
  first: RestingText[];
}

/** One distinct text (card name and text): where it first stands in the set, and each time it comes. */
interface Entry {
  position: number;
  /** Its occurrences in the note's order (numbered), each with its own resting text (the first one is said). */
  occ: number[];
  rests: RestingText[];
}

interface Gathered {
  entries: Map<string, Entry>;
  /** By position in the set, then first occurrence (the order the note quotes in). */
  sorted: Entry[];
  /** Per class said, per text of its outcome: the number of its first member's occurrence (-1: not a member's own). */
  starts: number[][];
}

const MAX_GATHERED = 256;
const gatheredMemo = new WeakMap<readonly RestsClass[], Map<string, Gathered>>();
const positionsMemo = new WeakMap<readonly RestsClass[], Map<string, number>>();

/** Work done, counted (test/robustness/set-wide-work.test.ts): texts gathered, one per class member's own text. */
export const restsWork = { gathered: 0 };

const keyOf = (cardName: string, text: string) => `${cardName}\u0000${text}`;
/** A class member's own text: the first card's with its name replaced (cards of a class differ only in their names). */
const memberText = (r: RestingText, name: string) => r.text.split(r.cardName).join(name);

/** Where each card name first stands among the classes' cards. */
function positionsOf(classes: readonly RestsClass[]): Map<string, number> {
  let p = positionsMemo.get(classes);
  if (!p) {
    const found = new Map<string, number>();
    for (const cls of classes) cls.cards.forEach((c, i) => { if (!found.has(c.name)) found.set(c.name, cls.at[i]!); });
    positionsMemo.set(classes, (p = found));
  }
  return p;
}

function gather(classes: readonly RestsClass[], said: readonly SaidRests[]): Gathered {
  const key = said.map((s) => [s.index, s.subject ?? '', ...(s.rests ?? []).flatMap((r) => [r.cardName, r.text, r.why])].join('\u0001')).join('\u0002');
  let memo = gatheredMemo.get(classes);
  if (!memo) gatheredMemo.set(classes, (memo = new Map()));
  const known = memo.get(key);
  if (known) return known;
  const positions = positionsOf(classes);
  const entries = new Map<string, Entry>();
  let n = 0;
  const add = (r: RestingText) => {
    const k = keyOf(r.cardName, r.text);
    const e = entries.get(k);
    if (e) {
      e.occ.push(n);
      e.rests.push(r);
    } else entries.set(k, { position: positions.get(r.cardName) ?? -1, occ: [n], rests: [r] });
    n++;
  };
  const starts = said.map((s) => (s.rests ?? []).map((r) => {
    if (r.cardName !== s.subject) {
      add(r);
      return -1;
    }
    const start = n;
    for (const c of classes[s.index]!.cards) add({ ...r, cardName: c.name, text: memberText(r, c.name) });
    return start;
  }));
  restsWork.gathered += n;
  const sorted = [...entries.values()].sort((a, b) => a.position - b.position || a.occ[0]! - b.occ[0]!);
  const gathered = { entries, sorted, starts };
  if (memo.size >= MAX_GATHERED) memo.clear();
  memo.set(key, gathered);
  return gathered;
}

/**
 * The texts the outcomes `said` rest on (in the note's order: outcomes grouped by their words, each group's classes in
 * order): each class member's own for its class's first card's, every text once (by card name and text), the first
 * `shown` by where their cards stand in the set (`classes`; a card not among them first), with how many there are.
 */
export function noteRests(classes: readonly RestsClass[], said: readonly SaidRests[], shown = 3): NoteRests {
  const g = gather(classes, said);
  // The texts of the members left out, taken out again.
  const removed = new Map<Entry, Set<number>>();
  said.forEach((s, i) => {
    if (s.skip < 0) return;
    const card = classes[s.index]!.cards[s.skip]!;
    (s.rests ?? []).forEach((r, j) => {
      const start = g.starts[i]![j]!;
      if (start < 0) return;
      const e = g.entries.get(keyOf(card.name, memberText(r, card.name)))!;
      let at = removed.get(e);
      if (!at) removed.set(e, (at = new Set()));
      at.add(start + s.skip);
    });
  });
  if (!removed.size) return { count: g.entries.size, first: g.sorted.slice(0, shown).map((e) => e.rests[0]!) };
  // The first `shown` of the texts left alone keep their order; a text that lost its first occurrence may move back.
  const candidates: { position: number; first: number; rest: RestingText }[] = [];
  for (const e of g.sorted) {
    if (candidates.length >= shown) break;
    if (!removed.has(e)) candidates.push({ position: e.position, first: e.occ[0]!, rest: e.rests[0]! });
  }
  let gone = 0;
  for (const [e, at] of removed) {
    const i = e.occ.findIndex((o) => !at.has(o));
    if (i < 0) gone++;
    else candidates.push({ position: e.position, first: e.occ[i]!, rest: e.rests[i]! });
  }
  candidates.sort((a, b) => a.position - b.position || a.first - b.first);
  return { count: g.entries.size - gone, first: candidates.slice(0, shown).map((c) => c.rest) };
}
