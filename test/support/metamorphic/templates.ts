// The bystanders of the metamorphic suite (issue 23 part 4), as data: real-looking Oracle sentences the grammar
// doesn't read, each with the values it could change ("reach"), and the placements where text provably can't matter.
// Every sentence must be one the model marks not understood (`unmodeled`) or understood but not carried out
// (`unsimulated`): `bystanders.ts` checks it with the parser and leaves out a sentence the grammar has learned (the
// suite then says so, and a value with no unread template left fails the template test).

/** What an expectation checks: the value a bystander's text must reach to matter. */
export type Reach =
  | 'pt' | 'color' | 'type' | 'abilities' | 'name' | 'mana-value' | 'cost' | 'zone' | 'count' | 'life' | 'player-counters'
  | 'tapped' | 'counters' | 'damage' | 'combat' | 'control' | 'trigger' | 'stack' | 'visibility' | 'pool' | 'face'
  // Whether a refused step is legal (`expect illegal:`), by the kind of step.
  | 'legality' | 'legality-cast' | 'legality-activate' | 'legality-attack' | 'legality-block' | 'legality-land' | 'turn-up';

export interface ReachTemplate {
  id: string;
  /** One printed sentence (rules text of a noncreature permanent's face). */
  sentence: string;
  reach: readonly Reach[];
  /** Why it can change those values (the CR section that makes such text apply without acting). */
  cr: string;
}

/**
 * Text that, on a face-up permanent on the battlefield, could change the value (CR 604.1: a static ability applies
 * all the time without acting; 603.2: a trigger fires on its event, unasked; an unread trigger condition could have
 * fired on any event). The first template of a reach that is still unread is used for it (with the others in turn).
 */
export const REACH_TEMPLATES: readonly ReachTemplate[] = [
  { id: 'pt-shares-color', sentence: 'Each creature gets +1/+1 for each other creature that shares a color with it.', reach: ['pt', 'zone', 'damage', 'combat', 'life'], cr: '613.4c, 604.1' },
  { id: 'pt-switched', sentence: "Each creature's power and toughness are switched.", reach: ['pt', 'zone', 'damage', 'combat', 'life'], cr: '613.4d, 604.1' },
  { id: 'color-lattice', sentence: "All cards that aren't on the battlefield, spells, and permanents are colorless.", reach: ['color'], cr: '613.1e, 105.2c' },
  // ("All creatures are black" is carried out now: CR 613.1e, 604.3 — test/rules/game/carryS-static-colors.cards.)
  { id: 'color-black', sentence: 'Each creature is every color.', reach: ['color'], cr: '613.1e' },
  { id: 'type-artifacts', sentence: 'All permanents are every card type in addition to their other types.', reach: ['type'], cr: '613.1d, 205.1b' },
  { id: 'type-wizard', sentence: 'Each creature is the creature type of your choice in addition to its other types.', reach: ['type'], cr: '613.1d, 205.1b' },
  { id: 'abilities-lands', sentence: 'Each creature has all activated abilities of all lands on the battlefield.', reach: ['abilities'], cr: '613.1f' },
  { id: 'copy-other-permanents', sentence: 'Other nonland permanents are copies of this permanent.', reach: ['name', 'mana-value', 'abilities', 'pt', 'type', 'color', 'count'], cr: '613.1a, 707.2' },
  { id: 'cost-damping', sentence: 'Each spell a player casts costs {1} more to cast for each other spell that player has cast this turn.', reach: ['cost'], cr: '601.2f' },
  { id: 'cost-graveyard', sentence: "Spells cost {1} more to cast for each card in their controller's graveyard.", reach: ['cost'], cr: '601.2f' },
  // ("… instead exile it with a void counter on it" is carried out now: CR 614.1a, 122.1.)
  { id: 'zone-rest-in-peace', sentence: 'If a card would be put into a graveyard from anywhere, its owner puts it on the bottom of their library in a random order instead.', reach: ['zone', 'trigger'], cr: '614.1a' },
  { id: 'life-tapped-trigger', sentence: 'Whenever a permanent becomes tapped for the first time each turn, its controller loses 2 life.', reach: ['life'], cr: '603.2, 119.3' },
  // ("Enchanted player can't gain life" is carried out now: CR 119.7, 303.4e.)
  { id: 'life-gain-to-loss', sentence: 'If a player would gain life, that player loses that much life instead.', reach: ['life'], cr: '614.1a, 119.7' },
  // Understood, not carried out (a player restriction): it reaches life totals, not only casts (CR 119.7).
  { id: 'life-no-gain-opponents', sentence: "Players can't gain life this turn.", reach: ['life'], cr: '119.7' },
  { id: 'zone-leave-exile', sentence: 'If a permanent would leave the battlefield, exile it instead of putting it anywhere else.', reach: ['zone', 'count'], cr: '614.1a' },
  { id: 'player-counters-solemnity', sentence: "Players can't get counters.", reach: ['player-counters'], cr: '122.1' },
  // A refused step made legal: permissions (CR 101.2 lets a "can't" win, but a refusal for timing, a target or a cost
  // is undone by a permission that covers it).
  { id: 'legality-flash', sentence: 'Each player may cast spells any time they could cast an instant.', reach: ['legality-cast', 'legality'], cr: '601.3, 117.1a' },
  { id: 'legality-hexproof', sentence: "Spells and abilities can target permanents as though they didn't have hexproof or shroud.", reach: ['legality-cast', 'legality-activate', 'legality'], cr: '115.1, 702.11b' },
  { id: 'legality-haste', sentence: 'Players may activate abilities of creatures as though those creatures had haste.', reach: ['legality-activate', 'legality-attack'], cr: '302.6, 602.5a' },
  { id: 'legality-defender', sentence: "Creatures can attack as though they had haste and didn't have defender.", reach: ['legality-attack'], cr: '508.1c, 302.6' },
  { id: 'legality-flying', sentence: 'Creatures with flying can be blocked as though they didn\'t have flying.', reach: ['legality-block'], cr: '509.1b, 702.9b' },
  { id: 'legality-extra-land', sentence: 'Each player may play an additional land on each of their turns.', reach: ['legality-land'], cr: '305.2' },
  { id: 'turn-up-free', sentence: 'Each face-down creature can be turned face up for {0} any time its controller could cast an instant.', reach: ['turn-up', 'legality'], cr: '116.2b, 702.37e' },
  { id: 'face-banned', sentence: "Players can't turn face-down creatures face up.", reach: ['face', 'turn-up'], cr: '116.2b, 101.2' },
  // ("Permanents don't untap during their controllers' untap steps" is carried out now: CR 502.3.)
  { id: 'tapped-stasis', sentence: "Players can't untap more than one permanent during their untap steps.", reach: ['tapped'], cr: '502.3' },
  { id: 'counters-solemnity', sentence: "Counters can't be put on artifacts, creatures, enchantments, or lands.", reach: ['counters'], cr: '122.1, 101.2' },
  { id: 'damage-plus-hand', sentence: 'If a source would deal damage to a permanent or player, it deals that much damage plus the number of cards in your hand to that permanent or player instead.', reach: ['damage', 'life', 'zone'], cr: '614.1a, 120.3' },
  // (An attack tax, "Creatures can't attack you unless …", reaches only the steps declaring attackers now: 508.1d, 508.1h.)
  { id: 'combat-attack-each-combat', sentence: "Creatures attack each combat if able, and players can't untap more than one creature during their untap steps.", reach: ['combat', 'tapped'], cr: '508.1d, 502.3' },
  { id: 'control-face-down', sentence: "Each player controls the face-down creatures they own.", reach: ['control'], cr: '613.1b, 108.4' },
  { id: 'trigger-torpor', sentence: "Creatures entering the battlefield or dying don't cause abilities to trigger.", reach: ['trigger', 'stack'], cr: '603.2, 614.16' },
  { id: 'visibility-top-card', sentence: 'Players play with the top card of their libraries revealed.', reach: ['visibility'], cr: '701.20, 402.3' },
  { id: 'pool-upwelling', sentence: "Players don't lose unspent mana as steps and phases end.", reach: ['pool'], cr: '106.4, 500.5' },
];

/** Where a bystander is put so that its text provably can't change anything the scenario checks. */
export type InertPlacement = 'library' | 'exile' | 'back-face' | 'face-down' | 'restriction' | 'step-restriction' | 'regeneration' | 'other-zone';

export interface InertTemplate {
  placement: InertPlacement;
  /** Why the text can't matter there. */
  why: string;
  cr: string;
  /**
   * The sentences of this placement: `undefined` means the scenario's own reach template is used (the same text that
   * must turn the answer `?` on the battlefield must leave it definite here). Otherwise fixed sentences, each with the
   * card text that would make it matter (a card of the workspace matching `testedBy` means it may be tested: the
   * next sentence is used; none: nothing the scenario language can do tests it).
   */
  sentences?: readonly { sentence: string; testedBy?: RegExp; takenBy?: RegExp }[];
}

export const INERT_TEMPLATES: readonly InertTemplate[] = [
  { placement: 'library', why: 'a card in a library: its abilities function only on the battlefield', cr: '113.6' },
  { placement: 'exile', why: 'a card in exile: its abilities function only on the battlefield', cr: '113.6' },
  { placement: 'back-face', why: "the back face of a double-faced permanent whose front face is up", cr: '712.8d, 712.8f' },
  { placement: 'face-down', why: "a face-down permanent's own text: it has none", cr: '708.2a' },
  {
    placement: 'restriction', why: 'a restriction on an action the scenario never takes', cr: '604.1',
    sentences: [
      { sentence: "Players can't cycle cards.", testedBy: /\bcycling\b|\bcycle\b/i },
      { sentence: "Players can't search libraries.", testedBy: /\bsearch/i },
    ],
  },
  {
    // CR 101.2, 601.3, 602.5: a prohibition on casting or activating, in a scenario that takes no such step (a scenario
    // whose text matches `takenBy` may take it: the next sentence is used). Turning a face-down permanent face up is a
    // special action, neither (116.2b, 702.37e).
    placement: 'step-restriction', why: 'a prohibition on a step the scenario never takes', cr: '101.2, 116.2b',
    sentences: [
      { sentence: 'During combat, players can\'t cast instant spells or activate abilities that aren\'t mana abilities.', takenBy: /\bactivates?\b|\bcasts?\b/i },
      { sentence: "Your opponents can't cast spells with even mana values.", takenBy: /\bcasts?\b/i },
    ],
  },
  {
    placement: 'regeneration', why: '"can\'t be regenerated" with nothing that regenerates', cr: '701.19c',
    sentences: [{ sentence: "Creatures dealt damage this turn can't be regenerated.", testedBy: /regenerat/i }],
  },
  {
    placement: 'other-zone', why: 'an ability that says it functions only in the graveyard, on a permanent on the battlefield', cr: '113.6b',
    sentences: [
      { sentence: 'As long as this card is in your graveyard and you control a Mountain, creatures you control have haste.' },
      { sentence: 'As long as this card is in your graveyard and you control an Island, creatures you control have flying.' },
    ],
  },
];
