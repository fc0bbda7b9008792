// Card-level facts the engine reads from model Cards: layout (DFC, split, adventure), printed values, the card's
// own characteristics (CR 708.12, 701.40b), keyword look-ups. Never throws on incomplete card data.

import { derivedOf, isRecorded } from './card-reads';
import type { Ability, Card, Color, Face, KeywordAbility, KeywordLineAbility } from '../../model/types';
import { COLOR_ORDER } from '../../model/types';
import type { AbilityRef, CopiableValues, GameObject, Reason } from './game-state';
import { costColors, costManaValue } from './mana';
import { msg, nounOf } from '../../i18n';

export type CardLayout = 'normal' | 'double-faced' | 'split' | 'adventure' | 'empty';

const SUPERTYPES = new Set(['Legendary', 'Basic', 'Snow', 'World', 'Ongoing', 'Elite', 'Host']);

/** CR 712 / 709 / 715: how the faces of a card relate. */
export function cardLayout(card: Card): CardLayout {
  const faces = Array.isArray(card.faces) ? card.faces : [];
  if (faces.length === 0) return 'empty';
  if (faces.length === 1) return 'normal';
  const second = faces[1];
  const subs = (second?.typeLine?.subtypes ?? []).map((s) => s.toLowerCase());
  if (subs.includes('adventure') || subs.includes('omen')) return 'adventure';
  if (typeof card.name === 'string' && card.name.includes(' // ')) return 'split';
  return 'double-faced';
}

export function isDoubleFaced(card: Card): boolean {
  return cardLayout(card) === 'double-faced';
}

export function frontFace(card: Card): Face | null {
  return (Array.isArray(card.faces) ? card.faces[0] : undefined) ?? null;
}

/**
 * Parse printed P/T; "*" and "1+*" are defined by the card's text (CR 208.2): the number part here (0 for "*"), which
 * the layer system marks unknown until a characteristic-defining ability it counts defines it (layers/cda-values.ts).
 */
export function parsePT(text: string | undefined, notes: Reason[], what: string): number | null {
  if (text === undefined || text === null) return null;
  const t = String(text).trim();
  if (/^[+-]?\d+$/.test(t)) return Number(t);
  const m = /^([+-]?\d+)?\s*(?:[+-]\s*)?\*$/.exec(t); // same as \s*[+-]?\s*, without its quadratic split of blanks
  notes.push({
    why: msg('rules.state.pt-defined-by-text', { what, value: t }),
    cr: ['208.2a', '604.3'],
  });
  return m?.[1] ? Number(m[1]) : 0;
}

function faceColors(face: Face): Color[] {
  const ind = Array.isArray(face.colorIndicator) ? face.colorIndicator : [];
  const fromCost = costColors(face.manaCost);
  return COLOR_ORDER.filter((c) => ind.includes(c) || fromCost.includes(c)); // CR 202.2, 204
}

function abilityRefs(face: Face): AbilityRef[] {
  const list = Array.isArray(face.abilities) ? face.abilities : [];
  return list.map((ability, index) => ({ ability, index, from: face.name ?? '(unnamed)' }));
}

function typesOf(face: Face | null): { supertypes: string[]; cardTypes: string[]; subtypes: string[] } {
  const tl = face?.typeLine;
  if (!tl) return { supertypes: [], cardTypes: [], subtypes: [] };
  const supertypes = [...(tl.supertypes ?? [])];
  // Accept "Legendary" that a parser may have put among card types.
  const cardTypes = (tl.cardTypes ?? []).filter((t) => {
    if (SUPERTYPES.has(t)) {
      supertypes.push(t);
      return false;
    }
    return true;
  });
  return { supertypes, cardTypes, subtypes: [...(tl.subtypes ?? [])] };
}

/**
 * Printed values are asked for on every characteristics pass (each layer computation starts from them, CR 613.1), so
 * they are computed once per card object and face: a card's text never changes under it (an edit builds a new Card),
 * and the memo goes with the card (WeakMap). The values are frozen: callers copy before changing anything.
 */
const printedMemo = new WeakMap<Card, [PrintedEntry | undefined, PrintedEntry | undefined]>();
interface PrintedEntry { values: CopiableValues; notes: Reason[] }

function frozen(v: CopiableValues): CopiableValues {
  for (const list of [v.colors, v.supertypes, v.cardTypes, v.subtypes, v.abilities]) Object.freeze(list);
  return Object.freeze(v);
}

/**
 * Printed values of the face that is up (CR 712.8a front face outside the battlefield; back face when transformed).
 * Split cards combine both halves (CR 709.4); adventurers use only the normal characteristics (CR 715.4).
 */
function computePrintedValues(card: Card, transformed: boolean, notes: Reason[]): CopiableValues {
  const layout = cardLayout(card);
  const faces = Array.isArray(card.faces) ? card.faces : [];
  if (layout === 'empty') {
    notes.push({ why: msg('rules.state.no-faces', { card: String(card.name) }), cr: ['109.3'] });
    return blankValues(typeof card.name === 'string' ? card.name : null, 'empty card');
  }
  if (layout === 'split') {
    const parts = faces.map((f) => printedFace(f, notes));
    const manaValue = faces.reduce((n, f) => n + costManaValue(f.manaCost), 0);
    const first = parts[0]!;
    return {
      ...first,
      name: card.name,
      manaCost: first.manaCost ? { ...first.manaCost, manaValue, text: faces.map((f) => f.manaCost?.text ?? '').join(' // ') } : null,
      colors: COLOR_ORDER.filter((c) => parts.some((p) => p.colors.includes(c))),
      supertypes: uniq(parts.flatMap((p) => p.supertypes)),
      cardTypes: uniq(parts.flatMap((p) => p.cardTypes)),
      subtypes: uniq(parts.flatMap((p) => p.subtypes)),
      abilities: parts.flatMap((p) => p.abilities),
      label: `${card.name} printed values (both halves, CR 709.4)`,
    };
  }
  const face = transformed && layout === 'double-faced' && faces[1] ? faces[1] : faces[0]!;
  return printedFace(face, notes);
}

/**
 * CR 709.3b: one half of a split card as it is cast and while it is on the stack: only that half's characteristics
 * exist (the other half's are treated as though they didn't exist). `half` 0 is the left half.
 */
export function splitHalfValues(card: Card, half: number, notes: Reason[]): CopiableValues {
  const face = (Array.isArray(card.faces) ? card.faces : [])[half];
  return face ? { ...printedFace(face, notes), label: `${String(face.name)} printed values (one half, CR 709.3b)` } : printedValues(card, false, notes);
}

export function printedValues(card: Card, transformed: boolean, notes: Reason[]): CopiableValues {
  // A card whose reads a run records (checks/notes/read-set.ts) records what is read of these values.
  // (An unrecorded card, asked by every layer pass for every object, without a closure made per call.)
  const hit = isRecorded(card) ? derivedOf(card, transformed ? 'printed-back' : 'printed', (c) => printedEntry(c, transformed)) : printedEntry(card, transformed);
  for (const n of hit.notes) notes.push(n);
  return hit.values;
}

function printedEntry(card: Card, transformed: boolean): PrintedEntry {
  let entry = printedMemo.get(card);
  if (!entry) printedMemo.set(card, (entry = [undefined, undefined]));
  const slot = transformed ? 1 : 0;
  let hit = entry[slot];
  if (!hit) {
    const own: Reason[] = [];
    hit = entry[slot] = { values: frozen(computePrintedValues(card, transformed, own)), notes: own };
  }
  return hit;
}

/**
 * Mana value from an object's copiable values (CR 202.3). CR 202.3b: the back face of a transformed double-faced
 * permanent uses its front face's mana cost; a copy of that back face has no front face, so it stays 0 (CR 202.3a).
 */
export function manaValueOf(obj: GameObject, values: CopiableValues): number {
  // CR 202.3e: each {X} counts as the X chosen for a spell on the stack, as 0 everywhere else (107.3g).
  const x = obj.zone === 'stack' && !values.fromFaceDown ? obj.spell?.x ?? 0 : 0;
  if (values.manaCost) return costManaValue(values.manaCost) + x * (values.manaCost.symbols ?? []).filter((s) => s.kind === 'variable').length;
  const back = obj.transformed && !values.fromFaceDown && isDoubleFaced(obj.card) ? obj.card.faces[1] : undefined;
  return back && values.name === back.name ? costManaValue(obj.card.faces[0]?.manaCost) : 0;
}

function printedFace(face: Face, notes: Reason[]): CopiableValues {
  const t = typesOf(face);
  if (!face.typeLine) notes.push({ why: msg('rules.state.no-type-line', { card: String(face.name) }), cr: ['205.1'] });
  const isCreature = t.cardTypes.some((x) => x.toLowerCase() === 'creature');
  let power = parsePT(face.power, notes, 'power');
  let toughness = parsePT(face.toughness, notes, 'toughness');
  if (isCreature && (power === null || toughness === null)) {
    notes.push({ why: msg('rules.state.no-pt', { card: String(face.name) }), cr: ['208.1'] });
    power = power ?? 0;
    toughness = toughness ?? 0;
  }
  return {
    name: face.name ?? null,
    manaCost: face.manaCost ?? null,
    colors: faceColors(face),
    ...t,
    abilities: abilityRefs(face),
    power,
    toughness,
    fromFaceDown: false,
    label: `${face.name} printed values`,
  };
}

export function blankValues(name: string | null, label: string): CopiableValues {
  return {
    name,
    manaCost: null,
    colors: [],
    supertypes: [],
    cardTypes: [],
    subtypes: [],
    abilities: [],
    power: null,
    toughness: null,
    fromFaceDown: false,
    label,
  };
}

function uniq(xs: string[]): string[] {
  return [...new Set(xs)];
}

/** What `ownCard` says of a card. */
export interface OwnCard {
  readonly name: string | null;
  readonly isCreatureCard: boolean;
  readonly isInstantOrSorceryCard: boolean;
  readonly hasInstantOrSorceryComponent: boolean;
  readonly manaCost: CopiableValues['manaCost'];
  readonly cardTypes: readonly string[];
}

/** A card's own characteristics without components, once per card object (a card model never changes; frozen). */
const ownMemo = new WeakMap<Card, OwnCard>();
let ownMemoEnabled = true;

/** Tests switch the memo of a card's own characteristics off, to show it changes no answer (test/support/caches.ts). */
export function setOwnCardMemoEnabled(on: boolean): void {
  ownMemoEnabled = on;
}

/** The card's own characteristics, ignoring every continuous effect (CR 708.12, 701.40b): front face for DFCs. */
export function ownCard(obj: Pick<GameObject, 'card' | 'components'>): OwnCard {
  // A card whose reads a run records (card-reads.ts) is read through its recorder each time.
  if (!ownMemoEnabled || obj.components.length > 0 || isRecorded(obj.card)) return computeOwnCard(obj);
  let own = ownMemo.get(obj.card);
  if (!own) ownMemo.set(obj.card, (own = Object.freeze(computeOwnCard(obj))));
  return own;
}

function computeOwnCard(obj: Pick<GameObject, 'card' | 'components'>): OwnCard {
  const notes: Reason[] = [];
  const v = printedValues(obj.card, false, notes);
  const types = v.cardTypes.map((t) => t.toLowerCase());
  const isIS = (c: Card) => {
    const tv = printedValues(c, false, []).cardTypes.map((t) => t.toLowerCase());
    return tv.includes('instant') || tv.includes('sorcery');
  };
  return {
    name: v.name,
    isCreatureCard: types.includes('creature'),
    isInstantOrSorceryCard: types.includes('instant') || types.includes('sorcery'),
    hasInstantOrSorceryComponent: isIS(obj.card) || obj.components.some(isIS),
    manaCost: v.manaCost,
    cardTypes: v.cardTypes,
  };
}

export function isKeywordLine(a: Ability): a is KeywordLineAbility {
  return a.kind === 'keyword';
}

export function keywordsOf(abilities: readonly AbilityRef[]): KeywordAbility[] {
  const out: KeywordAbility[] = [];
  for (const r of abilities) if (isKeywordLine(r.ability)) out.push(...(r.ability.keywords ?? []));
  return out;
}

/**
 * The first keyword named `name` (any case) among the abilities' keyword lines. Walked in place, not through
 * `keywordsOf`'s list: every layer pass asks it of every object (Changeling, Devoid, …), and most have none.
 */
export function findKeyword(abilities: readonly AbilityRef[], name: string): KeywordAbility | undefined {
  let n: string | undefined;
  for (let i = 0; i < abilities.length; i++) {
    const a = abilities[i]!.ability;
    if (!isKeywordLine(a) || !a.keywords) continue;
    for (let j = 0; j < a.keywords.length; j++) {
      const k = a.keywords[j]!;
      // The same name as written (the usual case) needs no lower-cased copies.
      if (k.keyword === name || (k.keyword ?? '').toLowerCase() === (n ??= name.toLowerCase())) return k;
    }
  }
  return undefined;
}

/** Display form of a keyword: "Ward {2}", "Morph {1}{U}", "Flying", "Bushido 2". */
export function keywordLabel(k: KeywordAbility): string {
  const cost = k.cost?.text ?? '';
  if (cost) return `${k.keyword} ${cost}`;
  if (k.parameter) return `${k.keyword} ${k.parameter}`;
  return k.keyword;
}

export function hasType(types: readonly string[], t: string): boolean {
  const n = t.toLowerCase();
  return types.some((x) => x.toLowerCase() === n);
}

const PERMANENT_TYPES = ['artifact', 'battle', 'creature', 'enchantment', 'land', 'planeswalker'];
export function isPermanentType(types: readonly string[]): boolean {
  return types.some((t) => PERMANENT_TYPES.includes(t.toLowerCase()));
}

/**
 * Counters a permanent enters with by its intrinsic abilities: a planeswalker its printed loyalty (CR 306.5b), a
 * battle its printed defense (310.4b). Read from the face that is up; a face-down entry has neither (708.3).
 * OPEN QUESTION: a token or copy made from copiable values (no printed card) gets none; 707.2 copies the printed
 * loyalty, which the copiable values don't carry yet.
 */
export function intrinsicEntryCounters(obj: Pick<GameObject, 'card' | 'transformed' | 'baseValues' | 'faceDown'>): Record<string, number> {
  if (obj.faceDown || obj.baseValues) return {};
  const faces = Array.isArray(obj.card.faces) ? obj.card.faces : [];
  const face = obj.transformed && cardLayout(obj.card) === 'double-faced' && faces[1] ? faces[1] : faces[0];
  if (!face) return {};
  const types = typesOf(face).cardTypes.map((t) => t.toLowerCase());
  const out: Record<string, number> = {};
  const n = (v: string | undefined) => (v !== undefined && /^\d{1,4}$/.test(String(v).trim()) ? Number(v) : undefined);
  const loyalty = n(face.loyalty);
  const defense = n(face.defense);
  if (types.includes('planeswalker') && loyalty !== undefined) out['loyalty'] = loyalty;
  if (types.includes('battle') && defense !== undefined) out['defense'] = defense;
  // CR 714.3a: a Saga without read ahead enters with a lore counter (its chapter I triggers, 714.2b).
  // OPEN QUESTION: a Saga with read ahead enters with a number of lore counters its controller chooses (702.155a), a
  // choice no scenario step makes: it enters with none (read ahead is "recognized, not simulated").
  const saga = typesOf(face).subtypes.some((t) => t.toLowerCase() === 'saga');
  if (saga && !(face.abilities ?? []).some((a) => a.kind === 'keyword' && a.keywords.some((k) => k.keyword.toLowerCase() === 'read ahead'))) out['lore'] = 1;
  return out;
}

/** The noun an object is spoken of by (i18n `nounOf`, for agreement): a face-down one is a creature (CR 708.2a), else its front face's head noun, the last card type. */
export function objectNoun(obj: GameObject): string {
  return obj.faceDown ? 'Creature' : nounOf(obj.card.faces[0]?.typeLine?.cardTypes ?? []);
}
