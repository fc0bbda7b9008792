// Set-wide interaction analysis: every effect of this document that can touch a face-down permanent is
// simulated on the rules engine against every face-down-capable card of the workspace, and every
// manifest/cloak effect against every card it could put face down (only cards that can be in a library).
// Notable outcomes become one short information diagnostic per (effect, face-down family) — morph,
// megamorph, disguise, or the cards a manifest/cloak could turn face down — with a bounded list of the
// cards in related information. Pair results are cached (InteractionCache, owned by the caller) on the
// rules identity of both cards, so an edit re-simulates only the pairs it touches.

import { makeDiagnostic, type Diagnostic, type RelatedInfo } from '../diagnostics/diagnostic';
import type { Ability, Card, Effect } from '../model/types';
import { structuralKey } from '../model/structural-key';
import { BoundedCache, stringBytes } from '../model/bounded-cache';
import type { Workspace } from '../model/workspace';
import { Engine, type ActionResult, type PlayerId } from '../rules';
import type { Check } from './check';
import { restingTextOf, withExtraRests, type RestingText } from '../rules/scenario/inconclusive';

const quoteRest = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

const TOUCHING = new Set<Effect['kind']>([
  'lose-all-abilities', 'become-copy', 'create-token-copy', 'become-type', 'turn-face-down', 'turn-face-up', 'reveal', 'zone-change', 'set-base-pt',
]);
const PUTTING_FACE_DOWN = new Set<Effect['kind']>(['manifest', 'manifest-dread', 'cloak']);

/** Whether some effect of `card` puts cards face down, so its analysis depends on every card of the workspace. */
export function putsCardsFaceDown(card: Card): boolean {
  return card.faces.some((f) => f.abilities.some((a) => 'effects' in a && a.effects.some((e) => PUTTING_FACE_DOWN.has(e.kind))));
}
/** Whether an ability of `card` touches face-down cards, so its analysis depends on the workspace's face-down cards. */
export function touchesFaceDownCards(card: Card): boolean {
  return card.faces[0]?.abilities.some((a) => 'effects' in a && a.effects.some((e) => TOUCHING.has(e.kind))) ?? false;
}
const FACE_DOWN_KEYWORDS = ['morph', 'megamorph', 'disguise'] as const;
type FaceDownKeyword = (typeof FACE_DOWN_KEYWORDS)[number];

export interface PairOutcome {
  /** Short description of what happens, shared by every card it happens to. */
  what: string;
  /** A few words for a note that lists several outcomes (outcomes with the same short text are counted together). */
  short: string;
  cr: string[];
  /** The text not understood or not carried out the outcome rests on: the note then says it is inconclusive. */
  rests?: RestingText[];
}

/**
 * Honest notes: an outcome that rests on text the engine doesn't understand or carry out (the source ability's, a
 * static ability of either card, a triggered ability that acted, an unknown "*" P/T, CR 208.2) is no fact: the note
 * says the simulation's answer is inconclusive and quotes the text.
 */
function inconclusiveOutcome(o: PairOutcome, rests: RestingText[]): PairOutcome {
  if (rests.length === 0) return o;
  return { what: `inconclusive: the simulation says ${o.what}`, short: `inconclusive (${o.short})`, cr: o.cr, rests };
}

/** The sentence a note ends with when some of its outcomes are inconclusive: which text they rest on (a few). */
function restsSentence(rests: readonly RestingText[]): string {
  if (rests.length === 0) return '';
  const quoted = rests.slice(0, 3).map((r) => `'${quoteRest(r.text)}' of ${r.cardName}, ${r.why}`).join('; ');
  const more = rests.length > 3 ? ` (and ${rests.length - 3} more)` : '';
  return ` Inconclusive, as it rests on ${quoted}${more}: the engine can't tell whether that text changes the outcome.`;
}

/**
 * What an outcome of `ability` of `source` on `target` rests on: the ability's own parts, and the target's text
 * once it is face up (a face-down permanent has no text, CR 708.2a), with what of it acted.
 */
function pairRests(source: Card, ability: Ability, target: Card, targetFaceUp: boolean, actedNames: ReadonlySet<string>): RestingText[] {
  const own = restingTextOf({ ...source, faces: [{ ...source.faces[0]!, abilities: [ability] }] }, true, { pt: false });
  // The target's "*" counts only while it is on the battlefield (simulateTouch adds it then).
  const other = source === target || !targetFaceUp ? [] : restingTextOf(target, actedNames.has(target.name), { pt: false });
  const out: RestingText[] = [];
  for (const r of [...own, ...other]) if (!out.some((x) => x.cardName === r.cardName && x.text === r.text)) out.push(r);
  return out;
}

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

/** Simulation results per pair of rules identities, bounded by bytes; one per owner (the checker, a workspace). */
export class InteractionCache {
  readonly pairs = new BoundedCache<string, PairOutcome | null>(8 << 20, (k, v) => stringBytes(k) + (v ? 64 + stringBytes(v.what) : 8));
  /** Positions and classes of the last card list analyzed (kept while the same list is passed again). */
  index: { all: readonly Card[]; value: CardIndex } | undefined;

  /** How each face-down target could be turned face up before a source acts (see simulateTouch), per rules identity. */
  readonly before = new BoundedCache<number, string[]>(1 << 20, (_k, v) => 32 + 16 * v.length);

  readonly beforeOf: BeforeMethods = (target, keyword, controller, ask) => {
    const key = structuralKey(target) * 8 + FACE_DOWN_KEYWORDS.indexOf(keyword) * 2 + (controller === 'you' ? 0 : 1);
    return this.before.get(key) ?? this.before.set(key, ask());
  };

  private readonly facts = new WeakMap<Card, IndexFacts>();

  /** Its rules identity, face-down family and whether it can be in a library, read once per card object. */
  factsOf(card: Card): IndexFacts {
    let f = this.facts.get(card);
    if (!f) this.facts.set(card, (f = { key: structuralKey(card), keyword: faceDownKeyword(card), inLibrary: canBeInLibrary(card) }));
    return f;
  }

  outcome(key: string, simulate: () => PairOutcome | null): PairOutcome | null {
    const known = this.pairs.get(key);
    return known !== undefined || this.pairs.has(key) ? known ?? null : this.pairs.set(key, simulate());
  }
}

export function faceDownKeyword(card: Card): FaceDownKeyword | undefined {
  for (const a of card.faces[0]?.abilities ?? []) {
    if (a.kind !== 'keyword') continue;
    for (const k of a.keywords) {
      const w = k.keyword.toLowerCase() as FaceDownKeyword;
      if (FACE_DOWN_KEYWORDS.includes(w)) return w;
    }
  }
  return undefined;
}

function effectsOf(a: Ability): Effect[] {
  return 'effects' in a ? a.effects : [];
}

const durationText = (effects: Effect[]) => (effects.some((e) => 'duration' in e && e.duration === 'until-end-of-turn') ? ' until end of turn' : '');

/**
 * How the face-down `target` could be turned face up before anything happens to it: `canTurnFaceUp` on a game that
 * holds only it, face down under `controller`. The same for every source (a source that is not on the battlefield
 * is only a name in the engine's card list, which nothing but a lookup by name reads), so it is asked once per
 * (target, keyword, controller) when a cache is given.
 */
type BeforeMethods = (target: Card, keyword: FaceDownKeyword, controller: PlayerId, ask: () => string[]) => string[];

/** Simulates ability `index` of `source` against a face-down `target` cast with its face-down keyword. */
export function simulateTouch(source: Card, index: number, target: Card, keyword: FaceDownKeyword, beforeOf?: BeforeMethods): PairOutcome | null {
  const ability = source.faces[0]!.abilities[index]!;
  const effects = effectsOf(ability);
  const wantsYours = effects.some((e) => 'target' in e && e.target.kind !== 'self' && e.target.kind !== 'it' && 'filter' in e.target && e.target.filter.controller === 'you');
  const controller: PlayerId = wantsYours ? 'you' : 'opponent';
  const engine = Engine.create(source === target ? [source] : [source, target]);
  const put = engine.put(controller, target.name, 'battlefield', { faceDown: keyword });
  if (!put.id) return null;
  const ask = () => engine.canTurnFaceUp(put.id!, controller).options.map((o) => o.method);
  // A source with the target's name would be the card the engine puts (its card list keeps the first of a name).
  const before = beforeOf && source !== target && source.name !== target.name ? beforeOf(target, keyword, controller, ask) : ask();
  const isStatic = ability.kind === 'static' || ability.kind === 'replacement';
  const result = isStatic
    ? engine.put('you', source.name, 'battlefield')
    : engine.apply('you', source.name, { abilityIndex: index, targets: [put.id] });
  if (!result.ok) return null;
  // A triggered ability that acted brings its text in (CR 603); the applied ability is the source's own.
  const acted = new Set(result.events.flatMap((e) => (e.type === 'triggered' ? [e.cardName] : [])));
  const outcome = touchOutcome(engine, put.id, result, before, effects, isStatic, keyword);
  const now = engine.currentId(put.id);
  const ch = outcome && now && engine.object(now)?.zone === 'battlefield' ? engine.characteristics(now) : undefined;
  const unknown = ch?.ptUnknown ? [{ cardName: target.name, text: ch.ptUnknown.why, why: 'not understood' as const }] : [];
  const faceUp = !!now && engine.object(now)?.zone === 'battlefield' && !engine.object(now)?.faceDown;
  return outcome ? inconclusiveOutcome(outcome, withExtraRests(pairRests(source, ability, target, faceUp, acted), unknown)) : null;
}

function touchOutcome(
  engine: Engine, putId: string, result: ActionResult, before: readonly string[], effects: Effect[], isStatic: boolean, keyword: FaceDownKeyword,
): PairOutcome | null {
  const id = engine.currentId(putId);
  const obj = id ? engine.object(id) : undefined;
  if (!obj || obj.zone !== 'battlefield') {
    return { what: 'it leaves the battlefield revealed, as a new object with no face-down history', short: 'leaves the battlefield revealed', cr: ['708.9', '400.7'] };
  }
  if (!obj.faceDown) {
    return { what: 'it is turned face up without paying a cost; its "turned face up" abilities trigger, its "enters" abilities don\'t', short: 'turned face up for free', cr: ['708.8', '603.2'] };
  }
  // Only a way it had (other than its mana cost) can be lost: with none, there is nothing to ask.
  const had = before.filter((b) => b !== 'mana-cost');
  const after = had.length ? engine.canTurnFaceUp(obj.id, obj.controller).options : [];
  const lost = had.filter((b) => !after.some((a) => a.method === b));
  if (lost.length) {
    const methods = [...new Set(lost)].join('/');
    return { what: `it loses ${methods}${isStatic ? ' while this is on the battlefield' : durationText(effects)}, so it can't be turned face up`, short: `loses ${methods}, can't be turned face up`, cr: ['702.37e', '702.168d', '708.8'] };
  }
  // A copy of the face-down permanent: an object that entered with its face-down values as its copiable values (CR
  // 707.2); any other object that entered (a Bird token of the same ability) is no copy of it.
  const tokenCopy = result.events.find((e) => e.type === 'entered' && e.objectId !== obj.id && !e.faceDown && !!engine.object(e.objectId)?.baseValues?.fromFaceDown);
  if (tokenCopy) {
    return { what: 'a copy of it is a face-up 2/2 with no name, abilities or color, and can never be turned face up', short: 'its copy is a face-up 2/2', cr: ['707.2', '708.2'] };
  }
  const ch = engine.characteristics(obj.id);
  if (ch && effects.some((e) => e.kind === 'become-type' || e.kind === 'set-base-pt' || e.kind === 'become-copy')) {
    return { what: `it stays face down as a ${ch.power ?? '–'}/${ch.toughness ?? '–'}${ch.subtypes.length ? ` ${ch.subtypes.join(' ')}` : ''} and can still be turned face up for its ${keyword} cost`, short: 'stays face down, changed', cr: ['708.8', '613.1'] };
  }
  return null;
}

/** Manifests or cloaks `card` and reports when it could not be turned face up for its mana cost. */
export function simulateManifest(card: Card, how: 'manifest' | 'cloak'): PairOutcome | null {
  const engine = Engine.create([card]);
  engine.setLibrary('you', [card.name]);
  const r = how === 'cloak' ? engine.cloak('you', 1) : engine.manifest('you', 1);
  const made = r.events.find((e) => e.type === 'manifested');
  if (!made || made.type !== 'manifested') return null;
  const answer = engine.canTurnFaceUp(made.objectId, 'you');
  if (answer.options.some((o) => o.method === 'mana-cost')) return null;
  const reason = answer.reasons.find((x) => x.code === 'manifested-instant-or-sorcery' || x.code === 'manifested-noncreature' || x.code === 'no-mana-cost');
  if (!reason) return null;
  const alt = answer.options.length ? ` (it can still use ${answer.options.map((o) => o.method).join('/')})` : '';
  const what = reason.code === 'manifested-instant-or-sorcery'
    ? 'an instant or sorcery put face down can never be turned face up'
    : reason.code === 'no-mana-cost'
      ? 'it has no mana cost, so it can\'t be turned face up for one'
      : 'a noncreature card put face down can\'t be turned face up for its mana cost; only an effect can turn it up';
  const short = reason.code === 'manifested-instant-or-sorcery' ? 'instant or sorcery: never turned face up'
    : reason.code === 'no-mana-cost' ? 'no mana cost to pay' : 'noncreature: only an effect turns it up';
  return { what: what + alt, short, cr: reason.cr };
}

/** At most this many cards are linked from one note (related information); the note says how many there are. */
export const MAX_RELATED = 5;

/** Cards of one rules identity (structuralKey), in workspace order: they behave the same, so one simulation serves all. */
interface CardClass {
  key: number;
  cards: Card[];
  /** Each card's position in the workspace's card list. */
  at: number[];
}

interface CardIndex {
  /** Face-down-capable classes by family (the face-down keyword). */
  families: Map<FaceDownKeyword, CardClass[]>;
  /** Classes of the cards that can be in a library. */
  inLibrary: CardClass[];
}

/** What the index reads of a card, once per card object (a card object never changes). */
interface IndexFacts {
  key: number;
  keyword: FaceDownKeyword | undefined;
  inLibrary: boolean;
}

function indexOfCards(all: readonly Card[], cache: InteractionCache): CardIndex {
  if (cache.index?.all === all) return cache.index.value;
  const families = new Map<FaceDownKeyword, Map<number, CardClass>>();
  const inLibrary = new Map<number, CardClass>();
  const add = (classes: Map<number, CardClass>, key: number, card: Card, at: number) => {
    const c = classes.get(key);
    if (c) {
      c.cards.push(card);
      c.at.push(at);
    } else classes.set(key, { key, cards: [card], at: [at] });
  };
  all.forEach((card, at) => {
    const { key, keyword, inLibrary: fromLibrary } = cache.factsOf(card);
    if (keyword) {
      let classes = families.get(keyword);
      if (!classes) families.set(keyword, (classes = new Map()));
      add(classes, key, card, at);
    }
    if (fromLibrary) add(inLibrary, key, card, at);
  });
  const ordered = new Map<FaceDownKeyword, CardClass[]>();
  for (const keyword of FACE_DOWN_KEYWORDS) {
    const classes = families.get(keyword);
    if (classes) ordered.set(keyword, [...classes.values()]);
  }
  const value: CardIndex = { families: ordered, inLibrary: [...inLibrary.values()] };
  cache.index = { all, value };
  return value;
}

/** One note for one family: each outcome with how many cards it happens to, and the first MAX_RELATED cards linked. */
function familyNote(prefix: string, classes: readonly CardClass[], outcomeOf: (key: number, first: Card) => PairOutcome | null, span: Ability['span'], exclude?: Card): Diagnostic | undefined {
  const outcomes = new Map<string, { outcome: PairOutcome; count: number }>();
  const shorts = new Map<string, number>();
  const hit: { card: Card; at: number }[] = [];
  for (const cls of classes) {
    const skip = exclude ? cls.cards.indexOf(exclude) : -1;
    const count = cls.cards.length - (skip >= 0 ? 1 : 0);
    if (!count) continue;
    const outcome = outcomeOf(cls.key, cls.cards[skip === 0 ? 1 : 0]!);
    if (!outcome) continue;
    const o = outcomes.get(outcome.what);
    if (o) {
      o.count += count;
      // The same inconclusive outcome for several cards rests on each one's text (cached outcomes are not changed).
      if (outcome.rests) o.outcome = { ...o.outcome, rests: [...(o.outcome.rests ?? []), ...outcome.rests] };
    } else outcomes.set(outcome.what, { outcome, count });
    shorts.set(outcome.short, (shorts.get(outcome.short) ?? 0) + count);
    for (let i = 0, n = 0; i < cls.cards.length && n < MAX_RELATED; i++) {
      if (i === skip) continue;
      hit.push({ card: cls.cards[i]!, at: cls.at[i]! });
      n++;
    }
  }
  if (!outcomes.size) return undefined;
  const total = [...outcomes.values()].reduce((n, o) => n + o.count, 0);
  // One outcome: said in full. Several: a few words each, with how many cards (the related cards show which).
  const parts = outcomes.size === 1 ? [[...outcomes.values()][0]!.outcome.what] : [...shorts].map(([short, count]) => `${count} ${short}`);
  const cr = [...new Set([...outcomes.values()].flatMap((o) => o.outcome.cr))];
  const shown = hit.sort((a, b) => a.at - b.at).slice(0, MAX_RELATED).map((h) => h.card);
  const related: RelatedInfo[] = shown.map((c) => ({ uri: c.uri, span: c.nameSpan, message: c.name }));
  const more = total > shown.length ? `, ${shown.length} of ${total} linked` : '';
  const rests: RestingText[] = [];
  for (const { outcome } of outcomes.values()) for (const r of outcome.rests ?? []) if (!rests.some((x) => x.cardName === r.cardName && x.text === r.text)) rests.push(r);
  return makeDiagnostic('interaction', `${prefix} (${total} card${total === 1 ? '' : 's'}${more}): ${parts.join('; ')}.${restsSentence(rests)}`, span, { related, cr });
}

/** Set-wide notes of `sources` against every card of `all` (the workspace's cards, in order). */
export function analyzeSources(sources: readonly Card[], all: readonly Card[], cache: InteractionCache): Diagnostic[] {
  return notesOfSources(sources, all, cache).map((n) => n.note);
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
export function repeatsShortened(notes: readonly SourceNote[], uri: string): Diagnostic[] {
  const first = new Map<string, SourceNote[]>();
  return notes.map((n) => {
    const d = n.note;
    const same = first.get(d.message);
    const seen = same?.find((f) => sameLinks(f.note.related, d.related));
    if (!seen) {
      if (same) same.push(n);
      else first.set(d.message, [n]);
      return d;
    }
    const cut = d.message.indexOf(' (');
    const prefix = cut > 0 ? d.message.slice(0, cut) : 'On face-down cards of this set';
    const name = seen.source.name;
    return makeDiagnostic('interaction', `${prefix}: the same outcomes and cards as the note on ${name} (linked).`, d.span, {
      related: [{ uri, span: seen.note.span, message: `${name}: the full note` }],
      cr: d.cr,
    });
  });
}

/** The set-wide notes of the cards of one document (`sources`, in order), repeats shortened. */
export function documentNotes(sources: readonly Card[], all: readonly Card[], cache: InteractionCache, uri: string): Diagnostic[] {
  return repeatsShortened(notesOfSources(sources, all, cache), uri);
}

function sameLinks(a: readonly RelatedInfo[] | undefined, b: readonly RelatedInfo[] | undefined): boolean {
  if (!a || !b) return a === b;
  return a.length === b.length && a.every((r, i) => r.uri === b[i]!.uri && r.span.start === b[i]!.span.start && r.span.end === b[i]!.span.end);
}

function notesOfSources(sources: readonly Card[], all: readonly Card[], cache: InteractionCache): SourceNote[] {
  const out: SourceNote[] = [];
  for (const source of sources) {
    const face = source.faces[0];
    if (!face) continue;
    const sourceKey = structuralKey(source);
    face.abilities.forEach((ability, index) => {
      const kinds = effectsOf(ability).map((e) => e.kind);
      if (kinds.some((k) => TOUCHING.has(k))) {
        const { families } = indexOfCards(all, cache);
        for (const [keyword, classes] of families) {
          const note = familyNote(`On face-down ${keyword} cards of this set`, classes, (key, first) =>
            cache.outcome(`touch\u0000${sourceKey}\u0000${index}\u0000${key}`, () => simulateTouch(source, index, first, keyword, cache.beforeOf)), ability.span, source);
          if (note) out.push({ note, source });
        }
      }
      const putDown = effectsOf(ability).find((e) => PUTTING_FACE_DOWN.has(e.kind));
      if (putDown) {
        const how = putDown.kind === 'cloak' ? 'cloak' : 'manifest';
        const { inLibrary } = indexOfCards(all, cache);
        const note = familyNote(`Cards of this set this could ${how} from a library`, inLibrary, (key, first) =>
          cache.outcome(`${how}\u0000${key}`, () => simulateManifest(first, how)), ability.span);
        if (note) out.push({ note, source });
      }
    });
  }
  return out;
}

/** Caches of the plain checking path (checkDocument), owned by the workspace they were computed for. */
const workspaceCaches = new WeakMap<Workspace, InteractionCache>();

export function analyzeInteractions(workspace: Workspace, uri: string, cache?: InteractionCache): Diagnostic[] {
  const doc = workspace.get(uri);
  if (!doc) return [];
  let owned = cache ?? workspaceCaches.get(workspace);
  if (!owned) workspaceCaches.set(workspace, (owned = new InteractionCache()));
  return documentNotes(doc.cards.map((b) => b.card), workspace.allCards(), owned, uri);
}

export const interactionsCheck: Check = {
  name: 'interactions',
  run: ({ doc, workspace }) => analyzeInteractions(workspace, doc.uri),
};
