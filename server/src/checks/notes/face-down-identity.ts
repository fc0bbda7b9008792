// What a card shows the game while it is a face-down permanent, as a key: cards with the same key give the same
// answers to every question a note scenario asks, for as long as the card stays face down on the battlefield.
//
// Face down, a permanent is a 2/2 with no name, text, subtypes or mana cost (CR 708.2a), with ward {2} when it was
// put face down by disguise or cloak (702.168b, 701.58a): the family decides all of that, not the card. What the
// card still decides is how it can be turned face up: the morph, megamorph or disguise costs it would have face up
// (702.37e, 702.168d, with the effects that apply now, 708.8) — whether each part can be paid (118.3), and a note
// scenario's mana is free —, and for a manifested or cloaked card whether it is a creature card with a mana cost
// (701.40b, 701.58b) — its own types and mana cost (708.12). And an outcome rests on text of a face-down card only
// as the scenario's dependency reading counts it (rules/scenario/dependency.ts cardPieces … faceDown: what turns it
// face up, not understood or not payable by the engine): a card with such text gets no key of its own, nor one whose static or
// replacement abilities could change the keywords it would have face up (the engine computes its would-be face-up
// characteristics with them, rules/actions/turn-face-up.ts) — one that only grants other keywords or adds types that
// take no ability changes none of them (613.1f, 305.7) and keeps the key.
//
// The engine reads that with its would-be face-up characteristics (702.37e, 708.8), so an effect that picks what it
// applies to by characteristics ("All creatures lose all abilities" takes morph only from a card that would be a
// creature face up) reads those too: where a card of the scenario has such an effect (`readsFaceUp`), the key also
// holds what such an effect may read of the card face up (`faceUpKey`), and cards differing there never share.
//
// A note scenario's run records whether the face-down card was ever seen (turned face up, revealed, off the
// battlefield: NoteScenario.exposed). One that never saw it read nothing of the card but this key, so its answers are
// every card's with the same key (checks/interactions.ts shares them).

import type { Card, Effect } from '../../model/types';
import { descriptorOf, walkEffects, type Layer } from '../../model/abilities/effect-descriptors';
import { cardPieces } from '../../rules/scenario/dependency';
import { costParts } from '../../rules/queries/cost-parts';
import { costText } from '../../rules/state/mana';
import { ownCard } from '../../rules/state/objects';
import { colorQuality } from '../../rules/state/filters';
import type { Family } from './note-scenario';

const TURN_UP_KEYWORDS = new Set(['morph', 'megamorph', 'disguise']);
const REACHES_KEYWORDS = new Set<Layer>(['1a', '1b', '4', '6']);
const FACE_UP_IGNORED = new Set(['span', 'nameSpan', 'text', 'name', 'uri', 'reminder', 'unmodeled', 'unsimulated', 'flavor', 'rarity', 'abilityWord']);
const MANIFEST_LIKE = new Set<Family>(['manifest', 'manifest dread', 'cloak']);

/** The face-down identity of `card` in `family`, or undefined when more of the card may matter (see above). */
export function faceDownIdentity(card: Card, family: Family): string | undefined {
  if (cardPieces(card, { faceDown: true }).length) return undefined;
  const costs: string[] = [];
  for (const face of card.faces) {
    for (const a of face.abilities) {
      // Its static and replacement abilities count where they could change the keywords it would have face up: a
      // copy effect (layer 1), a land type that takes its abilities (layer 4, CR 305.7), abilities gained or lost (6) —
      // but not one that only grants keywords other than morph, megamorph and disguise or only adds types that take no
      // ability ("Enchanted creature has flying", grantsOtherKeywords): it removes none (CR 613.1f, 305.7), so with it the
      // card would have the turn-up costs it prints (702.37e, 708.8), and what it changes of other objects is read by
      // their own effects, keyed by `readsFaceUp` (issue 27: such a card ran every note scenario as a class of its own).
      if ((a.kind === 'static' || a.kind === 'replacement') && a.effects.some((e) => !grantsOtherKeywords(e) && descriptorOf(e).layers.some((l) => REACHES_KEYWORDS.has(l)))) return undefined;
      if (a.kind !== 'keyword') continue;
      for (const k of a.keywords) {
        if (!TURN_UP_KEYWORDS.has(k.keyword.toLowerCase())) continue;
        // How its parts can be paid: a mana part always can, as a note scenario never says `mana is paid` (mana is
        // free, rules/actions/mana-payment.ts manaProblems); any other part by the state of the game (CR 118.3).
        const parts = costParts(costText(k.cost) || k.parameter || '', card.name).map((p) => (p.kind === 'mana' ? 'mana' : JSON.stringify(p)));
        // A part that names the card itself is the card's own.
        if (card.name && parts.some((p) => p.includes(card.name))) return undefined;
        costs.push(`${k.keyword.toLowerCase()}:${parts.join(',')}`);
      }
    }
  }
  // Manifested or cloaked: whether its own card is a creature card, an instant or sorcery card, and has a mana cost.
  const printed = MANIFEST_LIKE.has(family) ? ownCard({ card, components: [] }) : undefined;
  const own = printed ? [printed.isCreatureCard, printed.isInstantOrSorceryCard, costText(printed.manaCost) !== ''] : [];
  return JSON.stringify([family, costs, own, card.faces.length]);
}

/**
 * What an effect may read of `card` as it would be face up (CR 702.37e, 708.8): its printed characteristics — types,
 * colors, mana cost, P/T, keywords and which kinds of abilities it has — but not its text, name or what its
 * triggered, activated and spell abilities do.
 */
export function faceUpKey(card: Card): string {
  return JSON.stringify(card.faces, (k, v: unknown) => {
    if (FACE_UP_IGNORED.has(k)) return undefined;
    const a = v as { kind?: string } | null;
    return a && typeof a === 'object' && (a.kind === 'triggered' || a.kind === 'activated' || a.kind === 'spell') && 'effects' in a ? { kind: a.kind } : v;
  });
}

/**
 * A layer-6 effect that only grants keywords none of which turns a permanent face up ("Creatures you control have
 * menace", "Enchanted creature has flying and lifelink"): whatever it applies to, it adds abilities (CR 613.1f) and
 * removes none, so the morph, megamorph and disguise costs a face-down card would have face up are the same with it
 * as without it (702.37e, 708.8). What else of the game it could change through what it grants (613.8: an effect that
 * picks by keyword) is another effect's reading, counted on its own.
 */
function grantsOtherKeywords(e: Effect): boolean {
  return (e.kind === 'gain-keyword' && e.keywords.every((k) => !TURN_UP_KEYWORD_START.test(k))) || addsTypesOnly(e);
}

/**
 * A layer-4 effect that adds types "in addition to" the others ("Elf creatures you control are Dinosaurs in addition to
 * their other types"), no land type among them: it removes no ability — only a basic land type set on a land does
 * (CR 305.7) —, so the turn-up costs a card would have face up stay (702.37e, 708.8); an effect that picks by the types
 * it adds is another effect's reading, counted on its own (613.8).
 */
function addsTypesOnly(e: Effect): boolean {
  return e.kind === 'become-type' && e.additive && !e.negated && !e.cardTypes.some((t) => /^land$/i.test(t)) && !e.subtypes.some((t) => BASIC_LAND_TYPE.test(t));
}
const BASIC_LAND_TYPE = /^(?:plains|island|swamp|mountain|forest)$/i;
const TURN_UP_KEYWORD_START = /^\s*(?:morph|megamorph|disguise)\b/i;

/**
 * Whether an effect of `cards` (the other cards of a note scenario) could read a face-down card's would-be face-up
 * characteristics: one that changes copiable values, types or abilities (layers 1, 4, 6) of objects picked by what
 * they are ("all creatures", "each Frog", CR 613.1) — but not one that only grants keywords other than morph, megamorph
 * and disguise (grantsOtherKeywords). A spell cost changer ("Colorless spells you cast cost {2} less") reads none: it
 * reads the spell being cast (601.2f), and a face-down spell is cast with its face-down characteristics (708.4); the
 * special action's morph, megamorph and disguise costs change only by effects that name them (keyword cost changes,
 * which read the permanents that have them, not the face-down card).
 */
export function readsFaceUp(cards: readonly Card[]): boolean {
  let reads = false;
  for (const card of cards) {
    for (const face of card.faces) {
      for (const a of face.abilities) {
        if (!('effects' in a)) continue;
        walkEffects(a.effects, (e) => {
          if (reads) return;
          if (grantsOtherKeywords(e)) return;
          else if (descriptorOf(e).layers.some((l) => REACHES_KEYWORDS.has(l)) && /"kind":"all"/.test(JSON.stringify(e))) reads = true;
        });
        if (reads) return true;
      }
    }
  }
  return false;
}

/**
 * What the layer system may read of a face-down card as it would be face up (CR 702.37e, 708.8) where the effects of a
 * note scenario's cards (its source and the representatives, `cards`) read no more of it than its type words: the type
 * names their object filters name (`names`, each as matched: plural and "non…" forms, rules/state/filters.ts) and whether
 * a filter names a color quality (`colors`). Cards alike there are alike to every effect of the scenario (faceUpKeyFor).
 */
export interface FaceUpReading {
  /** The reading as text (equal readings, equal keys). */
  key: string;
  names: ReadonlySet<string>;
  colors: boolean;
}

/**
 * Object filter fields matched on the object's state, on players or on the source, never on the object's own
 * characteristics other than its type words (rules/state/filters.ts matchesFilter): an object standing where the face-down
 * permanent stands reads the same there whatever its card is (its zone, controller, owner, token, tapped, attachments).
 */
const TYPE_WORD_FILTER_KEYS = new Set([
  'types', 'text', 'plural', 'controller', 'nontoken', 'other', 'otherThanSelf', 'postOrder', 'anyOf', 'orListAnd', 'zone', 'zoneFrom', 'zoneTheir',
  'onBattlefield', 'status', 'statusAfter', 'attachment', 'zonePhrase', 'controlledByThatPlayer', 'thatOpponentWritten',
  'thatPlayerOrPlaneswalker', 'theyControl', 'commaAdjectives', 'ownedByYou', 'ownedBy', 'anOpponentWritten', 'yourOpponentsWritten',
  'yourTeamWritten', 'notYours', 'controlledBy', 'faceDown', 'faceUp', 'exiledWithSelf', 'createdWithSelf', 'castBy', 'castHaveWritten',
  'offBattlefield', 'thatIs', 'thatsStatus', 'controlledByChosenPlayer', 'castFromNotHand',
]);

/**
 * Subtypes the layer system reads of any object by itself, whatever the effects say: the basic land types (a land's mana
 * abilities, CR 305.6; counted by "basic land types among lands you control", 305.6, rules/layers/cda-values.ts) and the
 * Equipment and Aura an object may be (reconfigure, 702.151b; rules/layers/reconfigure.ts, static-conditions.ts).
 */
const ALWAYS_READ = ['plains', 'island', 'swamp', 'mountain', 'forest', 'equipment', 'aura'];

let faceUpNarrowEnabled = true;

/** Tests switch the narrowing of the face-up key to what the scenario's effects read off (test/support/caches.ts). */
export function setFaceUpNarrowEnabled(on: boolean): void {
  faceUpNarrowEnabled = on;
}

/**
 * What the effects of `cards` may read of a face-down card as it would be face up, or undefined when they may read more
 * than its type words (then `faceUpKey`, all of it, counts). The layer system computes the would-be face-up
 * characteristics (CR 708.8, 613.1; rules/layers): an effect applies to an object when its filter matches (613.1, the
 * dependency test compares those sets, 613.8a), and writes constants in layers 1, 4, 5 and 6 (a copy of another object, set
 * or added types, colors, abilities gained or lost — what "lose all abilities" does is not compared, rules/layers/
 * dependency.ts). So where every object filter of the cards matches only type words and the object's state
 * (TYPE_WORD_FILTER_KEYS) and no static or replacement ability has a condition (one such may read a face-up object's
 * colors, mana cost, power or subtypes, rules/layers/static-conditions.ts) nor anything counts devotion (mana costs, CR
 * 700.5), two cards whose card types, supertypes, the subtypes the filters name, colors where a filter names one and
 * abilities that act in the layers are the same get the same abilities face up — the same morph, megamorph and disguise
 * costs (702.37e, 702.168d) — in every game of the scenario.
 */
export function faceUpReading(cards: readonly Card[]): FaceUpReading | undefined {
  if (!faceUpNarrowEnabled) return undefined;
  const words = new Set<string>(ALWAYS_READ);
  let ok = true;
  const visit = (v: unknown, inStatic: boolean): void => {
    if (!ok || !v || typeof v !== 'object') return;
    if (Array.isArray(v)) {
      for (const x of v) visit(x, inStatic);
      return;
    }
    const o = v as Record<string, unknown>;
    const kind = o['kind'];
    const isStatic = inStatic || kind === 'static' || kind === 'replacement';
    if (kind === 'devotion' || (isStatic && ('condition' in o || 'asLongAs' in o))) {
      ok = false;
      return;
    }
    if (Array.isArray(o['types'])) {
      for (const k of Object.keys(o)) {
        if (!TYPE_WORD_FILTER_KEYS.has(k)) {
          ok = false;
          return;
        }
      }
      for (const w of (o['types'] as unknown[]).flatMap((t) => String(t).toLowerCase().split(/[\s,]+/))) if (w) words.add(w);
    }
    for (const [k, x] of Object.entries(o)) if (k !== 'span' && k !== 'nameSpan') visit(x, isStatic);
  };
  // A triggered ability's event and a cost are read as it triggers or is paid, of the face-down values (708.2a), never
  // by the layers: of a triggered, activated or spell ability only its effects are.
  for (const card of cards) for (const face of card.faces) for (const a of face.abilities) visit(a.kind === 'triggered' || a.kind === 'activated' || a.kind === 'spell' ? a.effects : a, false);
  if (!ok) return undefined;
  // Each word as the filter matches it: itself, its singular, what "non…" excludes (rules/state/filters.ts).
  const names = new Set<string>();
  let colors = false;
  for (const w of words) {
    if (colorQuality(w, []) !== undefined) colors = true;
    names.add(w);
    if (w.endsWith('s')) names.add(w.slice(0, -1));
    if (w.startsWith('non') && w.length > 3) names.add(w.slice(3).replace(/^-/, ''));
  }
  const sorted = [...names].sort();
  return { key: JSON.stringify([sorted, colors]), names: new Set(sorted), colors };
}

/**
 * What the effects that read `reading` may read of `card` as it would be face up (faceUpReading): its card types and
 * supertypes, the subtypes named there, its colors where a filter names a color quality, and its abilities other than
 * triggered, activated and spell abilities (a triggered, activated or spell ability makes no continuous effect before it
 * resolves, and the face-down permanent's don't, CR 708.2a) — of a keyword only its name: the layers read an object's
 * keywords by name (changeling, devoid, reconfigure: rules/layers/units.ts, reconfigure.ts; a filter "with flying" is
 * not read here), and the morph, megamorph and disguise costs are the face-down identity's, each part by how it can be
 * paid (faceDownIdentity). A card with a static or replacement ability, which the layers apply to the card itself, keeps its whole
 * `faceUpKey`; so does every card when `reading` is undefined.
 */
export function faceUpKeyFor(card: Card, reading: FaceUpReading | undefined): string {
  if (!reading || card.faces.some((f) => f.abilities.some((a) => a.kind === 'static' || a.kind === 'replacement'))) return faceUpKey(card);
  return JSON.stringify(['types', reading.key, card.faces.map((f) => [
    f.typeLine?.supertypes.map((t) => t.toLowerCase()).sort() ?? null,
    f.typeLine?.cardTypes.map((t) => t.toLowerCase()).sort() ?? null,
    f.typeLine?.subtypes.map((t) => t.toLowerCase()).filter((t) => reading.names.has(t)).sort() ?? null,
    reading.colors ? [f.colorIndicator ?? null, f.manaCost?.colors ?? null] : 0,
    f.abilities.flatMap((a) => (a.kind === 'keyword' ? a.keywords.map((k) => k.keyword.toLowerCase()) : [])).sort(),
    f.abilities.filter((a) => a.kind !== 'triggered' && a.kind !== 'activated' && a.kind !== 'spell' && a.kind !== 'keyword'),
  ])], (k, v: unknown) => (FACE_UP_IGNORED.has(k) ? undefined : v));
}
