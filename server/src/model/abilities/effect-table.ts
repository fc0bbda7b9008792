// The effect phrase table: every clause the grammar reads, as data (one row = one verb phrase and the Effect it
// makes). Read by effects.ts, printed back by print.ts. A new sentence shape is a row here, not code.

import type { CostChangeDuring, RepeatTimes, SkippedPart, SkipWhat, TargetSpec } from '../types';
import type { PhraseRow } from './phrase-templates';
import { targetIsSingular } from './print-target';
import { PLAYER_TEXT } from './targets';
import { PhraseTable } from './phrase-templates';
import { CDA_ROWS } from './cda';
import { RULE_ROWS } from './rule-sentences';
import { PREDEFINED_TOKENS } from './predefined-tokens';

/** "Prevent all damage …" in its written shapes (CR 615.1a); the printer picks the row by `written`. */
const PREVENT_ALL_SHAPES: [string, boolean][] = [
  ['that would be dealt to {to:objp} this turn by {by:objp}', true], ['that would be dealt to {to:objp} by {by:objp}', false],
  ['that would be dealt to {to:objp} this turn', true], ['that would be dealt to {to:objp}', false],
  ['that would be dealt by {by:objp} this turn', true], ['that would be dealt this turn by {by:objp}', true], ['that would be dealt by {by:objp}', false],
  ['that would be dealt to and dealt by {both:objp} this turn', true], ['that would be dealt to and dealt by {both:objp}', false],
  ['{by:objp} would deal to {to:objp} this turn', true], ['{by:objp} would deal this turn', true],
  ['{by:objp} would deal to {to:objp}', false], ['{by:objp} would deal', false],
  // The source written first after "that" ("Prevent all damage that ~ would deal to snow creatures"), "this turn" before
  // the recipient ("… that would be dealt this turn to creatures you control"). Kept after the others: `written` is the index.
  ['that {by:objp} would deal to {to:objp} this turn', true], ['that {by:objp} would deal this turn', true],
  ['that {by:objp} would deal to {to:objp}', false], ['that {by:objp} would deal', false],
  ['that would be dealt this turn to {to:objp}', true],
  // "Prevent all damage that would be dealt to ~ during your turn" (CR 615.1a, 611.3a: a static for your turns only).
  ['that would be dealt to {to:objp} during your turn', false],
];
const PREVENT_ALL_ROWS: PhraseRow[] = (['damage', 'combat damage', 'noncombat damage'] as const).flatMap((damage) =>
  PREVENT_ALL_SHAPES.map(([shape, thisTurn], written): PhraseRow => ({
    kind: 'prevent-all', form: `prevent all ${damage} ${shape}`, fixed: { damage, written, ...(thisTurn ? { thisTurn } : {}), ...(shape.endsWith(' during your turn') ? { duringYourTurn: true } : {}) },
    // "Until your next turn, prevent all damage target permanent would deal" (CR 611.2a: a duration written first).
    ...(thisTurn ? {} : { duration: true }),
  })));

/** Damage redirected (CR 614.9, 615.1): "All damage that would be dealt to you is dealt to enchanted creature instead", "The
 * next 1 damage that would be dealt to ~ this turn is dealt to its owner instead". The shapes of prevention's, and two
 * more orders of "this turn" and "by"; the printer picks the row by `written`. */
const REDIRECT_SHAPES: [string, boolean][] = [
  ...PREVENT_ALL_SHAPES.filter(([shape]) => shape.startsWith('that would be dealt') && !shape.startsWith('that would be dealt this turn to') && !shape.endsWith(' during your turn')),
  ['that would be dealt to {to:objp} by {by:objp} this turn', true], ['that would be dealt this turn to {to:objp} by {by:objp}', true],
  ['that would be dealt this turn to {to:objp}', true],
  // The source written first after "that" ("The next 2 damage that a source of your choice would deal to you and/or
  // permanents you control this turn is dealt to any target instead", CR 614.9, 615.1): prevention's shape, kept last.
  ['that {by:objp} would deal to {to:objp} this turn', true],
];
const REDIRECT_ROWS: PhraseRow[] = (['damage', 'combat damage', 'noncombat damage'] as const).flatMap((damage) =>
  REDIRECT_SHAPES.flatMap(([shape, thisTurn], written): PhraseRow[] => [
    { kind: 'redirect-damage', form: `all ${damage} ${shape} is dealt to {onto:objp} instead`, fixed: { damage, written, ...(thisTurn ? { thisTurn } : {}) }, printIf: (e) => !e['next'], ...(thisTurn ? {} : { duration: true }) },
    ...(damage === 'damage' ? [{ kind: 'redirect-damage', form: `the next {next:num} damage ${shape} is dealt to {onto:objp} instead`, fixed: { damage, written, ...(thisTurn ? { thisTurn } : {}) } } as PhraseRow] : []),
  ]));

/** Damage redirected once (CR 614.9, 615.8): "The next time a source of your choice would deal damage to you this turn, that
 * damage is dealt to target creature you control instead"; `written` 100+ keeps these shapes apart from the standing ones. */
/** Built from parts: the event (a source dealing damage [to a recipient], or damage dealt to a recipient, "and/or" two) ×
 * damage or combat damage × the outcome ("that damage is dealt to …", or the source itself named again dealing it: "that
 * source / that creature / that spell / it deals that damage to … instead", Jade Monolith's, Shield Dancer's). */
const REDIRECT_NEXT_EVENTS: readonly string[] = [
  'the next time {by:objp} would deal DMG to {to:objp} this turn', 'the next time {by:objp} would deal DMG this turn', 'the next time DMG would be dealt to {to:objp} this turn',
  // "~ and/or you" (CR 614.9, 615.8): one shield for the object and for you, used up by the first damage to either.
  'the next time DMG would be dealt to {to:objp} and/or you this turn',
];
const REDIRECT_DEALERS = ['that source', 'that creature', 'that spell', 'it'] as const;
/** The source that would deal the damage, named again as its recipient ("… deals that damage to itself instead"). */
const ITSELF = { kind: 'it', word: 'itself' } as const;
const isItself = (t: unknown): boolean => JSON.stringify(t) === JSON.stringify(ITSELF);
const REDIRECT_NEXT_TIME_ROWS: PhraseRow[] = (['damage', 'combat damage'] as const).flatMap((damage) => REDIRECT_NEXT_EVENTS.flatMap((event, i): PhraseRow[] => {
  const head = event.replace('DMG', damage);
  const fixed = { damage, written: 100 + i, thisTurn: true, ...(i === 3 ? { andOrYou: true } : {}) };
  return [
    { kind: 'redirect-damage', form: `${head}, that damage is dealt to {onto:objp} instead`, fixed, printIf: (e) => e['dealer'] === undefined },
    ...(i >= 2 ? [] : REDIRECT_DEALERS.flatMap((dealer): PhraseRow[] => [
      { kind: 'redirect-damage', form: `${head}, ${dealer} deals that damage to {onto:objp} instead`, fixed: { ...fixed, dealer }, printIf: (e) => !isItself(e['onto']) },
      // "that creature deals that damage to itself instead" (Shield Dancer's): the source is dealt its own damage.
      { kind: 'redirect-damage', form: `${head}, ${dealer} deals that damage to itself instead`, fixed: { ...fixed, dealer, onto: ITSELF } },
    ])),
  ];
}));

/** An object an earlier instruction named, as a possessive (CR 608.2c): "that permanent's activated abilities …". */
export const NAMED_POSSESSIVES = ["that permanent's", "that creature's", "that artifact's", "that land's"] as const;

/** A casting permission with another cost or "but not from anywhere else" (CR 118.8, 118.9, 101.2): printed by its own row. */
const withCost = (e: Record<string, unknown>): boolean => e['altCost'] !== undefined || e['addCosts'] !== undefined || e['using'] !== undefined || !!e['onlyFrom'];

/** How often the instructions are done again (CR 608.2c). */
/** A grant listed with commas or with two quoted abilities (the `abilitylist` slot's): more than one keyword, or `more`. */
const listed = (e: Record<string, unknown>): boolean => !!e['more'] || ((e['keywords'] as string[] | undefined)?.length ?? 0) > 1;
const REPEAT_TIMES: readonly RepeatTimes[] = ['once', 'two more times', 'any number of times'];

/** When a spell's own cost change applies (CR 601.2f). */
const COST_CHANGE_DURING: readonly CostChangeDuring[] = ['your end step', 'your turn'];

/** A replacement's new amount of damage (CR 614.1a): "it deals double that damage to that permanent or player instead". */
const DAMAGE_MODIFIERS = ['double that damage', 'triple that damage', 'that much damage plus 1', 'that much damage plus 2', 'that much damage minus 1', 'that damage', 'twice that much damage',
  // "~ deals that much damage to any target": the amount an earlier instruction or the trigger event produced (CR 608.2c, 603.2).
  'that much damage'] as const;

/** Replacements that change a number of counters or tokens (CR 614.1a): the new number from the old, in its written forms. */
const COUNTER_CHANGES: ['twice' | 'plus-one' | 'minus-one', (c: string) => string][] = [
  ['twice', (c) => `twice that many ${c} counters`], ['plus-one', (c) => `that many plus one ${c} counters`], ['minus-one', (c) => `that many ${c} counters minus one`],
];
const MORE_INSTEAD_ROWS: PhraseRow[] = [
  // "If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters are put on it instead" (CR 122.6).
  ...['+1/+1', '-1/-1'].flatMap((counter) => COUNTER_CHANGES.flatMap(([change, words]) => ['it', 'that creature', 'that permanent'].map((onto, written): PhraseRow => ({
    kind: 'more-instead', form: `if one or more ${counter} counters would be put on {on:chosen}, ${words(counter)} are put on ${onto} instead`,
    fixed: { what: 'counters', counter, change, written },
  })))),
  { kind: 'more-instead', form: 'if an effect would put one or more counters on {on:chosen}, it puts twice that many of those counters on that permanent instead', fixed: { what: 'counters', counter: '', change: 'twice', byEffect: true, written: 0 } },
  // CR 614.1a, 702.43a: counters a keyword's triggered ability would put ("If a modular triggered ability would put one or
  // more +1/+1 counters on a creature you control, …"): read, not simulated (the engine doesn't tell which ability puts them).
  { kind: 'more-instead', form: 'if a {byKeyword:kwname} triggered ability would put one or more +1/+1 counters on {on:chosen}, that many plus one +1/+1 counters are put on it instead', fixed: { what: 'counters', counter: '+1/+1', change: 'plus-one', written: 6 } },
  // CR 614.1a, 122.6: counters of any kind, one more of each kind put ("that many plus one of each of those kinds of counters").
  { kind: 'more-instead', form: 'if one or more counters would be put on {on:chosen}, that many plus one of each of those kinds of counters are put on that permanent instead', fixed: { what: 'counters', counter: '', change: 'plus-one', written: 5 } },
  // CR 111.1: tokens created.
  { kind: 'more-instead', form: 'if an effect would create one or more tokens under your control, it creates twice that many of those tokens instead', fixed: { what: 'tokens', change: 'twice', byEffect: true, written: 0 } },
  { kind: 'more-instead', form: 'if one or more tokens would be created under your control, twice that many of those tokens are created instead', fixed: { what: 'tokens', change: 'twice', written: 1 }, duration: true },
  // "If you would create one or more Treasure tokens, instead create those tokens plus an additional Treasure token"
  // (CR 614.1a, 111.10): one more of a predefined token.
  ...Object.keys(PREDEFINED_TOKENS).map((token): PhraseRow => ({
    kind: 'more-instead', form: `if you would create one or more ${token} tokens, instead create those tokens plus an additional ${token} token`, fixed: { what: 'tokens', change: 'plus-one', token, written: 2 },
  })),
  // CR 614.1a, 111.1: as many tokens of another kind besides them, or in place of the creature tokens.
  { kind: 'more-instead', form: 'if one or more tokens would be created under your control, those tokens plus that many {newToken:tokens} are created instead', fixed: { what: 'tokens', change: 'plus-that-many', written: 3 } },
  { kind: 'more-instead', form: 'if one or more creature tokens would be created under your control, that many {newToken:tokens} are created instead', fixed: { what: 'tokens', change: 'that-many', written: 4 } },
];

const RESTRICTION_ROWS: PhraseRow[] = [
  // CR 502.3, 509.1b, 508.1c, 702.3b, 303.4: further restrictions and permissions about one object.
  "don't untap during your untap step", "don't untap during your next untap step", "can't be blocked by more than one creature",
  "can't be blocked except by three or more creatures", 'can attack this turn as though it didn\'t have defender',
  "can attack as though it didn't have defender", "can't be the target of spells or abilities", "can't be enchanted",
  "can't block alone", "can't attack alone", "can't be blocked except by creatures with flying",
  'must be blocked by all creatures able to block it', "can't attack or block alone",
  "can't block", "can't attack", "can't attack or block", "can't be blocked", "can't be countered",
  "can't be blocked except by two or more creatures", 'attack each combat if able', 'block each combat if able',
  "can't be the target of spells or abilities your opponents control", "don't untap during its controller's untap step",
  "can't be turned face up", "can't transform", "can't be regenerated", "can't block this turn", "can't attack this turn",
  "can't be blocked this turn", "don't untap during its controller's next untap step", "can't block this turn", 'can block only creatures with flying',
  "can't attack or block this turn", "can't block creatures with flying", 'can block an additional creature each combat',
  'can block any number of creatures', "can't block it", "can't attack you or planeswalkers you control",
  "don't untap during their untap step", "can't be countered by spells or abilities", 'must be blocked if able',
  // CR 508.1c–d, 509.1b–c, 302.6: more restrictions and requirements about one object (issue 26).
  "can't attack you", 'must be blocked this turn if able', 'can attack as though it had haste', "can't attack during extra turns",
  "can't attack, block, or crew Vehicles", "can't attack, block, or transform", 'can only attack alone', "can't attack or block this combat",
  "can't block this combat", 'can block as though it were untapped', 'must be blocked by two or more creatures if able',
  'must be blocked by exactly one creature if able', "can't attack or block for as long as you control ~", "can't block creatures with power greater than its power",
  // CR 702.26: a permanent that can't phase out.
  "can't phase out",
  // CR 509.1b: creatures of a kind that can't block this object ("Creatures without defender can't block ~ this turn").
  "can't block ~", "can't block ~ this turn",
  // CR 701.19c: regeneration shields don't apply to it until the turn ends; CR 509.1b: unblockable for this combat.
  "can't be regenerated this turn", "can't be blocked this combat",
  // CR 502.3: several permanents that don't untap during their controller's next untap step.
  "don't untap during their controller's next untap step", "don't untap during their controllers' next untap steps",
  // CR 502.3: permanents of a kind that don't untap during their controllers' untap steps, every turn (a static).
  "don't untap during their controllers' untap steps",
  // CR 502.3: one untap step of a player the ability names (read, not simulated).
  "don't untap during that player's next untap step", "don't untap during their next untap step", "don't untap during target player's next untap step",
  // CR 702.14, 509.1b: a blocker that ignores every landwalk (read, not simulated).
  "can block creatures with landwalk abilities as though they didn't have those abilities",
  // CR 508.1c, 611.2a: a restriction for one later turn, its controller's next (read, not simulated).
  "can't attack during its controller's next turn",
  // CR 500.8, 508.1c: in the additional combat phase an instruction before it made (read, not simulated).
  "can't attack you or planeswalkers you control that combat",
  // CR 701.3b, 704.5m–n: an object Equipment or other Auras can't become attached to (read, not simulated).
  "can't be equipped", "can't be enchanted by other Auras",
  // CR 701.21a: a permanent its controller can't sacrifice (read, not simulated).
  "can't be sacrificed",
].map((form) => {
  // The model keeps the singular wording ("attacks each combat if able"); the form holds the verb's base form.
  const singular = form.replace(/^attack /, 'attacks ').replace(/^block /, 'blocks ').replace(/^don't /, "doesn't ");
  return { kind: 'restriction', subject: 'object', form, fixed: { restriction: singular }, duration: true } as PhraseRow;
}).concat([
  // CR 508.1d, 509.1c: a requirement met by attacking or by blocking (not enforced).
  // Both verbs agree with the subject: the row's second verb is written in each number.
  { kind: 'restriction', subject: 'object', form: 'attack or block each combat if able', fixed: { restriction: 'attacks or blocks each combat if able' }, duration: true, printIf: (e) => !targetIsSingular(e['target'] as TargetSpec) },
  { kind: 'restriction', subject: 'object', form: 'attack or blocks each combat if able', fixed: { restriction: 'attacks or blocks each combat if able' }, duration: true, printIf: (e) => targetIsSingular(e['target'] as TargetSpec) },
]);

/** CR 702.3b, 509.1a: the same permissions said of several objects ("Creatures you control can attack as though they didn't
 * have defender"): the model keeps the singular wording, the plural subject's pronoun printed with it (before the singular rows). */
const PLURAL_PERMISSION_ROWS: PhraseRow[] = ["can attack as though it didn't have defender", 'can block as though it were untapped', 'can attack as though it had haste',
  // CR 702.14, 509.1b: landwalk ignored ("Creatures with swampwalk can be blocked as though they didn't have swampwalk").
  ...(['swampwalk', 'islandwalk', 'forestwalk', 'mountainwalk', 'plainswalk'] as const).map((walk) => `can be blocked as though it didn't have ${walk}`),
  // CR 702.14, 509.1b: "Creatures with landwalk abilities can be blocked as though they didn't have those abilities".
  "can be blocked as though it didn't have those abilities"].map((restriction): PhraseRow => ({
  kind: 'restriction', subject: 'object', form: restriction.replace(/ it (?=didn't|were|had)/, ' they '), fixed: { restriction }, duration: true, printIf: (e) => !targetIsSingular(e['target'] as TargetSpec),
}));

const notSpecial = (e: Record<string, unknown>) => !e['faceDown'] && !e['under'] && !e['tapped'] && !e['faceUp'];

/** A player's zones shuffled into their library whole, as written (CR 701.24a). */
const SHUFFLED_ZONES = ['graveyard', 'hand', 'hand and graveyard'] as const;

/** Several zones searched at once, as written (CR 701.23a). */
const SEARCHED_ZONES = ['graveyard, hand, and library', 'graveyard, hand, and/or library', 'library and/or graveyard', 'library and graveyard', 'graveyard and/or library'] as const;

/** What a player may skip (CR 500.11), as written after "your"/"their": "[next] <step or phase> [this turn]" ("this turn":
 * the current turn's, 614.10), or their next turn or turns (500.7's opposite, 500.11). */
const SKIPPED_PARTS: readonly SkippedPart[] = ['untap step', 'draw step', 'upkeep', 'combat phase', 'upkeep step'];
const SKIPPABLE: readonly SkipWhat[] = [
  ...SKIPPED_PARTS.flatMap((part): SkipWhat[] => [part, `next ${part}`, `${part} this turn`, `next ${part} this turn`]),
  'next turn', 'next two turns',
];

/**
 * Game actions the engine does not carry out yet (their descriptors say so): skipping, extra turns, coins and dice,
 * transforming, exchanges of control, looking at a hand, attaching, damage prevention, piles. Placed first: rows of one
 * kind print in order, and these are the more specific wordings of zone changes.
 */
const GAME_ACTION_ROWS: PhraseRow[] = [
  // CR 509.1b: "can't be blocked by creatures with power 2 or less (this turn)".
  { kind: 'block-restriction', subject: 'object', form: "can't be blocked by {by:filters} this turn", fixed: { thisTurn: true }, duration: true, printIf: (e) => !e['except'] },
  { kind: 'block-restriction', subject: 'object', form: "can't be blocked by {by:filters}", duration: true, printIf: (e) => !e['thisTurn'] && !e['except'] },
  // CR 509.1b: only creatures of a kind can block it ("can't be blocked except by artifact creatures and/or white creatures").
  { kind: 'block-restriction', subject: 'object', form: "can't be blocked except by {by:filters} this turn", fixed: { except: true, thisTurn: true }, duration: true, printIf: (e) => !e['thisTurnFirst'] },
  { kind: 'block-restriction', subject: 'object', form: "can't be blocked this turn except by {by:filters}", fixed: { except: true, thisTurn: true, thisTurnFirst: true }, duration: true },
  { kind: 'block-restriction', subject: 'object', form: "can't be blocked except by {by:filters}", fixed: { except: true }, duration: true, printIf: (e) => !e['thisTurn'] },
  // CR 701.20: "Target opponent reveals their hand. You choose a nonland card from it. That player discards that card."
  { kind: 'reveal-hand', subject: 'player', form: 'reveal their hand', printIf: (e) => e['who'] !== 'you' && !e['yours'] },
  // "you may reveal your hand rather than pay …": the imperative names no player; "your" is kept to print it back.
  { kind: 'reveal-hand', subject: 'player', form: 'reveal your hand', fixed: { yours: true } },
  // CR 701.38a–b: a vote among objects, starting with you, in turn order (not carried out); before the other choices, so a
  // vote is never printed as a choice.
  { kind: 'choose-target', form: 'starting with you, each player votes for {target:chosen}', fixed: { vote: true, who: 'each-player' } },
  { kind: 'choose-target', form: 'you choose {target:chosen} from it', fixed: { fromIt: true }, printIf: (e) => !e['imperative'] },
  { kind: 'choose-target', form: 'choose {target:chosen} from it', fixed: { fromIt: true, imperative: true } },
  { kind: 'player-action', subject: 'player', form: 'discard {cards:obj}', fixed: { action: 'discard', amount: { kind: 'fixed', n: 1 } } },
  { kind: 'draw', subject: 'player', form: 'draw cards equal to {equalTo:qty}', fixed: { count: 0 }, printIf: (e) => !e['equalToBefore'] },
  // "draw half X cards" (CR 107.3, 107.1a: its rounding told in the phrase or by "Round down each time.", effects.ts).
  { kind: 'draw', subject: 'player', form: 'draw {equalTo:lqty} cards', fixed: { count: 0, equalToBefore: true } },
  // CR 613.1b: "You control enchanted creature" (a static control change).
  { kind: 'gain-control', form: 'you control {target:obj}', fixed: { youControl: true, duration: 'permanent' } },
  // Amounts "equal to …" (CR 107.3): "mill cards equal to …", "create a number of … tokens equal to …", "add an amount of {C}
  // equal to …".
  ...(['mill', 'discard'] as const).map((action): PhraseRow => ({ kind: 'player-action', subject: 'player', form: `${action} cards equal to {amount:quantity}`, fixed: { action }, printIf: (e) => !e['aNumber'] })),
  // "Target player discards a number of cards equal to the sacrificed creature's power" (CR 107.3, 701.9a, 701.17a).
  ...(['mill', 'discard'] as const).map((action): PhraseRow => ({ kind: 'player-action', subject: 'player', form: `${action} a number of cards equal to {amount:quantity}`, fixed: { action, aNumber: true } })),
  { kind: 'create-token', subject: 'player', form: 'create a number of {_:tokens} equal to {amount:quantity}' },
  { kind: 'add-mana', form: 'add an amount of {mana:mana} equal to {equalTo:qty}' },
  // Older wording of mana abilities, kept as written (a templating difference): "Add {G} to your mana pool."
  { kind: 'add-mana', form: 'add {mana:mana} to your mana pool', fixed: { manaPool: true } },
  { kind: 'add-mana', form: 'add one mana of any color to your mana pool', fixed: { mana: 'any', manaPool: true } },
  // CR 500.11, 614.10: "skip your draw step", "each opponent skips their next untap step".
  ...SKIPPABLE.flatMap((what): PhraseRow[] => [
    { kind: 'skip', subject: 'player', form: `skip your ${what}`, fixed: { what }, printIf: (e) => !e['their'] },
    { kind: 'skip', subject: 'player', form: `skip their ${what}`, fixed: { what, their: true } },
  ]),
  // CR 614.1b, 614.10: the event a replacement names, skipped ("If you would draw a card, you may skip that draw instead").
  ...(['that draw', 'that step', 'that turn'] as const).map((what): PhraseRow => ({ kind: 'skip', subject: 'player', form: `skip ${what}`, fixed: { what } })),
  // CR 614.1a, 119.3: a life gain a replacement names, replaced by nothing ("If an opponent would gain life, that player
  // gains no life instead"): the gain doesn't happen (read only inside the replacement, effects.ts strayThatEvent).
  { kind: 'skip', subject: 'player', form: 'gain no life', fixed: { what: 'that life gain' } },
  { kind: 'extra-turn', subject: 'player', form: 'take an extra turn after this one' }, // CR 500.7
  // CR 104.2a, 104.3a: a player wins or loses the game by an effect.
  { kind: 'game-result', subject: 'player', form: 'win the game', imperative: false, fixed: { result: 'win' } },
  { kind: 'game-result', subject: 'player', form: 'lose the game', imperative: false, fixed: { result: 'lose' } },
  { kind: 'game-draw', form: 'the game is a draw' }, // CR 104.4a
  // CR 120.4a: the damage an instruction before deals beyond lethal (or loyalty, or defense) dealt to another permanent or
  // player instead (read, not simulated).
  { kind: 'excess-damage', form: 'excess damage is dealt to {to:objp} instead' },
  // CR 614.1a, 110.2: objects that would enter or be created under an opponent's control enter or are created under yours
  // instead ("If a creature would enter the battlefield under an opponent's control this turn, it enters the battlefield
  // under your control instead"; read, not simulated).
  ...([' the battlefield', ''] as const).map((bf): PhraseRow => ({
    kind: 'control-instead', form: `if a {what:filterone} would enter${bf} under an opponent's control this turn, it enters${bf} under your control instead`, fixed: { event: 'enter', thisTurn: true, ...(bf ? { battlefieldWritten: true } : {}) },
    printIf: (e) => !!e['battlefieldWritten'] === !!bf,
  })),
  { kind: 'control-instead', form: "each {what:filterone} that would be created under an opponent's control this turn is created under your control instead", fixed: { event: 'created', thisTurn: true } },
  // CR 509.1a, 101.1: a player other than the defending player chooses how creatures block ("you choose how those creatures
  // block", "The attacking player chooses how each creature blocks each combat"; read, not simulated).
  ...([undefined, 'each combat', 'this combat'] as const).flatMap((when): PhraseRow[] => (['block', 'blocks'] as const).map((verb): PhraseRow => ({
    kind: 'choose-blocks', subject: 'player', imperative: false, form: `choose how {blockers:obj} ${verb}${when ? ` ${when}` : ''}`, ...(when ? { fixed: { when } } : {}),
    printIf: (e) => e['when'] === when && targetIsSingular(e['blockers'] as TargetSpec) === (verb === 'blocks'),
  }))),
  // CR 705 (coins), 706 (dice).
  ...(['flip a coin', 'roll a six-sided die', 'roll two six-sided dice', 'roll a four-sided die', 'roll a twenty-sided die', 'roll a d20',
    // CR 706.1: a die written by its number of faces, "roll a d6" (read, not simulated: the engine rolls no dice).
    'roll a d4', 'roll a d6', 'roll a d8', 'roll a d10', 'roll a d12'] as const).map(
    (what): PhraseRow => ({ kind: 'random', subject: 'player', form: what, fixed: { what } }),
  ),
  { kind: 'transform', form: 'transform {target:obj}' }, // CR 701.27a
  // CR 107.3, 701.10: "double the value of X" of the spell a cast trigger names. OPEN QUESTION: no rule of 701.10 defines
  // doubling X (read, not carried out).
  { kind: 'double-x', form: 'double the value of X' },
  { kind: 'unattach', form: 'unattach {target:obj}' }, // CR 701.3d
  { kind: 'tap', form: 'tap or untap {target:chosen}', fixed: { orUntap: true } }, // CR 701.26
  { kind: 'exchange-control', form: 'exchange control of {target:obj} and {other:obj}' }, // CR 701.12b
  // CR 701.12b: both objects in one phrase ("Exchange control of two target creatures").
  { kind: 'exchange-control', form: 'exchange control of {target:obj}', printIf: (e) => e['other'] === undefined },
  // CR 119.5: a life total set to a number ("Target opponent's life total becomes 10").
  { kind: 'set-life-total', form: 'your life total becomes {amount:num}', fixed: { whose: 'you' } },
  // CR 115.1, 601.2c: "up to one target player's life total becomes …" (none may be chosen; not carried out).
  ...(['target-opponent', 'target-player', 'that-player', 'each-player', 'each-opponent', 'up-to-one-target-player'] as const).flatMap((whose): PhraseRow[] => [
    { kind: 'set-life-total', form: `${PLAYER_TEXT[whose]}'s life total becomes {amount:num}`, fixed: { whose } },
    { kind: 'set-life-total', form: `${PLAYER_TEXT[whose]}'s life total becomes {equalTo:qty}`, fixed: { whose }, printIf: (e) => e['amount'] === undefined },
  ]),
  { kind: 'set-life-total', form: 'your life total becomes equal to {equalTo:qty}', fixed: { whose: 'you', equalWritten: true } },
  { kind: 'set-life-total', form: 'your life total becomes {equalTo:qty}', fixed: { whose: 'you' }, printIf: (e) => !e['equalWritten'] && e['amount'] === undefined },
  // CR 701.10d: a life total doubled ("double your life total", "double its controller's life total"): any player's possessive.
  { kind: 'set-life-total', form: 'double your life total', fixed: { whose: 'you', doubled: true } },
  { kind: 'set-life-total', form: 'double {whose:owner} life total', fixed: { doubled: true }, printIf: (e) => e['whose'] !== 'you' },
  // CR 701.20a: cards revealed (or exiled) one at a time from the top until one of a kind is found.
  ...(['reveal', 'exile'] as const).flatMap((verb): PhraseRow[] => [
    { kind: 'reveal-until', subject: 'player', form: `${verb} cards from the top of your library until you ${verb} {target:chosen}`, fixed: { verb }, printIf: (e) => e['who'] === undefined || e['who'] === 'you' },
    { kind: 'reveal-until', subject: 'player', form: `${verb} cards from the top of their library until they ${verb} {target:chosen}`, fixed: { verb }, printIf: (e) => e['who'] !== undefined && e['who'] !== 'you' && !e['passive'] },
  ]),
  // CR 701.20a: the passive, "until four land cards are revealed" (how many of the kind: not carried out beyond one).
  ...(['is', 'are'] as const).map((be): PhraseRow => ({
    kind: 'reveal-until', subject: 'player', form: `reveal cards from the top of their library until {target:chosen} ${be} revealed`, fixed: { verb: 'reveal', passive: be },
    printIf: (e) => e['who'] !== undefined && e['who'] !== 'you',
  })),
  // CR 701.12c: life totals exchanged.
  { kind: 'exchange-life', form: 'two target players exchange life totals', fixed: { twoTargets: true } },
  { kind: 'exchange-life', subject: 'player', form: 'exchange life totals with {with:player}' },
  // CR 701.12g: a life total and a creature's power or toughness exchanged ("Exchange your life total with ~'s
  // toughness"): the life gained or lost, and the value set in layer 7b (613.4b); not carried out.
  { kind: 'exchange-life', form: 'exchange your life total with {withValue:quantity}', fixed: { who: 'you' }, printIf: (e) => e['withValue'] !== undefined },
  { kind: 'look-hand', form: 'look at {whose:owner} hand' }, // CR 402.3
  { kind: 'modify-pt-choice', subject: 'object', form: 'get {options:ptmodlist}', duration: true }, // CR 613.4c
  { kind: 'modify-pt-x', subject: 'object', form: 'get {_:ptx}', duration: true }, // CR 107.3, 613.4c
  { kind: 'switch-pt', form: 'switch {target:objposs} power and toughness', duration: true }, // CR 613.4d (read by effects.ts)
  { kind: 'become-chosen-type', subject: 'object', form: 'become the creature type of your choice', duration: true, printIf: (e) => !e['basicLand'] && !e['chosen'] && !e['addition'] }, // CR 205.1a
  // CR 205.1b, 205.3m: "becomes the creature type of your choice in addition to its other types" (it keeps its other
  // creature types; rules/effects/chosen-type-effects.ts adds the chosen one, 613.1d).
  ...(['its', 'their'] as const).map((whose): PhraseRow => ({
    kind: 'become-chosen-type', subject: 'object', form: `become the creature type of your choice in addition to ${whose} other types`, fixed: { addition: whose }, duration: true,
    printIf: (e) => !e['basicLand'] && !e['chosen'] && e['addition'] === whose,
  })),
  // "{X}, {T}: Draw a card. X is the number of cards in an opponent's hand." (CR 107.3c: the text defines X, in a sentence of its own).
  { kind: 'define-x', form: 'X is {quantity:qty}' },
  // "count the number of permanents you control": a number later instructions name "that number" (CR 608.2c); read, not
  // carried out.
  { kind: 'count-number', form: 'count {quantity:qty}' },
  // "… gains flashback until end of turn. The flashback cost is equal to its mana cost." (CR 702.34a, 702.35a, 702.152a: a
  // granted keyword's cost, stated by the sentence after the grant).
  { kind: 'keyword-cost-is', form: 'the {keywords:keywords} cost is equal to its mana cost', fixed: { cost: 'its mana cost' } },
  { kind: 'become-chosen-type', subject: 'object', form: 'become the basic land type of your choice', fixed: { basicLand: true }, duration: true, printIf: (e) => !e['chosen'] && !e['addition'] }, // CR 305.7
  // CR 305.7, 205.1b: "becomes the basic land type of your choice in addition to its other types" (it keeps its types and abilities).
  ...(['its', 'their'] as const).map((whose): PhraseRow => ({
    kind: 'become-chosen-type', subject: 'object', form: `become the basic land type of your choice in addition to ${whose} other types`, fixed: { basicLand: true, addition: whose }, duration: true,
    printIf: (e) => !e['chosen'] && e['addition'] === whose,
  })),
  // CR 205.1a, 205.1b: a type chosen earlier ("as this enters, choose a creature type"; "choose a basic land type"), as
  // written: "becomes that type", "is the chosen type in addition to its other types" (not applied by the layers).
  ...(['the chosen type', 'that type'] as const).flatMap((chosen): PhraseRow[] => [
    { kind: 'become-chosen-type', subject: 'object', form: `become ${chosen}`, fixed: { chosen }, duration: true, printIf: (e) => e['chosen'] === chosen && !e['be'] },
    { kind: 'become-chosen-type', subject: 'object', form: `be ${chosen}`, fixed: { chosen, be: true }, duration: true, printIf: (e) => e['chosen'] === chosen && !e['addition'] },
    ...(['its', 'their'] as const).map((whose): PhraseRow => ({
      kind: 'become-chosen-type', subject: 'object', form: `be ${chosen} in addition to ${whose} other types`, fixed: { chosen, be: true, addition: whose }, duration: true,
      printIf: (e) => e['chosen'] === chosen && e['addition'] === whose,
    })),
  ]),
  // CR 106.12, 614.1a: what a land tapped for mana produces instead (who taps it, as written).
  ...([['', ' and amount'], ['', ''], ['you', ' and amount'], ['you', ''], ['a player', ' and amount'], ['a player', '']] as const).map(([tapper, amount]): PhraseRow => ({
    kind: 'mana-instead',
    form: `${tapper === '' ? 'if {land:chosen} is tapped' : `if ${tapper} ${tapper === 'you' ? 'tap' : 'taps'} {land:chosen}`} for mana, it produces {produces:produced} instead of any other type${amount}`,
    fixed: { ...(tapper ? { tapper } : {}), ...(amount ? { andAmount: true } : {}) },
    duration: true,
    printIf: (e) => !e['tapper'] === !tapper && !e['andAmount'] === !amount,
  })),
  { kind: 'spells-alt-cost', form: 'pay {mana:mana} rather than pay the mana cost for {spells:filters}' }, // CR 118.9
  // CR 118.9, 702.29a, 702.30a: an alternative to a keyword's cost, of every object or of some objects.
  { kind: 'keyword-alt-cost', form: 'pay {mana:mana} rather than pay {keyword:kwcost} costs', printIf: (e) => e['objects'] === undefined },
  { kind: 'keyword-alt-cost', form: 'pay {mana:mana} rather than pay the {keyword:kwcost} cost for {objects:filters}' },
  { kind: 'flip-permanent', form: 'flip {target:obj}' }, // CR 710.2
  { kind: 'remove-from-combat', form: 'remove {target:obj} from combat' }, // CR 506.4
  { kind: 'phase-out', subject: 'object', form: 'phase out', imperative: false }, // CR 702.26b
  // CR 614.1c: "Creatures your opponents control enter tapped" (effects.ts reads "enter the battlefield tapped" so; printLine
  // writes it back in the legacy era).
  { kind: 'enters-tapped', subject: 'object', form: 'enter tapped', imperative: false },
  { kind: 'end-the-turn', form: 'end the turn' }, // CR 723.1
  // CR 107.3a, 601.2h: the X of the cost paid with mana of one color only.
  ...(['white', 'blue', 'black', 'red', 'green'] as const).map((color): PhraseRow => ({ kind: 'spend-only-on-x', form: `spend only ${color} mana on X`, fixed: { color } })),
  // CR 500.8: phases added to the turn.
  { kind: 'additional-phase', form: 'after this phase, there is an additional combat phase', fixed: { after: 'this phase' }, printIf: (e) => !e['last'] },
  { kind: 'additional-phase', form: 'there is an additional combat phase after this phase', fixed: { after: 'this phase', last: true } },
  { kind: 'additional-phase', form: 'after this main phase, there is an additional combat phase followed by an additional main phase', fixed: { after: 'this main phase', thenMain: true } },
  // CR 305.2: more land plays ("You may play up to three additional lands this turn").
  { kind: 'additional-lands', form: 'play {amount:count} additional lands this turn', printIf: (e) => !e['upTo'] && !e['each'] },
  { kind: 'additional-lands', form: 'play up to {amount:count} additional lands this turn', fixed: { upTo: true } },
  { kind: 'additional-lands', form: 'play {amount:count} additional lands on each of your turns', fixed: { each: true } },
  { kind: 'additional-lands', form: 'play any number of lands on each of your turns', fixed: { anyNumber: true, each: true } },
  { kind: 'lose-this-ability', subject: 'object', form: 'lose this ability', duration: true }, // CR 613.1f
  { kind: 'end-effect-action', form: 'pay {mana:mana} to end this effect' }, // CR 116.2c
  { kind: 'put-those-counters', form: 'put those counters on {target:obj}' }, // CR 122.5
  // CR 603.2: an ability triggering an additional time for one event (a static ability, not carried out).
  { kind: 'trigger-again', form: 'if {cause:cause} causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time', printIf: (e) => !e['would'] },
  { kind: 'trigger-again', form: 'if {cause:cause} would cause a triggered ability of a permanent you control to trigger, that ability triggers an additional time', fixed: { would: true } },
  // CR 700.2: more modes than the modal spell's "Choose one" ("If this spell was kicked, choose any number instead").
  ...(['both', 'any number'] as const).map((choose): PhraseRow => ({ kind: 'more-modes', form: `choose ${choose}`, fixed: { choose } })),
  // CR 111.1: "create twelve of those tokens [instead]": more of the tokens the instruction before created.
  { kind: 'create-those-tokens', form: 'create {amount:count} of those tokens' },
  // CR 615.1: prevention effects.
  { kind: 'prevent-next-damage', form: 'prevent the next {amount:num} damage that would be dealt to {to:objp} this turn', printIf: (e) => !e['thisTurnFirst'] && !e['combat'] && !e['source'] },
  // CR 615.7: "this turn" written before the recipient; combat damage only (615.1a), not carried out.
  { kind: 'prevent-next-damage', form: 'prevent the next {amount:num} damage that would be dealt this turn to {to:objp}', fixed: { thisTurnFirst: true }, printIf: (e) => !e['combat'] && !e['divided'] },
  // CR 615.7, 609.7a: the damage one chosen source would deal ("by a source of your choice", "that a source of your choice
  // would deal to …"); CR 601.2d: the amount divided among the recipients as the spell is cast. Not carried out.
  { kind: 'prevent-next-damage', form: 'prevent the next {amount:num} damage that would be dealt to {to:objp} this turn by {source:obj}', printIf: (e) => !!e['source'] && !e['sourceFirst'] },
  { kind: 'prevent-next-damage', form: 'prevent the next {amount:num} damage that {source:obj} would deal to {to:objp} this turn', fixed: { sourceFirst: true } },
  { kind: 'prevent-next-damage', form: 'prevent the next {amount:num} damage that would be dealt this turn to {to:objp}, divided as you choose', fixed: { thisTurnFirst: true, divided: true } },
  { kind: 'prevent-next-damage', form: 'prevent the next {amount:num} combat damage that would be dealt to {to:objp} this turn', fixed: { combat: true }, printIf: (e) => !e['thisTurnFirst'] },
  { kind: 'prevent-next-damage', form: 'prevent all combat damage {by:filters} would deal this turn', fixed: { amount: { kind: 'all' } } },
  // CR 615.1a, 608.2c: "If it's a green creature, prevent the next 2 damage instead": the recipients left out, those of the
  // prevention before it (read only inside an "instead" alternative, effects.ts strayThatEvent).
  { kind: 'prevent-next-damage', form: 'prevent the next {amount:num} damage', fixed: { recipientsLeftOut: 'plain' }, printIf: (e) => e['recipientsLeftOut'] === 'plain' },
  { kind: 'prevent-next-damage', form: 'prevent the next {amount:num} damage this way', fixed: { recipientsLeftOut: 'this way' }, printIf: (e) => e['recipientsLeftOut'] === 'this way' },
  // CR 615.1a, 615.8: a shield used the next time a source would deal damage ("… this turn, prevent that damage").
  // CR 615.1a, 615.7: what a damage replacement's prevention shield does to "that damage" (read only inside one, effects.ts).
  { kind: 'prevent-that-damage', form: 'prevent that damage', printIf: (e) => e['amount'] === undefined },
  { kind: 'prevent-that-damage', form: 'prevent {amount:num} of that damage', printIf: (e) => !e['allBut'] && !e['spellWords'] },
  // The older wording of the same shield after "If a spell would deal damage to a permanent or player" (CR 615.1a).
  { kind: 'prevent-that-damage', form: 'prevent {amount:num} damage that spell would deal to that permanent or player', fixed: { spellWords: true } },
  { kind: 'prevent-that-damage', form: 'prevent all but {amount:num} of that damage', fixed: { allBut: true } },
  // CR 615.1a, 615.8: "…, prevent all but 1 of that damage": the next instance of damage, all of it prevented but N.
  ...([false, true] as const).map((combat): PhraseRow => ({ kind: 'prevent-next-time', form: `the next time {by:objp} would deal ${combat ? 'combat ' : ''}damage to {to:objp} this turn, prevent all but {allBut:num} of that damage`, fixed: combat ? { combat } : {}, printIf: (e) => !!e['combat'] === combat && e['allBut'] !== undefined })),
  ...([false, true] as const).map((combat): PhraseRow => ({ kind: 'prevent-next-time', form: `the next time {by:chosen} would deal ${combat ? 'combat ' : ''}damage to {to:objp} this turn, prevent all but {allBut:num} of that damage`, fixed: combat ? { combat } : {}, printIf: () => false })),
  { kind: 'prevent-next-time', form: 'the next time {by:objp} would deal damage to {to:objp} this turn, prevent that damage', printIf: (e) => !e['combat'] && e['allBut'] === undefined },
  { kind: 'prevent-next-time', form: 'the next time {by:objp} would deal damage this turn, prevent that damage', printIf: (e) => !e['combat'] && !e['to'] },
  { kind: 'prevent-next-time', form: 'the next time {by:objp} would deal combat damage to {to:objp} this turn, prevent that damage', fixed: { combat: true }, printIf: (e) => e['allBut'] === undefined },
  { kind: 'prevent-next-time', form: 'the next time {by:objp} would deal combat damage this turn, prevent that damage', fixed: { combat: true }, printIf: (e) => !e['to'] },
  // "The next time a creature of the chosen type would deal damage to you this turn": any one source of a kind, the next
  // one to deal damage (CR 615.8; printed by the rows above, whose slot prints any object).
  { kind: 'prevent-next-time', form: 'the next time {by:chosen} would deal damage to {to:objp} this turn, prevent that damage', printIf: () => false },
  { kind: 'prevent-next-time', form: 'the next time {by:chosen} would deal combat damage to {to:objp} this turn, prevent that damage', fixed: { combat: true }, printIf: () => false },
  // CR 615.1a: "prevent all [combat|noncombat] damage that would be dealt to … [by …]", "… dealt by …", "… <source> would
  // deal": one typed prevention (damage kind, recipients, sources, this turn); `written` keeps the word order.
  ...PREVENT_ALL_ROWS,
  { kind: 'shuffle-pile', form: 'shuffle that pile' }, // CR 701.24a
  // CR 700.3, 700.3a: cards separated into piles by a player ("An opponent separates those cards into two piles").
  { kind: 'separate-piles', subject: 'player', form: 'separate {target:chosen} into two piles', printIf: (e) => !e['faceDownAndUp'] },
  { kind: 'separate-piles', subject: 'player', form: 'separate {target:chosen} into a face-down pile and a face-up pile', fixed: { faceDownAndUp: true } },
  // CR 701.44a, 701.50a: a permanent instructed to explore or connive ("it explores", "target creature you control connives").
  ...(['explore', 'connive'] as const).map((action): PhraseRow => ({ kind: 'permanent-action', subject: 'object', form: action, fixed: { action }, printIf: (e) => e['amount'] === undefined })),
  // CR 701.50e: connive N ("it connives X, where X is …"), not carried out (effect-descriptors.ts 'permanent-action').
  { kind: 'permanent-action', subject: 'object', form: 'connive {amount:num}', fixed: { action: 'connive' } },
  // CR 401.4, 701.24a, 108.3: the object's owner puts it on the top or bottom of their library (their choice) or shuffles it in.
  { kind: 'zone-change', form: 'its owner puts {target:obj} on the top or bottom of their library', fixed: { how: 'put', to: 'library', topOrBottom: true, owners: "its owner's", ownerDoes: 'its owner' } },
  ...(['put', 'shuffle'] as const).flatMap((how): PhraseRow[] => {
    const rest = how === 'put' ? 'puts it on the top or bottom of their library' : 'shuffles it into their library';
    const fixed = { how, to: 'library', owners: "its owner's", ...(how === 'put' ? { topOrBottom: true } : {}) };
    return [
      { kind: 'zone-change', form: `{target:obj}'s owner ${rest}`, fixed: { ...fixed, ownerDoes: 'possessive' } },
      { kind: 'zone-change', form: `the owner of {target:obj} ${rest}`, fixed: { ...fixed, ownerDoes: 'the owner of' } },
    ];
  }),
  // CR 105.3, 105.4, 613.1e: an object's new color chosen as the effect begins or chosen before ("is the chosen color").
  ...(['the color of your choice', 'the color or colors of your choice', 'the chosen color'] as const).flatMap((color): PhraseRow[] => [
    { kind: 'become-chosen-color', subject: 'object', form: `become ${color}`, fixed: { color }, duration: true, printIf: (e) => !e['be'] },
    { kind: 'become-chosen-color', subject: 'object', form: `be ${color}`, fixed: { color, be: true }, duration: true },
  ]),
  // CR 701.43a: "Exert ~" (an activation cost).
  { kind: 'exert', form: 'exert {target:obj}' },
  // CR 122.1, 608.2c: a limit on the counters the ability puts ("This ability can't cause the total number of … to be greater than four").
  { kind: 'counter-cap', form: "this ability can't cause the total number of {counter:counter} counters on {target:obj} to be greater than {n:n}" },
  // CR 612.1, 612.2: a text-changing effect, replacing all instances of a color word, basic land type or creature type.
  ...(['one color word with another', 'one basic land type with another', 'one creature type with another',
    'one color word with another or one basic land type with another'] as const).map((replace): PhraseRow => ({
    kind: 'change-text', form: `change the text of {target:obj} by replacing all instances of ${replace}`, fixed: { replace }, duration: true,
  })),
  // "Each opponent attacking that player does the same": other players follow the instructions before it (CR 608.2c).
  { kind: 'same-for', form: 'each {who:attackers} does the same' },
  // CR 611.3a, 608.2c: a static's effect applied to other objects too ("The same is true for creature spells you control and
  // creature cards you own that aren't on the battlefield"); not carried out.
  { kind: 'same-true-for-objects', form: 'the same is true for {first:filters} and {second:filters}' },
  // CR 402.2: a player's maximum hand size set, increased or reduced (rules/game/cleanup.ts), or equal to a quantity.
  { kind: 'max-hand-size', form: 'your maximum hand size is {n:n}', fixed: { change: 'set' }, printIf: (e) => e['change'] === 'set' && e['n'] !== undefined },
  { kind: 'max-hand-size', form: 'your maximum hand size is increased by {n:n}', fixed: { change: 'increase' }, printIf: (e) => e['n'] !== 1 && !e['whose'] },
  { kind: 'max-hand-size', form: 'your maximum hand size is reduced by {n:n}', fixed: { change: 'reduce' }, printIf: (e) => e['n'] !== 1 && !e['whose'] },
  { kind: 'max-hand-size', form: 'your maximum hand size is increased by one', fixed: { change: 'increase', n: 1 }, printIf: (e) => !e['whose'] },
  { kind: 'max-hand-size', form: 'your maximum hand size is reduced by one', fixed: { change: 'reduce', n: 1 }, printIf: (e) => !e['whose'] },
  { kind: 'max-hand-size', form: 'your maximum hand size is equal to {equalTo:qty}', fixed: { change: 'set' }, printIf: (e) => e['n'] === undefined },
  // CR 402.2: each opponent's maximum hand size increased or reduced (rules/game/cleanup.ts: the opponents of the controller).
  { kind: 'max-hand-size', form: "each opponent's maximum hand size is increased by {n:n}", fixed: { change: 'increase', whose: 'each-opponent' }, printIf: (e) => e['n'] !== 1 },
  { kind: 'max-hand-size', form: "each opponent's maximum hand size is reduced by {n:n}", fixed: { change: 'reduce', whose: 'each-opponent' }, printIf: (e) => e['n'] !== 1 },
  { kind: 'max-hand-size', form: "each opponent's maximum hand size is reduced by one", fixed: { change: 'reduce', n: 1, whose: 'each-opponent' } },
  // CR 613.1f: "The same is true for first strike, double strike, and trample." (the keyword sentence before it, repeated).
  { kind: 'same-true-for', form: 'the same is true for {keywords:kwnames}' },
  { kind: 'keep-mana', form: "you don't lose this mana as steps and phases end", duration: true }, // CR 500.4
  // CR 601.2f, 118.7: "Equip costs you pay cost {1} less", "Flashback costs you pay cost up to {2} less", "Flashback costs
  // your opponents pay cost {2} more": a keyword's costs paid by one player (not carried out).
  { kind: 'keyword-cost-change', form: '{keyword:kwcost} costs you pay cost up to {delta:generic} less', fixed: { more: false, payer: 'you', upTo: true } },
  { kind: 'keyword-cost-change', form: '{keyword:kwcost} costs you pay cost {delta:generic} less', fixed: { more: false, payer: 'you' }, printIf: (e) => !e['upTo'] },
  { kind: 'keyword-cost-change', form: '{keyword:kwcost} costs your opponents pay cost {delta:generic} more', fixed: { more: true, payer: 'opponents' } },
  // CR 601.2f: "All morph costs cost {2} more" (the cost to turn a face-down permanent face up, 702.37).
  { kind: 'keyword-cost-change', form: 'all {keyword:kwcost} costs cost {delta:generic} more', fixed: { more: true } },
  { kind: 'keyword-cost-change', form: 'all {keyword:kwcost} costs cost {delta:generic} less', fixed: { more: false } },
  { kind: 'spend-only', form: 'spend this mana only to {uses:spenduses}' }, // CR 106.6
  // CR 502.3: "Players can't untap more than one land during their untap steps" (Winter Orb): a limit on the permanents each
  // player untaps in their untap step (not carried out).
  { kind: 'untap-limit', form: "players can't untap more than one {filter:filterone} during their untap steps", fixed: { n: 1 } },
  { kind: 'untap-limit', form: "players can't untap more than {n:n} {filter:filters} during their untap steps", printIf: (e) => e['n'] !== 1 },
  // CR 301.5c, 303.4d, 704.5m–n: "~ can be attached only to a creature with power 3 or greater" (read, not carried out).
  { kind: 'attach-only-to', subject: 'object', form: 'can be attached only to {to:afilter}', duration: true },
  // CR 122.6: objects that can't have counters (of a kind) put on them, as they enter too; CR 122.4: "~ can't have more than
  // seven dream counters on it" (the extra ones removed as a state-based action). Read, not carried out.
  ...([['it', true], ['them', false]] as const).flatMap(([pronoun, singular]): PhraseRow[] => [
    { kind: 'counter-limit', subject: 'object', form: `can't have {counter:counter} counters put on ${pronoun}`, printIf: (e) => e['max'] === undefined && e['counter'] !== '' && targetIsSingular(e['target'] as TargetSpec) === singular },
    { kind: 'counter-limit', subject: 'object', form: `can't have counters put on ${pronoun}`, fixed: { counter: '' }, printIf: (e) => e['max'] === undefined && targetIsSingular(e['target'] as TargetSpec) === singular },
  ]),
  { kind: 'counter-limit', subject: 'object', form: "can't have more than {max:n} {counter:counter} counters on it", printIf: (e) => e['max'] !== undefined && targetIsSingular(e['target'] as TargetSpec) },
  { kind: 'change-target', form: 'change the target of {target:obj}', printIf: (e) => e['how'] === undefined && e['toAnother'] === undefined && e['to'] === undefined }, // CR 115.7
  // CR 115.7a "change the targets", 115.7c "change any targets", 115.7d "choose new targets for" a spell or ability (not
  // carried out).
  { kind: 'change-target', form: 'change the targets of {target:obj}', fixed: { how: 'the targets' } },
  { kind: 'change-target', form: 'change any targets of {target:obj}', fixed: { how: 'any targets' } },
  // CR 115.7: the one target changed to a new one of a kind ("change that spell's target to another creature"), or to one
  // object if able ("change the target to enchanted creature if able": the target of the spell the trigger is about).
  // Read, not carried out.
  { kind: 'change-target', form: "change {target:obj}'s target to another {toAnother:filterone}" },
  { kind: 'change-target', form: 'change the target to {to:obj} if able', fixed: { target: { kind: 'it', word: 'it' }, ifAble: true } },
  { kind: 'choose-target', form: 'choose {target:obj}', printIf: (e) => e['who'] === undefined && e['whoCondition'] === undefined }, // CR 115.1
  // CR 115.1, 601.2c: "Choose target opponent who had more life than you did as you activated this ability": a target
  // player of a kind, the kind a condition about that player (not carried out).
  { kind: 'choose-target', form: 'choose target opponent who {whoCondition:whocond}', fixed: { target: { kind: 'player', who: 'target-opponent' } }, printIf: (e) => e['whoCondition'] !== undefined },
  // CR 115.1, 115.10: a target player chosen ("Choose target opponent."), not carried out.
  ...(['target-opponent', 'target-player'] as const).map((who): PhraseRow => ({ kind: 'choose-target', form: `choose ${PLAYER_TEXT[who]}`, fixed: { target: { kind: 'player', who } }, printIf: (e) => e['whoCondition'] === undefined })),
  { kind: 'choose-target', form: 'choose {target:chosen}', printIf: () => false },
  // "Each player chooses three permanents they control, then sacrifices the rest" (CR 608.2d: each player chooses).
  { kind: 'choose-target', subject: 'player', imperative: false, form: 'choose {target:chosen}', printIf: (e) => e['who'] !== undefined && e['whoCondition'] === undefined },
  // "At the beginning of each player's upkeep, that player chooses target player who controls more lands than they do and
  // is their opponent" (CR 115.1, 102.3, 608.2c): another player chooses a target player of a kind (not carried out).
  { kind: 'choose-target', subject: 'player', imperative: false, form: 'choose target player who {whoCondition:whocond} and is their opponent', fixed: { target: { kind: 'player', who: 'target-player' }, theirOpponent: true }, printIf: (e) => e['who'] !== undefined && e['whoCondition'] !== undefined },
  { kind: 'class-level', form: 'level {level:num}' }, // CR 716.2a
  { kind: 'zone-change', form: 'put {target:chosen} on top of your library', fixed: { how: 'put', to: 'library', topYours: true }, printIf: (e) => !e['order'] && !e['topShort'] && !e['back'] },
  // "… then shuffle and put that card on top": older Oracle wording, the top of the searching player's library (CR 401.4).
  { kind: 'zone-change', form: 'put {target:chosen} on top', fixed: { how: 'put', to: 'library', topYours: true, topShort: true }, printIf: (e) => !e['order'] },
  // "… then shuffle and put those cards on top in any order" (CR 401.4: the player chooses their order).
  { kind: 'zone-change', form: 'put {target:chosen} on top in any order', fixed: { how: 'put', to: 'library', topYours: true, topShort: true, order: 'any' } },
  { kind: 'cant-activate', form: "activated abilities of {sources:filters} can't be activated", printIf: (e) => !e['its'] && !e['unlessMana'] }, // CR 602.5
  // CR 605.1a: "… unless they're mana abilities" (the abilities of those sources that are mana abilities may be activated).
  { kind: 'cant-activate', form: "activated abilities of {sources:filters} can't be activated unless they're mana abilities", fixed: { unlessMana: true }, printIf: (e) => !e['its'] },
  // "Enchanted creature can't attack or block, and its activated abilities can't be activated" (read by effects.ts).
  { kind: 'cant-activate', form: "its activated abilities can't be activated", fixed: { its: true }, printIf: (e) => !e['unlessMana'] && !e['thisTurn'], printOnly: true },
  { kind: 'cant-activate', form: "its activated abilities can't be activated this turn", fixed: { its: true, thisTurn: true }, printIf: (e) => !e['whose'], printOnly: true },
  // CR 602.5, 608.2c: the object an earlier instruction named, by its noun ("That permanent's activated abilities can't be activated this turn").
  ...NAMED_POSSESSIVES.map((whose): PhraseRow => ({ kind: 'cant-activate', form: `${whose} activated abilities can't be activated this turn`, fixed: { its: true, thisTurn: true, whose }, printIf: (e) => e['whose'] === whose, printOnly: true })),
  { kind: 'cant-activate', form: "its activated abilities can't be activated unless they're mana abilities", fixed: { its: true, unlessMana: true }, printOnly: true },
  ...(['color', 'type'] as const).map((as): PhraseRow => ({ kind: 'spend-mana-as-any', form: `spend mana as though it were mana of any ${as} to cast {spells:filters}`, fixed: { as } })), // CR 609.4b
  // CR 609.4b: any mana spent on any cost (not only to cast), or mana of one color only spent as though any color.
  ...(['color', 'type'] as const).map((as): PhraseRow => ({ kind: 'spend-mana-as-any', form: `spend mana as though it were mana of any ${as}`, fixed: { as }, printIf: (e) => !e['what'] && !e['spells'] && !e['spent'] })),
  ...(['white', 'blue', 'black', 'red', 'green'] as const).map((spent): PhraseRow => ({ kind: 'spend-mana-as-any', form: `spend ${spent} mana as though it were mana of any color`, fixed: { as: 'color', spent }, printIf: (e) => !e['selfActivation'] && e['duration'] === undefined })),
  // CR 609.4b, 611.2a: "Until end of turn, you may spend white mana as though it were mana of any color": the same
  // permission from a resolving spell or ability, lasting as stated (read, not carried out).
  ...(['white', 'blue', 'black', 'red', 'green'] as const).map((spent): PhraseRow => ({ kind: 'spend-mana-as-any', form: `spend ${spent} mana as though it were mana of any color`, fixed: { as: 'color', spent }, duration: true, printIf: (e) => !e['selfActivation'] && e['duration'] !== undefined })),
  // CR 609.4b, 602.2b: mana of one color spent on this object's activated abilities only ("to pay the activation costs of
  // ~'s abilities"); CR 609.4b, 118.14: the other mana spent only as though colorless ("You may spend other mana only as
  // though it were colorless mana", after a color's permission). Read, not carried out.
  ...(['white', 'blue', 'black', 'red', 'green'] as const).map((spent): PhraseRow => ({ kind: 'spend-mana-as-any', form: `spend ${spent} mana as though it were mana of any color to pay the activation costs of ~'s abilities`, fixed: { as: 'color', spent, selfActivation: true } })),
  { kind: 'spend-mana-as-any', form: 'spend other mana only as though it were colorless mana', fixed: { as: 'colorless', spent: 'other' } },
  { kind: 'assign-by-toughness', subject: 'object', form: 'assign combat damage equal to its toughness rather than its power', imperative: false }, // CR 510.1c
  // CR 702.143: foretell costs and foretold cards.
  { kind: 'foretell', form: 'its foretell cost is its mana cost reduced by {reducedBy:generic}', printIf: (e) => !e['equalTo'] },
  { kind: 'foretell', form: 'its foretell cost is equal to its mana cost reduced by {reducedBy:generic}', fixed: { equalTo: true } },
  { kind: 'foretell', form: 'it becomes foretold', fixed: { becomes: true } },
  // CR 613.1f: keywords and a quoted ability granted together ("gain menace and "Whenever …"").
  { kind: 'grant-ability', subject: 'object', form: 'gain {keywords:keywords} and {ability:quoted}', duration: true, printIf: (e) => !e['has'] && !listed(e) },
  { kind: 'grant-ability', subject: 'object', form: 'have {keywords:keywords} and {ability:quoted}', duration: true, fixed: { has: true }, printIf: (e) => !listed(e) },
  // CR 613.1f: a list of three or more keywords and quoted abilities, or two quoted ones ("has first strike, haste, and "…"",
  // "gains "…" and "…""): model/abilities/ability-list.ts.
  { kind: 'grant-ability', subject: 'object', form: 'gain {_:abilitylist}', duration: true, printIf: (e) => !e['has'] && listed(e) },
  { kind: 'grant-ability', subject: 'object', form: 'have {_:abilitylist}', duration: true, fixed: { has: true }, printIf: (e) => listed(e) },
  // CR 401.4: "put them on top of your library in any order".
  { kind: 'zone-change', form: 'put {target:chosen} on top of your library in any order', fixed: { how: 'put', to: 'library', order: 'any', topYours: true }, printIf: (e) => !e['back'] },
  // "… and the rest back on top of your library in any order": the cards looked at go back where they were (CR 401.4).
  { kind: 'zone-change', form: 'put {target:chosen} back on top of your library in any order', fixed: { how: 'put', to: 'library', order: 'any', topYours: true, back: true } },
  { kind: 'untap-during', form: "untap {target:chosen} during each opponent's untap step", printIf: (e) => e['whose'] === undefined }, // CR 502.3
  // CR 502.3, 102.1: "during each other player's untap step" (each player but you; not carried out).
  { kind: 'untap-during', form: "untap {target:chosen} during each other player's untap step", fixed: { whose: 'each other player' } },
  // CR 303.4f, 702.5a, 712.14a: an Aura (a Curse) put onto the battlefield enchanting a player the effect names ("attached
  // to you", "attached to target opponent"); not carried out (effect-descriptors.ts). Before the rows without it, so the
  // printer never leaves the player out.
  { kind: 'zone-change', form: 'return {target:chosen} to the battlefield transformed under your control attached to {attachedToPlayer:player}', fixed: { how: 'return', to: 'battlefield', transformed: true, under: 'you' } },
  { kind: 'zone-change', form: 'return {target:chosen} to the battlefield attached to {attachedToPlayer:player}', fixed: { how: 'return', to: 'battlefield' } },
  { kind: 'zone-change', form: 'put {target:chosen} onto the battlefield attached to {attachedToPlayer:player}', fixed: { how: 'put', to: 'battlefield' } },
  { kind: 'zone-change', form: 'return {target:chosen} to the battlefield transformed under your control', fixed: { how: 'return', to: 'battlefield', transformed: true, under: 'you' } }, // CR 712.14a
  // CR 712.14a, 110.2: back under its owner's control, written with the pronoun of the card ("her owner's").
  ...(["its owner's", "her owner's", "his owner's", "their owner's"] as const).map((owners): PhraseRow => ({
    kind: 'zone-change', form: `return {target:chosen} to the battlefield transformed under ${owners} control`, fixed: { how: 'return', to: 'battlefield', transformed: true, under: 'owner', owners },
  })),
  // CR 406.3: cards exiled "in a face-down pile" stay together, face down.
  { kind: 'zone-change', subject: 'player', form: 'exile {target:chosen} in a face-down pile', fixed: { how: 'exile', to: 'exile', faceDown: true, pile: true } },
  // CR 401.4: the player chooses the top or the bottom.
  { kind: 'zone-change', form: 'put {target:chosen} on the top or bottom of your library', fixed: { how: 'put', to: 'library', topOrBottom: true }, printIf: (e) => !e['owners'] },
  { kind: 'zone-change', form: "put {target:chosen} on the top or bottom of its owner's library", fixed: { how: 'put', to: 'library', topOrBottom: true, owners: "its owner's" } },
  // CR 401.4: a place in the library counted from the top ("third from the top").
  ...(['second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'] as const).map((fromTop): PhraseRow => ({
    kind: 'zone-change', form: `put {target:chosen} into its owner's library ${fromTop} from the top`, fixed: { how: 'put', to: 'library', fromTop }, printIf: (e) => !e['their'],
  })),
  // CR 401.4: a place in the library under a number of cards counted from the top ("just beneath the top X cards of that
  // library"; not carried out).
  { kind: 'zone-change', form: "put {target:chosen} into its owner's library just beneath the top {beneathTop:count} card(s) of that library", fixed: { how: 'put', to: 'library' } },
  // CR 401.4, 608.2d: another player puts it there ("That player puts that card into their library third from the top";
  // not carried out, `who`).
  ...(['second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'] as const).map((fromTop): PhraseRow => ({
    kind: 'zone-change', subject: 'player', imperative: false, form: `put {target:chosen} into their library ${fromTop} from the top`, fixed: { how: 'put', to: 'library', fromTop, their: true },
  })),
  // CR 303.4f: an Aura returned or put onto the battlefield attached to an object the effect names.
  { kind: 'zone-change', form: 'return {target:chosen} to the battlefield attached to {attachedTo:chosen}', fixed: { how: 'return', to: 'battlefield' } },
  { kind: 'zone-change', form: 'put {target:chosen} onto the battlefield attached to {attachedTo:chosen}', fixed: { how: 'put', to: 'battlefield' } },
  { kind: 'zone-change', form: 'return {target:chosen} to the battlefield face up or face down', fixed: { how: 'return', to: 'battlefield', faceUpOrDown: true } },
  // CR 701.45a (Unstable): "assemble a Contraption" by the ability's controller.
  { kind: 'assemble', form: 'assemble {amount:count} Contraption(s)', fixed: { target: { kind: 'player', who: 'you' } } },
  // CR 107.1a: "half their life, rounded up".
  // CR 107.1a: rounded up or down, lost or paid (a cost, CR 119.4).
  ...(['up', 'down'] as const).flatMap((round): PhraseRow[] => [
    { kind: 'life', subject: 'player', form: `lose half your life, rounded ${round}`, fixed: { gain: false, amount: { kind: 'half-life', round } }, printIf: (e) => e['who'] === 'you' && !e['pay'] },
    { kind: 'life', subject: 'player', form: `lose half their life, rounded ${round}`, fixed: { gain: false, amount: { kind: 'half-life', round } }, printIf: (e) => !e['pay'] },
    { kind: 'life', subject: 'player', form: `pay half your life, rounded ${round}`, fixed: { gain: false, pay: true, amount: { kind: 'half-life', round } }, printIf: (e) => e['who'] === undefined || e['who'] === 'you' },
    // CR 107.1a: "loses half their life. Round up each time.": the rounding told by the next sentence (`each`; effects.ts
    // applyFollowUp; a line without that sentence is not understood).
    { kind: 'life', subject: 'player', form: 'lose half your life', fixed: { gain: false, amount: { kind: 'half-life', round, each: true } }, printIf: (e) => e['who'] === 'you' && !e['pay'] },
    { kind: 'life', subject: 'player', form: 'lose half their life', fixed: { gain: false, amount: { kind: 'half-life', round, each: true } }, printIf: (e) => !e['pay'] },
    // CR 107.1a: "loses a third of their life, rounded up" (each player's own life total divided by three).
    { kind: 'life', subject: 'player', form: `lose a third of your life, rounded ${round}`, fixed: { gain: false, amount: { kind: 'half-life', round, divisor: 3 } }, printIf: (e) => e['who'] === 'you' && !e['pay'] },
    { kind: 'life', subject: 'player', form: `lose a third of their life, rounded ${round}`, fixed: { gain: false, amount: { kind: 'half-life', round, divisor: 3 } }, printIf: (e) => !e['pay'] },
    // CR 701.17a, 107.1a: "mills half their library, rounded down" (not carried out: the engine mills a number).
    { kind: 'player-action', subject: 'player', form: `mill half their library, rounded ${round}`, fixed: { action: 'mill', amount: { kind: 'half-library', round } }, printIf: (e) => e['who'] !== undefined && e['who'] !== 'you' },
    { kind: 'player-action', subject: 'player', form: `mill half your library, rounded ${round}`, fixed: { action: 'mill', amount: { kind: 'half-library', round } }, printIf: (e) => e['who'] === undefined || e['who'] === 'you' },
  ]),
  { kind: 'add-mana', form: 'add {count:n} mana of any one color', fixed: { mana: 'any one color' }, printIf: (e) => !e['countIsX'] && e['who'] === undefined && e['andOther'] === undefined }, // CR 106.1
  // CR 106.1, 105.1: "Add two mana of any one color and two mana of any other color" (two colors chosen, different; read,
  // not carried out: rules/queries/mana-abilities.ts makes no such pair).
  { kind: 'add-mana', form: 'add {count:n} mana of any one color and {andOther:n} mana of any other color', fixed: { mana: 'any one color' }, printIf: (e) => !e['countIsX'] && e['who'] === undefined && e['andOther'] !== undefined },
  // CR 106.4, 106.1: another player adds the mana, the color theirs to choose ("That player adds two mana of any one color
  // they choose"), not carried out.
  { kind: 'add-mana', subject: 'player', imperative: false, form: 'add {count:n} mana of any one color', fixed: { mana: 'any one color' }, printIf: (e) => !e['countIsX'] && e['who'] !== undefined && !e['theyChoose'] },
  { kind: 'add-mana', subject: 'player', imperative: false, form: 'add {count:n} mana of any one color they choose', fixed: { mana: 'any one color', theyChoose: true } },
  // "Add X mana of any one color, where X is …" (CR 107.3c: X defined by the text).
  { kind: 'add-mana', form: 'add X mana of any one color', fixed: { mana: 'any one color', count: 0, countIsX: true } },
  { kind: 'search-library', subject: 'player', form: 'search {whose:owner} library for {target:chosen}', printIf: (e) => !e['zones'] }, // CR 701.23a
  // "Each player searches their library for …": the searching player's own library (CR 701.23a).
  { kind: 'search-library', subject: 'player', form: 'search their library for {target:chosen}', fixed: { their: true } },
  // CR 701.23a, 400.1: a search of several zones at once ("Search target player's graveyard, hand, and library for all cards
  // with that name"; "Search your library and/or graveyard for a card named …").
  ...SEARCHED_ZONES.flatMap((zones): PhraseRow[] => [
    { kind: 'search-library', subject: 'player', form: `search {whose:owner} ${zones} for {target:chosen}`, fixed: { zones } },
    { kind: 'search-library', subject: 'player', form: `search your ${zones} for {target:chosen}`, fixed: { zones }, printIf: (e) => e['whose'] === undefined },
  ]),
  { kind: 'player-action', subject: 'player', form: 'shuffle your library', fixed: { action: 'shuffle', amount: { kind: 'fixed', n: 1 }, yourLibrary: true } }, // CR 701.24a
  // CR 701.24a: "Target player shuffles their library", "Each player shuffles their library": each named player's own.
  { kind: 'player-action', subject: 'player', form: 'shuffle their library', fixed: { action: 'shuffle', amount: { kind: 'fixed', n: 1 }, theirLibrary: true }, printIf: (e) => !!e['theirLibrary'] },
];

export const EFFECT_ROWS: PhraseRow[] = [
  ...GAME_ACTION_ROWS,
  // ---- Face-down vocabulary (CR 701.40 manifest, 701.58 cloak, 701.62 manifest dread, 708) ----
  { kind: 'manifest-dread', form: 'manifest dread' },
  { kind: 'manifest', form: 'manifest the top card of your library', fixed: { count: 1 }, printIf: (e) => !e['from'] },
  { kind: 'manifest', form: 'manifest the top {count:n} cards of your library', printIf: (e) => e['count'] !== 1 && !e['from'] },
  { kind: 'cloak', form: 'cloak the top card of your library', fixed: { count: 1 }, printIf: (e) => !e['from'] },
  { kind: 'cloak', form: 'cloak the top {count:n} cards of your library', printIf: (e) => e['count'] !== 1 && !e['from'] },
  // CR 701.40a, 701.58a: manifesting or cloaking a card from elsewhere than the top of your library.
  { kind: 'manifest', subject: 'player', form: 'manifest {from:chosen}', fixed: { count: 1 } },
  { kind: 'cloak', form: 'cloak {from:chosen}', fixed: { count: 1 } },
  { kind: 'turn-face-down', form: 'turn {target:obj} face down' },
  { kind: 'turn-face-up', form: 'turn {target:obj} face up' },
  { kind: 'reveal', form: 'reveal {target:chosen}', fixed: { thenTurnFaceUpIfCreatureCard: false }, printIf: (e) => e['who'] === undefined },
  // CR 701.20a: a player named as the one who reveals ("Target opponent reveals the top card of their library").
  { kind: 'reveal', subject: 'player', form: 'reveal {target:chosen}', fixed: { thenTurnFaceUpIfCreatureCard: false }, printIf: (e) => e['who'] !== undefined },
  // ---- Layered effects (CR 613) ----
  { kind: 'lose-all-abilities', subject: 'object', form: 'lose all abilities', duration: true, printIf: (e) => !e['other'] && !e['except'] },
  // CR 605.1a: mana abilities kept ("All lands lose all abilities except mana abilities").
  { kind: 'lose-all-abilities', subject: 'object', form: 'lose all abilities except mana abilities', fixed: { except: 'mana abilities' }, duration: true },
  // "loses all other abilities": all but those the same effect grants ("has defender, loses all other abilities").
  { kind: 'lose-all-abilities', subject: 'object', form: 'lose all other abilities', fixed: { other: true }, duration: true, printIf: (e) => !e['otherList'] },
  // "loses all other card types and abilities", "… abilities, card types, and creature types" (CR 205.1a restated).
  { kind: 'lose-all-abilities', subject: 'object', form: 'lose all other {otherList:otherlist}', fixed: { other: true }, duration: true },
  // CR 510.1c: "you may have ~ assign its combat damage this turn as though it weren't blocked", "… creatures you control with
  // no abilities assign their combat damage as though they weren't blocked" (the object does it, read after "have").
  ...([false, true] as const).flatMap((thisTurn): PhraseRow[] => [
    { kind: 'assign-unblocked', subject: 'object', form: `assign its combat damage${thisTurn ? ' this turn' : ''} as though it weren't blocked`, ...(thisTurn ? { fixed: { thisTurn } } : {}), printIf: (e) => !!e['thisTurn'] === thisTurn && targetIsSingular(e['target'] as TargetSpec) },
    { kind: 'assign-unblocked', subject: 'object', form: `assign their combat damage${thisTurn ? ' this turn' : ''} as though they weren't blocked`, ...(thisTurn ? { fixed: { thisTurn } } : {}), printIf: (e) => !!e['thisTurn'] === thisTurn && !targetIsSingular(e['target'] as TargetSpec) },
  ]),
  { kind: 'become-copy', subject: 'object', form: 'become a copy of {of:obj}', duration: true },
  // CR 111.2, 707.2: "that player creates a token that's a copy of that card": a player named as the subject creates it.
  { kind: 'create-token-copy', subject: 'player', form: "create a token that's a copy of {of:obj}", printIf: (e) => e['count'] === undefined && e['amount'] === undefined && e['attacks'] === undefined && e['attacking'] === undefined && !e['chosenOf'] },
  // "Create a token that's a copy of a card exiled with ~": a card chosen as it resolves, not a target (CR 707.2, 608.2d,
  // 607.2a; not carried out, effect-descriptors.ts).
  { kind: 'create-token-copy', subject: 'player', form: "create a token that's a copy of {of:chosen}", fixed: { chosenOf: true } },
  // CR 508.1d, 702.141a: a token copy with a requirement naming the player it attacks ("… that attacks that opponent
  // this turn if able", encore's).
  { kind: 'create-token-copy', form: "create a token that's a copy of {of:obj} that attacks {attacks:player} this turn if able", printIf: (e) => e['count'] === undefined },
  // CR 707.2, 111.1: several copies at once ("Create two tokens that are copies of target creature").
  { kind: 'create-token-copy', subject: 'player', form: 'create {count:n} tokens that are copies of {of:obj}', printIf: (e) => !e['tapped'] && e['attacking'] === undefined },
  // CR 111.1, 110.5b: "create two tapped tokens that are copies of ~": the tokens enter tapped.
  { kind: 'create-token-copy', subject: 'player', form: 'create {count:n} tapped tokens that are copies of {of:obj}', fixed: { tapped: true } },
  // CR 508.4, 707.2: copies put onto the battlefield tapped and attacking ("… and that's tapped and attacking", "a tapped
  // and attacking token that's a copy of …"), the relative clause agreeing with the number of tokens.
  { kind: 'create-token-copy', subject: 'player', form: "create a token that's a copy of {of:obj} and that's tapped and attacking", fixed: { attacking: 'tapped and attacking' }, printIf: (e) => e['count'] === undefined && e['amount'] === undefined && !e['attackingFirst'] },
  { kind: 'create-token-copy', subject: 'player', form: "create a tapped and attacking token that's a copy of {of:obj}", fixed: { attacking: 'tapped and attacking', attackingFirst: true }, printIf: (e) => e['count'] === undefined && e['amount'] === undefined },
  { kind: 'create-token-copy', subject: 'player', form: 'create {count:n} tokens that are copies of {of:obj} and that are tapped and attacking', fixed: { attacking: 'tapped and attacking' } },
  // CR 107.3: "create X tokens that are copies of …" (X defined by the sentence, or "that many").
  { kind: 'create-token-copy', subject: 'player', form: 'create {amount:count} tokens that are copies of {of:obj}', printIf: (e) => e['count'] === undefined && !e['tapped'] && e['attacking'] === undefined },
  { kind: 'create-token-copy', subject: 'player', form: 'create {amount:count} tokens that are copies of {of:obj} and that are tapped and attacking', fixed: { attacking: 'tapped and attacking' }, printIf: (e) => e['count'] === undefined },
  { kind: 'modify-pt', subject: 'object', form: 'get {_:ptmod}', duration: true, printIf: (e) => !e['additional'] },
  // "it gets an additional +2/+2": the same change, said to add to one before it (CR 613.4c).
  { kind: 'modify-pt', subject: 'object', form: 'get an additional {_:ptmod}', fixed: { additional: true }, duration: true },
  { kind: 'set-base-pt', subject: 'object', form: 'have base power and toughness {_:pt}', duration: true, printIf: (e) => !e['each'] && !e['only'] },
  // "~'s power and toughness are each 2" (CR 613.4b: a value set, in a static ability under a condition, 604.3a).
  { kind: 'set-base-pt', form: "~'s power and toughness are each {_:eachpt}", fixed: { target: { kind: 'self' }, each: true } },
  { kind: 'choose-pt', subject: 'object', form: 'become your choice of {options:ptlist}', duration: true },
  // CR 613.4b, 608.2h: "change ~'s base power and toughness to that creature's power and toughness [until end of turn]":
  // the other object's power and toughness as the instruction is followed, a base P/T that doesn't follow it afterwards.
  { kind: 'set-base-pt-of', form: "change {target:objposs} base power and toughness to {of:objposs} power and toughness", duration: true, printIf: (e) => !e['baseOf'] },
  { kind: 'set-base-pt-of', form: "change the base power and toughness of {target:obj} to {of:objposs} power and toughness", duration: true, fixed: { baseOf: true } },
  // CR 613.4b: "has base power 8 until end of turn", "has base toughness 1": one of the two values set in layer 7b, the
  // other kept (`only`).
  { kind: 'set-base-pt', subject: 'object', form: 'have base power {power:digits}', duration: true, fixed: { only: 'power', toughness: 0 }, printIf: (e) => e['only'] === 'power' },
  { kind: 'set-base-pt', subject: 'object', form: 'have base toughness {toughness:digits}', duration: true, fixed: { only: 'toughness', power: 0 }, printIf: (e) => e['only'] === 'toughness' },
  // CR 613.4b, 608.2h: "has base power and base toughness each equal to the number of cards exiled this way": both values
  // set to one amount (`baseEach`), counted as a spell or ability resolves where the engine counts it.
  { kind: 'set-base-pt-to', subject: 'object', form: 'have base power and base toughness each equal to {quantity:qty}', duration: true, fixed: { baseEach: true }, printIf: (e) => !!e['baseEach'] },
  ...CDA_ROWS,
  { kind: 'set-base-pt-equal', form: "~'s power and toughness are each equal to {_:eachqty}", fixed: { target: { kind: 'self' } }, printIf: (e) => !e['its'] },
  // "As long as ~ isn't attacking, its power and toughness are each equal to …": "its" after a condition about itself
  // (CR 611.3a, 613.4b).
  { kind: 'set-base-pt-equal', form: 'its power and toughness are each equal to {_:eachqty}', fixed: { target: { kind: 'self' }, its: true } },
  {
    kind: 'gain-keyword', subject: 'object', form: 'gain {keywords:keywords}', duration: true,
    printIf: (e) => !e['has'] && !e['yourChoice'],
  },
  // CR 608.2d: one keyword of a list, chosen as it resolves ("gains your choice of flying, first strike, or haste").
  { kind: 'gain-keyword', subject: 'object', form: 'gain your choice of {keywords:keywordchoice}', duration: true, fixed: { yourChoice: true } },
  { kind: 'gain-keyword', subject: 'object', form: 'have {keywords:keywords}', duration: true, fixed: { has: true } },
  // gain-ability (a quoted static ability the layers carry out) is read by effects.ts; these rows only print it.
  { kind: 'gain-ability', subject: 'object', form: 'have {ability:quoted}', duration: true, printIf: (e) => e['duration'] === 'permanent', printOnly: true },
  { kind: 'gain-ability', subject: 'object', form: 'gain {ability:quoted}', duration: true, printOnly: true },
  { kind: 'lose-keyword', subject: 'object', form: 'lose {keywords:keywords}', duration: true, printIf: (e) => !e['cantHave'] },
  // "… lose flying and can't have or gain flying", "… can't have hexproof or shroud" (CR 613.1f; not carried out).
  { kind: 'lose-keyword', subject: 'object', form: "can't have or gain {keywords:keywords}", duration: true, fixed: { cantHave: 'have or gain' } },
  { kind: 'lose-keyword', subject: 'object', form: "can't have {keywords:keywordchoice}", duration: true, fixed: { cantHave: 'have', either: true } },
  { kind: 'lose-keyword', subject: 'object', form: "can't have {keywords:keywords}", duration: true, fixed: { cantHave: 'have' }, printIf: (e) => !e['either'] },
  { kind: 'grant-ability', subject: 'object', form: 'have {ability:quoted}', duration: true, fixed: { has: true }, printIf: (e) => !e['keywords'] && !e['more'] },
  { kind: 'grant-ability', subject: 'object', form: 'gain {ability:quoted}', duration: true, printIf: (e) => !e['keywords'] && !e['has'] && !e['more'] },
  { kind: 'gain-control', form: 'gain control of {target:obj}', duration: true, printIf: (e) => e['who'] === undefined },
  // CR 613.1b: a named player gains control ("Target opponent gains control of ~", "that player gains control of it").
  { kind: 'gain-control', subject: 'player', form: 'gain control of {target:obj}', duration: true, printIf: (e) => e['who'] !== undefined },
  // ---- Counters, cards, zones ----
  // CR 122.1, 608.2c: a counter of the kind "For each kind of counter on …" names (read, not simulated).
  { kind: 'counter-of-kind', form: 'give {target:obj} another counter of that kind', fixed: { give: true } },
  { kind: 'counter-of-kind', form: 'put another counter of that kind on {target:obj} or remove one from it', fixed: { orRemove: true } },
  { kind: 'counter-of-kind', form: 'put your choice of a +1/+1 counter or a counter of that kind on {target:obj}', fixed: { orPlusOne: true } },
  // CR 122.1: "put another +1/+1 counter on ~" (one more counter of that kind; Chlorophant's granted ability).
  { kind: 'add-counters', form: 'put another {counter:counter} counter on {target:obj}', fixed: { count: 1, another: true }, printIf: (e) => e['who'] === undefined },
  { kind: 'add-counters', form: 'put {count:n} {counter:counter} counter(s) on {target:obj}', printIf: (e) => !e['countIsX'] && !e['remove'] && !e['equalTo'] && !e['thatMany'] && !e['upTo'] && e['who'] === undefined && !e['also'] },
  // CR 122.1, 608.2c: a player the sentence names puts the counters ("You put a +1/+1 counter on each creature you
  // control", "Target opponent puts a deathtouch counter on a creature they control").
  { kind: 'add-counters', subject: 'player', imperative: false, form: 'put {count:n} {counter:counter} counter(s) on {target:chosen}', printIf: (e) => e['who'] !== undefined && !e['countIsX'] && !e['remove'] && !e['equalTo'] && !e['thatMany'] && !e['upTo'] && !e['also'] },
  // CR 608.2c: "that many" is the number an earlier instruction of the ability produced.
  { kind: 'add-counters', form: 'put that many {counter:counter} counters on {target:obj}', fixed: { count: 0, thatMany: true }, printIf: (e) => !e['remove'] && !e['twice'] },
  // "put twice that many +1/+1 counters on ~": twice the number an earlier instruction produced (CR 608.2c, 107.1).
  { kind: 'add-counters', form: 'put twice that many {counter:counter} counters on {target:obj}', fixed: { count: 0, thatMany: true, twice: true }, printIf: (e) => !e['remove'] },
  // CR 107.3, 122.1: "put up to X +1/+0 counters on ~" (up to the number X stands for; placed first so it prints these).
  { kind: 'add-counters', form: 'put up to X {counter:counter} counters on {target:obj}', fixed: { upTo: true, count: 0, countIsX: true }, printIf: (e) => !e['remove'] },
  { kind: 'add-counters', form: 'put up to {count:n} {counter:counter} counter(s) on {target:obj}', fixed: { upTo: true }, printIf: (e) => !e['remove'] },
  { kind: 'add-counters', form: 'put X {counter:counter} counters on {target:obj}', fixed: { count: 0, countIsX: true }, printIf: (e) => !e['remove'] },
  { kind: 'add-counters', form: 'put a number of {counter:counter} counters on {target:obj} equal to {equalTo:qty}', fixed: { count: 0 }, printIf: (e) => !e['remove'] && !e['equalFirst'] },
  // "put a number of +1/+1 counters equal to that creature's power on ~": the amount written before the object (CR 107.3, 122.1).
  { kind: 'add-counters', form: 'put a number of {counter:counter} counters equal to {equalTo:qty} on {target:obj}', fixed: { count: 0, equalFirst: true }, printIf: (e) => !e['remove'] },
  { kind: 'add-counters', form: 'remove {count:n} {counter:counter} counter(s) from {target:obj}', fixed: { remove: true }, printIf: (e) => !e['countIsX'] && !e['all'] && !e['anyNumber'] && !e['fromAmong'] && !e['upTo'] && !e['thatMany'] },
  // CR 122.1: counters of any kind, any number, all of them; from an object chosen without targeting (a cost, CR 118.3).
  { kind: 'add-counters', form: 'remove {count:n} {counter:counter} counter(s) from {target:chosen}', fixed: { remove: true }, printIf: () => false },
  { kind: 'add-counters', form: 'remove X {counter:counter} counters from {target:obj}', fixed: { remove: true, count: 0, countIsX: true }, printIf: (e) => !e['fromAmong'] && e['counter'] !== '' },
  // CR 122.1, 107.3: "Remove X counters from target permanent": X counters of any kinds, the player's pick.
  { kind: 'add-counters', form: 'remove X counters from {target:obj}', fixed: { remove: true, count: 0, countIsX: true, counter: '' }, printIf: (e) => !e['fromAmong'] && e['counter'] === '' },
  { kind: 'add-counters', form: 'remove X {counter:counter} counters from {target:chosen}', fixed: { remove: true, count: 0, countIsX: true }, printIf: () => false },
  // CR 122.1, 608.2c: the counters a condition before it named ("If ~ has five or more charge counters on it, remove all of
  // them from it"); read by named-counters.ts inside the condition's scope only.
  { kind: 'add-counters', form: 'remove all of them from {target:obj}', fixed: { remove: true, count: 0, all: true, countersNamed: 'all of them' }, printIf: (e) => !e['fromLeftOut'], printOnly: true },
  { kind: 'add-counters', form: 'remove all of them', fixed: { remove: true, count: 0, all: true, countersNamed: 'all of them', fromLeftOut: true }, printOnly: true },
  { kind: 'add-counters', form: 'remove them from {target:obj}', fixed: { remove: true, count: 0, all: true, countersNamed: 'them' }, printIf: (e) => !e['fromLeftOut'], printOnly: true },
  { kind: 'add-counters', form: 'remove them', fixed: { remove: true, count: 0, all: true, countersNamed: 'them', fromLeftOut: true }, printOnly: true },
  { kind: 'add-counters', form: 'remove those counters from {target:obj}', fixed: { remove: true, count: 0, all: true, countersNamed: 'those counters' }, printIf: (e) => !e['fromLeftOut'], printOnly: true },
  { kind: 'add-counters', form: 'remove those counters', fixed: { remove: true, count: 0, all: true, countersNamed: 'those counters', fromLeftOut: true }, printOnly: true },
  { kind: 'add-counters', form: 'remove all {counter:counter} counters from {target:obj}', fixed: { remove: true, count: 0, all: true }, printIf: (e) => !e['countersNamed'] },
  { kind: 'add-counters', form: 'remove all counters from {target:obj}', fixed: { remove: true, count: 0, all: true, counter: '' } },
  { kind: 'add-counters', form: 'remove {count:n} counter(s) from {target:obj}', fixed: { remove: true, counter: '' }, printIf: (e) => !e['countIsX'] && !e['all'] && !e['anyNumber'] && !e['upTo'] },
  { kind: 'add-counters', form: 'remove {count:n} counter(s) from {target:chosen}', fixed: { remove: true, counter: '' }, printIf: () => false },
  { kind: 'add-counters', form: 'remove any number of {counter:counter} counters from {target:obj}', fixed: { remove: true, count: 0, anyNumber: true }, printIf: (e) => !e['fromAmong'] },
  // CR 122.1, 118.3: counters removed from among several objects, as many from each as the player chooses (a cost).
  { kind: 'add-counters', form: 'remove {count:n} {counter:counter} counter(s) from among {target:chosen}', fixed: { remove: true, fromAmong: true }, printIf: (e) => !!e['fromAmong'] && !e['countIsX'] && !e['anyNumber'] },
  { kind: 'add-counters', form: 'remove X {counter:counter} counters from among {target:chosen}', fixed: { remove: true, count: 0, countIsX: true, fromAmong: true }, printIf: (e) => !!e['fromAmong'] },
  { kind: 'add-counters', form: 'remove any number of {counter:counter} counters from among {target:chosen}', fixed: { remove: true, count: 0, anyNumber: true, fromAmong: true }, printIf: (e) => !!e['fromAmong'] },
  { kind: 'add-counters', form: 'put {count:n} {counter:counter} counter(s) on {target:chosen}', printIf: () => false },
  // CR 122.1, 608.2d: "remove up to three counters from target creature": how many, and of which kinds, the player's pick.
  { kind: 'add-counters', form: 'remove up to {count:n} {counter:counter} counter(s) from {target:obj}', fixed: { remove: true, upTo: true }, printIf: (e) => !!e['upTo'] && !!e['remove'] && e['counter'] !== '' },
  { kind: 'add-counters', form: 'remove up to {count:n} counter(s) from {target:obj}', fixed: { remove: true, upTo: true, counter: '' }, printIf: (e) => !!e['upTo'] && !!e['remove'] && e['counter'] === '' },
  // CR 122.1: counters of several kinds put on one object at once ("put a +1/+1 counter and a flying counter on it", "… with
  // a +1/+1 counter, a flying counter, a deathtouch counter, and a shield counter on it"): the first, then `also`.
  { kind: 'add-counters', form: 'put {count:n} {counter:counter} counter(s) and {also:counterlist} on {target:obj}', printIf: (e) => (e['also'] as unknown[] | undefined)?.length === 1 },
  ...(['counter,', 'counters,'] as const).map((first): PhraseRow => ({
    kind: 'add-counters', form: `put {count:n} {counter:counter} ${first} {also:counterlist} on {target:obj}`,
    printIf: (e) => ((e['also'] as unknown[] | undefined)?.length ?? 0) > 1 && (e['count'] === 1) === (first === 'counter,'),
  })),
  // CR 122.1, 608.2d: one counter of a kind chosen from a list ("Put your choice of a vigilance counter, a reach counter,
  // or a trample counter on it", "Put a +1/+1 counter or a loyalty counter on it").
  { kind: 'add-counters', form: 'put your choice of {choices:counterchoice} on {target:obj}', fixed: { count: 1, counter: '', yourChoice: true } },
  { kind: 'add-counters', form: 'put {choices:counterchoice} on {target:obj}', fixed: { count: 1, counter: '' }, printIf: (e) => !e['yourChoice'] },
  // "prevent that damage and remove that many +1/+1 counters from it": as many as the damage prevented (CR 122.1, 615.1a).
  { kind: 'add-counters', form: 'remove that many {counter:counter} counters from {target:obj}', fixed: { remove: true, count: 0, thatMany: true } },
  { kind: 'player-counters', subject: 'player', form: 'get {count:n} {counter:counter} counter(s)', printIf: (e) => !e['loseAll'] }, // CR 122.1f
  // CR 122.1f: a player loses every counter of a kind ("Target player loses all poison counters").
  { kind: 'player-counters', subject: 'player', form: 'lose all {counter:counter} counters', fixed: { loseAll: true, count: 0 } },
  // CR 122.5: moving counters.
  { kind: 'move-counters', form: 'move {count:n} {counter:counter} counter(s) from {from:obj} onto {target:obj}', printIf: (e) => !e['all'] && e['counter'] !== '' },
  { kind: 'move-counters', form: 'move all {counter:counter} counters from {from:obj} onto {target:obj}', fixed: { all: true, count: 0 } },
  { kind: 'move-counters', form: 'move all counters from {from:obj} onto {target:obj}', fixed: { all: true, count: 0, counter: '' }, printIf: (e) => !e['its'] },
  // "When ~ dies, put its counters on target creature you control": the counters it had, as it last existed (CR 122.5, 608.2h).
  { kind: 'move-counters', form: 'put its counters on {target:obj}', fixed: { all: true, count: 0, counter: '', its: true, from: { kind: 'it', word: 'its' } } },
  // CR 122.5: a counter of any kind, the player's pick ("Move a counter from target creature onto a second target creature").
  { kind: 'move-counters', form: 'move {count:n} counter(s) from {from:obj} onto {target:obj}', fixed: { counter: '' }, printIf: (e) => !e['all'] && e['counter'] === '' },
  // "distribute up to that many +1/+1 counters among any number of other target creatures" (CR 601.2d, 608.2c: the number
  // named before, "if you gained life this turn"; read, not simulated as every distribution is).
  { kind: 'distribute-counters', form: 'distribute up to that many {counter:counter} counters among {target:obj}', fixed: { count: 0, thatMany: true, upTo: true } },
  { kind: 'distribute-counters', form: 'distribute {count:n} {counter:counter} counters among {target:obj}', printIf: (e) => !e['countIsX'] && !e['equalTo'] }, // CR 601.2d
  // "Distribute X +1/+1 counters among …, where X is …" (CR 601.2d, 107.3c): not carried out (effect-descriptors.ts).
  { kind: 'distribute-counters', form: 'distribute X {counter:counter} counters among {target:obj}', fixed: { count: 0, countIsX: true } },
  // CR 608.2d, 107.3: counters divided among objects chosen as the instruction is followed, not targets ("among any number
  // of creatures you control"), and "a number of … counters equal to …"; not carried out.
  { kind: 'distribute-counters', form: 'distribute {count:n} {counter:counter} counters among {target:chosen}', printIf: (e) => !e['countIsX'] && !e['equalTo'] },
  { kind: 'distribute-counters', form: 'distribute X {counter:counter} counters among {target:chosen}', fixed: { count: 0, countIsX: true } },
  { kind: 'distribute-counters', form: 'distribute a number of {counter:counter} counters equal to {equalTo:qty} among {target:obj}', fixed: { count: 0 }, printIf: (e) => !!e['equalTo'] },
  { kind: 'distribute-counters', form: 'distribute a number of {counter:counter} counters equal to {equalTo:qty} among {target:chosen}', fixed: { count: 0 }, printIf: (e) => !!e['equalTo'] },
  // CR 701.10e: as many more counters of the kind as it has.
  { kind: 'double-counters', form: 'double the number of {counter:counter} counters on {target:obj}', printIf: (e) => e['counter'] !== '' },
  { kind: 'double-counters', form: 'double the number of each kind of counter on {target:obj}', fixed: { counter: '' } },
  { kind: 'draw', subject: 'player', form: 'draw {count:n} card(s)', printIf: (e) => !e['countIsX'] && !e['thatMany'] && !e['additional'] },
  // "that player draws an additional card": a draw added to the one the draw step makes (CR 121.1, 504.1).
  { kind: 'draw', subject: 'player', form: 'draw {count:n} additional card(s)', fixed: { additional: true } },
  // "that many": as many as an earlier part of the ability or the trigger event produced (CR 608.2c, 603.2).
  { kind: 'draw', subject: 'player', form: 'draw that many cards', fixed: { count: 0, thatMany: true }, printIf: (e) => e['thatManyPlus'] === undefined },
  // "discards all cards from their hand, then draws that many cards plus one" (CR 608.2c, 107.1; not carried out).
  { kind: 'draw', subject: 'player', form: 'draw that many cards plus one', fixed: { count: 0, thatMany: true, thatManyPlus: 1 } },
  { kind: 'draw', subject: 'player', form: 'draw X cards', fixed: { count: 0, countIsX: true } },
  { kind: 'zone-change', form: 'destroy {target:obj}', fixed: { how: 'destroy', to: 'graveyard' } },
  { kind: 'zone-change', subject: 'player', form: 'exile {target:chosen}', fixed: { how: 'exile', to: 'exile' }, printIf: notSpecial },
  { kind: 'zone-change', subject: 'player', form: 'exile {target:chosen} face down', fixed: { how: 'exile', to: 'exile', faceDown: true }, printIf: (e) => !e['pile'] },
  { kind: 'zone-change', subject: 'player', form: 'exile {target:chosen} face up', fixed: { how: 'exile', to: 'exile', faceUp: true } },
  { kind: 'zone-change', subject: 'player', form: 'sacrifice {target:chosen}', fixed: { how: 'sacrifice', to: 'graveyard' } },
  { kind: 'zone-change', form: 'sacrifice {target:obj}', fixed: { how: 'sacrifice', to: 'graveyard' } },
  { kind: 'zone-change', subject: 'player', form: "return {target:chosen} to its owner's hand", fixed: { how: 'return', to: 'hand' }, printIf: (e) => !e['toYours'] && !e['owners'] && targetIsSingular(e['target'] as TargetSpec) },
  // The destination written before the objects ("return to your hand all creature cards in your graveyard …", "return to
  // the battlefield all artifact cards …", "each player returns to their hand all cards they own exiled with ~"): the same
  // instruction (CR 400.7, 608.2c), printed back in its order (`toFirst`).
  { kind: 'zone-change', form: 'return to your hand {target:chosen}', fixed: { how: 'return', to: 'hand', toYours: true, toFirst: true }, printIf: (e) => e['who'] === undefined },
  { kind: 'zone-change', form: "return to their owners' hands {target:chosen}", fixed: { how: 'return', to: 'hand', toFirst: true }, printIf: (e) => e['who'] === undefined && !e['owners'] },
  { kind: 'zone-change', form: 'return to the battlefield {target:chosen}', fixed: { how: 'return', to: 'battlefield', toFirst: true }, printIf: (e) => e['who'] === undefined && !e['under'] && !e['tapped'] },
  { kind: 'zone-change', subject: 'player', imperative: false, form: 'return to their hand {target:chosen}', fixed: { how: 'return', to: 'hand', owners: 'their', toFirst: true } },
  { kind: 'zone-change', form: "return {target:chosen} to their owners' hands", fixed: { how: 'return', to: 'hand' }, printIf: (e) => !e['toYours'] && !e['owners'] },
  // Both wordings are printed Oracle text for a group of cards (CR 400.3); kept as written.
  { kind: 'zone-change', form: "return {target:chosen} to their owner's hand", fixed: { how: 'return', to: 'hand', owners: "their owner's" } },
  { kind: 'zone-change', form: 'return {target:chosen} to your hand', fixed: { how: 'return', to: 'hand', toYours: true } },
  // "Each player returns all creature cards from their graveyard to the battlefield" (CR 608.2c: each player does it).
  { kind: 'zone-change', subject: 'player', form: 'return {target:chosen} to the battlefield', fixed: { how: 'return', to: 'battlefield' }, printIf: notSpecial },
  { kind: 'zone-change', subject: 'player', form: 'return {target:chosen} to their hand', fixed: { how: 'return', to: 'hand', owners: 'their' } },
  { kind: 'zone-change', form: 'return {target:chosen} to the battlefield tapped', fixed: { how: 'return', to: 'battlefield', tapped: true }, printIf: (e) => !e['under'] && !e['attacking'] },
  { kind: 'zone-change', form: "return {target:chosen} to the battlefield tapped under its owner's control", fixed: { how: 'return', to: 'battlefield', tapped: true, under: 'owner' } },
  { kind: 'zone-change', form: 'return {target:chosen} to the battlefield tapped under your control', fixed: { how: 'return', to: 'battlefield', tapped: true, under: 'you' }, printIf: (e) => !e['tappedLast'] },
  { kind: 'zone-change', form: 'return {target:chosen} to the battlefield under your control', fixed: { how: 'return', to: 'battlefield', under: 'you' }, printIf: (e) => !e['faceDown'] && !e['tapped'] },
  { kind: 'zone-change', form: "return {target:chosen} to the battlefield under its owner's control", fixed: { how: 'return', to: 'battlefield', under: 'owner' }, printIf: (e) => !e['faceDown'] && !e['owners'] },
  // CR 110.2a: a group of cards returned "under their owners' control" (each under its own owner's).
  { kind: 'zone-change', form: "return {target:chosen} to the battlefield under their owner's control", fixed: { how: 'return', to: 'battlefield', under: 'owner', owners: "their owner's" }, printIf: (e) => !e['faceDown'] },
  { kind: 'zone-change', form: "return {target:chosen} to the battlefield under their owners' control", fixed: { how: 'return', to: 'battlefield', under: 'owner', owners: "their owners'" }, printIf: (e) => !e['faceDown'] },
  { kind: 'zone-change', form: 'return {target:chosen} to the battlefield face down', fixed: { how: 'return', to: 'battlefield', faceDown: true }, printIf: (e) => !e['under'] },
  { kind: 'zone-change', form: 'return {target:chosen} to the battlefield face down under your control', fixed: { how: 'return', to: 'battlefield', faceDown: true, under: 'you' } },
  { kind: 'zone-change', form: "return {target:chosen} to the battlefield face down under its owner's control", fixed: { how: 'return', to: 'battlefield', faceDown: true, under: 'owner' } },
  { kind: 'zone-change', subject: 'player', form: 'put {target:chosen} onto the battlefield', fixed: { how: 'put', to: 'battlefield' }, printIf: (e) => notSpecial(e) && !e['faceUp'] },
  { kind: 'zone-change', form: 'put {target:chosen} onto the battlefield under your control', fixed: { how: 'put', to: 'battlefield', under: 'you' }, printIf: (e) => !e['faceDown'] && !e['tapped'] },
  // CR 110.2, 110.5b: put onto the battlefield tapped under your control, "tapped" written before or after the controller
  // ("Put target creature card from a graveyard onto the battlefield under your control tapped", the older wording;
  // `tappedLast`), as the "return" rows (rules/effects/zone-effects.ts).
  { kind: 'zone-change', form: 'put {target:chosen} onto the battlefield tapped under your control', fixed: { how: 'put', to: 'battlefield', tapped: true, under: 'you' }, printIf: (e) => !e['tappedLast'] },
  { kind: 'zone-change', form: 'put {target:chosen} onto the battlefield under your control tapped', fixed: { how: 'put', to: 'battlefield', tapped: true, under: 'you', tappedLast: true } },
  { kind: 'zone-change', form: 'return {target:chosen} to the battlefield under your control tapped', fixed: { how: 'return', to: 'battlefield', tapped: true, under: 'you', tappedLast: true } },
  { kind: 'zone-change', form: 'put {target:chosen} onto the battlefield face down', fixed: { how: 'put', to: 'battlefield', faceDown: true }, printIf: (e) => !e['under'] },
  { kind: 'zone-change', form: 'put {target:chosen} onto the battlefield face down under your control', fixed: { how: 'put', to: 'battlefield', faceDown: true, under: 'you' } },
  // CR 110.2a: put onto the battlefield "under its owner's control" / "under their owners' control" (a group: each under
  // its own owner's), as the "return" rows above.
  { kind: 'zone-change', form: "put {target:chosen} onto the battlefield under its owner's control", fixed: { how: 'put', to: 'battlefield', under: 'owner' }, printIf: (e) => !e['faceDown'] && !e['owners'] },
  { kind: 'zone-change', form: "put {target:chosen} onto the battlefield under their owners' control", fixed: { how: 'put', to: 'battlefield', under: 'owner', owners: "their owners'" }, printIf: (e) => !e['faceDown'] },
  { kind: 'zone-change', subject: 'player', form: 'put {target:chosen} onto the battlefield tapped', fixed: { how: 'put', to: 'battlefield', tapped: true }, printIf: (e) => !e['attacking'] },
  // CR 508.4: put onto the battlefield attacking (never declared as an attacker); not carried out.
  { kind: 'zone-change', subject: 'player', form: 'put {target:chosen} onto the battlefield tapped and attacking', fixed: { how: 'put', to: 'battlefield', tapped: true, attacking: true } },
  { kind: 'zone-change', form: 'return {target:chosen} to the battlefield tapped and attacking', fixed: { how: 'return', to: 'battlefield', tapped: true, attacking: true } },
  { kind: 'zone-change', form: 'put {target:chosen} onto the battlefield face up', fixed: { how: 'put', to: 'battlefield', faceUp: true } },
  // CR 400.3: a card goes to its owner's hand or graveyard; "their owner's hand" and "their owners' hands" are both
  // printed Oracle wordings for a group of cards (kept as written).
  ...(["their owner's hand", "their owners' hands", "their owner's graveyard", "their owners' graveyards"] as const).map(
    (place): PhraseRow => ({
      kind: 'zone-change', form: `put {target:chosen} into ${place}`,
      fixed: { how: 'put', to: place.includes('hand') ? 'hand' : 'graveyard', owners: place.includes("owners'") ? "their owners'" : "their owner's" },
    }),
  ),
  { kind: 'zone-change', form: "put {target:chosen} into its owner's hand", fixed: { how: 'put', to: 'hand', owners: "its owner's" } },
  { kind: 'zone-change', form: 'put {target:chosen} into your hand', fixed: { how: 'put', to: 'hand' }, printIf: (e) => !e['their'] },
  // Another player's own hand, after "Each player searches their library for …" (CR 400.3: a card goes to its owner's hand).
  { kind: 'zone-change', subject: 'player', form: 'put {target:chosen} into their hand', fixed: { how: 'put', to: 'hand', their: true } },
  { kind: 'zone-change', form: 'put {target:chosen} into your graveyard', fixed: { how: 'put', to: 'graveyard', toYours: true } },
  // "put the rest into their graveyard": the graveyard of the player whose cards they are (CR 404.1); "Then that player
  // puts the rest into their graveyard": another player does it (CR 608.2d; not carried out, `who`).
  { kind: 'zone-change', subject: 'player', form: 'put {target:chosen} into their graveyard', fixed: { how: 'put', to: 'graveyard', owners: 'their' } },
  { kind: 'zone-change', form: "put {target:chosen} into its owner's graveyard", fixed: { how: 'put', to: 'graveyard' }, printIf: (e) => !e['toYours'] && !e['owners'] },
  // "return each other card exiled with ~ to its owner's graveyard", "return the exiled cards to their owner's graveyard": a
  // card goes to its owner's graveyard (CR 400.3, 404.1).
  { kind: 'zone-change', form: "return {target:chosen} to its owner's graveyard", fixed: { how: 'return', to: 'graveyard' }, printIf: (e) => !e['owners'] },
  { kind: 'zone-change', form: "return {target:chosen} to their owner's graveyard", fixed: { how: 'return', to: 'graveyard', owners: "their owner's" } },
  { kind: 'zone-change', form: "return {target:chosen} to their owners' graveyards", fixed: { how: 'return', to: 'graveyard', owners: "their owners'" } },
  // "put a card an opponent owns from exile into that player's graveyard": the owner named in the object phrase (CR 404.1).
  { kind: 'zone-change', form: "put {target:chosen} into that player's graveyard", fixed: { how: 'put', to: 'graveyard', owners: "that player's" } },
  // "Look at the top four cards of your library, then put them back in any order" (CR 401.4: the top, in an order chosen).
  // CR 401.4, 608.2d: another player puts them back ("That player looks at the top three cards of your library, then puts
  // them back in any order": not carried out, `who`).
  { kind: 'zone-change', subject: 'player', form: 'put {target:chosen} back in any order', fixed: { how: 'put', to: 'library', order: 'any', back: true }, printIf: (e) => !e['topYours'] && !e['topOf'] },
  { kind: 'zone-change', form: "put {target:chosen} on top of its owner's library", fixed: { how: 'put', to: 'library' }, printIf: (e) => !e['bottom'] && !e['back'] && !e['topOf'] && !e['topShort'] && e['owners'] !== "their owners'" },
  // "Put ~ and each creature blocking or blocked by it on top of their owners' libraries": several objects, each into its
  // owner's library (CR 400.3, 401.4: each owner orders their own cards; not carried out, effect-descriptors.ts).
  { kind: 'zone-change', form: "put {target:chosen} on top of their owners' libraries", fixed: { how: 'put', to: 'library', owners: "their owners'" }, printIf: (e) => !e['bottom'] },
  { kind: 'zone-change', form: "put {target:chosen} on the bottom of their owners' libraries", fixed: { how: 'put', to: 'library', owners: "their owners'", bottom: true } },
  // CR 401.4: the bottom of a library, in a random or chosen order.
  // "that library": the library the cards were looked at in (another player's, CR 401.1).
  // "that player's library": the player the ability named, whose card it is (CR 401.1, 400.3).
  // "its owner's library": the library of the card's owner (CR 400.3, 401.1).
  // "That player puts the rest on the bottom of their library in a random order": the player whose cards they are, who
  // does it (CR 401.4, 608.2d; another player acting is not carried out, `who`).
  // "then put those cards on top of your library in any order and the rest on the bottom in any order": the bottom of the
  // library the sentence named, "of your library" left out (CR 401.4); before the rows that write the library out.
  { kind: 'zone-change', form: 'put {target:chosen} on the bottom in any order', fixed: { how: 'put', to: 'library', bottom: true, order: 'any', bottomShort: true } },
  ...(['your', 'that', "that player's", "its owner's", 'their'] as const).flatMap((whose): PhraseRow[] => {
    const lib = whose === 'that' ? { thatLibrary: true } : whose === "that player's" ? { thatLibrary: true, thatPlayers: true } : whose === "its owner's" || whose === 'their' ? { owners: whose } : {};
    const mine = (e: Record<string, unknown>) => !!e['thatLibrary'] === (whose === 'that' || whose === "that player's") && !!e['thatPlayers'] === (whose === "that player's") && (e['owners'] === "its owner's") === (whose === "its owner's") && (e['owners'] === 'their') === (whose === 'their');
    const subject = whose === 'their' ? { subject: 'player' as const } : {};
    return [
      { kind: 'zone-change', ...subject, form: `put {target:chosen} on the bottom of ${whose} library in a random order`, fixed: { how: 'put', to: 'library', bottom: true, order: 'random', ...lib }, printIf: mine },
      { kind: 'zone-change', ...subject, form: `put {target:chosen} on the bottom of ${whose} library in any order`, fixed: { how: 'put', to: 'library', bottom: true, order: 'any', ...lib }, printIf: mine },
      { kind: 'zone-change', ...subject, form: `put {target:chosen} on the bottom of ${whose} library`, fixed: { how: 'put', to: 'library', bottom: true, ...lib }, printIf: (e) => !e['order'] && mine(e) },
    ];
  }),
  // CR 401.4: the rest put back on top of another player's library, in an order chosen ("… and the rest on top of their
  // library in any order", "put the rest back on top of that player's library in any order").
  // CR 608.2d: "Target player chooses three cards from their hand and puts them on top of their library in any order": the
  // player the sentence names does it (not carried out, `who`).
  ...(['their', 'the', "that player's"] as const).flatMap((topOf): PhraseRow[] => [
    { kind: 'zone-change', ...(topOf === 'their' ? { subject: 'player' as const } : {}), form: `put {target:chosen} on top of ${topOf} library in any order`, fixed: { how: 'put', to: 'library', order: 'any', topOf }, printIf: (e) => !e['back'] },
    { kind: 'zone-change', form: `put {target:chosen} back on top of ${topOf} library in any order`, fixed: { how: 'put', to: 'library', order: 'any', topOf, back: true } },
  ]),
  // CR 401.4: one of the cards looked at put back on top, no order to choose ("Put one of them back on top of your library,
  // then exile the rest"; "Target player looks at …, puts one of them back on top of their library, …": that player's own).
  { kind: 'zone-change', form: 'put {target:chosen} back on top of your library', fixed: { how: 'put', to: 'library', topYours: true, back: true }, printIf: (e) => !e['order'] },
  { kind: 'zone-change', subject: 'player', form: 'put {target:chosen} back on top of their library', fixed: { how: 'put', to: 'library', topOf: 'their', back: true }, printIf: (e) => !e['order'] },
  // CR 401.1, 400.3: one card put on top of the library of the player the ability named ("Look at target opponent's hand
  // and choose a card from it. Put that card on top of that player's library"); not carried out (`topOf`).
  { kind: 'zone-change', form: "put {target:chosen} on top of that player's library", fixed: { how: 'put', to: 'library', topOf: "that player's" }, printIf: (e) => !e['order'] && !e['back'] },
  // CR 401.1, 608.2d: "Each player puts a card from their hand on top of their library" (each their own; not carried out).
  { kind: 'zone-change', subject: 'player', form: 'put {target:chosen} on top of their library', fixed: { how: 'put', to: 'library', topOf: 'their' }, printIf: (e) => !e['order'] && !e['back'] },
  { kind: 'attach-self-to-it', form: 'attach ~ to it', printIf: (e) => !e['word'] },
  // "Target opponent looks at the top four cards of your library": another player looks (CR 401.2; not carried out).
  { kind: 'look', subject: 'player', imperative: false, form: 'look at {target:chosen}', printIf: (e) => !e['while'] && e['who'] !== undefined },
  { kind: 'look', form: 'look at {target:chosen}', printIf: (e) => !e['while'] },
  { kind: 'look', form: 'look at {target:chosen} for as long as it remains exiled', fixed: { while: 'it remains exiled' } },
  { kind: 'look', form: 'look at {target:chosen} for as long as they remain exiled', fixed: { while: 'they remain exiled' } },
  { kind: 'look', form: 'look at {target:chosen} any time', fixed: { while: 'any time' }, printIf: (e) => !e['also'] },
  // "look at the top card of your library and at face-down creatures you don't control any time" (CR 708.5).
  { kind: 'look', form: 'look at {target:chosen} and at {also:chosen} any time', fixed: { while: 'any time' } },
  // CR 707.12: casting a copy of a card the ability made ("You may copy the exiled card. If you do, you may cast the copy without
  // paying its mana cost."), the copy and not the card; "their mana costs" for copies (CR 118.9).
  { kind: 'cast-from', form: 'cast the copy without paying its mana cost', fixed: { play: false, free: true, copy: 'the copy', target: { kind: 'it', word: 'the copy' } } },
  { kind: 'cast-from', form: 'cast the copy', fixed: { play: false, free: false, copy: 'the copy', target: { kind: 'it', word: 'the copy' } }, printIf: (e) => !withCost(e) },
  { kind: 'cast-from', form: 'cast any number of the copies without paying their mana costs', fixed: { play: false, free: true, copy: 'any number of the copies', target: { kind: 'it', word: 'the copies' } } },
  // Casting or playing from another zone (CR 601.2, 305.1); "look at and …" exiled cards (CR 406.3, 611.2b).
  ...(['cast', 'play'] as const).flatMap((verb): PhraseRow[] => {
    const play = verb === 'play';
    const base = { play, free: false };
    return [
      { kind: 'cast-from', form: `${verb} {target:obj} this turn`, fixed: { ...base, thisTurn: true }, printIf: (e) => !e['some'] },
      // CR 611.2b: for as long as the card stays exiled, or as long as this permanent stays on the battlefield.
      ...(['it remains exiled', '~ remains on the battlefield'] as const).map(
        (until): PhraseRow => ({ kind: 'cast-from', form: `${verb} {target:obj} without paying its mana cost for as long as ${until}`, fixed: { play, free: true, while: until } }),
      ),
      // "cast ~ without paying its mana cost and as though it had flash", "cast creature spells … without paying their mana
      // costs and as though they had flash" (CR 118.9, 702.8a, 601.3: the permission's timing too).
      { kind: 'cast-from', form: `${verb} {target:obj} without paying its mana cost and as though it had flash`, fixed: { play, free: true, asThoughFlash: true }, printIf: (e) => !e['their'] },
      { kind: 'cast-from', form: `${verb} {target:obj} without paying their mana costs and as though they had flash`, fixed: { play, free: true, their: true, asThoughFlash: true }, duration: true },
      { kind: 'cast-from', form: `${verb} {target:obj} without paying its mana cost`, fixed: { play, free: true }, printIf: (e) => !e['their'] && e['duration'] === undefined },
      // "Until end of turn, you may play that card without paying its mana cost" (CR 611.2a: a duration written first).
      { kind: 'cast-from', form: `${verb} {target:obj} without paying its mana cost`, fixed: { play, free: true }, printIf: (e) => !e['their'] && e['duration'] !== undefined, duration: true },
      // "(until end of turn,) you may cast noncreature spells from among those cards without paying their mana costs" (CR 118.9).
      { kind: 'cast-from', form: `${verb} {target:obj} without paying their mana costs`, fixed: { play, free: true, their: true }, duration: true },
      { kind: 'cast-from', form: `look at and ${verb} {target:obj} for as long as it remains exiled`, fixed: { ...base, look: true, while: 'it remains exiled' } },
      { kind: 'cast-from', form: `look at and ${verb} {target:obj} for as long as they remain exiled`, fixed: { ...base, look: true, while: 'they remain exiled' } },
      // CR 611.2b: "play that card for as long as it remains exiled" (a permission for that object while it stays exiled).
      { kind: 'cast-from', form: `${verb} {target:obj} for as long as it remains exiled`, fixed: { ...base, while: 'it remains exiled', duration: 'permanent' } },
      { kind: 'cast-from', form: `${verb} {target:obj} for as long as they remain exiled`, fixed: { ...base, while: 'they remain exiled', duration: 'permanent' } },
      { kind: 'cast-from', form: `${verb} {target:obj}`, fixed: base, duration: true, printIf: (e) => !e['thisTurn'] && !e['look'] && !e['landsAndSpells'] && !e['while'] && !e['some'] && !withCost(e) },
      // "play one of those cards", "play up to two of those cards": some of the cards named before, the player's pick
      // (CR 608.2d, 601.2a; not carried out).
      { kind: 'cast-from', form: `${verb} {target:chosen} this turn`, fixed: { ...base, thisTurn: true, some: true } },
      { kind: 'cast-from', form: `${verb} {target:chosen}`, fixed: { ...base, some: true }, duration: true, printIf: (e) => !e['thisTurn'] },
    ];
  }),
  // CR 609.4b: spending mana as though it were mana of any type or color changes only how a cost is paid.
  ...(['type', 'color'] as const).flatMap((as) =>
    (['that spell', 'those spells', 'it', 'them'] as const).map(
      (what): PhraseRow => ({ kind: 'spend-mana-as-any', form: `spend mana as though it were mana of any ${as} to cast ${what}`, fixed: { as, what }, duration: true }),
    ),
  ),
  // Casting with another cost (CR 601.2b, 601.2f): "You may cast ~ from your graveyard by paying {2}{W} rather than paying
  // its mana cost" (an alternative cost, 118.9), "… by paying 3 life and discarding a card in addition to paying its other
  // costs" (additional costs, 118.8), "… using its blitz ability" (a keyword's alternative cost, 702.152a), "You may cast
  // the copy by paying {1} rather than paying its mana cost" (707.12); ", but not from anywhere else" (101.2). Read, not
  // carried out (effect-descriptors.ts).
  { kind: 'cast-from', form: 'cast {target:obj} by paying {altCost:mana} rather than paying its mana cost', fixed: { play: false, free: false } },
  { kind: 'cast-from', form: 'cast {target:obj} by {addCosts:gerundcosts} in addition to paying its other costs', fixed: { play: false, free: false } },
  { kind: 'cast-from', form: 'cast {target:obj} using its {using:kwcost} ability', fixed: { play: false, free: false } },
  { kind: 'cast-from', form: 'cast {target:obj}, but not from anywhere else', fixed: { play: false, free: false, onlyFrom: true } },
  { kind: 'cast-from', form: 'cast the copy by paying {altCost:mana} rather than paying its mana cost', fixed: { play: false, free: false, copy: 'the copy', target: { kind: 'it', word: 'the copy' } } },
  // "play lands and cast spells from among those cards" (CR 305.1, 601.2): one permission for both.
  { kind: 'cast-from', form: 'play lands and cast spells from among {target:obj}', fixed: { play: true, free: false, landsAndSpells: true } },
  { kind: 'abandon-scheme', form: 'abandon this scheme' }, // CR 701.33a
  // CR 730.1, 614.1c: "If it's neither day nor night, it becomes day as this creature enters" (printLine writes the
  // legacy "enters the battlefield" back).
  ...(['day', 'night'] as const).flatMap((becomes): PhraseRow[] => [
    { kind: 'become-day-night', form: `it becomes ${becomes} as ~ enters`, fixed: { becomes } },
    { kind: 'become-day-night', form: `it becomes ${becomes} as ~ enters the battlefield`, fixed: { becomes }, printIf: () => false },
  ]),
  // CR 702.112a–b: "… and it becomes renowned" (a designation of the permanent).
  { kind: 'become-renowned', subject: 'object', form: 'become renowned', imperative: false },
  // Copying a spell (CR 707.10) and choosing new targets for the copy (CR 707.10c).
  // CR 707.10c: "each other player copies that spell": the copy is that player's (a subject other than you).
  { kind: 'copy-spell', subject: 'player', form: 'copy {target:obj}', printIf: (e) => !e['twice'] },
  // CR 608.2c: "Repeat this process", "… once", "… two more times", "You may repeat this process any number of times".
  { kind: 'repeat-process', form: 'repeat this process', printIf: (e) => !e['times'] && !e['stop'] && !e['redo'] },
  // CR 608.2c: "Then repeat this process for an enchantment and a planeswalker": again for each kind named instead.
  { kind: 'repeat-process', form: 'repeat this process for {redo:repeatfor}' },
  // CR 608.2c: "Repeat this process until no one pays life": a stop condition (model/abilities/repeat-until.ts).
  { kind: 'repeat-process', form: 'repeat this process until {stop:repeatuntil}' },
  ...REPEAT_TIMES.map((times): PhraseRow => ({ kind: 'repeat-process', form: `repeat this process ${times}`, fixed: { times } })),
  // "copy that spell twice": two copies (CR 707.10).
  { kind: 'copy-spell', form: 'copy {target:obj} twice', fixed: { twice: true } },
  // CR 707.10c: "for their copy", "for the copy they control": each player's own copy, after copies made by several players.
  ...(['the copy', 'that copy', 'the copies', 'it', 'them', 'their copy', 'the copy they control'] as const).map((what): PhraseRow => ({ kind: 'choose-new-targets', form: `choose new targets for ${what}`, fixed: { what }, printIf: (e) => !e['single'] })),
  { kind: 'change-target', form: 'choose new targets for {target:obj}', fixed: { how: 'new targets' } },
  // "choose a new target for that copy": a copy of a spell with one target (CR 707.10c).
  ...(['the copy', 'that copy', 'it'] as const).map((what): PhraseRow => ({ kind: 'choose-new-targets', form: `choose a new target for ${what}`, fixed: { what, single: true } })),
  // CR 601.2, 118.9: casting a spell of a kind chosen as it resolves ("cast a spell with mana value 3 or less from your hand
  // without paying its mana cost"), not a target.
  { kind: 'cast-from', form: 'cast {target:chosen} without paying its mana cost', fixed: { play: false, free: true }, printIf: () => false },
  // "cast any number of spells with mana value X or less from among them without paying their mana costs", "cast up to
  // two sorcery spells … from among them …": several spells of a kind, each free (CR 601.2, 118.9, 608.2c).
  { kind: 'cast-from', form: 'cast {target:chosen} without paying their mana costs', fixed: { play: false, free: true, their: true } },
  { kind: 'draft', form: 'draft ~ face up', printIf: (e) => !e['action'] },
  // Instructions that act on the draft itself (CR 905.2); the engine plays games, not drafts.
  { kind: 'draft', form: 'draft an additional card from that booster pack', fixed: { action: 'draft an additional card' } },
  { kind: 'draft', form: 'remove {card:obj} from the draft face down', fixed: { action: 'remove', faceDown: true } },
  { kind: 'draft', form: 'remove {card:obj} from the draft face up', fixed: { action: 'remove', faceDown: false } },
  { kind: 'draft', form: 'note its name', fixed: { action: 'note its name' } },
  { kind: 'draft', form: 'note its creature types', fixed: { action: 'note its creature types' } },
  // CR 905.2b: a card revealed as it is drafted, and what is noted then ("and note how many cards you've drafted this draft
  // round, including ~"; "The player to your right chooses a color, you choose another color, then the player to your left
  // chooses a third color"); CR 905.1c: a card a player may look at during the draft. Draft-time, not the game's.
  { kind: 'draft', form: 'reveal ~ as you draft it', fixed: { action: 'reveal as drafted' } },
  { kind: 'draft', form: "reveal ~ as you draft it and note how many cards you've drafted this draft round, including ~", fixed: { action: 'reveal and note cards drafted' } },
  { kind: 'draft', form: 'the player to your right chooses a color, you choose another color, then the player to your left chooses a third color', fixed: { action: 'colors chosen around' } },
  { kind: 'draft', subject: 'player', form: 'look at the next card drafted from this booster pack', fixed: { action: 'look at the next card drafted' } },
  { kind: 'assemble', subject: 'object', form: 'assemble {amount:count} Contraption(s)', imperative: false },
  { kind: 'search-library', subject: 'player', form: 'search your library for {target:chosen}', printIf: (e) => !e['zones'] },
  { kind: 'pay-mana', subject: 'player', form: 'pay {mana:paid}', printIf: (e) => e['orLife'] === undefined && e['orMana'] === undefined },
  // CR 118.12, 119.4: "unless that player pays {1} or 1 life": mana or life, the payer's choice (not carried out).
  { kind: 'pay-mana', subject: 'player', form: 'pay {mana:paid} or {orLife:num} life' },
  // CR 118.12: "unless they pay {B} or {3}": either of two mana costs, the payer's choice (not carried out).
  { kind: 'pay-mana', subject: 'player', form: 'pay {mana:paid} or {orMana:paid}' },
  // CR 602.5, 601.3: limits on activating an ability or casting a spell, in the order written.
  { kind: 'activate-only', form: 'activate only {limits:uselimits}', printIf: (e) => !e['cast'] && !e['anyPlayer'] && !e['onlyWho'] && !e['triggers'] },
  // CR 603.2, 113.6k: "This ability triggers only if ~ is on the battlefield or if ~ is in your graveyard and you control a
  // Giant": the conditions under which the triggered ability it ends triggers at all (read, not carried out).
  { kind: 'activate-only', form: 'this ability triggers only {limits:uselimits}', fixed: { triggers: true } },
  // Older wording of the same limits ("Activate this ability only any time you could cast a sorcery"): read, and printed
  // in current wording (a templating difference, the outdated-wording check's).
  { kind: 'activate-only', form: 'activate this ability only {limits:uselimits}', printIf: () => false },
  { kind: 'activate-only', form: 'cast ~ only {limits:uselimits}', fixed: { cast: true } },
  // CR 602.2: a player other than the controller may activate it (with its own limits, 602.5).
  { kind: 'activate-only', form: 'any player may activate this ability', fixed: { anyPlayer: true, limits: [] }, printIf: (e) => (e['limits'] as unknown[]).length === 0 },
  { kind: 'activate-only', form: 'any player may activate this ability but only {limits:uselimits}', fixed: { anyPlayer: true } },
  // CR 602.2: only another player (or players) may activate it, with its own limits (602.5); read, not carried out.
  { kind: 'activate-only', form: 'only {onlyWho:activators} may activate this ability', fixed: { limits: [] }, printIf: (e) => (e['limits'] as unknown[]).length === 0 },
  { kind: 'activate-only', form: 'only {onlyWho:activators} may activate this ability and only {limits:uselimits}' },
  // CR 107.14, 122.1: energy counters a player gets or pays.
  { kind: 'energy', subject: 'player', form: 'get {count:energy}', printIf: (e) => !e['pay'] && !e['amount'] },
  { kind: 'energy', subject: 'player', form: 'pay {count:energy}', fixed: { pay: true }, printIf: (e) => !e['amount'] },
  // CR 107.14, 107.3, 122.1: "you get an amount of {E} equal to the greatest power among creatures you control", "pay an
  // amount of {E} equal to that permanent's mana value": as many energy counters as the quantity counts.
  { kind: 'energy', subject: 'player', form: 'get an amount of {E} equal to {amount:quantity}', fixed: { count: 0 }, printIf: (e) => !e['pay'] },
  { kind: 'energy', subject: 'player', form: 'pay an amount of {E} equal to {amount:quantity}', fixed: { count: 0, pay: true } },
  // CR 114.2: "[Player] gets an emblem with [ability]".
  { kind: 'emblem', subject: 'player', form: 'get an emblem with {ability:quoted}', printIf: (e) => !e['more'] },
  // CR 114.2: an emblem with two or more quoted abilities ("with "…" and "…"").
  { kind: 'emblem', subject: 'player', form: 'get an emblem with {_:quotedlist}', printIf: (e) => !!e['more'] },
  { kind: 'attach-self-to-it', form: 'attach ~ to that creature', fixed: { word: 'that creature' } },
  // Any other attaching (CR 701.3a); after "attach ~ to it", which the engine carries out.
  { kind: 'attach', form: 'attach {target:obj} to {to:chosen}' },
  // CR 701.3a: an Aura or Equipment chosen as it resolves ("attach an Equipment you control to it"), not carried out.
  { kind: 'attach', form: 'attach {target:chosen} to {to:chosen}' },
  // ---- Damage, life, tapping, control, combat (CR 120, 119, 701.26, 701.14) ----
  { kind: 'damage', subject: 'object', subjectField: 'source', form: 'deal {amount:num} damage to {to:objp}', printIf: (e) => !e['divided'] && !e['toSame'] && !e['modified'] },
  // "It deals 4 damage instead": to what the instruction it replaces named (CR 608.2c).
  { kind: 'damage', subject: 'object', subjectField: 'source', form: 'deal {amount:num} damage', fixed: { toSame: true, to: { kind: 'it' } } },
  ...DAMAGE_MODIFIERS.map((modified): PhraseRow => ({ kind: 'damage', subject: 'object', subjectField: 'source', form: `deal ${modified} to {to:objp}`, fixed: { modified, amount: { kind: 'that-much' } }, printIf: (e) => !e['toSame'] })),
  ...DAMAGE_MODIFIERS.map((modified): PhraseRow => ({ kind: 'damage', subject: 'object', subjectField: 'source', form: `deal ${modified}`, fixed: { modified, amount: { kind: 'that-much' }, toSame: true, to: { kind: 'it' } } })),
  // "it deals that much damage to any target": as much as the trigger event or an earlier instruction gave (CR 608.2c, 603.2).
  { kind: 'damage', subject: 'object', subjectField: 'source', form: 'deal that much damage to {to:objp}', fixed: { amount: { kind: 'that-much' } }, printIf: (e) => !e['toSame'] && !e['modified'] },
  ...REDIRECT_ROWS,
  ...REDIRECT_NEXT_TIME_ROWS,
  ...MORE_INSTEAD_ROWS,
  { kind: 'damage', subject: 'object', subjectField: 'source', form: 'deal damage equal to {amount:quantity} to {to:objp}', printIf: (e) => !e['amountAfter'] && !e['toSame'] && !e['divided'] },
  // "deals damage equal to its power divided as you choose among any number of target creatures": a counted amount
  // divided as the ability is put on the stack (CR 601.2d, 602.2b, 107.3).
  { kind: 'damage', subject: 'object', subjectField: 'source', form: 'deal damage equal to {amount:quantity} divided as you choose among {to:objp}', fixed: { divided: true } },
  { kind: 'damage', subject: 'object', subjectField: 'source', form: 'deal damage to {to:objp} equal to {amount:quantity}', fixed: { amountAfter: true } },
  // "Each creature deals damage to itself equal to its power" (CR 120.3: the source is also what's dealt the damage).
  { kind: 'damage', subject: 'object', subjectField: 'source', form: 'deal damage to itself equal to {amount:quantity}', fixed: { amountAfter: true, toItself: true, to: { kind: 'it', word: 'itself' } } },
  // "Target creature deals 6 damage to itself", "… deals 2 damage to any target and 3 damage to itself" (CR 120.3).
  { kind: 'damage', subject: 'object', subjectField: 'source', form: 'deal {amount:num} damage to itself', fixed: { toItself: true, to: { kind: 'it', word: 'itself' } } },
  { kind: 'damage', subject: 'object', subjectField: 'source', form: 'deal {amount:num} damage divided as you choose among {to:objp}', fixed: { divided: true } },
  // "Hellfire deals X plus 3 damage to you": a quantity of X where the number stands (CR 107.3, 120.3; slots.ts numq).
  { kind: 'damage', subject: 'object', subjectField: 'source', form: 'deal {amount:numq} damage to {to:objp}', printIf: (e) => !e['divided'] && !e['toSame'] && !e['modified'] },
  // "it deals X plus 2 damage instead", "… deals damage equal to that card's power instead": to what the instruction it
  // replaces named (CR 107.3, 608.2c).
  { kind: 'damage', subject: 'object', subjectField: 'source', form: 'deal {amount:numq} damage', fixed: { toSame: true, to: { kind: 'it' } } },
  { kind: 'damage', subject: 'object', subjectField: 'source', form: 'deal damage equal to {amount:quantity}', fixed: { toSame: true, to: { kind: 'it' } } },
  { kind: 'life', subject: 'player', form: 'gain {amount:num} life', fixed: { gain: true } },
  { kind: 'life', subject: 'player', form: 'gain life equal to {amount:quantity}', fixed: { gain: true } },
  { kind: 'life', subject: 'player', form: 'lose {amount:num} life', fixed: { gain: false }, printIf: (e) => !e['pay'] },
  { kind: 'life', subject: 'player', form: 'pay {amount:num} life', fixed: { gain: false, pay: true } },
  { kind: 'life', subject: 'player', form: 'lose life equal to {amount:quantity}', fixed: { gain: false }, printIf: (e) => !e['pay'] },
  // CR 119.4, 107.3: life paid in an amount "equal to …" (a cost or an instruction).
  { kind: 'life', subject: 'player', form: 'pay life equal to {amount:quantity}', fixed: { gain: false, pay: true } },
  // "You gain twice X life", "You gain X plus 3 life", "Each opponent loses two times X life": a quantity of X written
  // where the number stands (CR 107.3, 119.3; slots.ts numq).
  { kind: 'life', subject: 'player', form: 'gain {amount:numq} life', fixed: { gain: true } },
  { kind: 'life', subject: 'player', form: 'lose {amount:numq} life', fixed: { gain: false }, printIf: (e) => !e['pay'] },
  // "that much": the amount an earlier part of the same ability produced (CR 608.2c: instructions in order).
  { kind: 'life', subject: 'player', form: 'gain that much life', fixed: { gain: true, amount: { kind: 'that-much' } }, printIf: (e) => !e['twice'] },
  // "you gain twice that much life instead": a replacement's new amount (CR 614.1a).
  { kind: 'life', subject: 'player', form: 'gain twice that much life', fixed: { gain: true, amount: { kind: 'that-much' }, twice: true } },
  { kind: 'life', subject: 'player', form: 'lose that much life', fixed: { gain: false, amount: { kind: 'that-much' } } },
  { kind: 'tap', form: 'tap {target:chosen}', printIf: (e) => e['who'] === undefined },
  { kind: 'untap', form: 'untap {target:chosen}', printIf: (e) => e['who'] === undefined },
  // CR 701.26a: a player named as the one who taps or untaps ("that player untaps ~ and gains control of it"): the same action.
  { kind: 'tap', subject: 'player', form: 'tap {target:chosen}', printIf: (e) => e['who'] !== undefined },
  { kind: 'untap', subject: 'player', form: 'untap {target:chosen}', printIf: (e) => e['who'] !== undefined },
  { kind: 'fight', subject: 'object', form: 'fight {other:obj}', imperative: false, printIf: (e) => !e['eachOther'] },
  // CR 701.14a: "Those creatures fight each other": the two objects named before fight, each the other (not carried out:
  // the pair is not told by the engine, effect-descriptors.ts).
  { kind: 'fight', subject: 'object', form: 'fight each other', imperative: false, fixed: { other: { kind: 'it', word: 'each other' }, eachOther: true } },
  { kind: 'regenerate', form: 'regenerate {target:obj}' },
  // CR 508.1h, 509.1d: a cost to attack or block with each creature, paid by its controller as attackers or blockers are declared.
  { kind: 'combat-tax', subject: 'object', form: "can't attack you unless their controller pays {mana:mana} for each creature they control that's attacking you", fixed: { action: 'attack', whom: 'you', each: 'attacking you' }, duration: true },
  ...(['you', 'you or planeswalkers you control'] as const).map((whom): PhraseRow => ({
    kind: 'combat-tax', subject: 'object', form: `can't attack ${whom} unless their controller pays {mana:mana} for each of those creatures`, fixed: { action: 'attack', whom, each: 'those' }, duration: true,
  })),
  { kind: 'combat-tax', subject: 'object', form: "can't block unless their controller pays {mana:mana} for each of those creatures", fixed: { action: 'block', each: 'those' }, duration: true, printIf: (e) => e['whom'] === undefined },
  // CR 701.35a detain, CR 701.15a goad: keyword actions that give a designation until the controller's next turn.
  ...(['detain', 'goad'] as const).map((action): PhraseRow => ({ kind: 'designate', form: `${action} {target:obj}`, fixed: { action }, printIf: (e) => !e['passive'] })),
  // "Enchanted creature gets +2/+2 and is goaded" (CR 701.15b: goaded as long as the Aura grants it).
  { kind: 'designate', subject: 'object', form: 'be goaded', fixed: { action: 'goad', passive: true } },
  // CR 701.42a: "meld them into Chittering Host" (the two cards exiled before, melded into the named permanent).
  { kind: 'meld', form: 'meld {target:obj} into {into:cardname}' },
  // CR 613.1f: the activated abilities of other objects gained ("~ has all activated abilities of all cards exiled with it").
  { kind: 'gain-abilities-of', subject: 'object', form: 'have all activated abilities of {from:obj}', duration: true, fixed: { has: true } },
  { kind: 'gain-abilities-of', subject: 'object', form: 'gain all activated abilities of {from:obj}', duration: true, printIf: (e) => !e['has'] },
  { kind: 'counter-spell', form: 'counter {target:obj}', printIf: (e) => !e['unlessPays'] },
  { kind: 'counter-spell', form: 'counter {target:obj} unless its controller pays {unlessPays:mana}' },
  ...PLURAL_PERMISSION_ROWS,
  ...RESTRICTION_ROWS,
  // CR 508.1d, 509.1c: requirements to attack or block — the verb, whom (a player or a creature) and for how long.
  // "that combat": the additional combat phase an instruction before it made (CR 500.8; read, not simulated).
  ...(['attack', 'block'] as const).flatMap((action) => (['this turn', 'this combat', 'each combat', 'that combat'] as const).flatMap((when): PhraseRow[] => [
    { kind: 'combat-requirement', subject: 'object', form: `${action} ${when} if able`, fixed: { action, when }, duration: true, printIf: (e) => e['whom'] === undefined && e['ifAttacks'] === undefined },
    { kind: 'combat-requirement', subject: 'object', form: `${action} {whom:${action === 'attack' ? 'player' : 'obj'}} ${when} if able`, fixed: { action, when }, duration: true, printIf: (e) => e['ifAttacks'] === undefined },
  ])),
  // CR 508.1d: a requirement in each combat when a creature of a kind attacks, written first as "If … attacks,": "If a
  // creature you control attacks, ~ also attacks if able" (one creature, "also"), "If a creature with a magnet counter on
  // it attacks, all creatures with magnet counters on them attack if able". Read, not simulated.
  { kind: 'combat-requirement', form: 'if {ifAttacks:chosen} attacks, {target:obj} also attacks if able', fixed: { action: 'attack', when: 'each combat', alsoAttacks: true }, printIf: (e) => !!e['alsoAttacks'] && targetIsSingular(e['target'] as TargetSpec) },
  { kind: 'combat-requirement', form: 'if {ifAttacks:chosen} attacks, {target:obj} attack if able', fixed: { action: 'attack', when: 'each combat' }, printIf: (e) => !e['alsoAttacks'] && e['ifAttacks'] !== undefined && !targetIsSingular(e['target'] as TargetSpec) },
  // CR 508.1d, 611.2a: a requirement for one turn of a target player, written first ("During target player's next turn,
  // creatures that player controls attack you if able", "… each creature that player controls attacks if able"); the
  // player is the ability's target (`whose`). Read, not simulated.
  ...([false, true] as const).flatMap((singular): PhraseRow[] => {
    const verb = singular ? 'attacks' : 'attack';
    const fixed = { action: 'attack', when: "during target player's next turn", whose: 'target-player' };
    const agrees = (e: Record<string, unknown>) => targetIsSingular(e['target'] as TargetSpec) === singular;
    return [
      { kind: 'combat-requirement', form: `during target player's next turn, {target:objp} ${verb} if able`, fixed, printIf: (e) => agrees(e) && e['whom'] === undefined },
      { kind: 'combat-requirement', form: `during target player's next turn, {target:objp} ${verb} {whom:player} if able`, fixed, printIf: agrees },
    ];
  }),
  // CR 205.3m, 205.1b, 613.1d: every creature type or basic land type at once, or none.
  { kind: 'all-subtypes', subject: 'object', form: 'gain all creature types', fixed: { change: 'gain-all', subtypes: 'creature' }, duration: true },
  { kind: 'all-subtypes', subject: 'object', form: 'lose all creature types', fixed: { change: 'lose-all', subtypes: 'creature' }, duration: true },
  { kind: 'all-subtypes', subject: 'object', form: 'be every creature type', fixed: { change: 'every', subtypes: 'creature' }, duration: true },
  { kind: 'all-subtypes', subject: 'object', form: 'be every basic land type in addition to its other types', fixed: { change: 'every', subtypes: 'basic land' }, duration: true, printIf: (e) => targetIsSingular(e['target'] as TargetSpec) },
  { kind: 'all-subtypes', subject: 'object', form: 'be every basic land type in addition to their other types', fixed: { change: 'every', subtypes: 'basic land' }, duration: true, printIf: (e) => !targetIsSingular(e['target'] as TargetSpec) },
  // CR 115.1, 702.11b, 702.18a: what can't target an object (after the fixed restrictions, which read the common two).
  ...(['target', 'targets'] as const).flatMap((noun): PhraseRow[] => {
    const plural = noun === 'targets' ? { targets: true } : {};
    const same = (e: Record<string, unknown>) => !!e['targets'] === (noun === 'targets');
    return [
      { kind: 'untargetable', subject: 'object', form: `can't be the ${noun} of {by:targeters} this turn`, fixed: { thisTurn: true, ...plural }, duration: true, printIf: same },
      { kind: 'untargetable', subject: 'object', form: `can't be the ${noun} of {by:targeters}`, fixed: plural, duration: true, printIf: (e) => same(e) && !e['thisTurn'] },
    ];
  }),
  { kind: 'become-blocked', subject: 'object', form: 'become blocked' }, // CR 509.1h
  { kind: 'must-be-blocked', form: 'all creatures able to block {target:obj} this turn do so', fixed: { thisTurn: true }, printIf: (e) => !e['blockers'] }, // CR 509.1c
  { kind: 'must-be-blocked', form: 'all creatures able to block {target:obj} do so', printIf: (e) => !e['thisTurn'] && !e['blockers'] },
  // CR 509.1c: only the creatures of a kind must block it ("All Walls able to block ~ do so"); tried after "all creatures".
  { kind: 'must-be-blocked', form: 'all {blockers:filters} able to block {target:obj} this turn do so', fixed: { thisTurn: true }, printIf: (e) => !!e['blockers'] },
  { kind: 'must-be-blocked', form: 'all {blockers:filters} able to block {target:obj} do so', printIf: (e) => !e['thisTurn'] && !!e['blockers'] },
  // CR 509.1b: limits on what a creature can block, and how many.
  // CR 509.1b, 609.4: a blocker treated as having evasion-answering keywords against attackers of a kind.
  { kind: 'block-as-though', subject: 'object', form: 'can block {attackers:filters} as though it had {keywords:keywords}', duration: true, printIf: (e) => !e['selfNamed'] },
  { kind: 'block-as-though', subject: 'object', form: 'can block {attackers:filters} as though ~ had {keywords:keywords}', fixed: { selfNamed: true }, duration: true },
  { kind: 'blocking-limit', subject: 'object', form: "can't block {cantBlock:filters}", duration: true, printIf: (e) => !e['thisTurn'] && !e['additional'] },
  { kind: 'blocking-limit', subject: 'object', form: 'can block an additional creature this turn', fixed: { additional: 'an additional creature', thisTurn: true }, duration: true },
  { kind: 'blocking-limit', subject: 'object', form: 'can block any number of creatures this turn', fixed: { additional: 'any number of creatures', thisTurn: true }, duration: true },
  // ---- Player actions (CR 701) ----
  { kind: 'player-action', subject: 'player', form: 'discard {amount:count} card(s)', fixed: { action: 'discard' }, printIf: (e) => !e['filter'] && !e['atRandom'] && !e['upTo'] },
  // CR 701.9b: a card discarded at random; CR 107.1c: "up to" a number, the player's choice.
  { kind: 'player-action', subject: 'player', form: 'discard {amount:count} card(s) at random', fixed: { action: 'discard', atRandom: true }, printIf: (e) => !e['another'] },
  // CR 701.9b: "Then that player discards another card at random": one more card, after a discard before it.
  { kind: 'player-action', subject: 'player', form: 'discard another card at random', fixed: { action: 'discard', atRandom: true, amount: { kind: 'fixed', n: 1 }, another: true } },
  { kind: 'player-action', subject: 'player', form: 'discard up to {amount:count} card(s)', fixed: { action: 'discard', upTo: true }, printIf: (e) => !e['anyNumber'] },
  { kind: 'player-action', subject: 'player', form: 'discard {_:cards}', fixed: { action: 'discard' } },
  { kind: 'player-action', subject: 'player', form: 'discard their hand', fixed: { action: 'discard', amount: { kind: 'all' }, their: true } },
  { kind: 'player-action', subject: 'player', form: 'discard your hand', fixed: { action: 'discard', amount: { kind: 'all' } }, printIf: (e) => !e['their'] && !e['anyNumber'] },
  // CR 701.9a: "discard any number of cards [at random]": as many as the player chooses, up to the whole hand (not carried out).
  { kind: 'player-action', subject: 'player', form: 'discard any number of cards', fixed: { action: 'discard', amount: { kind: 'all' }, upTo: true, anyNumber: true }, printIf: (e) => !e['atRandom'] },
  { kind: 'player-action', subject: 'player', form: 'discard any number of cards at random', fixed: { action: 'discard', amount: { kind: 'all' }, upTo: true, anyNumber: true, atRandom: true } },
  // CR 701.9a, 608.2c: "draw three cards, then discard one of them": one of the cards just drawn (after the other discard
  // rows, which read "a card" and "two cards"; printed by "discard {cards:obj}", which writes "one of them" as written).
  { kind: 'player-action', subject: 'player', form: 'discard {cards:chosen}', fixed: { action: 'discard', amount: { kind: 'fixed', n: 1 } }, printIf: (e) => (e['cards'] as { ofIt?: string } | undefined)?.ofIt !== undefined },
  { kind: 'player-action', subject: 'player', form: 'mill {amount:count} card(s)', fixed: { action: 'mill' } },
  { kind: 'player-action', subject: 'player', form: 'scry {amount:num}', fixed: { action: 'scry' } },
  { kind: 'player-action', subject: 'player', form: 'surveil {amount:num}', fixed: { action: 'surveil' } },
  { kind: 'player-action', subject: 'player', form: 'shuffle', fixed: { action: 'shuffle', amount: { kind: 'fixed', n: 1 } }, printIf: (e) => !e['yourLibrary'] && !e['theirLibrary'] },
  { kind: 'player-action', subject: 'player', form: 'investigate', fixed: { action: 'investigate', amount: { kind: 'fixed', n: 1 } }, printIf: (e) => !e['twice'] && !e['times'] && !e['once'] },
  // CR 701.16a, 107.3: "investigate once for each nontoken attacking creature": "once" written before the per-object phrase.
  { kind: 'player-action', subject: 'player', form: 'investigate once', fixed: { action: 'investigate', amount: { kind: 'fixed', n: 1 }, once: true } },
  // CR 701.16a: "investigate twice", the action done two times.
  { kind: 'player-action', subject: 'player', form: 'investigate twice', fixed: { action: 'investigate', amount: { kind: 'fixed', n: 2 }, twice: true } },
  // CR 701.16a, 107.3c: "investigate X times, where X is …", "investigate three times": the action done that many times
  // (the number written as a word, as Oracle text writes it).
  { kind: 'player-action', subject: 'player', form: 'investigate {amount:count} times', fixed: { action: 'investigate', times: true } },
  { kind: 'player-action', subject: 'player', form: 'proliferate', fixed: { action: 'proliferate', amount: { kind: 'fixed', n: 1 } } },
  // Keyword actions (CR 701): learn 701.48, venture 701.49, clash 701.30, the monarch 724, amass 701.47, bolster 701.39,
  // support 701.41, populate 701.36, connive 701.50, adapt 701.46, monstrosity 701.37, the initiative 725.
  ...(['learn', 'venture into the dungeon', 'clash with an opponent', 'become the monarch', 'populate', 'connive', 'take the initiative'] as const).map(
    (action): PhraseRow => ({ kind: 'player-action', subject: 'player', form: action, fixed: { action, amount: { kind: 'fixed', n: 1 } } }),
  ),
  // CR 106.4: a player loses the mana in their mana pool now, as a pool empties when a step ends (recognized, not simulated:
  // effect-descriptors.ts carries out no such player action).
  { kind: 'player-action', subject: 'player', form: 'lose all unspent mana', fixed: { action: 'lose all unspent mana', amount: { kind: 'all' } } },
  ...(['amass', 'bolster', 'support', 'adapt', 'monstrosity'] as const).map(
    (action): PhraseRow => ({ kind: 'player-action', subject: 'player', form: `${action} {amount:num}`, fixed: { action } }),
  ),
  // CR 502.3, 701.43, 305.2, 402.2 …: rules a static ability changes, each one sentence (model/abilities/rule-sentences.ts).
  ...RULE_ROWS,
  { kind: 'create-token', subject: 'player', form: 'create {_:token}', printIf: (e) => ((e['amount'] as { kind: string }).kind !== 'equal-to' || (e['amount'] as { before?: boolean }).before === true) && !e['more'] && !e['orToken'] },
  // CR 608.2d: "create a Food token or a Treasure token": one of two tokens, the player's choice as it resolves.
  { kind: 'create-token', subject: 'player', form: 'create {_:token} or {orToken:token}', printIf: (e) => !!e['orToken'] && !e['more'] },
  // "Create a 1/1 green Squirrel creature token and a 0/3 blue Crab creature token": several kinds at once (CR 111.1).
  { kind: 'create-token', subject: 'player', form: 'create {_:tokenlist}', printIf: (e) => Array.isArray(e['more']) },
  { kind: 'add-mana', form: 'add {mana:mana}', printIf: (e) => !e['orChosen'] && !e['additional'] && e['who'] === undefined && e['count'] === undefined && !e['thatMuch'] },
  // CR 106.1, 107.1: "Add six {G}": one mana symbol written once after how many of it (rules/queries/mana-abilities.ts).
  { kind: 'add-mana', form: 'add {count:n} {mana:mana}', printIf: (e) => !e['orChosen'] && !e['additional'] && e['who'] === undefined && typeof e['count'] === 'number' },
  // CR 106.4: another player adds the mana ("that player adds {G}{G}", "Each player adds {B}{R}{G}"), not carried out.
  { kind: 'add-mana', subject: 'player', imperative: false, form: 'add {mana:mana}', printIf: (e) => !e['orChosen'] && !e['additional'] },
  // CR 106.12a: one more mana as a land is tapped for mana ("its controller adds an additional {G}"), not carried out.
  { kind: 'add-mana', subject: 'player', form: 'add an additional {mana:mana}', fixed: { additional: true } },
  { kind: 'add-mana', subject: 'player', form: 'add an additional {count:n} mana in any combination of colors', fixed: { mana: 'any combination', additional: true } },
  { kind: 'add-mana', form: 'add one mana of any color', fixed: { mana: 'any' }, printIf: (e) => !e['additional'] },
  { kind: 'add-mana', form: 'add {mana:manachoice}' },
  // CR 106.1: mana made of colors the player chooses as it is added — any combination of the colors or of the listed
  // ones, two of different colors; "the chosen color" (607.2d) and the commander's color identity (903.4) the engine
  // doesn't track.
  { kind: 'add-mana', form: 'add {count:n} mana in any combination of colors', fixed: { mana: 'any combination' }, printIf: (e) => !e['countIsX'] && !e['additional'] },
  { kind: 'add-mana', form: 'add X mana in any combination of colors', fixed: { mana: 'any combination', count: 0, countIsX: true } },
  { kind: 'add-mana', form: 'add {count:n} mana in any combination of {mana:manacolors}', printIf: (e) => !e['countIsX'] },
  { kind: 'add-mana', form: 'add X mana in any combination of {mana:manacolors}', fixed: { count: 0, countIsX: true } },
  { kind: 'add-mana', form: 'add {count:n} mana of different colors', fixed: { mana: 'different colors' } },
  { kind: 'add-mana', form: 'add one mana of the chosen color', fixed: { mana: 'the chosen color' } },
  { kind: 'add-mana', form: "add one mana of any color in your commander's color identity", fixed: { mana: "commander's color identity" } },
  // CR 106.1, 105.2: one mana of a color one of some permanents has ("any color among legendary creatures and planeswalkers
  // you control"); CR 905.2b: of a color noted as the card was drafted. Read, not carried out (effect-descriptors.ts).
  { kind: 'add-mana', form: 'add one mana of any color among {among:filters}', fixed: { mana: 'any color among' } },
  // CR 106.1, 608.2c: "add that much {G}": as much mana of one type as the amount the event or instruction before named (not carried out).
  { kind: 'add-mana', form: 'add that much {mana:mana}', fixed: { thatMuch: true } },
  { kind: 'add-mana', form: 'add one mana of any color chosen as you drafted cards named ~', fixed: { mana: 'any color noted' } },
  // CR 106.7: mana of a type a land could produce or produced (what the engine doesn't ask a land); a player adding one
  // more mana as a land is tapped for mana (106.12a).
  // "that" is written before "a land you control" (a relative clause), not before "that land" or "the sacrificed land".
  ...(['could produce', 'produced'] as const).flatMap((tense) => (['add one mana', 'add an additional one mana'] as const).flatMap((add): PhraseRow[] => {
    const additional = add === 'add an additional one mana' ? { additional: true } : {};
    const same = (e: Record<string, unknown>) => !!e['additional'] === !!additional.additional;
    return [
      { kind: 'add-mana', subject: 'player', form: `${add} of any type that {typeOf:chosen} ${tense}`, fixed: { mana: 'any type', tense, ...additional }, printIf: (e) => !e['noThat'] && same(e) },
      { kind: 'add-mana', subject: 'player', form: `${add} of any type {typeOf:chosen} ${tense}`, fixed: { mana: 'any type', tense, noThat: true, ...additional }, printIf: same },
    ];
  })),
  { kind: 'add-mana', subject: 'player', form: 'add an additional one mana of any color', fixed: { mana: 'any', additional: true } },
  { kind: 'add-mana', form: 'add {mana:mana} or one mana of the chosen color', fixed: { orChosen: true } },
  // CR 105.4, 205.3m, 201.4, 102.1: the kinds of choice, each as written.
  ...(['a color', 'a creature type', 'a card name', 'an opponent', 'a number', 'a card type', 'a nonland card name',
    'a noncreature, nonland card name', 'any card name', 'an opponent at random', 'a land type', 'a basic land type', 'a player',
    // CR 201.4: a name of another kind.
    'a nonartifact, nonland card name', 'a card name other than a basic land card name',
    // CR 305.6: two basic land types at once (the first and the second chosen).
    'two basic land types',
    // CR 105.4, 205.3m, 205.3i, 305.6: two choices of different kinds at once (not made by the engine).
    'a color and a creature type', 'a land type and a basic land type',
    // CR 105.4: two colors at once; CR 102.1: a player at random (choices the engine doesn't make).
    'two colors', 'a player at random',
    // CR 102.3: an opponent, written "one of your opponents".
    'one of your opponents'] as const).map(
    (what): PhraseRow => ({ kind: 'choose', subject: 'player', form: `choose ${what}`, fixed: { what }, printIf: (e) => !e['except'] && e['between'] === undefined }),
  ),
  // CR 608.2d, 107.1: "Choose a number between 0 and 13": a number in a stated range, chosen as it resolves; "that many"
  // after it is that number (not carried out: the engine makes no choice of a number).
  { kind: 'choose', subject: 'player', form: 'choose a number between {between:digits} and {upTo:digits}', fixed: { what: 'a number' } },
  // "choose a color other than green" (CR 105.1, 105.4): any color but the one named.
  ...(['white', 'blue', 'black', 'red', 'green'] as const).map(
    (except): PhraseRow => ({ kind: 'choose', subject: 'player', form: `choose a color other than ${except}`, fixed: { what: 'a color', except } }),
  ),
  // "choose a creature type other than Wall" (CR 205.3m): any creature type but the one named; the
  // type a capitalized word, checked against CR 205.3m's list (`creatureTypeWord`).
  { kind: 'choose', subject: 'player', form: 'choose a creature type other than {except:creaturetype}', fixed: { what: 'a creature type' } },
  // CR 607.2d, 113.1: "choose two abilities from among first strike, vigilance, and lifelink" (keywords the linked ability
  // grants: "… have each of the chosen abilities"); not made by the engine (CHOICES_MADE).
  { kind: 'choose', subject: 'player', form: 'choose {count:n} abilities from among {among:keywords}', fixed: { what: 'abilities from among' } },
  { kind: 'gain-chosen-abilities', subject: 'object', form: 'have each of the chosen abilities', duration: true },
  // CR 608.2d: a choice among named words ("choose left or right", "each player chooses war or peace").
  { kind: 'choose-option', subject: 'player', form: 'choose {options:options}', printIf: (e) => !e['vote'] },
  // CR 701.38: a vote, starting with a named player and going in turn order.
  { kind: 'choose-option', form: 'starting with you, each player votes for {options:options}', fixed: { vote: true, who: 'each-player' } },
  // CR 207.2c (join forces), 101.4: each player in turn order, starting with you, may pay any amount of mana; what they
  // paid is "the total amount of mana paid this way" (608.2c). Not carried out.
  { kind: 'pay-any-amount', form: 'starting with you, each player may pay any amount of mana', fixed: { who: 'each-player', startingWithYou: true }, printIf: (e) => !e['startingAfter'] },
  // The same order written after the players ("each player starting with you may pay any amount of mana", CR 101.4).
  { kind: 'pay-any-amount', form: 'each player starting with you may pay any amount of mana', fixed: { who: 'each-player', startingWithYou: true, startingAfter: true } },
  { kind: 'pay-any-amount', subject: 'player', form: 'pay any amount of mana', printIf: (e) => !e['startingWithYou'] && !e['paying'] },
  // CR 107.14, 119.4: "you may pay any amount of {E}", "pay any amount of life": the player picks a number as it
  // resolves (608.2d); "that much", "that many" after it count what was paid. Not carried out.
  { kind: 'pay-any-amount', subject: 'player', form: 'pay any amount of {E}', fixed: { paying: 'energy' }, printIf: (e) => e['paying'] === 'energy' && !e['startingWithYou'] },
  { kind: 'pay-any-amount', subject: 'player', form: 'pay any amount of life', fixed: { paying: 'life' }, printIf: (e) => e['paying'] === 'life' && !e['startingWithYou'] },
  // ---- Cost changes (CR 601.2f) ----
  // CR 601.2f, 702.34a: "This spell costs {X} less to cast this way" (cast by the permission before it: flashback, …); placed
  // first so the printer writes these.
  { kind: 'cost-change', subject: 'object', subjectField: 'subject', form: 'cost {X} less to cast this way', imperative: false, fixed: { delta: 0, deltaIsX: true, thisWay: true } },
  { kind: 'cost-change', subject: 'object', subjectField: 'subject', form: 'cost {delta:generic} less to cast this way', imperative: false, fixed: { thisWay: true }, printIf: (e) => !e['more'] && !e['deltaIsX'] && !e['mana'] && !e['during'] },
  // "Spells you cast cost up to {1} less to cast" (CR 601.2f: the reduction chosen up to that much; not carried out).
  { kind: 'cost-change', subject: 'object', subjectField: 'subject', form: 'cost up to {delta:generic} less to cast', imperative: false, fixed: { upTo: true } },
  // CR 611.2a: a cost change that lasts, "Until your next turn, … spells that player casts cost {2} less to cast" (a
  // duration written first or after it; not carried out, effect-descriptors.ts).
  { kind: 'cost-change', subject: 'object', subjectField: 'subject', form: 'cost {delta:generic} less to cast', imperative: false, duration: true, printIf: (e) => !e['more'] && !e['deltaIsX'] && !e['mana'] && !e['during'] && !e['upTo'] },
  // "This spell costs {X} less to cast, where X is …" (CR 107.3c, 601.2f).
  { kind: 'cost-change', subject: 'object', subjectField: 'subject', form: 'cost {X} less to cast', imperative: false, fixed: { delta: 0, deltaIsX: true } },
  { kind: 'cost-change', subject: 'object', subjectField: 'subject', form: 'cost {delta:generic} more to cast', imperative: false, fixed: { more: true }, duration: true, printIf: (e) => !e['mana'] && !e['during'] },
  // "This spell costs {2}{U} more to cast for each target beyond the first" (CR 601.2c, 601.2f: the targets chosen as it
  // is cast; colored mana added to the cost); "This spell costs {2} less to cast during your end step" (CR 601.2f).
  { kind: 'cost-change', subject: 'object', subjectField: 'subject', form: 'cost {mana:mana} more to cast for each target beyond the first', imperative: false, fixed: { more: true, delta: 0, beyondFirst: true } },
  // "This spell costs {2}{U} less to cast if …": colored mana in the change (after the generic rows, which read "{2}").
  ...(['less', 'more'] as const).map((dir): PhraseRow => ({
    kind: 'cost-change', subject: 'object', subjectField: 'subject', form: `cost {mana:mana} ${dir} to cast`, imperative: false, fixed: { delta: 0, ...(dir === 'more' ? { more: true } : {}) },
    printIf: (e) => !!e['more'] === (dir === 'more') && !e['during'] && !e['beyondFirst'],
  })),
  ...(['less', 'more'] as const).flatMap((dir) => COST_CHANGE_DURING.map((during): PhraseRow => ({
    kind: 'cost-change', subject: 'object', subjectField: 'subject', form: `cost {mana:mana} ${dir} to cast during ${during}`, imperative: false, fixed: { delta: 0, during, ...(dir === 'more' ? { more: true } : {}) },
    printIf: (e) => !!e['more'] === (dir === 'more'),
  }))),
  // CR 601.2f, 602.2b: an activated ability's cost changed — this ability's, those of sources of a kind, a keyword's.
  ...(['less', 'more'] as const).flatMap((dir): PhraseRow[] => {
    const more = dir === 'more' ? { more: true } : {};
    const same = (e: Record<string, unknown>) => !!e['more'] === (dir === 'more');
    return [
      { kind: 'activation-cost-change', form: `this ability costs {delta:generic} ${dir} to activate`, fixed: { ability: 'this', ...more }, printIf: (e) => same(e) && !e['deltaIsX'] },
      { kind: 'activation-cost-change', form: `this ability costs {X} ${dir} to activate`, fixed: { ability: 'this', delta: 0, deltaIsX: true, ...more }, printIf: same },
      { kind: 'activation-cost-change', form: `activated abilities of {sources:filters} cost {delta:generic} ${dir} to activate`, fixed: more, printIf: (e) => same(e) && !e['unlessMana'] },
      { kind: 'activation-cost-change', form: `activated abilities of {sources:filters} cost {delta:generic} ${dir} to activate unless they're mana abilities`, fixed: { unlessMana: true, ...more }, printIf: same },
      { kind: 'activation-cost-change', form: `activated abilities cost {delta:generic} ${dir} to activate unless they're mana abilities`, fixed: { unlessMana: true, ...more }, printIf: (e) => same(e) && !e['sources'] },
      ...(['equip', 'cycling', 'ninjutsu'] as const).flatMap((keyword): PhraseRow[] => [
        { kind: 'activation-cost-change', form: `${keyword} abilities you activate cost {delta:generic} ${dir} to activate`, fixed: { keyword, ...more }, printIf: (e) => same(e) && !e['upTo'] && !e['targeting'] && !e['own'] },
        // "Cycling abilities you activate cost up to {2} less to activate": the player chooses how much (CR 601.2f, 602.2b).
        { kind: 'activation-cost-change', form: `${keyword} abilities you activate cost up to {delta:generic} ${dir} to activate`, fixed: { keyword, upTo: true, ...more }, printIf: same },
        // "Equip abilities you activate that target ~ cost {3} less to activate": only activations with that target (CR 115.1, 602.2b).
        { kind: 'activation-cost-change', form: `${keyword} abilities you activate that target {targeting:obj} cost {delta:generic} ${dir} to activate`, fixed: { keyword, ...more }, printIf: (e) => same(e) && !e['upTo'] },
        // "~'s equip ability costs {2} less to activate [if it targets a colorless creature]": this object's own keyword ability (CR 602.2b).
        { kind: 'activation-cost-change', form: `~'s ${keyword} ability costs {delta:generic} ${dir} to activate`, fixed: { keyword, own: true, ...more }, printIf: (e) => same(e) && !e['upTo'] },
      ]),
    ];
  }),
  // "Planeswalkers' loyalty abilities you activate cost an additional +1 to activate": a loyalty cost changed by loyalty
  // counters (CR 606.4, 606.5; the number read by a `plusn` slot). Not applied to activations.
  { kind: 'activation-cost-change', form: "planeswalkers' loyalty abilities you activate cost an additional {delta:plusn} to activate", fixed: { keyword: 'loyalty', loyalty: true, more: true } },
  // "Players can't gain life [this turn | for the rest of the game]" (CR 119.7: an effect that says a player can't gain life,
  // always or for a time; 611.2a: one a resolved spell or ability sets up lasts as long as it says). CR 305.1, 101.2: a
  // player who can't play lands, likewise. Only the static one with no time is carried out (effect-descriptors.ts).
  ...(["can't gain life", "can't play lands"] as const).flatMap((restriction): PhraseRow[] => [
    { kind: 'player-restriction', subject: 'player', form: restriction, imperative: false, fixed: { restriction }, printIf: (e) => !e['when'] },
    ...(['this turn', 'for the rest of the game'] as const).map((when): PhraseRow => ({ kind: 'player-restriction', subject: 'player', form: `${restriction} ${when}`, imperative: false, fixed: { restriction, when } })),
  ]),
  // CR 101.2: what the opponents' spells and abilities can't make this player do ("… can't cause you to sacrifice
  // permanents", "… can't cause their controller to search their library": the permanent's controller); not enforced.
  ...([['you', 'sacrifice permanents'], ['you', 'discard cards or sacrifice permanents'], ['their controller', 'search their library']] as const).map(([whom, act]): PhraseRow => ({
    kind: 'player-restriction', form: `spells and abilities your opponents control can't cause ${whom} to ${act}`, fixed: { who: 'you', restriction: "can't be caused by opponents", caused: { whom, act } },
  })),
  // CR 508.1c, 101.2: "Each opponent who cast a spell this turn can't attack with creatures" (a restriction on declaring
  // attackers; read, not carried out: effect-descriptors.ts playerRestrictionCarriedOut).
  { kind: 'player-restriction', subject: 'player', form: "can't attack with creatures", imperative: false, fixed: { restriction: "can't attack with creatures" } },
  // CR 101.2, 307.5: when a player may cast spells at all ("Players can cast spells only during their own turns", "Each
  // opponent can cast spells only any time they could cast a sorcery"); not carried out (effect-descriptors.ts).
  ...(['during their own turns', 'any time they could cast a sorcery'] as const).map((only): PhraseRow => ({
    kind: 'player-restriction', subject: 'player', form: `can cast spells only ${only}`, imperative: false, fixed: { restriction: 'can cast spells only', only },
  })),
  // CR 101.2, 601.3: "Noncreature spells with mana value 4 or greater can't be cast": what no player casts, in the passive.
  { kind: 'player-restriction', form: "{spells:filters} can't be cast", fixed: { who: 'players', restriction: "can't cast spells", passive: true } },
  { kind: 'player-restriction', subject: 'player', form: "can't cast spells", imperative: false, fixed: { restriction: "can't cast spells" }, printIf: (e) => !e['spells'] && !e['when'] && !e['alsoActivate'] },
  // CR 101.2: "You can't cast instant or sorcery spells", "Each opponent can't cast more than one spell each turn".
  { kind: 'player-restriction', subject: 'player', form: "can't cast {spells:filters}", imperative: false, fixed: { restriction: "can't cast spells" }, printIf: (e) => !e['when'] && !e['alsoActivate'] && !e['passive'] },
  // "Your opponents can't cast spells during your turn", "Players can't cast spells from graveyards", "… this turn",
  // "… from anywhere other than their hands" (CR 601.2a, 402.1), "… during combat" (CR 506.1; not carried out).
  ...(['this turn', 'during your turn', 'from graveyards', 'from graveyards or libraries', 'from anywhere other than their hands', 'during combat'] as const).flatMap((when): PhraseRow[] => [
    { kind: 'player-restriction', subject: 'player', form: `can't cast spells ${when}`, imperative: false, fixed: { restriction: "can't cast spells", when }, printIf: (e) => !e['spells'] && !e['alsoActivate'] },
    { kind: 'player-restriction', subject: 'player', form: `can't cast {spells:filters} ${when}`, imperative: false, fixed: { restriction: "can't cast spells", when }, printIf: (e) => !e['alsoActivate'] && !e['whenFirst'] },
  ]),
  // CR 602.5, 605.1a, 606.3: "Your opponents can't cast spells or activate planeswalkers' loyalty abilities this turn",
  // "players can't cast instant spells or activate abilities that aren't mana abilities": casting and activating
  // forbidden at once (read, not simulated).
  ...(["planeswalkers' loyalty abilities", "abilities that aren't mana abilities"] as const).flatMap((alsoActivate) => (['', 'this turn', 'during combat'] as const).flatMap((when): PhraseRow[] => {
    const tail = when ? ` ${when}` : '';
    const fixed = { restriction: "can't cast spells", alsoActivate, ...(when ? { when } : {}) };
    return [
      { kind: 'player-restriction', subject: 'player', form: `can't cast spells or activate ${alsoActivate}${tail}`, imperative: false, fixed, printIf: (e) => !e['spells'] && (e['when'] ?? '') === when && !e['whenFirst'] },
      { kind: 'player-restriction', subject: 'player', form: `can't cast {spells:filters} or activate ${alsoActivate}${tail}`, imperative: false, fixed, printIf: (e) => (e['when'] ?? '') === when && !e['whenFirst'] },
    ];
  })),
  // CR 506.1, 101.2: the same restriction with "during combat" written first ("During combat, players can't cast instant
  // spells or activate abilities that aren't mana abilities"; not carried out).
  { kind: 'player-restriction', form: "during combat, {who:player} can't cast {spells:filters} or activate abilities that aren't mana abilities", fixed: { restriction: "can't cast spells", alsoActivate: "abilities that aren't mana abilities", when: 'during combat', whenFirst: true } },
  { kind: 'player-restriction', form: "during combat, {who:player} can't cast {spells:filters}", fixed: { restriction: "can't cast spells", when: 'during combat', whenFirst: true }, printIf: (e) => !e['alsoActivate'] },
  // CR 601.3: "… can't cast additional nonartifact spells" (after a condition on the players that cast one, `whoWho`).
  { kind: 'player-restriction', subject: 'player', form: "can't cast additional {spells:filters}", imperative: false, fixed: { restriction: "can't cast additional spells" } },
  // CR 601.3, 305.1: casting spells or playing lands from the top of a library.
  { kind: 'play-from-top', form: 'cast {spells:filters} from the top of your library' },
  { kind: 'play-from-top', form: 'play lands from the top of your library', fixed: { lands: true } },
  // CR 615.12: damage that can't be prevented.
  ...(["the damage can't be prevented", "damage can't be prevented"] as const).map((written): PhraseRow => ({ kind: 'cant-be-prevented', form: written, fixed: { written } })),
  // CR 615.12, 614.9: damage from or to some objects that can't be prevented [nor dealt instead to another permanent or player].
  ...(['damage', 'combat damage'] as const).flatMap((damage) => ([['', {}], [' or dealt instead to another permanent or player', { noRedirect: true }]] as const).flatMap(([tail, redirect]): PhraseRow[] => [
    { kind: 'cant-be-prevented', form: `${damage} that would be dealt by {by:objp} can't be prevented${tail}`, fixed: { written: 'that would be dealt', damage, ...redirect }, printIf: (e) => e['to'] === undefined && e['thisTurn'] === undefined && !e['noRedirect'] === !tail },
    { kind: 'cant-be-prevented', form: `${damage} that would be dealt to {to:objp} this turn can't be prevented${tail}`, fixed: { written: 'that would be dealt', damage, thisTurn: true, ...redirect }, printIf: (e) => e['by'] === undefined && !e['noRedirect'] === !tail },
    { kind: 'cant-be-prevented', form: `${damage} that would be dealt to {to:objp} can't be prevented${tail}`, fixed: { written: 'that would be dealt', damage, ...redirect }, printIf: (e) => e['by'] === undefined && e['thisTurn'] === undefined && !e['noRedirect'] === !tail },
  ])),
  ...([['', {}], [' or dealt instead to another permanent or player', { noRedirect: true }]] as const).map(([tail, redirect]): PhraseRow => (
    { kind: 'cant-be-prevented', form: `if {by:objp} would deal damage to {to:chosen}, that damage can't be prevented${tail}`, fixed: { written: 'if would deal', damage: 'damage', ...redirect }, printIf: (e) => !e['noRedirect'] === !tail })),
  { kind: 'player-restriction', subject: 'player', form: "can't cast more than one spell each turn", imperative: false, fixed: { restriction: "can't cast more than one spell each turn" } },
  // CR 121.1, 101.2: a player limited to one draw each turn (the engine doesn't enforce it).
  { kind: 'player-restriction', subject: 'player', form: "can't draw more than one card each turn", imperative: false, fixed: { restriction: "can't draw more than one card each turn" } },
  // CR 605.1a, 606.1: what is left to activate.
  { kind: 'player-restriction', subject: 'player', form: "can't activate abilities that aren't mana abilities or loyalty abilities", imperative: false, fixed: { restriction: "can't activate abilities that aren't mana abilities or loyalty abilities" } },
  // CR 606.3, 101.2: "Players can't activate planeswalkers' loyalty abilities" (not enforced by the engine).
  { kind: 'player-restriction', subject: 'player', form: "can't activate planeswalkers' loyalty abilities", imperative: false, fixed: { restriction: "can't activate planeswalkers' loyalty abilities" } },
  { kind: 'cast-as-flash', form: 'cast {spells:filters} as though they had flash' }, // CR 702.8a
  // CR 304.5, 117.1b, 116.2e: "activate equip abilities any time you could cast an instant", "discard ~ any time you could
  // cast an instant" (a special action), "… on any player's turn …" (CR 606.3): the player needs only priority (not carried out).
  ...(['activate equip abilities', 'activate loyalty abilities of ~', 'activate loyalty abilities of planeswalkers you control', 'discard ~'] as const).flatMap((action): PhraseRow[] => [
    { kind: 'instant-timing', form: `${action} any time you could cast an instant`, fixed: { action }, printIf: (e) => e['action'] === action && !e['anyTurn'] },
    { kind: 'instant-timing', form: `${action} on any player's turn any time you could cast an instant`, fixed: { action, anyTurn: true }, printIf: (e) => e['action'] === action && !!e['anyTurn'] },
  ]),
  // CR 614.1c: other objects entering with counters ("enter with two additional +1/+1 counters on them").
  { kind: 'enters-with-counters', subject: 'object', form: 'enter with {count:n} additional {counter:counter} counter(s) on them', imperative: false, printIf: (e) => !targetIsSingular(e['target'] as TargetSpec) && !e['thisTurn'] },
  { kind: 'enters-with-counters', subject: 'object', form: 'enter with {count:n} additional {counter:counter} counter(s) on it', imperative: false, printIf: (e) => !e['thisTurn'] },
  // CR 614.1c, 611.2a: the same for the rest of the turn, set up as a spell or ability resolves ("This turn, each creature
  // you control enters with an additional +1/+1 counter on it"; not carried out).
  { kind: 'enters-with-counters', form: 'this turn, {target:objp} enters with {count:n} additional {counter:counter} counter(s) on it', fixed: { thisTurn: true }, printIf: (e) => targetIsSingular(e['target'] as TargetSpec) },
  { kind: 'enters-with-counters', form: 'this turn, {target:objp} enter with {count:n} additional {counter:counter} counter(s) on them', fixed: { thisTurn: true }, printIf: (e) => !targetIsSingular(e['target'] as TargetSpec) },
  // CR 701.24a, 108.3: the zones and all permanents the player owns shuffled in at once ("Each player shuffles their hand,
  // graveyard, and all permanents they own into their library", "… all cards from their hand and all permanents they own
  // …"); not carried out. Before the rows of the zones alone, so the printer never leaves the permanents out.
  { kind: 'shuffle-zones', subject: 'player', form: 'shuffle your hand, graveyard, and all permanents you own into your library', fixed: { zones: 'hand and graveyard', andPermanents: true }, printIf: (e) => e['who'] === undefined || e['who'] === 'you' },
  { kind: 'shuffle-zones', subject: 'player', form: 'shuffle their hand, graveyard, and all permanents they own into their library', fixed: { zones: 'hand and graveyard', andPermanents: true }, printIf: (e) => e['who'] !== undefined && e['who'] !== 'you' },
  { kind: 'shuffle-zones', subject: 'player', form: 'shuffle all cards from your hand and all permanents you own into your library', fixed: { zones: 'hand', cardsFrom: true, andPermanents: true }, printIf: (e) => e['who'] === undefined || e['who'] === 'you' },
  { kind: 'shuffle-zones', subject: 'player', form: 'shuffle all cards from their hand and all permanents they own into their library', fixed: { zones: 'hand', cardsFrom: true, andPermanents: true }, printIf: (e) => e['who'] !== undefined && e['who'] !== 'you' },
  // CR 701.24a, 404, 402: a player's whole graveyard and/or hand shuffled into their library ("Each player shuffles their hand
  // and graveyard into their library").
  ...SHUFFLED_ZONES.flatMap((zones): PhraseRow[] => [
    { kind: 'shuffle-zones', subject: 'player', form: `shuffle your ${zones} into your library`, fixed: { zones }, printIf: (e) => (e['who'] === undefined || e['who'] === 'you') && !e['cardsFrom'] },
    { kind: 'shuffle-zones', subject: 'player', form: `shuffle their ${zones} into their library`, fixed: { zones }, printIf: (e) => e['who'] !== undefined && e['who'] !== 'you' && !e['cardsFrom'] },
  ]),
  // CR 701.24a: "shuffle the cards from your hand into your library" (the same as "shuffle your hand …", as written).
  { kind: 'shuffle-zones', subject: 'player', form: 'shuffle the cards from your hand into your library', fixed: { zones: 'hand', cardsFrom: true }, printIf: (e) => e['who'] === undefined || e['who'] === 'you' },
  { kind: 'shuffle-zones', subject: 'player', form: 'shuffle the cards from their hand into their library', fixed: { zones: 'hand', cardsFrom: true }, printIf: (e) => e['who'] !== undefined && e['who'] !== 'you' },
  // CR 701.24a: "its owner shuffles it into their library".
  { kind: 'zone-change', subject: 'player', form: 'shuffle {target:chosen} into their library', fixed: { how: 'shuffle', to: 'library' }, printIf: (e) => e['who'] !== undefined && e['who'] !== 'you' },
  { kind: 'zone-change', subject: 'player', form: 'shuffle {target:chosen} into your library', fixed: { how: 'shuffle', to: 'library' }, printIf: (e) => !e['owners'] },
  // "Shuffle it into its owner's library" (CR 701.24a, 400.3: a card goes to its owner's library).
  { kind: 'zone-change', subject: 'player', form: "shuffle {target:chosen} into its owner's library", fixed: { how: 'shuffle', to: 'library', owners: "its owner's" } },
  { kind: 'zone-change', subject: 'player', form: "shuffle {target:chosen} into their owners' libraries", fixed: { how: 'shuffle', to: 'library', owners: "their owners'" } },
  // "Shuffle all creature cards from target player's graveyard into that player's library" (CR 701.24a, 400.3: the
  // library of the player named before, whose cards they are).
  { kind: 'zone-change', subject: 'player', form: "shuffle {target:chosen} into that player's library", fixed: { how: 'shuffle', to: 'library', owners: "that player's" } },
  { kind: 'prevent-damage', form: 'prevent all combat damage that would be dealt this turn', fixed: { what: 'all combat damage this turn' } },
  { kind: 'face-down-cost-reduction', form: 'the first face-down creature spell you cast each turn costs {amount:generic} less to cast', fixed: { firstEachTurn: true } },
  { kind: 'face-down-cost-reduction', form: 'face-down creature spells you cast cost {amount:generic} less to cast', fixed: { firstEachTurn: false } },
  // CR 601.2f: a cost change for the first spell of a kind each turn (after the face-down rows the engine carries out).
  { kind: 'cost-change', form: 'the first {spells:filter} you cast each turn costs {delta:generic} less to cast', fixed: { firstEachTurn: true } },
];

export const EFFECT_TABLE = new PhraseTable(EFFECT_ROWS);
