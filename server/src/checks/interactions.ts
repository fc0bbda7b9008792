// Set-wide interaction analysis: every effect of this document that can touch a face-down permanent is
// simulated on the rules engine against every face-down-capable card of the workspace, and every
// manifest/cloak effect against every card it could put face down (only cards that can be in a library).
// Notable outcomes become one short information diagnostic per (effect, face-down family) — morph,
// megamorph, disguise, or the cards a manifest/cloak could turn face down — with a bounded list of the
// cards in related information. Pair results are cached (InteractionCache, owned by the caller) on the
// rules identity of both cards, so an edit re-simulates only the pairs it touches.

import { makeDiagnostic, makeRelated, type Diagnostic, type RelatedInfo } from '../diagnostics/diagnostic';
import { msg, render, type Message } from '../i18n';
import type { Ability, Card, Effect } from '../model/types';
import { sameItems } from '../model/same-items';
import { structuralKey } from '../model/structural-key';
import { BoundedCache, stringBytes } from '../model/bounded-cache';
import { textDigest } from '../model/text-digest';
import type { Workspace } from '../model/workspace';
import type { Check } from './check';
import type { RestingText } from '../rules/scenario/inconclusive';
import { dependencyKey } from '../rules/scenario/dependency';
import { KEYWORD_FAMILIES, ORIGIN_FAMILIES, copiesAsItEnters, turnsItselfFaceDown, effectsOf, manifestScenarioText, playManifestScenario, playNoteScenario, rolesOf, touchesFaceDown, writeNoteScenario, type Family, type KeywordFamily, type NoteRun, type NoteScenario, type BeforeMemo, type BeforeFacts, type Role, type LiveScenario, type SetupGames } from './notes/note-scenario';
import { faceDownIdentity, faceUpKeyFor, faceUpReading, readsFaceUp, type FaceUpReading } from './notes/face-down-identity';
import { crOf, familyWord, joined, outcomeWords, restsSentence } from './notes/note-words';
import { noteRests, type NoteRests, type SaidRests } from './notes/note-rests';
import { leftKey } from './notes/left-unseen';
import { ReadRecorder, ReadTree } from './notes/read-set';

const PUTTING_FACE_DOWN = new Set<Effect['kind']>(['manifest', 'manifest-dread', 'cloak']);

/** Whether some effect of `card` puts cards face down, so its analysis depends on every card of the workspace. */
export function putsCardsFaceDown(card: Card): boolean {
  return card.faces.some((f) => f.abilities.some((a) => 'effects' in a && a.effects.some((e) => PUTTING_FACE_DOWN.has(e.kind))));
}
/** Whether an ability of `card` touches face-down cards, so its analysis depends on the workspace's face-down cards. */
export function touchesFaceDownCards(card: Card): boolean {
  return card.faces[0]?.abilities.some(touchesFaceDown) ?? false;
}
type FaceDownKeyword = KeywordFamily;

export interface PairOutcome {
  /** What happens, worded from the expectations of its scenario that held (note-words.ts), in English. */
  what: string;
  /** The same as a catalog message (rendered in the reader's language). */
  msg: Message;
  cr: string[];
  /** The text not understood or not carried out the outcome rests on: the note then says it is inconclusive. */
  rests?: RestingText[];
  /** The card whose run this is (its class's first card then): its own resting text is each class member's own. */
  subject?: string;
}

const withSubject = (o: PairOutcome | null, card: Card): PairOutcome | null => (o?.rests ? { ...o, subject: card.name } : o);

/** A scenario's run as a note's outcome (undefined: nothing to say). */
function outcomeOfRun(run: NoteRun, family: string): PairOutcome | null {
  // Many runs answer alike: their outcome is worded once (outcomes are never written after they are made).
  const text = `${family}\u0000${JSON.stringify(run)}`;
  const key = textDigest(text);
  const known = wordedRuns.get(key);
  if (known && known.text === text) return known.outcome;
  const said = outcomeWords(run);
  const outcome = said ? { what: said.text, msg: said.what, cr: crOf(run, family), ...(said.rests.length ? { rests: said.rests } : {}) } : null;
  if (wordedRuns.size >= 8_000) wordedRuns.clear();
  wordedRuns.set(key, { text, outcome });
  return outcome;
}

/** Outcomes worded, by a digest of their run's JSON (a hit only when the texts are equal). */
const wordedRuns = new Map<string, { text: string; outcome: PairOutcome | null }>();

/**
 * Card types whose cards stay in the command zone and are never in a library, so no manifest or cloak can turn
 * them face down: dungeons (CR 309.2c), planes (311.2), phenomena (312.2), vanguards (313.2), schemes (314.2),
 * conspiracies (315.3).
 */
const NEVER_IN_A_LIBRARY = new Set(['dungeon', 'plane', 'phenomenon', 'vanguard', 'scheme', 'conspiracy']);

/** Whether `card` can be in a library (where manifest and cloak take cards from, CR 701.40a, 701.58a). */
export function canBeInLibrary(card: Card): boolean {
  return !card.faces.some((f) => f.typeLine?.cardTypes.some((t) => NEVER_IN_A_LIBRARY.has(t.toLowerCase())));
}

/** A shared outcome's marker: the run saw the face-down card, so its answer is its own class's. */
const SEEN = Symbol('seen');

/**
 * Short numbers for long keys (class keys, face-down identities, face-up keys): equal strings get equal numbers, and a
 * number is never reused (the table is dropped when large; a key seen again then gets a new number: a cache miss).
 */
class Interned {
  private ids = new Map<string, number>();
  private last = 0;

  of(text: string): number {
    let id = this.ids.get(text);
    if (id === undefined) {
      if (this.ids.size >= 100_000) this.ids = new Map();
      this.ids.set(text, (id = ++this.last));
    }
    return id;
  }
}

/** Simulation results per pair of rules identities, bounded by bytes; one per owner (the checker, a workspace). */
export class InteractionCache {
  /**
   * Outcomes are kept once each (`interned`): a pair entry holds its key and a reference, and an outcome's own bytes
   * are counted on the entry that brought it in (an estimate, as every size here).
   */
  readonly pairs = new BoundedCache<string, PairOutcome | null>(8 << 20, (k, v) => stringBytes(k) + (v ? this.charge(v) : 8));
  private readonly outcomes = new Map<string, PairOutcome>();
  private readonly charged = new WeakSet<PairOutcome>();
  private readonly keys = new Interned();

  private charge(v: PairOutcome): number {
    if (this.charged.has(v)) return 16;
    this.charged.add(v);
    return 64 + 2 * stringBytes(v.what);
  }

  /**
   * One object per distinct outcome (outcomes are never written after they are made). Keyed on a digest of the
   * outcome's JSON, not the JSON itself (a real pool's 18,000 outcomes held ~24 MB of keys); a hit is taken only when
   * its JSON is the same text, so a shared digest only costs a copy.
   */
  private interned(v: PairOutcome | null): PairOutcome | null {
    // An outcome this cache handed out already (a run's outcome is interned, then kept as its pair's): its JSON is the
    // JSON it was interned by, so it is its own answer.
    if (!v || this.internedOnce.has(v)) return v;
    const text = JSON.stringify(v);
    const key = textDigest(text);
    const known = this.outcomes.get(key);
    const out = known ? (JSON.stringify(known) === text ? known : v) : v;
    if (!known) {
      if (this.outcomes.size >= 20_000) this.outcomes.clear();
      this.outcomes.set(key, v);
    }
    this.internedOnce.add(out);
    return out;
  }

  /** The outcomes `interned` returned (never written after they are made: interning one again gives it back). */
  private readonly internedOnce = new WeakSet<PairOutcome>();

  /** A short key standing for `text` (equal texts, equal keys) within this cache. */
  keyOf(text: string): string {
    return String(this.keys.of(text));
  }
  /** Positions and classes of the last card list analyzed (kept while the same list is passed again). */
  index: { all: readonly Card[]; value: CardIndex } | undefined;

  private readonly facts = new WeakMap<Card, IndexFacts>();

  /**
   * `exact`: every card is its own class and nothing is shared across face-down identities — each card's own run (the
   * tests compare it with the shared answers: sharing never changes a note). `byReads`: runs are also shared by what
   * they read of their card (notes/read-set.ts); off by default — on the face-down corpus no two classes' runs read the
   * same (bench/README.md), and recording costs each run about three times its CPU.
   */
  constructor(readonly exact = false, readonly byReads = false) {}

  /** Its rules identity, face-down family and whether it can be in a library, read once per card object. */
  factsOf(card: Card): IndexFacts {
    let f = this.facts.get(card);
    if (!f) this.facts.set(card, (f = { key: structuralKey(card), keyword: faceDownKeyword(card), inLibrary: canBeInLibrary(card), rep: '' }));
    // Its class among the cards of its face-down family: only a card with a face-down keyword has one.
    if (f.keyword && !f.rep) f.rep = this.keyOf(representativeKey(card));
    return f;
  }

  /**
   * Outcomes shared by every card of one face-down identity (notes/face-down-identity.ts), per (question, identity):
   * the outcome of a run that never saw the face-down card, or SEEN when the run saw it (each class then runs its own).
   */
  readonly shared = new BoundedCache<string, PairOutcome | null | typeof SEEN>(4 << 20, (k, v) => stringBytes(k) + (v && v !== SEEN ? this.charge(v) : 8));

  private readonly identities = new WeakMap<Card, Map<Family, string | null>>();

  /** The face-down identity of `card` in `family` (as a short key), read once per card object. */
  identityOf(card: Card, family: Family): string | undefined {
    let m = this.identities.get(card);
    if (!m) this.identities.set(card, (m = new Map()));
    // One lookup on a hit: a card with no identity in the family is remembered as null.
    let id = m.get(family);
    if (id === undefined) {
      const identity = faceDownIdentity(card, family);
      m.set(family, (id = identity === undefined ? null : this.keyOf(identity)));
    }
    return id ?? undefined;
  }

  private readonly faceUp = new WeakMap<Card, Map<string, string>>();

  /**
   * What an effect may read of `card` as it would be face up (notes/face-down-identity.ts, as a short key): all of it, or
   * what the effects of `reading` read (faceUpKeyFor); once per card object and reading.
   */
  faceUpOf(card: Card, reading?: FaceUpReading): string {
    let m = this.faceUp.get(card);
    if (!m) this.faceUp.set(card, (m = new Map()));
    const at = reading?.key ?? '';
    let k = m.get(at);
    if (k === undefined) m.set(at, (k = this.keyOf(faceUpKeyFor(card, reading))));
    return k;
  }

  private readonly readings = new WeakMap<readonly Card[], WeakMap<Card, FaceUpReading | null>>();

  /**
   * What the effects of `source` and the set's representatives may read of a face-down card as it would be face up, when
   * no more than its type words (notes/face-down-identity.ts faceUpReading), once per source and list of representatives.
   */
  faceUpReadingOf(source: Card, representatives: readonly Card[]): FaceUpReading | undefined {
    let bySource = this.readings.get(representatives);
    if (!bySource) this.readings.set(representatives, (bySource = new WeakMap()));
    let r = bySource.get(source);
    if (r === undefined) bySource.set(source, (r = faceUpReading([source, ...representatives]) ?? null));
    return r ?? undefined;
  }

  private readonly readsUp = new WeakMap<Card, boolean>();

  /** Whether an effect of `source` or of the set's representatives may read a face-down card's face-up characteristics. */
  readsFaceUpOf(source: Card, representatives: readonly Card[]): boolean {
    const reads = (card: Card) => {
      let r = this.readsUp.get(card);
      if (r === undefined) this.readsUp.set(card, (r = readsFaceUp([card])));
      return r;
    };
    return reads(source) || representatives.some(reads);
  }

  /**
   * The outcome of `question` for `card`: shared with every card of its face-down identity when a run of that
   * identity never saw the card, else with a card whose run read of its card what `card` has (notes/read-set.ts),
   * else its own class's (`key`), each run once. `play` plays the run with the card it is given; `others`: the names
   * of the run's other cards (a card named as one of them is never shared by what a run read).
   */
  sharedOutcome(question: string, card: Card, family: Family, key: string, play: (target: Card, alike?: readonly Card[]) => NoteScenario | undefined, word: (p: NoteScenario) => PairOutcome | null, faceUp: boolean | FaceUpReading = false, others: readonly (string | undefined)[] = [], alike?: () => readonly Card[]): PairOutcome | null {
    const identity = this.exact ? undefined : this.identityOf(card, family);
    const sharedKey = identity === undefined ? undefined : `${question}\u0000${identity}${faceUp ? `\u0000${this.faceUpOf(card, faceUp === true ? undefined : faceUp)}` : ''}`;
    const known = sharedKey === undefined ? undefined : this.shared.get(sharedKey);
    if (known !== undefined && known !== SEEN) return known;
    // A run that first saw the card as it left the battlefield for good stands for the cards of its identity the game
    // reads alike where it went (notes/left-unseen.ts).
    const left = sharedKey === undefined ? undefined : this.leftKeyOf(card);
    const leftShared = left === undefined ? undefined : `${sharedKey}\u0000left\u0000${left}`;
    const gone = leftShared === undefined ? undefined : this.shared.get(leftShared);
    if (gone !== undefined && gone !== SEEN) {
      this.sharedOnLeaving++;
      return gone;
    }
    return this.outcome(`${question}\u0000${key}`, () => {
      // What a run of the question read of its card, recorded: another card that has the same there gets its outcome.
      const byReads = this.exact || !this.byReads || others.includes(card.name) ? undefined : this.readTreeOf(question);
      const found = byReads?.find(card, this.readMissed);
      if (found) {
        this.sharedByReads++;
        return found.value;
      }
      const recorder = byReads ? new ReadRecorder(card) : undefined;
      // Cards of the family's other face-down identities whose answer to the question is not known yet: a run that never
      // sees its card and changes nothing tells which of them it changes nothing for either (note-scenario.ts).
      const alikeCards = sharedKey === undefined || known !== undefined || faceUp || recorder || !alike ? undefined : this.unknownAlike(question, family, identity!, alike(), card.name, others);
      const played = play(recorder ? recorder.card : card, alikeCards);
      // A run handed to another question too (interactions.ts sameRunAs) is counted once.
      if (!played || !this.counted.has(played)) {
        this.runs++;
        if (played) this.counted.add(played);
      } else this.runsReused++;
      // A run where the effect changed nothing has no note; one that never saw the card stands for its identity.
      const outcome = this.interned(played && !played.noNote ? word(played) : null);
      if (sharedKey !== undefined && known === undefined) this.shared.set(sharedKey, played && !played.exposed ? outcome : SEEN);
      if (leftShared !== undefined && played?.leftUnseen) this.shared.set(leftShared, outcome);
      if (played && !played.exposed && played.noNote && outcome === null) {
        for (const other of played.noNoteAlike ?? []) {
          const otherKey = `${question}\u0000${this.identityOf(other, family)}`;
          if (this.shared.get(otherKey) === undefined) {
            this.shared.set(otherKey, null);
            this.sharedAcrossIdentities++;
          }
        }
      }
      if (recorder?.shareable && byReads) {
        byReads.add(recorder.reads, outcome);
        this.readTreeRuns++;
      }
      return outcome;
    });
  }

  /**
   * One card of each face-down identity of `cards` other than `identity` whose answer to `question` is not known yet
   * (and whose run could be played: its name is not one of the run's other cards').
   */
  private unknownAlike(question: string, family: Family, identity: string, cards: readonly Card[], name: string, names: readonly (string | undefined)[]): Card[] | undefined {
    const out: Card[] = [];
    const asked = new Set<string>([identity]);
    for (const { card: c, id } of this.candidatesOf(cards, family)) {
      if (asked.has(id) || c.name === name || names.includes(c.name)) continue;
      asked.add(id);
      if (this.shared.get(`${question}\u0000${id}`) === undefined) out.push(c);
    }
    return out.length ? out : undefined;
  }

  private readonly candidates = new WeakMap<readonly Card[], Map<Family, { card: Card; id: string }[]>>();

  /**
   * The cards of `cards` that have a face-down identity in `family` and a name a run can play, each with its identity,
   * in order: read once per list (it is asked for every question of every source, and its answer never changes).
   */
  private candidatesOf(cards: readonly Card[], family: Family): readonly { card: Card; id: string }[] {
    let byFamily = this.candidates.get(cards);
    if (!byFamily) this.candidates.set(cards, (byFamily = new Map()));
    let out = byFamily.get(family);
    if (!out) {
      out = [];
      for (const card of cards) {
        const id = this.identityOf(card, family);
        if (id !== undefined && !card.name.includes('"')) out.push({ card, id });
      }
      byFamily.set(family, out);
    }
    return out;
  }

  /** Answers worded from a run played for another question (a manifest run worded for manifest dread: sameRunAs). */
  runsReused = 0;
  /** The runs counted in `runs`. */
  private readonly counted = new WeakSet<NoteScenario>();

  /** Identities given a no-note answer by a run of another identity that changed nothing for them (counted for the tests). */
  sharedAcrossIdentities = 0;

  /** Runs played, and answers given by what another card's run read (counted for the tests and the bench). */
  runs = 0;
  sharedByReads = 0;
  /** Told where a card's run stopped being shared by what runs read (bench/read-sets.ts counts them). */
  readMissed: ((at: string, value: string, known: readonly string[]) => void) | undefined;

  /** The runs of each question by what they read of their card (notes/read-set.ts), bounded by how many runs they hold. */
  private readTrees = new Map<string, ReadTree<PairOutcome | null>>();
  private readTreeRuns = 0;

  private readTreeOf(question: string): ReadTree<PairOutcome | null> {
    let tree = this.readTrees.get(question);
    if (!tree) {
      if (this.readTreeRuns >= 50_000) {
        this.readTrees = new Map();
        this.readTreeRuns = 0;
      }
      this.readTrees.set(question, (tree = new ReadTree()));
    }
    return tree;
  }

  /** Manifest and cloak notes taken from one made for another effect of the set (putDownNote; counted for the tests). */
  putDownNotesShared = 0;

  /** How many answers a run that saw the card only as it left gave another card (counted for the tests). */
  sharedOnLeaving = 0;

  private readonly leftKeys = new WeakMap<Card, string | null>();

  /** What the game reads of `card` once it left the battlefield for good (notes/left-unseen.ts, as a short key), once per card object. */
  private leftKeyOf(card: Card): string | undefined {
    let k = this.leftKeys.get(card);
    if (k === undefined) {
      const text = leftKey(card);
      this.leftKeys.set(card, (k = text === undefined ? null : this.keyOf(text)));
    }
    return k ?? undefined;
  }

  /**
   * The game each setup made, copied for the next run of the same setup instead of set up again (the same for every
   * source: notes/note-scenario.ts setUp). A kept game is a few objects and their history: counted 16 KB each.
   */
  private readonly games = new BoundedCache<string, LiveScenario>(16 << 20, (k) => stringBytes(k) + (16 << 10));
  readonly setupGames: SetupGames = {
    get: (key) => {
      const game = this.games.get(key);
      if (game) this.setupsCopied++;
      return game;
    },
    set: (key, game) => {
      this.setupsKept++;
      return this.games.set(key, game);
    },
  };
  /** Games kept after a setup, and runs that went on from a copy of one (counted for the tests and the bench). */
  setupsKept = 0;
  setupsCopied = 0;

  /** What the game says of a face-down card before any effect, per setup (the same for every source). */
  private readonly before = new BoundedCache<string, BeforeFacts>(1 << 20, (k, v) => stringBytes(k) + stringBytes(v.facts) + stringBytes(v.turnUp));
  private setups = 0;
  readonly beforeOf: BeforeMemo = (key, ask) => this.before.get(key) ?? this.before.set(key, { ...ask(), setup: ++this.setups });

  /**
   * What manifesting or cloaking `card` says (CR 701.40b, 701.58b): the outcome a manifest/cloak note has for the
   * card's class, from the same cached and shared run the note reads (its class is its rules identity).
   */
  manifestOutcomeOf(card: Card, how: 'manifest' | 'cloak', classKey = String(this.factsOf(card).key)): PairOutcome | null {
    if (card.name.includes('"')) return null;
    return this.sharedOutcome(how, card, how, classKey, (target) => playManifestScenario(target, how), (played) => withSubject(manifestOutcome(played, how), card));
  }

  outcome(key: string, simulate: () => PairOutcome | null): PairOutcome | null {
    const known = this.pairs.get(key);
    return known !== undefined || this.pairs.has(key) ? known ?? null : this.pairs.set(key, this.interned(simulate()));
  }
}

export function faceDownKeyword(card: Card): FaceDownKeyword | undefined {
  for (const a of card.faces[0]?.abilities ?? []) {
    if (a.kind !== 'keyword') continue;
    for (const k of a.keywords) {
      const w = k.keyword.toLowerCase() as FaceDownKeyword;
      if (KEYWORD_FAMILIES.includes(w)) return w;
    }
  }
  return undefined;
}

const withoutSpans = (v: unknown) => JSON.stringify(v, (k, x) => (k === 'span' ? undefined : x));

/**
 * Cards whose scenarios can't differ share one run — what a note scenario can observe of the card once it is seen:
 * the same shape of abilities (kinds, effect kinds, whole trigger events and their intervening conditions, keywords),
 * how it can be turned face up while face down (its face-down identity), types, whether it has a mana cost and a "*"
 * box, and its text not understood or carried out (its own name as ~; each card of the class is quoted for its own,
 * notes/note-rests.ts). A note's scenario runs once per (effect, family, this key), not once per card;
 * test/checks/notes-sharing.test.ts proves the notes equal each card's own run.
 */
export function representativeKey(card: Card): string {
  const face = card.faces[0];
  if (!face) return '';
  const parts = new Set<string>();
  for (const a of face.abilities) {
    if (a.kind === 'keyword') {
      for (const k of a.keywords) if (/^(morph|megamorph|disguise|ward)$/i.test(k.keyword)) parts.add(`kw:${k.keyword.toLowerCase()}`);
    } else if (a.kind === 'triggered') {
      // Whether it triggers: its whole event ("When this creature is turned face up", "Whenever another creature
      // enters": 708.8, 603.6a, 603.10a) and the conditions around its effects (an intervening "if", 603.4).
      const conditions = a.effects.flatMap((e) => (e.kind === 'conditional' ? [e.condition] : []));
      parts.add(`t:${withoutSpans(a.event)}:${withoutSpans(conditions)}`);
    } else {
      parts.add(`${a.kind}:${effectsOf(a).map((e) => e.kind).join('+')}`);
    }
  }
  const t = face.typeLine;
  const sub = t?.subtypes.filter((x) => /^(aura|equipment)$/i.test(x)) ?? [];
  // What of its text is not understood or carried out, as the scenario's dependency reading counts it (its reach and
  // when it can act), its own name as ~ (notes/note-rests.ts names each card's own).
  const rests = dependencyKey(card);
  // How it can be turned face up while face down (its turn-up costs, part by part), notes/face-down-identity.ts.
  const keyword = faceDownKeyword(card);
  const hidden = keyword ? faceDownIdentity(card, keyword) ?? `own:${structuralKey(card)}` : '';
  // Its printed power and toughness (and loyalty, defense): once it is turned face up they are its own (CR 708.8), and
  // a run that marked the face-down 2/2 with damage or counters reads them then — a -1/-1 counter on a face-down card
  // turned face up as a 2/1 leaves it with 0 toughness (704.5f), as a 2/3 it stays (1/2). Cards that differ there never
  // share a run.
  const printed = [face.power, face.toughness, face.loyalty, face.defense];
  return JSON.stringify([[...parts].sort(), t?.cardTypes, sub, !!face.manaCost, printed, rests, card.faces.length, hidden]);
}

/**
 * A card of the set that stands for any card put face down by manifest, cloak or an effect (CR 708.2a), and the
 * face-up creature an effect may need besides (a copy's other target, a blocker): creature cards with a mana cost and
 * no face-down keyword, first in the set (their face-down rules don't depend on the card beyond that).
 */
export function representativesOf(all: readonly Card[]): Card[] {
  const out: Card[] = [];
  for (const card of all) {
    const face = card.faces[0];
    if (!face?.manaCost || faceDownKeyword(card) || !face.typeLine?.cardTypes.some((t) => t.toLowerCase() === 'creature')) continue;
    if (card.name.includes('"') || out.some((c) => c.name === card.name)) continue;
    out.push(card);
    if (out.length === 3) break;
  }
  return out;
}

/** Manifests or cloaks `card` in a scenario: the note's outcome when it can't be turned face up for its mana cost. */
function manifestOutcome(played: NoteScenario, how: 'manifest' | 'cloak'): PairOutcome | null {
  if (played.run.facts.some((r) => r.fact.q === 'turn-up' && r.fact.method === 'mana cost' && r.status === 'held')) return null;
  return outcomeOfRun(played.run, how);
}

/** At most this many cards are linked from one note (related information); the note says how many there are. */
export const MAX_RELATED = 5;

/** Cards whose note scenarios can't differ (representativeKey), in workspace order: the first stands for them all. */
interface CardClass {
  key: string;
  cards: Card[];
  /** Each card's position in the workspace's card list. */
  at: number[];
}

interface CardIndex {
  /** Face-down-capable classes by family (the face-down keyword). */
  families: Map<FaceDownKeyword, CardClass[]>;
  /** Classes of the cards that can be in a library. */
  inLibrary: CardClass[];
  /** The cards that stand for any card put face down by manifest, cloak or an effect (representativesOf). */
  representatives: Card[];
}

/** What the index reads of a card, once per card object (a card object never changes). */
interface IndexFacts {
  key: number;
  keyword: FaceDownKeyword | undefined;
  inLibrary: boolean;
  rep: string;
}

function indexOfCards(all: readonly Card[], cache: InteractionCache): CardIndex {
  if (cache.index?.all === all) return cache.index.value;
  const families = new Map<FaceDownKeyword, Map<string, CardClass>>();
  const inLibrary = new Map<string, CardClass>();
  const add = (classes: Map<string, CardClass>, key: string, card: Card, at: number) => {
    const c = classes.get(key);
    if (c) {
      c.cards.push(card);
      c.at.push(at);
    } else classes.set(key, { key, cards: [card], at: [at] });
  };
  all.forEach((card, at) => {
    const { key, keyword, inLibrary: fromLibrary, rep } = cache.factsOf(card);
    if (keyword) {
      let classes = families.get(keyword);
      if (!classes) families.set(keyword, (classes = new Map()));
      add(classes, cache.exact ? `at:${at}` : rep, card, at);
    }
    if (fromLibrary) add(inLibrary, cache.exact ? `at:${at}` : String(key), card, at);
  });
  const ordered = new Map<FaceDownKeyword, CardClass[]>();
  for (const keyword of KEYWORD_FAMILIES) {
    const classes = families.get(keyword);
    if (classes) ordered.set(keyword, [...classes.values()]);
  }
  const value: CardIndex = { families: ordered, inLibrary: [...inLibrary.values()], representatives: representativesOf(all) };
  cache.index = { all, value };
  return value;
}

/** The split of each list of classes, made once per reading (its cards' face-up keys are read once per cache, and a list
 * of classes belongs to one cache's index). */
const splits = new WeakMap<readonly CardClass[], Map<string, CardClass[]>>();

/**
 * `classes` split where their cards differ in what an effect may read of them face up (notes/face-down-identity.ts): all
 * of it, or what the effects of `reading` read.
 */
function splitByFaceUp(classes: readonly CardClass[], cache: InteractionCache, reading?: FaceUpReading): CardClass[] {
  let byReading = splits.get(classes);
  if (!byReading) splits.set(classes, (byReading = new Map()));
  const known = byReading.get(reading?.key ?? '');
  if (known) return known;
  const out: CardClass[] = [];
  byReading.set(reading?.key ?? '', out);
  for (const cls of classes) {
    const parts = new Map<string, CardClass>();
    cls.cards.forEach((card, i) => {
      const up = cache.faceUpOf(card, reading);
      const part = parts.get(up);
      if (part) { part.cards.push(card); part.at.push(cls.at[i]!); } else parts.set(up, { key: `${cls.key}\u0000${up}`, cards: [card], at: [cls.at[i]!] });
    });
    out.push(...parts.values());
  }
  return out;
}

/**
 * Whether a note scenario of `family` is the same run as the manifest family's, worded for its own family: a card put
 * face down by manifest dread is a manifested permanent (CR 701.62a: "manifest one of them"), and a note scenario sets
 * it up face down without manifesting dread (no 701.62b event), so every rule of 701.40 and 708 reads it as it reads a
 * manifested one — the same face-down values (708.2a), turned face up for its mana cost (701.40b), mana spent alike
 * (rules/queries/mana-restrictions.ts). Only the words and CR numbers of its note are its own (note-words.ts crOf).
 */
function sameRunAs(family: Family): boolean {
  return family === 'manifest dread';
}

/** The first card of each class, once per list of classes (the cards a run may tell its answer for, `alike`). */
const firsts = new WeakMap<readonly CardClass[], Card[]>();
function firstCards(classes: readonly CardClass[]): Card[] {
  let out = firsts.get(classes);
  if (!out) firsts.set(classes, (out = classes.map((c) => c.cards[0]!)));
  return out;
}

/** Each card's index in its class, once per class (a note leaves its own source out of its class). */
const memberIndexes = new WeakMap<CardClass, Map<Card, number>>();
function memberIndex(cls: CardClass, card: Card): number {
  if (cls.cards.length < 16) return cls.cards.indexOf(card);
  let m = memberIndexes.get(cls);
  if (!m) {
    const found = new Map<Card, number>();
    cls.cards.forEach((c, i) => { if (!found.has(c)) found.set(c, i); });
    memberIndexes.set(cls, (m = found));
  }
  return m.get(card) ?? -1;
}

/**
 * One note for one family: each outcome with how many cards it happens to, and the first MAX_RELATED cards linked.
 * Its work grows with the number of classes, not of their cards (issue 22, F9: every source of a large set reads every
 * class): the text the outcomes rest on is gathered once per list of classes (notes/note-rests.ts). `memo`: the note
 * this source's ability made for the family before, handed back when made from the same parts (NoteMemo).
 */
function familyNote(prefix: Message, classes: readonly CardClass[], outcomeOf: (cls: CardClass, first: Card) => PairOutcome | null, span: Ability['span'], exclude?: Card, memo?: NoteSlot): Diagnostic | undefined {
  const outcomes = new Map<string, { outcome: PairOutcome; count: number; said: SaidRests[] }>();
  const hit: { card: Card; at: number }[] = [];
  let rested = false;
  classes.forEach((cls, index) => {
    const skip = exclude ? memberIndex(cls, exclude) : -1;
    const count = cls.cards.length - (skip >= 0 ? 1 : 0);
    if (!count) return;
    const found = outcomeOf(cls, cls.cards[skip === 0 ? 1 : 0]!);
    if (!found) return;
    if (found.rests?.length) rested = true;
    // What rested on its first card's own text rests on each card's own, gathered by noteRests.
    const said: SaidRests = { index, rests: found.rests, subject: found.subject, skip };
    const o = outcomes.get(found.what);
    if (o) {
      o.count += count;
      o.said.push(said);
    } else outcomes.set(found.what, { outcome: found, count, said: [said] });
    for (let i = 0, n = 0; i < cls.cards.length && n < MAX_RELATED; i++) {
      if (i === skip) continue;
      hit.push({ card: cls.cards[i]!, at: cls.at[i]! });
      n++;
    }
  });
  if (!outcomes.size) return undefined;
  const groups = [...outcomes.values()];
  const shown = hit.sort((a, b) => a.at - b.at).slice(0, MAX_RELATED).map((h) => h.card);
  // Each text once, in the order of the set's cards (the effect's own text first): the same however the cards were
  // grouped. No outcome rests on any text: none to gather (noteRests would find none).
  const rests = rested ? noteRests(classes, groups.flatMap((o) => o.said)) : NO_RESTS;
  // Every part the note is made of below: each outcome said (its words, CR numbers) with its count, the cards linked,
  // the texts quoted and their count. The same parts (equal numbers, the same objects: outcomes and cards never change)
  // make an equal note: the one made before is handed back.
  const made = memo ? madeOf(groups, shown, rests, memo.ids) : undefined;
  const known = memo?.get();
  if (made && known && known.span === span && sameItems(known.made, made)) {
    memo!.reused();
    return known.note;
  }
  const total = groups.reduce((n, o) => n + o.count, 0);
  // One outcome: said in full. Several: each with how many cards it happens to (the related cards show which).
  const parts = groups.length === 1 ? [groups[0]!.outcome.msg] : groups.map(({ outcome, count }) => msg('note.part', { count, what: outcome.msg }));
  const cr = [...new Set(groups.flatMap((o) => o.outcome.cr))];
  const related: RelatedInfo[] = shown.map((c) => ({ uri: c.uri, span: c.nameSpan, message: c.name }));
  const count = total > shown.length ? msg('note.count.linked', { total, shown: shown.length }) : msg('note.count', { total });
  const sentence = restsSentence(rests.first, rests.count);
  const body = { prefix, count, parts: joined(parts, 'semicolon') };
  const note = makeDiagnostic('interaction', sentence ? msg('note.note.rests', { ...body, rests: sentence }) : msg('note.note', body), span, { related, cr });
  if (made) memo!.set({ span, made, note });
  return note;
}

/** What noteRests finds when no outcome rests on any text. */
const NO_RESTS: NoteRests = Object.freeze({ count: 0, first: Object.freeze([]) as unknown as RestingText[] });

/** The parts familyNote makes a note of (see there), as a flat list: cards by number (a memo keeps no card alive). */
function madeOf(groups: readonly { outcome: PairOutcome; count: number }[], shown: readonly Card[], rests: NoteRests, ids: (o: object) => number): unknown[] {
  const made: unknown[] = [];
  for (const g of groups) made.push(g.outcome, g.count);
  made.push(-1);
  for (const c of shown) made.push(ids(c));
  made.push(-1, rests.count);
  for (const r of rests.first) made.push(r.cardName, r.text, r.why);
  return made;
}

/** A note made before for one (source, ability, family), with the parts it was made of (familyNote). */
interface MadeNote {
  span: Ability['span'];
  made: unknown[];
  note: Diagnostic;
}

/** One (source, ability, family)'s place in a NoteMemo. */
interface NoteSlot {
  get(): MadeNote | undefined;
  set(made: MadeNote): void;
  reused(): void;
  ids: (o: object) => number;
}

let noteMemoEnabled = true;

/** Tests switch the notes handed back by a NoteMemo off, to show they change no note (test/support/caches.ts). */
export function setNoteMemoEnabled(on: boolean): void {
  noteMemoEnabled = on;
}

/**
 * The keyword-family notes an analysis made, per source card object, ability and family, each with the parts it was
 * made of (familyNote): an analysis of the same source that would make a note of the same parts gets the same note
 * object back, not made and worded again — and the incremental checker, given the same note objects as before, keeps
 * the relative notes it made of them (checks/incremental-checker.ts). An edit to a state not seen before (a face-down
 * card's cost) re-analyzes every source that touches face-down cards, and almost all make the notes they made before
 * (issue 27, item 3). Owned by the incremental checker (nobody writes a note it hands out); the check from scratch has
 * none.
 */
export class NoteMemo {
  private readonly bySource = new WeakMap<Card, Map<string, MadeNote>>();
  private readonly numbers = new WeakMap<object, number>();
  private last = 0;
  /** Notes handed back, and made (counted for the tests and the bench). */
  readonly work = { reused: 0, made: 0 };

  private readonly ids = (o: object): number => {
    let n = this.numbers.get(o);
    if (n === undefined) this.numbers.set(o, (n = ++this.last));
    return n;
  };

  /** The place of (source, ability, family); undefined when switched off. */
  slot(source: Card, ability: number, family: Family | 'self'): NoteSlot | undefined {
    if (!noteMemoEnabled) return undefined;
    let notes = this.bySource.get(source);
    if (!notes) this.bySource.set(source, (notes = new Map()));
    const key = `${ability}\u0000${family}`;
    const map = notes;
    return {
      get: () => map.get(key),
      set: (made) => {
        this.work.made++;
        map.set(key, made);
      },
      reused: () => void this.work.reused++,
      ids: this.ids,
    };
  }

  private readonly prefixed = new WeakMap<Diagnostic, { families: string; note: Diagnostic }>();

  /** withPrefix(note, familyPrefix(families)), the same object for the same note and families. */
  withPrefix(note: Diagnostic, families: readonly Family[]): Diagnostic {
    const key = families.join('\u0000');
    const known = noteMemoEnabled ? this.prefixed.get(note) : undefined;
    if (known?.families === key) return known.note;
    const made = withPrefix(note, familyPrefix(families));
    if (noteMemoEnabled) this.prefixed.set(note, { families: key, note: made });
    return made;
  }
}

/** A manifest or cloak note, made once per list of classes and way (putDownNote). */
interface PutDownNote {
  /** The note, on the span of the effect it was first made for. */
  note: Diagnostic | undefined;
  /** The card standing for each class with something to say, in order (the scenarios behind the note, noteScenarios). */
  targets: Card[];
}

const putDownNotes = new WeakMap<readonly CardClass[], Map<'manifest' | 'cloak', PutDownNote>>();
let putDownNoteMemoEnabled = true;

/** Tests switch the note made once per list of classes off, to show it changes no note (test/support/caches.ts). */
export function setPutDownNoteMemoEnabled(on: boolean): void {
  putDownNoteMemoEnabled = on;
}

/**
 * The note of a manifest or cloak effect on the classes of cards that can be in a library (CR 701.40a, 701.58a): what
 * putting each class's card face down that way says (InteractionCache.manifestOutcomeOf: the card and the way only, never
 * the effect's source). So every manifest effect of a set has the same note but for its span, and so has every cloak
 * effect: it is made once per list of classes (a list belongs to one cache's index) and way, where each effect read every
 * class again (a real pool's 13 such effects each asked its 11,500 classes).
 */
function putDownNote(how: 'manifest' | 'cloak', classes: readonly CardClass[], cache: InteractionCache): PutDownNote {
  let byWay = putDownNoteMemoEnabled ? putDownNotes.get(classes) : undefined;
  const known = byWay?.get(how);
  if (known) {
    cache.putDownNotesShared++;
    return known;
  }
  const targets: Card[] = [];
  const note = familyNote(msg(how === 'cloak' ? 'note.prefix.cloak' : 'note.prefix.manifest'), classes, (cls, first) => {
    const outcome = cache.manifestOutcomeOf(first, how, cls.key);
    if (outcome) targets.push(first);
    return outcome;
  }, AT_NONE);
  const made = { note, targets };
  if (putDownNoteMemoEnabled) {
    if (!byWay) putDownNotes.set(classes, (byWay = new Map()));
    byWay.set(how, made);
  }
  return made;
}

/** A span no note is left on: putDownNote's notes are put on their effect's span (onSpan). */
const AT_NONE: Ability['span'] = { start: 0, end: 0 };

/**
 * Note `d` on `span`: its own object, with its own related locations and CR list (whoever holds a note may write
 * them: the incremental checker re-points related locations, the worker pool relinks them).
 */
function onSpan(d: Diagnostic, span: Ability['span']): Diagnostic {
  return { ...d, span, ...(d.related ? { related: d.related.map((r) => ({ ...r })) } : {}), ...(d.cr ? { cr: [...d.cr] } : {}) };
}

/** Set-wide notes of `sources` against every card of `all` (the workspace's cards, in order). */
export function analyzeSources(sources: readonly Card[], all: readonly Card[], cache: InteractionCache, memo?: NoteMemo): Diagnostic[] {
  return notesOfSources(sources, all, cache, undefined, memo).map((n) => n.note);
}

/** A set-wide note and the card whose effect it is about. */
export interface SourceNote {
  note: Diagnostic;
  source: Card;
}

/**
 * The same note (same family, outcomes and linked cards) on several effects of one document — cards with the same
 * effect — is said in full once, on the first; each later one says so in a few words and links that note, so a set
 * with many similar cards is not a wall of repeated lists. `uri`: the document the notes are in.
 */
export function repeatsShortened(notes: readonly SourceNote[], uri: string, made?: ShortenedNotes): Diagnostic[] {
  const first: FirstNotes = new Map();
  return notes.map((n) => repeatShortened(n, first, uri, made));
}

/**
 * One note of repeatsShortened's list, given the first note of each (words, links) of the notes before it (`first`,
 * which it adds to): the note itself, or the few words that say it repeats that first note. Notes taken one at a time
 * in their order give repeatsShortened's answer (the incremental checker puts a large document's notes together in
 * slices, issue 22, F9).
 */
export function repeatShortened(n: SourceNote, first: FirstNotes, uri: string, made?: ShortenedNotes): Diagnostic {
  // The first note of each (words, links), found by a key: a set's self notes have the same words and each its own
  // link, so a list per message searched for the links grew with the square of the set (issue 22, F9).
  const d = n.note;
  let byLinks = first.get(d.message);
  if (!byLinks) first.set(d.message, (byLinks = new Map()));
  const links = linksKey(d.related);
  const seen = byLinks.get(links);
  if (!seen) {
    byLinks.set(links, n);
    return d;
  }
  const name = seen.source.name;
  // The shortened note shares its span objects with `d` and the full note: it moves with them.
  const known = made?.notes.get(d);
  if (known && known.full === seen.note && known.name === name && known.uri === uri) return known.short;
  if (made) made.count++;
  const short = makeDiagnostic('interaction', msg('note.same-as', { prefix: notePrefix(d), name }), d.span, {
    related: [makeRelated(uri, seen.note.span, msg('note.full-note', { name }))],
    cr: d.cr,
  });
  made?.notes.set(d, { full: seen.note, name, uri, short });
  return short;
}

/**
 * The first note of each (words, links) so far, by its words, then its links: a note's words are a string kept with
 * its note (its hash computed once), where one key of words and links was a new long string to hash for every note
 * of every keystroke (issue 27).
 */
export type FirstNotes = Map<string, Map<string, SourceNote>>;

/**
 * The shortened notes repeatsShortened made, per repeated note object (kept by the incremental checker, whose cached
 * notes keep their objects while their text is unchanged): a repeat of the same full note gets the same one back.
 * `count`: how many it made.
 */
export interface ShortenedNotes {
  notes: WeakMap<Diagnostic, { full: Diagnostic; name: string; uri: string; short: Diagnostic }>;
  count: number;
}

/** The set-wide notes of the cards of one document (`sources`, in order), repeats shortened. */
export function documentNotes(sources: readonly Card[], all: readonly Card[], cache: InteractionCache, uri: string): Diagnostic[] {
  return repeatsShortened(notesOfSources(sources, all, cache), uri);
}

/**
 * The set-wide notes of a document's first cards — those of `sources` (the document's cards, in order) that start
 * before offset `upTo` — each as documentNotes() of every card has it (issue 27, the cold open: the notes of the first
 * screen sent before the rest). A source's notes are made against every card of `all` (every face-down class of the
 * workspace, whichever document it is in), never against the document's other sources, and a repeat is shortened by
 * the notes before it only: so the notes of a run of first cards are the first notes of the whole document's. Without
 * `putDownToo`, the run stops before a card that puts cards face down (its note reads the manifest and cloak outcomes of
 * every card that can be in a library: runs for every rules identity of the workspace — ~1 s for a real pool of 11,626
 * cards, ~0.1 s for 452 face-down cards).
 */
export function firstCardsNotes(sources: readonly Card[], upTo: number, all: readonly Card[], cache: InteractionCache, uri: string, putDownToo: boolean): Diagnostic[] {
  let n = 0;
  while (n < sources.length && sources[n]!.span.start < upTo && (putDownToo || !putsCardsFaceDown(sources[n]!))) n++;
  return documentNotes(sources.slice(0, n), all, cache, uri);
}

/** Where a note's related locations point (uri and span of each, in order): equal keys, the same links. */
function linksKey(related: readonly RelatedInfo[] | undefined): string {
  return related ? related.map((r) => `${r.uri}\u0001${r.span.start}\u0001${r.span.end}`).join('\u0002') : '\u0003';
}

/**
 * familyPrefix of one family, one message object per family (never written): its words rendered once, where every
 * family of every source analyzed made and rendered its own (an origin family's note is read after its prefix).
 */
const onePrefix = new Map<Family, Message>();
function prefixOf(family: Family): Message {
  let m = onePrefix.get(family);
  if (!m) onePrefix.set(family, (m = familyPrefix([family])));
  return m;
}

/** The words a note on `family` starts with. */
function familyPrefix(families: readonly Family[]): Message {
  const keyword = families.filter((f): f is KeywordFamily => (KEYWORD_FAMILIES as readonly string[]).includes(f));
  if (keyword.length) return msg('note.prefix.keyword', { families: joined(keyword.map(familyWord), 'comma') });
  return msg('note.prefix.origin', { families: joined(families.map(familyWord), 'or') });
}

/** The message a note starts with (its family), from the note's own message. */
function notePrefix(d: Diagnostic): Message {
  const params = d.msg?.params as { prefix?: Message } | undefined;
  return params?.prefix ?? msg('note.prefix.keyword', { families: msg('note.text', { text: '' }) });
}

/** Note `d` with another prefix (the same outcomes for several families). */
function withPrefix(d: Diagnostic, prefix: Message): Diagnostic {
  const m = d.msg as Message<'note.note' | 'note.note.rests'>;
  const next = { ...m, params: { ...m.params!, prefix } } as Message;
  return { ...d, message: render(next, 'en'), msg: next };
}

/** One scenario behind a note: the effect's ability, the family, the card standing for the class, the other creature. */
export interface NoteQuestion {
  source: Card;
  index: number;
  family: Family;
  target: Card;
  other?: Card;
  /** The part the face-down permanent plays, when not the default (note-scenario.ts `Role`). */
  role?: Role;
}

/** The outcomes of each role the face-down permanent can play in one effect, said in one note (in role order). */
function bothRoles(outcomes: readonly (PairOutcome | null)[]): PairOutcome | null {
  const said = outcomes.filter((o): o is PairOutcome => !!o);
  if (said.length <= 1) return said[0] ?? null;
  // Two outcomes said together before: the same object (a NoteMemo compares outcomes by object; outcomes never change).
  if (said.length === 2 && noteMemoEnabled) {
    let second = bothSaid.get(said[0]!);
    if (!second) bothSaid.set(said[0]!, (second = new WeakMap()));
    return second.get(said[1]!) ?? second.set(said[1]!, saidTogether(said)).get(said[1]!)!;
  }
  return saidTogether(said);
}

/** The outcome of two roles said together, per first and second outcome (bothRoles). */
const bothSaid = new WeakMap<PairOutcome, WeakMap<PairOutcome, PairOutcome>>();

function saidTogether(said: readonly PairOutcome[]): PairOutcome {
  const what = joined(said.map((o) => o.msg), 'semicolon');
  const rests = said.flatMap((o) => o.rests ?? []);
  const subject = said.find((o) => o.subject)?.subject;
  return { what: render(what, 'en'), msg: what, cr: [...new Set(said.flatMap((o) => o.cr))], ...(rests.length ? { rests } : {}), ...(subject ? { subject } : {}) };
}

/** The other face-up creature a scenario may need: a representative that is neither the source nor the target. */
function otherFor(reps: readonly Card[], source: Card, target: Card): Card | undefined {
  return reps.find((c) => c !== source && c !== target && c.name !== source.name && c.name !== target.name);
}

/** Every (family, classes) an ability's notes are about: the keyword families' classes, and one representative per origin family. */
function familiesOf(source: Card, index: CardIndex): { family: Family; classes: CardClass[] }[] {
  const out: { family: Family; classes: CardClass[] }[] = [];
  for (const [keyword, classes] of index.families) out.push({ family: keyword, classes });
  const rep = index.representatives.find((c) => c !== source && c.name !== source.name);
  if (rep) for (const family of ORIGIN_FAMILIES) out.push({ family, classes: [{ key: `rep:${family}`, cards: [rep], at: [-1] }] });
  return out;
}

function notesOfSources(sources: readonly Card[], all: readonly Card[], cache: InteractionCache, questions?: (note: Diagnostic, asked: NoteQuestion[]) => void, memo?: NoteMemo): SourceNote[] {
  const out: SourceNote[] = [];
  for (const source of sources) {
    const face = source.faces[0];
    if (!face) continue;
    const sourceKey = structuralKey(source);
    face.abilities.forEach((ability, abilityIndex) => {
      if (touchesFaceDown(ability)) {
        const index = indexOfCards(all, cache);
        // Where an effect may read the face-down card as it would be face up, cards that differ there never share.
        const faceUp = !cache.exact && cache.readsFaceUpOf(source, index.representatives);
        // What those effects read of it: its type words only, or all of it (notes/face-down-identity.ts faceUpReading).
        const reading = faceUp ? cache.faceUpReadingOf(source, index.representatives) : undefined;
        // The families any card can be in share their representative: the same words are one note.
        const byWords = new Map<string, { families: Family[]; note: Diagnostic; asked: NoteQuestion[] }>();
        const roles = rolesOf(source, abilityIndex);
        // The manifest family's runs, per card and role: manifest dread's are the same runs (sameRunAs).
        const manifested = new Map<Card, (NoteScenario | undefined)[]>();
        for (const { family, classes } of familiesOf(source, index)) {
          // The scenarios behind the note, for whoever asked (noteScenarios): none listed otherwise.
          const asked: NoteQuestion[] = [];
          // The questions of each other creature, one per role, and the run's other cards' names: made once, not once per
          // class (the same text each time).
          const questionsOf = new Map<Card | undefined, { texts: string[]; others: (string | undefined)[] }>();
          const alike = () => firstCards(classes);
          const outcomeOf = (cls: CardClass, first: Card) => {
            const other = otherFor(index.representatives, source, first);
            let asks = questionsOf.get(other);
            // A rules identity leaves names out; the copy role's words name the creature it copies, so its key has the name.
            if (!asks) questionsOf.set(other, (asks = { texts: roles.map((role) => `touch\u0000${sourceKey}\u0000${abilityIndex}\u0000${family}\u0000${other ? structuralKey(other) : ''}\u0000${role ?? ''}${role && other ? `\u0000${other.name}` : ''}`), others: [source.name, other?.name] }));
            const { texts, others } = asks;
            // Each part the face-down permanent can play in the effect is a scenario of its own; the note says them all.
            const outcomes = roles.map((role, r) => {
              const question = texts[r]!;
              const outcome = cache.sharedOutcome(question, first, family, cls.key,
                (target, alike) => {
                  const same = !cache.exact && sameRunAs(family);
                  const known = same && manifested.get(target);
                  if (known && r in known) return known[r];
                  const played = playNoteScenario(source, abilityIndex, target, family, other, target === first ? cache.beforeOf : undefined, role, target === first ? alike : undefined, cache.setupGames);
                  if (family === 'manifest') (manifested.get(target) ?? manifested.set(target, []).get(target)!)[r] = played;
                  return played;
                }, (played) => withSubject(outcomeOfRun(played.run, family), first), faceUp && (reading ?? true), others, alike);
              if (outcome && questions) asked.push({ source, index: abilityIndex, family, target: first, ...(other ? { other } : {}), ...(role ? { role } : {}) });
              return outcome;
            });
            return bothRoles(outcomes);
          };
          const prefix = prefixOf(family);
          const note = familyNote(prefix, faceUp ? splitByFaceUp(classes, cache, reading) : classes, outcomeOf, ability.span, source, memo?.slot(source, abilityIndex, family));
          if (!note) continue;
          if ((KEYWORD_FAMILIES as readonly string[]).includes(family)) {
            out.push({ note, source });
            questions?.(note, asked);
            continue;
          }
          const body = note.message.slice(render(prefix, 'en').length);
          const same = byWords.get(body);
          if (same) { same.families.push(family); same.asked.push(...asked); } else byWords.set(body, { families: [family], note, asked });
        }
        for (const [body, { families, note, asked }] of byWords) {
          const merged = memo ? memo.withPrefix(note, families) : withPrefix(note, familyPrefix(families));
          out.push({ note: merged, source });
          questions?.(merged, asked);
        }
      }
      if (copiesAsItEnters(source, abilityIndex)) {
        const self = selfNote(source, abilityIndex, all, cache, ability.span, memo?.slot(source, abilityIndex, 'self'));
        if (self) {
          out.push({ note: self.note, source });
          questions?.(self.note, self.asked);
        }
      }
      if (turnsItselfFaceDown(source, abilityIndex)) {
        const own = ownDownNote(source, abilityIndex, cache, ability.span);
        if (own) {
          out.push({ note: own.note, source });
          questions?.(own.note, own.asked);
        }
      }
      const putDown = effectsOf(ability).find((e) => PUTTING_FACE_DOWN.has(e.kind));
      if (putDown) {
        const how = putDown.kind === 'cloak' ? 'cloak' : 'manifest';
        const made = putDownNote(how, indexOfCards(all, cache).inLibrary, cache);
        if (made.note) {
          const note = onSpan(made.note, ability.span);
          out.push({ note, source });
          questions?.(note, made.targets.map((target) => ({ source, index: abilityIndex, family: how, target })));
        }
      }
    });
  }
  return out;
}

/**
 * The families `card` itself can be face down in: its own face-down keyword, and manifest, manifest dread or cloak when
 * a card of the workspace puts cards face down that way (CR 701.40a, 701.62a, 701.58a).
 */
/** The ways `card` puts cards face down (manifest, manifest-dread, cloak). */
export function putDownKinds(card: Card): readonly Effect['kind'][] {
  let kinds = putDownKindsOfCard.get(card);
  if (!kinds) {
    const found: Effect['kind'][] = [];
    for (const f of card.faces) for (const a of f.abilities) for (const e of effectsOf(a)) if (PUTTING_FACE_DOWN.has(e.kind)) found.push(e.kind);
    putDownKindsOfCard.set(card, (kinds = Object.freeze(found)));
  }
  return kinds;
}

/** putDownKinds once per card object (a card object never changes): a set's self notes read every card's at each edit. */
const putDownKindsOfCard = new WeakMap<Card, readonly Effect['kind'][]>();

/** Whether `card` has an "enter as a copy" of its own, which gets a note about the card itself (selfNote). */
export function selfNoted(card: Card): boolean {
  return (card.faces[0]?.abilities ?? []).some((_, i) => copiesAsItEnters(card, i));
}

/** The ways the cards of `all` put cards face down, read once per list of cards (a set's self notes each ask). */
const putDownKindsMemo = new WeakMap<readonly Card[], ReadonlySet<Effect['kind']>>();
function putDownKindsOf(all: readonly Card[]): ReadonlySet<Effect['kind']> {
  let kinds = putDownKindsMemo.get(all);
  if (!kinds) putDownKindsMemo.set(all, (kinds = new Set(all.flatMap(putDownKinds))));
  return kinds;
}

/** The representatives of a list of cards (representativesOf), and which cards it holds, read once per list. */
const listMemo = new WeakMap<readonly Card[], { reps: Card[]; cards?: Set<Card> }>();
const listFacts = (all: readonly Card[]) => listMemo.get(all) ?? listMemo.set(all, { reps: representativesOf(all) }).get(all)!;
const representativesIn = (all: readonly Card[]) => listFacts(all).reps;
function isListed(all: readonly Card[], card: Card): boolean {
  const facts = listFacts(all);
  return (facts.cards ??= new Set(all)).has(card);
}

function ownFamilies(card: Card, all: readonly Card[]): Family[] {
  const out: Family[] = [];
  const keyword = faceDownKeyword(card);
  if (keyword) out.push(keyword);
  if (!canBeInLibrary(card)) return out;
  const kinds = putDownKindsOf(all);
  if (kinds.has('manifest')) out.push('manifest');
  if (kinds.has('manifest-dread')) out.push('manifest dread');
  if (kinds.has('cloak')) out.push('cloak');
  return out;
}

/**
 * A card's own "enter as a copy" (CR 707.5) when the card is itself face down and turned face up: it doesn't enter,
 * so it copies nothing (708.8, 614.1c) — a 0/0 dies (704.5f). One note, each family the card can be face down in a
 * scenario that ran (note-scenario.ts Role `self`), families with the same words said together.
 */
function selfNote(source: Card, index: number, all: readonly Card[], cache: InteractionCache, span: Ability['span'], memo?: NoteSlot): { note: Diagnostic; asked: NoteQuestion[] } | undefined {
  const families = ownFamilies(source, all);
  if (!families.length) return undefined;
  const other = otherFor(representativesIn(all), source, source);
  const listed = isListed(all, source);
  const byWords = new Map<string, { families: Family[]; outcome: PairOutcome }>();
  const asked: NoteQuestion[] = [];
  for (const family of families) {
    // Its words name the card itself: the key has its name besides its rules identity.
    const key = `self\u0000${structuralKey(source)}\u0000${source.name}\u0000${index}\u0000${family}\u0000${other ? `${structuralKey(other)}\u0000${other.name}` : ''}`;
    const outcome = cache.outcome(key, () => {
      const played = playNoteScenario(source, index, source, family, other, undefined, 'self');
      return played && !played.noNote ? withSubject(outcomeOfRun(played.run, family), source) : null;
    });
    if (!outcome) continue;
    asked.push({ source, index, family, target: source, ...(other ? { other } : {}), role: 'self' });
    const same = byWords.get(outcome.what);
    if (same) same.families.push(family); else byWords.set(outcome.what, { families: [family], outcome });
  }
  if (!byWords.size) return undefined;
  // Every part the note is made of below (its source is the memo's): the same parts, the note made before (NoteMemo).
  const made = memo ? [listed, ...[...byWords.values()].flatMap(({ families: fs, outcome }) => [outcome, ...fs, -1])] : undefined;
  const known = memo?.get();
  if (made && known && known.span === span && sameItems(known.made, made)) {
    memo!.reused();
    return { note: known.note, asked };
  }
  const parts = [...byWords.values()].map(({ families: fs, outcome }) => byWords.size === 1 ? outcome.msg : msg('note.part.families', { families: joined(fs.map(familyWord), 'or'), what: outcome.msg }));
  const rests = [...byWords.values()].flatMap(({ outcome }) => outcome.rests ?? []);
  const cr = [...new Set([...byWords.values()].flatMap(({ outcome }) => outcome.cr))];
  const prefix = msg('note.prefix.self', { families: joined([...byWords.values()].flatMap((v) => v.families).map(familyWord), 'or') });
  const body = { prefix, parts: joined(parts, 'semicolon') };
  const sentence = restsSentence(rests);
  const related: RelatedInfo[] = listed ? [{ uri: source.uri, span: source.nameSpan, message: source.name }] : [];
  const note = makeDiagnostic('interaction', sentence ? msg('note.note.self.rests', { ...body, rests: sentence }) : msg('note.note.self', body), span, { related, cr });
  if (made) memo!.set({ span, made, note });
  return { note, asked };
}

/**
 * A card's own ability that puts the card itself face down ("Exile ~, then return it to the battlefield face down",
 * "Turn ~ face down"): what it is then and how it can be turned face up, from a scenario that ran (note-scenario.ts
 * Role `own-down`; a card put face down by an effect, CR 708.2a, 708.3).
 */
function ownDownNote(source: Card, index: number, cache: InteractionCache, span: Ability['span']): { note: Diagnostic; asked: NoteQuestion[] } | undefined {
  const family: Family = 'effect';
  // Its words name nothing but the card itself: the key has its name besides its rules identity.
  const key = `own-down\u0000${structuralKey(source)}\u0000${source.name}\u0000${index}`;
  const outcome = cache.outcome(key, () => {
    const played = playNoteScenario(source, index, source, family, undefined, undefined, 'own-down');
    return played && !played.noNote ? withSubject(outcomeOfRun(played.run, family), source) : null;
  });
  if (!outcome) return undefined;
  const body = { prefix: msg('note.prefix.own-down'), parts: outcome.msg };
  const sentence = restsSentence(outcome.rests ?? []);
  const note = makeDiagnostic('interaction', sentence ? msg('note.note.self.rests', { ...body, rests: sentence }) : msg('note.note.self', body), span, { cr: outcome.cr });
  return { note, asked: [{ source, index, family, target: source, role: 'own-down' }] };
}

/**
 * The scenarios behind the set-wide notes of `source` (one per outcome it states), by card name, each ready to run:
 * what "Open as scenario" writes and `check --explain-notes` prints. Keyed by the note's message (before repeats are
 * shortened) and its span.
 */
export function noteScenarios(source: Card, all: readonly Card[], cache: InteractionCache): { note: Diagnostic; scenarios: string[] }[] {
  const out: { note: Diagnostic; scenarios: string[] }[] = [];
  notesOfSources([source], all, cache, (note, asked) => {
    const scenarios: string[] = [];
    for (const q of asked) {
      const text = (q.family === 'manifest' || q.family === 'cloak') && isManifestNote(note)
        ? manifestScenarioText(q.target, q.family === 'cloak' ? 'cloak' : 'manifest')
        : writeNoteScenario(q.source, q.index, q.target, q.family, q.other, q.role);
      if (text && !scenarios.includes(text)) scenarios.push(text);
    }
    out.push({ note, scenarios });
  });
  return out;
}

const isManifestNote = (note: Diagnostic) => note.message.startsWith('Cards of this set this could');

/** Caches of the plain checking path (checkDocument), owned by the workspace they were computed for. */
const workspaceCaches = new WeakMap<Workspace, InteractionCache>();

/** The simulation cache of the plain checking path for `workspace` (made on first use). */
export function interactionCacheOf(workspace: Workspace): InteractionCache {
  let owned = workspaceCaches.get(workspace);
  if (!owned) workspaceCaches.set(workspace, (owned = new InteractionCache()));
  return owned;
}

export function analyzeInteractions(workspace: Workspace, uri: string, cache?: InteractionCache): Diagnostic[] {
  const doc = workspace.get(uri);
  if (!doc) return [];
  const owned = cache ?? interactionCacheOf(workspace);
  return documentNotes(doc.cards.map((b) => b.card), workspace.allCards(), owned, uri);
}

export const interactionsCheck: Check = {
  name: 'interactions',
  run: ({ doc, workspace }) => analyzeInteractions(workspace, doc.uri),
};
