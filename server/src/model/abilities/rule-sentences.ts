// Rules of the game a static ability changes, each written as one fixed sentence on many cards: "You may choose not to
// untap ~ during your untap step" (CR 502.3), "You may exert ~ as it attacks" (701.43a), "You have no maximum hand size"
// (402.2). Data: one row per rule, its typed id and its wording. The engine carries out those effect-descriptors.ts
// `RULES_CARRIED_OUT` names (rules/queries/rule-sentences.ts).

import type { PhraseRow } from './phrase-templates';

export const RULE_SENTENCES = {
  'may-not-untap': 'you may choose not to untap ~ during your untap step', // CR 502.3
  'may-exert': 'you may exert ~ as it attacks', // CR 701.43a
  'any-player-may-activate': 'any player may activate this ability', // CR 602.2
  'can-be-commander': '~ can be your commander', // CR 903.3a
  'triggers-once-each-turn': 'this ability triggers only once each turn', // CR 603.2 (and 603.2h's "only once each turn")
  // CR 603.2, 608.2c: the ability still triggers each time; its optional instruction is done at most once each turn ("Whenever
  // you gain life, you may put that many +1/+1 counters on each creature you control. Do this only once each turn."). Read,
  // not carried out: the engine keeps no count of what a resolution chose to do.
  'do-once-each-turn': 'do this only once each turn',
  'no-maximum-hand-size': 'you have no maximum hand size', // CR 402.2
  // CR 402.2: a spell's effect that lasts the rest of the game (read, not carried out: the engine counts permanents' rules).
  'no-maximum-hand-size-rest-of-game': 'you have no maximum hand size for the rest of the game',
  'additional-land-each-turn': 'you may play an additional land on each of your turns', // CR 305.2
  'additional-land-this-turn': 'you may play an additional land this turn', // CR 305.2
  'same-mode-more-than-once': 'you may choose the same mode more than once', // CR 700.2d
  'top-card-revealed': 'play with the top card of your library revealed', // CR 401.5
  // CR 402.3, 701.20a: a hand revealed for as long as the permanent's ability applies (the player's own, the opponents', all).
  'hand-revealed': 'play with your hand revealed',
  'opponents-hands-revealed': 'your opponents play with their hands revealed',
  'players-hands-revealed': 'players play with their hands revealed',
  'x-not-zero': "X can't be 0", // CR 107.3
  'no-ante': "remove ~ from your deck before playing if you're not playing for ante", // CR 407.1
  'reveal-from-opening-hand': 'you may reveal ~ from your opening hand', // CR 103.6b ("this card" is read as "~")
  'begin-on-battlefield': 'you may begin the game with it on the battlefield', // CR 103.6a
  'you-have-hexproof': 'you have hexproof', // CR 702.11c
  'you-have-shroud': 'you have shroud', // CR 702.18a: this player can't be the target of spells or abilities
  // CR 104.3b, 704.5a: the state-based action for 0 or less life doesn't make this player lose (rules/game/priority.ts).
  'no-loss-for-zero-life': "you don't lose the game for having 0 or less life",
  'life-total-cant-change': "your life total can't change", // CR 119.7
  'flash-self': 'you may cast ~ as though it had flash', // CR 702.8a
  'damage-cant-be-prevented-this-turn': "damage can't be prevented this turn", // CR 615.12
  'assign-as-though-unblocked': "you may have ~ assign its combat damage as though it weren't blocked", // CR 510.1c
  'effect-doesnt-remove-self': "this effect doesn't remove ~", // CR 506.4; an Aura's protection grant, 702.16n
  'assigns-no-combat-damage-this-turn': '~ assigns no combat damage this turn', // CR 510.1a
  // CR 510.1a: the creature a trigger names ("Whenever ~ attacks and isn't blocked, it assigns no combat damage this turn").
  'it-assigns-no-combat-damage-this-turn': 'it assigns no combat damage this turn',
  // CR 510.1a, 506.1: for the rest of this combat only (read, not carried out).
  'assigns-no-combat-damage-this-combat': '~ assigns no combat damage this combat',
  'activate-no-more-than-twice': 'activate no more than twice each turn', // CR 602.5b
  'phases-out-self': '~ phases out', // CR 702.26
  'one-attacker-each-combat': 'no more than one creature can attack each combat', // CR 508.1c
  'one-blocker-each-combat': 'no more than one creature can block each combat', // CR 509.1b
  // CR 603.2, 603.6a: triggers of creatures entering (and dying, 700.4) don't trigger at all.
  'no-entering-triggers': "creatures entering don't cause abilities to trigger",
  'no-entering-or-dying-triggers': "creatures entering or dying don't cause abilities to trigger",
  // CR 101.2: "can't" takes precedence over the rules that would make a player lose the game or win it (104.2, 104.3);
  // read, not carried out.
  'cant-lose-opponents-cant-win': "you can't lose the game and your opponents can't win the game",
  'cant-lose-opponents-cant-win-this-turn': "you can't lose the game this turn and your opponents can't win the game this turn",
  // CR 614.1a, 120.3: a replacement of what damage does to a life total (read, not carried out).
  'life-floor-one': 'damage that would reduce your life total to less than 1 reduces it to 1 instead',
  // CR 100.2a: a card that overrides the deck-construction limit of four copies (read, not carried out: decks aren't built).
  'deck-any-number': 'a deck can have any number of cards named ~',
  // CR 803.1a, 803.1b, 508.1c: attacking as the attack left / attack right options say, in the direction chosen as the permanent
  // entered or last chosen (a restriction on attacking; read, not carried out).
  'attack-nearest-opponent': 'each player may attack only the nearest opponent in the chosen direction and planeswalkers controlled by that opponent',
  'attack-nearest-opponent-last': 'each player may attack only the nearest opponent in the last chosen direction and planeswalkers controlled by that opponent',
  // CR 601.2c, 602.2b, 115.1: a requirement on an opponent's choice of targets as they cast a spell or activate an ability
  // (Flagbearer, a creature type, 205.3m): if a Flagbearer is a legal target, at least one target is one. Read, not carried
  // out (the engine doesn't constrain another player's target choices).
  'opponents-target-flagbearer': 'while an opponent is choosing targets as part of casting a spell they control or activating an ability they control, that player must choose at least one Flagbearer on the battlefield if able',
} as const;

export type RuleId = keyof typeof RULE_SENTENCES;

/** CR 116.2d: the words after a static ability's offer of a special action to ignore it ("Any player may pay {2} for that
 * player to ignore this effect until end of turn"): read by effects.ts around any permission, printed back by print.ts. */
export const IGNORE_EFFECT = ' for that player to ignore this effect until end of turn';

/** Rules a resolved spell may change for a while: "Until end of turn, damage that would reduce …" (CR 611.2a). */
const LASTING_RULES: ReadonlySet<RuleId> = new Set<RuleId>(['life-floor-one']);

/** One phrase row per rule sentence (read and printed by the phrase table). */
export const RULE_ROWS: PhraseRow[] = [
  ...(Object.entries(RULE_SENTENCES) as [RuleId, string][]).map(([rule, form]): PhraseRow => ({ kind: 'rule', form, fixed: { rule }, ...(LASTING_RULES.has(rule) ? { duration: true } : {}) })),
  // The older wording of "entering" ("entering the battlefield"), read only: the printer writes it in the legacy voice.
  ...(Object.entries(RULE_SENTENCES) as [RuleId, string][]).filter(([, form]) => / entering\b/.test(form))
    .map(([rule, form]): PhraseRow => ({ kind: 'rule', form: form.replace(/ entering\b/, ' entering the battlefield'), fixed: { rule }, printIf: () => false })),
];
