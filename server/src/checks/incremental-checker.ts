// The incremental checker: results of per-card checks cached per card (keyed on its text, era and options),
// interaction results reused while the cards they depend on are unchanged. Same answers as checkDocument
// (test/incremental proves it), less work per keystroke.

import { isDeepStrictEqual } from 'node:util';
import { CHECKS } from './index';
import { runGuarded, type Check, type CheckContext, type CheckOptions } from './check';
import { faceDownLintsCheck } from './face-down-lints';
import { analyzeSources, firstCardsNotes, NoteMemo, canBeInLibrary, putDownKinds, selfNoted, documentNotes, repeatShortened, representativesOf, type FirstNotes, faceDownKeyword, InteractionCache, interactionsCheck, putsCardsFaceDown, touchesFaceDownCards, type PairOutcome, type ShortenedNotes } from './interactions';
import { InteractionPool, poolOptions, type PoolOptions } from './interaction-pool';
import { withoutKnockOns } from './knock-on';
import { withoutLexChangingFixes } from './lexing-kept';
import { applySuppressions } from './suppressions';
import { TEMPLATING_CHECKS } from './templating';
import { typosCheck } from './typos';
import { unmodeledCheck } from './unmodeled';
import { makeDiagnostic, type Diagnostic, type RelatedInfo } from '../diagnostics/diagnostic';
import { msg, type Message } from '../i18n';
import type { BuiltCard } from '../model/build-card';
import type { DocumentModel } from '../model/document';
import { structuralKey } from '../model/structural-key';
import type { Card, Span } from '../model/types';
import { BoundedCache, stringBytes } from '../model/bounded-cache';
import type { Workspace } from '../model/workspace';
import { ownString } from '../../../grammar/src/own-string';
import { collectSpans, freezeSpanFree, gatherSpans, moveSpans, shiftSpans, shiftSpansOwning } from '../../../grammar/src/span';

/** Checks whose findings on a card depend only on that card's text, the set's era and the options (typos reads only
 * the card's own face lines, as the templating checks do). */
const PER_CARD_CHECKS: ReadonlySet<Check> = new Set<Check>([typosCheck, ...TEMPLATING_CHECKS, unmodeledCheck, faceDownLintsCheck]);


/**
 * A check that found nothing on a card: one shared empty list (most per-card checks find nothing on most cards: a real
 * pool of 11,626 cards held ~100,000 empty lists, ~4 MB, for its whole life). Frozen: nothing adds to a card's findings.
 */
const NO_FINDINGS: Diagnostic[] = Object.freeze([]) as unknown as Diagnostic[];
/** A card on which no check found anything: one shared list per number of checks. */
const NOTHING_FOUND: (Diagnostic[] | { error: string })[][] = [];

function nothingFound(abs: (Diagnostic[] | { error: string })[]): (Diagnostic[] | { error: string })[] {
  for (const r of abs) if (r !== NO_FINDINGS) return abs;
  return (NOTHING_FOUND[abs.length] ??= Object.freeze(abs.map(() => NO_FINDINGS)) as (Diagnostic[] | { error: string })[]);
}

interface CardEntry {
  /** Names of the checks the entry holds results of, in order. */
  checks: string;
  era: string;
  showUnmodeled: boolean;
  /** Where the card started when `abs` was made: a moved card's findings are moved by the difference. */
  absStart: number;
  /** Per per-card check (in CHECKS order): its findings (one copy only, at `absStart`), or the error it threw. */
  abs: (Diagnostic[] | { error: string })[];
  /** Every span of `abs`, listed as its copy was made: a move adds to them in place (no copy, no walk). */
  spans: Span[];
}

interface SourceEntry {
  /** Which list of face-down targets its findings were made against (a version number, -1: it depends on none). */
  targets: number;
  /** Which list of every card's manifest/cloak outcomes (a version number, -1: it depends on none). */
  everything: number;
  index: number;
  rel: RelativeFinding[];
  absStart: number;
  absCards: number;
  /** The cards `abs` links to, in order (the related cards of `rel`, as they were when `abs` was made). */
  absRelated: Card[];
  abs: Diagnostic[];
  /** The spans of `abs` that are its own (not its related locations: the model's own name spans, moved with their
   * cards), found on the first move: a move adds to them in place. */
  absSpans?: Span[];
  /**
   * The entry this one replaced, made for other targets, outcomes or index (never itself with an `other`): when the
   * source's inputs come back to those (a keyword broken and mended, a typo undone), its notes hold again and are
   * taken back, not analyzed again (the three numbers are all a source's notes depend on besides the source itself:
   * `outOfDate`).
   */
  other?: SourceEntry | undefined;
  /** Other inputs its notes hold for too: the ones it was made for, when an analysis for the next ones found the same
   * notes and kept it (`notesKept`). */
  also?: Inputs | undefined;
  /**
   * The notes of the analysis of this source `rel` is the relative form of (an analysis of the source itself, not a
   * copy's): a later analysis that hands back the same note objects (interactions.ts NoteMemo) has the same relative
   * notes, once their linked cards are found where `rel` says (`sameNotes`).
   */
  found?: readonly Diagnostic[] | undefined;
}

/** What a source's set-wide notes depend on besides the source itself (SourceEntry's and Wanted's numbers). */
interface Inputs {
  targets: number;
  everything: number;
  index: number;
}

/** Whether `entry`'s notes hold for the inputs `w` has now. */
function holdsFor(entry: SourceEntry, w: Inputs): boolean {
  const same = (x: Inputs) => x.targets === w.targets && x.everything === w.everything && x.index === w.index;
  return same(entry) || (entry.also !== undefined && same(entry.also));
}

interface CardFacts {
  key: number;
  keyword: ReturnType<typeof faceDownKeyword>;
  touches: boolean;
  putsDown: boolean;
  /**
   * Its manifest and cloak outcomes when it can be in a library, else '' (as a number: equal numbers, equal outcomes);
   * read only when a source of the document puts cards face down (`inLibraryOf`).
   */
  inLibrary?: number;
}

/** How many of the latest lists a `Versioned` knows by their text (a typo and its undo are two). */
const VERSIONS_KEPT = 4;

/**
 * A value that stands for a list (of targets, of outcomes) by a number: equal numbers, equal lists, so each source
 * compares one number instead of the whole list. The few latest lists keep their numbers: a list seen again (a
 * face-down keyword broken, then mended: the targets of before) gets its number back, and a source's notes made for
 * it hold again (`SourceEntry.other`). A number is never given to another text (an evicted text seen again gets a new
 * one).
 */
class Versioned {
  private readonly numbers = new Map<string, number>();
  private last = 0;

  of(text: string): number {
    let n = this.numbers.get(text);
    if (n === undefined) {
      if (this.numbers.size >= VERSIONS_KEPT) this.numbers.delete(this.numbers.keys().next().value!);
      this.numbers.set(text, (n = ++this.last));
    }
    return n;
  }
}

/** The set's era as per-card results depend on it (`templating mixed` checks each card in its own era). */
function eraKey(doc: DocumentModel): string {
  return doc.set.mixed ? 'mixed' : doc.set.era;
}

/** A source card of the document and what its set-wide notes depend on (SourceEntry's first three fields). */
interface Wanted {
  built: BuiltCard;
  index: number;
  targets: number;
  everything: number;
}

/** An interaction finding relative to its source card; related cards as indexes into Workspace.allCards(). */
interface RelativeFinding {
  diagnostic: Diagnostic;
  related: number[] | undefined;
}

/** At most this many distinct strings are kept by one checker's table of cached findings' strings. */
const MAX_STRINGS = 50_000;

/**
 * Strings of cached findings, each an own copy (`ownString`) kept once: cached across versions, a message quoting a
 * slice of a version's text would keep that whole text alive; and equal messages (one note on many cards) share one.
 */
class StringTable {
  private readonly table = new Map<string, string>();

  readonly own = (s: string): string => {
    if (s.length < 13) return s; // V8 copies short slices: they keep nothing else alive
    let kept = this.table.get(s);
    if (kept === undefined) {
      if (this.table.size >= MAX_STRINGS) this.table.clear();
      kept = ownString(s);
      this.table.set(kept, kept);
    }
    return kept;
  };
}

/**
 * Messages of cached findings (frozen: freezeSpanFree), equal ones kept once: the notes of a large set say the same few
 * things on thousands of cards, each a tree of some twenty message objects (issue 22, F9). Bounded by the bytes of
 * its keys (the message as JSON: equal JSON, the same words in every language).
 */
class MessageTable {
  private readonly table = new BoundedCache<string, Message>(4 << 20, (k) => 32 + stringBytes(k));

  readonly own = (m: Message): Message => {
    if (!Object.isFrozen(m)) return m;
    const key = JSON.stringify(m);
    return this.table.get(key) ?? this.table.set(key, m);
  };
}

function toRelative(found: Diagnostic[], start: number, all: Card[], bySpan: Map<Span, number>, own: (s: string) => string, ownMessage: (m: Message) => Message): RelativeFinding[] | undefined {
  const out: RelativeFinding[] = [];
  for (const d of found) {
    const { related, ...rest } = d;
    let indexes: number[] | undefined;
    if (related) {
      indexes = [];
      for (const r of related) {
        // interactions.ts relates a card by its name span (the model's own object), uri and name.
        const i = bySpan.get(r.span);
        if (i === undefined || all[i]!.uri !== r.uri || all[i]!.name !== r.message) return undefined;
        indexes.push(i);
      }
    }
    const diagnostic = shiftSpansOwning(rest, -start, own) as Diagnostic;
    freezeSpanFree(diagnostic);
    if (diagnostic.msg) diagnostic.msg = ownMessage(diagnostic.msg);
    out.push({ diagnostic, related: indexes });
  }
  return out;
}

/**
 * The notes of `from` moved onto `to`, a card with the same rules identity: each note sits on an ability of the
 * first face, and goes to the ability of `to` at the same index. Undefined when a note is not of that shape.
 */
function notesFor(from: Card, notes: Diagnostic[], to: Card): Diagnostic[] | undefined {
  const fromAbilities = from.faces[0]?.abilities ?? [];
  const toAbilities = to.faces[0]?.abilities ?? [];
  const out: Diagnostic[] = [];
  for (const d of notes) {
    const i = fromAbilities.findIndex((a) => a.span.start === d.span.start && a.span.end === d.span.end);
    const target = toAbilities[i];
    if (i < 0 || !target || d.fixes) return undefined;
    out.push({ ...d, span: { start: target.span.start, end: target.span.end } });
  }
  return out;
}

/**
 * How far the abilities of `b`'s first face sit from where `a`'s do, relative to each card, when all by one distance
 * (cards alike but for their names' lengths); undefined when not.
 */
function layoutShift(a: Card, b: Card): number | undefined {
  const x = a.faces[0]?.abilities ?? [];
  const y = b.faces[0]?.abilities ?? [];
  if (x.length !== y.length) return undefined;
  const delta = x.length ? y[0]!.span.start - b.span.start - (x[0]!.span.start - a.span.start) : 0;
  for (let i = 0; i < x.length; i++) {
    if (y[i]!.span.start - x[i]!.span.start !== b.span.start - a.span.start + delta || y[i]!.span.end - x[i]!.span.end !== b.span.start - a.span.start + delta) return undefined;
  }
  return delta;
}

const compare = (a: Diagnostic, b: Diagnostic) => a.span.start - b.span.start || a.span.end - b.span.end || a.code.localeCompare(b.code);

/** checkDocument's answers, computed from per-card and per-source caches. */
export class IncrementalChecker {
  private cards = new WeakMap<BuiltCard, CardEntry>();
  private sources = new WeakMap<BuiltCard, SourceEntry>();
  private facts = new WeakMap<Card, CardFacts>();
  private lastAll: Card[] = [];
  private lastListed: Card[] | undefined;
  /** Manifest and cloak outcomes per rules identity (structuralKey). */
  private putDown = new BoundedCache<number, string>(2 << 20, (_k, v) => 32 + stringBytes(v));
  private readonly strings = new StringTable();
  private readonly messages = new MessageTable();
  /** A card's place in a note's related locations (its name), one object per card object, shared by every note. */
  private readonly relatedOf = new WeakMap<Card, RelatedInfo>();
  /** Manifest/cloak outcome texts as numbers (never reused: a number stands for one text for the checker's life). */
  private outcomeIds = new Map<string, number>();
  private lastOutcomeId = 0;
  private readonly targetsVersion = new Versioned();
  private readonly everythingVersion = new Versioned();
  /** The "same as …" notes made for repeated set-wide notes, per note object. */
  private readonly shortened: ShortenedNotes = { notes: new WeakMap(), count: 0 };
  /** Pair simulations of the set-wide analysis. */
  private readonly interactionCache = new InteractionCache();
  /** The notes the analysis made per source, ability and family, handed back when made of the same parts. */
  readonly noteMemo = new NoteMemo();
  /** Bumped when the list of card objects of the workspace changes. */
  private cardsVersion = 0;
  /**
   * The work done so far, counted (test/robustness/edit-work.test.ts: an edit costs in proportion to what it changed):
   * cards re-checked, set-wide sources re-analyzed (and of them, those given the relative notes of a source with the
   * same rules identity and layout, not made again; and those whose notes came out as before, kept), cached findings copied (made again from their relative form),
   * spans of cached findings moved in place (integer adds: the one per-keystroke cost that grows with the document
   * after the edit, as the model's own spans do), set-wide notes shortened anew ("same as …" for a repeat), and the
   * document's cards looked at for whether their set-wide notes are out of date (once per version and list of cards,
   * not once per slice: a large re-analysis runs in a number of slices that grows with the document, issue 22 F9), and
   * the sources whose notes were put in place in the answer (once per version: in slices when the analysis runs in
   * slices, then handed whole to check()).
   */
  readonly work = { cardsChecked: 0, sourcesAnalyzed: 0, notesShared: 0, notesKept: 0, notesRestored: 0, notesSame: 0, findingsCopied: 0, findingsMoved: 0, notesMade: 0, sourcesScanned: 0, sourcesPlaced: 0, cardsRead: 0 };

  /** The threads that share a large set-wide analysis (interaction-pool.ts), started on first use; null: none. */
  private poolValue: InteractionPool | null | undefined;

  /** `pool`: the set-wide pool's options (undefined: from the environment and the machine, interaction-pool.ts poolOptions; null: no pool). */
  constructor(private readonly poolWanted?: PoolOptions | null) {}

  /** Runs the set-wide analysis played so far (its interaction cache's count; the tests and the bench). */
  get runs(): number {
    return this.interactionCache.runs;
  }

  /** The set-wide pool, if any (its counts are read by the tests and the bench). */
  get pool(): InteractionPool | undefined {
    if (this.poolValue === undefined) {
      const options = this.poolWanted === undefined ? poolOptions() : this.poolWanted;
      this.poolValue = options ? new InteractionPool(options) : null;
    }
    return this.poolValue ?? undefined;
  }

  check(workspace: Workspace, uri: string, options: CheckOptions, checks: readonly Check[] = CHECKS): Diagnostic[] {
    const doc = workspace.get(uri);
    if (!doc) return [];
    const ctx: CheckContext = { doc, workspace, options };
    const perCard = checks.filter((c) => PER_CARD_CHECKS.has(c));
    const cardResults = perCard.length ? this.perCard(ctx, perCard) : [];
    const out: Diagnostic[] = [];
    for (const check of checks) {
      const at = perCard.indexOf(check);
      if (at >= 0) {
        const failed = cardResults.find((r) => !Array.isArray(r[at]))?.[at] as { error: string } | undefined;
        if (failed) {
          out.push(makeDiagnostic('internal-error', msg('internal.check-failed', { check: check.name, detail: failed.error }), { start: 0, end: Math.min(doc.text.length, 1) }));
        } else {
          for (const r of cardResults) for (const d of r[at] as Diagnostic[]) out.push(d);
        }
      } else if (check === interactionsCheck) {
        let found: Diagnostic[];
        try {
          found = this.interactions(workspace, doc)!;
        } catch {
          found = runGuarded(check, ctx);
        }
        for (const d of found) out.push(d);
      } else {
        for (const d of runGuarded(check, ctx)) out.push(d);
      }
    }
    for (const d of out) d.uri ??= uri;
    return withoutLexChangingFixes(uri, doc.text, withoutKnockOns(doc.text, applySuppressions(doc, out))).sort(compare);
  }

  private perCard(ctx: CheckContext, checks: Check[]): (Diagnostic[] | { error: string })[][] {
    const { doc, options } = ctx;
    const nodes = new Map<number, DocumentModel['parse']['ast']['items'][number]>();
    for (const item of doc.parse.ast.items) if (item.kind === 'card') nodes.set(item.span.start, item);
    const names = checks.map((c) => c.name).join('\u0001');
    return doc.cards.map((built) => {
      const start = built.card.span.start;
      let entry = this.cards.get(built);
      if (!entry || entry.checks !== names || entry.era !== eraKey(doc) || entry.showUnmodeled !== options.showUnmodeled) {
        const node = nodes.get(start);
        const one: DocumentModel = { ...doc, parse: { ast: { ...doc.parse.ast, items: node ? [node] : [] }, errors: [] }, cards: [built], scenarios: [] };
        const oneCtx: CheckContext = { doc: one, workspace: ctx.workspace, options };
        // A copy: a check may hand back the model's own span objects, which move in place with their card; its
        // strings from the table (the entry outlives this version).
        const abs = checks.map((c) => {
          try {
            return c.run(oneCtx);
          } catch (err) {
            return { error: err instanceof Error ? err.message : String(err) };
          }
        });
        // The copy lists its spans as it makes them: a move of the card later is a loop over them, no walk.
        const copied = gatherSpans(() => abs.map((r) => (!Array.isArray(r) ? r : r.length === 0 ? NO_FINDINGS : shiftSpansOwning(r, 0, this.strings.own))));
        entry = { checks: names, era: eraKey(doc), showUnmodeled: options.showUnmodeled, absStart: start, abs: nothingFound(copied.value), spans: copied.spans };
        this.work.cardsChecked++;
        this.cards.set(built, entry);
      }
      if (entry.absStart !== start) {
        // Moved in place, as the model's spans are (model/document.ts): these findings belong to the current version
        // of the card only, and an analysis of an earlier version is not read once a later one is built.
        moveSpans(entry.spans, start - entry.absStart);
        this.work.findingsMoved += entry.spans.length;
        entry.absStart = start;
      }
      return entry.abs;
    });
  }

  /** Whether every card a source's findings link to is still the same card object at the same index. */
  private sameRelated(entry: SourceEntry, all: Card[]): boolean {
    let n = 0;
    for (const { related } of entry.rel) {
      if (related) for (const i of related) if (all[i] !== entry.absRelated[n++]) return false;
    }
    entry.absCards = this.cardsVersion;
    return true;
  }

  /** What the set-wide analysis reads of a card, once per card object (a card object never changes). */
  private factsOf(card: Card): CardFacts {
    let f = this.facts.get(card);
    if (!f) {
      f = {
        key: structuralKey(card),
        keyword: faceDownKeyword(card),
        touches: touchesFaceDownCards(card),
        putsDown: putsCardsFaceDown(card),
      };
      this.facts.set(card, f);
    }
    return f;
  }

  /** Its manifest and cloak outcomes (CardFacts.inLibrary), read once per card object. */
  private inLibraryOf(card: Card): number {
    const f = this.factsOf(card);
    return (f.inLibrary ??= this.outcomeId(canBeInLibrary(card) ? this.putDownOutcomes(card) : ''));
  }

  private outcomeId(text: string): number {
    let id = this.outcomeIds.get(text);
    if (id === undefined) {
      if (this.outcomeIds.size >= MAX_STRINGS) this.outcomeIds = new Map();
      this.outcomeIds.set(text, (id = ++this.lastOutcomeId));
    }
    return id;
  }

  private putDownOutcomes(card: Card): string {
    const key = structuralKey(card);
    let found = this.putDown.get(key);
    if (found === undefined) {
      // The same runs the manifest and cloak notes read (shared by face-down identity where the run never saw it).
      const show = (o: PairOutcome | null) => (o ? `${o.what}\u0003${o.cr.join(',')}` : '');
      found = `${show(this.interactionCache.manifestOutcomeOf(card, 'manifest'))}\u0001${show(this.interactionCache.manifestOutcomeOf(card, 'cloak'))}`;
      this.putDown.set(key, found);
    }
    return found;
  }

  /**
   * A slice of the set-wide analysis of `uri`: at most `limit` of the sources whose notes are out of date are analyzed
   * (their results kept, as check() keeps them); once none is left, the notes of at most `limit × PLACED_PER_SOURCE`
   * sources are put in place per slice, in the document's order. Returns how many sources were analyzed, and whether
   * it is all done — then check() with the set-wide analysis hands over the notes put together. So a large
   * re-analysis (an edit that changed the set's face-down cards re-reads every effect that touches them), and the
   * notes of a large document put together, run in steps a caller can interleave with other work (issue 22, F9).
   */
  advanceSetWide(workspace: Workspace, uri: string, limit: number): { analyzed: number; done: boolean } {
    const doc = workspace.get(uri);
    if (!doc) return { analyzed: 0, done: true };
    const step = { limit, analyzed: 0 };
    try {
      return { analyzed: step.analyzed, done: this.interactions(workspace, doc, step) !== undefined };
    } catch {
      return { analyzed: step.analyzed, done: true }; // check() answers it (guarded, from scratch)
    }
  }

  /** What the set-wide analysis reads of every card, for one list of cards (`cardsVersion`). */
  private prelude: { cardsVersion: number; indexOf: Map<Card, number>; reps: Card[]; targets: number; everything?: number; bySpan?: Map<Span, number>; outcomesRead?: number } | undefined;

  /**
   * The sources of one version of a document whose notes were out of date for one list of cards, and how far the
   * slices got through them: each slice takes the next ones (looked at again: a whole check may have done them).
   */
  private scan: { doc: DocumentModel; prelude: NonNullable<IncrementalChecker['prelude']>; wanted: Wanted[]; outOfDate: Wanted[]; next: number; placing?: Placing; firsts?: Map<number, FirstSource> } | undefined;

  /** The set-wide notes of one version of a document for one list of cards, put together in slices (for check()). */
  private placed: { doc: DocumentModel; prelude: NonNullable<IncrementalChecker['prelude']>; notes: Diagnostic[] } | undefined;

  private readCards(all: Card[]): NonNullable<IncrementalChecker['prelude']> {
    const indexOf = new Map<Card, number>();
    const targetParts: string[] = [];
    all.forEach((c, i) => {
      indexOf.set(c, i);
      const { key, keyword } = this.factsOf(c);
      // Names and uris are left out: a touch note's text depends only on rules identities and positions, and its
      // related locations are re-pointed at the current cards on use — so renaming a face-down card leaves them alone.
      if (keyword) targetParts.push(`${i}\u0001${key}\u0001${keyword}`);
    });
    // The cards that stand for any card put face down by manifest, cloak or an effect (and the other creature a
    // note's scenario may need) are targets too.
    // A representative's name is an input too: a note names the creature a face-down permanent becomes a copy of
    // ("if it becomes a copy of … instead", CR 708.10).
    const reps = representativesOf(all);
    for (const r of reps) targetParts.push(`rep\u0001${indexOf.get(r)}\u0001${this.factsOf(r).key}\u0001${r.name}`);
    // Which ways the set puts cards face down (manifest, manifest dread, cloak): a card's own "enter as a copy" note
    // is about the families it can itself be in (interactions.ts ownFamilies).
    targetParts.push(`puts\u0001${[...new Set(all.filter((c) => this.factsOf(c).putsDown).flatMap(putDownKinds))].sort().join(',')}`);
    return { cardsVersion: this.cardsVersion, indexOf, reps, targets: this.targetsVersion.of(targetParts.join('\u0002')) };
  }

  /**
   * The workspace's cards as the set-wide analysis reads them: the same list object while the cards are the same (the
   * interaction cache's index of the cards is kept on it). Compared once per list the workspace hands out (one per
   * workspace generation), not at each slice.
   */
  private cardsOf(workspace: Workspace): Card[] {
    const listed = workspace.allCards();
    if (listed !== this.lastListed) {
      this.lastListed = listed;
      if (listed.length !== this.lastAll.length || listed.some((c, i) => c !== this.lastAll[i])) {
        this.cardsVersion++;
        this.lastAll = listed;
      }
    }
    return this.lastAll;
  }

  /**
   * The set-wide notes of `uri`'s cards that start before offset `upTo`, as its whole set-wide analysis has them
   * (interactions.ts firstCardsNotes; lsp/first-screen.ts, the cold open). Played with this checker's interaction cache:
   * the runs they play and the index of the cards they read are the whole analysis's, which comes next and plays none of
   * them again (issue 27: with a cache of their own, the whole report cost 4–7 % more CPU). Throws as the analysis may.
   */
  firstCardsNotes(workspace: Workspace, uri: string, upTo: number, putDownToo: boolean): Diagnostic[] {
    const doc = workspace.get(uri);
    if (!doc) return [];
    return firstCardsNotes(doc.cards.map((b) => b.card), upTo, this.cardsOf(workspace), this.interactionCache, uri, putDownToo);
  }

  /**
   * analyzeInteractions(workspace, doc.uri), one source card at a time, reusing sources whose inputs are unchanged.
   * With `step`: at most `step.limit` out-of-date sources are analyzed (counted in `step.analyzed`); undefined when
   * some are left.
   */
  private interactions(workspace: Workspace, doc: DocumentModel, step?: { limit: number; analyzed: number }): Diagnostic[] | undefined {
    // What is read of every card is worked out once per list: the slices of one re-analysis don't do it again.
    const all = this.cardsOf(workspace);
    // In slices, what is read of every card is read in slices first (issue 27: the 11,626 cards of a pool took seconds of
    // one slice, holding up every other request); each slice reads at most its share of cards not read before.
    const budget = { left: step ? Math.max(1, step.limit * CARDS_PER_SOURCE) : 0 };
    if (step && this.prelude?.cardsVersion !== this.cardsVersion) {
      const warm = this.warming?.cardsVersion === this.cardsVersion ? this.warming : (this.warming = { cardsVersion: this.cardsVersion, at: 0 });
      warm.at = this.readSome(all, warm.at, budget, (c) => this.facts.has(c), (c) => void this.factsOf(c));
      if (warm.at < all.length) return undefined;
      this.warming = undefined;
    }
    const { indexOf, reps, targets } = this.prelude?.cardsVersion === this.cardsVersion ? this.prelude : (this.prelude = this.readCards(all));
    const prelude = this.prelude;
    // Put together in slices already (for this version and list of cards): handed over as it is.
    if (this.placed?.doc === doc && this.placed.prelude === prelude) return this.placed.notes;
    const bySpan = () => (prelude.bySpan ??= new Map(all.map((c, i) => [c.nameSpan, i] as const)));
    // Manifest/cloak sources see every card only through its manifest and cloak outcomes (cached on the rules
    // identity there and here), so an edit that leaves a card's outcomes alone leaves those sources alone.
    // The note counts outcomes, and links the first cards (by position) that have one: so it depends on each
    // position's outcome only — not on names or uris (its related locations are re-pointed on use).
    const everyCard = () => (prelude.everything ??= this.everythingVersion.of(all.map((c) => this.inLibraryOf(c)).join(',')));
    let everything: number | undefined;
    let scan = step && this.scan?.doc === doc && this.scan.prelude === prelude ? this.scan : undefined;
    // In slices, every card's manifest and cloak outcomes are read in slices too, before the scan needs them all (issue
    // 27: a pool's 11,626 cards took seconds of one slice, which held up every other request and grew the heap by
    // ~40 MB at once). Each slice reads at most its share; the outcomes are the same, so the notes are too.
    if (step && !scan && prelude.everything === undefined && this.putsCardsDown(doc)) {
      prelude.outcomesRead = this.readSome(all, prelude.outcomesRead ?? 0, budget, (c) => this.factsOf(c).inLibrary !== undefined, (c) => void this.inLibraryOf(c));
      if (prelude.outcomesRead < all.length) return undefined;
    }
    const outOfDate = (w: Wanted) => {
      const entry = this.sources.get(w.built);
      return !entry || !holdsFor(entry, w);
    };
    // First pass: which sources' cached findings still hold (once per version and list of cards: the slices of one
    // re-analysis go on from where the last one stopped). The others are analyzed together, in one call
    // (analyzeInteractions does per-call work over every card of the workspace).
    if (!scan) {
      this.work.sourcesScanned += doc.cards.length;
      const wanted: Wanted[] = doc.cards.map((built) => {
        const card = built.card;
        const { putsDown: needsAll, touches } = this.factsOf(card);
        if (needsAll) everything ??= everyCard();
        // A source depends on the face-down targets only when it touches face-down cards, on every card only when
        // it puts cards face down; a card that does neither has no set-wide notes, whatever the rest of the set is.
        return { built, index: touches || needsAll ? indexOf.get(card) ?? -1 : -1, targets: touches ? targets : -1, everything: needsAll ? everything! : -1 };
      });
      scan = { doc, prelude, wanted, outOfDate: wanted.filter(outOfDate), next: 0 };
      this.scan = step ? scan : undefined;
    }
    const { wanted } = scan;
    let stale: Wanted[];
    if (step) {
      stale = [];
      while (scan.next < scan.outOfDate.length && stale.length < step.limit) {
        const w = scan.outOfDate[scan.next++]!;
        if (outOfDate(w) && !this.restored(w)) stale.push(w);
      }
      step.analyzed = stale.length;
    } else stale = scan.outOfDate.filter((w) => !this.restored(w));
    this.work.sourcesAnalyzed += stale.length;
    // Not the shape this cache understands: answered from scratch, uncached (a step leaves that to check()).
    const fromScratch = () => {
      this.scan = undefined;
      return step ? [] : documentNotes(doc.cards.map((b) => b.card), all, this.interactionCache, doc.uri);
    };
    if (stale.length) {
      // A source that is not itself face-down-capable has the notes of any other source with its rules identity
      // (the analysis sees a source only through its structural key, and excludes only itself from the families):
      // analyze one source per identity and give its notes to the others, ability by ability.
      // The first source of each rules identity analyzed in this re-analysis (in an earlier slice too: the server's
      // slices are small, and a slice rarely holds two sources of one identity).
      const firsts = (scan.firsts ??= new Map());
      const copyOf = new Map<number, FirstSource>();
      const firstOf = new Map<number, number>();
      /** Copies of a first of this slice, with its key. */
      const later: [number, number][] = [];
      const analyzed: number[] = [];
      stale.forEach(({ built }, i) => {
        const card = built.card;
        const { key, keyword } = this.factsOf(card);
        // A representative is left out of its own notes' families: its notes are its own.
        // A card whose own "enter as a copy" has a note about the card itself (it names it, links it) is analyzed alone.
        if (keyword === undefined && !reps.includes(card) && !selfNoted(card)) {
          const earlier = firsts.get(key);
          if (earlier) return void copyOf.set(i, earlier);
          if (firstOf.has(key)) return void later.push([i, key]);
          firstOf.set(key, i);
        }
        analyzed.push(i);
      });
      const sources = analyzed.map((i) => stale[i]!.built.card);
      const analyze = (some: readonly Card[]) => analyzeSources(some, all, this.interactionCache, this.noteMemo);
      // A large analysis (all of it, not this slice: the server's slices are small) is shared with the pool's threads:
      // the same notes in the same order (a source's notes depend only on it and the card list).
      const pool = analyzed.length > 1 ? this.pool : undefined;
      const found = pool?.takes(scan.outOfDate.length) ? pool.run(sources, all, analyze) : analyze(sources);
      // Each finding sits on an ability of its source card: hand it to the card whose span holds it.
      const bySource = stale.map(() => [] as Diagnostic[]);
      let at = 0;
      for (const d of found) {
        while (at < analyzed.length && stale[analyzed[at]!]!.built.card.span.end < d.span.start) at++;
        const card = at < analyzed.length ? stale[analyzed[at]!]!.built.card : undefined;
        if (!card || d.span.start < card.span.start || d.span.end > card.span.end) return fromScratch();
        bySource[analyzed[at]!]!.push(d);
      }
      const toRel = (notes: Diagnostic[], card: Card) => toRelative(notes, card.span.start, all, bySpan(), this.strings.own, this.messages.own);
      // An analyzed source given the note objects of its analysis before has the relative notes made of them then.
      const isAnalyzed = new Set(analyzed);
      const sameAsBefore = (i: number) => (isAnalyzed.has(i) ? this.sameNotes(stale[i]!.built, bySource[i]!, all, bySpan()) : undefined);
      for (const [key, i] of firstOf) firsts.set(key, { card: stale[i]!.built.card, notes: bySource[i]!, rel: sameAsBefore(i) });
      for (const [i, key] of later) copyOf.set(i, firsts.get(key)!);
      const rels: (RelativeFinding[] | undefined)[] = [];
      // A copy whose abilities sit where its first's do (relative to each card, give or take one distance: a longer name)
      // gets the first's relative notes, moved by that distance: notesFor would move each note onto the ability at the
      // same index, that far from where the first's is relative to its card. Only when each note's one span is its own
      // (nothing else of it would move) and notesFor takes the first's notes.
      const relOfFirst = (first: FirstSource) => (first.rel ??= toRel(first.notes, first.card));
      const sharesOf = (first: FirstSource) => {
        if (first.shares === undefined) {
          const rel = notesFor(first.card, first.notes, first.card) ? relOfFirst(first) : undefined;
          first.shares = !!rel && rel.every(({ diagnostic: d }) => { const spans = collectSpans(d); return spans.length === 1 && spans[0] === d.span; });
        }
        return first.shares;
      };
      for (const [i, first] of copyOf) {
        const delta = layoutShift(first.card, stale[i]!.built.card);
        if (delta !== undefined && sharesOf(first)) {
          // Their frozen parts shared; only each note and its span are new (none when the layouts are the same).
          const rel = relOfFirst(first)!;
          rels[i] = delta === 0 ? rel : rel.map(({ diagnostic, related }) => ({ diagnostic: shiftSpans(diagnostic, delta), related }));
          this.work.notesShared++;
          continue;
        }
        const copied = notesFor(first.card, first.notes, stale[i]!.built.card);
        if (!copied) return fromScratch();
        bySource[i] = copied;
      }
      for (const first of firstOf.values()) rels[first] = relOfFirst(firsts.get(this.factsOf(stale[first]!.built.card).key)!);
      const relOf = (i: number) => (rels[i] ??= sameAsBefore(i) ?? toRel(bySource[i]!, stale[i]!.built.card));
      for (let i = 0; i < stale.length; i++) {
        const { built, index, targets: t, everything: e } = stale[i]!;
        const rel = rels[i] ?? relOf(i);
        if (!rel) return fromScratch();
        const kept = this.sources.get(built);
        const found = isAnalyzed.has(i) ? bySource[i] : undefined;
        if (kept && (kept.rel === rel || isDeepStrictEqual(kept.rel, rel))) {
          // The same notes as before (the edit changed other notes): the ones put in place are kept, and so are the
          // "same as …" notes made for them — nothing to copy or word again. They hold for the inputs before too (`also`).
          kept.also = { targets: kept.targets, everything: kept.everything, index: kept.index };
          kept.targets = t;
          kept.everything = e;
          kept.index = index;
          kept.found = found;
          this.work.notesKept++;
          continue;
        }
        // The entry replaced is kept beside it (its own `other` dropped: one earlier state per source), its relative
        // notes only: the notes it put in place link card objects (`absRelated`) that may be old versions of their
        // cards, which it would keep alive for as long as it is kept; taken back, it is put in place again.
        if (kept) {
          kept.other = undefined;
          kept.absStart = NaN;
          kept.absCards = -1;
          kept.abs = [];
          kept.absRelated = [];
          kept.absSpans = undefined;
        }
        this.sources.set(built, { targets: t, everything: e, index, rel, absStart: NaN, absCards: -1, abs: [], absRelated: [], other: kept, found });
      }
    }
    if (scan.next < scan.outOfDate.length && step) return undefined;
    // Then the notes of every source are put in place, in the document's order (in slices too: at 80,000 cards this
    // is seconds of work that would hold up every other request), repeats shortened as they come.
    const placing = (scan.placing ??= { at: 0, notes: [], first: new Map() });
    const end = step ? Math.min(wanted.length, placing.at + Math.max(1, step.limit * PLACED_PER_SOURCE)) : wanted.length;
    for (; placing.at < end; placing.at++) this.place(wanted[placing.at]!, all, doc.uri, placing);
    if (placing.at < wanted.length) return undefined;
    this.scan = undefined;
    this.placed = step ? { doc, prelude, notes: placing.notes } : undefined;
    return placing.notes;
  }

  /**
   * Whether the entry `w`'s source replaced last was made for the inputs it has now (targets, outcomes, index: a state
   * seen before), and is taken back: its notes are the ones an analysis would make (the same three numbers, the same
   * source card object), put in place as any kept entry's (moved, or copied again when a linked card changed).
   */
  private restored(w: Wanted): boolean {
    const current = this.sources.get(w.built);
    const other = current?.other;
    if (!other || !holdsFor(other, w)) return false;
    current.other = undefined;
    other.other = current;
    this.sources.set(w.built, other);
    this.work.notesRestored++;
    return true;
  }

  /**
   * The relative notes of `built`'s entry when `notes` (its analysis now) are the very note objects its relative notes
   * were made of (SourceEntry.found), and every card they link is at the index the relative notes say: toRelative would
   * make them again. A note object is never written after it is made (interactions.ts NoteMemo), its span is the
   * ability's own (moved in place with its card, so relative to the card it is where it was), and its linked cards are
   * told by their name spans, as toRelative tells them. Undefined when not (or no notes: nothing to save).
   */
  private sameNotes(built: BuiltCard, notes: readonly Diagnostic[], all: readonly Card[], bySpan: Map<Span, number>): RelativeFinding[] | undefined {
    const entry = this.sources.get(built);
    const found = entry?.found;
    if (!found || !notes.length || found.length !== notes.length || entry.rel.length !== notes.length) return undefined;
    for (let k = 0; k < notes.length; k++) {
      const d = notes[k]!;
      if (found[k] !== d) return undefined;
      const related = d.related;
      const indexes = entry.rel[k]!.related;
      if (!related || !indexes) {
        if (related || indexes) return undefined;
        continue;
      }
      if (related.length !== indexes.length) return undefined;
      for (let j = 0; j < related.length; j++) {
        const r = related[j]!;
        const i = bySpan.get(r.span);
        if (i === undefined || i !== indexes[j] || all[i]!.uri !== r.uri || all[i]!.name !== r.message) return undefined;
      }
    }
    this.work.notesSame++;
    return entry.rel;
  }

  /** How far the slices have read what the analysis reads of every card, for one list of cards. */
  private warming: { cardsVersion: number; at: number } | undefined;

  /**
   * Reads `all` from `at` on with `read`, until the slice's budget of cards not `known` before is spent (the ones
   * already known cost a lookup); returns where it stopped.
   */
  private readSome(all: readonly Card[], at: number, budget: { left: number }, known: (c: Card) => boolean, read: (c: Card) => void): number {
    for (; at < all.length; at++) {
      const c = all[at]!;
      if (known(c)) continue;
      if (budget.left <= 0) break;
      read(c);
      this.work.cardsRead++;
      budget.left--;
    }
    return at;
  }

  /** Whether a card of `doc` puts cards face down (then its notes read every card's outcomes), once per version. */
  private readonly putsDown = new WeakMap<DocumentModel, boolean>();
  private putsCardsDown(doc: DocumentModel): boolean {
    let value = this.putsDown.get(doc);
    if (value === undefined) this.putsDown.set(doc, (value = doc.cards.some((b) => this.factsOf(b.card).putsDown)));
    return value;
  }

  /** Puts the notes of `built` (analyzed, kept in `sources`) in place in the answer being put together. */
  private place({ built }: Wanted, all: Card[], uri: string, placing: Placing): void {
    this.work.sourcesPlaced++;
    const start = built.card.span.start;
    const entry = this.sources.get(built)!;
    const sameRelated = entry.absCards === this.cardsVersion || this.sameRelated(entry, all);
    if (sameRelated && entry.absSpans && entry.absStart !== start) {
      // Only moved: its notes move in place (their related locations are the model's name spans, already moved).
      moveSpans(entry.absSpans, start - entry.absStart);
      this.work.findingsMoved += entry.absSpans.length;
      entry.absStart = start;
    } else if (entry.absStart !== start || !sameRelated) {
      entry.absRelated = [];
      entry.absSpans = [];
      const seen = new Set<object>();
      entry.abs = entry.rel.map(({ diagnostic, related }) => {
        const d = shiftSpans(diagnostic, start);
        this.work.findingsCopied++;
        collectSpans(d, entry.absSpans, seen);
        if (related) {
          d.related = related.map((i) => this.related(all[i]!));
          for (const i of related) entry.absRelated.push(all[i]!);
        }
        return d;
      });
      entry.absStart = start;
      entry.absCards = this.cardsVersion;
    }
    for (const note of entry.abs) {
      const made = this.shortened.count;
      const placed = repeatShortened({ note, source: built.card }, placing.first, uri, this.shortened);
      if (this.shortened.count !== made) {
        this.work.notesMade++;
        // A repeat's few words name the first note's card: thousands of equal texts, kept once.
        placed.message = this.strings.own(placed.message);
        for (const r of placed.related ?? []) r.message = this.strings.own(r.message);
      }
      placing.notes.push(placed);
    }
  }

  /** A note's related location of `card` (interactions.ts relates a card by its name span, uri and name). */
  private related(card: Card): RelatedInfo {
    let r = this.relatedOf.get(card);
    if (r?.uri !== card.uri || r.span !== card.nameSpan || r.message !== card.name) this.relatedOf.set(card, (r = { uri: card.uri, span: card.nameSpan, message: card.name }));
    return r;
  }
}

/**
 * The first source of a rules identity analyzed in one re-analysis (its notes as found), which the others of that
 * identity copy: its relative notes (made once) and whether they can be shared as they are (sharesOf).
 */
interface FirstSource {
  card: Card;
  notes: Diagnostic[];
  rel?: RelativeFinding[] | undefined;
  shares?: boolean;
}

/** The set-wide notes being put together, source by source: how far, the notes so far, each first note by its key. */
interface Placing {
  at: number;
  notes: Diagnostic[];
  first: FirstNotes;
}

/**
 * How many sources' notes a slice puts in place per source it may analyze (placing a source's notes — moving or
 * copying a few notes — costs far less than analyzing it).
 */
const PLACED_PER_SOURCE = 50;

/**
 * How many cards a slice reads (what the analysis reads of a card; its manifest and cloak outcomes: two runs, kept per
 * rules identity) per source it may analyze (a run per face-down family the source touches, often more).
 */
const CARDS_PER_SOURCE = 20;

/** The longest a document waits after an edit before it is re-checked. */
