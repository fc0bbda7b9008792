// AST → model: builds a Card (faces, costs, type lines, abilities) from a parsed card node.

import type { CardNode, FaceNode, FieldLine, RulesLineNode, ValueLine } from '../../../grammar/src/ast';
import { ownCompactString } from '../../../grammar/src/own-string';
import { copyPlan, copyPlanned, freezeSpanFree, placed, shiftSpansOwning, unplaced, withoutKey, type CopyPlan } from '../../../grammar/src/span';
import { abilityTypeKey, parseAbility } from './abilities/parse-ability';
import { selfNames } from './abilities/normalize';
import { markInsteadLines } from './abilities/instead-lines';
import { buildManaCost, readBracedSymbol } from './mana';
import { BoundedCache, stringBytes } from './bounded-cache';
import { buildTypeLine } from './type-line';
import { COLOR_BY_NAME, COLOR_ORDER, type Ability, type Card, type Color, type Face, type ManaSymbol, type Span } from './types';


export interface UnknownSymbol {
  text: string;
  span: Span;
}

export interface BuiltCard {
  card: Card;
  /** Mana symbols of `cost` fields that are not mana symbols. */
  unknownSymbols: UnknownSymbol[];
  /** Color-indicator words that are not colors. */
  unknownColors: UnknownSymbol[];
}

/**
 * Memoized abilities, bounded by bytes: an ability's model is estimated at ~12 bytes per character of its key (the
 * line and its card's names); 64 MB holds the ~35,000 lines of a 10,000-card set, so re-reading it hits.
 */
const abilityMemo = new BoundedCache<string, AbilityMemo>(64 << 20, (k, v) => (stringBytes(k) + 12 * k.length) * entries(v));

/** Entries for one text in other contexts kept at most (a text read on a permanent and on a spell, or naming a card). */
const MAX_CONTEXTS = 4;

/**
 * A memoized ability. Its tree is the one the line that first read it got: that card uses it as it is (no copy), and
 * a chunk's move moves it in place with the card (`document.ts`), so its spans are where that card is now. `lead`: its
 * span's start from its line's start, which gives the offset of the line it sits on now; another line with the same
 * text gets a copy moved from there to its own offset.
 */
interface AbilityMemo {
  ability: Ability;
  lead: number;
  /** How its tree is copied (made at the first copy: the tree's parts without a span are frozen by then). */
  plan?: CopyPlan;
  /**
   * The same without its own span, for a line it covers whole: the copy takes the line's span object instead, for
   * itself and for every part with a span equal to its own.
   */
  bodyPlan?: CopyPlan;
  /** What the reading depended on besides the text (memoContext): the entry serves lines of this context only. */
  context: string;
  /** The entry for the same text in another context, if any (a short list, MAX_CONTEXTS at most). */
  other?: AbilityMemo;
}

function entries(m: AbilityMemo): number {
  let n = 1;
  for (let o = m.other; o; o = o.other) n++;
  return n;
}

/** What the ability memo needs of a face, worked out once per face (not once per line). */
interface FaceContext {
  cardName: string;
  faceName: string;
  typeLine: string | undefined;
  /** The names a line may call its card by (selfNames). */
  names: string[];
  /** The memo key's part for lines that name no card: the kind of type line. */
  typeKey: string;
  /** The context of the face's lines that name it (memoContext), made once per face: its entries share it. */
  namedContext?: string;
}

/**
 * What a line's reading depends on besides its text: the memo is keyed on the text alone (the ability's own copy of it,
 * no second copy: on a real pool most lines name their card, and a key joining the text with the names and type line
 * was a copy of each such line, two bytes a character when the type line has a dash) and each entry holds its context.
 */
function memoContext(text: string, face: FaceContext): string {
  // A line that doesn't name its card reads the same on every card with the same kind of type line ("this creature"
  // is templating, not a name): the context leaves the names out, so a renamed or new card hits the memo.
  for (const n of face.names) {
    // Strings of its own: the memo outlives the document version the names were read from.
    if (text.includes(n)) return (face.namedContext ??= ownCompactString(`\u0000${face.cardName}\u0000${face.faceName}\u0000${face.typeLine ?? ''}`));
  }
  // A type key never starts with a NUL: never a named context.
  return face.typeKey;
}

/** parseAbility, memoized on the line and its context (identical lines are common in a set). */
function recognize(line: RulesLineNode, face: FaceContext): Ability {
  const text = line.text;
  const context = memoContext(text, face);
  const first = abilityMemo.get(text);
  let memo = first;
  while (memo && memo.context !== context) memo = memo.other;
  let ability: Ability;
  if (memo) {
    const delta = line.span.start - (memo.ability.span.start - memo.lead);
    const own = memo.ability.span;
    if (memo.lead === 0 && own.end - own.start === line.span.end - line.span.start) {
      // It covers its line whole, as most do: no span of its own made only to be replaced by the line's (below), and
      // its parts over the whole line (a keyword alone on its line, an effect that is the whole line) take the line's
      // span object too, not an equal one each (`copyPlan`'s root).
      ability = copyPlanned(memo.ability, (memo.bodyPlan ??= withoutKey(copyPlan(memo.ability, memo.ability.span), 'span')), delta, line.span);
      ability.span = line.span;
    } else {
      ability = copyPlanned(memo.ability, (memo.plan ??= copyPlan(memo.ability)), delta);
    }
  } else {
    // Read once, copied once to this line's offset with strings of its own (the memo outlives the document version
    // the line was read from); this line's card and the memo share that tree.
    ability = shiftSpansOwning(parseAbility(text, 0, { cardName: face.cardName, faceName: face.faceName, typeLine: face.typeLine }), line.span.start, ownCompactString);
    // Its parts without a span are shared by every copy (shiftSpans), not copied per line.
    freezeSpanFree(ability);
    // The key is the ability's own copy of the text, not a second one; the entries of the text's other contexts stay.
    const other = first;
    for (let o = other, n = 1; o; o = o.other, n++) if (n >= MAX_CONTEXTS - 1) o.other = undefined;
    abilityMemo.set(ability.text === text ? ability.text : ownCompactString(text), { ability, lead: ability.span.start - line.span.start, context, other });
  }
  // The ability covers its line: it shares the line's span object (one object fewer per line for the document's life;
  // spans are values nothing writes but a chunk's move, which moves each span object once).
  if (ability.span.start === line.span.start && ability.span.end === line.span.end && ability.span !== line.span) {
    unplaced(ability.span);
    ability.span = line.span;
  }
  return ability;
}

type FieldOf<K extends FieldLine['kind']> = Extract<FieldLine, { kind: K }> extends never ? FieldLine & { kind: K } & ValueLine : Extract<FieldLine, { kind: K }>;

/** The first field line of each kind of a face (what a `find` per kind gives), in one pass over its fields. */
type FieldsByKind = { [K in FieldLine['kind']]?: FieldOf<K> };

function fieldsOf(face: FaceNode): FieldsByKind {
  // A plain object (field kinds are the parser's own words, never user text): no dictionary-mode object per face.
  const out: FieldsByKind = {};
  for (const f of face.fields) (out as { [K in FieldLine['kind']]?: FieldLine })[f.kind] ??= f;
  return out;
}

/** How a build reads each rules-text line. */
export interface BuildOptions {
  /**
   * false: the rules-text grammar is not run; each line is kept as an ability of kind `text` whose whole line is not
   * understood (what a round trip of the card's fields needs: `formats/to-cardscript.ts` reading back an import).
   * Default true.
   */
  readRules?: boolean;
}

/** A line kept as written, not read by the grammar: the whole line is "not understood". */
function unread(line: RulesLineNode): Ability {
  return { kind: 'text', text: line.text, span: line.span, unmodeled: line.text.trim() === '' ? [] : [line.span] };
}

function buildFace(node: FaceNode, cardName: string, out: BuiltCard, options: BuildOptions): Face {
  const name = node.header.name?.value ?? '';
  const nameSpan = node.header.name?.span ?? node.header.span;
  const fields = fieldsOf(node);
  const costLine = fields.cost;
  let manaCost: Face['manaCost'] = null;
  if (costLine) {
    const symbols: ManaSymbol[] = [];
    for (const w of costLine.symbols) {
      const sym = readBracedSymbol(w.text, w.span);
      if (sym) symbols.push(sym);
      else (out.unknownSymbols === NONE ? (out.unknownSymbols = []) : out.unknownSymbols).push({ text: w.text, span: w.span });
    }
    const n = costLine.symbols.length;
    // One symbol: the cost's span is that symbol's (the same text; spans are values only a chunk's move writes).
    const span = n === 1 ? costLine.symbols[0]!.span
      : n ? placed({ start: costLine.symbols[0]!.span.start, end: costLine.symbols[n - 1]!.span.end })
      : costLine.span;
    manaCost = buildManaCost(symbols, span);
  }

  const typeField = fields.type;
  let typeLine: Face['typeLine'] = null;
  if (typeField) {
    const dashAt = typeField.dash?.start ?? Infinity;
    const before: string[] = [];
    const after: string[] = [];
    for (const w of typeField.words) {
      if (w.span.start < dashAt) before.push(w.text);
      else if (w.span.start > dashAt) after.push(w.text);
    }
    // A type line of one word (no dash: "Instant") covers that word: its span object, not an equal one.
    const first = typeField.words[0];
    const span = first && first.span.end === typeField.span.end ? first.span : placed({ start: first?.span.start ?? typeField.span.start, end: typeField.span.end });
    typeLine = buildTypeLine(before, after, span);
  }

  const pt = fields.pt?.value?.text;
  // The parts by index (what a destructuring gives, without its iterator: ~1 % of item 1's build).
  const ptParts = pt ? pt.split('/') : undefined;
  const power = ptParts?.[0];
  const toughness = ptParts?.[1];
  const colorLine = fields.color;
  let colorIndicator: Color[] | undefined;
  if (colorLine) {
    const found = new Set<Color>();
    for (const w of colorLine.colors) {
      const c = COLOR_BY_NAME[w.text.toLowerCase()];
      if (c) found.add(c);
      else (out.unknownColors === NONE ? (out.unknownColors = []) : out.unknownColors).push({ text: w.text, span: w.span });
    }
    colorIndicator = COLOR_ORDER.filter((c) => found.has(c));
  }

  const typeText = typeLine?.text;
  const lines = node.text?.lines ?? [];
  const face: FaceContext | undefined = lines.length && options.readRules !== false
    ? { cardName, faceName: name, typeLine: typeText, names: selfNames({ cardName, faceName: name, typeLine: typeText }), typeKey: abilityTypeKey(typeText) }
    : undefined;
  const abilities: Ability[] = face ? lines.map((line) => recognize(line, face)) : lines.map(unread);
  // CR 608.2c: an "… instead" line replacing the spell line before it is carried out across the line break.
  if (face?.typeKey === 'spell') markInsteadLines(abilities);

  return {
    name,
    nameSpan,
    manaCost,
    typeLine,
    power,
    toughness,
    loyalty: fields.loyalty?.value?.text,
    defense: fields.defense?.value?.text,
    colorIndicator,
    rarity: fields.rarity?.value?.text,
    flavor: fields.flavor?.value?.value,
    abilities,
    span: node.span,
  };
}

/** The one empty list of unknown symbols and colors built cards share (they are read, never written, after the build). */
const NONE: UnknownSymbol[] = Object.freeze([]) as unknown as UnknownSymbol[];
/** A card's faces while they are built (replaced before buildCard returns). */
const NO_FACES: Face[] = [];

export function buildCard(node: CardNode, uri: string, options: BuildOptions = {}): BuiltCard {
  const name = node.name?.value ?? '';
  // Most cards have no unknown symbol or color: the shared empty list until a face finds one (no list made to drop).
  const out: BuiltCard = {
    card: { name, nameSpan: node.name?.span ?? node.span, faces: NO_FACES, uri, span: node.span },
    unknownSymbols: NONE,
    unknownColors: NONE,
  };
  const faces = node.faces;
  out.card.faces = faces.length === 1 ? [buildFace(faces[0]!, name, out, options)] : faces.map((f) => buildFace(f, name, out, options));
  return out;
}
