// Type-changing effects in layer 4 as their wording says (CR 205.1a–b, 205.3d, 305.7): what a "becomes a …"
// effect replaces, what it keeps, and when a basic land type takes away the land's rules-text abilities.

import { lookupTable } from '../../model/lookup-table';

/** The subtype sets of CR 205.1a, by the card type each belongs to (205.3g–205.3k). */
type SubtypeSet = 'creature' | 'land' | 'artifact' | 'enchantment' | 'spell' | 'battle' | 'planeswalker';

// Non-creature subtype lists (CR 205.3g–205.3k). The full lists with creature and planeswalker types live in
// checks/templating/subtypes.ts, which the rules layer may not import.
// OPEN QUESTION: a subtype missing here is taken as a creature type (or a planeswalker type on a noncreature
// planeswalker); the lists grow with every set.
const LAND = ['Cave', 'Desert', 'Forest', 'Gate', 'Island', 'Lair', 'Locus', 'Mine', 'Mountain', 'Planet', 'Plains', 'Power-Plant', 'Sphere', 'Swamp', 'Tower', 'Town', "Urza's"];
const ARTIFACT = ['Attraction', 'Blood', 'Bobblehead', 'Clue', 'Contraption', 'Equipment', 'Food', 'Fortification', 'Gold', 'Incubator', 'Infinity', 'Junk', 'Lander', 'Map', 'Mutagen', 'Powerstone', 'Spacecraft', 'Stone', 'Treasure', 'Vehicle'];
const ENCHANTMENT = ['Aura', 'Background', 'Cartouche', 'Case', 'Class', 'Curse', 'Role', 'Room', 'Rune', 'Saga', 'Shard', 'Shrine'];
const SPELL = ['Adventure', 'Arcane', 'Lesson', 'Omen', 'Trap'];
const BATTLE = ['Siege'];
/** CR 305.6: the basic land types. */
export const BASIC_LAND_TYPES: Record<string, string> = lookupTable({ plains: 'W', island: 'U', swamp: 'B', mountain: 'R', forest: 'G' });

const SET_OF = new Map<string, SubtypeSet>([
  ...LAND.map((t) => [t.toLowerCase(), 'land'] as const),
  ...ARTIFACT.map((t) => [t.toLowerCase(), 'artifact'] as const),
  ...ENCHANTMENT.map((t) => [t.toLowerCase(), 'enchantment'] as const),
  ...SPELL.map((t) => [t.toLowerCase(), 'spell'] as const),
  ...BATTLE.map((t) => [t.toLowerCase(), 'battle'] as const),
]);

/** The card types a subtype set goes with (CR 205.3d; Kindred carries creature types, 308.3). */
const TYPES_OF_SET: Record<SubtypeSet, string[]> = {
  creature: ['creature', 'kindred', 'tribal'],
  land: ['land'],
  artifact: ['artifact'],
  enchantment: ['enchantment'],
  spell: ['instant', 'sorcery'],
  battle: ['battle'],
  planeswalker: ['planeswalker'],
};

export function subtypeSet(subtype: string, cardTypes: readonly string[]): SubtypeSet {
  const known = SET_OF.get(subtype.toLowerCase());
  if (known) return known;
  const lower = cardTypes.map((t) => t.toLowerCase());
  return lower.includes('planeswalker') && !lower.includes('creature') && !lower.includes('kindred') ? 'planeswalker' : 'creature';
}

function correlates(set: SubtypeSet, cardTypes: readonly string[]): boolean {
  const lower = cardTypes.map((t) => t.toLowerCase());
  return TYPES_OF_SET[set].some((t) => lower.includes(t));
}

/**
 * CR 205.3c, 205.3d: the subtypes an object keeps when its card types go from `before` to `after` ("~ isn't a creature",
 * a reconfigured Equipment): a card type taken away takes its subtypes with it (the Theros Gods' and the reconfigure
 * cards' rulings: "it loses the type creature and all creature subtypes"); a kindred keeps its creature types.
 */
export function correlatedSubtypes(before: readonly string[], after: readonly string[], subtypes: readonly string[]): string[] {
  return subtypes.filter((t) => correlates(subtypeSet(t, before), after));
}

export interface TypeChange {
  cardTypes: readonly string[];
  subtypes: readonly string[];
  /** "in addition to its other types", "is still a …" (CR 205.1b). */
  additive: boolean;
  /**
   * The same effect says it "loses all other card types" (Darksteel Mutation's "is an Insect artifact creature … and it
   * loses all other abilities, card types, and creature types"): an "artifact creature" then keeps no prior card type
   * or creature type — CR 205.1b's exception is for effects that don't say otherwise; 205.1a applies.
   */
  losesOtherTypes?: boolean;
}

export interface TypeResult {
  cardTypes: string[];
  subtypes: string[];
  /** CR 305.7: a basic land type was set, so the land loses its rules-text abilities and gets the mana abilities. */
  basicLandTypesSet: string[];
  /** Which wording rule decided it, for provenance. */
  rule: string;
  cr: string[];
}

const uniq = (xs: string[]) => [...new Set(xs)];
const lowerSet = (xs: readonly string[]) => new Set(xs.map((x) => x.toLowerCase()));

/** Apply one type-changing effect to an object's card types and subtypes (supertypes never change here, 305.7). */
export function applyTypeChange(cardTypes: readonly string[], subtypes: readonly string[], change: TypeChange): TypeResult {
  const newTypes = lowerSet(change.cardTypes);
  if (change.additive) {
    // CR 205.1b: every prior card type and subtype is kept; CR 305.7 last sentence: an added land type keeps the rules text.
    return { cardTypes: uniq([...cardTypes, ...change.cardTypes]), subtypes: uniq([...subtypes, ...change.subtypes]), basicLandTypesSet: [], rule: 'adds', cr: ['205.1b'] };
  }
  const artifactCreature = newTypes.size === 2 && newTypes.has('artifact') && newTypes.has('creature') && !change.losesOtherTypes;
  if (artifactCreature) {
    const allCreatureTypes = change.subtypes.every((t) => subtypeSet(t, ['Creature']) === 'creature');
    if (change.subtypes.length === 0) {
      // CR 205.1b: "becomes an artifact creature" keeps all prior card types and subtypes.
      return { cardTypes: uniq([...cardTypes, ...change.cardTypes]), subtypes: [...subtypes], basicLandTypesSet: [], rule: 'artifact creature: keeps all prior types', cr: ['205.1b'] };
    }
    if (allCreatureTypes) {
      // CR 205.1b: "a [creature type] artifact creature" keeps prior card types and noncreature subtypes, replaces creature types.
      const kept = subtypes.filter((t) => subtypeSet(t, cardTypes) !== 'creature');
      return {
        cardTypes: uniq([...cardTypes, ...change.cardTypes]),
        subtypes: uniq([...kept, ...change.subtypes]),
        basicLandTypesSet: [],
        rule: '[creature type] artifact creature: keeps prior types, replaces creature types',
        cr: ['205.1b'],
      };
    }
  }
  // CR 205.1a: new card types replace the old ones (an instant or sorcery keeps that type); new subtypes replace
  // the existing subtypes of their set; old subtypes stay only while they correlate with a card type it still has.
  const kept = cardTypes.filter((t) => ['instant', 'sorcery'].includes(t.toLowerCase()));
  const types = change.cardTypes.length > 0 ? uniq([...change.cardTypes, ...kept]) : [...cardTypes];
  const replacedSets = new Set(change.subtypes.map((t) => subtypeSet(t, types)));
  const remaining = subtypes.filter((t) => {
    const set = subtypeSet(t, cardTypes);
    return !replacedSets.has(set) && correlates(set, types);
  });
  // CR 205.3d: an object can't gain a subtype that doesn't correspond to one of its types.
  const gained = change.subtypes.filter((t) => correlates(subtypeSet(t, types), types));
  const basic = lowerSet(types).has('land') ? gained.filter((t) => BASIC_LAND_TYPES[t.toLowerCase()]) : [];
  return {
    cardTypes: types,
    subtypes: uniq([...remaining, ...gained]),
    basicLandTypesSet: basic,
    rule: 'becomes: replaces card types and the subtypes of the sets it names',
    cr: basic.length > 0 ? ['205.1a', '305.7'] : ['205.1a'],
  };
}
