// The keyword abilities the recognizer knows (CR 702), as data: canonical name with official capitalization
// and the kind of parameter the keyword takes. Evergreen, deciduous, and the keywords of the face-down corpus.

import { SUBTYPE_LISTS } from '../../data/cr-vocabulary';

/**
 * - none: "Flying"
 * - cost: a mana cost ("Morph {2}{U}") or, after an em dash, a non-mana cost ("Morph—Pay 5 life.")
 * - number: "Bushido 2", "Crew 3" (X allowed)
 * - text: free words ("Protection from red", "Enchant creature", "Affinity for artifacts")
 * - number-cost: "Suspend 4—{1}{U}", "Awaken 3—{4}{U}"
 */
export type KeywordParam = 'none' | 'cost' | 'number' | 'text' | 'number-cost';

export interface KeywordSpec {
  name: string;
  param: KeywordParam;
  /** "Hexproof from black" (CR 702.11d). */
  from?: boolean;
  /** Its parameter is the rest of the line, commas included ("Partner with Trynn, Champion of Freedom", CR 702.124j). */
  wholeLine?: boolean;
}

const NONE = [
  'Deathtouch', 'Defender', 'Double strike', 'First strike', 'Flash', 'Flying', 'Haste', 'Indestructible',
  'Lifelink', 'Menace', 'Reach', 'Trample', 'Vigilance', 'Shroud', 'Fear', 'Intimidate', 'Prowess', 'Banding',
  'Flanking', 'Phasing', 'Horsemanship', 'Shadow', 'Changeling', 'Convoke', 'Delve', 'Devoid', 'Exalted',
  'Persist', 'Undying', 'Infect', 'Wither', 'Storm', 'Cascade', 'Rebound', 'Epic', 'Haunt', 'Split second',
  'Living weapon', 'Battle cry', 'Extort', 'Evolve', 'Dethrone', 'Skulk', 'Undaunted', 'Improvise', 'Ascend',
  'Riot', 'Mentor', 'Jump-start', 'Unleash', 'Soulbond', 'Fuse', 'Cipher', 'Conspire', 'Retrace', 'Provoke',
  'Sunburst', 'Totem armor', 'Umbra armor', 'Myriad', 'Melee', 'Hidden agenda', 'Double agenda', 'Assist',
  'Aftermath', 'Demonstrate', 'Decayed', 'Daybound', 'Nightbound', 'Training', 'Compleated', 'Enlist',
  'Read ahead', 'Ravenous', 'For Mirrodin!', 'Living metal', 'Bargain', 'Exploit', 'Double team',
  'Start your engines!', 'Partner', 'Friends forever', 'Gravestorm', 'Spree', 'Station',
  // CR 702.115a: a triggered ability (combat damage to a player: that player exiles the top card of their library).
  'Ingest',
];

const COST = [
  'Morph', 'Megamorph', 'Disguise', 'Ward', 'Cycling', 'Equip', 'Fortify', 'Kicker', 'Multikicker', 'Flashback',
  'Echo', 'Madness', 'Miracle', 'Ninjutsu', 'Commander ninjutsu', 'Buyback', 'Entwine', 'Evoke', 'Dash',
  'Prowl', 'Unearth', 'Bestow', 'Emerge', 'Surge', 'Embalm', 'Eternalize', 'Spectacle', 'Escape', 'Outlast',
  'Overload', 'Replicate', 'Scavenge', 'Transfigure', 'Transmute', 'Recover', 'Level up', 'Foretell', 'Mutate',
  'Plot', 'Blitz', 'Cleave', 'Disturb', 'Encore', 'Reconfigure', 'Squad', 'Offspring', 'Prototype',
  'Cumulative upkeep', 'Aura swap', 'Freerunning', 'Harmonize', 'Spellmorph', 'Escalate', 'Sneak', 'Warp',
  'Mayhem', 'Web-slinging',
];

const NUMBER = [
  'Bushido', 'Crew', 'Afterlife', 'Annihilator', 'Bloodthirst', 'Dredge', 'Fading', 'Vanishing', 'Graft',
  'Modular', 'Rampage', 'Renown', 'Ripple', 'Soulshift', 'Tribute', 'Absorb', 'Amplify', 'Afflict', 'Frenzy',
  'Hideaway', 'Poisonous', 'Saddle', 'Toxic', 'Backup', 'Casualty', 'Fabricate', 'Devour', 'Mobilize',
];

const TEXT = ['Protection', 'Enchant', 'Affinity', 'Partner with', 'Splice', 'Champion', 'Companion', 'Craft'];

const NUMBER_COST = ['Suspend', 'Awaken', 'Reinforce', 'Impending'];

export const KEYWORDS: readonly KeywordSpec[] = [
  ...NONE.map((name) => ({ name, param: 'none' as const })),
  { name: 'Hexproof', param: 'none', from: true },
  ...COST.map((name) => ({ name, param: 'cost' as const })),
  ...NUMBER.map((name) => ({ name, param: 'number' as const })),
  ...TEXT.map((name) => ({ name, param: 'text' as const, ...(name === 'Partner with' || name === 'Companion' ? { wholeLine: true } : {}) })),
  ...NUMBER_COST.map((name) => ({ name, param: 'number-cost' as const })),
];

/** Landwalk (CR 702.14) and typecycling (CR 702.29) keywords are families: "Islandwalk", "Slivercycling". */
const WALK = /^(?:nonbasic |legendary |snow )?[a-z]+walk$/i;
const TYPECYCLING = /^(?:basic )?[a-z]+cycling$/i;

const BY_LOWER = new Map<string, KeywordSpec>(KEYWORDS.map((k) => [k.name.toLowerCase(), k]));
/** Longest names first, so "First strike" wins over a shorter prefix and "Partner with" over "Partner". */
const NAMES_LONGEST_FIRST = [...BY_LOWER.keys()].sort((a, b) => b.length - a.length);
/** The names by their first character, each list longest first (a name can only start a text that starts as it does). */
const NAMES_BY_FIRST = new Map<string, string[]>();
for (const name of NAMES_LONGEST_FIRST) {
  const list = NAMES_BY_FIRST.get(name[0]!);
  if (list) list.push(name);
  else NAMES_BY_FIRST.set(name[0]!, [name]);
}

/** The keyword spelled exactly `name` (any case), with its canonical name. */
export function lookupKeyword(name: string): KeywordSpec | undefined {
  const lower = name.toLowerCase();
  const known = BY_LOWER.get(lower);
  if (known) return known;
  if (WALK.test(lower) && lower !== 'landwalk') return { name: capitalize(lower), param: 'none' };
  if (TYPECYCLING.test(lower) && lower !== 'cycling') return { name: capitalize(lower), param: 'cost' };
  return undefined;
}

/**
 * The keyword that `item` starts with (longest match, whole words), and the index where its name ends.
 * Family keywords (landwalk, typecycling) are one word and matched as such.
 */
export function keywordAtStart(item: string): { spec: KeywordSpec; end: number } | undefined {
  const lower = item.toLowerCase();
  for (const name of NAMES_BY_FIRST.get(lower[0] ?? '') ?? []) {
    if (lower.startsWith(name) && isWordEnd(lower, name.length)) return { spec: BY_LOWER.get(name)!, end: name.length };
  }
  const first = /^(?:basic |nonbasic |legendary |snow )?[a-z]+/i.exec(item);
  if (first && isWordEnd(lower, first[0].length)) {
    const spec = lookupKeyword(first[0]);
    if (spec) return { spec, end: first[0].length };
  }
  return undefined;
}

function isWordEnd(text: string, at: number): boolean {
  const ch = text[at];
  if (ch === '-' && text[at + 1] === '-') return true; // "Morph--Pay 4 life." (ASCII em dash)
  return ch === undefined || !/[a-z0-9'-]/i.test(ch);
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * The keyword abilities the rules engine carries out (rules/: evasion and combat, CR 702.2–702.21, 702.9, 702.13–14,
 * 702.28, 702.30–31, 702.36, 702.61 split second, 702.90 infect, 702.80 wither, 702.147 decayed, 702.114 devoid,
 * 702.73 changeling (a layer-4 characteristic-defining ability, rules/layers/units.ts),
 * morph and disguise 702.37, 702.168, ward 702.21, protection 702.16, enchant 702.5, hexproof 702.11). Every other
 * keyword the recognizer knows is "recognized, not simulated": what could rest on it is inconclusive.
 */
const CARRIED_OUT = new Set([
  'Deathtouch', 'Defender', 'Double strike', 'First strike', 'Flash', 'Flying', 'Haste', 'Indestructible', 'Lifelink',
  'Menace', 'Reach', 'Trample', 'Vigilance', 'Shroud', 'Fear', 'Intimidate', 'Horsemanship', 'Shadow', 'Devoid',
  'Infect', 'Wither', 'Split second', 'Decayed', 'Changeling', 'Morph', 'Megamorph', 'Disguise', 'Ward', 'Protection', 'Enchant',
  'Hexproof',
  // CR 702.124a, 702.124h–i, 113.6n: partner and "partner—Friends forever" modify deck construction and function before
  // the game begins; in a game they do nothing (an effect naming "cards with partner" reads the keyword, which every
  // card keeps), so there is nothing to simulate. "Partner with [name]" also has a triggered ability (702.124j): it is
  // carried out as the ability it stands for (keyword-abilities.ts KEYWORD_NAMED_TRIGGERS).
  'Partner', 'Friends forever',
  // CR 702.51a–b: convoke taps the creatures a cast step names to pay part of the total cost (rules/game/convoke.ts).
  'Convoke',
  // CR 702.118b: skulk, an evasion ability (rules/queries/combat-restrictions.ts).
  'Skulk',
  // CR 702.131a–b: ascend gives its controller the city's blessing at ten or more permanents (rules/game/ascend.ts).
  'Ascend',
  // CR 702.66a–b: delve exiles the graveyard cards a cast step names to pay generic mana of the total cost (rules/game/delve.ts).
  'Delve',
  // CR 702.88a: rebound exiles a spell cast from the hand as it resolves, and its delayed trigger lets its controller cast
  // it from exile at the beginning of their next upkeep (rules/game/stack.ts, rules/game/keyword-trigger-resolution.ts).
  'Rebound',
  // CR 702.40a: storm copies its spell for each other spell cast before it this turn (rules/game/keyword-trigger-resolution.ts).
  'Storm',
  // CR 702.85a: cascade exiles from the top of the library and casts the first smaller nonland card for free (rules/game/keyword-trigger-resolution.ts).
  'Cascade',
  // CR 702.145, 730: daybound and nightbound make it day or night and transform their permanents as it changes; the
  // untap step's check (730.2) changes it (rules/actions/day-night.ts).
  'Daybound', 'Nightbound',
  // CR 702.126a–b: improvise taps the artifacts a cast step names to pay generic mana of the total cost (rules/game/improvise.ts).
  'Improvise',
  // CR 702.132a: assist lets the other player pay generic mana of the total cost (rules/game/assist.ts).
  'Assist',
  // CR 702.26a–h: phasing, in each untap step before untapping (rules/actions/phasing.ts).
  'Phasing',
  // CR 702.139a, 702.139c: companion functions outside the game (revealed before it begins, put into the hand by a
  // special action, 116.2g); a card in a game zone, as every card of a scenario is, has it to no effect, so there is
  // nothing to simulate (as for partner above).
  'Companion',
  // CR 702.89a: umbra armor (totem armor, its former name) replaces the destruction of the enchanted permanent
  // (rules/actions/destroy.ts).
  'Umbra armor', 'Totem armor',
  // CR 702.95a–e: soulbond's two triggered abilities pair creatures; a pair ends as 702.95e says (rules/game/soulbond.ts).
  'Soulbond',
  // CR 702.102a–d: fuse casts both halves of a split card from the hand, paying each half's mana cost, the left half's
  // instructions followed first; CR 702.127a: aftermath casts its half only from its owner's graveyard, then exiles it
  // (rules/game/split-cast.ts; one half cast, 709.3).
  'Fuse', 'Aftermath',
  // CR 702.47a–e: splice reveals cards from the caster's hand as they cast a spell of its quality, pays their splice
  // costs as additional costs, and the spell gains their rules text after its own while on the stack (rules/game/splice.ts).
  'Splice',
].map((k) => k.toLowerCase()));

/** Whether the engine carries this keyword out (a keyword the recognizer doesn't know isn't one). */
export function keywordCarriedOut(keyword: string): boolean {
  // CR 702.14c: landwalk, for the lands rules/queries/combat-restrictions.ts can tell (landwalkLands).
  return CARRIED_OUT.has(keyword.toLowerCase()) || landwalkLands(keyword) !== undefined;
}

/**
 * Whether the engine carries out a keyword an effect grants ("Enchanted creature has rampage 2", "gains flying until end
 * of turn", "protection from the chosen color"): CR 613.1f adds it to the object in layer 6 (rules/layers/apply.ts), and
 * what it then does is the keyword's own rule (CR 702.x), so it is carried out exactly when the same keyword printed on
 * the card is (keywordCarriedOut). A keyword with a parameter ("protection from the chosen color", "ward {2}",
 * "swampwalk") is decided by its name, as the printed one is; a name the recognizer doesn't know is not carried out.
 * (A granted keyword standing for a triggered ability is decided in effect-descriptors.ts grantedKeywordCarriedOut.)
 */
export function keywordTextCarriedOut(text: string): boolean {
  const at = keywordAtStart(text);
  return at !== undefined && keywordCarriedOut(text.slice(0, at.end));
}

/** The lands a landwalk keyword names (CR 702.14a, 702.14c): with a supertype, without one ("nonbasic"), of a land subtype. */
export interface LandwalkLands {
  /** "Snow swampwalk", "Legendary landwalk": the land has this supertype. */
  supertype?: string;
  /** "Nonbasic landwalk": the land doesn't have this supertype. */
  withoutSupertype?: string;
  /** "Islandwalk", "Desertwalk": the land has this land subtype (CR 205.3i). */
  subtype?: string;
}

const LAND_SUBTYPES: ReadonlyMap<string, string> = new Map(
  SUBTYPE_LISTS.filter((l) => l.cardTypes.includes('Land')).flatMap((l) => l.names.map((n): [string, string] => [n.toLowerCase(), n])),
);

/**
 * CR 702.14a, 702.14c: what landwalk keyword `keyword` asks the defending player to control ("Islandwalk": an Island;
 * "Nonbasic landwalk": a land without the supertype basic; "Snow swampwalk": a snow Swamp), or undefined when it is not
 * a landwalk this reading knows (a type other than land or a land subtype, CR 702.14a's "card types" forms).
 */
export function landwalkLands(keyword: string): LandwalkLands | undefined {
  const m = /^(?:(nonbasic|legendary|snow) )?([a-z'-]+)walk$/.exec(keyword.toLowerCase());
  if (!m) return undefined;
  const [, prefix, base] = m;
  const out: LandwalkLands = {};
  if (prefix === 'nonbasic') out.withoutSupertype = 'Basic';
  else if (prefix) out.supertype = prefix.charAt(0).toUpperCase() + prefix.slice(1);
  if (base === 'land') return prefix ? out : undefined;
  const subtype = LAND_SUBTYPES.get(base!);
  return subtype ? { ...out, subtype } : undefined;
}
