// CR 205.3 subtype lists: which subtypes each card type may have, from the data generated from the Comprehensive
// Rules (server/src/data/cr-vocabulary.ts, 205.3g–205.3q). A subtype in no list is reported as unknown-subtype.

import { SUBTYPE_LISTS } from '../../data/cr-vocabulary';
import { lookupTable } from '../../model/lookup-table';

function listOf(cardType: string): readonly string[] {
  return SUBTYPE_LISTS.find((l) => l.cardTypes.includes(cardType))?.names ?? [];
}

/** CR 205.3m: creature types (also used by Kindred, CR 308.3). */
export const CREATURE_TYPES = listOf('Creature');
/** CR 205.3g */
export const ARTIFACT_TYPES = listOf('Artifact');
/** CR 205.3h */
export const ENCHANTMENT_TYPES = listOf('Enchantment');
/** CR 205.3i (the basic land types are Plains, Island, Swamp, Mountain, Forest: CR 305.6). */
export const LAND_TYPES = listOf('Land');
/** CR 205.3j */
export const PLANESWALKER_TYPES = listOf('Planeswalker');
/** CR 205.3k: spell types, shared by instants and sorceries. */
export const SPELL_TYPES = listOf('Instant');
/** CR 205.3q (battle types). */
export const BATTLE_TYPES = listOf('Battle');
/** CR 205.3p (dungeon types). */
export const DUNGEON_TYPES = listOf('Dungeon');
/** CR 205.3n: planar types. */
export const PLANE_TYPES = listOf('Plane');

/** Which subtype list each card type uses (CR 205.3d: a subtype must correspond to one of the card's types). */
export const SUBTYPES_BY_CARD_TYPE: Readonly<Record<string, readonly string[]>> = lookupTable({
  ...Object.fromEntries(SUBTYPE_LISTS.flatMap((l) => l.cardTypes.map((t) => [t, l.names] as const))),
  // CR 308.3: cards printed with "Tribal" read as Kindred.
  Tribal: CREATURE_TYPES,
});

const OWNERS = new Map<string, string[]>();
for (const [type, list] of Object.entries(SUBTYPES_BY_CARD_TYPE)) {
  for (const sub of list) {
    const owners = OWNERS.get(sub) ?? [];
    owners.push(type);
    OWNERS.set(sub, owners);
  }
}

/** The card types a subtype belongs to (empty when it is not in any CR 205.3 list). */
export function subtypeOwners(subtype: string): readonly string[] {
  return OWNERS.get(subtype) ?? [];
}

/** Every subtype of every CR 205.3 list. */
export function allSubtypes(): readonly string[] {
  return [...OWNERS.keys()];
}

/** Subtypes of several words ("Time Lord", "Bolas's Meditation Realm", "New Phyrexia"), longest first. */
export const MULTI_WORD_SUBTYPES: readonly string[] = [...OWNERS.keys()].filter((s) => s.includes(' ')).sort((a, b) => b.length - a.length);

const BY_LOWER = new Map<string, string>([...OWNERS.keys()].map((s) => [s.toLowerCase(), s]));

/** The subtype spelled `word` in any case ("elf" → "Elf"), if any. */
export function subtypeCaseInsensitive(word: string): string | undefined {
  return BY_LOWER.get(word.toLowerCase());
}

/**
 * Creature types that Oracle text used until an Oracle update retired them (they are in no CR 205.3m list now), and the
 * type their cards have today. OPEN QUESTION: the Comprehensive Rules do not record retirements; this list follows the
 * Oracle updates of 2024-2025 as published with those releases, and holds only types whose successor the CR lists.
 */
export const RETIRED_SUBTYPES: Readonly<Record<string, string>> = lookupTable({ Cephalid: 'Octopus', Viashino: 'Lizard', Naga: 'Snake', Hound: 'Dog' });

/** The current creature type for a retired one ("Cephalid" → "Octopus"), if `subtype` is retired. */
export function retiredSubtype(subtype: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(RETIRED_SUBTYPES, subtype) ? RETIRED_SUBTYPES[subtype] : undefined;
}
