// Object phrases → TargetSpec / ObjectFilter: "target face-down creature an opponent controls", "it",
// "all other nontoken creatures", "target artifact or enchantment", "each creature with mana value 3 or less",
// "a creature card in your graveyard". Unknown words → undefined (stays text). print-target.ts writes them back.
// Input is normalized text: the card's own name and "this creature"/"this permanent"… are "~".

import { indefiniteArticle } from './article';
import { COLOR_BY_NAME, type AnyTargetKind, type ObjectFilter, type PlayerRef, type Quantity, type TargetSpec } from '../types';
import { numberNeutral, parseQuantity } from './amounts';
import { printTarget } from './print-target';
import { SUBTYPE_LISTS } from '../../data/cr-vocabulary';
import { lookupKeyword } from './keywords';
import { parseCount } from './numbers';
import { readChosenPool } from './chosen-pool';
import { PhraseMemo } from './phrase-memo';

// "pile": cards set apart in a pile (CR 700.3), named like objects ("put one pile into your hand").
export const TYPE_NOUNS = new Set(['creature', 'artifact', 'enchantment', 'land', 'planeswalker', 'battle', 'permanent', 'card', 'spell', 'token', 'instant', 'sorcery', 'ability', 'pile', 'source',
  // CR 903.3d: "a commander you control" (a permanent that is a commander; not a type: rules/state/filters.ts doesn't match it).
  'commander']);
/** Adjectives the CR defines for objects (CR 700.6 historic, 702.33d kicked, 700.9 modified; activated and triggered
 * abilities: CR 113.3b, CR 113.3c; "an equipped creature you control", "an enchanted creature": any creature with an
 * Equipment or Aura attached, CR 301.5, 303.4, not the one the source is attached to). */
// CR 702.62b: "suspended card" (a card in exile with suspend and a time counter; not matched by the engine).
// CR 702.143a: "foretold" cards (exiled face down by foretell; not matched by the engine).
const DEFINED_ADJECTIVES = new Set(['historic', 'kicked', 'modified', 'activated', 'triggered', 'equipped', 'enchanted', 'suspended', 'foretold']);
const COLOR_WORDS = new Set(['white', 'blue', 'black', 'red', 'green', 'colorless', 'multicolored', 'monocolored']);
const NON_TYPES = /^non(?:land|creature|artifact|enchantment|legendary|basic|snow|planeswalker|black|white|blue|red|green|Human|[A-Z][a-z]+|-[A-Z][a-z]+)$/;
const SUPERTYPES = new Set(['legendary', 'basic', 'snow']);
// CR 508.1k, 509.1g: "nonattacking", "nonblocking": not an attacking / blocking creature now.
export const STATUS_WORDS = new Set(['tapped', 'untapped', 'attacking', 'blocking', 'blocked', 'unblocked', 'nonattacking', 'nonblocking']);
/** Capitalized at the start of a sentence but not subtypes: adjectives the filter cannot express. */
const NOT_SUBTYPES = new Set(['enchanted', 'equipped', 'target', 'each', 'all', 'the', 'a', 'an', 'your', 'this', 'that', 'those', 'its', 'their', 'up', 'any', 'another', 'other', 'you', 'if', 'then', 'when', 'whenever', 'at', 'as', 'until', 'draw', 'return', 'exile', 'destroy', 'put', 'create', 'turn', 'choose', 'counter', 'each']);

/** Pronouns for the object an earlier effect (or the trigger event) acted on. */
export const PRONOUNS = new Set(['it', 'them', 'they', 'that creature', 'that permanent', 'those creatures', 'that card', 'those cards', 'those permanents', 'that spell', 'that token', 'the spell', 'the creature', 'the card',  'those tokens', 'the exiled card', 'the exiled cards', 'that spell or ability', 'that ability', 'the rest', 'the other', 'the chosen cards', 'the chosen creature',
  // "the rest" written with what it is the rest of (CR 608.2c: the cards looked at or revealed that no instruction took).
  'the rest of the revealed cards', 'the rest of those cards', 'the rest of the cards revealed this way']);

const ZONES: [RegExp, NonNullable<ObjectFilter['zone']>][] = [
  [/^(?:in|from) your graveyard\b ?/, 'graveyard'],
  [/^(?:in|from) your hand\b ?/, 'hand'],
  // "a card from their hand": the hand of the player the sentence is about (CR 402.1).
  [/^(?:in|from) their hand\b ?/, 'hand'],
  [/^(?:in|from) their graveyard\b ?/, 'graveyard'],
  [/^(?:in|from) their library\b ?/, 'library'],
  [/^(?:in|from) a graveyard\b ?/, 'any-graveyard'],
  [/^(?:in|from) exile\b ?/, 'exile'],
  [/^(?:in|from) your library\b ?/, 'library'],
];

export interface FilterResult {
  filter: ObjectFilter;
  plural: boolean;
}

/** "face-down creature an opponent controls", "artifact or enchantment" → filter; undefined when a word is not understood. */
/** What a spell's targets are after "that targets": "a creature" (one, singular) or "one or more permanents" (plural;
 * CR 115.1). */
function targetedKind(words: string): { filter: ObjectFilter; article: string } | undefined {
  const m = /^(an?|one or more) (.+)$/.exec(words);
  if (!m) return undefined;
  const f = parseFilter(m[2]!);
  if (!f || (m[1] === 'one or more' && !f.plural)) return undefined;
  return { filter: f.filter, article: m[1]! };
}

/**
 * Object phrases and filters read once each (issue 27: most recur across a set's lines), a copy of the answer for every
 * later read (phrase-memo.ts). What else a reading depends on is in the key: `inQuantity` (the only state these readers
 * and the modules they reach keep), and for an object phrase its options.
 */
const filterMemo = new PhraseMemo<FilterResult | undefined>(4 << 20);
const objectRefMemo = new PhraseMemo<TargetSpec | undefined>(4 << 20);

export function parseFilter(phrase: string): FilterResult | undefined {
  return filterMemo.read(`${inQuantity ? 'q' : '-'}${phrase}`, () => readFilter(phrase));
}

function readFilter(phrase: string): FilterResult | undefined {
  const text = phrase.trim();
  if (text === '' || text.length > 200) return undefined;
  // Or-lists of nouns sharing the post-phrase: "artifact or enchantment", "instant or sorcery card",
  // "creature or planeswalker an opponent controls", "artifact, creature, or enchantment".
  // "for each instant and sorcery card in your graveyard", "two or more instant and/or sorcery cards": each card that is
  // either (Oracle writes "and" or "and/or" for the group).
  const group = /^instant and(?:\/or)? sorcery (?:cards?|spells?)\b/.exec(text);
  if (text.includes(' and/or ') && !group) {
    const whole = parseAndOr(text);
    // "artifacts and/or enchantments you control", "artifact and/or enchantment card in your graveyard": a bare kind
    // before "and/or" and a controller or zone phrase after the last kind, which names every kind's objects (as in an
    // or-list, CR 608.2c: "you control" is not the last kind's alone). A kind with its own phrase ("Walls and/or
    // creatures with flying") keeps it.
    if (whole && sharedTail(whole.filter)) return parseAndOrList(text) ?? whole;
    return whole ?? parseAndOrList(text);
  }
  if (group) {
    const alt = parseOrList(text.replace(/^instant and(?:\/or)? sorcery/, 'instant or sorcery'));
    if (alt) return { ...alt, filter: { ...alt.filter, text } };
  }
  if (text.includes(' or ')) {
    const alt = parseOrList(text);
    if (alt) return alt;
  }
  return parseSimpleFilter(text) ?? parseAndList(text);
}

/** "Spirit card or a card with disturb" (after "a"): two kinds of one object, the second with its own article and phrases
 * (CR 608.2c: either one). Both one object, each read alone. Read only where a phrase names one object by its kind and no
 * condition splits the "or" (a trigger's discarded card): elsewhere "a Wizard or a Rogue" is two conditions. */
export function parseOrArticled(text: string): FilterResult | undefined {
  const at = text.indexOf(' or a');
  if (at <= 0) return undefined;
  const m = /^ or (an?) (.+)$/.exec(text.slice(at));
  const first = m ? parseSimpleFilter(text.slice(0, at)) : undefined;
  const second = m && first && !first.plural ? parseSimpleFilter(m[2]!) : undefined;
  if (!m || !second || second.plural || indefiniteArticle(m[2]!) !== m[1]) return undefined;
  return { filter: { types: [], anyOf: [first!.filter, second.filter], orArticled: true, text }, plural: false };
}

/** "creature and land cards", "artifacts and enchantments your opponents control": a plural list of kinds written with
 * "and" — every object of any of them, the or-list's objects (CR 608.2c), printed with its own word; singular after "for
 * each" ("for each artifact and enchantment you control"). */
function parseAndList(text: string): FilterResult | undefined {
  if (!/ and /.test(text) || / or |\band\/or\b/.test(text) || (text.match(/ and /g) ?? []).length !== 1) return undefined;
  const alt = parseOrList(text.replace(/,? and /, (m) => m.replace('and', 'or')));
  // Singular after "for each" ("for each artifact and enchantment you control").
  if (!alt || !alt.filter.anyOf) return undefined;
  return { filter: { ...alt.filter, orListAnd: true, text }, plural: alt.plural };
}

/** What abilities an object has (CR 602.1 activated, 605.1a mana, 603.1 triggered): "with an activated ability [that
 * isn't a mana ability]", "with [no] activated abilities", "without mana abilities", "that has an activated ability with {T}
 * in its cost" (singular or plural). */
const ABILITY_HELD = /^(?:with(?:out)? (?:an? |no )?(?:activated|mana|triggered|landwalk) abilit(?:y|ies)(?: that isn't a mana ability| that aren't mana abilities| with \{T\} in its cost| with \{T\} in their costs)?|that ha(?:s|ve) an? (?:activated|mana|triggered) ability(?: that isn't a mana ability| with \{T\} in its cost)?)(?= |$) ?/;

/** First words of the phrases applyPost reads after a noun ("you control", "with …", "from your graveyard", …). */
const POST_STARTERS = new Set(['you', 'an', 'your', 'opponents', 'with', 'in', 'from', 'on', 'exiled', 'other', 'that', "that's", 'the', 'dealt', 'but', 'without', 'of', 'they', 'named']);

function parseOrList(text: string): FilterResult | undefined {
  // The alternatives share the phrases after the last noun: "artifact or creature card from your graveyard",
  // "creature or planeswalker an opponent controls with mana value 3 or less" (each alternative gets them). The
  // head (the or-list itself) ends where a phrase that applyPost reads begins; longest head first.
  const words = text.split(' ');
  for (let cut = words.length; cut >= 3; cut--) {
    // Only where a phrase after the noun can begin (keeps the search linear in practice).
    if (cut < words.length && !POST_STARTERS.has(words[cut]!)) continue;
    const head = words.slice(0, cut).join(' ');
    if (!head.includes(' or ') || head.endsWith(' or')) continue;
    const tail = words.slice(cut).join(' ');
    if (tail !== '' && !applyPost({ types: [], text: tail }, tail)) continue;
    const got = parseOrHead(head, tail, text);
    if (got) return got;
  }
  return undefined;
}

/** "artifacts, creatures, and/or lands", "creature and/or planeswalker cards": a plural list of kinds, each object one of
 * them and the group any mix of them — the or-list's objects (CR 608.2c reads "and/or" as either or both), written with
 * its own word. */
function parseAndOrList(text: string): FilterResult | undefined {
  if ((text.match(/ and\/or /g) ?? []).length !== 1 || / or /.test(text)) return undefined;
  const alt = parseOrList(text.replace(/ and\/or /, ' or '));
  // Singular after "for each" ("for each Dwarf, Equipment, and/or Vehicle you control", as parseAndList).
  if (!alt || !alt.filter.anyOf) return undefined;
  return { filter: { ...alt.filter, orListAndOr: true, text }, plural: alt.plural };
}

/** Whether an and/or pair read as whole alternatives has a bare first kind and only a controller or zone phrase after the
 * second kind ("artifacts and/or enchantments you control"): the phrase names both kinds' objects. */
function sharedTail(f: ObjectFilter): boolean {
  const [a, b] = f.anyOf ?? [];
  if (!a || !b || f.anyOf!.length !== 2 || (a.postOrder?.length ?? 0) > 0) return false;
  return (b.postOrder?.length ?? 0) > 0 && b.postOrder!.every((p) => p === 'controller' || p === 'zone');
}

/** "creatures from the battlefield and/or creature cards from graveyards": whole alternatives, each with its phrases. */
function parseAndOr(text: string): FilterResult | undefined {
  const parts = text.split(' and/or ');
  if (parts.length !== 2) return undefined;
  const rs = parts.map((p) => parseSimpleFilter(p));
  if (rs.some((r) => !r) || rs[0]!.plural !== rs[1]!.plural) return undefined;
  return { filter: { types: [], anyOf: rs.map((r) => r!.filter), andOr: true, text }, plural: rs[0]!.plural };
}

/**
 * Words before the first alternative of a list of three or more written with commas that are every alternative's: "a
 * basic Mountain, Forest, or Plains card" (each a basic land, CR 205.4a), "each tapped artifact, creature, and land"
 * (each tapped, CR 110.5). Only supertypes and statuses, and only when the later alternatives are bare words.
 */
const SHARED_FIRST_WORDS = new Set(['basic', 'nonbasic', 'legendary', 'nonlegendary', 'snow', 'tapped', 'untapped', 'nontoken']);
function sharedFirstWords(parts: readonly string[]): string {
  if (parts.length < 3) return '';
  const first = parts[0]!.split(' ');
  const lead = first.slice(0, -1);
  if (lead.length === 0 || !lead.every((w) => SHARED_FIRST_WORDS.has(w))) return '';
  if (!parts.slice(1, -1).every((p) => !p.includes(' '))) return '';
  return SHARED_FIRST_WORDS.has(parts[parts.length - 1]!.split(' ')[0]!) ? '' : lead.join(' ');
}

/** The card types an or-list of kinds names bare after its first alternative ("instant or sorcery"). */
const CARD_TYPE_WORDS = new Set(['instant', 'sorcery', 'creature', 'artifact', 'enchantment', 'land', 'planeswalker', 'battle']);
/**
 * A color written before the first of two card types is both's: "a red instant or sorcery spell" is a red instant spell or a
 * red sorcery spell (CR 105.2, 205.2a; the rulings of cards written so, e.g. "red instant or sorcery card from your
 * graveyard"), never a red instant or a sorcery of any color. Only a color and a card type first, and a bare card type after
 * the "or" (gramB r21).
 */
function sharedColor(parts: readonly string[]): string {
  if (parts.length !== 2) return '';
  const first = parts[0]!.split(' ');
  const second = parts[1]!.split(' ')[0]!;
  return first.length === 2 && COLOR_WORDS.has(first[0]!) && CARD_TYPE_WORDS.has(first[1]!) && CARD_TYPE_WORDS.has(second) ? first[0]! : '';
}

function parseOrHead(head: string, tail: string, text: string): FilterResult | undefined {
  const parts = head.split(/, or |, | or /);
  if (parts.length < 2 || parts.length > 6) return undefined;
  if (head.includes(', or ') && parts.length === 2) return undefined;
  // The last " named " splits the first alternative (a string search: a regex with two greedy runs is quadratic on
  // adversarial input, test/regex-safety).
  const named = parts[0]!.lastIndexOf(' named ');
  if (named > 0 && named + ' named '.length < parts[0]!.length) {
    return parseNameAlternatives(parts[0]!.slice(0, named), [parts[0]!.slice(named + ' named '.length), ...parts.slice(1)], tail, text);
  }
  const lead = head.includes(', ') ? sharedFirstWords(parts) : sharedColor(parts);
  // Each alternative after the first as read: with the list's shared first words.
  const withLead = (p: string) => (lead ? `${lead} ${p}` : p);
  const withTail = (p: string) => (tail === '' ? p : `${p} ${tail}`);
  // The last alternative carries the shared noun ("instant or sorcery card": both are cards).
  const last = parseSimpleFilter(withTail(withLead(parts[parts.length - 1]!)));
  if (!last) return undefined;
  const lastWords = parts[parts.length - 1]!.split(' ');
  // "attacking or blocking Spirit": a subtype alone is the noun when no card type is written (CR 205.3).
  const typeNoun = lastWords.findIndex((w) => TYPE_NOUNS.has(w.replace(/s$/, '').replace(/ie$/, 'y')));
  const firstNoun = typeNoun >= 0 ? typeNoun : lastWords.findIndex((w, i) => i > 0 && /^[A-Z]/.test(w) && lastWords.slice(0, i).every((x) => STATUS_WORDS.has(x)));
  // "instant or sorcery card": the nouns after the last alternative's first; "attacking or blocking creature": all its nouns.
  const sharedNouns = firstNoun >= 0 ? lastWords.slice(firstNoun + 1).join(' ') : '';
  const allNouns = firstNoun >= 0 ? lastWords.slice(firstNoun).join(' ') : '';
  const alts: ObjectFilter[] = [];
  // "Spirit or Arcane spell", "Angel or Human creature card": adjectives or subtypes before the last noun share all of
  // its nouns ("Spirit spell", "Angel creature card").
  const isNoun = (w: string | undefined) => !!w && TYPE_NOUNS.has(w.replace(/s$/, '').replace(/ie$/, 'y'));
  const adjectivesFirst = firstNoun > 0;
  // The last alternative's last noun ("card" in "Gate card from your graveyard").
  const lastNoun = [...lastWords].reverse().find((w) => isNoun(w));
  let repeated = true;
  // "permanent or suspended card": a defined adjective first ("suspended", CR 702.62b) is the last alternative's own; an
  // alternative that ends with a noun keeps it alone.
  const ownAdjective = DEFINED_ADJECTIVES.has(lastWords[0]!);
  for (const [i, written] of parts.slice(0, -1).entries()) {
    const p = i === 0 ? written : withLead(written);
    const ownNoun = p.split(' ').pop() === lastNoun || (ownAdjective && isNoun(p.split(' ').pop()));
    // "artifact, enchantment, or tapped creature": an alternative that is a card type of its own takes none of the
    // last alternative's adjectives ("tapped", "legendary", a color) or its first noun; it shares only the nouns after
    // it ("artifact or legendary creature card": an artifact card). A subtype before the noun is shared as before
    // ("creature or Vehicle card": a creature card).
    const nounAlt = adjectivesFirst && isNoun(p.split(' ').pop()) && lastWords.slice(0, firstNoun).every((x) => /^[a-z]/.test(x));
    const r =
      (adjectivesFirst && allNouns && !ownNoun && !nounAlt ? parseSimpleFilter(withTail(`${p} ${allNouns}`)) : undefined) ??
      (sharedNouns && !ownNoun ? parseSimpleFilter(withTail(`${p} ${sharedNouns}`)) : undefined) ??
      parseSimpleFilter(withTail(p)) ??
      (allNouns && !ownNoun && !nounAlt ? parseSimpleFilter(withTail(`${p} ${allNouns}`)) : undefined);
    if (!r) return undefined;
    // Each alternative written with its own final noun ("a basic land card or Gate card").
    if (p.split(' ').pop() !== lastNoun || !p.includes(' ')) repeated = false;
    alts.push(r.filter);
  }
  const f: ObjectFilter = { types: [], anyOf: [...alts, last.filter], text };
  if (repeated && lastNoun !== undefined) f.orNounsRepeated = true;
  if (lead) f.orLead = lead;
  // The shared phrases are also the whole filter's (its zone, its controller).
  if (tail !== '' && !applyPost(f, tail)) return undefined;
  for (const a of f.anyOf!) if (a.controller) f.controller = a.controller;
  return { filter: f, plural: last.plural };
}

/**
 * "a card named Sky Blade or Sea Lance", "a card named A, B, or C": one noun and one name of several (CR 201.2: an
 * object's name is its name); each alternative is the noun named one of them. Each name is capitalized words (the
 * names are never card types or subtypes: "Sea Lance" is no subtype). Only without phrases after the names.
 */
function parseNameAlternatives(noun: string, names: string[], tail: string, text: string): FilterResult | undefined {
  if (tail !== '' || !names.every((n) => CARD_NAME.test(n))) return undefined;
  const alts = names.map((n) => parseSimpleFilter(`${noun} named ${n}`));
  if (alts.some((a, i) => !a || a.filter.named !== names[i])) return undefined;
  return { filter: { types: [], anyOf: alts.map((a) => a!.filter), orNames: true, text }, plural: alts[0]!.plural };
}

/** A capitalized word that may be a subtype: "Elf", "Urza's", and a subtype the CR spells with a hyphen between two
 * capitalized parts, "Assembly-Worker" (CR 205.3m). */
export const SUBTYPE_SHAPE = /^[A-Z][a-z'-]+$|^[A-Z][a-z']+(?:-[A-Z][a-z']+)+$/;

function parseSimpleFilter(text: string): FilterResult | undefined {
  const words = text.split(' ');
  const f: ObjectFilter = { types: [], text };
  let i = 0;
  let nouns = 0;
  let plural = false;
  // Adjectives before the noun(s).
  for (; i < words.length; i++) {
    let w = words[i]!;
    // "noncreature, nonland card": adjectives separated by commas.
    if (w.endsWith(',') && NON_TYPES.test(w.slice(0, -1)) && i + 1 < words.length) {
      w = w.slice(0, -1);
      f.commaAdjectives = true;
    } else if (w.endsWith(',') && STATUS_WORDS.has(w.slice(0, -1)) && STATUS_WORDS.has(words[i + 1] ?? '') && !f.types.length) {
      // "nonattacking, nonblocking creature": two status words with a comma (CR 508.1k, 509.1g).
      w = w.slice(0, -1);
      f.statusComma = true;
    }
    const lw = w.toLowerCase();
    // The order of "nontoken face-up" vs "face-up nontoken", kept for printing.
    if ((lw === 'nontoken' || lw === 'face-down' || lw === 'face-up') && (f.faceUp || f.faceDown || f.nontoken)) f.leadOrder = [...(f.nontoken ? ['nontoken'] : []), ...(f.faceDown ? ['face-down'] : []), ...(f.faceUp ? ['face-up'] : []), lw];
    if (lw === 'other') f.other = true;
    else if (lw === 'nontoken') {
      f.nontoken = true;
      // "green nontoken creature", "nonland, nontoken permanents": written after a color or type word (kept for printing).
      if (f.types.length > 0 && !f.leadOrder) f.nontokenAt = f.types.length;
    }
    else if (lw === 'face-down') f.faceDown = true;
    else if (lw === 'face-up') f.faceUp = true;
    else if (STATUS_WORDS.has(lw)) {
      (f.status ??= []).push(lw);
      // "nonblack attacking creature": written after another adjective (kept for printing).
      if (f.types.length > 0) f.statusAfter = true;
    }
    else if (lw === 'exiled' && i + 1 < words.length) f.exiledAdjective = true;
    // "all revealed cards not cast this way" (CR 608.2c, 701.20a): the cards the resolution revealed.
    else if (lw === 'revealed' && i + 1 < words.length && /^cards?$/.test(words[i + 1]!)) f.revealedAdjective = true;
    // "a 1/1 creature" (CR 208.1): exactly that power and toughness, before the other adjectives.
    else if (/^\d{1,2}\/\d{1,2}$/.test(w) && i + 1 < words.length && !f.pt && f.types.length === 0 && !f.status && !f.adjectives) f.pt = { power: Number(w.split('/')[0]), toughness: Number(w.split('/')[1]) };
    else if (DEFINED_ADJECTIVES.has(lw) && i + 1 < words.length && ((lw !== 'equipped' && lw !== 'enchanted') || /^creatures?$/.test(words[i + 1]!))) (f.adjectives ??= []).push(lw as 'historic');
    else if (COLOR_WORDS.has(lw) || NON_TYPES.test(w) || SUPERTYPES.has(lw)) f.types.push(NON_TYPES.test(w) && !COLOR_WORDS.has(lw) && !SUPERTYPES.has(lw) ? w : lw);
    else if (SUBTYPE_SHAPE.test(w) && !TYPE_NOUNS.has(lw) && !NOT_SUBTYPES.has(lw) && !STATUS_WORDS.has(lw) && !lookupKeyword(lw)) f.types.push(w);
    else break;
  }
  // Type nouns ("artifact creature", "creature cards").
  for (; i < words.length; i++) {
    const lw = words[i]!.toLowerCase();
    const singular = lw === 'sorceries' ? 'sorcery' : lw === 'abilities' ? 'ability' : lw.endsWith('s') ? lw.slice(0, -1) : lw;
    if (!TYPE_NOUNS.has(singular)) break;
    if (singular !== lw) plural = true;
    f.types.push(singular);
    nouns++;
  }
  if (nouns === 0) {
    // A bare subtype: "Saprolings", "a Bird" (the engine matches subtypes in `types`).
    const last = f.types[f.types.length - 1];
    if (!last || !SUBTYPE_SHAPE.test(last) || f.types.length === 0) return undefined;
    // A subtype spelled so already is one object ("Plains", "Octopus", CR 205.3).
    if (/[^s]s$|ves$/.test(last) && last.length > 3 && !KNOWN_SUBTYPES.has(last)) {
      f.types[f.types.length - 1] = singularSubtype(last);
      plural = true;
    }
  }
  // Phrases after the noun.
  const rest = words.slice(i).join(' ');
  if (!applyPost(f, rest)) return undefined;
  return { filter: f, plural };
}

/** "a", "two", "one or more", "three or more", "no": how many counters a filter asks for (CR 122.1). */
function readCounterCount(w: string): { atLeast: number; none?: boolean; orMore?: boolean } | undefined {
  if (w === 'no') return { atLeast: 0, none: true };
  if (w === 'a' || w === 'an') return { atLeast: 1 };
  // A bare number ("with three counters on it") is not read: whether it means exactly or at least is not said.
  if (!w.endsWith(' or more')) return undefined;
  const n = parseCount(w.slice(0, -' or more'.length));
  return n === undefined || n < 1 ? undefined : { atLeast: n, orMore: true };
}

/** Every subtype of the CR 205.3 lists, as written there. */
const KNOWN_SUBTYPES: ReadonlySet<string> = new Set(SUBTYPE_LISTS.flatMap((l) => l.names));

/** A subtype as written, singular or plural ("Wizards", "Elves", "Plains"): it keeps its capital letter. */
export function isSubtypeWord(w: string): boolean {
  return /^[A-Z]/.test(w) && (KNOWN_SUBTYPES.has(w) || KNOWN_SUBTYPES.has(singularSubtype(w)));
}

/** "Elves" → "Elf", "Wolves" → "Wolf", "Goblins" → "Goblin". */
export function singularSubtype(w: string): string {
  if (w === 'Elves') return 'Elf';
  if (w.endsWith('ves')) return `${w.slice(0, -3)}f`;
  return w.slice(0, -1);
}

/** "with <stat> <comparison> <quantity>": the comparison's words, by `compare.op`. */
export const COMPARE_OPS = { 'less than or equal to': 'le', 'greater than or equal to': 'ge', 'equal to': 'eq', 'less than': 'lt', 'greater than': 'gt' } as const;
const COMPARED_WITH = /^with (power|toughness|mana value) (less than or equal to|greater than or equal to|equal to|less than|greater than) /;

/** A quantity inside a filter reads no further comparison with a quantity (bounded work on any line, CR 107.3). */
let inQuantity = false;
/** The longest run of words (at most 14) at the start of `r` read as a quantity, and its length in characters. */
function quantityAtStart(r: string): { q: Quantity; length: number } | undefined {
  if (inQuantity) return undefined;
  inQuantity = true;
  try {
    const words = r.split(' ');
    for (let n = Math.min(14, words.length); n >= 1; n--) {
      const text = words.slice(0, n).join(' ');
      const q = parseQuantity(text);
      if (q) return { q, length: text.length };
    }
    return undefined;
  } finally {
    inQuantity = false;
  }
}

/** The longest run of words (at most 8) at the start of `r` naming one object that prints back as written ("that card",
 * "the exiled card", "a card exiled with ~", "target nontoken creature"), and its length in characters. */
function objectAtStart(r: string): { of: TargetSpec; length: number } | undefined {
  if (inQuantity) return undefined;
  inQuantity = true;
  try {
    const words = r.split(' ');
    for (let n = Math.min(8, words.length); n >= 1; n--) {
      const text = words.slice(0, n).join(' ');
      const ref = parseObjectRef(text, { chosen: true });
      const of = ref?.kind === 'it' ? { kind: 'it' as const, word: text } : ref;
      if (of && printTarget(of, of.kind === 'it' ? of.word : undefined) === text) return { of, length: text.length };
    }
    return undefined;
  } finally {
    inQuantity = false;
  }
}

/** "that's white", "that's both black and green", "that's white, blue, black, or red". */
const THATS_COLORS = /^(that's|that are) (both )?((?:white|blue|black|red|green)(?:(?:, | and | or |, and |, or )(?:white|blue|black|red|green))*)(?: |$)/;

function applyPost(f: ObjectFilter, rest: string): boolean {
  let r = rest;
  while (r !== '') {
    let m: RegExpExecArray | null;
    let q: { q: Quantity; length: number } | undefined;
    let o: { of: TargetSpec; length: number } | undefined;
    // "from your hand or graveyard", "from your graveyard and/or hand": two of a player's zones, either (CR 400.1; kept
    // as written: `zonePhrase` is not matched by the engine, effect-descriptors.ts).
    // Another player's two zones too ("from that player's graveyard or hand", CR 400.1; kept as written, not matched).
    const twoZones = /^(?:in|from) (?:your|their|that player's|target player's|target opponent's) (hand|graveyard) (?:or|and\/or) (?:your )?(hand|graveyard|library)\b ?/.exec(r);
    const zone = twoZones && twoZones[1] !== twoZones[2] ? undefined : ZONES.find(([re]) => re.test(r));
    // One zone per object phrase: a second one belongs to the sentence ("… in your hand from your graveyard to …").
    if (f.postOrder?.includes('zone') && /^(?:in|from) /.test(r)) return false;
    if (twoZones && twoZones[1] !== twoZones[2]) {
      m = twoZones;
      f.zone = twoZones[1] as 'hand';
      f.zonePhrase = m[0].trim();
      if (r.startsWith('from ')) f.zoneFrom = true;
      (f.postOrder ??= []).push('zone');
    } else if (zone) {
      m = zone[0].exec(r)!;
      f.zone = zone[1];
      if (r.startsWith('from ')) f.zoneFrom = true;
      if (/^\w+ their /.test(r)) f.zoneTheir = true;
      (f.postOrder ??= []).push('zone');
    } else if ((m = /^(?:in|from) (?:target player's|target opponent's|an opponent's|that player's|defending player's|each opponent's|all opponents'|all|each|their owners'|your opponents'|the chosen player's|enchanted player's|its controller's|its owner's) graveyards?\b ?/.exec(r))) {
      // Another player's graveyard, or all of them, as written (CR 404.1); "all opponents'" as "your opponents'"; the
      // player chosen as the permanent entered or the enchanted player (CR 607.2d, 303.4; graveyard-owner.ts: not read);
      // "in its controller's graveyard", "in its owner's graveyard" (CR 404.1: the graveyard of the object's player, not read).
      f.zone = /^\w+ (?:all|each|their owners') /.test(r) && !/^\w+ all opponents' /.test(r) ? 'any-graveyard' : 'graveyard';
      f.zonePhrase = m[0].trim();
      (f.postOrder ??= []).push('zone');
    } else if ((m = /^(?:in|from) (?:target player's|target opponent's|an opponent's|that player's|each opponent's|defending player's|your opponents'|its controller's|its owner's|the chosen player's|enchanted player's) (hand|library)\b ?|^(?:in|from) all players' (hand)s\b ?/.exec(r))) {
      // Another player's hand or library, as written (CR 402.1, 401.1).
      f.zone = (m[1] ?? m[2]) === 'hand' ? 'hand' : 'library';
      f.zonePhrase = m[0].trim();
      (f.postOrder ??= []).push('zone');
    } else if ((m = /^(attached to|blocking or blocked by|blocking|blocked by|attacking) (it|~|that creature|enchanted creature|equipped creature|them|you|that player|enchanted player|target attacking creature|target blocking creature)(?: |$)/.exec(r)) && !(m[2] === 'you' && m[1] !== 'attacking' && m[1] !== 'attached to')
      // "Curses attached to that player", "Auras attached to enchanted player": Auras enchanting a player (CR 303.4, 702.5a),
      // named by the player's words (read, not told: relation-told.ts).
      && !(/player$/.test(m[2]!) && m[1] !== 'attached to')
      // "target Aura attached to a creature", "each Aura attached to a land": attached to an object of a kind (CR 303.4, 301.5).
      || (m = /^(attached to) (an? (?:creature|land|artifact|permanent|creature or planeswalker)(?: you control| an opponent controls)?)(?: |$)/.exec(r))
      // "all Curses attached to you" (CR 303.4, 702.5a: Auras enchanting you), "all Auras attached to target land" (a target of
      // its own, CR 115.1): read, not told (relation-told.ts).
      || (m = /^(attached to) (target (?:land|creature|artifact|permanent|player|opponent))(?: |$)/.exec(r))) {
      // "Equipment attached to it", "creatures blocking it", "creatures attacking you", "target creature blocking or blocked
      // by ~" (CR 301.5, 509.1, 508.1); "all creatures blocking target attacking creature" (a target of its own, 115.1).
      f.relatedTo = { rel: m[1] as 'blocking', word: m[2]! };
      (f.postOrder ??= []).push('related');
    } else if ((m = /^(it's|~ is|that creature is) blocking(?: |$)/.exec(r))) {
      // "for each creature it's blocking": the creatures blocked by it, written with it as the subject (CR 509.1).
      f.relatedTo = { rel: 'blocked by', word: m[1] === "it's" ? 'it' : m[1]!.slice(0, -3), written: m[0].trim() };
      (f.postOrder ??= []).push('related');
    } else if ((m = /^that's (blocking or blocked by|blocking|blocked by|attacking) (it|~|that creature|enchanted creature|equipped creature|you|that player|that opponent)(?: |$)/.exec(r)) && !(m[2] === 'you' && m[1] !== 'attacking')) {
      // "target creature that's blocking it", "a creature with flying that's attacking that opponent": the same relation
      // written as a clause after the noun (CR 508.1, 509.1); "that player"/"that opponent" is the player named before.
      f.relatedTo = { rel: m[1] as 'blocking', word: m[2]!, written: m[0].trim() };
      (f.postOrder ??= []).push('related');
    } else if ((m = /^(?:in|from) (?:graveyards|a single graveyard)\b ?/.exec(r))) {
      // "up to three target cards from a single graveyard": every target in one graveyard (CR 115.1; not read by the
      // engine, graveyard-owner.ts).
      f.zone = 'any-graveyard';
      f.zonePhrase = m[0].trim();
      (f.postOrder ??= []).push('zone');
    } else if ((m = /^from among (the )?(cards .+)$/.exec(r)) && !f.fromAmongThem) {
      // "spells from among cards exiled with ~", "a creature spell from among cards you own in exile": the cards the
      // objects are among, a plural phrase of their own ending the phrase (CR 608.2c, 601.2; `amongCards`, not matched).
      const pool = parseFilter(m[2]!);
      if (!pool?.plural || pool.filter.amongCards) return false;
      f.amongCards = { pool: pool.filter, ...(m[1] ? { the: true as const } : {}) };
      (f.postOrder ??= []).push('amongcards');
    } else if ((m = /^of (their|an opponent's) choice(?: |$)/.exec(r)) && !f.choiceOf) {
      // "target creature of their choice": the player the instruction names chooses it, not the ability's controller
      // (CR 115.1, 608.2d; not matched: the engine chooses targets as the controller).
      // "target creature of an opponent's choice": an opponent chooses the target as the ability is put on the stack
      // (CR 601.2c, 115.1: the text says who chooses; not matched).
      f.choiceOf = m[1] === 'their' ? 'their' : 'an opponent';
      (f.postOrder ??= []).push('choice');
    } else if ((m = /^from it(?: |$)/.exec(r))) {
      // "a nonland card from it" after a hand looked at or revealed: the zone an instruction before named (CR 608.2c,
      // 701.20a); not matched by the engine (`zonePhrase`).
      f.zonePhrase = m[0].trim();
      (f.postOrder ??= []).push('zone');
    } else if ((m = /^with (one of the chosen names|the other chosen name|that name|those names)\b ?/.exec(r))) {
      f.withName = m[1] as 'that name';
      (f.postOrder ??= []).push('withname');
    } else if ((m = NAMED.exec(r))) {
      // "named Welkin Hawk": a card name, its words capitalized but for the small words inside it (CR 201.2).
      f.named = m[1]!;
      (f.postOrder ??= []).push('named');
    } else if ((m = /^with (\{[A-Z0-9/]{1,3}\}) in (?:its mana cost|their mana costs)(?: |$)/.exec(r)) || (m = /^with a mana cost that contains (\{[A-Z0-9/]{1,3}\})(?: |$)/.exec(r))) {
      // CR 202.1, 107.3: "with {X} in its mana cost", "with a mana cost that contains {X}": a symbol in the mana cost.
      f.costSymbol = { symbol: m[1]!, written: m[0].startsWith('with a mana cost') ? 'contains' : 'in' };
      (f.postOrder ??= []).push('costsymbol');
    } else if ((m = /^that has an Adventure\b ?/.exec(r))) {
      // CR 715.2a: a card, spell or permanent that has an Adventure's alternative characteristics.
      f.hasAdventure = true;
      (f.postOrder ??= []).push('adventure');
    } else if ((m = /^(that's|that are) one or more colors\b ?/.exec(r))) {
      // "all permanents they control that are one or more colors": the plural verb of "that's" (CR 105.2).
      f.colored = true;
      if (m[1] === 'that are') f.thatAre = true;
      (f.postOrder ??= []).push('colored');
    } else if ((m = THATS_COLORS.exec(r))) {
      // "a spell that's both black and green", "a spell that's white, blue, black, or red", "all cards that are black or
      // red" (CR 105.2).
      const names = m[3]!.split(/, or |, and |, | or | and /);
      const joiner = / or /.test(m[3]!) ? 'or' : 'and';
      if ((names.length > 1) === !/ (?:or|and) /.test(m[3]!) || (m[2] !== undefined) !== (names.length === 2 && joiner === 'and') || (names.length > 2 && !m[3]!.includes(`, ${joiner} `))) return false;
      f.thatsColors = { colors: names.map((c) => COLOR_BY_NAME[c]!), ...(m[2] ? { both: true } : {}), joiner };
      if (m[1] === 'that are') f.thatAre = true;
      (f.postOrder ??= []).push('thatscolors');
    } else if ((m = /^that (isn't|aren't) (legendary|basic|snow|white|blue|black|red|green)(?: |$)/.exec(r)) && !f.thatIsnt) {
      // "all nonland permanents that aren't legendary", "a creature that isn't white": a supertype or color the objects don't
      // have, written after the noun (CR 205.4a, 105.2; the objects "nonlegendary", "nonwhite" name).
      f.thatIsnt = { verb: m[1] as "isn't", word: m[2] as 'legendary' };
      (f.postOrder ??= []).push('thatisnt');
    } else if ((m = /^the chosen player controls\b ?/.exec(r))) {
      f.controlledByChosenPlayer = true;
      (f.postOrder ??= []).push('controller');
    } else if ((m = /^from anywhere other than your hand\b ?/.exec(r))) {
      f.castFromNotHand = true;
      (f.postOrder ??= []).push('castfrom');
    } else if ((m = keywordList(r, 'without'))) {
      // "without flying or reach", "without first strike, double strike, or vigilance": none of them (CR 702).
      f.withoutKeywords = m[1]!.split(/, or |, | or /).map((k) => lookupKeyword(k)!.name);
      (f.postOrder ??= []).push('without');
    } else if ((m = keywordList(r, 'with')) && !f.withKeyword && !f.withKeywords) {
      // "creatures with flying or reach", "a card with flashback or disturb": any one of them (CR 702, 509.1b).
      f.withKeywords = m[1]!.split(/, or |, | or /).map((k) => lookupKeyword(k)!.name);
      (f.postOrder ??= []).push('withany');
    } else if ((m = /^without (\w+)\b ?/.exec(r)) && lookupKeyword(m[1]!)) {
      f.withoutKeyword = lookupKeyword(m[1]!)!.name;
      (f.postOrder ??= []).push('without');
    } else if ((m = /^but don't own\b ?/.exec(r))) {
      f.notOwned = true;
      (f.postOrder ??= []).push('notowned');
    } else if ((m = /^(dealt damage by (?:~|equipped creature|enchanted creature|that creature) this turn|that was dealt damage this turn|dealt damage this way)(?: |$)/.exec(r))) {
      // "dealt damage by equipped creature this turn": by the creature the source is attached to, or one named before (CR 120.1).
      const by = /^dealt damage by (equipped creature|enchanted creature|that creature) /.exec(m[1]!);
      f.dealtDamage = m[1]!.startsWith('that') ? 'this-turn' : m[1]!.endsWith('this way') ? 'this-way' : by ? `by-${by[1]!.replace(' creature', '')}-this-turn` as 'by-equipped-this-turn' : 'by-self-this-turn';
      (f.postOrder ??= []).push('dealtdamage');
    } else if ((m = /^dealt damage by (~|that creature)$/.exec(r))) {
      // "a creature dealt damage by that creature dies this turn": no time on the damage (CR 120.1; the trigger's own limit
      // bounds the death; not matched by the engine, which keeps this turn's damage only).
      f.dealtDamage = m[1] === '~' ? 'by-self' : 'by-that';
      (f.postOrder ??= []).push('dealtdamage');
    } else if ((m = /^with total (mana value|power) (\d{1,2}|X) or (less|greater)(?: |$)/.exec(r)) && !f.total) {
      // "up to two target creature cards with total mana value 3 or less", "any number of creatures they control with total
      // power 4 or less": a bound on the objects chosen together, their values added (CR 601.2c, 107.1); not matched.
      f.total = { stat: m[1] as 'power', ...(m[2] === 'X' ? { nIsX: true, n: 0 } : { n: Number(m[2]) }), op: m[3] === 'less' ? 'le' : 'ge' };
      (f.postOrder ??= []).push('total');
    } else if ((m = /^that (was|were|wasn't|weren't) put there (?:from (the battlefield|anywhere) )?this (turn|combat)\b ?/.exec(r)) && !f.putThere) {
      // "all creature cards in your graveyard that were put there from the battlefield this turn", "… that wasn't put there
      // this combat": cards by how they came to the zone they're in (CR 400.7, 700.4, 603.10a); not matched by the engine.
      f.putThere = { verb: m[1] as 'were', ...(m[2] ? { from: m[2] as 'the battlefield' } : {}), when: m[3] as 'turn' };
      (f.postOrder ??= []).push('putthere');
    } else if ((m = /^that died this turn\b ?/.exec(r))) {
      f.diedThisTurn = true;
      (f.postOrder ??= []).push('died');
    } else if ((m = /^that (attacked|blocked ~|blocked|entered the battlefield under your control|entered the battlefield|entered|dealt damage to you|dealt damage|died under your control|fought) this turn\b ?/.exec(r))) {
      // "creatures that attacked this turn", "target creature that dealt damage to you this turn" (CR 508.1, 603.6a, 120.1, 700.4);
      // "each creature that dealt damage this turn" (to any player or object, CR 120.1), "each creature that entered the
      // battlefield under your control this turn" (CR 603.6a, 110.2), "a creature that fought this turn" (CR 701.14a),
      // "all creatures that blocked ~ this turn" (CR 509.1).
      f.didThisTurn = m[1] as 'attacked';
      (f.postOrder ??= []).push('didthisturn');
    } else if ((m = /^drawn this turn\b ?/.exec(r)) && !f.drawnThisTurn) {
      // "choose two cards in your hand drawn this turn": cards drawn this turn (CR 121.1); not matched by the engine.
      f.drawnThisTurn = true;
      (f.postOrder ??= []).push('drawn');
    } else if ((m = /^that didn't (attack|block) this turn\b ?/.exec(r))) {
      // "destroy each of those creatures that didn't attack this turn" (CR 508.1, 509.1): what the object didn't do this turn.
      f.didntThisTurn = m[1] as 'attack';
      (f.postOrder ??= []).push('didntthisturn');
    } else if ((m = /^with (greater|lesser) (power|toughness|mana value)(?: |$)/.exec(r))) {
      // "a creature with greater power also attacks", "blocked by a creature with lesser power": compared with the object the
      // sentence is about — this object, the other creature of the event, one chosen before (CR 208.1; `implied`, not
      // matched by the engine: effect-descriptors.ts); "a creature card with lesser mana value" than the spell or creature
      // named before (CR 202.3).
      f.compare = { stat: m[2] as 'power', op: m[1] === 'lesser' ? 'lt' : 'gt', n: 0, implied: true };
      (f.postOrder ??= []).push('compare');
    } else if ((m = /^with (power|toughness) (less|greater) than ~'s (power|toughness)(?: |$)/.exec(r))) {
      f.compare = { stat: m[1] as 'power', op: m[2] === 'less' ? 'lt' : 'gt', n: 0, thanSelf: m[3] as 'power' };
      (f.postOrder ??= []).push('compare');
    } else if ((m = /^(with|that each have) (power|toughness) (less|greater) than their (power|toughness)(?: |$)/.exec(r)) && m[2] !== m[4]) {
      // "creatures that each have toughness greater than their power" (CR 208.1): each object's stats against each other.
      f.compare = { stat: m[2] as 'power', op: m[3] === 'less' ? 'lt' : 'gt', n: 0, thanOwn: { stat: m[4] as 'power', written: m[1] as 'with' } };
      (f.postOrder ??= []).push('compare');
    } else if ((m = /^with ((?:that|the) (?:spell|creature|card|permanent)'s|its) (power|toughness|mana value)(?: |$)/.exec(r)) && !f.compare
      && (q = quantityAtStart(`${m[1]} ${m[2]}`))?.q.kind === 'stat') {
      // "all permanents with that spell's mana value", "target creature with that creature's power": the same value as
      // one object named before, the possessive alone (CR 202.3, 208.1; written `possessive`, read as "… equal to …").
      f.compare = { stat: m[2] as 'power', op: 'eq', n: 0, than: q!.q, possessive: true };
      (f.postOrder ??= []).push('compare');
    } else if ((m = COMPARED_WITH.exec(r)) && (q = quantityAtStart(r.slice(m[0].length)))) {
      // "with mana value less than or equal to the number of lands you control", "with power equal to that number" (CR 107.3).
      f.compare = { stat: m[1] as 'power', op: COMPARE_OPS[m[2] as keyof typeof COMPARE_OPS], n: 0, than: q.q };
      (f.postOrder ??= []).push('compare');
      r = r.slice(m[0].length + q.length).trimStart();
      continue;
    } else if ((m = /^that (shares|share|doesn't share|don't share) (?:an? (creature|card|land|permanent) type|a (color)) with (?!(?:it|~|that creature|them)(?: |$))/.exec(r)) && (o = objectAtStart(r.slice(m[0].length)))) {
      // "a creature spell that doesn't share a color with a creature you control", "that shares a permanent type with it",
      // "that share a color with that card": a type or color in common with one object phrase (CR 105.2, 205.2a, 205.3).
      f.sharesType = { type: m[3] ? 'color' : `${m[2]} type` as 'creature type', of: o.of, ...(m[1].includes("n't") ? { negated: true } : {}) };
      (f.postOrder ??= []).push('sharestype');
      r = r.slice(m[0].length + o.length).trimStart();
      continue;
    } else if ((m = /^that (?:shares?) (?:an? (creature|card|land|permanent) type|a (color))(?: with (it|~|that creature|them))?(?: |$)/.exec(r))) {
      // "other creatures that share a creature type with it", "two creatures that share a creature type" (CR 205.3, 205.2).
      f.sharesType = { type: m[2] ? 'color' : `${m[1]} type` as 'creature type', ...(m[3] ? { with: m[3] } : {}) };
      (f.postOrder ??= []).push('sharestype');
    } else if ((m = /^with the same (name|mana value) as /.exec(r)) && (o = objectAtStart(r.slice(m[0].length)))) {
      // "with the same name as that card", "with the same mana value as the sacrificed creature" (CR 201.2, 202.3).
      f.sameAs = { what: m[1] as 'name', of: o.of };
      (f.postOrder ??= []).push('sameas');
      r = r.slice(m[0].length + o.length).trimStart();
      continue;
    } else if ((m = /^with the same (name|mana value|total power and toughness)(?: |$)/.exec(r)) && !r.startsWith(`${m[0]}as `)) {
      // "a card with the same name", "a creature you don't control with the same mana value", "a creature card with the
      // same total power and toughness": shared with the object the sentence is about, left unwritten, or among the
      // objects themselves ("Discard two cards with the same name") (CR 201.2, 202.3, 208.1; not matched by the engine:
      // effect-descriptors.ts).
      f.sameAs = { what: m[1] as 'name' };
      (f.postOrder ??= []).push('sameas');
    } else if ((m = /^with different (names|powers|mana values)(?: |$)/.exec(r)) && !f.different) {
      // "up to three Aura cards with different names", "any number of creatures with different powers": no two of the
      // objects chosen together share that value (CR 201.2, 208.1, 202.3; a relation among them, not matched by the engine).
      f.different = m[1] as 'names';
      (f.postOrder ??= []).push('different');
    } else if ((m = /^with (power|toughness|mana value) X or (less|greater)\b ?/.exec(r))) {
      f.compare = { stat: m[1] as 'power', op: m[2] === 'less' ? 'le' : 'ge', n: 0, nIsX: true };
      (f.postOrder ??= []).push('compare');
    } else if ((m = /^with (power|toughness|mana value) X(?: |$)/.exec(r))) {
      // "target creature with mana value X": exactly the X paid (CR 107.3, 202.3); not matched by the engine (nIsX).
      f.compare = { stat: m[1] as 'power', op: 'eq', n: 0, nIsX: true };
      (f.postOrder ??= []).push('compare');
    } else if ((m = /^that player or that planeswalker's controller controls\b ?/.exec(r))) {
      // "each creature that player or that planeswalker's controller controls" after "target player or planeswalker" (CR 115.4).
      f.controlledByThatPlayer = true;
      f.thatPlayerOrPlaneswalker = true;
      (f.postOrder ??= []).push('controller');
    } else if ((m = /^(?:that player|they|that opponent) controls?\b ?/.exec(r)) && (m[0].startsWith('they ') ? !m[0].startsWith('they controls') : m[0].startsWith('that player controls') || m[0].startsWith('that opponent controls'))) {
      // "that player controls", "they control": the player the sentence is about (CR 109.4); "that opponent controls" too.
      f.controlledByThatPlayer = true;
      if (m[0].startsWith('they')) f.theyControl = true;
      if (m[0].startsWith('that opponent')) f.thatOpponentWritten = true;
      (f.postOrder ??= []).push('controller');
    } else if ((m = /^(enchanted player|target player|target opponent|defending player|its controller|its owner|the active player|each opponent) controls\b ?/.exec(r))) {
      // Another player the ability names ("Creatures enchanted player controls …", "each creature target player controls").
      f.controlledBy = parsePlayer(m[1]!)!;
      (f.postOrder ??= []).push('controller');
    } else if ((m = /^you own\b ?/.exec(r))) {
      f.ownedByYou = true;
      (f.postOrder ??= []).push('owner');
    } else if ((m = /^(?:(an opponent|that player|target player|target opponent) owns|(your opponents|they) own)\b ?/.exec(r))) {
      // "a card an opponent owns from exile", "cards your opponents own in exile" (CR 108.3); "all creatures they own": the
      // player the sentence is about (each player in turn, 108.3); "all artifacts target player owns" (a target player, CR
      // 115.1, 108.3; not matched by the engine).
      f.ownedBy = (m[1] ?? m[2]) as 'an opponent';
      (f.postOrder ??= []).push('ownedby');
    } else if ((m = /^from outside the game\b ?/.exec(r))) {
      // "a card you own from outside the game" (CR 400.11).
      f.outsideGame = true;
      (f.postOrder ??= []).push('outside');
    } else if ((m = /^of (the chosen type|the creature type of your choice|that type)\b ?/.exec(r))) {
      f.ofChosenType = m[1] as 'the chosen type';
      (f.postOrder ??= []).push('chosentype');
    } else if ((m = /^of (the chosen color|that color)\b ?/.exec(r))) {
      // "each permanent of that color" after "choose a color" (CR 105.4, 608.2c), as written.
      f.ofChosenColor = true;
      if (m[1] === 'that color') f.ofThatColor = true;
      (f.postOrder ??= []).push('chosencolor');
    } else if ((m = /^of the color of your choice\b ?/.exec(r))) {
      // "sources of the color of your choice" (CR 105.4: a color chosen as the effect resolves).
      f.ofColorOfYourChoice = true;
      (f.postOrder ??= []).push('colorofchoice');
    } else if ((m = /^controlled by (the same player|different players)\b ?/.exec(r))) {
      // "two target creatures controlled by the same player" (CR 115.1, 601.2c: a relation among the targets chosen).
      f.controlledBySame = m[1] as 'the same player';
      (f.postOrder ??= []).push('samecontroller');
    } else if ((m = /^that (is|are|isn't|aren't) (enchanted|equipped|tapped|untapped|attacking|blocking)(?: or (enchanted|equipped|tapped|untapped|attacking|blocking))?\b ?/.exec(r)) && m[2] !== m[3]) {
      // "all creatures that aren't enchanted", "target creature that isn't enchanted" (CR 303.4, 301.5, 110.5); "creatures you
      // control that are enchanted or equipped": either state (CR 303.4, 301.5). OPEN QUESTION: "that aren't enchanted or
      // equipped" is kept as written, read as neither state; no real card seen, and the engine matches none of these.
      f.thatIs = { verb: m[1] as 'is', state: m[2] as 'enchanted', ...(m[3] ? { orState: m[3] as 'equipped' } : {}) };
      (f.postOrder ??= []).push('thatis');
    } else if ((m = /^that's (attacking or blocking|attacking|blocking|tapped|untapped)\b ?/.exec(r))) {
      f.thatsStatus = m[1]!.split(' or ');
      (f.postOrder ??= []).push('thats');
    } else if ((m = /^that's (an? [A-Z][\w'-]*(?: or an? [A-Z][\w'-]*){0,3})(?: |$)/.exec(r)) && m[1]!.split(' or ').every((k) => isSubtypeWord(k.replace(/^an? /, '')) && indefiniteArticle(k.replace(/^an? /, '')) === k.split(' ')[0])) {
      // "each creature you control that's a Wolf or a Werewolf" (CR 205.3).
      f.thatsKinds = m[1]!.split(' or ').map((k) => k.replace(/^an? /, ''));
      (f.postOrder ??= []).push('thatskinds');
    } else if ((m = /^that are (.+)$/.exec(r)) && !f.thatAreKinds && isPluralKindList(parseFilter(m[1]!))) {
      // "permanents you control that are Spirits and/or enchantments", "cards that are Elves or Goblins": objects of one of
      // the kinds named in the plural, the rest of the phrase (CR 205.2a, 205.3).
      f.thatAreKinds = parseFilter(m[1]!)!.filter;
      (f.postOrder ??= []).push('thatarekinds');
    } else if ((m = /^except for (.+)$/.exec(r)) && !f.exceptFor && parseFilter(m[1]!)?.plural) {
      // "Destroy all permanents except for artifacts and lands": the kinds left out, the rest of the phrase (CR 608.2c).
      f.exceptFor = parseFilter(m[1]!)!.filter;
      (f.postOrder ??= []).push('exceptfor');
    } else if ((m = /^with the greatest (power|toughness|mana value)(?: among (.+))?$/.exec(r)) && !f.withGreatest && (m[2] === undefined || parseFilter(m[2])?.plural)) {
      // "each opponent sacrifices a creature they control with the greatest power", "… among creatures target opponent
      // controls" (CR 208.1, 202.3): the rest of the phrase.
      f.withGreatest = { stat: m[1] as 'power', ...(m[2] !== undefined ? { among: parseFilter(m[2])!.filter } : {}) };
      (f.postOrder ??= []).push('greatest');
    } else if ((m = /^(?:you control|your team controls|you controlled)\b ?/.exec(r))) {
      f.controller = 'you';
      // "an Aura you controlled was attached to it" (CR 608.2h): as the object last existed.
      if (m[0].startsWith('you controlled')) f.controlledPast = true;
      // CR 102.4: "your team controls" is "you control" in a game that isn't between teams (kept for printing).
      if (m[0].startsWith('your team')) f.yourTeamWritten = true;
      (f.postOrder ??= []).push('controller');
    } else if ((m = /^(?:an opponent controls|your opponents control|opponents control|you don't control)\b ?/.exec(r))) {
      f.controller = 'opponent';
      if (m[0].startsWith('you ')) f.notYours = true;
      // "each creature your opponents control": the plural wording with a singular noun, kept for printing.
      if (m[0].startsWith('your opponents')) f.yourOpponentsWritten = true;
      // "one or more creatures an opponent controls": the singular wording with a plural noun, kept for printing.
      if (m[0].startsWith('an opponent')) f.anOpponentWritten = true;
      (f.postOrder ??= []).push('controller');
    } else if ((m = /^(on|from) the battlefield\b ?/.exec(r))) {
      // Every permanent is on the battlefield; kept so the phrase prints back.
      f.onBattlefield = true;
      if (m[1] === 'from') f.fromBattlefield = true;
      (f.postOrder ??= []).push('battlefield');
    } else if ((m = /^(with|that has|that have) (power or toughness|power|toughness|mana value|converted mana cost) (\d{1,2}) or (less|greater)\b ?/.exec(r))) {
      // "converted mana cost" is the older name of mana value (CR 202.3), kept as written; "power or toughness": either
      // (CR 208.1); "cards that have mana value 3 or less" says the same as "with" (kept as written).
      f.compare = { stat: m[2] === 'converted mana cost' ? 'mana value' : m[2] === 'power or toughness' ? 'power' : (m[2] as 'power'), op: m[4] === 'less' ? 'le' : 'ge', n: Number(m[3]), ...(m[2] === 'converted mana cost' ? { cmcWritten: true } : {}), ...(m[2] === 'power or toughness' ? { orToughness: true } : {}), ...(m[1] !== 'with' ? { verb: m[1] as 'that has' } : {}) };
      (f.postOrder ??= []).push('compare');
    } else if ((m = /^(with|that has|that have) (power|toughness|mana value) (\d{1,2})(?: |$)/.exec(r))) {
      // "with mana value 1", "any number of cards that have mana value 9": exactly that number (CR 202.3).
      f.compare = { stat: m[2] as 'power', op: 'eq', n: Number(m[3]), ...(m[1] !== 'with' ? { verb: m[1] as 'that has' } : {}) };
      (f.postOrder ??= []).push('compare');
    } else if ((m = /^(that has|that have) ([a-z]+(?: [a-z]+)?)(?: |$)/.exec(r)) && lookupKeyword(m[2]!)?.param === 'none' && !f.withKeyword) {
      // "spells that have foretell", "a creature that has flying": the keyword, as "with" says it (CR 702).
      f.withKeyword = lookupKeyword(m[2]!)!.name;
      f.withVerb = m[1] as 'that has';
      (f.postOrder ??= []).push('with');
    } else if ((m = /^exiled with (~|it\b) ?/.exec(r))) {
      f.exiledWithSelf = m[1] === 'it' ? 'it' : true;
      (f.postOrder ??= []).push('exiledwith');
    } else if ((m = /^created with (~|it\b) ?/.exec(r)) && f.types.includes('token')) {
      // "all tokens created with ~" (CR 111.1, 607.2c: the tokens this object's abilities created, a linked ability).
      f.createdWithSelf = m[1] === 'it' ? 'it' : true;
      (f.postOrder ??= []).push('createdwith');
    } else if ((m = /^that player casts(?: (this turn))?\b ?/.exec(r)) && f.types.some((w) => /^spells?$/.test(w))) {
      // "spells that player casts": the spells of the player named before (CR 601.2, 608.2c; not told by the engine:
      // effect-descriptors.ts).
      f.castBy = 'that player';
      if (m[1]) f.castThisTurn = true;
      (f.postOrder ??= []).push('cast');
    } else if ((m = /^(you|your opponents)('ve)? cast(?: during (your turn|their turns?)| (this turn))?\b ?/.exec(r)) && !(m[4] && (m[2] || !f.types.some((w) => /^spells?$/.test(w))))) {
      f.castBy = m[1] === 'you' ? 'you' : 'opponents';
      // "Spells you cast this turn cost {1} less to cast": spells cast during the rest of the turn (CR 601.2, 611.2a).
      if (m[4]) f.castThisTurn = true;
      // "a spell you've cast" (CR 601.2: the same spells; kept for printing).
      if (m[2]) f.castHaveWritten = true;
      // "Spells your opponents cast during your turn" (CR 601.2f: when the spell is cast; not matched by the engine).
      if (m[3]) f.castDuring = m[3] as 'your turn';
      (f.postOrder ??= []).push('cast');
    } else if ((m = /^from among (them|those cards|cards exiled this way|the exiled cards)\b ?/.exec(r))) {
      // "spells from among those cards", "… from among cards exiled this way": the cards an earlier instruction looked at or
      // exiled, as written (CR 608.2c).
      f.fromAmongThem = true;
      if (m[1] !== 'them') f.fromAmongWords = m[1] as 'those cards';
      (f.postOrder ??= []).push('fromamong');
    } else if ((m = /^((?:they (?=exiled|revealed|milled|discarded|sacrificed|drew|chose))?(?:revealed|exiled|milled|discarded|sacrificed|destroyed|returned|drawn|drew|chosen|chose|cast|tapped|untapped|goaded|phased out|exerted|put into (?:a graveyard|graveyards))) this way\b ?/.exec(r)) && (m[1]!.startsWith('they ') || !/^(?:drew|chose)\b/.test(m[1]!))) {
      // The objects an earlier instruction acted on (CR 608.2c): "each creature goaded this way" (701.15a), "phased out
      // this way" (702.26a), "tapped this way" (701.26a), "creature cards put into graveyards this way" (after each player
      // sacrificed or milled, 404.1, 701.17a), "all cards they exiled this way" (each player's own, after "Each player exiles
      // …", 608.2c); not matched by the engine (effect-descriptors.ts `filterSimulated`).
      f.thisWay = m[1]!;
      (f.postOrder ??= []).push('thisway');
    } else if ((m = /^with the most votes( or tied for most votes)?(?: |$)/.exec(r))) {
      // "each permanent with the most votes or tied for most votes": what the vote before chose (CR 701.38a–b; not matched).
      f.mostVotes = m[1] ? 'most or tied' : 'most';
      (f.postOrder ??= []).push('mostvotes');
    } else if ((m = /^(that weren't|not) (cast|put onto the battlefield|put into your hand|chosen)( this way)?(?: |$)/.exec(r)) && (m[3] || f.thisWay)) {
      // "all cards revealed this way that weren't put onto the battlefield", "the exiled cards not cast this way": the cards
      // the resolution acted on that a later instruction of it didn't take (CR 608.2c); not matched by the engine. "this
      // way" once, after the first verb, is both's.
      f.notThisWay = { verb: m[2] as 'cast', words: m[1] as 'not', ...(m[3] ? {} : { bare: true as const }) };
      (f.postOrder ??= []).push('notthisway');
    } else if ((m = /^that (targets|target) (only )?~(?: |$)/.exec(r))) {
      f.targetsSelf = m[2] ? 'only' : 'any';
      // "Spells your opponents cast that target ~": the plural verb after a plural noun (CR 115.1).
      if (m[1] === 'target') f.targetsVerb = 'target';
      (f.postOrder ??= []).push('targets');
    } else if ((m = /^that (targets|target) (only )?a player(?: |$)/.exec(r)) && !f.postOrder?.includes('targets')) {
      // "Counter target spell that targets a player", "… that targets only a player" (CR 115.1, 601.2c): a player among the
      // spell's targets, or its only target; not matched by the engine.
      f.targetsPlayer = m[2] ? 'only' : 'any';
      if (m[1] === 'target') f.targetsVerb = 'target';
      (f.postOrder ??= []).push('targets');
    } else if ((m = /^that (targets|target) you(?! or )(?: |$)/.exec(r)) && !f.postOrder?.includes('targets')) {
      // "Counter target spell that targets you" (CR 115.1): a spell with you among its targets.
      f.targetsYou = true;
      if (m[1] === 'target') f.targetsVerb = 'target';
      (f.postOrder ??= []).push('targets');
    } else if ((m = /^that (targets|target) (you or )?(an? .+|one or more .+)$/.exec(r)) && targetedKind(m[3]!)) {
      // "Spells your opponents cast that target a Merfolk you control", "… that target you or a permanent you control",
      // "a spell that targets one or more permanents" (CR 115.1, 601.2c): what a spell's targets are, the rest of the
      // phrase (not matched by the engine: effect-descriptors.ts).
      const what = targetedKind(m[3]!)!;
      f.targetsWhat = { filter: what.filter, article: what.article, ...(m[2] ? { orYou: true } : {}) };
      if (m[1] === 'target') f.targetsVerb = 'target';
      (f.postOrder ??= []).push('targets');
    } else if ((m = /^(with|that have) ([a-z]+|[+-]\d{1,2}\/[+-]\d{1,2}) counters on them(?: |$)/.exec(r)) && readCounterCount(m[2]!) === undefined && !/^(?:no|any|all|the|those|its|their)$/.test(m[2]!)) {
      // "creatures with ice counters on them": at least one counter of that kind each (CR 122.1); "that have -1/-1
      // counters on them" says the same.
      f.withCounters = { counter: m[2]!, atLeast: 1, written: '', pronoun: 'them', ...(m[1] !== 'with' ? { verb: m[1] as 'that have' } : {}) };
      (f.postOrder ??= []).push('counters');
    } else if ((m = /^with counters on (them)(?: |$)/.exec(r))) {
      // "creatures with counters on them": at least one counter of any kind each (CR 122.1).
      f.withCounters = { atLeast: 1, written: '', pronoun: 'them' };
      (f.postOrder ??= []).push('counters');
    } else if ((m = /^(with|that has|that have) (an?|no|one or more|\w+ or more|\w+) ((?:[+-]\d{1,2}\/[+-]\d{1,2}|[a-z]+) )?counters? on (it|them)(?: |$)/.exec(r)) && readCounterCount(m[2]!) !== undefined
      && (m[1] === 'with' || (m[1] === 'that has') === (m[4] === 'it'))) {
      // CR 122.1: the counters an object has ("with a +1/+1 counter on it", "with no ice counters on it"; "that has a
      // +1/+1 counter on it" says the same).
      const n = readCounterCount(m[2]!)!;
      const kind = m[3]?.trim();
      f.withCounters = { ...(kind ? { counter: kind } : {}), atLeast: n.atLeast, ...(n.none ? { none: true } : {}), ...(n.orMore ? { orMore: true } : {}), written: m[2]!, pronoun: m[4] as 'it',
        ...(m[1] !== 'with' ? { verb: m[1] as 'that has' } : {}) };
      (f.postOrder ??= []).push('counters');
    } else if ((m = /^without (an?) ((?:[+-]\d{1,2}\/[+-]\d{1,2}|[a-z]+) )?counter on it(?: |$)/.exec(r))) {
      // "each other creature you control without a +1/+1 counter on it": no counter of that kind (CR 122.1), the same
      // objects as "with no +1/+1 counters on it".
      const kind = m[2]?.trim();
      f.withCounters = { ...(kind ? { counter: kind } : {}), atLeast: 0, none: true, written: m[1]!, pronoun: 'it', verb: 'without' };
      (f.postOrder ??= []).push('counters');
    } else if ((m = /^with a single target\b ?/.exec(r))) {
      f.singleTarget = true;
      (f.postOrder ??= []).push('singletarget');
    } else if ((m = /^with the chosen name\b ?/.exec(r))) {
      f.withChosenName = true;
      (f.postOrder ??= []).push('chosenname');
    } else if ((m = /^(that aren't|that isn't) on the battlefield(?: |$)/.exec(r))) {
      // "creature cards you own that aren't on the battlefield": every other zone (CR 400.1).
      f.offBattlefield = m[1] as "that aren't";
      (f.postOrder ??= []).push('offbattlefield');
    } else if ((m = ABILITY_HELD.exec(r))) {
      // "land with an activated ability that isn't a mana ability", "artifacts without mana abilities", "creature that has
      // an activated ability with {T} in its cost": the kinds of abilities it has (CR 602.1, 605.1a); "with landwalk
      // abilities": any landwalk (CR 702.14a).
      f.abilityHeld = m[0].trim();
      (f.postOrder ??= []).push('abilityheld');
    } else if ((m = /^with no abilities\b ?/.exec(r))) {
      f.withNoAbilities = true;
      (f.postOrder ??= []).push('noabilities');
    }
    else if ((m = /^from (an?) (.+?)( source)?$/.exec(r)) && f.types.includes('ability') && !f.abilityFrom && isKindList(parseFilter(m[2]!))) {
      // "target activated ability from an artifact source": the ability's source by its kind (CR 113.7), the rest of the phrase.
      f.abilityFrom = { article: m[1] as 'a', filter: parseFilter(m[2]!)!.filter, source: !!m[3] };
      (f.postOrder ??= []).push('abilityfrom');
    } else if ((m = /^other than (an?) (.+)$/.exec(r)) && !f.exceptFor && isKindOnly(parseFilter(m[2]!))) {
      // "a permanent other than a basic land", "target card in a graveyard other than a basic land card": the objects of
      // one kind left out, the rest of the phrase (CR 608.2c; matched as "except for", rules/state/filters.ts).
      f.exceptFor = parseFilter(m[2]!)!.filter;
      f.exceptOtherThan = m[1] as 'a';
      (f.postOrder ??= []).push('exceptfor');
    } else if ((m = /^other than ([A-Z].+)$/.exec(r)) && !f.exceptFor && isPluralKindList(parseFilter(m[1]!))) {
      // "creatures other than Werewolves and Wolves": the objects of the kinds named in the plural left out, the rest of
      // the phrase (CR 608.2c; matched as "except for", rules/state/filters.ts).
      f.exceptFor = parseFilter(m[1]!)!.filter;
      f.exceptOtherThan = 'plural';
      (f.postOrder ??= []).push('exceptfor');
    } else if ((m = /^(?:other than|except for) ~(?: |$)/.exec(r))) {
      // "Destroy all creatures except for ~": every one but this object, as "other" (CR 608.2c).
      f.other = true;
      f.otherThanSelf = m[0].startsWith('except') ? 'except for' : true;
      (f.postOrder ??= []).push('otherthan');
    } else if (r.startsWith('with ')) {
      // "with morph", "with a morph ability", "with morph abilities", "with flying"; more phrases may follow.
      const words = r.slice(5).replace(/^an? /, '').split(' ');
      let used = 0;
      for (let n = Math.min(3, words.length); n >= 1 && used === 0; n--) {
        const kw = lookupKeyword(words.slice(0, n).join(' '));
        if (kw && kw.param !== 'text') {
          f.withKeyword = kw.name;
          used = n;
        }
      }
      if (used === 0) return false;
      let rest = words.slice(used);
      if (rest[0] === 'ability' || rest[0] === 'abilities') {
        f.withKeywordAbility = true;
        rest = rest.slice(1);
      }
      (f.postOrder ??= []).push('with');
      r = rest.join(' ');
      continue;
    } else return false;
    r = r.slice(m[0].length);
  }
  return true;
}

const KEYWORD_LIST_AT = { with: /^with ([a-z ,]+)/, without: /^without ([a-z ,]+)/ } as const;

/** "without flying or reach", "with first strike, double strike, or vigilance" at the start of `r` (after `word`): the
 * longest or-list of two or more keywords, commas only with three or more (a match whose [1] is the list). */
function keywordList(r: string, word: 'with' | 'without'): RegExpExecArray | null {
  const m = KEYWORD_LIST_AT[word].exec(r);
  if (!m) return null;
  const words = m[1]!.split(' ');
  for (let n = words.length; n >= 3; n--) {
    const list = words.slice(0, n).join(' ');
    const items = list.split(/, or |, | or /);
    const commas = list.includes(',');
    if (items.length < 2 || commas !== items.length > 2 || (commas && !list.includes(', or ')) || !items.every((k) => lookupKeyword(k))) continue;
    const whole = `${word} ${list}`;
    const out = [r.length > whole.length ? `${whole} ` : whole, list] as unknown as RegExpExecArray;
    return out;
  }
  return null;
}

const PLAYERS: [string, PlayerRef][] = [
  ['you', 'you'], ['target player', 'target-player'], ['target opponent', 'target-opponent'], ['each player', 'each-player'],
  ['each opponent', 'each-opponent'], ['an opponent', 'an-opponent'], ['that player', 'that-player'], ['its controller', 'its-controller'],
  ["that creature's controller", 'its-controller'], ["that permanent's controller", 'its-controller'], ["that spell's controller", 'its-controller'],
  ['its owner', 'its-owner'], ['defending player', 'defending-player'], ['they', 'they'], ['your opponents', 'your-opponents'],
  ['a player', 'a-player'], ['enchanted player', 'enchanted-player'], ['any player', 'any-player'], ['any opponent', 'any-opponent'], ['enchanted opponent', 'enchanted-opponent'],
  ['players', 'players'], ['each other player', 'each-other-player'],
  ['that attacking player', 'attacking-player'], ['the attacking player', 'attacking-player'], ['attacking player', 'attacking-player'],
  ["that player or that permanent's controller", 'player-or-controller'],
  // CR 102.4: "your team" (you, in a game that isn't between teams).
  ['your team', 'your-team'],
  ['the active player', 'active-player'],
  // CR 608.3, 110.2: "the controller of the permanent it becomes": the controller of the permanent a resolving permanent
  // spell becomes (the object named before, "it").
  ['the controller of the permanent it becomes', 'its-controller'],
  ['the player with the most life', 'most-player'],
  // CR 102.3: the opponents but the one named before; CR 607.2d: the player chosen as the permanent entered or an effect chose.
  ['each other opponent', 'each-other-opponent'], ['the chosen player', 'chosen-player'],
  // CR 608.2c: "the player" after an instruction or event that named one ("that player reveals the top card of their
  // library. If it's a land card, the player may put it onto the battlefield"): that player, kept as written.
  ['the player', 'that-player'],
  // CR 303.4, 301.5, 108.4: the controller of the permanent this Aura or Equipment is attached to (other nouns: parsePlayer).
  ["enchanted creature's controller", 'attached-controller'],
  // CR 115.1, 108.4: the controller of a target object (other nouns: parsePlayer).
  ["target spell's controller", 'target-controller'],
  // CR 102.3, 702.141a: "that opponent", the opponent named before ("For each opponent, … that attacks that opponent …").
  ['that opponent', 'that-opponent'],
  // CR 608.2c, 400.3: "those players", the owners or controllers of the objects named before (not told by the engine).
  ['those players', 'those-players'],
  // CR 102.3: "one of your opponents" is an opponent (kept as written: the first spelling above is the printer's).
  ['one of your opponents', 'an-opponent'],
  // CR 108.4, 608.2c: a planeswalker named before by her or his pronoun ("her controller loses 3 life"): its controller,
  // kept as written.
  ['her controller', 'its-controller'], ['his controller', 'its-controller'],
  // CR 102.2: "an opponent chosen at random" — in the engine's two-player game the one opponent. OPEN QUESTION: with more
  // opponents the random pick among them (no rule number of its own) is not modeled.
  ['an opponent chosen at random', 'an-opponent'],
  // CR 115.1, 102.2: "target opponent chosen at random" — the target picked at random among the legal ones: in the
  // engine's two-player game the one opponent (the same OPEN QUESTION with more opponents).
  ['target opponent chosen at random', 'target-opponent'],
  // CR 115.4, 608.2c: after "target opponent or planeswalker", the player dealt damage or the planeswalker's controller
  // (Rakdos's Return), kept as written; the engine doesn't tell which.
  ["that player or that planeswalker's controller", 'player-or-controller'],
  // The same after "any target", the permanent written first (Acorn Catapult).
  ["that permanent's controller or that player", 'player-or-controller'],
  // CR 508.1, 102.3: the opponents attacking the player a Curse's trigger names ("Each opponent attacking that player
  // untaps all nonland permanents they control"); not told by the engine.
  ['each opponent attacking that player', 'attacking-opponents'],
  // CR 115.1, 601.2c: "any number of target players" (each chosen as a target as the ability is put on the stack; not
  // chosen by the engine). Plural: "Any number of target players each lose 2 life".
  ['any number of target players', 'target-players'],
  // CR 102.1, 102.2: "each player other than target player", "each opponent other than its controller": every player of
  // the set but the one named (`parsePlayer`, kept as written; not told by the engine).
  ['each player other than that player', 'each-player-but'],
  // CR 115.1, 601.2c: "up to one target player / opponent" as the one who acts (none may be chosen; not chosen by the engine).
  ['up to one target player', 'up-to-one-target-player'], ['up to one target opponent', 'up-to-one-target-opponent'],
  // CR 608.2c: "that player chooses target player … The first player may …, … to the second player": the players named
  // before, the one who chose first (not told by the engine).
  ['the first player', 'first-player'], ['the second player', 'second-player'],
  // CR 608.2d: "For each player, choose friend or foe. Each friend …, each foe …": the players chosen as one or the other
  // (not told by the engine).
  ['each friend', 'each-friend'], ['each foe', 'each-foe'],
  // CR 608.2c: "each of those players", the players an earlier instruction named, each in turn ("any number of target
  // players each mill two cards … each of those players mills ten cards instead", "each other player copies that spell.
  // Each of those players may choose new targets for their copy"); not told by the engine.
  ['each of those players', 'each-of-those-players'],
];
const PLAYER_BY_TEXT = new Map(PLAYERS);
export const PLAYER_TEXT: Record<PlayerRef, string> = Object.fromEntries(PLAYERS.map(([t, p]) => [p, t]).reverse()) as Record<PlayerRef, string>;

export function parsePlayer(phrase: string): PlayerRef | undefined {
  const p = phrase.trim().toLowerCase();
  const known = PLAYER_BY_TEXT.get(p);
  if (known) return known;
  // "that land's controller", "the exiled card's owner", "the land's controller": the controller or owner of the object
  // named before (CR 108.3, 108.4).
  const m = /^(?:that|the(?: (?:sacrificed|exiled|destroyed|returned|chosen|enchanted|revealed))?) [a-z]+(?: card)?'s (controller|owner)$/.exec(p);
  if (m) return m[1] === 'controller' ? 'its-controller' : 'its-owner';
  // "enchanted artifact's controller", "equipped creature's controller" (CR 303.4, 301.5, 108.4).
  if (/^(?:enchanted (?:creature|artifact|permanent|land|planeswalker|enchantment)|equipped creature)'s controller$/.test(p)) return 'attached-controller';
  // "target spell's controller", "target creature's controller" (CR 115.1, 108.4).
  if (/^target (?:spell|creature|permanent|artifact|land|enchantment|planeswalker)'s controller$/.test(p)) return 'target-controller';
  // CR 102.1, 102.2, 115.1: a set of players but one named player ("each player other than target player", "each opponent
  // other than its controller", "any number of target players other than that player"): the player after "other than" any
  // player phrase; kept as written by the reader that keeps words (not told by the engine).
  const but = /^(each player|each opponent|any number of target players) other than (.+)$/.exec(p);
  if (but && parsePlayer(but[2]!)) return but[1] === 'any number of target players' ? 'target-players' : 'each-player-but';
  // CR 102.1, 119.1: the player a comparison among all players picks ("the player with the most life", "the player who
  // controls the most creatures", "the player who has the most cards in hand", "the player with the lowest life total").
  return MOST_PLAYER.test(p) ? 'most-player' : undefined;
}

/** A card name: capitalized words, the small words between them and a legendary name's comma ("Crown of Empires",
 * "Hanweir, the Writhing Township", CR 201.2). */
export const CARD_NAME = /^[A-Z][\w'-]*(?:,? (?:(?:of|the|to|from|in|and|a) ){0,2}[A-Z][\w'-]*)*$/;

/**
 * "named <Name>": capitalized words (and the small words a name holds between them: "of", "the", "to", "from"), or "~";
 * a legendary name's comma too ("a card named Angrath, Minotaur Pirate", "Jace, the Mind Sculptor", CR 201.2): the
 * sentence's own comma is followed by a lower-case word, a name's by a capital one or a small word and a capital one.
 */
const NAMED = /^named (~|[A-Z][\w'-]*(?:,? (?:(?:of|the|to|from|in|and|a) ){0,2}[A-Z][\w'-]*)*)(?: |$)/;

/** One object of a kind written by its adjectives and nouns alone ("a basic land", "an Elf card"): no phrase after the noun
 * (a zone or a controller after it is the whole phrase's, never the kind's). */
function isKindOnly(r: FilterResult | undefined): boolean {
  return !!r && !r.plural && !r.filter.anyOf && !r.filter.postOrder?.length && !r.filter.zone && !r.filter.controller && !r.filter.named;
}

/** Kinds in the plural, one or a list, each by its adjectives and nouns alone ("Werewolves and Wolves", "Walls"). */
function isPluralKindList(r: FilterResult | undefined): boolean {
  if (!r?.plural || r.filter.postOrder?.length) return false;
  const one = (a: ObjectFilter): boolean => !a.anyOf && !a.postOrder?.length && !a.zone && !a.controller && !a.named;
  return r.filter.anyOf ? r.filter.anyOf.every(one) : one(r.filter);
}

/** One kind or an or-list of kinds, each by its adjectives and nouns alone ("an artifact, creature, enchantment, or land"). */
function isKindList(r: FilterResult | undefined): boolean {
  return !!r && !r.plural && (r.filter.anyOf ? r.filter.anyOf.every((a) => isKindOnly({ filter: a, plural: false })) && !r.filter.postOrder?.length : isKindOnly(r));
}

/** An object named before by its card type ("that land", "those artifacts") or by what was done to it ("the sacrificed
 * creature", "the discarded card"): the object an earlier part of the ability acted on (CR 608.2c); "both creatures",
 * "each of those creatures": a soulbond pair (CR 702.95); "the token", "the tokens created this way": the tokens an earlier
 * instruction created (CR 111.1, 608.2c); "that source": the source a replacement's event names (CR 614.1a); "each of them",
 * "each of those lands": every object named before, each (CR 608.2c). */
/** The words an "it" reference keeps to print back as written: lower case ("That creature" begins a sentence), except a
 * subtype named ("that Sliver", CR 205.3: subtypes are capitalized). */
export function itWord(written: string): string {
  const bySubtype = /^[Tt]hat ([A-Z][a-z]+)$/.exec(written);
  if (bySubtype && KNOWN_SUBTYPES.has(bySubtype[1]!)) return `that ${bySubtype[1]!}`;
  const plural = THOSE_SUBTYPE.exec(written);
  return plural && pluralSubtype(plural[2]!) ? `${plural[1]!.toLowerCase()}${plural[2]!}` : written.toLowerCase();
}

/** "those Vampires", "each of those Goblins": the objects named before by one of their subtypes, plural (CR 205.3, 608.2c).
 * OPEN QUESTION: read as all the objects named before (like "those creatures"), which is right when the instruction before
 * named only objects of that subtype ("Tap any number of untapped Vampire creatures you control"); a sentence naming a
 * subset by subtype ("Exile all creatures. Return those Elves …") would need the subtype checked too — no such card seen. */
const THOSE_SUBTYPE = /^((?:[Ee]ach of )?[Tt]hose )([A-Z][a-z]+)$/;
const pluralSubtype = (w: string): boolean => w.endsWith('s') && !KNOWN_SUBTYPES.has(w) && KNOWN_SUBTYPES.has(singularSubtype(w));

const NAMED_BEFORE = /^(?:him|her|he|she|the spell countered this way|the (?:creature|permanent|card) (?:you|your opponent|that player) chose|that source|both creatures|the tokens?(?: created this way)?|those tokens|each of those creatures|each of them|each of those (?:lands|cards|permanents|tokens|artifacts)|that permanent or player|that creature or planeswalker|that (?:land|artifact|enchantment|planeswalker)|those (?:lands|artifacts|enchantments)|the (?:sacrificed|discarded|revealed|milled) (?:land|creature|artifact|permanent|card)|the (?:discarded|revealed|milled) cards|the (?:creature|card|permanent|artifact)s? (?:tapped|sacrificed|exiled|discarded|revealed|returned|destroyed|milled) this way)$/;

/** "the player with the most life", "the player who controls the most creatures", "the player with the highest life total". */
const MOST_PLAYER = /^the player (?:with the most life or tied for most life|with the (?:most|fewest) (?:life|cards in hand|poison counters)|with the (?:highest|lowest) life total|who (?:controls|has) the (?:most|fewest) (?:creatures|lands|permanents|artifacts|cards in hand))$/;

/** Third person singular? ("each player draws" vs "you draw"). */
export function playerIsSingular(p: PlayerRef): boolean {
  return p !== 'you' && p !== 'they' && p !== 'your-opponents' && p !== 'players' && p !== 'target-players' && p !== 'those-players';
}

/** "target creature", "it", "~", "all other nontoken creatures", "creatures you control", "any target" → TargetSpec. */
export function parseObjectRef(phrase: string, opts: { players?: boolean; chosen?: boolean } = {}): TargetSpec | undefined {
  return objectRefMemo.read(`${inQuantity ? 'q' : '-'}${opts.players ? 'p' : '-'}${opts.chosen ? 'c' : '-'}${phrase}`, () => readObjectRef(phrase, opts));
}

function readObjectRef(phrase: string, opts: { players?: boolean; chosen?: boolean }): TargetSpec | undefined {
  const p = phrase.trim();
  if (p === '~') return { kind: 'self' };
  // "Exile target player's graveyard": every card in that graveyard, the zone written for its cards (CR 404.1).
  const zone = /^((?:target player|target opponent|each opponent|your|their|that player)(?:'s)?) graveyard$/.exec(p);
  if (zone && (zone[1] === 'your' || zone[1] === 'their' || zone[1]!.endsWith("'s"))) {
    const cards = parseObjectRef(`all cards from ${p}`, opts);
    return cards?.kind === 'all' ? { ...cards, wholeZone: true } : undefined;
  }
  // "Exile all graveyards", "Exile all opponents' graveyards": every card in those graveyards, the zones written for their
  // cards (CR 404.1).
  if (/^all (?:opponents' )?graveyards$/.test(p)) {
    const cards = parseObjectRef(`all cards from ${p}`, opts);
    return cards?.kind === 'all' ? { ...cards, wholeZone: true } : undefined;
  }
  // "return ~ from your graveyard to the battlefield": this card, in another zone (CR 400.7 aside: the same card).
  if (p === '~ from your graveyard') return { kind: 'self', from: 'your graveyard' };
  // CR 601.2, 406.3: "You may cast ~ from exile" (read, not carried out: effect-descriptors.ts targetSimulated).
  if (p === '~ from exile') return { kind: 'self', from: 'exile' };
  if (p === '~ from your graveyard or from exile') return { kind: 'self', from: 'your graveyard or from exile' };
  // "Reveal ~ from your hand" (a cost, forecast CR 702.57a): this card while it is in its owner's hand.
  if (p === '~ from your hand') return { kind: 'self', from: 'your hand' };
  // "~ and other Vampire creatures you control", "~ and land creatures you control": this object and a set of objects
  // written as a bare plural (CR 611.3a), one subject; or each written and naming this object back ("Put ~ and each
  // creature blocking or blocked by it on top of their owners' libraries", CR 608.2c: one phrase, its "it" the first; never
  // carried out: effect-descriptors.ts targetSimulated). "~ and each creature your opponents control" is two objects of
  // one verb, read by the sentence reader.
  const selfAnd = /^~ and (?=\S)(.+)$/.exec(p);
  if (selfAnd) {
    const rest = parseObjectRef(selfAnd[1]!, opts);
    return rest?.kind === 'all' && (rest.quantifier === undefined || (rest.quantifier === 'each' && / it$/.test(selfAnd[1]!))) && !rest.word && !rest.filter.attachment && !rest.youFirst && !rest.andPlayers && !rest.andEach && !rest.withPlayer && !rest.wholeZone ? { ...rest, selfFirst: true } : undefined;
  }
  // "Enchanted creature and other creatures that share a creature type with it get +1/+0": the permanent an Aura or
  // Equipment is attached to and a set of objects written as a bare plural, one subject (CR 301.5, 303.4, 611.2c).
  const attachedAnd = /^(enchanted creature|equipped creature) and (?=\S)(.+)$/i.exec(p);
  if (attachedAnd) {
    const rest = parseObjectRef(attachedAnd[2]!, opts);
    const first = attachedAnd[1]!.toLowerCase() as 'enchanted creature';
    return rest?.kind === 'all' && rest.quantifier === undefined && !rest.word && !rest.filter.attachment && !rest.youFirst && !rest.andPlayers && !rest.andEach && !rest.withPlayer && !rest.wholeZone && !rest.selfFirst && rest.filter.other ? { ...rest, attachedFirst: first } : undefined;
  }
  // "that creature and each creature blocking it": the object named before and a set of objects each written with "each"
  // (CR 608.2c, 120.3), one phrase (not carried out: effect-descriptors.ts targetSimulated).
  const namedAnd = /^(that creature|that permanent) and (each \S.*)$/.exec(p);
  if (namedAnd) {
    const rest = parseObjectRef(namedAnd[2]!, opts);
    return rest?.kind === 'all' && rest.quantifier === 'each' && !rest.word && !rest.filter.attachment && !rest.youFirst && !rest.andPlayers && !rest.andEach && !rest.withPlayer && !rest.wholeZone && !rest.selfFirst && !rest.attachedFirst && !rest.orAll
      ? { ...rest, namedFirst: namedAnd[1] as 'that creature' } : undefined;
  }
  if (PRONOUNS.has(p.toLowerCase()) || NAMED_BEFORE.test(p)) return { kind: 'it' };
  // "return that nonland permanent card to the battlefield": the card named before, by its kind (CR 608.2c), as "that card".
  const thatKindCard = /^that ((?:non)?[a-z]+(?: (?:non)?[a-z]+)?) card$/.exec(p);
  const kindCard = thatKindCard ? parseFilter(`${thatKindCard[1]!} card`) : undefined;
  if (kindCard && !kindCard.plural && !kindCard.filter.postOrder?.length && kindCard.filter.types.length > 0) return { kind: 'it' };
  // "each of those creatures that didn't attack this turn": those of the objects named before that a relative clause
  // describes (CR 608.2c; not matched by the engine).
  const thoseThat = /^((?:each of )?those creatures) (that .+)$/i.exec(p);
  const among = thoseThat ? parseFilter(`creatures ${thoseThat[2]!}`) : undefined;
  if (among?.plural && among.filter.postOrder?.length && among.filter.postOrder.every((k) => k === 'didntthisturn' || k === 'didthisturn')) return { kind: 'it', those: among.filter };
  // "that Sliver", "that Vehicle", "that Equipment": the object named before by one of its subtypes (CR 205.3, 608.2c).
  const bySubtype = /^[Tt]hat ([A-Z][a-z]+)$/.exec(p);
  if (bySubtype && KNOWN_SUBTYPES.has(bySubtype[1]!)) return { kind: 'it', word: itWord(p) };
  const thoseSubtype = THOSE_SUBTYPE.exec(p);
  if (thoseSubtype && pluralSubtype(thoseSubtype[2]!)) return { kind: 'it', word: itWord(p) };
  // "Whenever a creature blocks a creature with lesser power, destroy the attacking creature": one creature of the combat
  // event by its part in it (CR 506.3, 603.2), an object the engine doesn't pass (`eventObject`: not carried out).
  // "Whenever enchanted creature deals damage to a creature, destroy the other creature": the object the event names
  // besides its subject, written by its part in the event (CR 603.2, 608.2c).
  if (/^the (?:blocking|attacking|blocked|other) creature$/.test(p)) return { kind: 'it', word: p, eventObject: true };
  // "Choose target creature you control and target creature you don't control. The creature you control gets +2/+1 …":
  // one of the targets named before, told apart by the controller words of its target phrase (CR 115.1, 608.2c); the
  // engine doesn't tell which (`ofTargets`: not carried out).
  if (/^the (?:creature|permanent|land|artifact|enchantment|planeswalker) (?:you control|you don't control|an opponent controls)$/i.test(p)) return { kind: 'it', word: p.charAt(0).toLowerCase() + p.slice(1), ofTargets: true };
  // "exile that card from your graveyard": the object named before, in the zone it is in now.
  if (p.endsWith(' from your graveyard') && PRONOUNS.has(p.slice(0, -' from your graveyard'.length).toLowerCase())) return { kind: 'it' };
  // "return the discarded card from your graveyard to your hand": an object a cost or the trigger named, by what was done to
  // it (CR 608.2c, 400.7), in the zone it went to (read; the engine doesn't follow it there: not carried out).
  if (p.endsWith(' from your graveyard') && NAMED_BEFORE.test(p.slice(0, -' from your graveyard'.length))) return { kind: 'it', from: 'your graveyard' };
  // "you may put that card from a graveyard onto the battlefield": the object named before, in another zone written
  // (CR 400.7: only while it is still there; the engine doesn't check that zone, effect-descriptors.ts: not carried out).
  const fromZone = / from (a graveyard|exile|your hand|their graveyard|its owner's graveyard)$/.exec(p);
  if (fromZone && PRONOUNS.has(p.slice(0, fromZone.index).toLowerCase())) return { kind: 'it', from: fromZone[1]! };
  let m: RegExpExecArray | null;
  if (opts.players) {
    const who = parsePlayer(p);
    if (who) return { kind: 'player', who, ...(PLAYER_TEXT[who] !== p.toLowerCase() ? { word: p } : {}) };
  }
  // "the player or planeswalker it's attacking" (CR 506.2, 508.1b): what the attacking creature attacks, an object or
  // player the trigger event implies besides its subject (not tracked by the engine).
  if (opts.players && /^the player or planeswalker (?:it's|~ is|that creature is) attacking$/.test(p)) return { kind: 'it', word: p, eventObject: true };
  if (/^any target$/i.test(p)) return { kind: 'any-target', count: 1 };
  // "any target that was dealt damage this turn": a creature, player, planeswalker or battle dealt damage this turn (CR
  // 115.4, 120.1).
  if (/^any target that was dealt damage this turn$/.test(p)) return { kind: 'any-target', count: 1, dealtDamageThisTurn: true };
  // "any target other than that permanent": any target but the object named before (CR 115.4, 608.2c).
  if ((m = /^any target other than (that permanent|that creature)$/.exec(p))) return { kind: 'any-target', count: 1, otherThan: m[1] as 'that permanent' };
  // "any number of targets", "one, two, or three targets", "one or two targets" (CR 115.4, 601.2c).
  if (/^any number of targets$/i.test(p)) return { kind: 'any-target', count: 99, upTo: true };
  if ((m = /^(one or two|one, two, or three) targets$/i.exec(p))) return { kind: 'any-target', count: m[1]!.length > 10 ? 3 : 2, oneTo: true };
  // "two targets", "up to three targets" (CR 115.4, 601.2c: that many targets, each any target).
  if ((m = /^(up to )?(two|three|four|five|six|seven|eight|nine|ten) targets$/.exec(p))) return { kind: 'any-target', count: parseCount(m[2]!)!, ...(m[1] ? { upToN: true } : {}) };
  // "X targets" (CR 107.3a, 601.2c: X announced as the spell is cast), "up to two other targets" (CR 115.3: targets other
  // than the ones an earlier phrase of the instruction chose).
  if ((m = /^(up to )?(X|two|three|four|five|six|seven|eight|nine|ten) (other )?targets$/.exec(p)) && (m[2] === 'X' || m[3])) {
    return { kind: 'any-target', count: m[2] === 'X' ? 0 : parseCount(m[2]!)!, ...(m[2] === 'X' ? { countIsX: true } : {}), ...(m[1] ? { upToN: true } : {}), ...(m[3] ? { other: true } : {}) };
  }
  // "up to one target creature, up to one target player, and/or up to one target planeswalker": at most one target of each
  // kind "any target" names, in the written order (CR 115.4, 601.2c; gramB r21). A list of two or three, the last joined
  // with "and/or"; read, not carried out.
  const kinds = oneEachKind(p);
  if (kinds) return { kind: 'any-target', count: kinds.length, upToN: true, oneEachKind: kinds };
  // "each of up to two target creatures": each one (the same objects, written so for a per-object effect).
  if ((m = /^each of (.+)$/i.exec(p)) && /\btargets?\b/.test(m[1]!)) {
    const inner = parseObjectRef(m[1]!, opts);
    if (inner && (inner.kind === 'target' || inner.kind === 'any-target')) return { ...inner, eachOf: true };
  }
  // "target creature and target land", "up to one target creature card and up to one target land card from your graveyard":
  // two target phrases of one instruction (CR 115.1, 601.2c), the zone words written once after the second.
  if ((m = /^((?:up to (?:one|two|three) |another )?target .+?) and ((?:up to (?:one|two|three) |another )?target .+)$/.exec(p))) {
    const right = parseObjectRef(m[2]!, opts);
    let left = parseObjectRef(m[1]!, opts);
    let zoneShared = false;
    const zone = right?.kind === 'target' ? right.filter.zonePhrase : undefined;
    if (zone !== undefined && left?.kind === 'target' && !left.filter.zonePhrase) {
      const withZone = parseObjectRef(`${m[1]} ${zone}`, opts);
      if (withZone?.kind === 'target') { left = withZone; zoneShared = true; }
    }
    if (left?.kind === 'target' && right?.kind === 'target' && !left.andTarget && !right.andTarget && !left.sameNameAlso && !left.sharesColorAlso) {
      return { ...left, andTarget: right, ...(zoneShared ? { zoneShared } : {}) };
    }
  }
  // "target creature and all Auras attached to it", "… and all white Auras you own attached to it": the target and the
  // objects attached to it, one set the instruction moves (CR 303.4, 301.5, 608.2c).
  if ((m = /^(target .+?) and (all .+ attached to it)$/.exec(p))) {
    const left = parseObjectRef(m[1]!, opts);
    const right = parseObjectRef(m[2]!, opts);
    if (left?.kind === 'target' && left.count === 1 && !left.upTo && !left.andTarget && !left.attachedAlso && right?.kind === 'all' && right.filter.relatedTo?.rel === 'attached to') {
      return { ...left, attachedAlso: right };
    }
  }
  // "the next creature spell you cast this turn": the first spell of a kind cast after the effect begins (CR 601.2, 611.2a).
  if ((m = /^the next (.+ spell you cast this turn)$/.exec(p))) {
    const r = parseFilter(m[1]!);
    if (r && !r.plural && (r.filter.castThisTurn || (r.filter.anyOf?.every((x) => x.castThisTurn) ?? false))) return { kind: 'all', filter: r.filter, quantifier: 'the next' };
  }
  // CR 115.4: "target player or planeswalker", "target creature or player".
  if (opts.players && (m = /^target (player|opponent) or (.+)$/i.exec(p))) {
    const f = parseFilter(m[2]!);
    if (f && !f.plural) return { kind: 'player-or', who: m[1] === 'player' ? 'target-player' : 'target-opponent', filter: f.filter, playerFirst: true };
  }
  // "target opponent, creature an opponent controls, or planeswalker an opponent controls": the player first and two object
  // alternatives after it, a list of three (CR 115.4, 115.1; gramB r21).
  if (opts.players && (m = /^target (player|opponent), ([^,]+), or ([^,]+)$/i.exec(p))) {
    const f = parseFilter(`${m[2]!} or ${m[3]!}`);
    const spec: TargetSpec | undefined = f && !f.plural && f.filter.anyOf?.length === 2 ? { kind: 'player-or', who: m[1] === 'player' ? 'target-player' : 'target-opponent', filter: f.filter, playerFirst: true, listed: true } : undefined;
    if (spec && printTarget(spec) === p) return spec;
  }
  if (opts.players && (m = /^target (.+) or (player|opponent)$/i.exec(p))) {
    const f = parseFilter(m[1]!);
    if (f && !f.plural) return { kind: 'player-or', who: m[2] === 'player' ? 'target-player' : 'target-opponent', filter: f.filter, playerFirst: false };
  }
  // Any player phrase owns the library: "target opponent's library", "each opponent's library" (CR 401.1).
  if ((m = /^the (top|bottom) (card|(\w+) cards) of (your|their|[a-z ]+'s) library$/i.exec(p))) {
    const count = m[3] === undefined ? 1 : m[3] === 'X' ? 'X' : parseCount(m[3]);
    const owner = m[4] === 'your' ? 'you' : m[4] === 'their' ? 'they' : parsePlayer(m[4]!.replace(/'s$/, ''));
    if (count === undefined || count === 1 && m[3] !== undefined || !owner) return undefined;
    return { kind: 'library-top', count, owner, ...(m[1] === 'bottom' ? { bottom: true } : {}) };
  }
  // "the top creature card of your graveyard", "the top card of defending player's graveyard": a graveyard keeps its order
  // (CR 404.2), so one card of a kind is the one nearest its top.
  if ((m = /^the top (?:([a-z -]+?) )?card of (your|their|[a-z ]+'s) graveyard$/.exec(p))) {
    const owner = m[2] === 'your' ? 'you' : m[2] === 'their' ? 'they' : parsePlayer(m[2]!.replace(/'s$/, ''));
    const f = m[1] ? parseFilter(`${m[1]} card`) : undefined;
    if (owner && (!m[1] || (f && !f.plural && !f.filter.zone))) return { kind: 'graveyard-top', owner, ...(f ? { filter: f.filter } : {}) };
  }
  // "Shuffle your library, then reveal the top card": the top card of the library the instruction before named, the library
  // left unwritten (CR 401.1, 608.2c). OPEN QUESTION: read as its controller's library; a sentence naming another player's
  // library first would name that one, which this phrase doesn't tell, so it is not carried out (`unnamedLibrary`).
  if ((m = /^the top (card|(\w+) cards)$/.exec(p))) {
    const count = m[2] === undefined ? 1 : m[2] === 'X' ? 'X' : parseCount(m[2]);
    if (count !== undefined && !(count === 1 && m[2] !== undefined)) return { kind: 'library-top', count, owner: 'you', unnamedLibrary: true };
  }
  // "that many cards from the top of your library" (as many as an earlier effect of the ability named).
  if ((m = /^that many cards from the top of (your|their) library$/.exec(p))) return { kind: 'library-top', count: 'that many', owner: m[1] === 'your' ? 'you' : 'they' };
  if ((m = /^any number of (other )?target (.+)$/i.exec(p))) {
    const r = parseFilter(m[2]!);
    // "any number of other target creatures you control" (CR 115.1, 601.2c: other than the source).
    if (r && m[1]) r.filter.other = true;
    return r && r.plural ? { kind: 'target', filter: r.filter, count: 99, upTo: true } : undefined;
  }
  // "one, two, or three target creatures" / "one or two target creatures": at least one, at most the last (CR 601.2c).
  if ((m = /^(one or two|one, two, or three) target (.+)$/i.exec(p))) {
    const r = parseFilter(m[2]!);
    return r && r.plural ? { kind: 'target', filter: r.filter, count: m[1]!.length > 10 ? 3 : 2, oneTo: true } : undefined;
  }
  // "X target creatures": exactly X, the number chosen as the spell is cast (CR 107.3a, 601.2c).
  if ((m = /^X (other )?target (.+)$/.exec(p))) {
    const r = parseFilter(m[2]!);
    if (!r || !r.plural) return undefined;
    if (m[1]) r.filter.other = true;
    return { kind: 'target', filter: r.filter, count: 0, countIsX: true };
  }
  if ((m = /^up to X (other )?target (.+)$/.exec(p))) {
    const r = parseFilter(m[2]!);
    if (!r || !r.plural) return undefined;
    if (m[1]) r.filter.other = true;
    return { kind: 'target', filter: r.filter, count: 0, upTo: true, countIsX: true };
  }
  if ((m = /^up to (\w+) (other )?target (.+)$/i.exec(p))) {
    const n = parseCount(m[1]!);
    const r = parseFilter(m[3]!);
    if (n === undefined || !r || (n > 1) !== r.plural) return undefined;
    if (m[2]) r.filter.other = true;
    return { kind: 'target', filter: r.filter, count: n, upTo: true };
  }
  if (/^another target$/i.test(p)) return { kind: 'any-target', count: 1, other: true };
  // "enchanted creature", "equipped creature": what the Aura or Equipment is attached to (an Aura's or Equipment's
  // static ability, CR 303.4, 301.5).
  // In the plural ("by enchanted creatures") it is no attachment (an Aura enchants one object, CR 303.4): the creatures
  // that are enchanted, a bare plural read below.
  if ((m = /^(enchanted|equipped) (.+)$/i.exec(p))) {
    const r = parseFilter(m[2]!);
    if (!r) return undefined;
    if (!r.plural) return { kind: 'all', filter: { ...r.filter, attachment: m[1]!.toLowerCase() as 'enchanted' | 'equipped', text: p } };
    // Only the plural noun right after it ("enchanted creatures you control"), never "enchanted creature and other …".
    if (!/^[a-z]+s(?: |$)/.test(m[2]!)) return undefined;
  }
  // "target creature and all other creatures with the same name as that creature" (CR 201.2a: names in common).
  if ((m = /^target (.+?) and all other (.+?) with the same name as that (.+)$/i.exec(p))) {
    const r = parseFilter(m[1]!);
    const all = parseFilter(m[2]!);
    if (r && !r.plural && all?.plural && m[1]!.toLowerCase().endsWith(m[3]!.toLowerCase())) return { kind: 'target', filter: r.filter, count: 1, sameNameAlso: all.filter };
  }
  // "target creature and each other creature that shares a color with it" (radiance, CR 105.2): the target and the other
  // objects of a kind sharing a color with it.
  if ((m = /^target (.+?) and each other (.+?) that shares a color with it$/i.exec(p))) {
    const r = parseFilter(m[1]!);
    const each = parseFilter(m[2]!);
    if (r && !r.plural && each && !each.plural) return { kind: 'target', filter: r.filter, count: 1, sharesColorAlso: each.filter };
  }
  // "a second target creature", "a third target creature": one more target, apart from those named before (CR 115.1, 601.2c).
  if ((m = /^an? (second|third) target (.+)$/.exec(p))) {
    const r = parseFilter(m[2]!);
    if (!r || r.plural) return undefined;
    return { kind: 'target', filter: r.filter, count: 1, ordinal: m[1] === 'second' ? 2 : 3 };
  }
  if ((m = /^(another )?target (.+)$/i.exec(p))) {
    const r = parseFilter(m[2]!);
    if (!r || r.plural) return undefined;
    if (m[1]) r.filter.other = true;
    return { kind: 'target', filter: r.filter, count: 1 };
  }
  // "two target creatures" (a count first); "creatures target player controls" is a plural phrase, read below.
  if ((m = /^([a-z0-9]+) target (.+)$/i.exec(p)) && parseCount(m[1]!) !== undefined) {
    const n = parseCount(m[1]!);
    const r = parseFilter(m[2]!);
    if (n === undefined || !r || (n > 1) !== r.plural) return undefined;
    return { kind: 'target', filter: r.filter, count: n };
  }
  // "all lands or all creatures", "all green creatures or all white creatures": two sets of objects, one of them chosen
  // as the instruction is followed (CR 608.2d).
  if ((m = /^all (.+?) or all (.+)$/i.exec(p))) {
    const one = parseObjectRef(`all ${m[1]!}`);
    const two = parseObjectRef(`all ${m[2]!}`);
    if (one?.kind === 'all' && one.quantifier === 'all' && !one.filter.anyOf && two?.kind === 'all' && two.quantifier === 'all' && !two.orAll) return { ...one, orAll: two.filter };
  }
  // "a creature destroyed this way", "a creature dealt damage this way": each object the resolution acted on, written
  // singular (CR 608.2c); only with "this way", so "a creature" elsewhere stays one object chosen.
  if ((m = /^(an?) (.+ this way)$/.exec(p))) {
    const r = parseFilter(m[2]!);
    if (r && !r.plural && (r.filter.thisWay || r.filter.dealtDamage === 'this-way') && indefiniteArticle(m[2]!) === m[1]) return { kind: 'all', filter: r.filter, quantifier: 'a' };
  }
  // "the nonland cards revealed this way", "the creature cards exiled this way": every object of the kind the resolution
  // acted on, written with "the" (CR 608.2c; `thisWay`, not matched by the engine).
  if ((m = /^the (.+ this way)$/.exec(p))) {
    const r = parseFilter(m[1]!);
    // "the exiled cards not cast this way" (CR 608.2c): the cards exiled but not cast, written with "the" too.
    if (r?.plural && (r.filter.thisWay || (r.filter.notThisWay && r.filter.exiledAdjective)) && !r.filter.anyOf) return { kind: 'all', filter: r.filter, quantifier: 'the' };
  }
  // "the cards exiled with ~", "the cards exiled with it": every card this object's abilities exiled, written with "the"
  // (CR 607.2a, 406.6: a linked ability), as "all cards exiled with ~".
  if ((m = /^the (cards exiled with (?:~|it))$/.exec(p))) {
    const r = parseFilter(m[1]!);
    if (r?.plural && r.filter.exiledWithSelf && !r.filter.anyOf) return { kind: 'all', filter: r.filter, quantifier: 'the' };
  }
  // "the cards from their hand", "the cards in your hand": every card in that hand, written with "the" (CR 402.1), as
  // "all cards from their hand".
  if ((m = /^the (cards (?:from|in) (?:your|their) hand)$/.exec(p))) {
    const r = parseFilter(m[1]!);
    if (r?.plural && !r.filter.anyOf) return { kind: 'all', filter: r.filter, quantifier: 'the' };
  }
  if ((m = /^(all the|all|each) (.+)$/i.exec(p))) {
    const r = parseFilter(m[2]!);
    if (!r) return undefined;
    const quantifier = m[1]!.toLowerCase() as 'each' | 'all' | 'all the';
    // "all Plains", "all Equipment": a subtype whose plural is itself is plural after "all" (CR 205.3, 608.2c).
    if (quantifier === 'each' ? r.plural : !r.plural && !numberNeutral(r.filter)) return undefined;
    return { kind: 'all', filter: r.filter, quantifier };
  }
  // "a source of your choice", "a red source of your choice" (CR 609.7a): one object the player chooses, not a target.
  // "a source of your choice of the chosen color" (Prismatic Circle): "of your choice" written before the chosen color
  // (CR 607.2d, 615.7), the same object phrase as "a source of the chosen color of your choice".
  if ((m = /^(an?) (.+) of your choice (of the chosen color)$/.exec(p))) {
    const r = parseFilter(`${m[2]!} ${m[3]!}`);
    if (r && !r.plural && r.filter.ofChosenColor && !r.filter.anyOf) return { kind: 'chosen', filter: { ...r.filter, ofYourChoice: true, postOrder: ['choice', ...(r.filter.postOrder ?? []).filter((k) => k !== 'choice')] } };
  }
  if ((m = /^(an?) (.+) of your choice$/.exec(p))) {
    const r = parseFilter(m[2]!);
    // An or-list ("a black or red source of your choice") carries it on each alternative too (printed once, shared).
    if (r && !r.plural) return { kind: 'chosen', filter: { ...r.filter, ofYourChoice: true, ...(r.filter.anyOf ? { anyOf: r.filter.anyOf.map((x) => ({ ...x, ofYourChoice: true })) } : {}) } };
  }
  // "a card of target opponent's choice" (CR 608.2d: another player chooses the object, not a target of it).
  if ((m = /^(an?) (.+) of (target opponent|target player|an opponent|that player)'s choice$/.exec(p))) {
    const r = parseFilter(m[2]!);
    if (r && !r.plural && !r.filter.anyOf && indefiniteArticle(m[2]!) === m[1]) return { kind: 'chosen', filter: { ...r.filter, choiceOf: m[3] as 'target opponent' } };
  }
  // "half the permanents they control, rounded down", "half the cards in their hand, rounded down": a number of the objects
  // rounded as written (CR 107.1a), which ones the player's choice (608.2d; not made by the engine).
  if (opts.chosen && (m = /^half the (.+), rounded (up|down)$/.exec(p))) {
    const r = parseFilter(m[1]!);
    if (r?.plural && !r.filter.anyOf) return { kind: 'chosen', filter: r.filter, half: m[2] as 'down' };
  }
  if (opts.chosen && (m = /^(\w+) of (them|those cards|those piles)$/i.exec(p))) {
    // "either of them": one of the two objects named before (CR 608.2c), as "one of them".
    const n = m[1]!.toLowerCase() === 'either' ? 1 : parseCount(m[1]!);
    if (n !== undefined && m[1] !== 'a' && m[1] !== 'an') return { kind: 'chosen', filter: { types: ['card'], text: 'card' }, ...(n > 1 ? { count: n } : {}), ofIt: `${m[1]} of ${m[2]}` };
  }
  // "up to one of them", "up to two of those cards": at most that many of the cards just looked at, the player's pick
  // (CR 608.2d; fewer is a choice the engine doesn't make: not carried out).
  if (opts.chosen && (m = /^up to (\w+) of (them|those cards)$/i.exec(p))) {
    const n = parseCount(m[1]!);
    if (n !== undefined && m[1] !== 'a' && m[1] !== 'an') return { kind: 'chosen', filter: { types: ['card'], text: 'card' }, ...(n > 1 ? { count: n } : {}), upTo: true, ofIt: m[0] };
  }
  // "any number of them": the player picks how many of the cards just looked at (CR 608.2d).
  if (opts.chosen && (m = /^any number of (them|those cards)$/.exec(p))) return { kind: 'chosen', filter: { types: ['card'], text: 'card' }, count: 99, ofIt: m[0] };
  // A bare count after looking at cards ("exile one face down"): one of the cards just looked at.
  if (opts.chosen && (m = /^(one|two|three)$/i.exec(p))) {
    const n = parseCount(m[1]!)!;
    return { kind: 'chosen', filter: { types: ['card'], text: 'card' }, ...(n > 1 ? { count: n } : {}), ofIt: m[1]! };
  }
  // "a creature card and/or an enchantment card from among them": one card of each kind, any or all of them, among the
  // cards just looked at (CR 608.2c, 608.2d: the player's pick; not carried out).
  if (opts.chosen && (m = /^(an? [^/]+?) and\/or (an? .+) from among (them|those cards)$/.exec(p))) {
    const a = parseFilter(m[1]!.replace(/^an? /, ''));
    const b = parseFilter(m[2]!.replace(/^an? /, ''));
    if (a && b && !a.plural && !b.plural) return { kind: 'chosen', filter: { types: [], anyOf: [a.filter, b.filter], andOr: true, text: p }, count: 2, upTo: true, ofIt: p };
  }
  // "… from among the nonland permanents they control", "from the lands they control a land of each basic land type":
  // what the player chooses among, and one object per basic land type (CR 608.2d, 305.6; `chosen-pool.ts`).
  if (opts.chosen && (p.includes(' from among the ') || p.startsWith('from ') || p.endsWith(' of each basic land type'))) {
    const pooled = readChosenPool(p, (x) => parseObjectRef(x, { ...opts, chosen: true }), (x) => parseObjectRef(x, opts), (t) => printTarget(t));
    if (pooled) return pooled;
  }
  // "an instant card or a card with flash": one object of either kind, each alternative written with its own article
  // (CR 608.2c); "a card named Alpine Watchdog and/or a card named Igneous Cur": up to one object of each kind, either or
  // both (608.2d: the player's pick; 701.23b: a search for a stated quality may find fewer; not carried out).
  if (opts.chosen) {
    const two = articleAlternatives(p);
    if (two) return two;
  }
  // "an artifact, a creature, an enchantment, and a land", "an Island card and a Swamp card": one object of each kind, in the
  // written order (CR 608.2d: each player's choice; 701.23a: the cards searched for; not carried out).
  if (opts.chosen && /^an? [^,]+(?:, an? [^,]+)*,? and an? [^,]+$/.test(p) && (p.match(/ and an? /g) ?? []).length === 1) {
    const items = p.split(/, and |, | and /);
    const fs = items.map((item) => (/^an? /.test(item) ? parseFilter(item.replace(/^an? /, '')) : undefined));
    const commas = p.includes(', ');
    if (fs.every((f) => f && !f.plural && !f.filter.anyOf) && items.length >= 2 && commas === items.length > 2 && (!commas || p.includes(', and '))) {
      const list: TargetSpec = { kind: 'chosen', filter: { types: [], anyOf: fs.map((f) => f!.filter), oneEach: true, text: p }, count: items.length };
      if (printTarget(list) === p) return list;
    }
  }
  if (opts.chosen && (m = /^up to (\w+) (.+)$/i.exec(p))) {
    const n = parseCount(m[1]!);
    const r = parseFilter(m[2]!);
    if (n !== undefined && n > 1 && r?.plural) return { kind: 'chosen', filter: r.filter, count: n, upTo: true };
    // "tap up to one untapped creature you control": one object or none, chosen as it resolves (CR 608.2d).
    if (n === 1 && m[1] === 'one' && r && !r.plural) return { kind: 'chosen', filter: r.filter, count: 1, upTo: true };
  }
  // "search your library for up to X basic land cards", "… up to that many land cards" (CR 107.3a, 608.2c).
  if (opts.chosen && (m = /^up to (X|that many) (.+)$/.exec(p))) {
    const r = parseFilter(m[2]!);
    if (r?.plural) return { kind: 'chosen', filter: r.filter, count: 0, upTo: true, ...(m[1] === 'X' ? { countIsX: true } : { thatMany: true }) };
  }
  // "search their library for that many basic land cards": exactly as many as an earlier instruction's number (CR 608.2c,
  // 701.23b; not carried out: the number isn't passed on).
  if (opts.chosen && (m = /^that many (.+)$/.exec(p))) {
    const r = parseFilter(m[1]!);
    if (r?.plural) return { kind: 'chosen', filter: r.filter, count: 0, thatMany: true };
  }
  if (opts.chosen && (m = /^X (.+)$/.exec(p))) {
    const r = parseFilter(m[1]!);
    // "X untapped Myr you control": a subtype whose plural is itself (CR 205.3m).
    if (r && (r.plural || numberNeutral(r.filter))) return { kind: 'chosen', filter: r.filter, count: 0, countIsX: true };
  }
  // "a card at random from their hand", "a creature card at random from target opponent's graveyard": chosen at random
  // (CR 701.9b, 701.20a), "at random" after the noun.
  // A number of cards, a subtype before the noun and "in" a zone read the same way: "two cards at random from your
  // graveyard", "a Zombie creature card at random from your graveyard", "a card at random in your graveyard" (CR 608.2d).
  if (opts.chosen && (m = /^((?:an?|two|three|four|five) [A-Za-z ,-]*?cards?) at random((?: from| in) .+)?$/.exec(p))) {
    const inner = parseObjectRef(`${m[1]}${m[2] ?? ''}`, opts);
    if (inner?.kind === 'chosen' && !inner.ofIt) return { ...inner, atRandom: true };
  }
  // "Destroy one of them at random": one of the objects named before, chosen at random (CR 608.2d).
  if ((m = /^(one of them|one of those (?:creatures|cards|permanents)) at random$/.exec(p))) {
    const inner = parseObjectRef(m[1]!, { ...opts, chosen: true });
    if (inner?.kind === 'chosen' && inner.ofIt) return { ...inner, atRandom: true };
  }
  if (opts.chosen && (m = /^any number of (.+)$/i.exec(p))) {
    const r = parseFilter(m[1]!);
    // "any number of Plains you control": a subtype whose plural is itself (CR 205.3m).
    if (r && (r.plural || numberNeutral(r.filter))) return { kind: 'chosen', filter: r.filter, count: 99 };
  }
  if (opts.chosen && (m = /^(an?|another|[a-z]+) (.+)$/i.exec(p))) {
    const n = m[1] === 'another' ? 1 : parseCount(m[1]!);
    const r = parseFilter(m[2]!);
    // "two untapped Myr you control": a subtype whose plural is itself (CR 205.3m).
    if (n !== undefined && r && ((n > 1) === r.plural || (n > 1 && numberNeutral(r.filter)))) {
      if (m[1] === 'another') r.filter.other = true;
      return { kind: 'chosen', filter: r.filter, ...(n > 1 ? { count: n } : {}), ...(m[1]!.toLowerCase() === 'one' ? { oneWritten: true } : {}) };
    }
  }
  const r = parseFilter(p);
  if (r && r.plural) return { kind: 'all', filter: r.filter };
  // "Merfolk you control", "other Eldrazi you control": a subtype whose plural is itself, written bare (no article or
  // number), is the plural (CR 205.3m).
  if (r && numberNeutral(r.filter) && /^(?:other )?[A-Z]/.test(p)) return { kind: 'all', filter: r.filter };
  return undefined;
}

const ANY_TARGET_KINDS: ReadonlySet<string> = new Set(['creature', 'player', 'planeswalker', 'battle']);
/** "up to one target creature, up to one target player, and/or up to one target planeswalker": the kinds, each once. A string
 * split, no regex with open runs (test/regex-safety). */
function oneEachKind(p: string): AnyTargetKind[] | undefined {
  const items = p.split(/, and\/or |, | and\/or /);
  if (items.length < 2 || items.length > 4) return undefined;
  const kinds = items.map((i) => (i.startsWith('up to one target ') ? i.slice('up to one target '.length) : ''));
  if (!kinds.every((k) => ANY_TARGET_KINDS.has(k)) || new Set(kinds).size !== kinds.length) return undefined;
  const written = kinds.length === 2 ? `up to one target ${kinds[0]} and/or up to one target ${kinds[1]}` : `${kinds.slice(0, -1).map((k) => `up to one target ${k}`).join(', ')}, and/or up to one target ${kinds[kinds.length - 1]}`;
  return written === p ? (kinds as AnyTargetKind[]) : undefined;
}

/** "an X or a Y", "an X and/or a Y": two alternatives each with its own article, joined once (a string search, no regex
 * with two open runs: test/regex-safety). Each alternative a single object the filter reader reads whole, with no list of
 * its own. */
function articleAlternatives(p: string): TargetSpec | undefined {
  if (!/^an? /.test(p)) return undefined;
  const joins = [...p.matchAll(/ (or|and\/or) (?=an? )/g)];
  if (joins.length !== 1) return undefined;
  const j = joins[0]!;
  const left = p.slice(0, j.index).replace(/^an? /, '');
  const right = p.slice(j.index! + j[0].length).replace(/^an? /, '');
  const a = parseFilter(left);
  const b = parseFilter(right);
  // A zone written after the last alternative may be both's or its own: left unread (CR 608.2c). OPEN QUESTION: whether
  // "a creature card or a land card from your graveyard" limits both alternatives to the graveyard; no ruling found.
  if (!a || !b || a.plural || b.plural || a.filter.anyOf || b.filter.anyOf || a.filter.zone || b.filter.zone) return undefined;
  const spec: TargetSpec = j[1] === 'or'
    ? { kind: 'chosen', filter: { types: [], anyOf: [a.filter, b.filter], eachArticle: true, text: p } }
    : { kind: 'chosen', filter: { types: [], anyOf: [a.filter, b.filter], eachArticle: true, andOr: true, oneEach: true, text: p }, count: 2, upTo: true };
  return printTarget(spec) === p ? spec : undefined;
}
