// Predefined tokens (CR 111.10): "create a Treasure token" makes a token with the characteristics and abilities the
// rules define for it (111.10a–u), as data. Their abilities are rules text read by the same grammar as a card's lines
// ("this token" names the token itself, CR 109.2a); a definition whose abilities the grammar doesn't read, or the engine
// doesn't carry out, makes the creating instruction "recognized, not simulated" (model/abilities/effect-descriptors.ts).

import type { Ability, Color } from '../types';

export interface PredefinedToken {
  /** The CR rule that defines it. */
  cr: string;
  cardTypes: readonly string[];
  subtypes: readonly string[];
  /** Its colors: none is colorless (CR 105.2c). */
  colors: readonly Color[];
  power?: number;
  toughness?: number;
  /** A name the definition gives (CR 111.10d "named Walker"); else subtypes plus "Token" (111.4). */
  name?: string;
  /** Its abilities as rules text, one line each. */
  text: readonly string[];
  /** CR 111.10i: a double-faced token (its back face is a creature): not made by the engine. */
  doubleFaced?: true;
}

const artifact = (cr: string, subtype: string, text: string): PredefinedToken => ({ cr, cardTypes: ['Artifact'], subtypes: [subtype], colors: [], text: [text] });

/** CR 111.10a–u, the tokens a single word names ("a Treasure token"); Role tokens (111.10j–r) are named by two. */
export const PREDEFINED_TOKENS: Readonly<Record<string, PredefinedToken>> = Object.assign(Object.create(null) as Record<string, PredefinedToken>, {
  Treasure: artifact('111.10a', 'Treasure', '{T}, Sacrifice this token: Add one mana of any color.'),
  Food: artifact('111.10b', 'Food', '{2}, {T}, Sacrifice this token: You gain 3 life.'),
  Gold: artifact('111.10c', 'Gold', 'Sacrifice this token: Add one mana of any color.'),
  Walker: { cr: '111.10d', cardTypes: ['Creature'], subtypes: ['Zombie'], colors: ['B'], power: 2, toughness: 2, name: 'Walker', text: [] },
  Shard: { cr: '111.10e', cardTypes: ['Enchantment'], subtypes: ['Shard'], colors: [], text: ['{2}, Sacrifice this token: Scry 1, then draw a card.'] },
  Clue: artifact('111.10f', 'Clue', '{2}, Sacrifice this token: Draw a card.'),
  Blood: artifact('111.10g', 'Blood', '{1}, {T}, Discard a card, Sacrifice this token: Draw a card.'),
  Powerstone: artifact('111.10h', 'Powerstone', "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell."),
  Incubator: { ...artifact('111.10i', 'Incubator', '{2}: Transform this token.'), doubleFaced: true },
  Map: artifact('111.10s', 'Map', '{1}, {T}, Sacrifice this token: Target creature you control explores. Activate only as a sorcery.'),
  Junk: artifact('111.10t', 'Junk', '{T}, Sacrifice this token: Exile the top card of your library. You may play that card this turn. Activate only as a sorcery.'),
  Lander: artifact('111.10u', 'Lander', '{2}, {T}, Sacrifice this token: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.'),
} satisfies Record<string, PredefinedToken>);

/** The predefined token a word names ("Treasure"), or undefined. */
export function predefinedToken(word: string): PredefinedToken | undefined {
  return PREDEFINED_TOKENS[word];
}

/** How a line of rules text is read (set by model/abilities/parse-ability.ts, the whole-line grammar). */
export const tokenLines: { read?: (text: string) => Ability } = {};

const read = new Map<string, readonly Ability[]>();

/** A predefined token's abilities as the grammar reads its definition's text (read once per token). */
export function predefinedTokenAbilities(word: string): readonly Ability[] {
  const def = PREDEFINED_TOKENS[word];
  if (!def || !tokenLines.read) return [];
  let got = read.get(word);
  if (!got) {
    got = Object.freeze(def.text.map((t) => tokenLines.read!(t)));
    read.set(word, got);
  }
  return got;
}

/**
 * Whether the engine makes this predefined token as defined (CR 111.10): a one-faced token whose every ability the
 * grammar reads whole and the engine carries out.
 */
export function predefinedTokenCarriedOut(word: string): boolean {
  const def = PREDEFINED_TOKENS[word];
  if (!def || def.doubleFaced) return false;
  const abilities = predefinedTokenAbilities(word);
  return abilities.length === def.text.length && abilities.every((a) => a.kind !== 'text' && a.unmodeled.length === 0 && !a.unsimulated?.length);
}
