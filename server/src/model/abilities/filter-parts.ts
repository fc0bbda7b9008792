// Which parts of an object filter the engine's matcher (rules/state/filters.ts) reads. One row per field of ObjectFilter,
// checked by the compiler: a new filter part can't be added without saying whether the matcher reads it, so nothing new
// counts as matched by default (honest results: an instruction whose filter the engine doesn't match is not carried out).
// A row is `true` (read, or a printer's choice that changes nothing matched), `false` (not matched: the part must be
// absent) or a test of the part's value.

import type { ObjectFilter } from '../types';

type Part = true | false | ((f: ObjectFilter) => boolean);

/**
 * Status words rules/state/filters.ts matches: tapped or untapped (CR 110.5), attacking or blocking in the combat now
 * (506.4), blocked and unblocked attacking creatures (509.1h).
 */
export const MATCHED_STATUSES: ReadonlySet<string> = new Set(['tapped', 'untapped', 'attacking', 'blocking', 'blocked', 'unblocked', 'nonattacking', 'nonblocking']);

const PARTS: { readonly [K in keyof Required<ObjectFilter>]: Part } = {
  // Read by rules/state/filters.ts: card types and subtypes, face, controller, token, "other", keywords, colors, names.
  types: (f) => !f.types.includes('commander'), // CR 903.3d: "a commander" is a designation, not a type the matcher reads.
  faceDown: true, faceUp: true, controller: true, nontoken: true, nontokenAt: true, other: true, withKeyword: true, withKeywordAbility: true,
  otherThanSelf: true, castHaveWritten: true, castThisTurn: true, onBattlefield: true, statusAfter: true, withNoAbilities: true,
  notYours: true, withChosenName: true, attachment: true, thatOpponentWritten: true, thatPlayerOrPlaneswalker: true,
  theyControl: true, ofChosenColor: true, ofThatColor: true, thatsKinds: true, commaAdjectives: true, colored: true,
  // CR 105.2 "that's both white and black", CR 715.2a "that has an Adventure", CR 108.3 "you own": the matcher reads them.
  // CR 702: "with flying or reach" (any one of them); CR 205.4a, 105.2: "that aren't legendary"; "that are" written.
  withKeywords: true, thatIsnt: true, thatAre: true, withVerb: true,
  hasAdventure: true, thatsColors: true, ownedByYou: true, anOpponentWritten: true, yourOpponentsWritten: true,
  yourTeamWritten: true, exceptOtherThan: true, withoutKeyword: true, withoutKeywords: true, withCounters: true, pt: true,
  orArticled: true, andOr: true, eachArticle: true, orLead: true, orNounsRepeated: true, orNames: true, orListAnd: true,
  orListAndOr: true, fromBattlefield: true, fromAmongWords: true, targetsSelf: true, targetsVerb: true, castDuring: true,
  leadOrder: true, postOrder: true, text: true, statusComma: true, zoneFrom: true, zoneTheir: true, exceptForLast: true,
  // Or-lists are matched alternative by alternative, each with the filter's own phrases (CR 608.2c; checked first).
  anyOf: true,
  status: (f) => (f.status ?? []).every((w) => MATCHED_STATUSES.has(w)),
  // Compared with a quantity, another object's value or its own: not matched (CR 107.3, 208.1).
  compare: (f) => !(f.compare && (f.compare.nIsX || f.compare.thanSelf || f.compare.than || f.compare.orToughness || f.compare.implied)),
  // "of the chosen type" (CR 607.2d) is matched; "of the creature type of your choice", "of that type" are not.
  ofChosenType: (f) => !f.ofChosenType || f.ofChosenType === 'the chosen type',
  exceptFor: (f) => !f.exceptFor || filterSimulated(f.exceptFor),
  thatAreKinds: (f) => !f.thatAreKinds || filterSimulated(f.thatAreKinds),
  controlledBy: (f) => !f.controlledBy || f.controlledBy === 'enchanted-player' || f.controlledBy === 'defending-player',
  // CR 700.6 historic, 702.33d kicked: matched; "modified" (700.9) and other adjectives are not.
  adjectives: (f) => (f.adjectives ?? []).every((w) => w === 'historic' || w === 'kicked'),
  named: (f) => f.named !== '~',
  // CR 202.1: "with {X} in its mana cost" is matched; "{P}" is not. OPEN QUESTION: older Oracle text writes {P} for any
  // Phyrexian mana symbol (107.4f), while the current CR gives {P} to the pawprint (107.18).
  costSymbol: (f) => !f.costSymbol || f.costSymbol.symbol !== '{P}',
  // Not matched.
  oneEach: false, createdWithSelf: false, zone: false, sameAs: false, sharesType: false, castBy: false, exiledWithSelf: false,
  controlledByThatPlayer: false, thatsStatus: false, ofColorOfYourChoice: false, ownedBy: false,
  outsideGame: false, // CR 400.11: "from outside the game".
  zonePhrase: false, singleTarget: false, notOwned: false, dealtDamage: false, diedThisTurn: false, didThisTurn: false,
  didntThisTurn: false, thatIs: false, controlledBySame: false, exiledAdjective: false, controlledByChosenPlayer: false,
  abilityHeld: false, offBattlefield: false, targetsWhat: false, targetsYou: false, withGreatest: false, fromAmongThem: false,
  thisWay: false, castFromNotHand: false, withName: false, relatedTo: false, ofYourChoice: false, controlledPast: false,
  abilityFrom: false, // CR 113.7: an ability's source by its kind ("from an artifact source").
  chosenPool: false, ofEachBasicType: false, amongCards: false, // CR 608.2d, 305.6 (chosen-pool.ts).
  drawnThisTurn: false, // CR 121.1: "… in your hand drawn this turn".
  choiceOf: false, // CR 608.2d: an object another player chooses.
  putThere: false, // CR 400.7, 700.4: how a card came to the zone it is in.
  total: false, // CR 601.2c, 107.1: a bound on the values of the objects chosen together.
  notThisWay: false, revealedAdjective: false, // CR 608.2c.
  mostVotes: false, // CR 701.38a: the engine holds no votes.
  different: false, // CR 201.2, 208.1: a relation among the objects chosen together.
  targetsPlayer: false, // CR 115.1: a player among a spell's targets.
};

const PART_ROWS = Object.entries(PARTS) as [keyof ObjectFilter, Part][];
/** The rows that test a value, in the table's order; and the parts not matched, which a filter must not have (issue 27: a
 * filter's own few keys are looked up among them, instead of every row's key looked up on the filter). */
const TESTED_ROWS = PART_ROWS.filter(([, part]) => typeof part === 'function') as [keyof ObjectFilter, (f: ObjectFilter) => boolean][];
const UNMATCHED: ReadonlySet<string> = new Set(PART_ROWS.filter(([, part]) => part === false).map(([key]) => key));

/** Whether the engine's matcher reads every part of a filter (its or-list's alternatives too). */
export function filterSimulated(f: ObjectFilter | undefined): boolean {
  if (!f) return true;
  if (f.anyOf && !f.anyOf.every(filterSimulated)) return false;
  // The tested rows come before the unmatched ones in the table: the same rows are asked, in the same order, as a walk of
  // the table would ask them.
  for (const [, part] of TESTED_ROWS) if (!part(f)) return false;
  for (const key in f) if (UNMATCHED.has(key) && !!(f as unknown as Record<string, unknown>)[key]) return false;
  return true;
}
