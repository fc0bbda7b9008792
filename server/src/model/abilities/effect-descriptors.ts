// One descriptor per effect kind, from which every classification is derived: the CR 613 layer(s) it applies
// in, whether it can touch face-down permanents, whether interaction analysis considers it, whether it can be a
// static ability's effect, and whether the engine carries it out. Nothing else keeps parallel lists.

import { mostPlayerControlTold } from './most-player';
import { MAX_MANA_COMBINATION } from '../mana';
import { drawInstead } from './draw-instead';
import { abilityKindsTold } from './ability-filter';
import { filterSimulated, MATCHED_STATUSES } from './filter-parts';
import { costChangeSpells, spellsCaster, withoutCaster } from './spells-caster';
import { attackedRecipient } from './attacked-recipient';
import { controlledByTargetSpec, countedByTarget } from './controlled-by-target';
import { exceptionsApplied } from './copy-exceptions';
import { chapterNumbers } from './chapters';
import { eventPassesNoObject } from './trigger-it';
import { graveyardOwner, singleGraveyard } from './graveyard-owner';
import { wholeZoneOf } from './zone-owner';
import { discardForm, drawsThatManyDiscarded } from './discard-that-many';
import { thatPlayerBefore, thatPlayersObjects } from './that-players-objects';
import type { Ability, Amount, Condition, CopyExceptions, CostPart, Effect, KeywordAbility, LastingCondition, ObjectFilter, ObjectState, PlayerRef, Quantity, Span, TargetSpec, TriggerEvent, UseTiming } from '../types';
import { cdaSimulated, zoneOwners } from './cda';
import { predefinedTokenCarriedOut } from './predefined-tokens';
import { actionMeaning } from './action-meanings';
import { keywordCarriedOut, keywordTextCarriedOut } from './keywords';
import { parseKeywordItem } from './keyword-line';
import { alternativeCostText, eitherCostAlternatives } from './cost-parts';
import { readCost } from './cost-parts-memo';
import { castKeywordCost, castKeywordRule, keywordActivationCost, keywordMeaning, keywordStatic, keywordTrigger, suspendParts, dredgeNumber } from './keyword-abilities';
import type { RuleId } from './rule-sentences';
import type { FactId } from './facts';
import { happenedReading, namedPutReading } from './happened-reading';
import { thisWayCounted, thisWayWithoutDeed } from './this-way';
import { amongLooked } from './among-looked';
import { andTargetPhrases } from './and-target';
import { searchedZones } from './search-zones';
import { sameNameSearch } from './same-name-search';
import { relationTold } from './relation-told';
import { amplifyNumber, devourNumber, permanentKeywordTexts, tributeNumber } from './permanent-keywords';
import { attackWithFired } from './attacker-counts';
import { reflexiveIt } from './reflexive-it';
import { theirAmount } from './their-amounts';
import { costObjectAsOwn } from './cost-sacrificed';
import { xOfItsOwnObject } from './x-of-target';
import { flashExtraCost, nonSorceryTimeConditional } from './flash-terms';
import { listedAbilities } from './ability-list';
import { pairedPairConditional } from './soulbond-pair';
import { createdTokens } from './created-tokens';
import { affectedQuantity, withoutAffectedParts } from './per-affected';
import { castNowAmong, castNowFromHand, castsDuringResolution } from './cast-now';
import { attachedSubject, attachedSubjectCondition } from './condition-subject';
import { ownCastPermission, selfCastZones } from './own-cast-permission';
import { liveFilter } from './live-filter';

export type Layer = '1a' | '1b' | '2' | '3' | '4' | '5' | '6' | '7a' | '7b' | '7c' | '7d';

export interface EffectDescriptor {
  /** CR 613.1 / 613.4: the layers a continuous effect of this kind applies in (none for one-shot effects). */
  layers: Layer[];
  /** It can act on face-down permanents or make them (turn face up/down, manifest, copy, abilities, types, P/T). */
  touchesFaceDown: boolean;
  /** Interaction analysis (checks/interactions.ts) pairs it with face-down cards. */
  interaction: boolean;
  /** A continuous effect a static ability can generate (CR 604.1, 611.3). */
  continuous: boolean;
  /** The engine (rules/effects/apply-effects.ts, rules/layers/index.ts) carries it out. */
  engine: boolean;
}

const d = (layers: Layer[], touchesFaceDown: boolean, interaction: boolean, continuous: boolean, engine: boolean): EffectDescriptor => ({
  layers, touchesFaceDown, interaction, continuous, engine,
});

export const EFFECT_DESCRIPTORS: Record<Effect['kind'], EffectDescriptor> = {
  manifest: d([], true, true, false, true), // CR 701.40
  'manifest-dread': d([], true, true, false, true), // CR 701.62
  cloak: d([], true, true, false, true), // CR 701.58
  'turn-face-down': d([], true, true, false, true), // CR 708.2a
  'turn-face-up': d([], true, true, false, true), // CR 708.8
  reveal: d([], true, true, false, true), // CR 708.12
  'lose-all-abilities': d(['6'], true, true, true, true), // CR 613.1f
  'become-copy': d(['1a'], true, true, false, true), // CR 707.2, 613.2a
  'create-token-copy': d([], true, true, false, true), // CR 707.2
  'modify-pt': d(['7c'], true, true, true, true), // CR 613.4c
  'set-base-pt': d(['7b'], true, true, true, true), // CR 613.4b
  'add-counters': d(['7c'], true, true, false, true), // CR 613.4c, 122.1a
  'counter-of-kind': d([], true, true, false, false), // CR 122.1, 608.2c: not carried out
  'player-counters': d([], false, false, false, true), // CR 122.1: rules/effects/player-counter-effects.ts
  'move-counters': d([], true, true, false, true), // CR 122.5: rules/effects/counter-moves.ts
  'distribute-counters': d([], true, true, false, false), // CR 601.2d, 122.1
  'double-counters': d(['7c'], true, true, false, true), // CR 701.10e, 613.4c: rules/effects/status-effects.ts
  'activation-cost-change': d([], true, false, true, false), // CR 601.2f, 602.2b: not applied to activations
  untargetable: d([], true, false, true, true), // CR 115.4: a static one, rules/queries/untargetable.ts
  'all-subtypes': d(['4'], true, true, true, true), // CR 205.3m, 613.1d: rules/layers/all-subtypes.ts
  'become-type': d(['4', '5'], true, true, true, true), // CR 613.1d, 613.1e
  'gain-keyword': d(['6'], true, true, true, true), // CR 613.1f
  'lose-keyword': d(['6'], true, true, true, true), // CR 613.1f
  'gain-ability': d(['6'], true, true, true, true), // CR 613.1f, 113.10
  'switch-pt': d(['7d'], true, true, true, true), // CR 613.4d
  'zone-change': d([], true, true, false, true),
  'face-down-cost-reduction': d([], true, false, true, true), // CR 601.2f, 708.4
  draw: d([], false, false, false, true),
  'attach-self-to-it': d([], true, true, false, true), // CR 701.3
  damage: d([], true, true, false, true), // CR 120
  life: d([], false, false, false, true), // CR 119
  tap: d([], true, false, false, true), // CR 701.26a: rules/effects/status-effects.ts ("tap or untap": both choices played)
  untap: d([], true, false, false, true), // CR 701.26b (rules/effects/apply-effects.ts)
  'gain-control': d(['2'], true, true, true, true), // CR 613.1b (rules/effects/apply-effects.ts)
  'counter-spell': d([], true, true, false, true), // CR 701.6a (rules/effects/zone-effects.ts)
  'player-action': d([], false, false, false, true), // CR 701.9a discard, 701.17a mill, 701.22a scry: rules/effects/zone-effects.ts
  'create-token': d([], false, false, false, true), // CR 111
  'add-mana': d([], false, false, false, true), // CR 106.4, 605: rules/actions/mana-abilities.ts
  restriction: d([], true, false, true, true), // CR 508.1c–d, 509.1b–c: the combat ones (COMBAT_RESTRICTIONS)
  'grant-ability': d(['6'], true, true, true, true), // CR 613.1f: rules/effects/layered-effects.ts (resolved)
  'cost-change': d([], false, false, true, true), // CR 601.2f: rules/queries/casting-cost.ts (spells only)
  fight: d([], true, true, false, true), // CR 701.14: rules/effects/damage-life-effects.ts
  regenerate: d([], false, false, false, true), // CR 701.19a, 614.8: rules/actions/destroy.ts
  optional: d([], false, false, false, true), // rules/effects/apply-effects.ts
  conditional: d([], false, false, false, true), // CR 608.2c, 603.4: rules/effects/apply-effects.ts, for the conditions of conditionEvaluated
  modal: d([], false, false, false, true), // CR 700.2: spells in rules/game/stack.ts, triggered and activated abilities as they go on the stack (rules/triggers/trigger-choices.ts, rules/game/activation.ts) or in rules/effects/apply-effects.ts
  'choose-pt': d(['7b'], true, true, true, true), // CR 608.2d, 614.12a, 613.4b: rules/effects/choice-effects.ts
  'set-base-pt-equal': d(['7a'], true, true, true, true), // CR 604.3, 613.4a: a characteristic-defining ability
  'delayed-trigger': d([], false, false, false, true), // CR 603.7
  look: d([], true, false, false, true), // CR 401.2, 708.5: the cards looked at, for "one of them" / "the rest"
  'search-library': d([], false, false, false, true), // CR 701.23: rules/effects/search-effects.ts
  'pay-mana': d([], false, false, false, true), // CR 118.1, 118.3: rules/effects/mana-effects.ts ("you may pay {2}")
  'activate-only': d([], false, false, false, true), // CR 602.5b, 602.5d–e: rules/queries/activation-limits.ts (an activated ability's own)
  energy: d([], false, false, false, true), // CR 107.14, 122.1: rules/effects/energy-effects.ts
  'combat-requirement': d([], true, false, true, true), // CR 508.1d, 509.1c: a resolved one without whom, until end of turn (rules/effects/combat-requirement-effects.ts)
  'must-be-blocked': d([], true, false, true, true), // CR 509.1c: rules/queries/lure-requirement.ts (static), rules/effects/lure-effects.ts (resolved)
  'become-blocked': d([], true, false, false, false), // CR 509.1h: the engine blocks only by declared blockers
  'block-as-though': d([], true, false, true, true), // CR 509.1b, 609.4: a permanent's static, rules/queries/block-as-though.ts
  'blocking-limit': d([], true, false, true, true), // CR 509.1a–b: a resolved "can block an additional creature this turn" (rules/effects/blocking-limit-effects.ts)
  emblem: d([], false, false, false, true), // CR 114.2, 114.4: rules/effects/emblem-effects.ts
  'cast-from': d([], true, true, false, true), // CR 601.2a, 118.9: rules/effects/permission-effects.ts, for one object
  'additional-cost': d([], false, false, false, true), // CR 118.8, 601.2f: rules/game/casting.ts pays it (an unread part refuses the cast)
  'player-restriction': d([], false, false, true, true), // CR 101.2: rules/queries/player-restrictions.ts (playerRestrictionCarriedOut)
  'prevent-damage': d([], false, false, false, true), // CR 615 (rules/effects/prevention-effects.ts)
  choose: d([], false, false, false, true), // CR 607.2d: rules/effects/choice-effects.ts (a color, a creature type, a card name)
  // CR 905.2: abilities that function during the draft, before the game begins ("Draft ~ face up", "As you draft a card, you
  // may reveal it, note its name, then turn ~ face down"). A game has no draft: in one they do nothing, which is all the
  // engine does (no handler; written on an instant, its line does nothing as the spell resolves). Carried out, like the
  // deck-construction rules that do nothing in a game (RULES_CARRIED_OUT: 903.3a, 407.1). What a game ability reads from
  // the draft ("the colors chosen as you drafted cards named …", a noted name) is that ability's own part, not carried out.
  draft: d([], false, false, false, true),
  'draft-time': d([], false, false, false, true),
  'per-object': d([], false, false, false, true), // CR 608.2c: objects on the battlefield counted, rules/effects/per-object-effects.ts
  'instant-timing': d([], false, false, true, false), // CR 304.5, 116.2e, 606.3: an action any time the player has priority (not carried out)
  'set-base-pt-of': d(['7b'], true, true, true, true), // CR 613.4b, 608.2h: base P/T set to another object's P/T as a spell or ability resolves (rules/effects/layered-effects.ts); a static one is not (resolvedOnlyPt)
  'set-base-pt-to': d(['7b'], true, true, true, true), // CR 613.4b, 608.2h: base P/T set to an amount counted as a spell or ability resolves (rules/effects/layered-effects.ts); a static one is not counted by the layers (resolvedOnlyPt)
  'combat-tax': d([], true, false, true, false), // CR 508.1h, 509.1d: costs to attack or block, not asked by the engine
  designate: d([], true, false, true, false), // CR 701.35a detain, 701.15a–b goad: the engine keeps neither designation
  meld: d([], false, false, false, false), // CR 701.42a, 712.4a: a meld pair melded (the engine has no meld cards)
  'gain-abilities-of': d(['6'], true, true, true, false), // CR 613.1f: another object's activated abilities gained (not by the layers)
  'die-result': d([], false, false, false, true), // CR 706.3a–b: a results table's row, followed after its roll (rules/effects/die-roll-effects.ts)
  'spend-mana-as-any': d([], false, false, false, false), // CR 609.4b
  'abandon-scheme': d([], false, false, false, false), // CR 701.33a
  'become-day-night': d([], false, false, false, true), // CR 730.1: rules/actions/day-night.ts (as it enters: rules/actions/zones.ts)
  'become-renowned': d([], false, false, false, true), // CR 702.112b: rules/effects/status-effects.ts
  'copy-spell': d([], false, false, false, false), // CR 707.10
  'repeat-process': d([], false, false, false, false), // CR 608.2c: the instructions before it done again (not by the engine)
  'choose-new-targets': d([], false, false, false, false), // CR 707.10c
  'mana-instead': d([], false, false, true, false), // CR 106.12, 614.1a: mana abilities produce what they say in the engine
  'spells-alt-cost': d([], false, false, true, false), // CR 118.9: rules/game/casting.ts pays a spell's own costs only
  // CR 118.9, 702.29a, 702.37: as `keyword-cost-change`, a morph cost paid another way touches turning face up; no keyword's
  // cost is paid another way by the engine.
  'keyword-alt-cost': d([], true, true, true, false),
  'flip-permanent': d([], false, false, false, false), // CR 710.2: flip cards' other half is not kept
  'remove-from-combat': d([], true, false, false, false), // CR 506.4: the engine doesn't take a creature out of combat
  'phase-out': d([], true, false, false, false), // CR 702.26b: the engine has no phased-out permanents
  'enters-tapped': d([], true, false, true, false), // CR 614.1c: other permanents entering tapped, not applied by rules/actions/zones.ts
  'spend-only-on-x': d([], false, false, false, false), // CR 107.3a, 601.2h: rules/game/casting.ts pays X with any mana
  'end-the-turn': d([], false, false, false, false), // CR 723.1: the engine's turn has no expedited end
  'additional-phase': d([], false, false, false, false), // CR 500.8: the engine's turn has no added phases
  'additional-lands': d([], false, false, true, false), // CR 305.2: more land plays than the engine's one are not allowed
  'lose-this-ability': d(['6'], true, true, true, false), // CR 613.1f: losing one named ability is not applied by the layers
  'end-effect-action': d([], false, false, false, false), // CR 116.2c: a special action that ends an effect is not offered
  'put-those-counters': d([], true, true, false, true), // CR 122.8: the counters the object a trigger names had, as it last existed (rules/effects/status-effects.ts)
  'trigger-again': d([], false, false, true, false), // CR 603.2: each ability triggers once per event in the engine
  'more-modes': d([], false, false, false, false), // CR 700.2: the engine chooses one mode
  'create-those-tokens': d([], false, false, false, false), // CR 111.1: more of the tokens named before
  assemble: d([], false, false, false, false), // CR 701.45
  // Understood, not carried out by the engine yet (outcomes resting on them are inconclusive).
  skip: d([], false, false, false, true), // CR 500.11, 614.10: rules/effects/turn-effects.ts (the next untap or draw step)
  'extra-turn': d([], false, false, false, true), // CR 500.7: rules/effects/turn-effects.ts, taken by rules/game/turn.ts
  'game-result': d([], false, false, false, true), // CR 104.2b, 104.3e: rules/effects/damage-life-effects.ts ("you win / lose the game")
  'game-draw': d([], false, false, false, false), // CR 104.4a: not carried out
  'excess-damage': d([], false, false, false, false), // CR 120.4a: not carried out
  'control-instead': d([], false, false, false, false), // CR 614.1a, 110.2: not carried out
  'choose-blocks': d([], false, false, true, false), // CR 509.1a, 101.1: not carried out
  random: d([], false, false, false, true), // CR 706.2: one die rolled, its result as the scenario says (rules/effects/die-roll-effects.ts); a coin (705) or two dice not
  transform: d([], true, true, false, true), // CR 701.27a: rules/effects/status-effects.ts, of the ability's own permanent
  'exchange-control': d(['2'], true, true, false, false), // CR 701.12b, 613.1b
  'set-life-total': d([], false, false, false, true), // CR 119.5: rules/effects/damage-life-effects.ts (a number)
  'exchange-life': d([], false, false, false, true), // CR 701.12c: rules/effects/exchange-life-effects.ts
  'choose-option': d([], false, false, false, false), // CR 608.2d, 701.38: a choice or vote among named words
  'reveal-until': d([], true, false, false, true), // CR 701.20a: rules/effects/reveal-until-effects.ts
  'look-hand': d([], false, false, false, true), // CR 402.3, 701.20e: rules/effects/hand-effects.ts (the hand looked at, for "choose a card from it")
  attach: d([], true, true, false, true), // CR 701.3a (rules/effects/zone-effects.ts)
  unattach: d([], true, false, false, true), // CR 701.3d (rules/effects/zone-effects.ts)
  'modify-pt-choice': d(['7c'], true, true, false, false), // CR 613.4c
  'modify-pt-x': d(['7c'], true, true, true, true), // CR 107.3, 613.4c, 702.37f
  'become-chosen-type': d(['4'], true, true, true, true), // CR 205.1a, 613.1d: chosen as it resolves (rules/effects/chosen-type-effects.ts)
  'prevent-next-damage': d([], false, false, false, true), // CR 615.1, 615.7: rules/effects/prevention-effects.ts
  'prevent-that-damage': d([], false, false, false, false), // CR 615.1a, 615.7: inside a damage replacement (not carried out)
  'prevent-next-time': d([], false, false, false, true), // CR 615.1a, 615.8 (the next time a source would deal damage), 609.7a (a source of a player's choice): rules/effects/prevention-effects.ts
  'prevent-all': d([], false, false, true, true), // CR 615.1a: rules/actions/prevention.ts (statics), rules/effects/prevention-effects.ts (resolved)
  'redirect-damage': d([], false, false, true, true), // CR 614.9: a resolved one this turn, rules/effects/prevention-effects.ts, rules/actions/redirection.ts (redirectionSimulated)
  'more-instead': d([], false, false, true, true), // CR 614.1a, 122.6, 111.1: counters and tokens, rules/actions/more-instead.ts
  'shuffle-zones': d([], false, false, false, true), // CR 701.24a: rules/effects/shuffle-zones-effects.ts
  'define-x': d([], false, false, false, false), // CR 107.3c: X defined in a sentence of its own, not computed
  'count-number': d([], false, false, false, false), // CR 608.2c: a number counted for "that number", not computed
  'keyword-cost-is': d([], false, false, true, false), // CR 702.34a, 702.35a: a granted keyword's cost, not carried out
  'cant-be-prevented': d([], false, false, true, false), // CR 615.12: not carried out
  'play-from-top': d([], false, false, true, false), // CR 601.3, 305.1: not carried out
  'shuffle-pile': d([], true, false, false, true), // CR 701.24a (rules/effects/zone-effects.ts)
  'separate-piles': d([], false, false, false, false), // CR 700.3: piles are not made by the engine
  'same-for': d([], false, false, false, false), // CR 608.2c: other players follow the instructions before it, not carried out
  'pay-any-amount': d([], false, false, false, false), // CR 207.2c, 101.4: players paying any amount of mana in turn, not carried out
  'same-true-for-objects': d([], false, false, true, false), // CR 611.3a: a static's effect on other objects too, not carried out
  'permanent-action': d([], true, true, false, false), // CR 701.44a explore, 701.50a connive: not carried out
  exert: d([], true, false, false, false), // CR 701.43a: exerting as a cost, not carried out
  'counter-cap': d([], true, true, false, false), // CR 122.1, 608.2c: a limit on the ability's counters, not carried out
  'players-each': d([], false, false, false, false), // CR 101.4, 608.2c: two players follow the instructions, not carried out
  'become-chosen-color': d(['5'], true, true, true, true), // CR 105.3, 613.1e: chosen as it resolves, rules/effects/chosen-color-effects.ts
  'change-text': d(['3'], true, true, true, false), // CR 612.2, 613.1c: text-changing effects are not applied by the layers
  'max-hand-size': d([], false, false, true, true), // CR 402.2, 514.1: rules/game/cleanup.ts (a fixed number)
  'same-true-for': d(['6'], true, true, true, false), // CR 613.1f: the sentence before it for each keyword listed, not carried out
  'keep-mana': d([], false, false, false, true), // CR 500.4, 106.4: rules/effects/mana-effects.ts
  'keyword-cost-change': d([], true, true, true, true), // CR 601.2f, 702.37: rules/queries/casting-cost.ts (changedKeywordCost)
  'spend-only': d([], true, false, false, true), // CR 106.6: rules/queries/mana-restrictions.ts
  'change-target': d([], false, false, false, false), // CR 115.7
  'untap-limit': d([], false, false, true, false), // CR 502.3: not applied by rules/game/turn.ts
  'attach-only-to': d([], false, false, true, false), // CR 301.5c, 704.5n: not checked by rules/actions attaching or the state-based actions
  'gain-chosen-abilities': d(['6'], true, true, true, false), // CR 607.2d, 613.1f: the chosen keywords are not kept by the engine
  'counter-limit': d([], false, false, true, false), // CR 122.4, 122.6: not applied by rules/actions (counters are put on as before)
  'cast-as-flash': d([], false, false, true, true), // CR 702.8a, 601.3: a static one, rules/queries/flash-permission.ts
  'choose-target': d([], false, false, false, true), // CR 608.2d, 115.10: rules/effects/choice-effects.ts (an object on the battlefield)
  'cant-activate': d([], true, false, true, true), // CR 602.5: rules/queries/activation-restrictions.ts
  'class-level': d([], false, false, false, true), // CR 716.2a: rules/effects/class-level-effects.ts, its limits rules/game/class-level.ts, its sections rules/layers/class-levels.ts
  'block-restriction': d([], true, false, true, true), // CR 509.1b: a static one, rules/queries/block-restrictions.ts
  'reveal-hand': d([], false, false, false, true), // CR 701.20a: rules/effects/hand-effects.ts (the hand revealed, for "choose a card from it")
  'alternative-cost': d([], false, false, false, true), // CR 118.9: rules/game/casting.ts pays it (`cast … with alternative cost`) when its parts are read
  instead: d([], false, false, true, true), // CR 614.1a: only "If ~ would be put into a graveyard from anywhere / die, exile it instead" (rules/actions/self-replacements.ts)
  'assign-by-toughness': d([], false, false, true, true), // CR 510.1a, 510.1c: a static one, rules/queries/assign-by-toughness.ts
  foretell: d([], false, false, false, false), // CR 702.143
  'untap-during': d([], false, false, true, false), // CR 502.3
  'enters-with-counters': d(['7c'], true, true, true, true), // CR 614.1c: rules/actions/zones.ts, for "<filter> you control enter with …"
  'level-striation': d([], false, false, true, true), // CR 711.2: rules/layers/level-striations.ts (a striation's abilities and P/T box while the level counters are in range)
  rule: d([], false, false, true, true), // model/abilities/rule-sentences.ts: the rules RULES_CARRIED_OUT names (rules/queries/rule-sentences.ts)
  'level-pt': d(['7b'], true, true, true, true), // CR 711.2a, 613.4b: rules/layers/level-striations.ts levelUnits
  'enters-with': d(['7c'], true, true, false, true), // CR 614.1c: a later sentence of an entering replacement, rules/actions/zones.ts applyEntryReplacement
  // CR 510.1c: a blocked creature's damage assigned as though it weren't blocked, for a creature other than the permanent's
  // own static choice (rule 'assign-as-though-unblocked', carried out): not carried out.
  'assign-unblocked': d([], false, false, true, false),
  'double-x': d([], false, false, false, false), // CR 107.3, 701.10: "double the value of X" (a spell's X is not changed by the engine)
  'either-instruction': d([], false, false, false, false), // CR 608.2d: one of two instructions, the player's choice as it resolves; not carried out
};

export function descriptorOf(e: Effect): EffectDescriptor {
  return EFFECT_DESCRIPTORS[e.kind];
}

/** Whether an instruction among `effects` names "you" as its player ("you draw", "your library"). */
function namesYou(effects: readonly Effect[]): boolean {
  let you = false;
  walkEffects(effects, (x) => {
    const r = x as unknown as Record<string, unknown>;
    if (r['who'] === 'you' || r['whose'] === 'you') you = true;
  });
  return you;
}

/** Effects nested inside wrappers (optional, conditional, modal), then the effect itself. */
/** Whether a wrapper (a condition, an option) holds a skip (CR 614.10); a life gain replaced by nothing is its
 * replacement's own instruction (`lifeGainInstead`, CR 614.1a), not a skipped step. */
function wrapsSkip(e: Effect): boolean {
  let found = false;
  walkEffects([e], (x) => void (found ||= x !== e && x.kind === 'skip' && !(x.what === 'that life gain' && lifeGainInstead(e) === 'none')));
  return found;
}

export function walkEffects(effects: readonly Effect[], visit: (e: Effect) => void): void {
  for (const e of effects) {
    visit(e);
    if (e.kind === 'optional' || e.kind === 'conditional') walkEffects(e.effects, visit);
    if (e.kind === 'modal') for (const m of e.modes) walkEffects(m, visit);
    if (e.kind === 'delayed-trigger' || e.kind === 'draft-time' || e.kind === 'per-object' || e.kind === 'instead' || e.kind === 'die-result' || e.kind === 'players-each' || e.kind === 'enters-with' || e.kind === 'either-instruction') walkEffects(e.effects, visit);
  }
}

/** The instructions whose "all … target player controls" the engine resolves (controlled-by-target.ts): each resolves its
 * objects once, through rules/effects/effect-context.ts resolveSpec. */
const CONTROLLED_BY_TARGET_KINDS: ReadonlySet<string> = new Set(['zone-change', 'tap', 'untap', 'add-counters', 'damage']);

/** The keywords a blocker may be treated as having that the block checks read (CR 702.9b, 702.17b, 702.28b, 702.31b). */
export const AS_THOUGH_KEYWORDS: ReadonlySet<string> = new Set(['Reach', 'Flying', 'Shadow', 'Horsemanship']);

const combatStatus = (f: ObjectFilter | undefined): boolean => !!f && ((f.status ?? []).some((w) => w === 'attacking' || w === 'blocking' || w === 'blocked' || w === 'unblocked') || !!f.anyOf?.some(combatStatus));

/** A filter without its zone words, its or-list's alternatives' too (the zone a graveyard target is read from, graveyardOwner). */
export function withoutZone(f: ObjectFilter): ObjectFilter {
  return { ...f, zone: undefined, zoneFrom: undefined, zonePhrase: undefined, ...(f.anyOf ? { anyOf: f.anyOf.map(withoutZone) } : {}) };
}

/** "equipped", "enchanted", "modified" (CR 301.5a, 303.4, 700.9): what is attached to a permanent or on it, read where the
 * state is at hand (rules/queries/attachment-adjectives.ts), not by the filter matcher. */
export const ATTACHMENT_ADJECTIVES: ReadonlySet<string> = new Set(['equipped', 'enchanted', 'modified']);

/** The filter without the adjectives rules/queries/attachment-adjectives.ts tells (what the filter matcher then reads). */
export function withoutAttachmentAdjectives(f: ObjectFilter): ObjectFilter {
  if (!f.adjectives?.some((a) => ATTACHMENT_ADJECTIVES.has(a))) return f;
  const rest = f.adjectives.filter((a) => !ATTACHMENT_ADJECTIVES.has(a));
  return { ...f, adjectives: rest.length > 0 ? rest : undefined };
}

/** The filter without the attachment words a target's or an effect's objects are matched by (its or-list's too): the
 * adjectives "equipped", "enchanted", "modified" and "that is / isn't enchanted / equipped" (CR 301.5a, 303.4, 700.9);
 * the same filter when it has none. */
function attachmentWordsTold(f: ObjectFilter): ObjectFilter {
  const thatIs = f.thatIs && (f.thatIs.state === 'enchanted' || f.thatIs.state === 'equipped') && (f.thatIs.orState === undefined || f.thatIs.orState === 'enchanted' || f.thatIs.orState === 'equipped');
  const alts = f.anyOf?.map(attachmentWordsTold);
  const changed = thatIs || withoutAttachmentAdjectives(f) !== f || (alts !== undefined && alts.some((x, i) => x !== f.anyOf![i]));
  if (!changed) return f;
  return { ...withoutAttachmentAdjectives(f), ...(thatIs ? { thatIs: undefined } : {}), ...(alts ? { anyOf: alts } : {}) };
}

/** A filter rules/queries/counting.ts can count and rules/queries/casting-cost.ts can match ("for each Elf you control"). */
/** A cost change's spells with "during your turn / their turn" set aside: rules/queries/casting-cost.ts reads it (CR 601.2f). */
function castTurnRead(f: ObjectFilter | undefined): ObjectFilter | undefined {
  return f?.castDuring ? { ...f, castDuring: undefined } : f;
}

/** A spell filter with what it targets read (CR 115.1, 601.2c: rules/queries/casting-cost.ts), when the engine matches that. */
function targetsRead(f: ObjectFilter | undefined): ObjectFilter | undefined {
  if (!f?.targetsSelf && !f?.targetsWhat) return f;
  if (f.targetsWhat && !countable(f.targetsWhat.filter)) return f;
  return { ...f, targetsSelf: undefined, targetsWhat: undefined };
}

/**
 * What the matcher reads of a counted filter once its zone is found (rules/queries/counting.ts objectsMatching): the zone
 * itself, "in all graveyards" / "in each graveyard" (every player's, CR 404.1), and "named ~" (`withoutOwnName`).
 */
function countedKind(f: ObjectFilter): ObjectFilter {
  const everyGraveyard = f.zone === 'any-graveyard' && (f.zonePhrase === 'in all graveyards' || f.zonePhrase === 'in each graveyard');
  return withoutOwnName({ ...f, zone: undefined, ...(everyGraveyard ? { zonePhrase: undefined } : {}) });
}

/** CR 201.2: "cards named ~" counted with the name of the object whose text it is (rules/queries/counting.ts
 * objectsMatching, rules/layers/cda-values.ts countQuantity: `withOwnName`), so its own name is no bar to counting. */
function withoutOwnName(f: ObjectFilter): ObjectFilter {
  return f.named === '~' ? { ...f, named: undefined } : f;
}

/** A stat compared with a fixed number ("with power 4 or greater", "with mana value 3 or less"; CR 208.1, 202.3): no X, no other object's value, no quantity. */
export function plainCompare(c: NonNullable<ObjectFilter['compare']>): boolean {
  return !c.nIsX && !c.thanSelf && !c.than && !c.implied && !c.orToughness && !c.thanOwn;
}

/**
 * The spells a cost change names, as rules/queries/casting-cost.ts reads them (CR 601.2f): whose spells ("you cast", "your
 * opponents cast", spells-caster.ts) it tells itself, the rest through the filter matcher, so every other part must be one
 * the matcher reads.
 */
function costChangeSpellsRead(f: ObjectFilter | undefined): boolean {
  if (!f) return true;
  // CR 608.2c: "spells that player casts" (the player named before) is no player rules/queries/casting-cost.ts tells.
  const caster = spellsCaster(f);
  return countable(f) && caster !== 'mixed' && caster !== 'that player' && filterSimulated(withoutCaster(f));
}

function countable(f: ObjectFilter | undefined): boolean {
  if (!f) return true;
  // CR 115.1, 601.2c: what a spell targets, outside a cost change's spells (targetsRead), is not read.
  return !f.compare && !f.types.includes('commander') && !f.sameAs && !f.sharesType && !f.targetsSelf && !f.targetsWhat && !f.targetsYou && !f.withGreatest && !f.exceptFor && !f.castDuring && !f.exiledWithSelf && !f.outsideGame && !f.ownedBy && !f.zoneTheir && f.zone !== 'stack' && !f.withNoAbilities && !f.abilityHeld && !f.offBattlefield && !f.relatedTo && !(f.zonePhrase && f.zone !== 'any-graveyard')
    && (f.status ?? []).every((w) => MATCHED_STATUSES.has(w));
}

/**
 * A card filter rules/queries/counting.ts `handCardsMatching` checks on the cards in a player's hand ("a creature card",
 * "a nonland card", CR 701.9a): one written without a zone of its own, every part matched (`filterSimulated`, `countable`).
 */
export function handFilterCounted(f: ObjectFilter): boolean {
  return !f.zone && !f.diedThisTurn && !f.anyOf?.some((a) => a.zone) && (f.status ?? []).length === 0 && filterSimulated(f) && countable(f);
}

const ENGINE_TARGETS = new Set<TargetSpec['kind']>(['self', 'it', 'target', 'all', 'chosen']);

/** The "that <did> this turn" rules/state/did-this-turn.ts reads from the turn's history (CR 120.1, 508.1, 603.6a). */
/** What "that <did> this turn" the turn's history tells (rules/state/did-this-turn.ts); "fought", "blocked", "blocked ~"
 * it doesn't keep. */
export const DID_THIS_TURN_READ: ReadonlySet<string> = new Set(['dealt damage to you', 'dealt damage', 'attacked', 'entered the battlefield', 'entered', 'entered the battlefield under your control']);

function targetSimulated(t: TargetSpec | undefined): boolean {
  if (!t) return true;
  // rules/effects/effect-context.ts: "the top X cards" (CR 107.3a, 107.3c: X announced, or "where X is …", whose count
  // effectSimulated and unsimulatedSpans check), of "target player's library" (a player target, CR 115.1).
  if (t.kind === 'library-top') return !t.unnamedLibrary && (typeof t.count === 'number' || t.count === 'X') && (t.owner === 'you' || t.owner === 'each-player' || t.owner === 'each-opponent' || t.owner === 'target-player' || t.owner === 'target-opponent');
  if (!ENGINE_TARGETS.has(t.kind)) return false;
  // "up to one target creature, up to one target player, and/or up to one target planeswalker" (CR 115.4): one of each kind,
  // which the engine's announcement doesn't tell apart.
  if (t.kind === 'any-target' && t.oneEachKind) return false;
  // "any target other than that permanent" (CR 115.4, 608.2c): the object named before is not left out by the engine.
  if (t.kind === 'any-target' && t.otherThan) return false;
  // "any target that was dealt damage this turn" (CR 115.4, 120.1): the engine's announcement doesn't leave out the others.
  if (t.kind === 'any-target' && t.dealtDamageThisTurn) return false;
  // CR 400.7: "that card from a graveyard" is the object only while it is in that zone, which the engine doesn't check.
  if (t.kind === 'it' && (t.eventObject || t.ofTargets || t.from !== undefined)) return false;
  // "each of those creatures that didn't attack this turn": the engine's "it" is every object named before.
  if (t.kind === 'it' && t.those) return false;
  // "the revealed cards", "the discarded cards": every card an earlier instruction revealed or discarded (CR 608.2c), more
  // than the one object the engine's "it" holds.
  if (t.kind === 'it' && t.word !== undefined && /^the (?:discarded|revealed|milled) cards$/.test(t.word)) return false;
  // "each creature and each player": rules/effects/effect-context.ts names objects only.
  // "~ and other Vampire creatures you control": rules/layers applies a static ability to itself or to a set, not both.
  // "all lands or all creatures" (CR 608.2d): the engine doesn't choose between two sets of objects.
  // "enchanted creature and other creatures that share a creature type with it": the permanent and a set, not both.
  // "that creature and each creature blocking it": the object named before and a set, not both.
  if (t.kind === 'all' && (t.andPlayers || t.youFirst || t.andEach || t.withPlayer || t.selfFirst || t.orAll || t.attachedFirst || t.namedFirst)) return false;
  // CR 120.1, 120.3: "target creature that was dealt damage this turn", "each creature dealt damage by ~ this turn": the
  // turn's history, read where targets and an effect's objects are found (rules/state/damage-seen.ts).
  if ((t.kind === 'target' || t.kind === 'all') && damageRead(t.filter)) return targetSimulated({ ...t, filter: damageRead(t.filter)! });
  // CR 120.1, 508.1, 603.6a: "target creature that dealt damage to you this turn", "all creatures that attacked / entered
  // the battlefield this turn": the turn's history, read where targets and an effect's objects are found
  // (rules/state/did-this-turn.ts); "blocked" and "died under your control" are not.
  if ((t.kind === 'target' || t.kind === 'all') && t.filter.didThisTurn && DID_THIS_TURN_READ.has(t.filter.didThisTurn)) return targetSimulated({ ...t, filter: { ...t.filter, didThisTurn: undefined } });
  // CR 301.5a, 303.4, 700.9: "target enchanted creature", "all creatures that aren't enchanted", "target equipped creature
  // or enchantment creature": what is attached to a permanent, read where targets and an effect's objects are found
  // (rules/queries/attachment-adjectives.ts attachmentReader, rules/state/filters.ts).
  if ((t.kind === 'target' || t.kind === 'all') && attachmentWordsTold(t.filter) !== t.filter) return targetSimulated({ ...t, filter: attachmentWordsTold(t.filter) });
  // CR 301.5, 303.4, 509.1: "target Aura attached to a creature", "all creatures blocking or blocked by ~": related to the
  // source, what it is attached to, or an object of a kind (rules/queries/related-objects.ts); a pronoun is not told.
  if ((t.kind === 'target' || t.kind === 'all') && t.filter.relatedTo && relationTold(t.filter.relatedTo)) return targetSimulated({ ...t, filter: { ...t.filter, relatedTo: undefined } });
  // "up to N target …" is carried out as an ability's last target phrase (lastUpTo).
  // CR 107.3a, 601.2c: "X target creatures" takes the X announced before the targets (rules/queries/targets.ts); "up to
  // X" is not.
  // CR 601.2c: "one or two target creatures" takes one or two, announced like "up to two" but at least one; carried out
  // as the ability's last target phrase (`upToEarly`, rules/effects/effect-context.ts takes those announced).
  if (t.kind === 'target' && t.countIsX && t.upTo) return false;
  // "a second target creature", "a third target creature" (CR 115.1, 601.2c): kept apart from the targets the phrases
  // before it took, as "another target" is (rules/queries/targets.ts); the rest of the phrase as any.
  if (t.kind === 'target' && t.ordinal) return targetSimulated({ ...t, ordinal: undefined });
  // "target creature and target land" (CR 115.1, 601.2c): two target phrases of one instruction, announced in order
  // (rules/queries/target-legality.ts targetSpecs) and each resolved in turn (rules/effects/effect-context.ts
  // resolveSpec); carried out where each phrase is. A first phrase "up to one …" is not the ability's last
  // (`upToEarly`: which announced targets are whose is not read). Only a zone change's objects are resolved so
  // (`effectSimulated`).
  if (t.kind === 'target' && t.andTarget) return andTargetPhrases(t).every((x) => targetSimulated(x));
  // "target creature and all Auras attached to it" (CR 303.4, 301.5): the permanents attached to the target are acted on
  // with it (rules/effects/effect-context.ts resolveSpec) when the matcher reads what else their words say.
  if (t.kind === 'target' && t.attachedAlso) return attachedAlsoTold(t.attachedAlso) && targetSimulated({ ...t, attachedAlso: undefined });
  if (t.kind === 'target' && t.sameNameAlso && !filterSimulated(t.sameNameAlso)) return false;
  // Radiance (CR 105.2): the other objects sharing a color with the target are not found by the engine.
  if (t.kind === 'target' && t.sharesColorAlso) return false;
  // CR 506.2, 702.39a: "target creature defending player controls": chosen during combat, the player attacked
  // (rules/state/filters.ts); only a target's, chosen as combat's triggers go on the stack.
  if (t.kind === 'target' && t.filter.controlledBy === 'defending-player') return targetSimulated({ ...t, filter: { ...t.filter, controlledBy: undefined } });
  // rules/queries/target-legality.ts: a target card in your graveyard, a graveyard or an opponent's graveyard (CR 115.1).
  const owner = t.kind === 'target' || t.kind === 'all' ? graveyardOwner(t.filter) : undefined;
  if (t.kind === 'target' && (owner === 'all' || owner === 'any' || owner === 'yours' || owner === 'an-opponents')) return filterSimulated(withoutZone(t.filter));
  // CR 601.2c, 115.1: "target cards from a single graveyard" (rules/queries/targets.ts checks they share one).
  if (t.kind === 'target' && singleGraveyard(t.filter)) return filterSimulated(withoutZone(t.filter));
  // "this card from your graveyard": the card while it is in its owner's graveyard (rules/effects/effect-context.ts; CR 113.6m).
  if (t.kind === 'self' && t.from) return t.from === 'your graveyard';
  // "a card at random from their hand" (CR 701.9b): the engine picks no card at random.
  if (t.kind === 'chosen' && t.atRandom) return false;
  // CR 107.1a, 608.2d: "half the permanents they control, rounded down": which half is the player's choice, not made by the engine.
  if (t.kind === 'chosen' && t.half) return false;
  // "any number of them": how many is the player's choice (608.2d): the step's `choosing` cards among them, none without
  // one (noted; what follows rests on the choice never made) — rules/effects/effect-context.ts anyNumberChosen.
  // CR 608.2d: "up to two land cards from among them", "up to two creature cards from your hand": how many (none too)
  // and which, the step's `choosing` cards among those that fit (rules/effects/effect-context.ts anyNumberChosen with
  // its most); without a choice the engine takes none (noted) and what follows rests on it.
  if (t.kind === 'chosen' && upToNumbered(t)) return amongLooked(t.filter) !== undefined ? targetSimulated({ ...t, upTo: undefined }) : chosenFromYourZone({ ...t, upTo: undefined });
  if (t.kind === 'chosen' && (t.upTo || t.countIsX || t.thatMany)) return false;
  // "a creature card from among them": among the cards looked at or revealed (rules/effects/effect-context.ts, 608.2c).
  // An or-list whose alternatives each say "from among them", and "all land cards from among them / revealed this way"
  // (among-looked.ts): the same cards, each alternative matched (CR 608.2c, 701.20a).
  const among = t.kind === 'chosen' || t.kind === 'all' ? amongLooked(t.filter) : undefined;
  // CR 607.2a, 406.6: "all cards exiled with ~", "a creature card exiled with ~": the cards its linked abilities exiled
  // (rules/effects/effect-context.ts resolveSpec); "exiled with it" (another object) is not read.
  // "each other card exiled with ~" (CR 608.2c): other than a card the ability named before (the source is never among the
  // cards exiled with it), which the engine's "other" (other than the source) doesn't tell: not carried out.
  if ((t.kind === 'all' || (t.kind === 'chosen' && !t.ofIt && !t.upTo && !t.countIsX && !t.thatMany && t.count !== 99)) && t.filter.exiledWithSelf === true) return !t.filter.zone && !t.filter.other && filterSimulated({ ...t.filter, exiledWithSelf: undefined });
  // "any number of … cards from among them" (608.2d: how many is the player's choice) is not.
  if (among && (t.kind === 'chosen' || t.kind === 'all')) return !(t.kind === 'chosen' && (t.ofIt || t.count === 99)) && t.filter.zone === undefined && filterSimulated(among);
  if (t.kind === 'chosen' && (t.filter.zone === 'graveyard' || t.filter.zone === 'hand')) return chosenFromYourZone(t);
  // rules/effects/effect-context.ts graveyardOwners: "all … from your graveyard / target player's graveyard / all graveyards".
  if (t.kind === 'all' && (t.filter.zone === 'graveyard' || t.filter.zone === 'any-graveyard')) {
    const owners = owner === 'all' || owner === 'yours' || owner === 'target-player' || owner === 'target-opponent';
    return owners && filterSimulated({ ...t.filter, zone: undefined, zonePhrase: undefined, zoneFrom: undefined });
  }
  // CR 115.1: "target spell that targets a permanent you control": rules/queries/target-legality.ts looks at the spell's
  // targets (only there: elsewhere "that targets …" matches nothing).
  if (t.kind === 'target' && (t.filter.targetsWhat || t.filter.anyOf?.some((x) => x.targetsWhat))) {
    const rest = (f: ObjectFilter): ObjectFilter => ({ ...f, targetsWhat: undefined, ...(f.anyOf ? { anyOf: f.anyOf.map(rest) } : {}) });
    const inner = [t.filter, ...(t.filter.anyOf ?? [])].flatMap((f) => (f.targetsWhat ? [f.targetsWhat.filter] : []));
    return filterSimulated(rest(t.filter)) && inner.every(filterSimulated) && !t.filter.zone;
  }
  // "target card from your graveyard" / "from a graveyard": rules/queries/target-legality.ts checks the zone (CR 115.1).
  if (t.kind === 'target' && (t.filter.zone === 'graveyard' || t.filter.zone === 'any-graveyard')) return filterSimulated({ ...t.filter, zone: undefined, zoneFrom: undefined });
  // "target attacking creature with power less than ~'s power" (CR 702.134a mentor): rules/queries/target-legality.ts
  // compares a permanent target with its source's value, now or as it last existed (608.2h).
  if (t.kind === 'target' && t.filter.compare?.thanSelf && !t.filter.zone) return filterSimulated({ ...t.filter, compare: undefined });
  return 'filter' in t ? filterSimulated(t.filter) : true;
}

/**
 * Whether the engine carries this effect out as written (its kind, its object phrases and its details). `inReplacement`:
 * an "enters with X counters" replacement, where X is the paid X (CR 107.3m) the engine knows.
 */
/** The words of the mana rules/queries/mana-abilities.ts manaOptionsOf makes (CR 106.1, 105.1, 607.2d): symbols and these. */
const MANA_MADE: ReadonlySet<string> = new Set(['any', 'any one color', 'any combination', 'different colors', 'the chosen color']);

/** A target spec or filter naming spells cast during the rest of the turn (`castThisTurn`, CR 611.2a). */
function castLater(x: unknown): boolean {
  const f = x && typeof x === 'object' ? ('filter' in x ? (x as { filter?: ObjectFilter }).filter : (x as ObjectFilter)) : undefined;
  return !!f && typeof f === 'object' && (f.castThisTurn === true || (f.anyOf ?? []).some((x) => x.castThisTurn === true));
}

export function effectSimulated(e: Effect, inReplacement = false): boolean {
  if (!descriptorOf(e).engine) return false;
  // CR 107.3, 608.2c: an instruction repeated once per object or unit counted ("copy it for each …") is not repeated by the engine.
  if (e.perRepeat) return false;
  // CR 101.4: "Starting with you, each player …" — the players act one at a time in turn order; the engine doesn't order them.
  if (e.turnOrderFromYou) return false;
  // CR 118.7, 601.2f: a keyword's costs one player pays, or "up to" an amount less, are not changed by the engine
  // (rules/queries/casting-cost.ts skips them); "can't have or gain flying" (CR 613.1f) is not kept by the layers.
  if (e.kind === 'keyword-cost-change' && (e.payer || e.upTo || (e as unknown as Record<string, unknown>)['per'] !== undefined || (e as unknown as Record<string, unknown>)['perCount'] !== undefined)) return false;
  if (e.kind === 'cost-change' && e.upTo) return false;
  // CR 611.2a: a cost change lasting "until end of turn" / "until your next turn" (from a resolving spell or ability) is not
  // tracked by rules/queries/casting-cost.ts, which reads static abilities only.
  if (e.kind === 'cost-change' && ((e.duration !== undefined && e.duration !== 'permanent') || (e as { until?: string }).until !== undefined)) return false;
  if (e.kind === 'lose-keyword' && e.cantHave) return false;
  // CR 601.2, 611.2a: "spells you cast this turn", "the next creature spell you cast this turn": the spells cast after the
  // effect begins are not told apart by the engine.
  if ((['target', 'subject', 'spells'] as const).some((k) => castLater((e as unknown as Record<string, unknown>)[k]))) return false;
  // CR 107.3c: "+X/+Y, where X is … and Y is …": the engine counts X alone (rules/effects/layered-effects.ts).
  // "+4/-X": the engine changes by X alone (not carried out).
  if (e.whereY !== undefined || (e.kind === 'modify-pt-x' && (e.y || e.powerN !== undefined || e.toughnessN !== undefined))) return false;
  // CR 700.2e: modes another player chooses ("An opponent chooses one —"): the engine takes the modes as the controller's.
  if (e.kind === 'modal' && e.who) return false;
  // CR 700.2a: "choose one that hasn't been chosen [this turn]": the modes chosen before are not kept by the engine.
  if (e.kind === 'modal' && e.notChosen) return false;
  // CR 608.2c, 115.1: an instruction whose subject is left out after "then" / "and" ("Target player mills a card, then
  // draws a card") names the same target player: announced once (rules/queries/target-legality.ts targetSpecs), found
  // again as the instruction is followed (rules/effects/effect-context.ts playersFor, `subjectLeftOut`).
  // CR 613.1f, 113.10: a granted quoted ability ("gains "…"", "has "…"") is added to the object by rules/layers, but the
  // object does only what the engine carries out of it: the grant is carried out only when its inside is.
  if (e.kind === 'gain-ability' && !abilityCarriedOut(e.ability)) return false;
  if (e.kind === 'grant-ability' && !listedAbilities(e).every(abilityCarriedOut)) return false;
  // CR 613.1f, 702.1: the keywords granted with it ("has flying and "…""), each carried out only as its printed one is.
  if (e.kind === 'grant-ability' && !(e.keywords ?? []).every(grantedKeywordCarriedOut)) return false;
  // CR 614.1c: "it enters with … and with "…"": the entering replacement (rules/actions/zones.ts) grants no quoted ability.
  if (e.kind === 'grant-ability' && e.entersWith) return false;
  // CR 107.3a, 613.4b: "base power and toughness X/X": the X announced for a resolving ability, carried into the layers
  // as a number as it resolves (rules/effects/layered-effects.ts); a static one is not (resolvedOnlyPt).
  // CR 107.3c, 603.7: "When you do, ~ deals X damage to target player, where X is the number of Shrines you control": X of
  // the delayed ability's instructions, counted as they are followed (delayedBody).
  if (e.kind === 'delayed-trigger' && e.whereX) return effectSimulated({ ...e, whereX: undefined, effects: delayedBody(e) }, inReplacement);
  // CR 702.11c, 702.16b, 611.3a: "You and Humans you control have hexproof": the player's share of the grant (a player with
  // hexproof or protection) is not carried out by this path, so the whole clause is "recognized, not simulated".
  if (e.andYou) return false;
  // "each player who controls …" (CR 608.2c): the players the condition picks are not told by the engine.
  if (e.whoWho) return false;
  // CR 701.14a: "Those creatures fight each other": the pair named before is not told by the engine.
  if (e.kind === 'fight' && e.eachOther) return false;
  // CR 508.1: "that attacking player" (the player a trigger's attack names) is not told by the engine.
  // CR 608.2c: "that player or that permanent's controller" (the player or the controller of what was dealt damage) neither.
  // CR 102.1: "the player with the most life" (a comparison among all players) neither.
  if ('who' in e && (e.who === 'attacking-player' || e.who === 'player-or-controller' || e.who === 'most-player')) return false;
  // CR 102.3, 607.2d: "each other opponent" and "the chosen player" (as the one who acts or the one acted on) neither.
  if ('who' in e && (e.who === 'each-other-opponent' || e.who === 'chosen-player')) return false;
  // CR 508.1, 102.3: "each opponent attacking that player" neither; CR 608.2c: "each of those players" neither.
  if ('who' in e && (e.who === 'attacking-opponents' || e.who === 'those-players' || e.who === 'each-of-those-players')) return false;
  // CR 115.1, 102.1: "any number of target players" and "each player other than target player" are not told by the engine.
  if ('who' in e && (e.who === 'target-players' || e.who === 'each-player-but' || e.who === 'up-to-one-target-player' || e.who === 'up-to-one-target-opponent')) return false;
  const to = (e as { to?: TargetSpec }).to;
  // CR 608.2c: "the first player", "the second player" (the players a choice named before, in order) neither.
  // CR 608.2d: "each friend", "each foe" (the players a choice of friend or foe named) neither.
  if (('who' in e && UNTOLD_NAMED_PLAYERS.has(e.who as PlayerRef)) || (to?.kind === 'player' && UNTOLD_NAMED_PLAYERS.has(to.who))) return false;
  if (to?.kind === 'player' && (to.who === 'target-players' || to.who === 'each-player-but' || to.who === 'up-to-one-target-player' || to.who === 'up-to-one-target-opponent')) return false;
  if (to?.kind === 'player' && (to.who === 'each-other-opponent' || to.who === 'chosen-player')) return false;
  // CR 120.3, 608.2c: "each opponent who controls more lands than you": the players a condition picks are not told.
  if (to?.kind === 'player' && to.whoCondition) return false;
  // CR 303.4, 301.5: "enchanted artifact's controller" (the controller of what the source is attached to) neither.
  // CR 115.1, 108.4: "target spell's controller" (a target the engine doesn't choose) neither.
  // A static player restriction's "enchanted creature's controller" is told (playerRestrictionCarriedOut, CR 303.4).
  if (('who' in e && ((e.who === 'attached-controller' && e.kind !== 'player-restriction') || e.who === 'target-controller')) || (to?.kind === 'player' && (to.who === 'attached-controller' || to.who === 'target-controller'))) return false;
  // An object or player the trigger event implies besides its subject ("that creature" after "~ blocks a creature", "the
  // player or planeswalker it's attacking") is not tracked by the engine, as any of the effect's objects.
  // CR 506.3, 508.1b: "~ deals 1 damage to the player or planeswalker it's attacking": whom the attacking creature the
  // trigger names attacks (attacked-recipient.ts; rules/effects/effect-context.ts resolveSpec).
  if (e.kind === 'damage' && attackedRecipient(e.to)) return effectSimulated({ ...e, to: { kind: 'self' } }, inReplacement);
  const objects = e as unknown as Record<string, { kind?: string; eventObject?: boolean; ofTargets?: boolean } | undefined>;
  if (['to', 'target', 'other', 'of'].some((k) => objects[k]?.kind === 'it' && (objects[k]?.eventObject || objects[k]?.ofTargets))) return false;
  // CR 119.3, 121.1, 120.3, 608.2h: "each player loses 1 life for each creature they control", "target opponent draws a card
  // for each creature card in their graveyard", "deals damage to target player equal to the number of cards in that
  // player's hand": each player's amount counted for that player (their-amounts.ts; rules/effects/effect-context.ts amountFor).
  const theirs = theirAmount(e);
  if (theirs) return effectSimulated(theirs, inReplacement);
  // CR 115.1, 109.4, 608.2h: "You gain 2 life for each creature target player controls", "Draw a card for each tapped
  // creature target opponent controls": the player target of the phrase's own, then that player's permanents counted
  // (controlled-by-target.ts countedByTarget; rules/effects/effect-context.ts countPer), by the controller alone.
  const byTargetCount = countedByTarget(e);
  if (byTargetCount) {
    const rec = e as unknown as { who?: string; amount?: Amount; per?: ObjectFilter; more?: unknown[] };
    const per = { ...byTargetCount.per, controlledBy: undefined };
    const plain = (rec.amount?.kind === 'for-each' ? { ...e, amount: { ...rec.amount, per } } : { ...e, per }) as Effect;
    return (rec.who === undefined || rec.who === 'you') && !rec.more?.length && effectSimulated(plain, inReplacement);
  }
  // "Creatures with power less than ~'s power can't block it": rules/queries/combat-restrictions.ts compares with the source (CR 509.1b).
  if (e.kind === 'restriction' && e.restriction === "can't block it" && e.target.kind === 'all') {
    const f = e.target.filter;
    return !e.until && filterSimulated(f.compare?.thanSelf ? { ...f, compare: undefined } : f);
  }
  // "The first … spell you cast each turn" (a per-turn count) is not tracked by rules/queries/casting-cost.ts.
  // "costs {X} less, where X is …" (CR 107.3c): X isn't computed (rules/queries/casting-cost.ts leaves it out).
  // A change with colored mana, per target beyond the first, or only during a step or turn is not applied (CR 601.2f).
  // "for each opponent you have" (CR 702.125a) is counted by rules/queries/casting-cost.ts.
  // CR 601.2f, 107.3c: "{1} less for each basic land type …", "{X} less, where X is your devotion to white": the numbers of
  // the game rules/queries/game-quantities.ts counts as the cost is determined (not times kicked).
  // A change only during a step or turn, or colored mana taken off a cost (CR 118.7c), is not applied (CR 601.2f).
  // "for each opponent you have" (CR 702.125a) is counted by rules/queries/casting-cost.ts; colored mana added ("{G}
  // more", 601.2f) and "for each target beyond the first" (601.2c: the targets announced before the total cost) are
  // applied by its changeCost, and so are "spells … that target ~ / a Merfolk you control" (115.1).
  // "The first creature spell you cast each turn costs {2} less" (CR 601.2f): the turn's history (rules/queries/first-each-turn.ts).
  if (e.kind === 'cost-change') return (!e.deltaIsX || (!!e.whereX && !e.perCount && !e.per && gameQuantityCounted(e.whereX) && e.whereX.kind !== 'times')) && !e.thisWay
    && (!e.perCount || e.perCount.kind === 'opponents' || (gameQuantityCounted(e.perCount) && e.perCount.kind !== 'times')) && !e.during
    && (e.mana === undefined || ((!!e.more || /^(?:\{\d+\})+$/.test(e.mana)) && !e.per && !e.perCount)) && (!e.beyondFirst || (!e.per && !e.perCount))
    && countable(e.per) && costChangeSpellsRead(targetsRead(castTurnRead(costChangeSpells(e))));
  // CR 402.2: a fixed maximum hand size or change (rules/game/cleanup.ts); one equal to a quantity is not counted.
  if (e.kind === 'max-hand-size') return e.n !== undefined;
  // CR 701.40a, 701.58a: manifest or cloak by another player, from another library, from a hand, a pile or cards looked at.
  if (e.kind === 'manifest' || e.kind === 'cloak') return manifestSourceSimulated(e.from);
  // CR 701.23a–d: rules/effects/search-effects.ts — the controller searches their library or a target player's for cards
  // the matcher reads ("up to two", "any number of" included); several zones at once ("graveyard, hand, and library"),
  // another player searching, and X cards are not carried out.
  if (e.kind === 'search-library') {
    const t = e.target;
    // CR 701.23a, 201.2a: "for all cards with the same name as that spell" in its controller's graveyard, hand, and library,
    // or "for a card with the same name as that card" in your library: the name of the object "it" names (same-name-search.ts).
    const same = sameNameSearch(e);
    if (same) return filterSimulated(same.filter);
    // "their library" names a searcher an outer clause chose ("Each player may search their library"): not carried out.
    // CR 202.3, 702.53a: "with the same mana value as this card" is compared with the source card's mana value (search-effects.ts).
    const sameAsSelf = t.kind === 'chosen' && !t.filter.compare && t.filter.sameAs?.what === 'mana value' && t.filter.sameAs.of?.kind === 'self';
    // CR 201.2: "a card named ~", the source's own name (search-effects.ts). CR 107.3a: "with mana value X or less", the
    // X announced (unsimulatedSpans tells an ability that announces none); CR 608.2h: "… less than or equal to the number
    // of lands you control", counted as it is followed (rules/effects/counted-compare.ts).
    // CR 701.23a: "search your library and/or graveyard", "your graveyard, hand, and/or library": the controller's own
    // zones, any of them (search-zones.ts, search-effects.ts searchZones).
    const zonesRead = !e.zones || (searchedZones(e.zones) !== undefined && e.whose === undefined && t.kind === 'chosen' && !t.countIsX && !t.upTo && !t.count);
    return zonesRead && !e.their && (e.who === undefined || e.who === 'you') && (e.whose === undefined || e.whose === 'target-player' || e.whose === 'target-opponent')
      // CR 107.3c, 608.2h: "for up to X basic land cards, where X is the number of lands you control", X counted as the
      // search begins (search-effects.ts); an X with no "where" the spell's own cost announces nothing here.
      && t.kind === 'chosen' && (!t.countIsX || (!!e.whereX && countedNow(e.whereX))) && !t.thatMany && !t.ofIt
      && filterSimulated(withoutCountedCompare(withoutXCompare({ ...t.filter, zone: undefined, zonePhrase: undefined, zoneFrom: undefined, ...(sameAsSelf ? { sameAs: undefined } : {}), ...(t.filter.named === '~' ? { named: undefined } : {}) })));
  }
  // CR 707.9: rules/actions/copy.ts (withExceptions) carries out a permanent's copy effect's exceptions: "except it has
  // …" (707.9a), "except it's a …" and "it has no mana cost" (707.9b), and lists of them; "except if ~ was embalmed /
  // eternalized, …" applies only to a token made by that ability (702.128a, 702.129a): while the engine doesn't carry
  // the ability out, no object of a game was made by it, and the exceptions don't apply. "except it has this ability"
  // is not carried out.
  // CR 707.9a–b: a token copy's exceptions "it has …", "it's …" and "it has no mana cost", alone or listed, are part of
  // its copiable values (rules/actions/tokens.ts createTokenCopy); "if ~ was embalmed", "this ability" and "enters with"
  // ones are not carried out.
  const tokenExceptionSimulated = (x: CopyExceptions & { exceptHas?: Ability }): boolean => !x.exceptThisAbility && !x.exceptIfWas && !x.exceptEntersWith
    && (x.exceptList ?? []).every(tokenExceptionSimulated) && (x.exceptHas === undefined || (abilityCarriedOut(x.exceptHas) && !LINKED_EXILE.test(x.exceptHas.text)));
  // CR 607.2a, 707.9a: a quoted ability a copy gets that names "the exiled card" (Hofri Ghostforge's token) means the card
  // the copying ability exiled; the engine links "the exiled card" to the token's own abilities, which exiled none: not
  // carried out.
  // "create two tokens that are copies of …" (CR 707.2) is not carried out.
  if (e.kind === 'create-token-copy' && (e.count !== undefined || e.amount !== undefined || !tokenExceptionSimulated(e))) return false;
  // CR 111.2: a token copy another player creates ("target opponent creates a token that's a copy of it") is not made
  // for that player by rules/effects/token-effects.ts (it makes its tokens for the ability's controller); nor tapped ones.
  if (e.kind === 'create-token-copy' && ((e.who !== undefined && e.who !== 'you') || e.tapped)) return false;
  // CR 608.2d: a copy of an object chosen as it resolves ("a card exiled with ~") is not made by the engine.
  if (e.kind === 'create-token-copy' && e.chosenOf) return false;
  // CR 508.1d: a token copy "that attacks <a player> this turn if able", a player the engine tells (attackedPlayerKnown;
  // "that opponent" only inside "For each opponent, …", below).
  if (e.kind === 'create-token-copy' && e.attacks !== undefined && !attackedPlayerKnown(e.attacks)) return false;
  if (e.kind === 'become-copy' && (e.exceptThisAbility || e.exceptList?.some((x) => x.exceptThisAbility))) return false;
  // CR 707.9a–b: a name, a supertype or "~'s other abilities" as exceptions are not applied by rules/actions/copy.ts.
  if ((e.kind === 'become-copy' || e.kind === 'create-token-copy') && !exceptionsApplied(e)) return false;
  // CR 614.1c: counters the copy enters with besides the copied ones are not put on it by the engine.
  if (e.kind === 'become-copy' && (e.exceptEntersWith || e.exceptList?.some((x) => x.exceptEntersWith))) return false;
  // CR 614.1c: "enter tapped as a copy of …" (tapped only as the copy) is not told apart by rules/actions/zones.ts, nor a
  // copy replacement written after a condition ("If you attacked this turn, you may have ~ enter as a copy of …").
  if (e.kind === 'become-copy' && e.tapped) return false;
  if (e.kind === 'conditional' && e.itEnters && e.effects.some((x) => x.kind === 'become-copy')) return false;
  // CR 702.128a, CR 702.128b, CR 702.129a: exceptions "if ~ was embalmed / eternalized" apply to a token a resolving embalm
  // (eternalize) ability made (rules/actions/copy.ts withExceptions, its `madeBy`).
  // CR 122.6: counters an object gets as it enters the battlefield ("return it to the battlefield with a -1/-1 counter on
  // it") are put on by rules/effects/zone-effects.ts; as it moves elsewhere than exile not.
  // CR 122.1: "Exile ~ with three time counters on it": the exiled card gets them (rules/effects/zone-effects.ts).
  if (e.kind === 'zone-change' && e.withCounters && e.to !== 'battlefield' && e.to !== 'exile') return false;
  // "with an additional +1/+1 counter on it" (CR 122.6): added to the counters it would enter with, not told apart by the engine.
  if (e.kind === 'zone-change' && e.withCounters?.additional) return false;
  // CR 120.3: damage a source deals to itself is carried out as a number ("deals 6 damage to itself",
  // rules/effects/damage-life-effects.ts); "… equal to its power" is not.
  // "Target creature deals damage to itself equal to its power": each source named first deals its own amount (608.2h).
  if (e.kind === 'damage' && e.toItself && e.amount.kind !== 'fixed' && !(e.source && e.source.kind !== 'self' && e.source.kind !== 'it')) return false;
  // CR 701.20a: another player revealing is not carried out.
  if (e.kind === 'reveal' && e.who !== undefined && e.who !== 'you') return false;
  // A token name holding the card's own name (written "~") is not spelled out for the engine.
  // CR 107.3, 111.4: "an X/X … token": X is its power and toughness as it is created, the X announced (unsimulatedSpans
  // tells an ability that announces none) or "where X is …" counted then (`countedX`; rules/effects/token-effects.ts).
  if (e.kind === 'create-token' && createdTokens(e).some((t) => t.name?.includes('~'))) return false;
  // CR 107.3, 608.2d: "sacrifice a permanent for each …", "flip a coin for each …": one object chosen (or one coin) per object
  // counted is not done by the engine's zone changes.
  if ((e.kind === 'zone-change' || e.kind === 'random') && ((e as unknown as Record<string, unknown>)['per'] !== undefined || (e as unknown as Record<string, unknown>)['perCount'] !== undefined)) return false;
  // CR 508.4, 509.1h: a token entering attacking the player named before, or blocking the creature named before, is not put
  // into the combat by rules/effects/token-effects.ts.
  if (e.kind === 'create-token' && e.attacking !== undefined && e.attacking !== 'attacking' && e.attacking !== 'tapped and attacking') return false;
  // CR 608.2d, 400.3: "target player exiles a card from their graveyard", "each player returns all creature cards from
  // their graveyard to their hand": each player it names acts on their own zone (rules/effects/zone-effects.ts), as "you"
  // would on yours.
  if (e.kind === 'zone-change' && e.who !== undefined && SACRIFICING_PLAYERS.has(e.who) && e.how !== 'sacrifice' && (e.target.kind === 'chosen' || e.target.kind === 'all')
    && e.target.filter.zoneTheir && (e.target.filter.zone === 'graveyard' || e.target.filter.zone === 'hand') && !e.target.filter.zonePhrase && !e.target.filter.anyOf) {
    // CR 400.3, 401.4: "target opponent puts a card from their hand on top of their library", "each player puts a card from
    // their hand on top of their library": each player's own card into its owner's library, where the engine puts it —
    // as "you" putting a card from your hand on top of your library would.
    const ownLibrary = e.how === 'put' && e.to === 'library' && e.topOf === 'their' && !e.topYours ? { topOf: undefined, topYours: true } : {};
    return effectSimulated({ ...e, who: undefined, ...ownLibrary, target: { ...e.target, filter: { ...e.target.filter, zoneTheir: undefined } } }, inReplacement);
  }
  // CR 404.1, 608.2d: "exile a card from a graveyard", "put a creature card from a graveyard onto the battlefield under your
  // control": one card of any graveyard, the controller's choice as the instruction is followed (rules/effects/effect-context.ts
  // chooseFromZone), read as one from the controller's own graveyard would be — not "on top of your library" (its owner's
  // library, 400.3, may be another's), nor as a permanent enters ("As ~ enters, exile a creature card from a graveyard",
  // 614.12: rules/actions/zones.ts doesn't choose it).
  if (e.kind === 'zone-change' && !inReplacement && !e.who && !e.topYours && e.target.kind === 'chosen' && chosenFromAnyGraveyard(e.target)) {
    return effectSimulated({ ...e, target: { ...e.target, filter: { ...e.target.filter, zone: 'graveyard' } } }, inReplacement);
  }
  // CR 701.20a, 400.3: "That player exiles that card", "Put that card on top of that player's library", "That player
  // shuffles that card into their library": the card chosen from that player's hand, moved to its owner's zone
  // (rules/effects/zone-effects.ts); unsimulatedSpans checks a card was chosen from a hand shown before (`handShownBefore`).
  if (handCardMove(e)) return true;
  // CR 107.3a, 601.2b: "destroy target creature with power X or less", "return all creature cards with mana value X from
  // your graveyard": the X announced with the spell's or ability's cost, where the objects are found (rules/state/filters.ts,
  // target-legality.ts, effect-context.ts); an ability whose X no mana cost announces: unsimulatedSpans.
  if (e.kind === 'zone-change' && (e.target.kind === 'target' || e.target.kind === 'all') && comparesWithX(e.target.filter)) {
    return effectSimulated({ ...e, target: { ...e.target, filter: withoutXCompare(e.target.filter) } }, inReplacement);
  }
  // CR 115.1, 109.4: "Destroy all lands target player controls", "tap all creatures target opponent controls", "… 1 damage
  // to each creature target opponent controls": a player target of the phrase's own, then that player's permanents
  // (model/abilities/controlled-by-target.ts, rules/effects/effect-context.ts resolveSpec).
  // Damage from several sources named first ("each creature you control deals …") finds its recipients once per source
  // (rules/effects/damage-life-effects.ts): not read so.
  const manySources = e.kind === 'damage' && !!e.source && e.source.kind !== 'self' && e.source.kind !== 'it';
  const byTarget = CONTROLLED_BY_TARGET_KINDS.has(e.kind) && !manySources ? controlledByTargetSpec(e) : undefined;
  if (byTarget) return effectSimulated({ ...e, [byTarget.key]: { ...byTarget.spec, filter: { ...byTarget.spec.filter, controlledBy: undefined } } } as Effect, inReplacement);
  // CR 208.1, 608.2h: "exile each creature with power greater than the number of cards in your hand": the number counted
  // as it is followed (rules/effects/counted-compare.ts).
  if (e.kind === 'zone-change' && e.target.kind === 'all' && withoutCountedCompare(e.target.filter) !== e.target.filter) {
    return effectSimulated({ ...e, target: { ...e.target, filter: withoutCountedCompare(e.target.filter) } }, inReplacement);
  }
  // CR 404.1, 608.2c: "Return all artifact and enchantment cards from your graveyard to the battlefield": each kind of the
  // list names the same zone, read as one zone and the kinds in it (rules/effects/effect-context.ts resolveSpec).
  if (e.kind === 'zone-change' && e.target.kind === 'all' && sharedZoneFirst(e.target.filter) !== e.target.filter) {
    return effectSimulated({ ...e, target: { ...e.target, filter: sharedZoneFirst(e.target.filter) } }, inReplacement);
  }
  // CR 400.1, 401.1, 402.1, 404.1: "exile all cards from your hand / target player's library", "exile each opponent's
  // graveyard": every card of that zone that fits (rules/effects/effect-context.ts, model/abilities/zone-owner.ts).
  if (e.kind === 'zone-change' && e.target.kind === 'all' && !e.who && (e.target.filter.zone === 'hand' || e.target.filter.zone === 'library' || wholeZoneOf(e.target.filter)?.owner === 'opponents') && wholeZoneOf(e.target.filter)) {
    return effectSimulated({ ...e, target: { ...e.target, filter: withoutZone(e.target.filter) } }, inReplacement);
  }
  // CR 401.1: "target opponent exiles the top card of their library": each player it names, their own library.
  if (e.kind === 'zone-change' && e.who !== undefined && SACRIFICING_PLAYERS.has(e.who) && e.how !== 'sacrifice' && e.target.kind === 'library-top' && e.target.owner === 'they' && typeof e.target.count === 'number') {
    return effectSimulated({ ...e, who: undefined, target: { ...e.target, owner: 'you' } }, inReplacement);
  }
  // CR 611.2a: "Until the end of your next turn, you may play those cards": the permission lasts this turn and the
  // player's next (rules/effects/permission-effects.ts, rules/game/turn.ts).
  if (e.kind === 'optional' && e.until === 'the end of your next turn' && e.effects.length > 0 && e.effects.every((x) => x.kind === 'cast-from' && !x.until && !x.while && !x.thisTurn)) {
    return effectSimulated({ ...e, until: undefined, effects: e.effects.map((x) => (x.kind === 'cast-from' ? { ...x, duration: undefined } : x)) }, inReplacement);
  }
  // CR 608.2g, 118.9: with no duration, a cast during the resolution (rules/game/resolution-cast.ts) of one card of the
  // caster's hand of a kind the matcher reads, without paying its mana cost (cast-now.ts); the card named before ("that
  // card") is read below as any cast-from's.
  // CR 608.2c: one of the cards the ability looked at before ("from among them"), read as any such phrase.
  if (e.kind === 'cast-from' && e.target.kind === 'chosen' && castsDuringResolution(e)) {
    const fromHand = castNowFromHand(e);
    const among = castNowAmong(e);
    return e.free && ((fromHand !== undefined && filterSimulated(fromHand)) || (among !== undefined && targetSimulated({ ...e.target, filter: among })));
  }
  const rec = e as unknown as Record<string, unknown>;
  // CR 113.6f, 601.3: "You may cast this card from your graveyard" (rules/effects/permission-effects.ts).
  if (selfFromGraveyard(e)) return true;
  // CR 113.6f, 601.3, 604.1: the card's own permission under a condition ("… if you gained life this turn", "… as long as
  // you control a Zombie"), checked as its owner begins to cast it (rules/effects/permission-effects.ts ownPermission);
  // CR 101.2: "…, but not from anywhere else" (rules/game/casting.ts refuses the other zones).
  { const own = ownCastPermission(e);
    if (own && (own.condition || own.onlyFrom)) return !inReplacement && (!own.condition || conditionEvaluated(own.condition)); }
  // Durations other than "until end of turn", per-object amounts and other sources are not tracked.
  // "put X +1/+1 counters on it, where X is the number of …" is counted as it applies (rules/effects/effect-context.ts quantityNow).
  // CR 107.3c: "create X … tokens, where X is …" and "you gain / lose X life, where X is …" likewise (rules/effects
  // token-effects.ts and damage-life-effects.ts, amountOf): the quantities quantityNow counts.
  // CR 107.3c, 608.2h: "gets +X/+X until end of turn, where X is the number of creatures you control", "~ deals X damage
  // to any target, where X is …", "draw X cards, where X is …": X counted once as the instruction is followed
  // (rules/effects/layered-effects.ts, damage-life-effects.ts, zone-effects.ts) — objects of a kind, or a value of the
  // ability's own object (`countedNow`).
  // CR 107.3, 605.3b: "Add X mana of any one color, where X is …" (its case below tells which it counts).
  const countedX = ((e.kind === 'add-counters' || e.kind === 'add-mana' || ((e.kind === 'create-token' || e.kind === 'life') && e.amount.kind === 'x') || (e.kind === 'create-token' && tokenPtX(e))) && e.whereX !== undefined && quantitySimulated(e.whereX))
    // CR 608.2h: "Target creature gets +0/+X …, where X is its mana value": the one object it names, found first (x-of-target.ts).
    || xOfItsOwnObject(e)
    || ((e.kind === 'modify-pt-x' || (e.kind === 'damage' && e.amount.kind === 'x') || (e.kind === 'draw' && e.countIsX) || (e.kind === 'player-action' && e.amount.kind === 'x')) && e.whereX !== undefined && countedNow(e.whereX))
    // CR 107.3c, 608.2h: "look at / reveal / exile the top X cards of your library, where X is …" (rules/effects/effect-context.ts).
    || (topX(e) && e.whereX !== undefined && countedNow(e.whereX))
    // CR 613.4b, 608.2h: "becomes an X/X Elemental creature …, where X is the number of Allies you control" (layered-effects.ts).
    || (e.kind === 'set-base-pt-to' && e.quantity.kind === 'x' && e.whereX !== undefined && countedNow(e.whereX))
    // CR 118.12, 107.3: "counter it unless that player pays {X}, where X is its mana value": X is the payment's alone
    // (rules/effects/apply-effects.ts), the instructions it governs not reading X.
    || (e.kind === 'conditional' && e.condition.kind === 'player-does' && e.whereX !== undefined && otherPayer(e.condition.effects, e.effects, e.whereX) !== undefined && !e.effects.some(readsX));
  // CR 608.2h: "it gets +1/+1 until end of turn for each other attacking Ally", counted once as it begins
  // (rules/effects/layered-effects.ts); a static one is counted by rules/layers (staticPerSimulated).
  if (e.kind === 'modify-pt' && e.per) return !e.perCount && !e.per.compare && quantitySimulated({ kind: 'count', filter: e.per }) && effectSimulated({ ...e, per: undefined });
  // CR 608.2h: "draw a card for each creature you control" (rules/effects/zone-effects.ts counts it as it resolves).
  // CR 121.1, 504.2: "At the beginning of your draw step, draw an additional card", "… each player's draw step, that
  // player draws an additional card": a card drawn as the trigger resolves, after the draw step's own (504.1); "that
  // player" is the player whose step began (503.1a, ctx.triggerPlayer: rules/effects/effect-context.ts playersFor).
  if (e.kind === 'draw' && e.additional) return (e.who === undefined || e.who === 'you' || e.who === 'that-player') && effectSimulated({ ...e, additional: undefined, who: undefined });
  if (e.kind === 'draw' && e.per) return !e.until && !e.perCount && amountSimulated({ kind: 'for-each', n: 1, per: e.per }) && effectSimulated({ ...e, per: undefined });
  // CR 118.12, 107.3, 608.2h: "Counter target spell unless its controller pays {1} for each card in your hand", "… pays
  // {X}, where X is …": the mana counted as it resolves (rules/effects/zone-effects.ts unlessPaysCost).
  if (e.kind === 'counter-spell' && e.unlessPays && (rec['per'] !== undefined || rec['perCount'] !== undefined || rec['whereX'] !== undefined)) {
    const per = rec['per'] as ObjectFilter | undefined, perCount = rec['perCount'] as Quantity | undefined, whereX = rec['whereX'] as Quantity | undefined;
    const counted = per ? !perCount && !whereX && /^\{\d+\}$/.test(e.unlessPays) && amountSimulated({ kind: 'for-each', n: 1, per })
      : perCount ? !whereX && /^\{\d+\}$/.test(e.unlessPays) && countedNow(perCount) : countedNow(whereX!);
    return counted && effectSimulated({ ...e, per: undefined, perCount: undefined, whereX: undefined, unlessPays: '{0}' } as Effect);
  }
  // CR 113.1c, 115.1, 701.6a: "Counter target activated ability", "… activated or triggered ability": an ability of that
  // kind on the stack (rules/queries/ability-targets.ts; a mana ability never is, 605.3b); the rest of the phrase as any.
  if (e.kind === 'counter-spell' && e.target.kind === 'target' && abilityKindsTold(e.target.filter) !== e.target.filter) {
    return effectSimulated({ ...e, target: { ...e.target, filter: abilityKindsTold(e.target.filter) } }, inReplacement);
  }
  // CR 107.3, 702.24a: "you may pay {1} for each age counter on this permanent" (rules/effects/mana-effects.ts payManaDue
  // counts as the instruction is followed): objects of a kind, or counters on the ability's own object.
  // CR 106.1, 107.3: "Add {G} for each Elf you control": the fixed mana once per object counted as it resolves
  // (rules/queries/mana-abilities.ts manaOptionsOf); a count of counters is not carried out.
  if (e.kind === 'add-mana' && e.per) return !e.perCount && amountSimulated({ kind: 'for-each', n: 1, per: e.per }) && effectSimulated({ ...e, per: undefined });
  // CR 106.1, 107.3, 122.1: "Add {C} for each storage counter on ~", "add {B} for each charge counter on ~": the fixed mana
  // once per counter on the ability's own object, counted as the mana is added (rules/queries/mana-abilities.ts
  // manaOptionsOf; as it last existed on the battlefield once a cost sacrificed it, 608.2h).
  if (e.kind === 'add-mana' && e.perCount) return !e.per && e.perCount.kind === 'counters' && e.perCount.on.kind === 'self' && !e.perCount.had && e.perCount.counter !== '' && effectSimulated({ ...e, perCount: undefined });
  // CR 106.4, 608.2c: "that player adds {G}{G}" — the player a step's or a spell's trigger names (rules/effects/mana-effects.ts;
  // rules/effects/effect-context.ts playersFor).
  if (e.kind === 'add-mana' && e.who === 'that-player') return effectSimulated({ ...e, who: undefined });
  if (e.kind === 'pay-mana' && (e.per || e.perCount)) return !e.who && (e.per ? amountSimulated({ kind: 'for-each', n: 1, per: e.per }) : e.perCount!.kind === 'counters' && e.perCount!.on.kind === 'self');
  // CR 122.1, 608.2h: "put a +1/+1 counter on target artifact creature for each +1/+1 counter on this permanent" (702.43a
  // modular): the counters on the ability's own object, counted as it resolves, as it last existed on the battlefield
  // once it has left it (rules/effects/status-effects.ts).
  // CR 702.44a sunburst: "for each color of mana spent to cast it", the spell that became this permanent (rules/queries/conditions.ts).
  // CR 107.3, 608.2h: "for each basic land type among lands you control", "for each time it was kicked" (702.33d): the
  // numbers counted as it resolves or enters (rules/queries/game-quantities.ts).
  if (e.kind === 'add-counters' && e.perCount && !e.remove && !e.per) return ((e.perCount.kind === 'counters' && e.perCount.on.kind === 'self') || (e.perCount.kind === 'mana-spent' && !!e.perCount.colors && !e.perCount.symbol && e.perCount.spell !== 'that spell') || countedNow(e.perCount))
    && effectSimulated({ ...e, perCount: undefined });
  // CR 107.3, 608.2h, 614.1c: "put a +1/+1 counter on it for each creature card in your graveyard", "enters with a +1/+1
  // counter on it for each other Ooze you control" (the entering permanent not counted, 614.12).
  if (e.kind === 'add-counters' && e.per && !e.remove && !e.perCount) return amountSimulated({ kind: 'for-each', n: 1, per: e.per }) && effectSimulated({ ...e, per: undefined });
  // CR 107.3, 608.2h: "draw a card for each charge counter on ~", "for each opponent you have" (rules/effects/zone-effects.ts).
  if (e.kind === 'draw' && e.perCount && !e.per) return !e.until && !e.additional && countedNow(e.perCount) && effectSimulated({ ...e, perCount: undefined });
  // CR 107.3, 613.4c, 608.2h: "target creature gets +1/+1 until end of turn for each basic land type among lands you
  // control": counted once as it resolves (rules/effects/layered-effects.ts).
  if (e.kind === 'modify-pt' && e.perCount && !e.per && e.duration !== 'permanent') return countedNow(e.perCount) && effectSimulated({ ...e, perCount: undefined });
  // CR 122.5: moving counters of a named kind, or all of them, from the objects the engine finds (this permanent, a
  // target announced first, 601.2c) onto one object (rules/effects/counter-moves.ts); "a counter" of a kind its
  // controller picks is a choice it doesn't make (608.2d). "When ~ dies, put its counters on target creature" puts as
  // many as it had as it last existed (608.2h), no move: not carried out.
  if (e.kind === 'move-counters') return !e.its && oneObject(e.target) && targetSimulated(e.from) && targetSimulated(e.target) && (e.counter !== '' || !!e.all);
  // "X target …, where X is …": an X the text defines is not what the targets were counted by (rules/queries/targets.ts).
  if (e.whereX && (rec['target'] as { countIsX?: boolean } | undefined)?.countIsX) return false;
  // CR 614.1a, 122.6: "that many plus one / twice that many … counters are put on it instead" of a static ability, about
  // the permanents its filter or "~" names (rules/actions/more-instead.ts); more tokens instead: `moreTokensCarriedOut`.
  // CR 611.2a: one lasting "until end of turn", written first (a resolved one), is not kept by the engine.
  if (e.kind === 'more-instead' && e.what === 'tokens') return !rec['until'] && (rec['duration'] === undefined || rec['duration'] === 'permanent') && !e.byKeyword && moreTokensCarriedOut(e);
  if (e.kind === 'more-instead') return !rec['until'] && (rec['duration'] === undefined || rec['duration'] === 'permanent') && !e.byKeyword && e.what === 'counters' && (e.change === 'twice' || e.change === 'plus-one' || e.change === 'minus-one') && (e.on?.kind === 'self' || ((e.on?.kind === 'chosen' || e.on?.kind === 'all') && !e.on.filter.zone && filterSimulated(e.on.filter)));
  // CR 608.2c: "For each <objects on the battlefield>, <instructions about it>" (rules/effects/per-object-effects.ts).
  // CR 608.2c, 702.141a: "For each opponent, <instructions>", "that opponent" the one they are followed for; a target
  // for each opponent ("up to one target creature that player controls", 601.2c) is not carried out.
  if (e.kind === 'per-object' && e.per.kind === 'players') return !!e.per.opponents && !e.per.who && targetPhrases(e.effects).length === 0 && e.effects.every((x) => effectSimulated(x.kind === 'create-token-copy' && x.attacks === 'that-opponent' ? { ...x, attacks: undefined } : x));
  if (e.kind === 'per-object') return e.per.kind === 'count' && !e.per.filter.zone && !e.per.filter.controlledBy && filterSimulated(e.per.filter) && e.effects.every((x) => effectSimulated(x));
  // CR 105.3, 608.2d: "becomes the color of your choice" chosen as a spell or ability resolves (rules/effects/
  // chosen-color-effects.ts); "the color or colors of your choice" and "the chosen color" of a static ability are not.
  if (e.kind === 'become-chosen-color') return e.color === 'the color of your choice' && !e.be && targetSimulated(e.target);
  // CR 114.2, 114.4: an emblem whose ability works from the command zone: a triggered ability (rules/queries/trigger-sources.ts)
  // or a static one of layered effects (rules/layers/world.ts); other static abilities are read only on the battlefield.
  if (e.kind === 'emblem') {
    return listedAbilities(e).every((a) => abilityCarriedOut(a) && (a.kind === 'triggered' || (a.kind === 'static' && (a.effects ?? []).every((x) => descriptorOf(x).layers.length > 0))));
  }
  // CR 615.8, 609.7a: "The next time a source of your choice would deal damage to …, prevent that damage" (a source the
  // resolution's choice names: rules/effects/prevention-effects.ts); "the next time that source / it would …" not.
  // "The next time a red creature would …" (no choice: whichever red creature deals damage next) is not carried out.
  // CR 615.1a: "prevent all but 1 of that damage" (a fixed number; rules/actions/prevention.ts).
  if (e.kind === 'prevent-next-time') return (e.allBut === undefined || e.allBut.kind === 'fixed') && e.by.kind === 'chosen' && !!e.by.filter.ofYourChoice && !e.by.filter.zone && filterSimulated({ ...e.by.filter, ofYourChoice: undefined }) && (e.to?.kind === 'player' || targetSimulated(e.to));
  // CR 702.8a, 601.3: "You may cast <spells> as though they had flash" (rules/queries/flash-permission.ts matches the spell).
  if (e.kind === 'cast-as-flash') return filterSimulated(e.spells);
  // CR 115.4: "… can't be the target of …" of a static ability, about itself or the objects its filter names, on the
  // battlefield or in a graveyard (rules/queries/untargetable.ts); "… this turn" of a resolved effect is not carried out.
  if (e.kind === 'untargetable') {
    const t = e.target;
    // "black or red spells", "Aura spells": the engine's untargetable.ts reads one color only.
    return !e.thisTurn && !e.by.colors && !e.by.spellKind && e.duration === 'permanent' && (t.kind === 'self' || (t.kind === 'all' && filterSimulated(graveyardOwner(t.filter) ? withoutZone(t.filter) : t.filter)));
  }
  // CR 610.3: "exile target creature … until ~ leaves the battlefield" (rules/state/until-leaves.ts, rules/actions/zones.ts).
  const untilLeaves = e.kind === 'zone-change' && e.how === 'exile' && e.until === '~ leaves the battlefield' && !e.faceDown && !e.who && (e.target.kind === 'target' || e.target.kind === 'it');
  // CR 611.2b: "for as long as ~ remains tapped / you control ~ / ~ remains on the battlefield" of a resolved continuous
  // effect (rules/effects/layered-effects.ts lockEffect, rules/state/lasting.ts).
  if ((e.until && !untilLeaves && !lastingOf(e) && !untilNextOf(e)) || (e.whereX && !countedX) || rec['per'] !== undefined || rec['perCount'] !== undefined || rec['from'] !== undefined) return false;
  if (!targetSimulated(rec['target'] as TargetSpec | undefined) || !targetSimulated(rec['of'] as TargetSpec | undefined)) return false;
  // CR 601.2c: two target phrases of one object phrase ("target creature and target land") are resolved in turn for a
  // zone change's objects (rules/effects/zone-effects.ts through resolveSpec); other instructions are not read so.
  if (e.kind !== 'zone-change' && (['source', 'target', 'of', 'to', 'other'] as const).some((k) => (rec[k] as TargetSpec | undefined)?.kind === 'target' && !!(rec[k] as { andTarget?: TargetSpec }).andTarget)) return false;
  switch (e.kind) {
    case 'set-base-pt-equal':
      return cdaSimulated(e);
    case 'rule':
      return RULES_CARRIED_OUT.has(e.rule) || RESOLVED_RULES.has(e.rule);
    // CR 509.1b: "can't be blocked (except) by …" of a static ability, on itself or the creatures it names
    // (rules/queries/block-restrictions.ts); "… this turn" of a resolved effect is not carried out.
    case 'block-restriction':
      return !e.thisTurn && e.duration === 'permanent' && (e.target.kind === 'self' || e.target.kind === 'all') && filterSimulated(e.by);
    // CR 602.5: rules/queries/activation-restrictions.ts matches the sources with the filter words it reads.
    case 'cant-activate':
      return filterSimulated(e.sources) && !e.unlessMana && !e.named && !e.thisTurn;
    // CR 602.5b, 602.5d–e: rules/queries/activation-limits.ts tells these timings, counts "once (each turn)" and evaluates
    // the conditions conditionEvaluated names; "Any player may activate this ability" (602.2) is read by
    // rules/game/activation.ts. "Cast this spell only …" (CR 601.3): rules/queries/cast-limits.ts, with the same timings
    // and conditions.
    // CR 601.3, 601.2i: "Cast this spell only if you've cast another spell this turn" is checked as it is cast, before its
    // own cast is counted (rules/queries/cast-limits.ts, rules/queries/facts.ts).
    case 'activate-only':
      // CR 602.2: "Only your opponents may activate this ability": rules/game/activation.ts lets only the controller.
      // CR 603.2: "This ability triggers only if …" limits triggering, which the engine doesn't check.
      return !e.onlyWho && !e.triggers && e.limits.every((l) => (l.kind === 'once' && !e.cast) || (l.kind === 'timing' && USE_TIMINGS_CARRIED_OUT.has(l.when)) || (l.kind === 'if' && conditionEvaluated(l.condition))
        || (l.kind === 'if' && !!e.cast && l.condition.kind === 'fact' && l.condition.fact === 'cast-another-spell-this-turn')
        // CR 702.151a: "Activate only if this permanent is attached to a creature" (rules/queries/conditions.ts).
        || (l.kind === 'if' && !e.cast && selfAttachedTold(l.condition)));
    // CR 105.4, 205.3m, 201.4: the choices the scenario can make and later text can refer to (607.2d).
    case 'choose':
      // CR 105.4: a color but one ("choose a color other than green"): the excepted color named by a step is no choice
      // (rules/actions/choose.ts makeChoice).
      return CHOICES_MADE.has(e.what) && (e.who === undefined || e.who === 'you') && (!e.except || e.what === 'a color');
    // CR 608.2d, 115.10: an object on the battlefield chosen as it resolves (`resolve choosing @h`); one chosen among
    // revealed cards ("you choose a card from it") or in another zone is not.
    case 'choose-target':
      // Another player choosing ("each player chooses …") is not a choice the engine makes.
      // A target player chosen ("Choose target opponent.") is not an object the text after it names (CR 115.10).
      // CR 608.2d, 701.20a: "You choose a nonland card from it" after a hand revealed or looked at: the cards of that hand
      // that fit (rules/effects/hand-effects.ts); unsimulatedSpans checks a hand was shown before it (`handShownBefore`).
      // CR 701.38a: a vote is each player's choice (not made by the engine).
      if (e.vote) return false;
      if (e.fromIt) return e.who === undefined && e.target.kind === 'chosen' && !e.target.ofIt && e.target.filter.zone === undefined;
      return e.who === undefined && e.target.kind !== 'player' && (e.target.kind !== 'chosen' || (!e.target.ofIt && !e.target.count && e.target.filter.zone === undefined)); // CR 604.3, 613.4a: rules/layers counts what it can
    // CR 121.1: the players rules/effects/effect-context.ts playersFor names without a look back.
    // CR 107.3c, 608.2h: "draw X cards, where X is …" and "draw cards equal to the number of …", counted as it resolves
    // (`countedNow`); an X defined elsewhere, "that many" are not.
    case 'draw':
      // CR 107.3a: "target player draws X cards": the X of the spell or ability (rules/effects/zone-effects.ts).
      // CR 608.2h: "Its controller draws a card" after the object left: its controller as it last existed (playersFor).
      // CR 608.2h: "draw cards equal to its power" of the object a trigger names or an instruction before it acted on
      // (as it last existed, 603.10a), counted by zone-effects.ts as life's is; an "it" naming nothing the engine keeps is
      // marked by unboundIt / unboundStatIt, and an amount not counted leaves the answers after it inconclusive (amountUnknown).
      return (e.who === undefined || TOLD_PLAYERS.has(e.who)) && (!e.countIsX || e.whereX === undefined || countedNow(e.whereX))
        && (!e.equalTo || countedNow(e.equalTo) || (e.equalTo.kind === 'stat' && plainIt(e.equalTo.of) && quantitySimulated(e.equalTo))) && !e.thatMany;
    // CR 613.1b: a resolved one (rules/effects/layered-effects.ts) and a static "You control enchanted creature", 303.4
    // (rules/layers/control.ts).
    // A player other than the ability's controller gaining control ("target opponent gains control of ~") is not.
    // CR 115.1, 613.1b: "target opponent gains control of ~" (rules/effects/layered-effects.ts); of other objects, not yet.
    case 'gain-control':
      return e.who === undefined || e.who === 'you' || ((e.who === 'target-opponent' || e.who === 'target-player') && e.target.kind === 'self');
    // "add two mana of any one color" (a count of one chosen color) is not among the engine's mana choices.
    // Any combination of colors and two of different colors are choices it makes (rules/queries/mana-abilities.ts); the
    // commander's color identity it doesn't track.
    // "it enters with … and with first strike": the entering replacement (rules/actions/zones.ts) doesn't grant keywords.
    // CR 608.2d: "gains your choice of flying or haste" (a choice the engine doesn't make) is not.
    // CR 614.1c: "it enters with … and with first strike" — as an entering replacement (rules/actions/zones.ts).
    // A granted keyword the recognizer has no name for ("landwalk of the chosen type", CR 702.14a: a land type the engine
    // isn't told) gives the engine nothing to apply: not carried out.
    // CR 613.1f, 702.1: a granted keyword the engine knows by name but doesn't carry out ("has rampage 2", CR 702.23a) is
    // recognized, not simulated, as the same keyword printed on the card is (keywords.ts keywordTextCarriedOut).
    case 'gain-keyword':
      return (!e.entersWith || (inReplacement && (e.target.kind === 'self' || e.target.kind === 'it'))) && !e.yourChoice && targetSimulated(e.target)
        && e.keywords.every(grantedKeywordCarriedOut);
    // CR 607.2d: "one mana of the chosen color" (and "{U} or one mana of the chosen color"): the color its source's linked
    // ability chose, or one chosen as it resolves (rules/queries/mana-abilities.ts manaOptionsOf).
    case 'add-mana':
      // CR 106.1, 107.3, 605.3b: "Add X mana of any one color, where X is …" and "Add an amount of {G} equal to …" count
      // their amount as the mana is added (rules/queries/mana-abilities.ts countedManaOptions); X mana "in any
      // combination of colors" is carried out when X is never more than the ways the engine lists (MAX_MANA_COMBINATION):
      // "where X is the number of basic land types among lands you control" (domain: at most five, CR 305.6, 106.1);
      // X without such a bound is not.
      if ((e.equalTo || e.countIsX) && (e.count === undefined || e.count === 0)) {
        const q = e.equalTo ?? (e.countIsX ? e.whereX : undefined);
        return !!q && quantitySimulated(q) && !e.manaPool && !e.typeOf && !e.additional && e.who === undefined && !e.per && !e.perCount
          && (e.mana === 'any one color' || (e.equalTo !== undefined && /^\{[WUBRGC]\}$/.test(e.mana))
            || (!!e.countIsX && e.mana === 'any combination' && (quantityBound(q) ?? Infinity) <= MAX_MANA_COMBINATION));
      }
      // CR 106.1, 905.2b: a color among some permanents, or one noted in the draft, is not told by the engine. Only the mana
      // rules/queries/mana-abilities.ts manaOptionsOf makes is carried out (an allow-list: a mana phrase read later isn't,
      // until the engine makes it).
      return !e.manaPool && !e.equalTo && !e.countIsX && !e.typeOf && !e.additional && e.who === undefined && !e.thatMuch && e.andOther === undefined
        && (typeof e.mana === 'object' || /^(?:\{[^{}]+\})+$/.test(e.mana) || MANA_MADE.has(e.mana))
        // CR 106.1: "Add six {G}", one symbol that many times (rules/queries/mana-abilities.ts manaOptionsOf).
        && (e.count === undefined || /^\{[WUBRGC]\}$/.test(e.mana) || e.mana === 'any one color' || e.mana === 'the chosen color' || e.mana === 'any combination' || e.mana === 'different colors' || typeof e.mana === 'object');
    case 'zone-change':
      // "in any order" into a library: the engine's order, the library's order then resting on the choice (401.4, 608.2d);
      // "put them back" into a library: on top of the library they came from, their owner's (401.4).
      // Sacrifice of a chosen object, another player acting, a pile and a chosen order are not carried out by the
      // engine; "tapped", "under your/its owner's control", the bottom, "top or bottom" (the top, its choice), "face up
      // or face down" (face up, its choice) and listed face-down characteristics are (rules/effects/zone-effects.ts).
      // "Shuffle it into its owner's library" (CR 701.24a) is: the library's random order is tracked (rules/state/library.ts).
      // CR 608.2d, 701.21a: "sacrifice a creature", "each player / target player / that player sacrifices two creatures",
      // "return a land you control to its owner's hand": permanents chosen as it applies (rules/effects/effect-context.ts
      // chosenPermanents), by the players it names.
      // CR 701.21a: "its controller sacrifices it" is that permanent sacrificed (only its controller can): the engine's sacrifice.
      if (e.who !== undefined && !(e.how === 'sacrifice' && SACRIFICING_PLAYERS.has(e.who) && e.target.kind === 'chosen' && chosenOnBattlefield(e.target))
        && !(e.how === 'sacrifice' && e.who === 'its-controller' && (e.target.kind === 'it' || e.target.kind === 'self' || e.target.kind === 'target'))) return false;
      // CR 303.4f, 702.5a: an Aura put onto the battlefield attached to a player ("attached to you") is not carried out.
      if (e.attachedToPlayer !== undefined) return false;
      // CR 401.4: a place in the library counted by an amount ("just beneath the top X cards") is not carried out.
      if (e.beneathTop !== undefined) return false;
      // CR 400.3, 401.4: several objects put on top or the bottom of "their owners' libraries", each owner ordering their
      // own cards: not carried out.
      if (e.how === 'put' && e.to === 'library' && e.owners === "their owners'") return false;
      // CR 303.4f: an Aura put onto the battlefield attached to an object named otherwise than "it" is not.
      // "on top of your library" is its owner's library for a card from your own hand or graveyard (CR 400.3), and for
      // "it" / "that card" (the card found or looked at): any card goes to its owner's library (400.3), where the engine
      // puts it (rules/effects/zone-effects.ts).
      // The top of another player's library in an order chosen ("on top of their library in any order") is not.
      // CR 508.4: "onto the battlefield tapped and attacking" puts it into the combat (rules/actions/enter-attacking.ts).
      // CR 712.14a: "to the battlefield transformed" (its back face up; a card that can't stays where it is).
      // CR 401.7: "into its owner's library second from the top" (rules/effects/zone-effects.ts, rules/actions/zones.ts placeObject).
      // CR 400.3, 404.1: "Put target card from your graveyard on top of your library", "… up to three target cards from
      // an opponent's graveyard on top of their library": a card in a graveyard is its owner's, so the library named is
      // its owner's, where the engine puts it (several at once in the order their owner chooses, 401.4).
      const ownersLibrary = e.target.kind === 'target' && !e.who && e.to === 'library' && e.how === 'put'
        && graveyardOwner(e.target.filter) === (e.topYours ? 'yours' : e.topOf === 'their' ? 'an-opponents' : undefined);
      // CR 701.24a, 400.3: "shuffle all creature cards from your graveyard into your library": a card in your graveyard is
      // yours, so your library is its owner's, where the engine shuffles it (rules/effects/zone-effects.ts).
      const fromYourGraveyard = e.how === 'shuffle' && e.to === 'library' && (e.target.kind === 'all' || e.target.kind === 'target') && graveyardOwner(e.target.filter) === 'yours';
      return (e.how !== 'shuffle' || e.owners !== undefined || fromYourGraveyard) && (!e.topOf || ownersLibrary) && (!e.transformed || e.to === 'battlefield')
        // CR 303.4f, 303.4i: "… to the battlefield attached to that creature", the object "it" names (rules/effects/enter-attached.ts).
        && (!e.attachedTo || (e.to === 'battlefield' && e.attachedTo.kind === 'it' && !e.attachedTo.eventObject && !e.attachedTo.word?.startsWith('the '))) && (!e.topYours || (e.target.kind === 'chosen' && chosenFromYourZone(e.target)) || e.target.kind === 'it' || ownersLibrary) && (!e.back || e.to === 'library') && (e.target.kind !== 'chosen' || chosenFromYourZone(e.target) || (upToNumbered(e.target) && targetSimulated(e.target)) || chosenOnBattlefield(e.target) || (e.target.ofIt !== undefined && !e.target.upTo && !e.target.countIsX)
        // "a land card from among them" (rules/effects/effect-context.ts, CR 608.2c).
        || ((amongLooked(e.target.filter) !== undefined || e.target.filter.exiledWithSelf === true) && targetSimulated(e.target)));
    // A player discards or mills a number of cards (the engine chooses which to discard, noted).
    case 'player-action':
      // CR 701.9a–b: "That player discards that card": the card chosen from their hand (rules/effects/hand-effects.ts);
      // unsimulatedSpans checks a card was chosen from a hand shown before it (`handShownBefore`).
      if (e.action === 'discard' && e.cards?.kind === 'it' && !e.cards.eventObject) return e.amount.kind === 'fixed' && !e.filter && !e.upTo && !e.atRandom && (e.who === 'that-player' || e.who === 'they');
      // CR 701.22a: scry (the order it leaves rests on the player's choice: rules/state/library.ts); CR 701.9a, 402.1:
      // "discard your hand" (rules/effects/zone-effects.ts).
      // A number "up to" is a choice the engine doesn't make. CR 701.9b: a card discarded at random is the scenario's
      // `choosing @c` (the result it fixes, as `rolling` fixes a die's); without one, what follows rests on which card.
      // CR 701.24a: "then shuffle", "Then that player shuffles" (after a search: whose library was searched).
      // CR 701.24a: each player the ability names shuffles their own library (rules/effects/zone-effects.ts).
      // A player named anew ("Target player shuffles their library", "Each player shuffles …"), not one left out after a
      // search (the searching players are followed only as "that player": cur.searched).
      if (e.action === 'shuffle') return (e.who === undefined || e.who === 'you' || e.who === 'that-player' || (!e.elided && !e.sep && (e.who === 'target-player' || e.who === 'target-opponent' || e.who === 'each-player' || e.who === 'each-opponent'))) && !e.filter && !e.cards;
      // CR 701.41a: support N, carried out as "Put a +1/+1 counter on each of up to N other target creatures" (action-meanings.ts).
      if (actionMeaning(e)) return effectSimulated(actionMeaning(e)!, inReplacement);
      // CR 701.30: "clash with an opponent": the top cards revealed and compared, whether its controller won kept for the
      // "If you win" after it (rules/effects/clash-effects.ts).
      if (e.action === 'clash with an opponent') return (e.who === undefined || e.who === 'you') && e.amount.kind === 'fixed' && e.amount.n === 1 && !e.filter && !e.cards && !e.upTo;
      // CR 724.1, 724.3: "you become the monarch", with the designation's inherent triggers (rules/triggers/monarch-triggers.ts).
      if (e.action === 'become the monarch') return e.who === undefined || e.who === 'you';
      // CR 701.49, 309: venture into the dungeon — the three dungeons of 2022 as data, their room abilities triggered
      // as the marker moves (rules/effects/venture-effects.ts, rules/triggers/dungeon-triggers.ts).
      if (e.action === 'venture into the dungeon') return e.amount.kind === 'fixed' && (e.who === undefined || e.who === 'you') && !e.filter && !e.cards && !e.upTo;
      // CR 701.48a: learn — the discard and draw carried out; a Lesson card from outside the game (400.11a), never in a
      // scenario, leaves what follows resting on it (rules/effects/learn-effects.ts).
      if (e.action === 'learn') return e.amount.kind === 'fixed' && (e.who === undefined || e.who === 'you') && !e.filter && !e.cards && !e.upTo;
      // CR 701.46a adapt, 701.37a monstrosity, 701.39a bolster, 701.47a amass, 701.34a proliferate (rules/effects/keyword-actions.ts).
      if (COUNTER_ACTIONS.has(e.action)) return e.amount.kind === 'fixed' && (e.who === undefined || e.who === 'you') && !e.filter && !e.cards && !e.upTo;
      // CR 701.16a investigate: a Clue token (111.10f) for its controller, made as the grammar reads the Clue's ability.
      // CR 701.16a, 107.3c: "investigate X times, where X is …", X counted as it resolves (`countedX`, rules/effects/zone-effects.ts).
      // "investigate once for each nontoken attacking creature": the objects counted as it resolves (CR 107.3, 608.2h).
      if (TOKEN_ACTIONS[e.action] !== undefined) return (e.amount.kind === 'fixed' || (e.amount.kind === 'x' && e.whereX !== undefined && countedNow(e.whereX)) || (e.amount.kind === 'for-each' && amountSimulated(e.amount))) && (e.who === undefined || e.who === 'you') && !e.filter && !e.cards && !e.upTo && predefinedTokenCarriedOut(TOKEN_ACTIONS[e.action]!);
      // CR 701.25a surveil N: the cards put into the graveyard are the step's `choosing` cards (rules/effects/zone-effects.ts).
      if (e.action === 'surveil') return e.amount.kind === 'fixed' && (e.who === undefined || e.who === 'you') && !e.filter && !e.cards && !e.upTo;
      // CR 701.9a, 608.2d: "discard any number of cards" (the player's choice of cards) and "discard all the cards in your
      // hand" (rules/effects/zone-effects.ts, model/abilities/discard-that-many.ts).
      if (discardForm(e)) return true;
      // CR 701.9a, 608.2d: "discard a creature card", "sacrifice it unless you discard a creature card": the player chooses
      // among the cards of that kind in their hand (rules/effects/zone-effects.ts, queries/counting.ts handCardsMatching).
      if (e.action === 'discard' && e.filter && handFilterCounted(e.filter)) return e.amount.kind === 'fixed' && !e.cards && !e.yourLibrary && !e.atRandom && !e.upTo && !e.anyNumber;
      // CR 107.3, 608.2h: "discards X cards", "mills cards equal to …" counted as it resolves; CR 107.1a: "mills half
      // their library, rounded down" (rules/effects/zone-effects.ts).
      // An object named before ("the sacrificed creature's power") is not followed for every instruction (`countedNow`).
      return ((e.action === 'discard' || e.action === 'mill' || e.action === 'scry') && (e.amount.kind === 'fixed' || e.amount.kind === 'x' || (e.amount.kind === 'for-each' && amountSimulated(e.amount))
        || (e.amount.kind === 'equal-to' && countedNow(e.amount.quantity)) || (e.amount.kind === 'times' && countedNow(e.amount.of)))
        || (e.action === 'discard' && e.amount.kind === 'all') || (e.action === 'mill' && e.amount.kind === 'half-library')) && !e.filter && !e.cards && !e.yourLibrary && (!e.atRandom || e.action === 'discard') && !e.upTo;
    // "skips their next untap step" / "next draw step" (rules/effects/turn-effects.ts); other skips are not carried out.
    // CR 614.1b, 614.10: a permanent's static "Skip your draw step" / "untap step" (rules/queries/skipped-steps.ts).
    case 'skip':
      return e.what === 'next untap step' || e.what === 'next draw step' || ((e.what === 'draw step' || e.what === 'untap step') && !e.their && (e.who === undefined || e.who === 'you'));
    // An "as … is turned face up" replacement (rules/actions/zones.ts applyEntryReplacement) doesn't attach anything.
    // An Aura or Equipment chosen as it resolves ("attach an Equipment you control to it") is a choice it doesn't make.
    case 'attach':
      return !inReplacement && e.target.kind !== 'chosen';
    // "Colorless creatures you control enter with two additional +1/+1 counters" (rules/actions/zones.ts).
    // CR 611.2a: one for the rest of the turn, set up as a spell or ability resolves, is not carried out (only a static one is).
    case 'enters-with-counters':
      return e.target.kind === 'all' && filterSimulated(e.target.filter) && !e.thisTurn;
    // CR 614.1c: "As ~ enters, choose an opponent. ~ enters with …": only as the permanent enters (a replacement).
    case 'enters-with':
      return inReplacement && e.effects.every((x) => effectSimulated(x, true));
    // CR 401.2: looking at the top cards of a library (remembered for "one of them" / "the rest"); looking at a
    // face-down permanent changes nothing the engine models (708.5).
    case 'look':
      return e.target.kind === 'library-top' && e.who === undefined;
    // CR 701.20a, 701.20e, 402.3: "Target player reveals their hand", "look at target opponent's hand": one player's hand
    // shown, for the "choose a card from it" after it (rules/effects/hand-effects.ts). "That player" is told only in a
    // triggered ability whose event passes the player (unsimulatedSpans, `handPlayerTold`); several players' hands not.
    case 'reveal-hand':
      return HAND_SHOWERS.has(e.who);
    case 'look-hand':
      return HAND_SHOWERS.has(e.whose);
    // CR 701.20a, 608.2c: "reveal cards from the top of your library until you reveal a creature card" by you or each
    // opponent (rules/effects/reveal-until-effects.ts), for a kind of card the engine's matcher reads.
    case 'reveal-until':
      return (e.who === undefined || e.who === 'you' || e.who === 'each-opponent') && e.target.kind === 'chosen' && (e.target.count ?? 1) === 1 && !e.target.countIsX && filterSimulated(e.target.filter);
    // X: the X paid for the spell (rules/effects/status-effects.ts), or for the spell that became it (a replacement).
    // CR 701.6a: "counter target spell" (rules/effects/zone-effects.ts); "unless its controller pays" is not carried out.
    // CR 118.12, 118.3: "… unless its controller pays {3}": a fixed mana cost that player may pay, played both ways
    // (rules/effects/zone-effects.ts).
    case 'counter-spell':
      // CR 107.3a: "unless its controller pays {X}": the X of the spell or ability (rules/effects/zone-effects.ts).
      return true;
    // CR 122.1: removing counters of a named kind (rules/effects/status-effects.ts); of any kind or any number is a choice it doesn't make.
    case 'add-counters':
      // A player the sentence names puts them: "you" is the controller, another player's choices are not made (608.2d).
      if (e.who !== undefined && e.who !== 'you') return false;
      // A kind chosen from a list (`choices`) is a choice the engine doesn't make (608.2d).
      // CR 107.3c, 608.2h: "a number of +1/+1 counters equal to …" counted as it resolves or enters (rules/effects
      // status-effects.ts, rules/actions/zones.ts).
      // CR 601.2h, 614.1c: a permanent's own "enters with … equal to the amount of mana spent to cast it" (rules/queries/conditions.ts).
      // CR 122.1: counters of several kinds at once (`also`) are put with a plain number of each (rules/effects/status-effects.ts,
      // rules/actions/zones.ts).
      if (e.also && (e.remove || e.countIsX || e.equalTo || e.thatMany || e.upTo || e.choices || e.perCount)) return false;
      return e.remove ? e.counter !== '' && !e.anyNumber && !e.upTo && !e.fromAmong && !e.thatMany : (!e.equalTo || countedNow(e.equalTo) || (inReplacement && e.target.kind === 'self' && ownManaSpentCounted(e.equalTo))) && !e.thatMany && !e.upTo && !e.choices;
    // CR 701.26, 608.2d: "tap or untap": both choices played (rules/effects/status-effects.ts).
    case 'tap':
      return true;
    // A new name (CR 201.4) or supertype (205.4) is not set by rules/layers.
    // "~ is black" alone may be a characteristic-defining ability, which works in every zone (CR 604.3); rules/layers
    // applies statics on the battlefield only.
    // OPEN QUESTION: "Ghostfire is colorless" (a CDA) and "~ is black" alone (a plain static?) read alike; which is which is
    // not in the words alone, so neither is carried out. Under "as long as" it is no CDA (CR 604.3a(5), conditionalColorSet).
    // CR 604.3, 613.1e: "All creatures are black", "Enchanted creature … is black", "All Slivers are colorless" say it of
    // other objects — no characteristic-defining ability (604.3 is about the object's own characteristics), a static
    // ability of a permanent that works on the battlefield (rules/layers, layer 5).
    case 'become-type':
      return !e.name && !e.supertypes && !(e.is && e.cardTypes.length === 0 && e.subtypes.length === 0 && e.target.kind !== 'all');
    // CR 605.1a: "except mana abilities" is not carried out (rules/layers removes every ability).
    case 'lose-all-abilities':
      return !e.except;
    // Amounts rules/effects/effect-context.ts amountOf computes.
    // "It deals 4 damage instead", "double that damage": a replacement's or an alternative's damage (not carried out).
    // CR 120.3: the source a phrase names ("Target creature you control deals damage equal to its power …", "each
    // creature you control deals …"): rules/effects/damage-life-effects.ts reads it first, each source its own amount.
    case 'damage': {
      // CR 120.3, 115.4, 608.2c: "target player (or planeswalker) and each creature that player (or that planeswalker's
      // controller) controls": the target announced, then that player's objects (model/abilities/that-players-objects.ts).
      const theirs = thatPlayersObjects(e.to);
      if (theirs?.withPlayer) return recipientTold(theirs.withPlayer) && effectSimulated({ ...e, to: theirs.objects }, inReplacement);
      // "each opponent and each creature they control", "each creature and each planeswalker" (CR 120.3): rules/effects
      // damage-life-effects.ts deals to one set of objects and players written after them only.
      // CR 120.3: only a recipient the engine deals to (recipientTold) is dealt the damage.
      // CR 120.3: "each creature and each planeswalker" (a second kind, `andEach`) is dealt damage with the first.
      return !e.toSame && !e.modified && amountSimulated(e.amount) && targetSimulated(e.source) && !(e.to.kind === 'all' && (e.to.playersFirst || (e.to.andEach && ((!!e.source && e.source.kind !== 'self' && e.source.kind !== 'it') || !filterSimulated(e.to.andEach))) || e.to.withPlayer))
        && (!!e.toItself || recipientTold(e.to))
        // Radiance (CR 105.2): the other creatures sharing a color with the target are not found by the engine.
        && !(e.to.kind === 'target' && e.to.sharesColorAlso)
        // CR 601.2d: a counted amount divided ("damage equal to its power divided as you choose among …") is fixed as the
        // division is announced (Living Inferno's ruling: a later change of its power doesn't change it); the engine counts it
        // as the ability resolves and doesn't check the announced shares against it: not carried out.
        && !(e.divided && e.amount.kind !== 'fixed' && e.amount.kind !== 'x');
    }
    case 'life':
      // CR 107.1a: "loses half their life, rounded up" (rules/effects/damage-life-effects.ts), each player's own.
      // The players it names as playersFor tells them (CR 119.3: each of them gains or loses it).
      return !e.twice && (e.who === undefined || TOLD_PLAYERS.has(e.who)) && (amountSimulated(e.amount) || e.amount.kind === 'half-life');
    // CR 111.4, 113.1a: a token with keywords and quoted abilities (rules/actions/tokens.ts), when each quoted ability is
    // carried out; CR 111.10: a predefined token ("a Treasure token") with the characteristics and abilities the rules
    // define, when the grammar reads them and the engine carries them out (model/abilities/predefined-tokens.ts).
    // CR 508.4: a token put onto the battlefield attacking joins the combat (rules/actions/enter-attacking.ts).
    case 'create-token':
      // CR 608.2d: a choice between two tokens ("a Food token or a Treasure token") is a choice the engine doesn't make.
      if (e.orToken) return false;
      // CR 111.4, 604.3: a creature token whose P/T only its quoted ability defines is not made so by rules/actions/tokens.ts.
      // CR 111.4, 702.1: a token "with rampage 2" has a keyword the engine carries out only as it does the printed one.
      return [{ amount: e.amount, token: e.token }, ...(e.more ?? [])].every((one) => amountSimulated(one.amount) && (one.token.abilities ?? []).every(abilityCarriedOut)
        && one.token.keywords.every(grantedKeywordCarriedOut)
        && !(one.token.cardTypes.includes('Creature') && one.token.power === undefined && one.token.ptAfter?.kind !== 'has')
        // CR 111.4, 604.3a: the CDA the next sentence grants is the token's own (rules/actions/tokens.ts), carried out as its
        // quoted abilities are; "Its power is equal to …" (values fixed as it is created) is not.
        && (one.token.ptAfter?.kind !== 'has' || abilityCarriedOut(one.token.ptAfter.ability))
        && (one.token.predefined === undefined || predefinedTokenCarriedOut(one.token.predefined))
        // CR 607.2d: "of the chosen color and type": the choice is not kept for the token by rules/actions/tokens.ts.
        && !one.token.ofChosen);
    case 'restriction':
      // CR 101.2, 113.6g: "this spell can't be countered" is enforced by rules/game/stack.ts.
      // CR 701.19c: "can't be regenerated" keeps regeneration shields from applying (rules/actions/destroy.ts), as a
      // resolved effect on the objects it names, or on what the same ability destroys ("It can't be regenerated.").
      // CR 502.3: "doesn't untap during its controller's / your untap step" keeps it tapped as its controller untaps
      // (rules/game/turn.ts; not the one-time "next untap step").
      // CR 502.3: "… doesn't untap during its controller's / your next untap step", once (rules/game/turn.ts); "that
      // creature" or "it" written as the source's own name is what it names (a word on `self` may be another object).
      // CR 508.1c: a permanent's static "Creatures can't attack you (or planeswalkers you control)", "you" its controller
      // (rules/queries/combat-restrictions.ts attackTargetRestriction); a resolved one is not carried out.
      if ((e.restriction as string) === "can't attack you" || e.restriction === "can't attack you or planeswalkers you control") return e.duration === 'permanent' && (e.target.kind === 'all' || e.target.kind === 'self');
      // CR 115.4: a permanent's "Enchanted creature can't be the target of spells or abilities your opponents control"
      // (rules/queries/untargetable.ts); a resolved one ("… this turn") is not carried out.
      if (e.restriction === OPPONENTS_CANT_TARGET) return e.duration === 'permanent' && (e.target.kind === 'self' || e.target.kind === 'all');
      // CR 101.2, 604.1: a permanent's "Green spells you control can't be countered" (rules/actions/counter.ts).
      // CR 611.2c: a resolved combat restriction on "all" ("Creatures without flying can't block this turn") changes no
      // characteristics, so it binds creatures that come later in the turn too. The engine matches it live when its
      // description reads nothing fixed as it began (liveRestriction); otherwise the restriction handler
      // (rules/effects/layered-effects.ts) locks the set as the effect begins: not carried out, so an answer about a later
      // creature is inconclusive, never a confident "it can block" (test/fixtures/unmodeled/restriction-all-later-inconclusive.cards).
      if (COMBAT_RESTRICTIONS.has(e.restriction) && e.target.kind === 'all' && (e.duration !== 'permanent' || / this turn$/.test(e.restriction)) && !liveRestriction(e)) return false;
      return COMBAT_RESTRICTIONS.has(e.restriction) || (e.restriction === "can't be countered" && (e.target.kind === 'self' || (e.target.kind === 'all' && e.duration === 'permanent'))) || e.restriction === "can't be regenerated" || e.restriction === "can't be regenerated this turn"
        || UNTAP_RESTRICTIONS.has(e.restriction) || (NEXT_UNTAP_RESTRICTIONS.has(e.restriction) && !(e.target.kind === 'self' && e.target.word));
    // CR 608.2d: "you may" is accepted or declined as it resolves; what it does must be carried out too.
    // rules/actions/zones.ts applyEntryReplacement offers no choice as a permanent enters ("you may pay 2 life").
    // "Any player may …" (608.2d): the engine asks no other player.
    // "Target player may …" (608.2d): that player chooses and follows the instructions (rules/effects/apply-effects.ts),
    // so "search their library" is that player's search (701.23a); an instruction in it naming "you" (the ability's
    // controller, not that player) is not carried out.
    // "that creature's controller may …", "that player or that permanent's controller may …": a player named through an
    // object named before (CR 108.4, 608.2c), not followed by the engine; "the player may …" is "that player" (608.2c).
    case 'optional':
      // "That opponent may …" after "An opponent exiles …": the engine tells "that opponent" only inside "for each opponent" (rules/effects/effect-context.ts).
      // CR 116.2d: a special action to ignore the static ability ("… for that player to ignore this effect …") is not taken by the engine.
      return !inReplacement && !e.anyPlayer && !e.ignoreEffect && e.who !== 'that-opponent' && (e.word === undefined || e.word === 'the player') && e.who !== 'player-or-controller' && (e.who === 'you' || !namesYou(e.effects)) && e.effects.every((x) => effectSimulated(x.kind === 'search-library' && x.their && e.who !== 'you' ? { ...x, their: false } : x, inReplacement));
    // CR 601.2a, 118.9: "you may cast/play that card (this turn)"; not a standing permission for a kind of card, not "look at".
    // CR 707.12: casting a copy of a card (the engine makes no copies of cards) is not carried out.
    // CR 614.1a: a replacement the engine applies: the object's own "exile it instead" of a graveyard (rules/actions/self-replacements.ts).
    case 'player-restriction':
      return playerRestrictionCarriedOut(e);
    case 'instead':
      // "… and it wasn't cast" (a condition on the event, CR 614.1a) is not evaluated.
      // CR 614.1a, 615.1a: how much damage sources of a kind deal (rules/actions/damage-replacements.ts).
      // CR 611.2a: one lasting "until end of turn" / "until your next turn", written first, is not tracked.
      // A discard another player's spell or ability causes (CR 701.9a) is not told apart by the engine.
      // CR 701.19b: a static "If ~ would be destroyed, regenerate it" (rules/actions/destroy.ts), each time.
      // CR 614.1a, 119.3: "If you would gain life, you gain twice that much life instead", "If an opponent would gain
      // life, that player loses that much life instead" (rules/actions/life-gain-replacements.ts).
      // CR 614.11, 121.6: "If you would draw a card, <instructions> instead" (rules/effects/draw-replacements.ts, draw-instead.ts).
      return !e.andIf && !e.untilFirst && !e.causedBy && ((!inReplacement && lifeGainInstead(e) !== undefined) || (!inReplacement && drawInstead(e) !== undefined) || selfExileInstead(e) || selfLibraryInstead(e) !== undefined || (!inReplacement && staticRegeneration(e)) || othersExileInstead(e) || (!inReplacement && leavingExiledInstead(e)) || (!inReplacement && damageAmountInstead(e)) || (!inReplacement && turnExileInstead(e)));
    // CR 107.14: energy the controller gets or pays ("you get {E}{E}", "you may pay {E}"); another player's is not carried out.
    // CR 107.3: "an amount of {E} equal to …" gotten, counted as it is followed (rules/effects/energy-effects.ts); paying
    // such an amount is not carried out (the "You may pay … If you do" check before it reads a fixed count).
    case 'energy':
      return (e.who === undefined || e.who === 'you') && (!e.amount || (!e.pay && amountSimulated(e.amount)));
    // CR 701.14a: the two creatures it names ("another target creature", "that creature", itself).
    case 'fight':
      return targetSimulated(e.other);
    // CR 615.7, 615.11: a shield for each object or player named as it resolves; "by <kind of source>" is not matched.
    case 'prevent-next-damage':
      return !e.by && !e.combat && !e.source && !e.divided && e.to !== undefined && preventionSpecSimulated(e.to, true) && amountSimulated(e.amount);
    // CR 615.1a: to / by / both, each an object phrase rules/actions/prevention.ts reads (a static's or a resolved one's:
    // unsimulatedSpans tells which shapes each kind of ability carries out).
    case 'prevent-all':
      // A duration written first ("Until your next turn, prevent all damage …", CR 611.2a) is not kept by the engine.
      // "… during your turn" (CR 611.3a) is not told apart by rules/actions/prevention.ts.
      // CR 615.1a, 615.8, 609.7a: "Prevent all damage a source of your choice would deal [to you] this turn": one shield for
      // the source chosen as it resolves (rules/effects/prevention-effects.ts); preventionFitsAbility keeps it to a
      // resolved one ("this turn"), never a static ability's.
      return (e.duration === undefined || e.duration === 'permanent') && !e.duringYourTurn && [e.to, e.both].every((t) => t === undefined || preventionSpecSimulated(t, true))
        && (e.by === undefined || preventionSpecSimulated(e.by, true) || sourceOfYourChoice(e.by));
    // CR 614.9: a redirection shield this turn (rules/actions/redirection.ts); a static one or another duration is not kept.
    case 'redirect-damage':
      return redirectionSimulated(e);
    // CR 118.3: the controller pays a fixed mana cost; X (107.3) or another player paying is not carried out.
    // CR 118.12, 119.4: mana or life, the payer's choice, is a choice the engine doesn't make.
    case 'pay-mana':
      return (e.who === undefined || e.who === 'you') && !/X/i.test(e.mana) && e.orLife === undefined && e.orMana === undefined;
    // CR 611.2b, 400.7: "You may play that card for as long as it remains exiled": a permission for that object, which
    // ends as it leaves exile (a new object, rules/effects/permission-effects.ts); "for as long as ~ remains on the
    // battlefield" is not kept (the permission would outlast the permanent).
    case 'cast-from':
      // CR 702.8a, 601.3: "… and as though it had flash" (the permission's timing) is not carried out.
      return (e.target.kind === 'it' || e.target.kind === 'target') && !e.landsAndSpells && !e.look && !e.copy && !e.some && !e.asThoughFlash
        && (e.duration !== 'permanent' || e.while === 'it remains exiled' || e.while === 'they remain exiled') && e.while !== '~ remains on the battlefield';
    // CR 608.2c, 603.4: an "if …" instruction (not "as long as") whose condition the engine evaluates (rules/queries/conditions.ts).
    // CR 106.6: rules/queries/mana-restrictions.ts matches spells, and abilities by their source ("abilities of artifacts").
    case 'spend-only':
      return e.uses.every((u) => (u.kind === 'activate' ? !u.of || filterSimulated(u.of) : u.kind === 'cast' ? filterSimulated(u.filter) : u.kind === 'keyword-cost' || u.kind === 'turn-manifested-face-up'));
    // CR 701.27a, 701.27f: "transform ~" (the ability's own permanent); another permanent is not carried out.
    case 'transform':
      return e.target.kind === 'self';
    // CR 104.2b, 104.3e: "you win the game", "you lose the game" — the controller; another player is not carried out.
    case 'game-result':
      return e.who === 'you';
    // CR 119.5: "your life total becomes 7", "target opponent's life total becomes 10": a number; "equal to …" is not.
    // CR 701.10d: "double your life total" (the controller's or a target player's; another player is not told).
    // CR 701.12g: a life total exchanged with a power or toughness is not carried out (rules/effects/exchange-life-effects.ts
    // exchanges two players' life totals only, 701.12c).
    case 'exchange-life':
      return e.withValue === undefined;
    case 'set-life-total':
      return (e.doubled ? !e.amount : e.amount?.kind === 'fixed') && !e.equalTo && (e.whose === 'you' || e.whose === 'target-player' || e.whose === 'target-opponent');
    case 'conditional':
      // "If ~ was kicked", it enters with …" (CR 614.1c): the entering replacement checks the condition as it enters
      // (rules/actions/zones.ts applyEntryReplacement).
      // "…, <effect> instead" (CR 608.2c): an alternative to instructions before it; rules/effects/apply-effects.ts doesn't follow it.
      // "~ enters tapped unless you control a Forest" (CR 614.1d): a trailing condition of an entering replacement,
      // checked as it enters (rules/actions/zones.ts applyEntryReplacement).
      // CR 118.12a: "sacrifice ~ unless you pay {1}{U}" as it resolves — a choice to pay (rules/effects/apply-effects.ts);
      // an entering replacement offers no choice (rules/actions/zones.ts).
      if (e.condition.kind === 'unless-pay') return !inReplacement && !e.asLongAs && !e.instead && e.effects.every((x) => effectSimulated(x));
      // CR 118.12a: "sacrifice ~ unless you discard a card" — a choice to take the action as it resolves
      // (rules/effects/unless-action.ts); an entering replacement offers no choice.
      // CR 118.12: "that player loses 2 life unless they pay {2}" — another player's choice to pay (otherPayer).
      // CR 702.8a, 601.2f: the card's own "You may cast ~ as though it had flash if you pay {2} more to cast it"
      // (rules/game/casting.ts, model/abilities/flash-terms.ts).
      if (flashExtraCost(e) !== undefined) return !inReplacement;
      // CR 118.12, 603.7a: "unless they pay {2} before that step": an offer standing until a later step, which the engine
      // doesn't make (model/abilities/effects.ts parseUnlessAction `before`).
      if (e.condition.kind === 'player-does' && e.condition.before) return false;
      if (e.condition.kind === 'player-does') return !inReplacement && !e.asLongAs && !e.instead && (unlessActionCarriedOut(e.condition.effects) || damageOffered(e.condition, e.effects) !== undefined || otherPayer(e.condition.effects, e.effects, e.whereX) !== undefined || unlessActor(e.condition.effects, e.effects) !== undefined) && e.effects.every((x) => effectSimulated(x));
      // CR 701.30d: "If you win" after this ability's own clash (rules/effects/clash-effects.ts; `flipBefore` checks the clash).
      // CR 107.1, 608.2c: "if you have fewer than seven cards in hand, draw cards equal to the difference" (differenceDraw).
      // "if enchanted creature has flying, ~ deals 2 damage to that creature" (CR 303.4, 608.2c): "that creature" names the
      // condition's subject, which the engine's "it" doesn't follow: not carried out.
      if (attachedSubjectCondition(e.condition) && e.effects.some((x) => namedSpecs(x).some((t) => t.kind === 'it'))) return false;
      return !e.asLongAs && (!e.trailing || inReplacement || trailingFollowed(e)) && !e.instead && (conditionEvaluated(e.condition) || clashWin(e.condition)) && e.effects.every((x) => effectSimulated(x, inReplacement || !!e.itEnters) || (!inReplacement && differenceDraw(e.condition, x))
        // CR 603.4, 613.1b: "if a player has more life than each other player, the player with the most life gains control
        // of ~": that one player (model/abilities/most-player.ts; rules/effects/layered-effects.ts).
        || (!inReplacement && mostPlayerControlTold(e.condition, x) && effectSimulated({ ...x, who: undefined } as Effect)));
    // CR 603.7a: delayed triggers at the beginning of a step are carried out, with what they do. rules/game/turn.ts fires
    // one at the next such step whoever's turn it is: right for "the next end step", "the next turn's upkeep" (an upkeep
    // that began is never next), not for "that turn's end step"; "your next upkeep" waits for a step of its controller's
    // turn (CR 603.7d–e, rules/triggers/step-triggers.ts).
    case 'delayed-trigger':
      // CR 701.27f: a delayed trigger transforming its permanent reads when it was created, which the engine doesn't keep.
      if (e.effects.some((x) => x.kind === 'transform')) return false;
      // CR 511.2, 603.7a: "at end of combat" triggers as the next end of combat step begins (rules/effects/delayed-trigger-effects.ts).
      if (e.event.kind === 'end-of-combat') return e.effects.every((x) => effectSimulated(x));
      // CR 603.12: "When you do, …", a reflexive trigger (rules/effects/delayed-trigger-effects.ts), with what it does —
      // when its words name no object of the creating ability ("that creature", "it"): the engine's reflexive ability
      // keeps none.
      if (e.event.kind === 'reflexive') return e.effects.every((x) => effectSimulated(x)) && !namesAnObjectBefore(e.effects);
      // "pay {2}{B}. If you don't, you lose the game": "If you do / don't" is known only after a "you may" before it
      // (rules/effects/apply-effects.ts), as in unsimulatedSpans.
      if (e.effects.some((x, i) => x.kind === 'conditional' && (x.condition.kind === 'if-you-do' || x.condition.kind === 'if-you-dont') && !mayBefore(e.effects.slice(0, i)) && !decidedByCost(e.effects, i))) return false;
      // CR 705.2: "If you lose the flip" inside it reads a coin it flips itself, before that sentence.
      if (e.effects.some((x, i) => x.kind === 'conditional' && !flipBefore(e.effects, i))) return false;
      // CR 603.7c, 700.4: "When that creature dies / leaves the battlefield this turn, …": a delayed trigger about the one object
      // the instruction before it named (rules/effects/delayed-trigger-effects.ts, rules/triggers/delayed-object-triggers.ts),
      // with what it does — when that names no target (its targets would be chosen as it triggers, 603.3d) nor that
      // object's controller (as it last existed, 608.2h).
      if (watchedObjectEvent(e.event)) return e.effects.every((x) => effectSimulated(x)) && targetPhrases(e.effects).length === 0 && !namesItsController(e.effects);
      // CR 603.7b–c, 608.2c: "When a creature dealt damage this way dies this turn, …": for the rest of the turn, about the
      // objects the instructions before it dealt damage to (rules/effects/delayed-trigger-effects.ts).
      { const damaged = damagedThisWayEvent(e.event);
        if (damaged) return eventSimulated(damaged) && e.effects.every((x) => effectSimulated(x)); }
      // CR 603.7b: "Whenever a creature attacks this turn, …", "Until end of turn, whenever you cast a black spell, …": a
      // delayed trigger on an event the engine fires, for the rest of the turn (rules/state/turn-delayed-triggers.ts).
      { const long = turnLongEvent(e);
        if (long) return eventSimulated(long.event) && e.effects.every((x) => effectSimulated(x)); }
      // CR 505.1, 603.7a–b: "at the beginning of your next main phase [this turn]": either main phase, whichever begins
      // first (rules/effects/delayed-trigger-effects.ts, rules/triggers/step-triggers.ts).
      // Words naming an object of the creating instructions are not carried out here: which object the ability's "it" is
      // when it is created isn't told — except "that spell" right after "Counter target spell" (Mana Drain: the countered
      // spell as it last existed on the stack, X included, CR 202.3e, 608.2h), counteredItCarriedOut.
      if (nextMainPhase(e.event)) return e.effects.every((x) => effectSimulated(x)) && !namesAnObjectBefore(e.effects);
      // "your next main phase" (CR 505.1: whichever main phase comes first) is not among the steps it waits for; "the next
      // cleanup step" triggers as it begins, and players then get priority (CR 514.3a, rules/game/cleanup.ts).
      return e.event.kind === 'beginning-of' && e.event.step !== 'main phase' && (e.event.whose === 'the next' || e.event.whose === 'the' || e.event.whose === 'your next' || (e.event.whose === "the next turn's" && (e.event.step === 'upkeep' || e.event.step === 'draw step')))
        && e.effects.every((x) => effectSimulated(x));
    // CR 509.1a: "can block an additional creature / any number of creatures this turn" as a spell or ability resolves
    // (rules/effects/blocking-limit-effects.ts). CR 509.1b: a permanent's static "~ can't block creatures with power 3 or
    // greater", "Cowards can't block Warriors" (rules/queries/cant-block-kinds.ts); a resolved one "this turn" is not.
    // CR 509.1b, 609.4: a permanent's static "~ can block Dragons as though it had reach" about itself, against attackers the
    // matcher reads, for the keywords the block checks answer (rules/queries/block-as-though.ts).
    case 'block-as-though':
      return e.duration === 'permanent' && e.target.kind === 'self' && filterSimulated(e.attackers) && e.keywords.every((k) => AS_THOUGH_KEYWORDS.has(k));
    case 'blocking-limit':
      return (!!e.additional && !e.cantBlock && !!e.thisTurn) || (!!e.cantBlock && !e.additional && !e.thisTurn && e.duration === 'permanent' && (e.target.kind === 'self' || e.target.kind === 'all') && filterSimulated(e.cantBlock));
    // CR 500.7: "take an extra turn after this one" by you or a target player (rules/effects/turn-effects.ts).
    case 'extra-turn':
      return e.who === undefined || e.who === 'you' || e.who === 'target-player' || e.who === 'target-opponent';
    // CR 608.2d, 205.3m, 305.6: "becomes the creature / basic land type of your choice" chosen as it resolves
    // (rules/effects/chosen-type-effects.ts); a type chosen before ("the chosen type", 607.2d) is not carried out.
    case 'become-chosen-type':
      return e.chosen === undefined;
    // CR 508.1d, 509.1c: "target creature attacks / blocks this turn if able" as a spell or ability resolves
    // (rules/effects/combat-requirement-effects.ts); one naming whom it attacks or blocks, or each combat, is not carried out.
    // CR 509.1c, 702.39a: "… blocks this creature this turn if able" (whom: the ability's own creature) likewise.
    // CR 508.1d: "… attacks you / target opponent this turn if able" (whom: a player the engine tells, attackedPlayerKnown).
    case 'combat-requirement':
      return (e.whom === undefined || (e.action === 'block' && typeof e.whom === 'object' && e.whom.kind === 'self') || (e.action === 'attack' && typeof e.whom === 'string' && attackedPlayerKnown(e.whom))) && (e.when === 'this turn' || e.when === 'this combat');
    // CR 706.1a, 706.2: one die rolled by the ability's controller (rules/effects/die-roll-effects.ts); CR 705.2: a coin
    // flipped by the ability's controller (rules/effects/coin-flip-effects.ts); two dice, or another player rolling or
    // flipping, are not carried out.
    case 'random':
      return (e.who === undefined || e.who === 'you') && e.what !== 'roll two six-sided dice';
    // CR 706.3a–b: a results table's row, followed as part of the rolling ability when the result is in its range — its
    // instructions, with no target phrase of its own (the ability's targets are announced from its rolling line).
    case 'die-result':
      return e.effects.every((x) => effectSimulated(x)) && targetPhrases(e.effects).length === 0;
    // CR 613.4b, 608.2h, 107.3a: a base P/T "X/X" (the ability's X, or X defined by "where X is", countedX) or "each equal
    // to its mana value / power" of the object the sentence made a creature (rules/effects/layered-effects.ts), counted once.
    // CR 613.4b, 608.2h: another object's power and toughness, read as the instruction is followed (rules/effects/layered-effects.ts).
    case 'set-base-pt-of':
      // A trigger event's other object ("that creature" after "~ blocks a creature") only where the engine passes it (withEventObjectAsIt).
      return quantitySimulated({ kind: 'stat', of: e.of, stat: 'power' }) && !(e.of.kind === 'it' && e.of.eventObject) && targetSimulated(e.target);
    case 'set-base-pt-to':
      // "each equal to that spell's mana value" names another object (a trigger's spell): not this one's "its".
      return e.quantity.kind === 'x' || (e.quantity.kind === 'stat' && (e.quantity.of.kind === 'self' || (e.quantity.of.kind === 'it' && (e.quantity.of.word === undefined || e.quantity.of.word === 'it'))) && !e.quantity.ofWritten && quantitySimulated(e.quantity));
    // CR 122.8: "put those counters on target creature you control", "… on ~" (in a triggered ability: `unsimulatedSpans`).
    case 'put-those-counters':
      return (e.target.kind === 'target' || e.target.kind === 'self') && targetSimulated(e.target);
    // CR 701.24a: a player's hand and/or graveyard shuffled in (rules/effects/shuffle-zones-effects.ts); the permanents they
    // own with them (108.3) are not.
    case 'shuffle-zones':
      return !e.andPermanents;
    default:
      return true;
  }
}

/** The target phrases of effects in the order they are announced (as rules/queries/target-legality.ts targetSpecs reads them). */
function targetPhrases(effects: readonly Effect[]): TargetSpec[] {
  const out: TargetSpec[] = [];
  for (const e of effects) {
    const rec = e as unknown as Record<string, unknown>;
    // "Target player …", "search target opponent's library" (CR 115.1): a player target, in text order.
    for (const key of ['who', 'whose'] as const) if (rec[key] === 'target-player' || rec[key] === 'target-opponent') out.push({ kind: 'player', who: rec[key] as 'target-player' });
    if (e.kind === 'move-counters' && e.from.kind === 'target') out.push(e.from);
    for (const key of ['source', 'target', 'of', 'to', 'other'] as const) {
      const t = rec[key] as TargetSpec | undefined;
      if (t && typeof t === 'object' && (t.kind === 'target' || t.kind === 'any-target' || t.kind === 'player-or' || (t.kind === 'player' && (t.who === 'target-player' || t.who === 'target-opponent')))) out.push(...andTargetPhrases(t));
    }
    // CR 701.41a: "support N": the targets of the instruction it stands for (action-meanings.ts).
    const meant = actionMeaning(e);
    if (meant) out.push(...targetPhrases([meant]));
    if (e.kind === 'optional' || e.kind === 'conditional') out.push(...targetPhrases(e.effects));
    if (e.kind === 'modal') for (const m of e.modes) out.push(...targetPhrases(m));
  }
  return out;
}

/**
 * CR 614.1a, 700.4: the replacement shape the engine applies (rules/actions/self-replacements.ts): "If ~ would be put
 * into a graveyard from anywhere / would die, exile it instead" — the object itself, exiled instead.
 */
export function selfExileInstead(e: Effect): boolean {
  if (e.kind !== 'instead' || e.object?.kind !== 'self' || e.thisTurn || e.nextTime || e.while || e.who || e.subject || e.damage || e.insteadOf) return false;
  if (e.event !== 'be put into a graveyard from anywhere' && e.event !== 'die') return false;
  const [x] = e.effects;
  return e.effects.length === 1 && x!.kind === 'zone-change' && x!.how === 'exile' && x!.target.kind === 'it' && !x!.faceDown && !x!.withCounters?.additional && !x!.who;
}

/**
 * CR 614.1a, 122.1: the counters an "exile it instead" replacement puts on the card it exiles ("instead exile it with three
 * egg counters on it", "exile that card with an ice counter on it instead"): counters exist in any zone (122.1), and the
 * card is exiled with them (rules/actions/self-replacements.ts). Undefined for an exile without counters.
 */
export function exileInsteadCounters(e: Effect): { counter: string; n: number } | undefined {
  const x = e.kind === 'instead' && e.effects.length === 1 ? e.effects[0] : undefined;
  return x?.kind === 'zone-change' && x.how === 'exile' && x.withCounters && !x.withCounters.additional ? { counter: x.withCounters.counter, n: x.withCounters.n } : undefined;
}

/**
 * CR 614.1a, 700.4, 401.4: the object's own "If ~ would be put into a graveyard from anywhere / would die, [reveal ~ and]
 * shuffle it into its owner's library instead", "… put ~ on top of (on the bottom of) its owner's library instead" —
 * where it goes instead (rules/actions/self-replacements.ts). Undefined for any other shape.
 */
export function selfLibraryInstead(e: Effect): { shuffle: boolean; bottom: boolean; reveal: boolean } | undefined {
  if (e.kind !== 'instead' || e.object?.kind !== 'self' || e.thisTurn || e.nextTime || e.while || e.who || e.subject || e.damage || e.insteadOf || e.andIf || e.untilFirst || e.causedBy) return undefined;
  if (e.event !== 'be put into a graveyard from anywhere' && e.event !== 'die') return undefined;
  const [first, second] = e.effects;
  const reveal = e.effects.length === 2 && first!.kind === 'reveal' && first!.target.kind === 'self' && !first!.thenTurnFaceUpIfCreatureCard;
  const x = reveal ? second : e.effects.length === 1 ? first : undefined;
  if (!x || x.kind !== 'zone-change' || x.to !== 'library' || (x.how !== 'put' && x.how !== 'shuffle')) return undefined;
  if (!(x.target.kind === 'self' || (x.target.kind === 'it' && !x.target.eventObject))) return undefined;
  // Only the words read here: where in the library, whose ("its owner's"), and nothing else about the move.
  const known = new Set(['kind', 'how', 'to', 'bottom', 'owners', 'target', 'sep', 'span']);
  if (Object.keys(x).some((k) => !known.has(k) && (x as unknown as Record<string, unknown>)[k] !== undefined)) return undefined;
  if (x.owners !== undefined && x.owners !== "its owner's") return undefined;
  return { shuffle: x.how === 'shuffle', bottom: !!x.bottom, reveal };
}

/** CR 701.19b, 614.8: "If ~ would be destroyed, regenerate it" — the permanent's own regeneration, each time it would be destroyed. */
export function staticRegeneration(e: Effect): boolean {
  if (e.kind !== 'instead' || !e.regeneration || e.object?.kind !== 'self' || e.event !== 'be destroyed' || e.thisTurn || e.nextTime || e.while || e.who || e.subject || e.damage || e.insteadOf || e.andIf || e.untilFirst || e.causedBy) return false;
  const [x] = e.effects;
  return e.effects.length === 1 && x!.kind === 'regenerate' && (x!.target.kind === 'self' || (x!.target.kind === 'it' && !x!.target.eventObject));
}

/** The players a static player restriction names that the engine tells apart (rules/state/player-holdings.ts conditionPlayers). */
// CR 303.4, 303.4e: "enchanted creature's controller", "enchanted player" — the controller of the object its Aura is
// attached to, or the player it is attached to (rules/queries/player-restrictions.ts restrictedPlayers).
const RESTRICTED_PLAYERS = new Set<string>(['you', 'your-opponents', 'each-opponent', 'players', 'each-player', 'attached-controller', 'enchanted-player']);

/** CR 601.3, 101.2: where a spell "can't be cast from" that the engine tells ("from graveyards or libraries", "from anywhere other than their hands"). */
const CAST_FROM_WHEN: ReadonlySet<string> = new Set(['from graveyards or libraries', 'from anywhere other than their hands']);

/**
 * CR 101.2, 119.7, 601.3: a static ability's player restriction the engine applies (rules/queries/player-restrictions.ts):
 * "… can't gain life", "… can't cast <spells> [during your turn] [from graveyards]" for you, your opponents or every
 * player, "can't cast / draw more than one spell / card each turn". "Spells with the chosen name", "permanent spells" and a restriction
 * lasting "this turn" are not carried out.
 */
export function playerRestrictionCarriedOut(e: Effect): boolean {
  // CR 602.5, 606.3: abilities it also can't activate ("… or activate planeswalkers' loyalty abilities") are not enforced.
  if (e.kind !== 'player-restriction' || !RESTRICTED_PLAYERS.has(e.who) || e.whoWho !== undefined || e.alsoActivate !== undefined) return false;
  if (e.restriction === "can't gain life") return e.when === undefined && e.spells === undefined;
  // CR 305.1, 101.2: "Players can't play lands" (rules/game/casting.ts playLand, rules/queries/player-restrictions.ts).
  if (e.restriction === "can't play lands") return e.when === undefined && e.spells === undefined;
  // CR 101.2, 307.1: "Each opponent can cast spells only any time they could cast a sorcery", "Players can cast spells only
  // during their own turns" (rules/queries/player-restrictions.ts castProhibitedBy, every cast the engine makes).
  // CR 602.5, 606.3: "Players can't activate planeswalkers' loyalty abilities", "Enchanted player can't activate abilities
  // that aren't mana abilities or loyalty abilities" (rules/game/activation.ts, player-restrictions.ts activationProhibitedBy).
  if (e.restriction === "can't activate planeswalkers' loyalty abilities" || e.restriction === "can't activate abilities that aren't mana abilities or loyalty abilities") return e.when === undefined && e.spells === undefined;
  if (e.restriction === 'can cast spells only') return e.when === undefined && e.spells === undefined && (e.only === 'during their own turns' || e.only === 'any time they could cast a sorcery');
  // CR 601.3: "… can't cast more than one spell each turn", counted from the turn's history (rules/queries/player-restrictions.ts).
  if (e.restriction === "can't cast more than one spell each turn") return e.when === undefined && e.spells === undefined;
  // CR 121.1, 101.2: "… can't draw more than one card each turn", from the turn's draws (rules/effects/zone-effects.ts drawCards).
  if (e.restriction === "can't draw more than one card each turn") return e.when === undefined && e.spells === undefined;
  if (e.restriction !== "can't cast spells" || (e.when !== undefined && e.when !== 'during your turn' && !CAST_FROM_WHEN.has(e.when))) return false;
  const f = e.spells;
  if (!f) return true;
  const zoneRead = (f.zone === undefined && !f.zonePhrase) || (f.zone === 'any-graveyard' && f.zonePhrase === 'from graveyards');
  // CR 110.4b: "permanent spells" — artifact, battle, creature, enchantment or planeswalker spells (rules/queries/
  // player-restrictions.ts asCard). CR 607.2d: "spells with the chosen name": the name its permanent's linked ability chose.
  // "permanent" among alternatives ("permanent or instant spells") is not read.
  const permanentWord = (x: ObjectFilter) => x.types.some((w) => w === 'permanent' || w === 'permanents');
  const altPermanent = (f.anyOf ?? []).some(permanentWord) || (permanentWord(f) && f.anyOf !== undefined);
  return zoneRead && !altPermanent && filterSimulated(permanentSpellWords({ ...f, zone: undefined, zonePhrase: undefined }));
}

/** CR 110.4b: the permanent types a "permanent spell" has one of. */
export const PERMANENT_SPELL_TYPES: readonly string[] = ['artifact', 'battle', 'creature', 'enchantment', 'planeswalker'];

/**
 * CR 110.4b: "permanent spells" as the card types they stand for — the word "permanent" names no card type (on the
 * battlefield a permanent, 110.1); a spell of it is an artifact, battle, creature, enchantment or planeswalker spell.
 */
export function permanentSpellWords(f: ObjectFilter): ObjectFilter {
  if (!f.types.some((w) => w === 'permanent' || w === 'permanents') || f.anyOf) return f;
  return { ...f, types: f.types.filter((w) => w !== 'permanent' && w !== 'permanents'), anyOf: PERMANENT_SPELL_TYPES.map((t) => ({ types: [t, 'spell'], text: `${t} spell` })) };
}

/** The damage amounts a static replacement changes to (CR 614.1a): more, less, double or triple that damage. */
const AMOUNT_MODIFIERS: ReadonlySet<string> = new Set(['double that damage', 'triple that damage', 'that much damage plus 1', 'that much damage plus 2', 'that much damage minus 1']);

/**
 * "If a blue source would deal damage to you, prevent 2 of that damage", "If another red source you control would deal
 * damage to a permanent or player, it deals that much damage plus 1 to that permanent or player instead": a static
 * replacement of how much damage sources of a kind deal to you, to objects of a kind, to itself or to anything
 * (rules/actions/damage-replacements.ts, CR 614.1a, 615.1a); what it does instead is `damageInsteadSteps`. A condition
 * other than the counters on itself, another recipient or another instruction are not read there.
 */
export function damageAmountInstead(e: Effect): boolean {
  if (e.kind !== 'instead' || !e.damage || e.object || e.thisTurn || e.nextTime || e.andIf || e.who || e.insteadOf || e.regeneration) return false;
  // "If a source would deal damage to …" (a subject of a kind), or "If damage would be dealt to …" (any source, CR 120.1).
  if (e.damage.passive ? e.event !== 'be dealt damage' || e.subject !== undefined : e.event !== 'deal damage' || !e.subject || !filterSimulated(e.subject)) return false;
  const to = e.damage.to;
  // "to a Cleric creature you control" (any one of the kind, `chosen` with no count) or "to creatures you control".
  const kindOf = to && (to.kind === 'all' || (to.kind === 'chosen' && !to.count && !to.upTo && !to.ofIt && to.filter.zone === undefined)) ? to.filter : undefined;
  // CR 303.4e: "enchanted player", the player the Aura is attached to.
  if (to ? !(to.kind === 'self' || (to.kind === 'player' && (to.who === 'you' || to.who === 'enchanted-player')) || (kindOf && !kindOf.anyOf && filterSimulated(kindOf))) : !e.damage.toAny) return false;
  // "to you or a permanent you control" (rules/actions/damage-replacements.ts: the holder's controller or an object of the kind).
  if (e.damage.orYou && !kindOf) return false;
  // CR 614.1a: "… while it has a +1/+1 counter on it": counters on the permanent itself, as the damage would be dealt.
  if (e.while && !(e.while.kind === 'has-counters' && (e.while.subject.kind === 'it' || e.while.subject.kind === 'self') && to?.kind === 'self')) return false;
  return damageInsteadSteps(e) !== undefined;
}

/** What a static damage replacement does to the damage it replaces (CR 614.1a, 615.1a), one step per instruction. */
export type DamageInsteadStep =
  /** "it deals double that damage / that much damage plus 1 … instead" */
  | { kind: 'modified'; modified: string }
  /** "that source deals 3 damage to that permanent or player instead" (only damage of `atLeast` or more, CR 614.1a) */
  | { kind: 'fixed'; n: number }
  /** "prevent that damage" (`n` undefined), "prevent 2 of that damage", "prevent all but 1", "prevent X of that damage,
   * where X is the number of creatures you control" (`x`, counted as the damage would be dealt; CR 615.1a) */
  | { kind: 'prevent'; n?: number; allBut?: boolean; x?: Quantity }
  /** "put that many +1/+1 counters on it instead", "… and remove a +1/+1 counter from ~": counters on the replacement's
   * own permanent (`on` 'holder') or on the object the damage would be dealt to ('recipient'); `n` undefined: that many. */
  | { kind: 'counters'; counter: string; remove: boolean; n?: number; on: 'holder' | 'recipient' };

/**
 * The steps of a static damage replacement the engine carries out (rules/actions/damage-replacements.ts), undefined for
 * any other: the damage changed (more, less, double, a fixed amount), prevented in part or in full (CR 615.1a), or
 * replaced by counters put on or removed from the permanent itself or the recipient (CR 614.1a, 614.6: the damage isn't
 * dealt) — a prevention's other instruction ("prevent that damage and remove a +1/+1 counter from it", 615.12).
 */
export function damageInsteadSteps(e: Effect): DamageInsteadStep[] | undefined {
  if (e.kind !== 'instead' || !e.damage) return undefined;
  const to = e.damage.to;
  // "it" is the object dealt damage only when the damage is to an object (not "to a permanent or player").
  // "to you or a permanent you control" may be a player: not an object "it" names.
  const toObject = to !== undefined && !e.damage.orYou && (to.kind === 'self' || to.kind === 'all' || to.kind === 'chosen');
  const counters = (x: Effect): DamageInsteadStep | undefined => {
    if (x.kind !== 'add-counters' || !x.counter || x.countIsX || x.all || x.anyNumber || x.upTo || x.fromAmong || x.choices || x.who || x.per || x.equalTo || x.twice || x.perCount) return undefined;
    if (!x.thatMany && x.count <= 0) return undefined;
    const rec = x as unknown as Record<string, unknown>;
    if (Object.keys(rec).some((k) => !['kind', 'target', 'counter', 'count', 'remove', 'thatMany', 'sep', 'span'].includes(k) && rec[k] !== undefined)) return undefined;
    // "on ~" / "on <card name>" is the permanent itself; "on it", "on that creature": the object dealt damage.
    const on = x.target.kind === 'self' ? 'holder' : x.target.kind === 'it' && !x.target.eventObject && toObject ? 'recipient' : undefined;
    if (!on) return undefined;
    return { kind: 'counters', counter: x.counter, remove: !!x.remove, ...(x.thatMany ? {} : { n: x.count }), on };
  };
  const [first, second, third] = e.effects;
  if (!first || third) return undefined;
  if (e.prevention) {
    if (first.kind !== 'prevent-that-damage') return undefined;
    const whereX = (first as { whereX?: Quantity }).whereX;
    const a = first.amount;
    // CR 107.3: X "the number of <objects>", counted as the damage would be dealt.
    const prevent: DamageInsteadStep | undefined = !a ? (first.allBut ? undefined : { kind: 'prevent' }) : a.kind === 'fixed' ? { kind: 'prevent', n: a.n, ...(first.allBut ? { allBut: true } : {}) }
      : a.kind === 'x' && !first.allBut && whereX?.kind === 'count' && !whereX.asCast && filterSimulated(whereX.filter) ? { kind: 'prevent', x: whereX } : undefined;
    if (!prevent) return undefined;
    if (!second) return [prevent];
    const c = counters(second);
    return c ? [prevent, c] : undefined;
  }
  if (second) return undefined;
  if (first.kind === 'add-counters') {
    const c = counters(first);
    return c ? [c] : undefined;
  }
  if (first.kind !== 'damage' || (first.source !== undefined && first.source.kind !== 'it')) return undefined;
  // "to that permanent or player", "to that player" (the player it would have been dealt to), "to you" (the same).
  const same = first.to.kind === 'it' || (first.to.kind === 'player' && (first.to.who === 'that-player' || (first.to.who === 'you' && to?.kind === 'player' && to.who === 'you')));
  if (!same) return undefined;
  if (first.amount.kind === 'that-much' && first.modified !== undefined && AMOUNT_MODIFIERS.has(first.modified)) return [{ kind: 'modified', modified: first.modified }];
  // CR 614.1a: "If a source would deal 4 or more damage …, it deals 3 damage … instead".
  if (first.amount.kind === 'fixed' && first.modified === undefined && e.damage.atLeast !== undefined) return [{ kind: 'fixed', n: first.amount.n }];
  return undefined;
}

/**
 * CR 614.1a, 111.1: a static replacement of the tokens created under its controller's control the engine carries out
 * (rules/actions/more-instead.ts `tokensAfterReplacement`): "it creates twice that many of those tokens instead", "…
 * those tokens plus an additional Treasure token" (a predefined token, 111.10), "… those tokens plus that many 1/1 green
 * Squirrel creature tokens are created instead" (a token the engine makes). "that many 4/4 … Angel tokens … instead" of
 * creature tokens only, and a lasting one ("Until end of turn, …") are not.
 */
export function moreTokensCarriedOut(e: Effect): boolean {
  if (e.kind !== 'more-instead' || e.what !== 'tokens' || e.on || e.counter) return false;
  if (e.change === 'twice') return !e.token && !e.newToken;
  if (e.change === 'plus-one') return !!e.token && !e.newToken && predefinedTokenCarriedOut(e.token);
  if (e.change === 'plus-that-many') return !e.token && !!e.newToken && effectSimulated({ kind: 'create-token', amount: { kind: 'fixed', n: 1 }, token: e.newToken.token, span: e.span } as Effect);
  return false;
}

/**
 * CR 614.1a, 119.3: a static replacement of a player's life gain the engine carries out (rules/actions/
 * life-gain-replacements.ts): "If you would gain life, you gain twice that much life instead" ('twice'), "If an opponent
 * would gain life, that player loses that much life instead" ('lose'); who gains: you or an opponent of its controller.
 * "draw that many cards instead" and any other instruction are not.
 */
export function lifeGainInstead(e: Effect): 'twice' | 'lose' | 'none' | undefined {
  if (e.kind !== 'instead' || e.event !== 'gain life' || (e.who !== 'you' && e.who !== 'an-opponent') || e.subject || e.object || e.damage || e.thisTurn || e.nextTime || e.eachTime
    || e.mayInstead || e.untilFirst || e.insteadOf || e.while || e.andIf || e.causedBy || e.prevention || e.regeneration || e.effects.length !== 1) return undefined;
  const x = e.effects[0]!;
  // CR 614.1a, 119.9: "that player gains no life instead" / "you gain no life instead" (the player who would have gained):
  // the gain replaced by nothing.
  if (x.kind === 'skip' && x.what === 'that life gain' && !x.their) return (e.who === 'you' ? x.who === undefined || x.who === 'you' : x.who === 'that-player') ? 'none' : undefined;
  if (x.kind !== 'life' || x.amount.kind !== 'that-much' || x.whereX || x.pay) return undefined;
  const rec = x as unknown as Record<string, unknown>;
  if (Object.keys(rec).some((k) => !['kind', 'gain', 'amount', 'twice', 'who', 'sep', 'span'].includes(k) && rec[k] !== undefined)) return undefined;
  // "you gain twice that much life" (the player who would gain, written "you" when that is you).
  if (x.gain && x.twice && e.who === 'you' && (x.who === undefined || x.who === 'you')) return 'twice';
  // "that player loses that much life" (the player who would have gained).
  if (!x.gain && !x.twice && x.who === 'that-player') return 'lose';
  return undefined;
}

/** The graveyard events of "If <objects> would …, exile it instead" the engine replaces (CR 614.1a, 700.4). */
export const GRAVEYARD_EVENTS: ReadonlySet<string> = new Set(['die', 'be put into a graveyard from anywhere', 'be put into your graveyard from anywhere', "be put into an opponent's graveyard from anywhere"]);

/**
 * CR 614.1a, 700.4: a static ability's replacement of other objects' going to a graveyard the engine applies
 * (rules/actions/self-replacements.ts): "If a creature an opponent controls would die, exile it instead", "If a card or
 * token would be put into a graveyard from anywhere, exile it instead", "… into an opponent's / your graveyard …".
 */
export function othersExileInstead(e: Effect): boolean {
  if (e.kind !== 'instead' || !e.subject || e.object || e.thisTurn || e.nextTime || e.while || e.who || e.damage || e.insteadOf) return false;
  // CR 120.1, 120.3: "a creature dealt damage by ~ this turn", "… that was dealt damage this turn": the turn's history,
  // read as the object would move (rules/actions/self-replacements.ts, rules/state/damage-seen.ts).
  if (!GRAVEYARD_EVENTS.has(e.event) || !filterSimulated(withoutDealtDamage(e.subject))) return false;
  const [x] = e.effects;
  // CR 122.1: "exile that card with an ice counter on it instead" (exileInsteadCounters).
  return e.effects.length === 1 && x!.kind === 'zone-change' && x!.how === 'exile' && x!.target.kind === 'it' && !x!.faceDown && !x!.withCounters?.additional && !x!.who;
}

/** The graveyard events of a resolved "… this turn, exile it instead" the engine replaces (CR 614.1a, 700.4). */
const TURN_GRAVEYARD_EVENTS: ReadonlySet<string> = new Set(['die', 'be put into your graveyard from anywhere', 'be put into a graveyard from anywhere']);

/**
 * CR 614.1a, 514.2: a resolving spell's or ability's replacement for the rest of the turn (rules/effects/zone-effects.ts,
 * rules/actions/self-replacements.ts): "If that creature would die this turn, exile it instead" (the object named before),
 * "If a creature dealt damage this way would die this turn, exile it instead" (the objects this resolution dealt damage
 * to), "If a creature would die this turn, exile it instead", "If a card would be put into your graveyard from anywhere
 * this turn, exile that card instead" (the objects of a kind, matched as they would move).
 */
export function turnExileInstead(e: Effect): boolean {
  if (e.kind !== 'instead' || !e.thisTurn || e.nextTime || e.while || e.who || e.damage || e.insteadOf || e.andIf || e.regeneration) return false;
  if (!TURN_GRAVEYARD_EVENTS.has(e.event)) return false;
  const named = e.object?.kind === 'it' && !e.subject && e.event === 'die';
  const kind = !e.object && !!e.subject && !e.subject.anyOf && (e.subject.dealtDamage === 'this-way' ? e.event === 'die' && filterSimulated({ ...e.subject, dealtDamage: undefined }) : filterSimulated(e.subject));
  const [x] = e.effects;
  return (named || kind) && e.effects.length === 1 && x!.kind === 'zone-change' && x!.how === 'exile' && x!.target.kind === 'it' && !x!.faceDown && !x!.withCounters && !x!.who;
}

/**
 * CR 614.1a, 614.6, 702.84a: a resolving instruction's replacement the engine applies (rules/effects/zone-effects.ts,
 * rules/actions/zones.ts): "If it would leave the battlefield, exile it instead of putting it anywhere else" — the
 * object the ability named, while it stays that object on the battlefield (400.7).
 */
export function leavingExiledInstead(e: Effect): boolean {
  if (e.kind !== 'instead' || e.object?.kind !== 'it' || e.thisTurn || e.nextTime || e.while || e.who || e.subject || e.damage) return false;
  if (e.event !== 'leave the battlefield' || e.insteadOf !== 'putting it anywhere else') return false;
  const [x] = e.effects;
  return e.effects.length === 1 && x!.kind === 'zone-change' && x!.how === 'exile' && x!.target.kind === 'it' && !x!.faceDown && !x!.withCounters && !x!.who;
}

/**
 * CR 615.1a: an object phrase of a prevention effect the engine reads: itself, "you", "any target", a target or "it" as
 * it resolves (`resolved`); "creatures you control" of a static ability, matched as damage would be dealt.
 */
function preventionSpecSimulated(t: TargetSpec, resolved: boolean): boolean {
  if (t.kind === 'player') return t.who === 'you' || (resolved && (t.who === 'target-player' || t.who === 'target-opponent'));
  if (t.kind === 'any-target') return resolved && t.count === 1;
  // "you and permanents you control": rules/actions/prevention.ts keeps a shield for objects or for a player, not both.
  if (t.kind === 'all') return !t.youFirst && !t.andEach && !t.playersFirst && !t.withPlayer && !t.namedFirst && !t.selfFirst && !t.attachedFirst && !t.orAll && filterSimulated(t.filter);
  return (t.kind === 'self' || (resolved && (t.kind === 'target' || t.kind === 'it'))) && targetSimulated(t);
}

/**
 * CR 614.9: a redirection as a spell or ability resolves, "this turn", that rules/actions/redirection.ts keeps: its
 * recipient and its source read as a prevention effect's ("to ~", "to you", "to target creature", "by unblocked
 * creatures", "by target attacking creature"; 615.8's "the next time a source of your choice would deal damage", 609.7a),
 * where it goes one object or player ("target creature you control", "any target", "~"), "the next N" a number counted
 * as it resolves. "~ and/or you", the source named again as the one dealing it, and another duration are not kept.
 */
function redirectionSimulated(e: Effect & { kind: 'redirect-damage' }): boolean {
  if (!e.thisTurn || (e.duration !== undefined && e.duration !== 'permanent') || e.dealer || e.andOrYou || !e.to) return false;
  if (!preventionSpecSimulated(e.to, true) || e.onto.kind === 'all' || !preventionSpecSimulated(e.onto, true)) return false;
  if (e.next && !amountSimulated(e.next)) return false;
  if (!e.by) return true;
  // CR 615.8, 609.7a: "a source of your choice", chosen as it resolves; otherwise the source is announced after the
  // recipient (a target) or is of a kind matched as the damage would be dealt.
  if (e.by.kind === 'chosen') return sourceOfYourChoice(e.by);
  return e.written < 100 && preventionSpecSimulated(e.by, true);
}

/**
 * CR 615.8, 609.7a: "a [red] source of your choice", "a creature of your choice": a source chosen as the spell or ability
 * resolves (the step's `choosing` object, rules/effects/effect-context.ts resolveSpec), of a kind the matcher reads.
 */
function sourceOfYourChoice(t: TargetSpec): boolean {
  return t.kind === 'chosen' && !!t.filter.ofYourChoice && !t.filter.zone && filterSimulated({ ...t.filter, ofYourChoice: undefined });
}

/**
 * CR 615.1a, 604.1: a static "Prevent all damage that would be dealt to ~ / to creatures you control / to you [by …]"
 * applies while its permanent is on the battlefield (rules/actions/prevention.ts); a resolved one lasts "this turn" as a
 * shield for each object it names then, or for the objects of a kind ("to creatures you control", "by creatures without
 * trample") as damage would be dealt: CR 611.2c locks only effects that change characteristics or control to the objects
 * there as it resolved, so creatures that come under your control later in the turn are covered too.
 */
function preventionFitsAbility(e: Effect, kind: Ability['kind']): boolean {
  if (e.kind === 'prevent-next-damage' || e.kind === 'redirect-damage') return kind !== 'static';
  if (e.kind !== 'prevent-all') return true;
  const specs = [e.to, e.by, e.both].filter((t): t is TargetSpec => t !== undefined);
  if (kind === 'static') return !e.thisTurn && specs.length > 0 && specs.every((t) => preventionSpecSimulated(t, false));
  // CR 611.2c: a resolved "… dealt by creatures / to creatures you control this turn" names the objects of that kind as
  // damage would be dealt (rules/actions/prevention.ts); "to and by" (`both`) of a kind is not carried out.
  return !!e.thisTurn && (!e.both || e.both.kind !== 'all');
}

/**
 * The rule sentences the engine carries out (rules/queries/rule-sentences.ts): no maximum hand size (CR 402.2, 514.1),
 * an additional land on each of your turns (305.2a), a card's own flash (702.8a) and "X can't be 0" (107.3a); and the
 * deck-construction rules that do nothing in a game (903.3a "can be your commander", 407.1 ante; 113.6n); "You have
 * hexproof" (702.11c: rules/queries/targets.ts).
 */
export const RULES_CARRIED_OUT: ReadonlySet<RuleId> = new Set<RuleId>(['no-maximum-hand-size', 'additional-land-each-turn', 'flash-self', 'x-not-zero', 'can-be-commander', 'no-ante', 'you-have-hexproof', 'you-have-shroud',
  // CR 502.3: "you may choose not to untap ~ during your untap step", a choice rules/game/turn.ts plays both ways.
  'may-not-untap',
  // CR 103.6a: "you may begin the game with it on the battlefield", an action taken from the opening hand before the first
  // turn begins: in a game in progress it does nothing, which is all the engine does (no handler).
  'begin-on-battlefield',
  // CR 508.1c, 509.1b: rules/game/combat.ts refuses a second attacker or blocker; CR 603.2: rules/triggers/zone-triggers.ts
  // reads no trigger on a creature entering.
  'one-attacker-each-combat', 'one-blocker-each-combat', 'no-entering-triggers',
  // CR 702.16n: an Aura's "This effect doesn't remove ~" keeps its own protection grant from removing it (rules/game/sba.ts).
  'effect-doesnt-remove-self',
  // CR 602.5b: rules/queries/activation-limits.ts counts this turn's activations of the ability.
  'activate-no-more-than-twice',
  // CR 104.3b, 704.5a: rules/game/priority.ts doesn't make its controller lose for 0 or less life.
  'no-loss-for-zero-life',
  // CR 305.2, 615.12: a resolved spell's or ability's rule for the rest of the turn (rules/effects/rule-effects.ts);
  // written on a static ability (a Saga's chapter, 714.2b) it is not carried out (TURN_RULES).
  'additional-land-this-turn', 'damage-cant-be-prevented-this-turn',
  // CR 401.5: rules/queries/visibility.ts shows the top card of the library to every player. CR 100.2a: "A deck can have
  // any number of cards named ~" changes only how a deck is built (113.6n): it does nothing in a game.
  'top-card-revealed', 'deck-any-number',
  // CR 402.3, 701.20a: "Play with your hand revealed", "Players play with their hands revealed": every card in those hands
  // is shown to every player (rules/queries/visibility.ts).
  'hand-revealed', 'opponents-hands-revealed', 'players-hands-revealed',
  // CR 701.43a, 508.1g: "You may exert ~ as it attacks", a choice rules/game/exert.ts plays both ways as it attacks.
  'may-exert',
  // CR 510.1c, 609.4: "You may have ~ assign its combat damage as though it weren't blocked", a choice
  // rules/game/assign-as-though-unblocked.ts plays both ways.
  'assign-as-though-unblocked']);

/** Rules a spell or ability makes for the rest of the turn as it resolves (rules/effects/rule-effects.ts), never a static's. */
const TURN_RULES: ReadonlySet<RuleId> = new Set<RuleId>(['additional-land-this-turn', 'damage-cant-be-prevented-this-turn']);

/** CR 510.1a: "~ assigns no combat damage this turn" as a spell or ability resolves — the creature it names assigns none
 * until the turn ends (rules/effects/combat-damage-rule-effects.ts, rules/game/combat-damage.ts); not a static's. */
export const RESOLVED_RULES: ReadonlySet<RuleId> = new Set<RuleId>(['assigns-no-combat-damage-this-turn', 'it-assigns-no-combat-damage-this-turn']);

/** The "Activate only …" timings rules/queries/activation-limits.ts tells (CR 602.5d–e, 500.1, 506.1). */
export const USE_TIMINGS_CARRIED_OUT: ReadonlySet<UseTiming> = new Set<UseTiming>([
  'as a sorcery', 'as an instant', 'during your turn', "during an opponent's turn", 'during your upkeep', "during an opponent's upkeep",
  'during any upkeep step', 'during combat', 'during the declare attackers step', 'during the declare blockers step',
  'during the end of combat step', 'during your main phase', 'during your precombat main phase', 'during your end step', "during an opponent's end step",
  'before attackers are declared', 'during your turn, before attackers are declared', "during an opponent's turn, before attackers are declared",
  'before blockers are declared', 'during combat before blockers are declared', 'during combat after blockers are declared',
  'before the combat damage step', 'before the end of combat step', "during the declare blockers step on an opponent's turn",
  'during your draw step', 'during their draw step', 'before combat',
]);

/**
 * Whether a keyword an effect grants (or a token is made with) is carried out (CR 613.1f, 111.4, 702.1): as its printed
 * one is (keywords.ts keywordTextCarriedOut), or, CR 702.108a, when it stands for a triggered ability the engine fires
 * from the object's abilities, granted ones included (rules/queries/keyword-abilities.ts withKeywordTriggers: prowess,
 * melee). Persist, rampage and the keywords standing for activated, casting or entering abilities are not.
 */
function grantedKeywordCarriedOut(text: string): boolean {
  if (keywordTextCarriedOut(text)) return true;
  const k = parseKeywordItem(text, 0);
  return k !== undefined && keywordTrigger(k) !== undefined;
}

/** Keyword actions that put counters, each with a fixed N, that rules/effects/keyword-actions.ts carries out. */
export const COUNTER_ACTIONS: ReadonlySet<string> = new Set(['adapt', 'monstrosity', 'bolster', 'amass', 'proliferate']);

/** Keyword actions that create a predefined token (CR 111.10), each with a fixed N, that rules/effects/keyword-actions.ts
 * carries out: investigate, "Create a Clue token" (701.16a, 111.10f). */
export const TOKEN_ACTIONS: Readonly<Record<string, string>> = Object.assign(Object.create(null) as Record<string, string>, { investigate: 'Clue' });

/** Players named by a choice or an order the text made before (CR 608.2c, 608.2d), which the engine doesn't tell. */
const UNTOLD_NAMED_PLAYERS: ReadonlySet<PlayerRef> = new Set<PlayerRef>(['first-player', 'second-player', 'each-friend', 'each-foe']);

/** The players rules/effects/effect-context.ts playersFor names (CR 102.1, 102.4, 115.1): a player phrase the engine tells. */
export const TOLD_PLAYERS: ReadonlySet<PlayerRef> = new Set<PlayerRef>(['you', 'your-team', 'each-opponent', 'your-opponents', 'an-opponent', 'defending-player', 'each-player', 'players',
  'each-other-player', 'target-player', 'target-opponent', 'its-controller', 'its-owner', 'that-player', 'they']);

/**
 * What a damage instruction deals damage to, as rules/effects/damage-life-effects.ts finds it (CR 120.3): a player
 * playersFor tells, any target (115.4), "target player or planeswalker" (115.4: the player or a permanent its words
 * name), or the objects resolveSpec finds ("each creature and each player": the objects, and the players beside them).
 */
export function recipientTold(to: TargetSpec): boolean {
  if (to.kind === 'player') return !to.whoCondition && TOLD_PLAYERS.has(to.who);
  if (to.kind === 'any-target') return !to.oneEachKind && !to.otherThan && !to.dealtDamageThisTurn;
  if (to.kind === 'player-or') return filterSimulated(to.filter);
  // CR 608.2c: "… and each player who controls a white creature": the players the condition picks are not told.
  if (to.kind === 'all') return !to.andPlayersWho && targetSimulated({ ...to, andPlayers: undefined, youFirst: undefined, andEach: undefined });
  return targetSimulated(to);
}


/** What "choose …" the engine records for "the chosen …" (rules/effects/choice-effects.ts). */
// CR 102.1: "an opponent" in a two-player game is the one other player (rules/actions/choose.ts).
/** The restriction rules/queries/untargetable.ts reads as what can't target an object (CR 115.4). */
export const OPPONENTS_CANT_TARGET = "can't be the target of spells or abilities your opponents control";

// CR 305.6, 205.3i, 205.2a: a basic land type, a land type, a card type (`choosing Island`, `choosing Desert`, `choosing artifact`).
const CHOICES_MADE: ReadonlySet<string> = new Set(['a color', 'a creature type', 'a card name', 'an opponent', 'an opponent at random', 'a basic land type', 'a land type', 'a card type']);

/** "You may cast/play this card from your graveyard": a standing permission of the card itself (CR 113.6f, 601.3). */
export function selfFromGraveyard(e: Effect): boolean {
  return selfCastZones(e) !== undefined;
}

/** Amounts rules/effects/effect-context.ts computes as the effect applies: fixed, X, "for each …", "equal to its power / the number of …". */
function amountSimulated(a: Amount): boolean {
  if (a.kind === 'fixed' || a.kind === 'x') return true;
  // CR 700.4, 603.10a: "for each creature that died this turn" (rules/state/died-this-turn.ts).
  if (a.kind === 'for-each' && a.per.diedThisTurn) return diedCounted(a.per);
  // CR 208.1, 202.3: "for each creature you control with power 4 or greater": a stat against a fixed number, matched on
  // each object as it is counted (rules/queries/counting.ts objectsMatching, rules/state/filters.ts).
  if (a.kind === 'for-each' && a.per.compare && plainCompare(a.per.compare)) return amountSimulated({ ...a, per: { ...a.per, compare: undefined } });
  // "for each instant and sorcery card in your graveyard": kinds of cards in one zone each alternative names, counted
  // there (sharedZoneFirst; rules/queries/counting.ts objectsMatching, CR 404.1).
  if (a.kind === 'for-each' && sharedZoneFirst(a.per) !== a.per) return amountSimulated({ ...a, per: sharedZoneFirst(a.per) });
  if (a.kind === 'for-each') return countable(a.per) && filterSimulated(countedKind(a.per));
  // CR 608.2c: "for each creature destroyed this way" (rules/state/this-way-count.ts), objects of a kind its matcher reads.
  // CR 122.1: "for each muster counter on ~", counters of one kind on the ability's own permanent (rules/effects/effect-context.ts quantityNow).
  // CR 608.2h, 603.10a: "for each +1/+1 counter on it" of a dying creature: its counters as it last existed (countersNowTold).
  if (a.kind === 'times' && a.of.kind === 'counters') return countersNowTold(a.of);
  if (a.kind === 'times') return (thisWayCounted(a.of) && a.of.kind === 'this-way' && filterSimulated(a.of.filter)) || quantitySimulated(a.of);
  // CR 122.1, 608.2h: "equal to the number of counters on it" (of every kind) of the object named before, counted as
  // the instruction is followed, as it last existed once gone (rules/effects/effect-context.ts quantityNow countersOn).
  if (a.kind === 'equal-to' && a.quantity.kind === 'counters') return countersNowTold(a.quantity);
  return a.kind === 'equal-to' && quantitySimulated(a.quantity);
}

/**
 * CR 700.4, 603.10a: objects of a kind "that died this turn", counted from the turn's history as each last existed on the
 * battlefield (rules/queries/counting.ts, rules/state/died-this-turn.ts); not with zone words or an or-list.
 */
function diedCounted(f: ObjectFilter): boolean {
  const kind = { ...f, diedThisTurn: undefined };
  return !f.zone && !f.anyOf && countable(kind) && filterSimulated(kind);
}

/** "the (amount of) life you gained / lost this turn" (CR 119.3): the controller's, this turn, from the turn's history
 * (rules/queries/game-quantities.ts; mid-turn not counted, CR 500.1). */
export function lifeTallyCounted(q: Quantity): boolean {
  return q.kind === 'tally' && q.measure === 'life' && (q.verb === 'gained' || q.verb === 'lost') && (q.who === undefined || q.who === 'you')
    && (q.when === 'this turn' || q.when === 'so far this turn') && !q.to && !q.by && !q.already && (q.lead === 'the' || q.lead === 'the amount of');
}

/** Quantities of the game now that rules/queries/game-quantities.ts counts: domain (CR 305.6), devotion (700.5), the
 * greatest value among objects of a kind (208.1, 202.3), players and opponents (102.1), life totals (119.1), times kicked
 * (702.33d). */
function gameQuantityCounted(q: Quantity): boolean {
  // CR 119.3, 500.1: the life the controller gained or lost this turn (rules/queries/game-quantities.ts).
  if (lifeTallyCounted(q)) return true;
  if (q.kind === 'basic-land-types' || q.kind === 'devotion' || q.kind === 'opponents' || q.kind === 'life-total' || q.kind === 'life-among') return true;
  // CR 702.121a: the opponents attacked this combat (rules/queries/game-quantities.ts).
  if (q.kind === 'opponents-attacked') return true;
  // CR 700.8a: the number of creatures in your party (rules/queries/party.ts).
  if (q.kind === 'party') return true;
  if (q.kind === 'players') return q.who === undefined;
  // CR 702.33d, 400.7d: the times the spell, or the permanent it became, was kicked.
  if (q.kind === 'times') return q.event === 'was kicked' && (q.of.kind === 'self' || (q.of.kind === 'it' && q.of.word === 'it'));
  return q.kind === 'greatest' && countable(q.filter) && filterSimulated({ ...q.filter, zone: undefined });
}

/** CR 122.1: counters of one kind on the ability's own permanent or on the object its "it" names (rules/effects
 * effect-context.ts quantityNow), not as it last existed. */
function countersCounted(q: Quantity): boolean {
  return q.kind === 'counters' && !q.had && q.counter !== '' && (q.on.kind === 'self' || (q.on.kind === 'it' && !q.on.eventObject && !q.on.word?.startsWith('the ')));
}

/**
 * CR 122.1, 608.2h: counters of one kind ("each counter": of every kind) on the ability's own object or the object its "it"
 * names, as an instruction counts them (rules/effects/effect-context.ts quantityNow countersOn): on the battlefield now,
 * or as it last existed there once it left (603.10a: "When ~ dies, draw a card for each +1/+1 counter on it").
 */
function countersNowTold(q: Quantity): boolean {
  return q.kind === 'counters' && !q.had && (q.on.kind === 'self' || (q.on.kind === 'it' && !q.on.eventObject && !q.on.word?.startsWith('the ')));
}

/**
 * CR 702.119a, 601.2h, 400.7d: "for each color of mana spent to cast this spell" / "X is the number of colors of mana
 * spent to cast this spell" (converge): the colors among the mana that paid the spell's total cost, or the cost of the
 * spell the ability's own permanent was (rules/queries/conditions.ts conditionQuantity), counted as the instruction is
 * followed; how the cost was paid never said: the answer rests on it (inconclusive). Not "that spell" or "it" (may name
 * a trigger's spell) nor "{S} spent". Not for a cost being determined (cost-change reads gameQuantityCounted): the mana isn't spent yet.
 * OPEN QUESTION: the spell's own permanent gone before its trigger resolves (Radiant Epicure) is not counted as it last
 * existed (CR 608.2h would read its last known information); rules/queries/kicked.ts manaSpentToCast leaves it unknown.
 */
function manaColorsSpentCounted(q: Quantity): boolean {
  return q.kind === 'mana-spent' && !!q.colors && !q.symbol && !q.each && (q.spell === 'this spell' || q.spell === '~');
}

/** CR 601.2h: "the amount of mana spent to cast it / ~" — all the mana spent on the spell that became the entering permanent. */
function ownManaSpentCounted(q: Quantity): boolean {
  return q.kind === 'mana-spent' && !q.colors && !q.symbol && !q.each && (q.spell === 'it' || q.spell === '~' || q.spell === 'this spell');
}

/** The most a quantity can ever be, when the rules bound it: the basic land types (CR 305.6: five), a party (CR 700.8: four). */
function quantityBound(q: Quantity): number | undefined {
  return q.kind === 'basic-land-types' ? 5 : q.kind === 'party' ? 4 : undefined;
}

function quantitySimulated(q: Quantity): boolean {
  if (q.kind === 'x') return true;
  // CR 107.1: "twice X", "X plus 3", "X minus one", "1 plus the number of …", a sum: counted when their parts are
  // (rules/effects/effect-context.ts quantityNow).
  if (q.kind === 'twice' || q.kind === 'plus' || q.kind === 'minus') return quantitySimulated(q.of);
  if (q.kind === 'sum') return quantitySimulated(q.of[0]) && quantitySimulated(q.of[1]);
  // CR 107.1, 107.1b: "A in excess of B", "for each card fewer than three in …": when what they count is counted.
  if (q.kind === 'excess') return quantitySimulated(q.of) && quantitySimulated(q.over);
  if (q.kind === 'short-of') return quantitySimulated(q.of);
  // CR 107.1a: "half …, rounded up / down" of a counted quantity.
  // "half X" with no rounding word: which way to round is not told in the phrase, so it is not worked out (CR 107.1a).
  if (q.kind === 'half') return q.round !== undefined && quantitySimulated(q.of);
  if (gameQuantityCounted(q) || countersCounted(q)) return true;
  // CR 702.119a, 601.2h: converge, "for each color of mana spent to cast this spell" (manaColorsSpentCounted).
  if (manaColorsSpentCounted(q)) return true;
  // CR 608.2c: "the life lost this way", "the life gained this way", "the damage dealt this way" (rules/effects
  // effect-context.ts: this resolution's events).
  if (q.kind === 'result') return q.what === 'life lost this way' || q.what === 'life gained this way' || q.what === 'damage dealt this way';
  // CR 608.2c: "the number of cards revealed this way", "… creatures destroyed this way": the objects this resolution's
  // instructions acted on (rules/state/this-way-count.ts, rules/queries/this-way-events.ts), of a kind the matcher reads.
  if (q.kind === 'this-way') return thisWayCounted(q) && filterSimulated(q.filter);
  // "… as you cast this spell" (CR 601.2): the engine counts as the instruction is followed only.
  // CR 700.4, 603.10a: "the number of nontoken creatures that died this turn" (rules/state/died-this-turn.ts).
  if (q.kind === 'count' && q.filter.diedThisTurn) return !q.asCast && diedCounted(q.filter);
  // CR 404.1: "the number of instant and sorcery cards in your graveyard": one zone each alternative names (sharedZoneFirst).
  if (q.kind === 'count' && sharedZoneFirst(q.filter) !== q.filter) return quantitySimulated({ ...q, filter: sharedZoneFirst(q.filter) });
  if (q.kind === 'count') return !q.asCast && countable(q.filter) && filterSimulated(countedKind(q.filter));
  // rules/effect-context.ts quantityNow: an object's power, toughness or mana value; nothing else.
  return q.kind === 'stat' && !q.ofWritten && (q.of.kind === 'self' || q.of.kind === 'it');
}

/**
 * Whether the words of `effects` name an object by "it" / "that creature" (a TargetSpec or a value of kind `it`) before
 * one of them found an object of its own: "search your library for a basic land card, put it onto the battlefield" names
 * the card it found (CR 608.2c: "it" is what the instruction before acted on, rules/effects/effect-context.ts).
 */
function namesAnObjectBefore(effects: readonly Effect[]): boolean {
  const namesIt = (x: Effect) => /"kind":"it"/.test(JSON.stringify(x, (k, v) => (k === 'span' ? undefined : v)));
  for (const x of effects) {
    if (namesIt(x)) return true;
    if (x.kind === 'search-library') return false;
  }
  return false;
}

/**
 * A number counted as an instruction is followed (rules/effects/effect-context.ts quantityNow, CR 107.3c, 608.2h): objects
 * of a kind ("the number of creatures you control", "cards in your graveyard"), or the power, toughness or mana value of
 * the ability's own object. Not "its power" of an object named elsewhere ("the sacrificed creature", "the creature tapped
 * this way"): which object that is the engine doesn't follow for every instruction.
 */
function countedNow(q: Quantity): boolean {
  // CR 107.1: arithmetic on such a number; domain, devotion, the greatest value, players, life totals and counters on
  // the ability's own permanent (rules/queries/game-quantities.ts).
  if (q.kind === 'twice' || q.kind === 'plus' || q.kind === 'minus') return countedNow(q.of);
  // CR 107.1a: "half …" only with its rounding told in the phrase.
  if (q.kind === 'half') return q.round !== undefined && countedNow(q.of);
  if (q.kind === 'sum') return countedNow(q.of[0]) && countedNow(q.of[1]);
  if (gameQuantityCounted(q) || countersNowTold(q)) return true;
  // CR 702.119a, 601.2h: converge, "the number of colors of mana spent to cast this spell" (manaColorsSpentCounted).
  if (manaColorsSpentCounted(q)) return true;
  // CR 608.2c: "the number of cards revealed this way": what this resolution's instructions before it did (quantitySimulated).
  if (q.kind === 'this-way') return quantitySimulated(q);
  // CR 702.23a–b: the creatures blocking the trigger's creature as the instruction is followed (rules/effects/effect-context.ts).
  if (q.kind === 'blockers-beyond-first') return true;
  return (q.kind === 'count' || (q.kind === 'stat' && q.of.kind === 'self')) && quantitySimulated(q);
}

/** "a creature card from your graveyard", "a card from your hand": chosen there by rules/effects/effect-context.ts chooseFromZone. */
/** "up to two … from among them / from your hand / from your graveyard": a number of cards no more than which the player
 * chooses (CR 608.2d), among cards looked at or in their own hand or graveyard (rules/effects/effect-context.ts). */
function upToNumbered(t: TargetSpec & { kind: 'chosen' }): boolean {
  const f = t.filter;
  return !!t.upTo && !t.countIsX && !t.thatMany && !t.ofIt && !t.atRandom && !t.half && typeof t.count === 'number' && t.count > 0 && t.count !== 99 && !f.exiledWithSelf
    && (amongLooked(f) !== undefined || ((f.zone === 'graveyard' || f.zone === 'hand') && !f.zoneTheir && !f.zonePhrase));
}

function chosenFromYourZone(t: TargetSpec & { kind: 'chosen' }): boolean {
  const f = t.filter;
  return (f.zone === 'graveyard' || f.zone === 'hand') && !f.zoneTheir && !f.zonePhrase && !t.upTo && !t.countIsX && !t.ofIt
    && filterSimulated({ ...f, zone: undefined });
}

/** "a card from a graveyard" (CR 404.1): one card of any graveyard, chosen as the effect applies (rules/effects/effect-context.ts chooseFromZone). */
function chosenFromAnyGraveyard(t: TargetSpec & { kind: 'chosen' }): boolean {
  const f = t.filter;
  return f.zone === 'any-graveyard' && !f.zoneTheir && !f.zonePhrase && !t.upTo && !t.countIsX && !t.ofIt && filterSimulated({ ...f, zone: undefined });
}

/** "a creature", "two lands you control": permanents chosen as the effect applies (rules/effects/effect-context.ts chosenPermanents). */
function chosenOnBattlefield(t: TargetSpec & { kind: 'chosen' }): boolean {
  return t.filter.zone === undefined && !t.filter.zonePhrase && !t.filter.zoneFrom && !t.filter.fromAmongThem && !t.ofIt && !t.upTo && !t.countIsX && filterSimulated(t.filter);
}

/** The players a "<player> sacrifices …" names that rules/effects/effect-context.ts playersFor finds (CR 109.5, 115.1, 510.3a). */
/** CR 701.20a, 402.3: the one player whose hand is revealed or looked at, as rules/effects/hand-effects.ts tells them. */
const HAND_SHOWERS: ReadonlySet<string> = new Set(['you', 'target-player', 'target-opponent', 'that-player']);

const SACRIFICING_PLAYERS: ReadonlySet<string> = new Set(['you', 'each-player', 'each-opponent', 'your-opponents', 'target-player', 'target-opponent', 'that-player', 'defending-player']);

/** Where manifest and cloak take cards from, as rules/effects/face-down-effects.ts reads it. */
function manifestSourceSimulated(from: TargetSpec | undefined): boolean {
  if (!from) return true;
  if (from.kind === 'library-top') return typeof from.count === 'number';
  if (from.kind === 'it') return true;
  // "a card from your hand", or "one of them" among cards looked at.
  return from.kind === 'chosen' && !from.upTo && !from.countIsX && (from.ofIt !== undefined || chosenFromYourZone(from));
}

/** A number a condition compares that rules/queries/conditions.ts counts: objects of a kind (as amounts count them), card
 * types among them (CR 205.2a), counters on one object (122.1), your life total (119.1), an object's power, toughness or
 * mana value (208.1, 202.3; last known, 608.2h). */
function conditionQuantityTold(q: Quantity): boolean {
  if (q.kind === 'life-total') return true;
  if (q.kind === 'counters') return (q.on.kind === 'self' || q.on.kind === 'it') && !q.had;
  // CR 202.3: "five or more mana values among cards in your graveyard" likewise.
  if (q.kind === 'distinct') return (q.what === 'card type' || q.what === 'mana value') && countable(q.among) && filterSimulated({ ...q.among, zone: undefined });
  return (q.kind === 'count' || q.kind === 'stat') && quantitySimulated(q);
}

/** The states of "~ is …" the engine tells (CR 110.5: tapped or untapped; 708.2: face down or up; 506.4: attacking); not blocking, attachments, monstrous or renowned. */
// CR 701.37b: monstrous, a designation of the permanent; CR 509.1g: blocking from its declaration until combat ends.
// CR 702.112b: renowned, likewise.
export const EVALUATED_STATES: ReadonlySet<ObjectState> = new Set<ObjectState>(['face down', 'face up', 'tapped', 'untapped', 'attacking', 'blocking', 'monstrous', 'renowned']);
/** "~ is equipped / enchanted" (CR 301.5, 303.4): an Equipment or Aura attached to it — read from the attached objects'
 * subtypes, decided in layer 4 (rules/queries/conditions.ts; a static's in the layer pass after it, static-conditions.ts). */
export const ATTACHED_STATES: ReadonlySet<ObjectState> = new Set<ObjectState>(['equipped', 'enchanted']);

/** Facts of the game (facts.ts) the engine tells (rules/queries/facts.ts): what happened this turn or last turn from the
 * turn's history (rules/state/turn-history.ts), and facts of the state now. */
export const FACTS_EVALUATED: ReadonlySet<FactId> = new Set<FactId>([
  'attacked-this-turn', 'creature-died-this-turn', 'permanent-left-this-turn', 'gained-life-this-turn', 'gained-n-life-this-turn',
  'opponent-lost-life-this-turn', 'opponent-lost-n-life-this-turn', 'two-spells-last-turn', 'no-spells-last-turn',
  'threshold', 'coven', 'life-at-most', 'no-creatures', 'opponent-empty-hand', 'self-in-graveyard', 'creature-cards-in-graveyard',
  'self-under-control-since-last-upkeep', 'city-blessing',
  // CR 730.1: the game's day/night designation (rules/actions/day-night.ts).
  'neither-day-nor-night',
  // CR 121.1 cards drawn, 508.1 pack tactics, 505.1 addendum (the turn's history), 107.3 the value of X.
  'drew-n-cards-this-turn', 'attacked-with-power-this-combat', 'cast-during-main-phase', 'x-at-least',
  // CR 508.1, 506.2: the combat now (rules/queries/facts.ts).
  'attacked-this-step',
  // CR 702.104b: whether its tribute was paid as it entered (rules/actions/tribute.ts).
  'tribute-not-paid',
  // CR 402.1, 503.1a: "if that player has two or fewer cards in hand", of the player whose step began (`thatPlayerUntold`).
  'that-player-at-most-cards',
  // CR 724.1: "if you're the monarch" (rules/effects/monarch-effects.ts keeps the designation).
  'monarch',
  // CR 103.6: "~ is in your opening hand", true only before the first turn begins (rules/queries/facts.ts: never in a game
  // in progress).
  'self-in-opening-hand',
  // CR 903.3d: "if you control a commander / your commander" (a scenario's `commander` card, rules/game/setup.ts).
  'control-commander', 'control-your-commander',
  // CR 309.7: "if you've completed a dungeon" (rules/actions/complete-dungeon.ts keeps the dungeons completed).
  'completed-dungeon',
  // CR 603.4, 400.7d: how the permanent's spell was cast; 702.76a prowl's cost paid; 508.1a, 509.1a declared this combat.
  'cast-it', 'cast-it-not-from-hand', 'prowl-paid', 'self-attacked-or-blocked-this-combat',
]);

/** The trigger events whose player a condition's "that player" names for the engine: a step's beginning, the player whose
 * step it is (CR 503.1a; rules/triggers/step-triggers.ts, fire-trigger.ts). */
export function conditionPlayerTold(event: TriggerEvent): boolean {
  return event.kind === 'beginning-of';
}

/** Whether a condition reads "that player" (CR 503.1a): the player a trigger's event names. */
function conditionNamesThatPlayer(c: Condition): boolean {
  if (c.kind === 'both') return conditionNamesThatPlayer(c.left) || conditionNamesThatPlayer(c.right);
  if (c.kind === 'fact') return c.fact === 'that-player-at-most-cards';
  // "if that player didn't cast a spell this turn" (rules/state/history-conditions.ts).
  if (c.kind === 'happened') return 'player' in c.subject && c.subject.player === 'that-player';
  const rec = c as unknown as Record<string, unknown>;
  return rec['who'] === 'that-player' || rec['than'] === 'that-player';
}

/**
 * "At the beginning of each opponent's upkeep, if that player has two or fewer cards in hand, …" (CR 503.1a, 603.4): the
 * engine tells "that player" in a condition only in a triggered ability whose event is a step beginning — the player
 * whose step it is (rules/triggers/step-triggers.ts); elsewhere (another event, a static or activated ability) it doesn't.
 */
export function thatPlayerUntold(a: Ability, e: Effect): boolean {
  if (a.kind === 'triggered' && conditionPlayerTold(a.event)) return false;
  let named = false;
  walkEffects([e], (x) => { if (x.kind === 'conditional' && conditionNamesThatPlayer(x.condition)) named = true; });
  return named;
}

/**
 * CR 608.2c, 110.2: "Put target … card from an opponent's graveyard onto the battlefield under your control. Then that
 * player mills X cards": "that player" is the player the card came from, and no player was named before it (no target
 * player, no trigger's player). The engine's fallback — the controller of the object the resolution acted on
 * (rules/effects/effect-context.ts) — is you once that object came under your control: not carried out.
 */
export function thatPlayerAfterGainedObject(a: Ability, effects: readonly Effect[], i: number): boolean {
  const e = effects[i];
  if (!e || a.kind === 'triggered' || !('who' in e) || e.who !== 'that-player') return false;
  const before = effects.slice(0, i);
  return before.some((x) => x.kind === 'zone-change' && x.to === 'battlefield' && x.under === 'you')
    && !/"(?:target-player|target-opponent)"/.test(JSON.stringify(before));
}

/**
 * "… unless you sacrifice a land / discard a card / mill two cards / pay 2 life / pay {E}{E}" (CR 118.12a: "[A player may
 * do something else]. If [that player doesn't], [do something]"): one action of the ability's controller that
 * rules/effects/unless-action.ts offers — only when the player can take it (118.3) — and carries out when taken.
 * Another player's action, a random discard (701.9b), a discard of a kind and a choice between actions are not.
 */
export function unlessActionCarriedOut(effects: readonly Effect[]): boolean {
  if (effects.length !== 1) return false;
  const x = effects[0]!;
  // "unless you return …": the controller's own action, read as written without "you".
  const who = 'who' in x ? x.who : undefined;
  if ((who !== undefined && who !== 'you') || !effectSimulated(who === 'you' ? { ...x, who: undefined } as Effect : x)) return false;
  // "sacrifice ~ unless you remove a +1/+1 counter from it" (CR 122.1): from the ability's own object.
  if (x.kind === 'add-counters') return !!x.remove && !x.countIsX && !x.per && !x.perCount && (x.target.kind === 'self' || x.target.kind === 'it');
  // "unless you return an untapped Plains you control to its owner's hand" (CR 118.12a): one they control.
  // CR 702.72a: "unless you exile another Goblin you control" (champion), likewise.
  if (x.kind === 'zone-change') {
    if (x.target.kind !== 'chosen') return false;
    if (x.how === 'sacrifice' || (((x.how === 'return' && x.to === 'hand') || x.how === 'exile') && x.target.filter.controller === 'you')) return chosenOnBattlefield(x.target);
    // CR 118.12a: "unless you return an enchantment to its owner's hand": any player's permanent, the controller's choice.
    if (x.how === 'return' && x.to === 'hand' && x.target.filter.controller === undefined) return chosenOnBattlefield(x.target);
    // CR 118.12a: "unless you exile a card from your graveyard": one of their own graveyard's cards.
    return x.how === 'exile' && x.target.filter.zone === 'graveyard' && chosenFromYourZone(x.target);
  }
  if (x.kind === 'player-action') return (x.action === 'discard' || x.action === 'mill') && x.amount.kind === 'fixed';
  if (x.kind === 'life') return !!x.pay && !x.gain && x.amount.kind === 'fixed';
  // CR 118.12a, 701.26a: "unless you tap an untapped creature you control": one they control, chosen as it resolves.
  if (x.kind === 'tap') return x.target.kind === 'chosen' && x.target.filter.controller === 'you' && (x.target.filter.status ?? []).includes('untapped') && chosenOnBattlefield(x.target);
  return x.kind === 'energy' && !!x.pay;
}

/**
 * "that player loses 5 life unless they discard a card", "~ deals 2 damage to that player unless they sacrifice a
 * creature" (CR 118.12a): another player than the controller may take an action rules/effects/cost-started.ts tells, as
 * the ability resolves (rules/effects/unless-action.ts). The player: the one written, or for "they" the one the
 * instruction names (`otherPayer`'s players). Undefined when it is not such an "unless".
 */
export function unlessActor(action: readonly Effect[], governed: readonly Effect[]): PlayerRef | undefined {
  const [x] = action;
  if (action.length !== 1 || !x || !('who' in x) || x.who === undefined || x.who === 'you' || !unlessActionCarriedOut([{ ...x, who: 'you' } as Effect])) return undefined;
  if (x.who !== 'they') return UNLESS_ACTORS.has(x.who as PlayerRef) ? x.who as PlayerRef : undefined;
  const named = new Set(governed.map((e) => ('who' in e && e.who !== undefined ? e.who as PlayerRef : 'to' in e && e.to && typeof e.to === 'object' && 'who' in e.to ? e.to.who as PlayerRef : undefined)));
  const [who] = named;
  return named.size === 1 && who !== undefined && UNLESS_ACTORS.has(who) ? who : undefined;
}

/**
 * The other players whose "unless" action rules/effects/effect-context.ts playersFor tells: each opponent (the one other
 * player, CR 102.2), and "that player" — the player a triggered ability's event names (503.1a, 601.2; `unsimulatedSpans`
 * keeps it to triggered abilities); not a player named through an object ("its controller").
 */
const UNLESS_ACTORS: ReadonlySet<PlayerRef> = new Set<PlayerRef>(['that-player', 'each-opponent', 'your-opponents']);

/**
 * "As this land enters, you may pay 2 life. If you don't, it enters tapped.", "As ~ enters, you may reveal a Forest or
 * Plains card from your hand. If you don't, ~ enters tapped." (CR 614.1c, 614.12a): a choice made before the permanent
 * enters, and how it enters when the player doesn't take it (rules/actions/entry-choice.ts). The offer: paying a fixed
 * amount of life, or revealing one card of a kind from the hand. Undefined for any other entering replacement.
 */
export function entryChoice(effects: readonly Effect[]): { offer: Effect & { kind: 'life' | 'reveal' | 'add-counters' }; optional: Effect; otherwise: 'tap' | 'haste' | 'nothing'; haste?: Effect & { kind: 'gain-keyword' } } | undefined {
  const [opt, then] = effects;
  if (effects.length < 1 || effects.length > 2 || opt?.kind !== 'optional' || opt.who !== 'you' || opt.anyPlayer || opt.word !== undefined || opt.effects.length !== 1) return undefined;
  const x = opt.effects[0]!;
  const onSelf = (t: TargetSpec) => t.kind === 'self' || t.kind === 'it';
  // CR 702.98a unleash, 702.136a riot: "You may have this permanent enter with an additional +1/+1 counter on it"
  // ("As this permanent enters, you may put a +1/+1 counter on it"), with riot's "If you don't, it gains haste".
  const counters = x.kind === 'add-counters' && !x.remove && !x.countIsX && !x.per && !x.perCount && !x.equalTo && !x.upTo && !x.choices && !x.also && !x.who && x.counter !== '' && x.count > 0 && onSelf(x.target);
  if (!then) return counters ? { offer: x, optional: opt, otherwise: 'nothing' } : undefined;
  if (then.kind !== 'conditional' || then.condition.kind !== 'if-you-dont' || then.condition.who || then.instead || then.asLongAs || then.unless) return undefined;
  const g = then.effects.length === 1 ? then.effects[0]! : undefined;
  const haste = g?.kind === 'gain-keyword' && g.duration === 'permanent' && onSelf(g.target) && g.keywords.length === 1 && g.keywords[0] === 'Haste' ? g : undefined;
  if (counters) return haste ? { offer: x, optional: opt, otherwise: 'haste', haste } : undefined;
  if (!then.effects.every((x) => x.kind === 'tap' && (x.target.kind === 'self' || x.target.kind === 'it'))) return undefined;
  if (x.kind === 'life' && x.pay && !x.gain && (x.who === undefined || x.who === 'you') && x.amount.kind === 'fixed') return { offer: x, optional: opt, otherwise: 'tap' };
  // "a Forest or Plains card from your hand": each kind's filter holds the zone.
  const fromHand = (f: ObjectFilter): boolean => f.zone === 'hand' || (f.zone === undefined && !!f.anyOf?.length && f.anyOf.every(fromHand));
  if (x.kind === 'reveal' && !x.thenTurnFaceUpIfCreatureCard && (x.who === undefined || x.who === 'you') && x.target.kind === 'chosen' && fromHand(x.target.filter) && (x.target.count ?? 1) === 1
    && !x.target.upTo && !x.target.countIsX && filterSimulated(withoutZone(x.target.filter))) return { offer: x, optional: opt, otherwise: 'tap' };
  return undefined;
}

/**
 * "When that creature dies this turn" (CR 603.7c, 700.4), "When that creature leaves the battlefield this turn": a delayed
 * trigger about the object an earlier instruction named — which of the two events it waits for; undefined for another.
 */
export function watchedObjectEvent(ev: TriggerEvent): 'dies' | 'leaves' | undefined {
  if (ev.kind !== 'limited' || ev.limit !== 'this turn' || ev.event.kind !== 'object-event' || (ev.event.event !== 'dies' && ev.event.event !== 'leaves the battlefield')) return undefined;
  const subj = ev.event.subject;
  if (subj.self || subj.oneOrMore || subj.attached || ((subj.filter || (subj.pronoun !== 'that creature' && subj.pronoun !== 'it')) && !watchedTarget(ev))) return undefined;
  return ev.event.event === 'dies' ? 'dies' : 'leaves';
}

/**
 * "When target creature dies this turn, return that card to the battlefield …" (CR 603.7c, 601.2c, 115.1): the delayed
 * trigger's event names the spell's or ability's own one target, chosen as it is cast or activated
 * (rules/queries/target-legality.ts targetSpecs) — the object rules/effects/delayed-trigger-effects.ts watches.
 */
export function watchedTarget(ev: TriggerEvent): TargetSpec | undefined {
  if (ev.kind !== 'limited' || ev.limit !== 'this turn' || ev.event.kind !== 'object-event' || (ev.event.event !== 'dies' && ev.event.event !== 'leaves the battlefield')) return undefined;
  const subj = ev.event.subject;
  if (!subj.target || subj.self || subj.oneOrMore || subj.attached || subj.pronoun || !subj.filter || !filterSimulated(subj.filter)) return undefined;
  return { kind: 'target', filter: subj.filter, count: 1 };
}

/**
 * CR 505.1, 603.7a–b: "at the beginning of your next main phase", "… the next main phase this turn": a delayed trigger at
 * whichever main phase begins first (precombat or postcombat); `thisTurn` when it lasts only this turn. Undefined for
 * another event.
 */
export function nextMainPhase(ev: TriggerEvent): { whose: 'your next' | 'the next'; thisTurn: boolean } | undefined {
  const inner = ev.kind === 'limited' && ev.limit === 'this turn' ? ev.event : ev;
  if (inner.kind !== 'beginning-of' || inner.step !== 'main phase' || (inner.whose !== 'your next' && inner.whose !== 'the next')) return undefined;
  return { whose: inner.whose, thisTurn: inner !== ev };
}

/**
 * CR 603.7b–c, 608.2c, 700.4: "Whenever a creature dealt damage this way dies this turn, populate", "When a creature dealt
 * damage this way dies this turn, create a 1/1 … token": a delayed trigger with a stated duration (each time, 603.7b) about
 * the objects the spell or ability dealt damage to as it resolved — its event with the rest of the subject's words (the
 * engine keeps those objects, rules/effects/delayed-trigger-effects.ts). Undefined for another event.
 */
export function damagedThisWayEvent(ev: TriggerEvent): TriggerEvent | undefined {
  if (ev.kind !== 'limited' || ev.limit !== 'this turn' || ev.event.kind !== 'object-event' || (ev.event.event !== 'dies' && ev.event.event !== 'leaves the battlefield')) return undefined;
  const subj = ev.event.subject;
  if (subj.self || subj.other || subj.oneOrMore || subj.atLeast || subj.orYou || subj.andOrAtLeastOne || subj.attached || subj.pronoun || subj.haunted || subj.ofTargets || subj.target || subj.filter?.dealtDamage !== 'this-way') return undefined;
  return { ...ev.event, subject: { ...subj, filter: { ...subj.filter, dealtDamage: undefined } } };
}

/**
 * CR 603.7b: the event a delayed trigger with a stated duration waits for the rest of the turn — "Whenever a creature
 * attacks this turn", "Until end of turn, whenever …" (each time, for that duration) — or "When you cast your next
 * instant or sorcery spell this turn" (once: the next such event); undefined for another (a step's beginning, an object
 * named before or targeted, "this way": the other readers', 603.7a, 603.7c, 603.12).
 */
export function turnLongEvent(e: Effect & { kind: 'delayed-trigger' }): { event: TriggerEvent; once: boolean } | undefined {
  const ev = e.event.kind === 'limited' && e.event.limit === 'this turn' ? e.event.event : e.untilEndOfTurn || (e.event.kind === 'cast' && e.event.nextThisTurn) ? e.event : undefined;
  if (!ev || ev.kind === 'beginning-of' || ev.kind === 'limited' || ev.kind === 'reflexive' || ev.kind === 'end-of-combat') return undefined;
  const rec = ev as unknown as { subject?: { pronoun?: unknown; target?: unknown; self?: unknown; filter?: ObjectFilter } };
  if (rec.subject && (rec.subject.pronoun || rec.subject.target || rec.subject.filter?.dealtDamage === 'this-way')) return undefined;
  return { event: ev, once: ev.kind === 'cast' && !!ev.nextThisTurn };
}

/**
 * CR 603.12, 608.2c: "You may sacrifice another creature. When you do, ~ deals damage equal to the sacrificed creature's
 * power to any target", "You may exert ~ as it attacks. When you do, it gets +1/+1 …": a reflexive triggered ability
 * whose "it" names the one object the action before it acted on (reflexive-it.ts), which
 * rules/effects/delayed-trigger-effects.ts and rules/game/exert.ts keep as it triggers; its targets are chosen as it is
 * put on the stack (603.3d). Carried out with what it does — not "its controller" (as it last existed, 608.2h).
 */
export function reflexiveItCarriedOut(a: Ability, i: number): boolean {
  if (!reflexiveIt(a, i)) return false;
  const body = delayedBody(('effects' in a ? a.effects?.[i] : undefined) as Effect & { kind: 'delayed-trigger' });
  return body.every((x) => effectSimulated(x)) && !namesItsController(body);
}

/**
 * CR 701.6a, 608.2c, 608.2h, 603.7c: "Counter target spell. At the beginning of your next main phase, add an amount of {C}
 * equal to that spell's mana value": the delayed trigger's "that spell" is the spell the instruction just before it
 * countered, as it last existed on the stack (202.3e: X counted), kept by rules/actions/counter.ts and named by "it"
 * (rules/effects/zone-effects.ts), which rules/effects/delayed-trigger-effects.ts keeps. Carried out with what it does;
 * not after "unless its controller pays" (a spell kept names nothing: the engine's "it" isn't set then), nor after
 * countering an ability (counteredAbilityIt).
 */
export function counteredItCarriedOut(a: Ability, i: number): boolean {
  const effects = 'effects' in a ? a.effects ?? [] : [];
  const e = effects[i];
  const before = effects[i - 1];
  if (e?.kind !== 'delayed-trigger' || !nextMainPhase(e.event) || before?.kind !== 'counter-spell' || before.unlessPays || counterNamesAbility(before)) return false;
  return delayedBody(e).every((x) => effectSimulated(x));
}

/** Whether a "counter target …" phrase may name an ability on the stack ("target activated ability", "spell or ability"). */
function counterNamesAbility(e: Effect & { kind: 'counter-spell' }): boolean {
  return /abilit/i.test(JSON.stringify(e.target, (k, v) => (k === 'span' ? undefined : v)));
}

/**
 * CR 701.6a, 113.7a, 608.2c, 118.12: "Counter target activated ability. Its controller loses 2 life" (or a spell kept by
 * "unless its controller pays"): a countered ability is no
 * object (rules/actions/counter.ts returns none), so the engine's "it" after it names nothing — an instruction or delayed
 * trigger after such a counter that names "it" or "its controller" does nothing in the engine. Not carried out.
 */
function counteredAbilityIt(a: Ability, i: number): boolean {
  const effects = 'effects' in a ? a.effects ?? [] : [];
  const e = effects[i];
  if (!e || !effects.slice(0, i).some((x) => x.kind === 'counter-spell' && (counterNamesAbility(x) || !!x.unlessPays))) return false;
  const namesIt = /"kind":"it"/.test(JSON.stringify(e, (k, v) => (k === 'span' ? undefined : v)));
  return namesIt || namesItsController([e]) || (e.kind === 'delayed-trigger' && namesItsController(delayedBody(e)));
}

/**
 * A delayed triggered ability's instructions (CR 603.7), with the sentence's "where X is …" (CR 107.3c) given to each
 * instruction that uses X: "When you do, target player mills X cards, where X is the number of Shrines you control".
 */
/**
 * The instructions that read X with no "where X is" of their own, before one of the same sentence that has it (CR 107.3c),
 * the engine does not carry out: each is followed with the sentence's X (`sentenceWhereX`), so one is carried out when it
 * would be with that "where X is" written on it.
 */
function xBeforeSentenceWhereX(effects: readonly Effect[]): Effect[] {
  const found: Effect[] = [];
  for (const [x, whereX] of sentenceWhereX(effects)) if (!effectSimulated({ ...x, whereX } as Effect)) found.push(x);
  return found;
}

/** "Create an X/X … token" (CR 107.3, 111.4): a token of the effect whose power and toughness are X. */
function tokenPtX(e: Effect & { kind: 'create-token' }): boolean {
  return createdTokens(e).some((t) => t.ptX);
}

/**
 * CR 107.3c, 608.2h: "each opponent loses X life and you gain X life, where X is …", "You draw X cards and you lose X
 * life, where X is …": the parser keeps the sentence's "where X is" on its last instruction; each earlier instruction of
 * the same sentence that reads X with none of its own → that quantity (rules/effects/apply-effects.ts counts it once, as
 * the first of them is followed, and every instruction of the sentence reads that number).
 */
export function sentenceWhereX(effects: readonly Effect[]): Map<Effect, Quantity> {
  const usesX = (x: Effect) => x.kind === 'modify-pt-x' || /"kind":"x"|"countIsX":true/.test(JSON.stringify(x, (k, v) => (k === 'span' ? undefined : v)));
  const found = new Map<Effect, Quantity>();
  let sentenceX: Quantity | undefined;
  for (let i = effects.length - 1; i >= 0; i--) {
    const x = effects[i]!;
    if (x.whereX) sentenceX = x.whereX;
    else if (sentenceX && usesX(x)) found.set(x, sentenceX);
    if (x.sep === undefined || x.sep === '. ') sentenceX = undefined;
  }
  return found;
}

export function delayedBody(e: Effect & { kind: 'delayed-trigger' }): Effect[] {
  const whereX = e.whereX;
  if (!whereX) return e.effects;
  const usesX = (x: Effect) => x.kind === 'modify-pt-x' || /"kind":"x"|"countIsX":true/.test(JSON.stringify(x, (k, v) => (k === 'span' ? undefined : v)));
  return e.effects.map((x) => (x.whereX || !usesX(x) ? x : { ...x, whereX }));
}

/** "… and all Auras / Equipment attached to it / them" (CR 301.5, 303.4): a set of permanents attached to the target, whose other words the matcher reads. */
function attachedAlsoTold(t: TargetSpec): boolean {
  if (t.kind !== 'all' || t.quantifier !== 'all' || t.andPlayers || t.youFirst) return false;
  const rel = t.filter.relatedTo;
  return !!rel && rel.rel === 'attached to' && (rel.word === 'it' || rel.word === 'them') && filterSimulated({ ...t.filter, relatedTo: undefined });
}

/** Whether instructions name "its controller" / "the creature's controller" (a player through an object, CR 108.4). */
function namesItsController(effects: readonly Effect[]): boolean {
  return effects.some((x) => ('who' in x && x.who === 'its-controller') || ('whose' in x && x.whose === 'its-controller')
    || ('to' in x && typeof x.to === 'object' && x.to !== null && 'who' in x.to && x.to.who === 'its-controller')
    || ((x.kind === 'optional' || x.kind === 'conditional') && namesItsController(x.effects)));
}

/** The clauses that read whether a player did, didn't or couldn't take the action before them (CR 118.12). */
const COST_CLAUSES: ReadonlySet<string> = new Set(['if-you-do', 'if-you-dont', 'you-cant']);
/** "If that player does", "If the player can't": another player, the one the action before names (CR 118.12). */
const OTHER_DOERS: ReadonlySet<string> = new Set(['the player', 'that player', 'they']);
/** The players whose action rules/effects/cost-started.ts tells: the controller, or one other player named. */
const COST_PLAYERS: ReadonlySet<string> = new Set(['you', 'target-player', 'target-opponent', 'that-player', 'its-controller', 'each-opponent']);

/**
 * CR 118.12, 118.3: a mandatory action whose "If you do / don't / can't" rules/effects/cost-started.ts tells — whether its
 * player could start to take it: sacrificing this permanent or a permanent of a kind, returning one they control to
 * its owner's hand, discarding or milling a number of cards, paying life or energy, removing counters from an object.
 */
export function costActionTold(x: Effect): boolean {
  if (!effectSimulated(x)) return false;
  if ('who' in x && x.who !== undefined && !COST_PLAYERS.has(x.who as string)) return false;
  if (x.kind === 'zone-change') return (x.how === 'sacrifice' && x.target.kind === 'self') || (x.target.kind === 'chosen' && (x.how === 'sacrifice' || (x.how === 'return' && x.to === 'hand' && x.target.filter.controller === 'you')) && chosenOnBattlefield(x.target));
  if (x.kind === 'player-action') return (x.action === 'discard' || x.action === 'mill') && x.amount.kind === 'fixed' && !x.filter;
  if (x.kind === 'life') return !!x.pay && !x.gain && x.amount.kind === 'fixed';
  if (x.kind === 'add-counters') return !!x.remove && !x.countIsX && !x.per && (x.target.kind === 'self' || x.target.kind === 'it' || (x.target.kind === 'target' && (x.target.count ?? 1) === 1 && !x.target.upTo));
  // "pay {2}{B}. If you don't, you lose the game": a fixed mana cost of the controller (rules/effects/cost-started.ts).
  if (x.kind === 'pay-mana') return !x.per && !x.perCount && x.orLife === undefined && x.orMana === undefined;
  return x.kind === 'energy' && !!x.pay;
}

/** Where a zone change the engine judges by its outcome puts the object (CR 701.21a, 701.8a: sacrificed or destroyed, its owner's graveyard). */
export function outcomeDestination(x: Effect): string | undefined {
  if (x.kind !== 'zone-change') return undefined;
  return x.how === 'sacrifice' || x.how === 'destroy' ? 'graveyard' : x.how === 'exile' ? 'exile' : x.to;
}

/**
 * CR 608.2c: a mandatory instruction that isn't a cost, whose "If you do" reads whether it was carried out — "Exile target
 * card from a graveyard. If you do, …", "exile it. If you do, …": one object (this one, the one named before, or one
 * target) moved by the controller, and the engine sees after the instruction whether it is now where the instruction
 * put it (rules/effects/cost-started.ts `judgeOutcome`). A target gone or illegal wasn't moved (608.2b); a replacement
 * that put it elsewhere (614.1a) means it wasn't done. Others ("exile up to one …", several objects) stay not told.
 */
export function outcomeActionTold(x: Effect): boolean {
  if (!effectSimulated(x) || x.kind !== 'zone-change') return false;
  if (x.who !== undefined && x.who !== 'you') return false;
  if (!['exile', 'return', 'put', 'shuffle', 'destroy', 'sacrifice'].includes(x.how)) return false;
  if (outcomeDestination(x) === undefined || x.faceDown || x.attachedTo || x.transformed || x.ownerDoes || x.andIt) return false;
  const t = x.target;
  // One object only: "exile them. If you do" over several objects isn't told (cost-started.ts judgeOutcome reads one).
  const plural = t.kind === 'it' && t.word !== undefined && /^(them|those|these|they)\b/i.test(t.word);
  return t.kind === 'self' || (t.kind === 'it' && !plural) || (t.kind === 'target' && (t.count ?? 1) === 1 && !t.upTo);
}

/**
 * Whether effect `j` is an "If you do / don't / can't" clause (or "If that player does", after another player's action)
 * that reads the mandatory action right before it, told by rules/effects/cost-started.ts (CR 118.12).
 */
export function decidedByCost(effects: readonly Effect[], j: number): boolean {
  const e = effects[j];
  const x = effects[j - 1];
  if (!e || !x || e.kind !== 'conditional' || !COST_CLAUSES.has(e.condition.kind) || e.instead || e.asLongAs || e.unless || !(costActionTold(x) || (e.condition.kind !== 'you-cant' && outcomeActionTold(x)))) return false;
  const doer = 'who' in e.condition ? e.condition.who : undefined;
  const who = 'who' in x && x.who !== undefined ? x.who as string : 'you';
  return doer === undefined ? who === 'you' : OTHER_DOERS.has(doer) && who !== 'you';
}

/**
 * CR 508.1d: the players an "attacks <player> this turn if able" requirement names that rules/effects/
 * combat-requirement-effects.ts finds as it resolves: you (the ability's controller), a target player or opponent.
 * "that player" after "choose an opponent at random" is not told (the choice isn't kept).
 */
export function attackedPlayerKnown(whom: PlayerRef): boolean {
  return whom === 'you' || whom === 'target-player' || whom === 'target-opponent';
}

/**
 * "Destroy target land unless its controller has ~ deal 2 damage to them", "Counter target instant or sorcery spell unless
 * its controller has ~ deal 4 damage to them" (CR 118.12a): the controller of the one object the instructions target may
 * choose to have this object deal a fixed amount of damage to them; the instructions are followed when they don't
 * (rules/effects/apply-effects.ts). The damage effect offered, or undefined for another "unless".
 */
export function damageOffered(c: Condition, governed: readonly Effect[]): (Effect & { kind: 'damage' }) | undefined {
  if (c.kind !== 'player-does' || c.has !== 'its controller' || c.effects.length !== 1) return undefined;
  const [x] = c.effects;
  if (x?.kind !== 'damage' || x.amount.kind !== 'fixed' || x.source?.kind !== 'self' || x.to.kind !== 'it' || x.to.word !== 'them') return undefined;
  const specs = targetPhrases(governed);
  return specs.length === 1 && specs[0]!.kind === 'target' && (specs[0]!.count ?? 1) === 1 && !specs[0]!.upTo && governed.every((g) => effectSimulated(g)) ? x : undefined;
}

/** Players another player's "unless … pays" names whom rules/effects/effect-context.ts playersFor tells without a target. */
const OTHER_PAYERS: ReadonlySet<PlayerRef> = new Set<PlayerRef>(['that-player', 'its-controller', 'each-opponent', 'an-opponent', 'your-opponents',
  // CR 118.12a, 101.4: "unless any player pays {3}": each player in turn order may pay (rules/effects/apply-effects.ts);
  // "unless any opponent pays {1}": each opponent in turn order.
  'any-player', 'any-opponent']);

/**
 * "that player loses 2 life unless they pay {2}", "counter it unless that player pays {1}", "each opponent sacrifices a
 * permanent unless they pay {3}" (CR 118.12): a player other than the controller may pay a fixed mana cost as the
 * ability resolves, and the instructions are followed when they don't (rules/effects/apply-effects.ts). The player who
 * pays: the one written, or for "they" the one the instruction names. Undefined when it is not such an "unless".
 */
export function otherPayer(action: readonly Effect[], governed: readonly Effect[], whereX?: Quantity): PlayerRef | undefined {
  const [x] = action;
  // "unless that player pays {X}, where X is ~'s power" (CR 107.3, 608.2h): X counted as it resolves (a quantity the
  // engine counts then, `countedNow`: "its mana value" of the spell a trigger names is not), the cost exactly {X}.
  const xCounted = x?.kind === 'pay-mana' && x.mana === '{X}' && !!whereX && countedNow(whereX);
  if (action.length !== 1 || x?.kind !== 'pay-mana' || x.per || x.perCount || x.orLife !== undefined || x.orMana !== undefined || (/X/i.test(x.mana) && !xCounted) || x.who === undefined || x.who === 'you') return undefined;
  if (x.who !== 'they') return OTHER_PAYERS.has(x.who as PlayerRef) ? x.who as PlayerRef : undefined;
  const named = new Set(governed.map((e) => ('who' in e ? e.who as PlayerRef | undefined : undefined)));
  const [who] = named;
  return named.size === 1 && who !== undefined && OTHER_PAYERS.has(who) ? who : undefined;
}

/** Whether a condition reads "it" / "that spell" (an object named elsewhere in the sentence). */
function conditionNamesIt(c: unknown): boolean {
  if (Array.isArray(c)) return c.some(conditionNamesIt);
  if (!c || typeof c !== 'object') return false;
  const rec = c as Record<string, unknown>;
  if (rec['kind'] === 'it' || rec['kind'] === 'otherwise' || rec['subject'] === 'it' || rec['subject'] === 'that spell' || rec['spell'] === 'it' || rec['spell'] === 'that spell' || rec['subject'] === 'its' || rec['subject'] === "that spell's") return true;
  return Object.entries(rec).some(([k, v]) => k !== 'span' && k !== 'filter' && typeof v === 'object' && conditionNamesIt(v));
}

/**
 * A condition written after the instruction it governs ("When ~ enters, draw a card if you control a Wizard", "Then
 * discard a card unless you attacked this turn"): checked as that instruction is followed (CR 608.2c), like one written
 * before it — when it doesn't read "it" (which names the instruction's own object there, not the one before) and what it
 * governs is done once as the ability resolves: an instruction with no lasting effect, or one lasting a stated time. A
 * static sentence's ("This spell costs {1} less to cast if …", "~ can't attack if …") is read by no resolution.
 */
export function trailingFollowed(e: Effect & { kind: 'conditional' }): boolean {
  const once = (x: Effect): boolean => x.kind === 'optional' ? x.effects.every(once)
    : !descriptorOf(x).continuous || ('duration' in x && x.duration !== undefined && x.duration !== 'permanent') || ('until' in x && x.until !== undefined);
  // "exile it if it had a death counter on it", "return that card to the battlefield … if it's a Samurai card": the
  // condition's "it" is the object the instruction itself names, the one the instruction before named (608.2c).
  const sameIt = e.effects.every((x) => { const named = namedSpecs(x); return named.length > 0 && named.every(plainIt); });
  return (!conditionNamesIt(e.condition) || sameIt) && e.effects.every(once);
}

/**
 * "…. If this spell was kicked, <instructions> instead" (CR 608.2c): the instructions of the sentence before it, which
 * the alternative replaces — from the start of that sentence (an effect written after ". ") to just before `j`. Undefined
 * when `effects[j]` is no such alternative or nothing comes before it.
 */
export function insteadRange(effects: readonly Effect[], j: number): { start: number; end: number } | undefined {
  const e = effects[j];
  if (!e || e.kind !== 'conditional' || !e.instead || j === 0) return undefined;
  let start = j - 1;
  while (start > 0 && effects[start]!.sep !== '. ') start--;
  return effects.slice(start, j).some((x) => x.kind === 'conditional' && x.instead) ? undefined : { start, end: j };
}

/** Object phrases an instruction names ("it", a target…), read the way target-legality reads them. */
function namedSpecs(e: Effect): TargetSpec[] {
  const rec = e as unknown as Record<string, unknown>;
  const out: TargetSpec[] = [];
  for (const key of ['target', 'of', 'to', 'other', 'from'] as const) {
    const t = rec[key];
    if (t && typeof t === 'object' && 'kind' in t) out.push(t as TargetSpec);
  }
  if (e.kind === 'optional' || e.kind === 'conditional') for (const x of e.effects) out.push(...namedSpecs(x));
  return out;
}

/** "the exiled card", "cards exiled with …": words of a linked exile (CR 607.2a). */
const LINKED_EXILE = /\bexiled\b/;

/** "it", "that creature" naming what an instruction before it acted on (not the exiled card, the rest, an event's other object). */
const plainIt = (t: TargetSpec) => t.kind === 'it' && !t.eventObject && !t.word?.startsWith('the ');

/** Whether an instruction's numbers read the power, toughness or mana value of "it" ("equal to its toughness"). */
function readsStatOfIt(e: Effect): boolean {
  return holdsStatOfIt(e);
}

/** Whether `v` or a value under it (own keys, spans left out) is a stat of "it": the values JSON.stringify would meet (issue 27:
 * a walk, not the whole instruction written out). */
function holdsStatOfIt(v: unknown): boolean {
  if (v === null || typeof v !== 'object') return false;
  const q = v as { kind?: unknown; of?: { kind?: unknown } };
  if (q.kind === 'stat' && q.of?.kind === 'it') return true;
  if (Array.isArray(v)) {
    for (const x of v) if (holdsStatOfIt(x)) return true;
    return false;
  }
  for (const k in v) if (k !== 'span' && Object.prototype.hasOwnProperty.call(v, k) && holdsStatOfIt((v as Record<string, unknown>)[k])) return true;
  return false;
}

/**
 * CR 608.2h, 602.1: "equal to its toughness" where no instruction before it in the same ability named an object: in an
 * activated ability "it" is its own permanent (rules/effects/effect-context.ts quantityNow), unless its cost names
 * another object ("Sacrifice a creature: You gain life equal to its toughness": the sacrificed creature, which the engine
 * doesn't keep); in a spell it is nothing the engine knows (an additional cost's creature, "the sacrificed creature").
 * Not carried out.
 */
function unboundStatIt(a: Ability, i: number): boolean {
  if (a.kind !== 'spell' && a.kind !== 'activated') return false;
  const e = a.effects[i];
  if (!e || !readsStatOfIt(e)) return false;
  // CR 602.2, 608.2h: "the sacrificed creature's toughness" of the one object the ability's cost sacrificed, "the discarded
  // card's mana value", "the power of the creature tapped this way" (cost-sacrificed.ts).
  const own = costObjectAsOwn(a, e);
  if (own && !readsStatOfIt(own)) return false;
  // "Target creature deals damage to itself equal to its power": the source named first (CR 120.3).
  const source = (x: Effect) => x.kind === 'damage' && !!x.source && x.source.kind !== 'self' && x.source.kind !== 'it';
  const namesObject = (x: Effect) => namedSpecs(x).some((t) => t.kind !== 'player' && t.kind !== 'self' && t.kind !== 'it') || source(x) || x.kind === 'search-library' || x.kind === 'create-token' || x.kind === 'reveal-until';
  if (a.effects.slice(0, i + 1).some(namesObject)) return false;
  if (a.kind === 'spell') return true;
  return (a.cost.actions ?? []).some((x) => namedSpecs(x).some((t) => t.kind !== 'self'));
}

/**
 * CR 701.14a, 614.1a: "Target creature you control fights target creature you don't control. If that creature would die
 * this turn, exile it instead": after a fight the last instruction naming objects named two creatures, and which of them
 * "that creature" / "it" refers to is not told by the engine (rules/effects/damage-life-effects.ts keeps the first as
 * "it"); the replacement would act on a guess. Not carried out.
 * OPEN QUESTION: "~ fights target creature. If that creature would die …" most likely names the target (the other than
 * ~); left not carried out here too rather than read by the engine.
 */
function itAfterFight(a: Ability, i: number): boolean {
  if (!('effects' in a)) return false;
  const e = a.effects[i];
  if (!e || !turnExileInstead(e) || e.kind !== 'instead' || e.object?.kind !== 'it') return false;
  const before = a.effects.slice(0, i).filter((x) => x.kind === 'fight' || namedSpecs(x).some((t) => t.kind !== 'player' && t.kind !== 'it'));
  return before[before.length - 1]?.kind === 'fight';
}

/**
 * CR 608.2c: instruction kinds whose handler (rules/effects/) names more than one set of objects, so a later "it" /
 * "that creature" of the same ability could be either and the resolution's "it" is left as it was: "Attach target Aura
 * you control to target creature", "The next 2 damage that would be dealt to target creature this turn is dealt to
 * target creature instead", "Prevent all damage target creature would deal to target creature this turn".
 */
const IT_UNTOLD_AFTER = new Set<Effect['kind']>(['attach', 'unattach', 'redirect-damage', 'prevent-next-time', 'exchange-life']);

/** The object phrases an instruction names, also a damage source's ("by"), both sides' ("both") and where damage goes ("onto"). */
function antecedentSpecs(e: Effect): TargetSpec[] {
  const rec = e as unknown as Record<string, unknown>;
  const extra = (['by', 'both', 'onto'] as const).map((k) => rec[k]).filter((t): t is TargetSpec => !!t && typeof t === 'object' && 'kind' in t);
  return [...namedSpecs(e), ...extra];
}

/**
 * CR 608.2c: a plain "it" / "that creature" whose antecedent — the last instruction before it naming objects other
 * than by "it" — is of a kind that names two sets of objects (IT_UNTOLD_AFTER), or a "Prevent all damage … by …
 * to …" naming both: which of them "it" names isn't told to the engine, and the resolution's "it" would be a stale
 * object or nothing. Not carried out (an answer resting on it is inconclusive), rather than acted on by a guess.
 */
function itAfterUntoldKind(a: Ability, i: number): boolean {
  if (!('effects' in a)) return false;
  const e = a.effects[i];
  if (!e || !namedSpecs(e).some(plainIt)) return false;
  const before = a.effects.slice(0, i).filter((x) => antecedentSpecs(x).some((t) => t.kind !== 'player' && t.kind !== 'self' && t.kind !== 'it'));
  const last = before[before.length - 1];
  if (!last) return false;
  if (last.kind === 'prevent-all') return !!last.to && !!last.by;
  return IT_UNTOLD_AFTER.has(last.kind);
}

/**
 * CR 603.2: "When there are no cards in your graveyard, exile it": a trigger event that passes no object (a state, a step,
 * trigger-it.ts) leaves a leading "it" the parser didn't read as an object the trigger names (this object, the enchanted
 * creature) naming nothing the engine knows — rules/effects/effect-context.ts finds no object for it. Not carried out.
 */
function unboundIt(a: Ability, i: number): boolean {
  if (a.kind !== 'triggered' || !a.event || !eventPassesNoObject(a.event)) return false;
  // The first object phrase written: a damage's source before its recipient; "them" after a player's step names that
  // player (CR 503.1a), not an object.
  const names = (x: Effect) => [...(x.kind === 'damage' && x.source ? [x.source] : []), ...namedSpecs(x)];
  const first = a.effects.findIndex((x) => names(x).length > 0);
  const t = first === i ? names(a.effects[i]!)[0] : undefined;
  return !!t && plainIt(t) && t.kind === 'it' && t.word !== 'them';
}

/**
 * CR 608.2c, 601.2c: "Target creature gets +3/+3 until end of turn. If this spell was kicked, that creature gets +5/+5
 * until end of turn instead": the objects the alternative's "it" / "that creature" (and its condition's: "If it's a
 * Human, instead …") names are those of the sentence it replaces — its one target phrase (announced as the spell was
 * cast, so the same objects whichever is followed), "all …" it names on the battlefield, or the "it" it already reads.
 * Undefined when that sentence names no such objects, or more than one phrase of them.
 */
export function replacedObjects(effects: readonly Effect[], range: { start: number; end: number }): TargetSpec | undefined {
  const specs = effects.slice(range.start, range.end).flatMap(namedSpecs).filter((t) => t.kind !== 'self' && t.kind !== 'player');
  const [first] = specs;
  if (!first || !specs.slice(1).every(plainIt)) return undefined;
  if (first.kind === 'target') return !first.upTo && (first.count ?? 1) === 1 && !first.sameNameAlso ? first : undefined;
  // "~ deals 2 damage to any target. … ~ deals 4 damage instead if …": the one target, a player or a permanent (CR 115.4).
  if (first.kind === 'any-target') return first.count === 1 && !first.upTo && !first.upToN && !first.eachOf ? first : undefined;
  if (first.kind === 'all') return !first.filter.zone && first.filter.controlledBy !== 'target-player' && first.filter.controlledBy !== 'target-opponent' ? first : undefined;
  return plainIt(first) ? first : undefined;
}

/**
 * "If this spell was kicked, <instructions> instead" carried out by rules/effects/apply-effects.ts (CR 608.2c): the
 * condition is checked before the instructions it replaces, and either they or the alternative are followed. Only when
 * the condition needs nothing those instructions would name ("if that creature has a counter on it" reads their target),
 * and the alternative names no target of its own (the spell announces every target phrase, 601.2c) nor "it" — except
 * "it deals … instead", the same source that deals the damage before it.
 */
export function insteadCarriedOut(effects: readonly Effect[], j: number, abilityKind: Ability['kind']): boolean {
  const e = effects[j];
  const range = insteadRange(effects, j);
  if (!e || e.kind !== 'conditional' || !range || e.asLongAs || e.unless || (abilityKind !== 'spell' && abilityKind !== 'triggered' && abilityKind !== 'activated')) return false;
  // "… for two basic land cards instead of one" (CR 608.2c): a number of the instruction before it, the rest of that
  // instruction kept; not carried out.
  if (e.insteadOf === 'one') return false;
  const c = e.condition;
  if (c.kind === 'if-you-do' || c.kind === 'if-you-dont' || c.kind === 'otherwise' || c.kind === 'unless-pay' || c.kind === 'player-does' || !conditionEvaluated(c)) return false;
  const ofSource = (c.kind === 'spell-was' && c.subject !== 'that spell') || (c.kind === 'cost-paid' && c.subject !== "that spell's");
  // A triggered ability's "if that land is a Forest" before anything it does names another object: the object its
  // trigger event is about (CR 603.2), told before the sentence it replaces.
  const eventObject = abilityKind === 'triggered' && range.start === 0 && effects.slice(0, j).every((x) => namedSpecs(x).every((t) => t.kind !== 'it' && t.kind !== 'target' && t.kind !== 'any-target'));
  // "If that creature has a +1/+1 counter on it, … instead": the objects of the sentence it replaces (replacedObjects).
  const replaced = replacedObjects(effects, range);
  if (!ofSource && !eventObject && !replaced && conditionNamesIt(c)) return false;
  const dealtBefore = effects.slice(range.start, range.end).some((x) => x.kind === 'damage' && (!x.source || x.source.kind === 'self'));
  // "~ deals 2 damage to any target. ~ deals 4 damage instead if …": the damage written without a recipient goes to the
  // recipient of the damage it replaces (CR 608.2c), the objects rules/effects/apply-effects.ts finds as "it".
  const sameRecipient = (x: Effect) => x.kind === 'damage' && !!x.toSame && replaced !== undefined
    && effects.slice(range.start, range.end).some((d) => d.kind === 'damage' && d.to === replaced) && effectSimulated({ ...x, toSame: false });
  // "If this spell was kicked, instead search your library for two basic land cards, put them onto the battlefield": "them"
  // after the alternative's own search names the cards it found (CR 608.2c, namesAnObjectBefore).
  const ownFind = (k: number) => e.effects.slice(0, k).some((y) => y.kind === 'search-library');
  return e.effects.every((x, k) => (effectSimulated(x) || sameRecipient(x))
    && !(x.kind === 'damage' && x.source?.kind === 'it' && (!dealtBefore || (x.source.word ?? 'it') !== 'it'))
    && namedSpecs(x).every((t) => (t.kind !== 'it' || (replaced !== undefined && (plainIt(t) || theReplacedNoun(t, replaced))) || (ownFind(k) && !t.eventObject)) && t.kind !== 'target' && t.kind !== 'any-target' && !(t.kind === 'player' && (t.who === 'target-player' || t.who === 'target-opponent')))
    && !('who' in x && (x.who === 'target-player' || x.who === 'target-opponent' || x.who === 'that-player')));
}

/**
 * "Dark Temper deals 2 damage to target creature. If you control a black permanent, destroy the creature instead": "the
 * creature" written for the one target of the sentence replaced, its noun one of that target's card types (CR 608.2c).
 */
function theReplacedNoun(t: TargetSpec, replaced: TargetSpec): boolean {
  if (t.kind !== 'it' || t.eventObject || replaced.kind !== 'target') return false;
  const noun = /^the (creature|permanent|artifact|enchantment|land|planeswalker)$/.exec(t.word ?? '')?.[1];
  return noun !== undefined && (noun === 'permanent' || replaced.filter.types.includes(noun)) && !replaced.filter.anyOf;
}

/** Where "…, <put it somewhere> instead of putting it into its owner's graveyard" says the countered spell would have gone. */
const GRAVEYARD_INSTEAD: ReadonlySet<string> = new Set(["putting it into its owner's graveyard", "into that player's graveyard", "into its owner's graveyard"]);

/**
 * "Counter target spell. If that spell is countered this way, exile it instead of putting it into its owner's graveyard",
 * "… put it on top of its owner's library instead of into that player's graveyard", "If an artifact or creature spell is
 * countered this way, put that card onto the battlefield under your control instead …" (CR 701.6a, 614.1a): a
 * replacement of where the spell the instruction `effects[j]` counters goes — exile, its owner's library or the
 * battlefield under your control — for the spells of a kind the condition names; carried out by
 * rules/effects/zone-effects.ts as it counters. The alternative, or undefined when `effects[j]` is no such pair.
 */
export function counteredInstead(effects: readonly Effect[], j: number): (Effect & { kind: 'conditional' }) | undefined {
  const counter = effects[j];
  const e = effects[j + 1];
  if (counter?.kind !== 'counter-spell' || e?.kind !== 'conditional' || e.instead !== 'after' || !e.insteadOf || !GRAVEYARD_INSTEAD.has(e.insteadOf) || e.asLongAs || e.unless) return undefined;
  const c = e.condition;
  if (c.kind !== 'happened' || c.verb !== 'counter' || c.when !== 'this way') return undefined;
  const subject = c.subject;
  const told = 'object' in subject ? subject.object.kind === 'it'
    : 'objects' in subject && 'filter' in subject.objects && !subject.objects.compared && (subject.objects.some === 'a' || subject.objects.some === 'an') && filterSimulated(subject.objects.filter);
  const [x] = e.effects;
  if (!told || e.effects.length !== 1 || x?.kind !== 'zone-change' || x.target.kind !== 'it' || x.faceDown || x.withCounters || x.tapped || x.who) return undefined;
  const where = (x.how === 'exile' && x.to === 'exile') || (x.how === 'put' && (x.to === 'library' || (x.to === 'battlefield' && x.under === 'you')));
  return where ? e : undefined;
}

/**
 * "This spell costs {1} less to cast if you control a Wizard" (CR 601.2f): a condition of the spell's own cost change,
 * checked by rules/queries/casting-cost.ts as the total cost is determined — when the engine tells it without the spell's
 * targets ("if it targets a black permanent" is chosen in the same step, 601.2c, and not read there).
 */
export function ownCostConditionChecked(e: Effect): boolean {
  return e.kind === 'conditional' && !e.asLongAs && !e.instead && !e.unless && !e.itEnters
    && e.condition.kind !== 'if-you-do' && e.condition.kind !== 'otherwise' && e.condition.kind !== 'unless-pay' && e.condition.kind !== 'player-does'
    && conditionEvaluated(e.condition) && !conditionNamesIt(e.condition)
    && e.effects.length > 0 && e.effects.every((x) => x.kind === 'cost-change' && (x.self || x.subject?.kind === 'self') && effectSimulated(x));
}

/**
 * "This spell costs {2} less to cast if it targets a black permanent" (CR 601.2c, 601.2f): the targets are chosen before
 * the total cost is determined, so rules/queries/casting-cost.ts checks the spell's announced targets — objects on the
 * battlefield its matcher reads (not a spell or ability on the stack).
 */
export function ownCostTargetsChecked(e: Effect): boolean {
  if (e.kind !== 'conditional' || e.asLongAs || e.instead || e.unless || e.itEnters) return false;
  const c = e.condition;
  return c.kind === 'targets' && c.subject.kind === 'it' && !c.single && !c.targetIs && !!c.filter && filterSimulated(c.filter) && !c.filter.zone && !c.filter.targetsWhat
    && !c.filter.types.some((t) => t === 'spell' || t === 'ability') && e.effects.length > 0
    && e.effects.every((x) => x.kind === 'cost-change' && (x.self || x.subject?.kind === 'self') && effectSimulated(x));
}

/**
 * "If an opponent controls a Swamp and you control a Plains, you may cast this spell without paying its mana cost" (CR
 * 118.9, 601.2b): the card's own alternative cost, {0}, under a condition rules/game/casting.ts checks as it is cast
 * (rules/game/keyword-costs.ts ownAlternativeCost; the scenario says `cast … with alternative cost`).
 */
export function ownFreeCast(e: Effect): boolean {
  if (e.kind !== 'conditional' || e.asLongAs || e.instead || e.unless || e.trailing || !conditionEvaluated(e.condition) || conditionNamesIt(e.condition)) return false;
  const [opt] = e.effects;
  if (e.effects.length !== 1 || opt?.kind !== 'optional' || opt.who !== 'you' || opt.effects.length !== 1) return false;
  const cast = opt.effects[0]!;
  return cast.kind === 'cast-from' && !!cast.free && !cast.play && cast.target.kind === 'self' && !cast.duration && !cast.copy;
}

/** "it", "that creature": what the ability acted on or its trigger event names (rules/effects/apply-effects.ts `it`). */
const PAST_SUBJECTS = /^(it|that (creature|land|permanent|card|spell|artifact|enchantment))$/;

/** Player words a condition reads in the engine's two-player game (rules/state/player-holdings.ts conditionPlayers). */
const CONDITION_PLAYERS: ReadonlySet<string> = new Set(['you', 'an-opponent', 'each-opponent', 'your-opponents', 'a-player', 'each-player']);
/** Where "<objects> are …" counts (rules/queries/conditions.ts objectsWhere). */
const OBJECT_PLACES: ReadonlySet<string> = new Set(['on the battlefield', 'in your graveyard', 'in a graveyard', 'in your hand', 'attacking', 'blocking']);

/** Conditions the engine evaluates from the game state (rules/queries/conditions.ts); the others it can't tell. */
/** "this permanent is attached to a creature": the ability's own permanent and a kind the filter matcher reads (CR 702.151a). */
export function selfAttachedTold(c: Condition): boolean {
  return c.kind === 'attached' && c.subject?.kind === 'self' && !c.onto && !!c.ontoFilter && c.cmp === undefined && filterSimulated(c.ontoFilter);
}

export function conditionEvaluated(c: Condition): boolean {
  // "if it's renowned", "if it's enchanted" (CR 702.112a, 303.4, 603.4): what "it" names now, as the ability's own object.
  // "if enchanted creature is untapped" (CR 303.4, 301.5): the object the ability's Aura or Equipment is attached to.
  if (c.kind === 'state') return (c.subject.kind === 'self' || (c.subject.kind === 'it' && (c.subject.word ?? 'it') === 'it' && !c.subject.eventObject) || attachedSubject(c.subject)) && (EVALUATED_STATES.has(c.state) || ATTACHED_STATES.has(c.state));
  // "if it's a creature": what "it" names (a trigger's event object, CR 603.4; rules/queries/conditions.ts); "if ~ is an
  // enchantment": the ability's own object.
  // "if it was a creature card", "if that creature was a Human": as it last existed on the battlefield, if it left it
  // (CR 608.2h); not an object a cost named ("the sacrificed creature").
  // "if that land was nonbasic", "if that creature was blue or black" (an adjective): as it last existed on the battlefield
  // (608.2h), a permanent then.
  // "if that creature is white or blue", "if it's legendary" (an adjective, now): the object's characteristics now, read
  // by the adjective alone (condition-subject.ts adjectiveOnly: a card off the battlefield too, CR 105.2, 205.4).
  // "if equipped creature is a Vampire", "if enchanted permanent is red" (CR 303.4, 301.5): the object the ability's Aura
  // or Equipment is attached to, now.
  if (c.kind === 'is') return (c.subject.kind === 'it' || c.subject.kind === 'self' || (!c.past && attachedSubject(c.subject))) && (!c.past || c.subject.kind === 'self' || PAST_SUBJECTS.test(c.subject.word ?? 'it'))
    && (!c.adjective || !c.past || (c.subject.kind === 'it' && PAST_SUBJECTS.test(c.subject.word ?? 'it'))) && filterSimulated(c.filter);
  // "if there are four or more card types among cards in your graveyard", "if its power was 3 or greater", "if your life
  // total is less than 7", "if there are no mining counters on ~" (CR 107.1, 608.2h; rules/queries/conditions.ts).
  if (c.kind === 'compare') return conditionQuantityTold(c.quantity) && (!c.to || conditionQuantityTold(c.to));
  // CR 122.1: counters on the ability's own object or what "it" names, as they are now.
  if (c.kind === 'has-counters') return c.subject.kind === 'self' || c.subject.kind === 'it';
  // "if it had a +1/+1 counter on it": as it last existed on the battlefield (CR 608.2h).
  if (c.kind === 'counters-on') return (c.subject.kind === 'self' || (c.subject.kind === 'it' && (c.verb === 'has' || c.verb === "doesn't have" || PAST_SUBJECTS.test(c.subject.word ?? 'it')))) && !c.to;
  // "Otherwise, …" (CR 608.2c): the ability's condition before it didn't hold (rules/effects/apply-effects.ts remembers it).
  // "If it doesn't, …" (CR 608.2c): written about an object, not told apart from an earlier "if able" by the engine.
  if (c.kind === 'otherwise') return !c.written;
  // Two conditions joined (rules/queries/conditions.ts): when the engine tells both.
  if (c.kind === 'both') return conditionEvaluated(c.left) && conditionEvaluated(c.right);
  // "If you do": rules/effects/apply-effects.ts remembers whether the "you may" before it was followed.
  // "If the player does", "If that player doesn't", "If a player does", "If no one does" (CR 608.2d): the same memory of
  // the offer before it to another player or to any player (rules/effects/apply-effects.ts optional: whether one took it).
  if (c.kind === 'if-you-do') return true;
  // "If you don't": the same memory, the other way (CR 608.2c, 608.2d).
  if (c.kind === 'if-you-dont') return true;
  // CR 705.2: "If you win / lose the flip": the coin the ability's controller flipped before it (rules/effects/
  // coin-flip-effects.ts); only after such a flip of the same ability (`flipBefore`, unsimulatedSpans).
  if (c.kind === 'flip') return !c.who;
  // "if this permanent is on the battlefield" (CR 702.24a cumulative upkeep's intervening "if", 603.4; 400.7).
  // "When ~ enters the battlefield, if it's on the battlefield" (the same words contracted, 603.4); Eminence's "if ~ is in
  // the command zone or on the battlefield" (CR 207.2c, 408.1: the zone the engine keeps). "Still" (a delayed trigger's
  // condition, checked as it resolves, 603.7) is not told here.
  // "it" (not an object the trigger's event names besides, 603.2): the object it names now, as the ability's own.
  if (c.kind === 'in-zone') return (c.subject.kind === 'self' || (c.subject.kind === 'it' && (c.subject.word ?? 'it') === 'it' && !c.subject.eventObject && c.zone === 'on the battlefield')) && SELF_ZONES_TOLD.has(c.zone) && !c.still;
  // CR 702.33d, 400.7d: "if this spell was kicked" (rules/queries/kicked.ts); foretold and bargained are not kept.
  // CR 702.143c: "if this spell was foretold" (the foretell cost kept with the spell, rules/queries/kicked.ts).
  if (c.kind === 'spell-was') return c.how === 'kicked' || c.how === 'foretold';
  // CR 702.33f: "if it was kicked with its {1}{U} kicker": the kicker costs paid, kept with the spell and the permanent it
  // became (rules/queries/kicked.ts kickerCostPaid).
  if (c.kind === 'kicked-with') return true;
  // CR 702.1, 613.1f: "if it doesn't have first strike": the object's keywords now (rules/queries/keyword-condition.ts);
  // "it had …" (608.2h) is not kept.
  // "if enchanted creature has flying" (CR 303.4, 301.5): the object the ability's Aura or Equipment is attached to.
  if (c.kind === 'has-keyword') return (c.subject.kind === 'self' || c.subject.kind === 'it' || attachedSubject(c.subject)) && !c.past;
  // CR 601.2h, 400.7d: "if {B} was spent to cast this spell", "if at least three red mana was spent …", "if no mana was
  // spent to cast that spell" (rules/queries/conditions.ts); mana from a Treasure: its source is not kept.
  // "… to cast it or activate it" (CR 602.2b): the mana spent on an ability is not kept.
  // "{S} of any of that spell's colors" (CR 107.4h): the snow sources of the mana spent are not kept.
  if (c.kind === 'mana-spent') return !c.fromTreasure && c.spell !== 'it or activate it' && !c.ofColors;
  // CR 601.2b, 400.7d: "if its evoke cost was paid": kept for the keywords whose costs the engine pays (CAST_KEYWORDS).
  if (c.kind === 'cost-paid') return c.subject !== 'the' && castKeywordRule(c.keyword) !== undefined;
  // "you control two or fewer other lands" (a count compared, CR 108.4); "you have two or more opponents" (CR 102.2: the
  // engine's game has two players).
  // "if no opponent controls a creature" (CR 108.4; the engine's two-player game: the other player, 102.2).
  // CR 102.4: "your team controls …" is "you control …" in a game that isn't between teams.
  // "if an opponent controls seven or more lands", "if your opponents control no creatures": the other player (CR 102.2).
  if (c.kind === 'controls-count') return (c.who === 'you' || c.who === 'your-team' || c.who === 'an-opponent' || c.who === 'each-opponent' || c.who === 'your-opponents') && !c.to && filterSimulated(c.filter);
  // CR 401.1: "if your library has no cards in it", "if a library has twenty or fewer cards in it" (rules/queries/conditions.ts).
  if (c.kind === 'library-size') return true;
  // "if you have no land cards in hand" (CR 402.1): cards of a kind in your hand, counted (rules/queries/counting.ts).
  if (c.kind === 'player-has-cards') return c.who === 'you' && !c.to && !c.filter.zone && countable(c.filter) && filterSimulated(c.filter);
  // "if you have seven or more cards in hand", "if an opponent has 10 or less life", "if each opponent has 10 or less
  // life" (rules/state/player-holdings.ts: the players the words name in a two-player game, CR 102.2).
  // "if that player has five or more cards in hand" (CR 503.1a): the player whose step began, where a trigger's event
  // names one (`thatPlayerUntold` keeps it to those abilities).
  if (c.kind === 'player-has') return !c.to && (c.what === 'opponents' ? c.who === 'you' : (CONDITION_PLAYERS.has(c.who) || c.who === 'that-player') && (c.what !== 'cards in your graveyard' && c.what !== 'cards in your library' && c.what !== 'cards in your hand' || c.who === 'you'));
  // "an opponent has more life than you", "a player has more cards in hand than each other player", "you control more
  // creatures than an opponent" (CR 119.1, 402.1, 108.4).
  if (c.kind === 'opponent-controls-more') return filterSimulated(c.filter) && !c.filter.zone;
  // CR 602.2b: what the players had as the ability was activated is not kept by the engine.
  if (c.kind === 'player-compare' && c.asActivated) return false;
  if (c.kind === 'player-compare') return (CONDITION_PLAYERS.has(c.who) || c.who === 'that-player') && (c.than === 'each other player' || CONDITION_PLAYERS.has(c.than) || c.than === 'that-player') && (!c.filter || (filterSimulated(c.filter) && !c.filter.zone));
  // "seven or more cards are in your graveyard", "an enchantment is on the battlefield", "exactly one creature is
  // attacking" (objects counted where they are, rules/queries/counting.ts).
  if (c.kind === 'objects-are') return !c.to && OBJECT_PLACES.has(c.where) && !c.filter.zone && countable(c.filter) && filterSimulated(c.filter) && !c.filter.withChosenName;
  if (c.kind === 'there-are') return (c.filter.zone === 'graveyard' || c.filter.zone === 'hand' || c.filter.zone === 'any-graveyard' || !c.filter.zone) && countable(c.filter) && filterSimulated(withoutZone(c.filter)) && !c.filter.withChosenName;
  // "if a creature died this turn", "if you control three or more creatures with different powers": rules/queries/facts.ts.
  if (c.kind === 'fact') return FACTS_EVALUATED.has(c.fact);
  // "you've cast another instant or sorcery spell this turn", "an opponent had an artifact enter the battlefield under
  // their control this turn", "~ was dealt damage this turn": counted from the turn's history (rules/queries/happened.ts,
  // CR 603.4, 608.2c; happened-reading.ts).
  // "If you don't put the card onto the battlefield, …" (CR 608.2c): what this resolution's instructions moved (namedPutReading).
  if (c.kind === 'happened') return happenedTold(c) || namedPutReading(c) !== undefined;
  // CR 702.131c: "if you have the city's blessing" (rules/state/player-holdings.ts designationHolds; rules/game/ascend.ts
  // gives it); CR 724.1: the monarch (rules/effects/monarch-effects.ts keeps it); the initiative and a full party are not kept.
  if (c.kind === 'designation') return (c.what === "the city's blessing" || c.what === 'the monarch') && CONDITION_PLAYERS.has(c.who);
  // CR 730.1: "if it's day", "as long as it's night" (rules/actions/day-night.ts keeps the designation).
  if (c.kind === 'day-night') return true;
  // "if this ability has been activated four or more times this turn", "if this is the second time this ability has
  // resolved this turn" (CR 608.2c, 400.7): the counts kept for the object (rules/queries/ability-count.ts).
  if (c.kind === 'ability-count') return c.activated ? c.cmp !== undefined && c.n !== undefined : !!c.nth;
  // CR 508.1f, 603.4: "if it isn't being declared as an attacker": whether the trigger's event, "it" becoming tapped, is
  // its tapping as it is declared (rules/triggers/event-triggers.ts tappedTriggers).
  if (c.kind === 'being-declared') return c.subject.kind === 'it';
  // Kinship (CR 207.2c): "if it shares a creature type with ~", "… a card type / color with ~" — what "it" names and the
  // ability's own object (rules/queries/shares-condition.ts); another object ("the exiled card") is not told.
  if (c.kind === 'shares') return c.subject.kind === 'it' && c.with.kind === 'self';
  // "if an opponent controls a Swamp", "if an opponent controls no creatures" (CR 108.4; the engine's two-player game:
  // the other player, 102.2; rules/queries/conditions.ts).
  if (c.kind === 'player-controls') return (c.who === 'an-opponent' || c.who === 'each-opponent' || c.who === 'your-opponents' || c.who === 'that-player') && filterSimulated(c.filter) && !c.filter.zone;
  // "if you control the creature with the greatest power or tied for the greatest power" (CR 208.1, 202.3, 109.4): the
  // permanents of the kind on the battlefield now (rules/queries/controls-most.ts).
  if (c.kind === 'controls-most') return c.who === 'you' && filterSimulated(c.filter) && !c.filter.zone && (!c.among || (filterSimulated(c.among) && !c.among.zone));
  // "if you control a modified creature" (CR 700.9), "… an equipped creature" (301.5a): rules/queries/attachment-adjectives.ts.
  return c.kind === 'control' ? filterSimulated(withoutAttachmentAdjectives(c.filter)) : c.kind === 'turn' || c.kind === 'hand-size' || c.kind === 'cast-from-hand';
}

/** Whether an instruction reads X ("deals X damage", "+X/+X", "draw X cards"). */
function readsX(x: Effect): boolean {
  return x.kind === 'modify-pt-x' || /"kind":"x"|"countIsX":true/.test(JSON.stringify(x, (k, v) => (k === 'span' ? undefined : v)));
}

/**
 * CR 705.2: whether the effect `effects[i]` needs no coin flip, or is an "If you win / lose the flip" with a coin flipped
 * by the same ability's controller written before it at the same level (rules/effects/coin-flip-effects.ts reads the
 * last one flipped); a flip inside another instruction (a "you may", a delayed trigger) is not known to have happened.
 */
export function flipBefore(effects: readonly Effect[], i: number): boolean {
  const e = effects[i];
  if (e?.kind !== 'conditional') return true;
  // CR 701.30d: "If you win" reads the clash of the same ability's controller written before it at the same level.
  if (clashWin(e.condition) && !effects.slice(0, i).some((x) => x.kind === 'player-action' && x.action === 'clash with an opponent' && (x.who === undefined || x.who === 'you'))) return false;
  if (!conditionHasFlip(e.condition)) return true;
  return effects.slice(0, i).some((x) => x.kind === 'random' && x.what === 'flip a coin' && (x.who === undefined || x.who === 'you'));
}

/**
 * "If you have fewer than seven cards in hand, draw cards equal to the difference" (CR 107.1, 608.2c): the controller's
 * own draw of "the difference" between the holding the condition compares and its number (a strict comparison of
 * "you have …" the engine counts), counted as the condition is checked (rules/effects/condition-difference.ts).
 */
export function differenceDraw(c: Condition, x: Effect): boolean {
  return c.kind === 'player-has' && c.who === 'you' && !c.to && c.n !== undefined && DIFFERENCE_COMPARISONS.has(c.cmp)
    && conditionEvaluated(c) && x.kind === 'draw' && x.equalTo?.kind === 'difference' && (x.who === undefined || x.who === 'you') && !x.countIsX && !x.per && !x.perCount && !x.thatMany;
}

/** Strict comparisons, where "the difference" is between the two numbers compared ("fewer than seven": 7 less the count). */
export const DIFFERENCE_COMPARISONS: ReadonlySet<string> = new Set(['fewer-than', 'less-than', 'more-than', 'greater-than']);

/** "If you win" (CR 701.30d): told only after a clash of the same ability (`flipBefore`, rules/effects/clash-effects.ts). */
export function clashWin(c: Condition): boolean {
  return c.kind === 'fact' && c.fact === 'won';
}

function conditionHasFlip(c: Condition): boolean {
  return c.kind === 'flip' || (c.kind === 'both' && (conditionHasFlip(c.left) || conditionHasFlip(c.right)));
}

/** Where the ability's own object is, told by rules/queries/conditions.ts (CR 400.1, 408.1). */
const SELF_ZONES_TOLD: ReadonlySet<string> = new Set(['on the battlefield', 'in the command zone or on the battlefield', 'in the command zone']);

/** A condition about what happened this turn or last turn that rules/state/history-conditions.ts counts (happened-reading.ts). */
function happenedTold(c: Condition, itIsSelf = false): boolean {
  const r = happenedReading(c, itIsSelf);
  return !!r && (!r.filter || (filterSimulated(r.filter) && countable(r.filter) && !r.filter.zone));
}

/** What players do that the engine fires triggers for (rules/triggers/event-triggers.ts). */
const ENGINE_PLAYER_EVENTS = new Set(['draw a card', 'gain life', 'lose life', 'discard a card', 'sacrifice a permanent',
  // CR 702.29c–d, 701.9a: cycling is a discard to pay a cycling cost; "cycle or discard" triggers once.
  'cycle a card', 'cycle another card', 'cycle or discard a card', 'cycle or discard another card',
  // CR 601.2i, 121.1: the nth spell cast or card drawn this turn, from the turn's history (rules/triggers/nth-triggers.ts).
  'cast your first spell each turn', 'cast your second spell each turn', 'cast their second spell each turn',
  'cast your first instant or sorcery spell each turn', 'draw your second card each turn']);

/** Leaves-the-battlefield events the engine fires for "this" or another object matching a filter (rules/triggers/zone-triggers.ts, CR 603.6c). */
const ENGINE_LEAVE_EVENTS = new Set(['dies', 'leaves the battlefield', 'is put into a graveyard from the battlefield', 'dies or is put into exile', 'dies or is put into exile from the battlefield',
  // CR 404.1, 400.3: its owner's graveyard, the ability's controller's or an opponent's.
  'is put into your graveyard from the battlefield', "is put into an opponent's graveyard from the battlefield",
  // CR 603.2, 603.6a: "enters or dies", "enters or leaves the battlefield": both halves (the entering one in enteredTriggers).
  'enters or dies', 'enters or leaves the battlefield',
  // CR 603.6c, 303.4: "When enchanted land is put into a graveyard": a permanent is put there only from the battlefield.
  'is put into a graveyard',
  // CR 603.6c, 406.1: into exile from the battlefield.
  'is put into exile from the battlefield', 'is exiled from the battlefield']);

/** "For as long as …" durations the engine keeps (CR 611.2b: rules/state/lasting.ts). */
const LASTING_KEPT: ReadonlySet<string> = new Set(['for as long as ~ remains tapped', 'for as long as you control ~', 'for as long as ~ remains on the battlefield']);

/** Effect kinds a resolving ability starts as a continuous effect with a locked set (rules/effects/layered-effects.ts lockEffect). */
const LOCKED_KINDS: ReadonlySet<Effect['kind']> = new Set(['modify-pt', 'set-base-pt', 'become-type', 'gain-keyword', 'lose-keyword', 'gain-ability', 'switch-pt', 'lose-all-abilities', 'gain-control', 'restriction']);

/** Kinds whose handler keeps a stated duration on the locked effect it starts (rules/effects/layered-effects.ts, CR 611.2a). */
const UNTIL_KEPT_KINDS: ReadonlySet<Effect['kind']> = new Set([...LOCKED_KINDS, 'all-subtypes', 'grant-ability', 'modify-pt-x', 'set-base-pt-to', 'set-base-pt-of']);

/** CR 611.2b, 122.1: "for as long as it has a mire counter on it": while each object it affects keeps a counter of that kind. */
const COUNTER_LASTING = /^(?:it|that creature|that land) has an? ([+-]\d\/[+-]\d|[a-z]+) counter on it$/;

/** The counter kind of a "for as long as" duration "it has a mire counter on it" ("mire"), or undefined for another
 * duration (read here for the descriptor and by rules/state/lasting.ts). */
export function heldCounter(lasting: string): string | undefined {
  return COUNTER_LASTING.exec(lasting)?.[1];
}

/**
 * CR 611.2b: the "for as long as" duration of an effect that lockEffect keeps (a restriction for one untap step is kept
 * otherwise), or undefined.
 */
export function lastingOf(e: Effect): LastingCondition | undefined {
  const until = (e as { until?: string }).until;
  if (until === undefined || !(LASTING_KEPT.has(until) || (until.startsWith('for as long as ') && heldCounter(until.slice('for as long as '.length)) !== undefined)) || !UNTIL_KEPT_KINDS.has(e.kind) || (e.kind === 'restriction' && NEXT_UNTAP_RESTRICTIONS.has(e.restriction))) return undefined;
  return until.slice('for as long as '.length) as LastingCondition;
}

/**
 * CR 611.2a, 500.1, 800.4m: a resolved continuous effect lasting "until your next turn" ends as its controller's next turn
 * begins ('turn'), one lasting "until your next upkeep" as that player's next upkeep step begins ('upkeep')
 * (rules/state/until-next.ts); undefined for any other duration or a kind whose handler doesn't keep it.
 */
export function untilNextOf(e: Effect): 'turn' | 'upkeep' | undefined {
  const until = (e as { until?: string }).until;
  // CR 611.2c: a restriction on "creatures your opponents control" changes no characteristics, so it applies to such
  // creatures that come later too: kept only where the restriction handler matches it live (liveRestriction); otherwise
  // it locks the set as it begins: not carried out for "all".
  if ((until !== 'your next turn' && until !== 'your next upkeep') || !UNTIL_KEPT_KINDS.has(e.kind) || (e.kind === 'restriction' && (NEXT_UNTAP_RESTRICTIONS.has(e.restriction) || (e.target.kind === 'all' && !liveRestriction(e))))) return undefined;
  return until === 'your next turn' ? 'turn' : 'upkeep';
}

/** Restrictions and requirements the engine enforces as attackers and blockers are declared (rules/queries/combat-restrictions.ts, CR 508.1c–d, 509.1b–c). */
/** Restrictions that keep a permanent tapped during its controller's untap step, every turn (CR 502.3). */
export const UNTAP_RESTRICTIONS: ReadonlySet<string> = new Set(["doesn't untap during its controller's untap step", "doesn't untap during your untap step", "don't untap during their untap step", "don't untap during your untap step",
  "doesn't untap during their controllers' untap steps"]);

/** Restrictions that keep objects tapped during one untap step, "next" (CR 502.3; rules/effects/layered-effects.ts, rules/game/turn.ts). */
export const NEXT_UNTAP_RESTRICTIONS: ReadonlySet<string> = new Set(["doesn't untap during its controller's next untap step", "doesn't untap during your next untap step", "don't untap during its controller's next untap step", "don't untap during your next untap step",
  // "Those creatures don't untap during their controller's next untap step": each its own controller's.
  "doesn't untap during their controller's next untap step", "doesn't untap during their controllers' next untap steps"]);

export const COMBAT_RESTRICTIONS: ReadonlySet<string> = new Set([
  "can't block", "can't attack", "can't attack or block", "can't be blocked", "can't be blocked except by two or more creatures",
  'attacks each combat if able', 'blocks each combat if able', "can't block this turn", "can't attack this turn", "can't be blocked this turn",
  'can block only creatures with flying', "can't attack or block this turn", "can't block creatures with flying", 'can block an additional creature each combat',
  'can block any number of creatures', 'must be blocked if able',
  // CR 509.1b, 506.5, 508.1c: how many creatures may block it, and declared alone or not (rules/game/combat.ts).
  "can't be blocked by more than one creature", "can't be blocked except by three or more creatures",
  "can't attack alone", "can't block alone", "can't attack or block alone", 'can only attack alone',
  // CR 509.1c: a resolved "must be blocked this turn if able" (its "this turn" ends it at cleanup, 514.2).
  'must be blocked this turn if able',
  // CR 508.1c, 509.1b, 702.122a: "can't attack, block, or crew Vehicles" — nor tapped to pay a crew cost
  // (rules/queries/combat-restrictions.ts, rules/actions/nonmana-costs.ts crewers).
  "can't attack, block, or crew Vehicles",
  // CR 609.4: what a creature can do "as though" something were true, for that alone (rules/queries/combat-restrictions.ts,
  // rules/queries/views.ts canAttack): defender (702.3b) and summoning sickness (302.6) ignored for attacking, a landwalk
  // ignored for blocking (702.14c).
  "can attack as though it didn't have defender", "can attack this turn as though it didn't have defender", 'can attack as though it had haste',
  "can be blocked as though it didn't have swampwalk", "can be blocked as though it didn't have mountainwalk", "can be blocked as though it didn't have plainswalk",
  "can be blocked as though it didn't have islandwalk", "can be blocked as though it didn't have forestwalk",
]);

/** CR 611.2c: a resolved combat restriction on "all" objects of a description that reads nothing fixed as it began
 * ("Creatures without flying can't block this turn", model/abilities/live-filter.ts): it binds whatever fits each time
 * attackers or blockers are declared, later creatures included (rules/effects/layered-effects.ts,
 * rules/queries/combat-restrictions.ts). */
export function liveRestriction(e: Effect): boolean {
  return e.kind === 'restriction' && COMBAT_RESTRICTIONS.has(e.restriction) && e.target.kind === 'all' && liveFilter(e.target.filter) && !lastingOf(e);
}

/** Damage to players rules/triggers/event-triggers.ts fires per source and player dealt damage (CR 120.3, 603.2). */
const PLAYER_DAMAGE_EVENTS: ReadonlySet<string> = new Set(['deals damage to a player', 'deals damage to an opponent', 'deals damage to you']);

/** Trigger events the engine fires (rules/triggers/, read from the event log by collect.ts). */
const ENGINE_EVENTS = new Set<TriggerEvent['kind']>([
  'self-turned-face-up', 'self-enters', 'self-enters-or-turned-face-up', 'self-dies', 'permanent-you-control-turned-face-up',
  'you-turn-permanent-face-up', 'face-down-creature-you-control-enters', 'creature-enters', 'you-manifest-dread',
  // CR 730.1a: "whenever day becomes night or night becomes day" (rules/triggers/event-triggers.ts dayNightTriggers).
  'day-night',
  // CR 603.2, 601.2i, 702.29c–d, 701.9a, 701.21a: "When you cast this spell / cycle / discard / sacrifice ~"
  // (rules/triggers/event-triggers.ts selfActionTriggers).
  'self-action',
]);

/** "At the beginning of your/each/each opponent's … step": rules/triggers/step-triggers.ts fires these every such step (CR 503.1a, 513.1a); "first" and "next" it does not track.
 * "At the beginning of the end step" on a permanent is every end step (CR 513.1a); "each other player's" is the
 * opponent's in the two-player game (102.2). */
const ENGINE_STEP_OWNERS = new Set(['your', 'each', "each opponent's", "your opponents'", "each player's", 'the', "each other player's"]);

/** "At the beginning of the upkeep of enchanted creature's controller": the step of the turn of the player who controls
 * the object the source is attached to (CR 303.4, 301.5; rules/triggers/step-triggers.ts). */
export const ATTACHED_STEP_OWNERS: ReadonlySet<string> = new Set(["enchanted creature's controller's", "enchanted artifact's controller's", "enchanted enchantment's controller's",
  "enchanted land's controller's", "enchanted permanent's controller's", "equipped creature's controller's"]);

/** Combat events rules/triggers/combat-triggers.ts fires (CR 508.3, 509.3, 510.3a), about objects its filter matcher reads. */
const ENGINE_COMBAT_EVENTS = new Set<string>([
  'attacks', 'attacks or blocks', 'enters or attacks', 'blocks', 'becomes blocked', 'becomes blocked by a creature', "attacks and isn't blocked",
  'blocks or becomes blocked', 'attacks alone', // CR 509.3a, 509.3c; 506.5
  'blocks or becomes blocked by a creature', 'blocks a creature', // CR 509.3b, 509.3d: once per pair
  'deals combat damage to a player', 'deals combat damage to an opponent', 'deals combat damage', 'deals combat damage to a creature',
  // CR 508.1b, 506.2: whom it attacks; battalion's three or more attackers (rules/triggers/combat-triggers.ts attackedWhomTriggers).
  'attacks you', 'attacks you or a planeswalker you control', 'and at least two other creatures attack',
  // CR 510.3a, 120.3c: a creature that dealt combat damage to a player or a planeswalker.
  'deals combat damage to a player or planeswalker',
  // CR 702.149a training, 702.105a dethrone (rules/triggers/combat-triggers.ts attackedWhomTriggers).
  "and at least one other creature with power greater than ~'s power attack", 'attacks the player with the most life or tied for most life',
]);

/** Object actions of blocking rules/triggers/combat-triggers.ts fires once per attacker–blocker pair (CR 509.3b, 509.3d). */
const ENGINE_BLOCK_VERBS: ReadonlySet<string> = new Set(['blocks', 'becomes blocked by', 'blocks or becomes blocked by']);

/**
 * Trigger events after which "that creature" (an `eventObject`) names the other creature, which the engine passes
 * (rules/triggers/combat-triggers.ts blockPairTriggers, CR 509.3b, 509.3d, 603.2).
 */
export function eventPassesOtherObject(e: TriggerEvent): boolean {
  // CR 510.2, 603.2c: "deals combat damage to a creature": the creature dealt damage (rules/triggers/combat-triggers.ts damagedPairTriggers).
  if (e.kind === 'object-event') return e.event === 'becomes blocked by a creature' || e.event === 'blocks or becomes blocked by a creature' || e.event === 'blocks a creature' || (e.event === 'deals combat damage to a creature' && !e.subject.oneOrMore);
  return e.kind === 'object-action' && ENGINE_BLOCK_VERBS.has(e.verb) && eventSimulated(e);
}

/** The effect with its "that creature" (the trigger event's other object) read as "it", for an event that passes it. */
function withEventObjectAsIt(e: Effect): Effect {
  return JSON.parse(JSON.stringify(e), (k: string, v: unknown) => (k === 'eventObject' ? undefined : v)) as Effect;
}

/** Whether a filter (or an alternative of its or-list) compares a value with X ("with mana value X or less", CR 107.3a). */
/** "the top X cards of your library" (CR 401.1, 107.3): a look, reveal or zone change whose library cards X counts. */
function topX(e: Effect): boolean {
  const t = (e as { target?: TargetSpec }).target;
  return (e.kind === 'look' || e.kind === 'reveal' || e.kind === 'zone-change') && t?.kind === 'library-top' && t.count === 'X';
}

function comparesWithX(f: ObjectFilter): boolean {
  return !!f.compare?.nIsX || !!f.anyOf?.some((x) => !!x.compare?.nIsX);
}

/** A filter without its comparisons with X (its or-list's too). */
function withoutXCompare(f: ObjectFilter): ObjectFilter {
  const strip = (x: ObjectFilter): ObjectFilter => (x.compare?.nIsX ? { ...x, compare: undefined } : x);
  return { ...strip(f), ...(f.anyOf ? { anyOf: f.anyOf.map(strip) } : {}) };
}

/** A filter without its comparisons with a number counted as it is followed (its or-list's too); the same filter without any. */
function withoutCountedCompare(f: ObjectFilter): ObjectFilter {
  // Not a number about the ability's own object ("the number of charge counters on this creature"): a source sacrificed
  // to pay the cost is gone as it is counted, and its last known value (608.2h) is not kept here.
  // CR 122.1, 608.2h: "the number of charge counters on ~" is counted on the permanent, or as it last existed on the
  // battlefield when it left (sacrificed to pay the cost: rules/effects/effect-context.ts countersOn, from lkiStats).
  const ownCounters = (q: Quantity) => q.kind === 'counters' && q.on.kind === 'self' && !q.had;
  const counted = (x: ObjectFilter) => !!x.compare?.than && !x.compare.orToughness && countedNow(x.compare.than) && (ownCounters(x.compare.than) || !/"kind":"self"/.test(JSON.stringify(x.compare.than)));
  if (!counted(f) && !f.anyOf?.some(counted)) return f;
  const strip = (x: ObjectFilter): ObjectFilter => (counted(x) ? { ...x, compare: undefined } : x);
  return { ...strip(f), ...(f.anyOf ? { anyOf: f.anyOf.map(strip) } : {}) };
}

/** The effects of an ability that compare an object's value with X in an object phrase (CR 107.3a). */
function xComparingEffects(effects: readonly Effect[]): Effect[] {
  const out: Effect[] = [];
  walkEffects(effects, (e) => {
    const t = (e as { target?: TargetSpec }).target;
    if (t && 'filter' in t && t.filter && comparesWithX(t.filter)) out.push(e);
  });
  return out;
}

/** A filter without the "dealt damage [by ~] this turn" its objects are found by (its or-list's too), or undefined without it. */
function damageRead(f: ObjectFilter): ObjectFilter | undefined {
  const says = (x: ObjectFilter) => x.dealtDamage === 'by-self-this-turn' || x.dealtDamage === 'this-turn';
  if (!says(f) && !f.anyOf?.some(says)) return undefined;
  const strip = (x: ObjectFilter): ObjectFilter => (says(x) ? withoutDealtDamage(x)! : x);
  return { ...strip(f), ...(f.anyOf ? { anyOf: f.anyOf.map(strip) } : {}) };
}

/** A leaving object's filter without "dealt damage [by ~] this turn", which the leave triggers read from the history. */
function withoutDealtDamage(f: ObjectFilter | undefined): ObjectFilter | undefined {
  if (!f?.dealtDamage || (f.dealtDamage !== 'by-self-this-turn' && f.dealtDamage !== 'this-turn')) return f;
  const { dealtDamage: _, ...rest } = f;
  return rest;
}
/** A spec that names one object: this one, "it", or one target (CR 122.5 moves counters onto one object). */
const oneObject = (t: TargetSpec): boolean => t.kind === 'self' || t.kind === 'it' || (t.kind === 'target' && (t.count ?? 1) === 1 && !t.upTo);

export function eventSimulated(e: TriggerEvent): boolean {
  // CR 702.55c: what a haunting card haunts is not tracked; "one or more" sacrifices (603.2c) are not grouped.
  if ((e.kind === 'object-event' || e.kind === 'object-action' || e.kind === 'put-into-graveyard') && e.subject.haunted) return false;
  // "the permanent you don't control": which of the targets is not told by the engine (CR 115.1, 603.7c).
  if ((e.kind === 'object-event' || e.kind === 'object-action' || e.kind === 'put-into-graveyard') && e.subject.ofTargets) return false;
  if (e.kind === 'sacrifice' && e.oneOrMore) return false;
  // "two or more creatures attack" (at least that many at once, CR 603.2c), "you or a permanent you control": not fired by the engine.
  if ((e.kind === 'object-event' || e.kind === 'object-action' || e.kind === 'put-into-graveyard') && (e.subject.atLeast || e.subject.orYou)) return false;
  // "target creature dies this turn": the object a creating ability targeted (CR 603.7c) is not followed by the engine.
  if ((e.kind === 'object-event' || e.kind === 'object-action' || e.kind === 'put-into-graveyard') && e.subject.target) return false;
  // CR 514.3a: the engine's cleanup step fires no triggers.
  if (e.kind === 'beginning-of') return (ENGINE_STEP_OWNERS.has(e.whose) || ATTACHED_STEP_OWNERS.has(e.whose)) && e.step !== 'cleanup step';
  // CR 603.2, 102.2: "… during your turn", "… during an opponent's turn": the event in such a turn (rules/queries/trigger-sources.ts).
  if (e.kind === 'limited') return (e.limit === 'during your turn' || e.limit === "during an opponent's turn" || e.limit === "during each opponent's turn"
    // CR 603.2, 102.2: "an opponent draws a card during their turn": the turn of the event's player, you or the one opponent.
    || (e.limit === 'during their turn' && e.event.kind === 'player-event' && (e.event.who === 'you' || e.event.who === 'an opponent'))) && eventSimulated(e.event);
  // CR 603.8: a state trigger whose condition the engine tells (rules/triggers/state-triggers.ts), about the game now.
  if (e.kind === 'state') return conditionEvaluated(e.condition) && !conditionNamesIt(e.condition);
  // CR 509.3b, 509.3d: "~ blocks a creature with flying", "~ becomes blocked by a creature without flanking", once per pair.
  if (e.kind === 'object-action' && ENGINE_BLOCK_VERBS.has(e.verb)) return !e.subject.oneOrMore && !e.subject.pronoun && filterSimulated(e.subject.filter)
    && !!e.object.filter && !e.object.player && !e.object.self && !e.object.oneOrMore && filterSimulated(e.object.filter);
  // CR 603.2: "Whenever A and whenever B" (rules/queries/trigger-sources.ts lists either half).
  if (e.kind === 'either') return e.events.every(eventSimulated);
  // rules/triggers/zone-triggers.ts: an object entering or being turned face up that the subject names (CR 603.6a, 708.8).
  if (e.kind === 'object-event' && (e.event === 'enters' || e.event === 'is turned face up')) return !e.subject.attached && !e.subject.oneOrMore && !e.subject.pronoun && filterSimulated(e.subject.filter);
  // rules/triggers/event-triggers.ts: casting (CR 601.2i), drawing (121.1), discarding (701.9a), gaining and losing life (119.3);
  // rules/triggers/combat-triggers.ts: attacking.
  // "enchanted player casts …" (CR 303.4): the player a Curse enchants is not followed by the cast triggers.
  // CR 707.10: copying a spell ("Whenever you copy …") is not an event the engine fires.
  // "When you cast it this turn": the card named before is not followed onto the stack (CR 603.7c).
  if (e.kind === 'cast') return e.who !== 'enchanted player' && !e.copyOnly && !e.castIt && filterSimulated(e.filter);
  // CR 601.2i, 603.2: the how-manieth spell of a kind this turn, from the turn's history (rules/triggers/nth-triggers.ts).
  if (e.kind === 'cast-nth') return filterSimulated(e.filter);
  // rules/triggers/zone-triggers.ts: a sacrifice looks back at the permanent as it last existed (CR 701.21a, 603.6c, 603.10a).
  if (e.kind === 'sacrifice') return filterSimulated(e.filter) && !combatStatus(e.filter);
  // CR 608.2c: "an opponent who controls an artifact draws a card": the subject's condition is not told by the engine.
  if (e.kind === 'player-event' && e.whoCondition) return false;
  if (e.kind === 'player-event') return (ENGINE_PLAYER_EVENTS.has(e.event) && !e.who.startsWith('enchanted ')) || (e.who === 'you' && (e.event === 'attack' || e.event === 'attack with one or more creatures'));
  // "becomes the target of a spell" (CR 115.1a), "enchanted creature becomes the target of …" (303.4).
  if (e.kind === 'object-event' && (e.event.startsWith('becomes the target of a spell or ability') || e.event === 'becomes the target of a spell')) return !(e.subject.attached && e.subject.self) && !e.subject.oneOrMore && !e.subject.orYou && filterSimulated(e.subject.filter);
  // CR 113.6k: "this card is put into a graveyard from anywhere" (rules/triggers/zone-triggers.ts); not about other cards.
  if (e.kind === 'object-event' && e.event === 'is put into a graveyard from anywhere') return e.subject.self && !e.subject.attached;
  // CR 701.27e: "When this creature transforms into ~": its own transforming (rules/triggers/transform-triggers.ts).
  if (e.kind === 'object-event' && e.event === 'transforms into ~') return !!e.subject.self && !e.subject.attached && !e.subject.other && !e.subject.oneOrMore;
  // rules/triggers/event-triggers.ts: "~ deals damage", "~ is dealt damage" (CR 603.2, 120.3), with the amount as "that much".
  // "enchanted / equipped creature deals damage / is dealt damage": the object its source is attached to (CR 303.4, 301.5).
  // "~ deals damage to a player / an opponent", "a source deals damage to you": once per source and player (120.3, 603.2).
  if (e.kind === 'object-event' && (e.event === 'deals damage' || e.event === 'is dealt damage' || PLAYER_DAMAGE_EVENTS.has(e.event))) return !e.subject.oneOrMore && !e.subject.pronoun && filterSimulated(e.subject.filter);
  // rules/triggers/zone-triggers.ts: "~ or another enchantment you control enters" (CR 603.6a).
  if (e.kind === 'object-event' && (e.event === 'enters' || e.event === 'enters under your control' || e.event === "enters under an opponent's control")) return !e.subject.attached && !e.subject.oneOrMore && !e.subject.pronoun && filterSimulated(e.subject.filter);
  // rules/triggers/zone-triggers.ts: "~ or another creature you control is turned face up" (CR 708.8, 603.2).
  if (e.kind === 'object-event' && e.event === 'is turned face up') return !e.subject.attached && !e.subject.oneOrMore && !e.subject.pronoun && filterSimulated(e.subject.filter);
  // "When enchanted creature dies" (CR 303.4, 603.10a): the object its source was attached to (rules/triggers/subjects.ts).
  // "a creature dealt damage by ~ this turn dies", "a creature that was dealt damage this turn dies": the turn's history
  // (CR 700.4, 603.10a, 120.1; rules/triggers/zone-triggers.ts).
  if (e.kind === 'object-event' && ENGINE_LEAVE_EVENTS.has(e.event)) return !(e.subject.attached && e.subject.self) && !e.subject.oneOrMore && !e.subject.pronoun && filterSimulated(withoutDealtDamage(e.subject.filter)) && !combatStatus(e.subject.filter);
  // rules/triggers/event-triggers.ts: "~ / enchanted land / a creature you control becomes tapped" (CR 701.26a).
  // "Whenever ~ becomes untapped" (CR 701.26a, 502.3) likewise.
  if (e.kind === 'object-event' && (e.event === 'becomes tapped' || e.event === 'becomes untapped')) return !e.subject.oneOrMore && !e.subject.pronoun && filterSimulated(e.subject.filter);
  // "enters or attacks" fires on attacking only here: its entering half is not fired.
  // "that creature …" (an object an earlier effect named) is not tracked by the combat triggers.
  // "enters or attacks": rules/triggers/triggers.ts fires the entering half, rules/triggers/combat-triggers.ts the attacking one.
  // CR 122.6, 603.2c: "Whenever one or more +1/+1 counters are put on ~", "a -1/-1 counter is put on a creature"
  // (rules/triggers/counter-triggers.ts).
  if (e.kind === 'counters-placed' && !e.removed) return countersPutFired(e);
  // CR 508.3c–d: "Whenever you attack with two or more creatures [with flying]" (rules/triggers/attack-with-triggers.ts).
  if (e.kind === 'player-attacks') return attackWithFired(e) && filterSimulated(e.with!.filter);
  // CR 511.2: a permanent's "At end of combat, …" triggers as the end of combat step begins (rules/triggers/step-triggers.ts).
  if (e.kind === 'end-of-combat') return true;
  // CR 701.37b, 702.110b: "When ~ becomes monstrous", "When ~ exploits a creature": its own keyword action or ability
  // (rules/triggers/self-action-triggers.ts).
  // CR 716.2a: "When this Class becomes level N": its class level bar's ability resolved (rules/effects/class-level-effects.ts).
  // CR 702.140d: "Whenever this creature mutates": a mutating creature spell merged with it (rules/game/mutate.ts).
  if (e.kind === 'object-event' && (e.event === 'becomes monstrous' || e.event === 'exploits a creature' || e.event === 'becomes level 2' || e.event === 'becomes level 3' || e.event === 'mutates')) return e.subject.self && !e.subject.attached && !e.subject.oneOrMore && !e.subject.other && !e.subject.pronoun;
  if (e.kind === 'object-event') return ENGINE_COMBAT_EVENTS.has(e.event) && !e.subject.pronoun && filterSimulated(e.subject.filter);
  // rules/triggers/counter-triggers.ts: "when the last time counter is removed from this permanent" (CR 702.63a, 603.2).
  if (e.kind === 'counters-placed' && e.removed && e.last) return e.on.self && !e.on.attached;
  return ENGINE_EVENTS.has(e.kind);
}

/** CR 122.6: counters put on this object or one object of a kind the engine matches, not "one or more creatures", "you or …". */
export function countersPutFired(e: Extract<TriggerEvent, { kind: 'counters-placed' }>): boolean {
  const on = e.on;
  if (e.removed || on.oneOrMore || on.pronoun || on.orYou || on.atLeast || on.target || on.haunted) return false;
  return on.self ? !on.attached || !on.filter : !!on.attached || filterSimulated(on.filter);
}

/**
 * A static ability's "… as long as <condition>" whose condition the layer pass checks (rules/layers/static-conditions.ts;
 * CR 611.3a) around effects the layers apply: your hand, your turn, this permanent face down/up, tapped or attacking, its
 * counters, threshold; and, against the layer pass as the effect would begin to apply, the permanents you or an opponent
 * control and your devotion (CR 700.5) — when what the condition reads is decided by that layer or an earlier one.
 */
function staticConditionalSimulated(e: Effect): boolean {
  if (e.kind !== 'conditional' || !e.asLongAs || e.instead || e.unless) return false;
  const condition = attachedItCondition(e);
  if (condition !== e.condition) return staticConditionalSimulated({ ...e, condition });
  // "… gets +2/+2 and can't block": a combat restriction rules/queries/combat-restrictions.ts applies while the condition
  // holds as attackers or blockers are declared (CR 508.1c, 509.1b, 611.3a), a condition of the game now.
  const restriction = (x: Effect) => x.kind === 'restriction' && (x.target.kind === 'self' || x.target.kind === 'all') && COMBAT_RESTRICTIONS.has(x.restriction) && !x.restriction.endsWith('this turn') && effectSimulated(x);
  const layered = e.effects.filter((x) => !restriction(x));
  if (layered.length < e.effects.length && !(conditionEvaluated(e.condition) && !conditionNamesIt(e.condition))) return false;
  if (layered.length === 0) return true;
  if (!layered.every((x) => (effectSimulated(x) || conditionalColorSet(x)) && descriptorOf(x).continuous && descriptorOf(x).layers.length > 0 && x.kind !== 'set-base-pt-equal' && !resolvedOnlyPt(x))) return false;
  const first = Math.min(...layered.flatMap((x) => descriptorOf(x).layers).map(layerRank));
  return staticConditionChecked(e.condition, first);
}

/**
 * "As long as seven or more cards are in your graveyard, ~ gets +1/+1, is black, and has …" (CR 105.3, 613.1e): a color
 * set by "is" under an "as long as" is no characteristic-defining ability — one never sets its values "only if certain
 * conditions are met" (CR 604.3a(5)) — so it is a plain static effect the layers apply in layer 5 on the battlefield
 * (rules/layers/apply.ts), unlike "~ is black" alone (effectSimulated: maybe a CDA working in every zone, 604.3).
 */
function conditionalColorSet(x: Effect): boolean {
  return x.kind === 'become-type' && !!x.is && !!x.colors && x.colors.length > 0 && x.cardTypes.length === 0 && x.subtypes.length === 0
    && !x.name && !x.supertypes && !x.negated && effectSimulated({ ...x, is: undefined });
}

/**
 * A static ability's "Otherwise, …" after "… as long as <condition>" (CR 611.3a, 608.2c): "Enchanted creature gets +2/+2
 * as long as it's a Vampire. Otherwise, it gets -2/-2" is "… as long as it isn't a Vampire, it gets -2/-2", its "it" the
 * objects the sentence before names (rules/layers/units.ts applies it so). Only a condition "is" negates plainly; any
 * other shape is undefined (not carried out).
 */
/** Whether the static "Otherwise, …" at `i` is carried out by the layer pass (staticOtherwise, staticConditionalSimulated). */
export function staticOtherwiseRead(effects: readonly Effect[], i: number): boolean {
  const x = staticOtherwise(effects, i);
  return x !== undefined && staticConditionalSimulated(x);
}

export function staticOtherwise(effects: readonly Effect[], i: number): (Effect & { kind: 'conditional' }) | undefined {
  const e = effects[i];
  const prev = i > 0 ? effects[i - 1] : undefined;
  if (e?.kind !== 'conditional' || e.condition.kind !== 'otherwise' || e.condition.written || e.asLongAs || e.instead || e.unless) return undefined;
  if (prev?.kind !== 'conditional' || !prev.asLongAs || prev.instead || prev.unless || prev.effects.length === 0) return undefined;
  const c = attachedItCondition(prev);
  if (c.kind !== 'is' || c.past || (c.negated !== undefined && c.negated !== "isn't")) return undefined;
  const first = prev.effects[0]!;
  const named = 'target' in first && typeof first.target === 'object' ? first.target as TargetSpec : undefined;
  if (!named || named.kind === 'it') return undefined;
  const effs = e.effects.map((x) => ('target' in x && typeof x.target === 'object' && (x.target as TargetSpec).kind === 'it' ? { ...x, target: named } as Effect : x));
  return { ...e, condition: { ...c, ...(c.negated ? { negated: undefined } : { negated: "isn't" as const }) }, effects: effs, asLongAs: true };
}

/**
 * "Enchanted creature gets +1/+2 as long as it's white", "Equipped creature gets +3/+0 as long as it's legendary" (CR
 * 303.4, 301.5, 611.3a): the trailing condition's "it" is the object the static ability's effects name — the one its
 * Aura or Equipment is attached to —, read as "as long as enchanted creature is white" (rules/layers/units.ts reads the
 * same). Any other condition is returned as it is.
 */
export function attachedItCondition(e: Extract<Effect, { kind: 'conditional' }>): Condition {
  const c = e.condition;
  if (c.kind !== 'is' || c.subject.kind !== 'it' || c.past || e.effects.length === 0) return c;
  const targets = e.effects.map((x) => ('target' in x && typeof x.target === 'object' ? x.target as TargetSpec : undefined));
  const first = targets[0];
  if (!first || first.kind !== 'all' || !first.filter.attachment || first.filter.anyOf) return c;
  if (!targets.every((t) => t && t.kind === 'all' && JSON.stringify(t.filter) === JSON.stringify(first.filter))) return c;
  return { ...c, subject: first };
}

/**
 * A static "~ gets +1/+1 for each artifact you control" / "Creatures you control get +1/+0 for each other Goblin you
 * control": counted by rules/layers as the layer-7c effect applies (CR 611.3a, 613.4c), over what layers 4–6 decided and
 * the zones; a count by a compared value (power …) is not read there.
 */
export function staticPerSimulated(e: Effect): boolean {
  // CR 613.4c, 305.6, 700.5, 119.1, 122.1: "for each basic land type among lands you control", devotion, your life total,
  // counters of one kind on itself (rules/layers/cda-values.ts cdaQuantity, over the layer pass).
  if (e.kind === 'modify-pt' && e.perCount && !e.per && !e.until && e.duration === 'permanent') {
    const q = e.perCount;
    // CR 102.1: "for each opponent you have" (rules/layers/cda-values.ts cdaQuantity, the opponents still in the game).
    const counted = q.kind === 'basic-land-types' || q.kind === 'devotion' || q.kind === 'life-total' || q.kind === 'opponents'
      // CR 122.1: "for each experience counter you have", counters on the controller (rules/state/player-counters.ts).
      || (q.kind === 'player-counters' && q.who === 'you' && q.counter !== '') || (q.kind === 'counters' && q.on.kind === 'self' && !q.had && q.counter !== '')
      // CR 613.4c, 122.1, 105.2, 202.1: "for each counter on it", "for each of its colors", "… white mana symbol in its
      // mana cost": counted about each object that gets the bonus (model/abilities/per-affected.ts).
      || affectedQuantity(q);
    return counted && (e.target.kind === 'self' || e.target.kind === 'all') && targetSimulated(e.target);
  }
  if (e.kind !== 'modify-pt' || !e.per || e.perCount || e.until || e.duration !== 'permanent' || e.per.compare) return false;
  // CR 613.4c, 205.3m, 201.2, 400.1: "that shares a creature type with it", "with the same name as that creature", "in its
  // controller's hand": told about each object that gets the bonus (model/abilities/per-affected.ts).
  const rest = withoutAffectedParts(e.per) ?? e.per;
  // CR 301.5, 303.4: "for each Aura / Equipment attached to ~" — or "to it", the object that gets the bonus (the static's
  // own permanent, or "Equipped creature … attached to it") (rules/layers/cda-values.ts countQuantity).
  const rel = rest.relatedTo;
  if (rel && (rel.rel !== 'attached to' || !(rel.word === '~' || rel.word === 'it'))) return false;
  const shared = sharedZoneFirst({ ...rest, relatedTo: undefined });
  // CR 400.1, 404.1, 613.4c: "for each creature card in your opponents' graveyards", "… in all players' hands": the zones
  // of the players the phrase names (rules/layers/cda-values.ts zoneIds reads it through model/abilities/cda.ts zoneOwners).
  const per = shared.zone && shared.zone !== 'any-graveyard' && shared.zonePhrase && zoneOwners(shared) !== undefined ? { ...shared, zonePhrase: undefined } : shared;
  // CR 301.5a, 303.4, 700.9: "for each other modified / equipped / enchanted creature you control": permanents told by what
  // is attached to them or on them (rules/layers/cda-values.ts countQuantity reads attachment-words.ts).
  const told = per.zone ? per : attachmentWordsTold(per);
  return (e.target.kind === 'self' || e.target.kind === 'all') && targetSimulated(e.target) && quantitySimulated({ kind: 'count', filter: told });
}

/**
 * "instant and sorcery cards in your graveyard": each alternative names the same zone; read as one zone and the kinds in
 * it, as rules/layers/cda-values.ts countQuantity counts them (CR 404.1).
 */
export function sharedZoneFirst(f: ObjectFilter): ObjectFilter {
  const alts = f.anyOf;
  const zone = alts?.[0]?.zone;
  if (f.zone || !alts || !zone || !alts.every((x) => x.zone === zone && x.zonePhrase === alts[0]!.zonePhrase)) return f;
  return { ...f, zone, ...(alts[0]!.zonePhrase ? { zonePhrase: alts[0]!.zonePhrase } : {}), anyOf: alts.map((x) => ({ ...x, zone: undefined, zonePhrase: undefined })) };
}

/**
 * A static "~ can't attack unless defending player controls an Island" / "~ can't block unless you control another Wolf"
 * (CR 508.1c, 509.1b): the combat restriction rules/queries/combat-restrictions.ts applies while the condition doesn't
 * hold — one about the permanents you or the defending player control.
 */
export function staticRestrictionUnlessSimulated(e: Effect): boolean {
  if (e.kind !== 'conditional' || !e.unless || e.asLongAs || e.instead) return false;
  // "~ can't attack unless at least two other creatures attack" (CR 508.1c, 509.1b): checked against the whole
  // declaration (rules/queries/declared-with.ts).
  if (inCombatWithRestriction(e)) return true;
  const told = (c: Condition): boolean => c.kind === 'both' ? told(c.left) && told(c.right)
    : c.kind === 'player-controls' ? c.who === 'defending-player' && filterSimulated(c.filter)
    // "~ can't attack unless you control more creatures than defending player", "~ can't block unless … than attacking
    // player" (CR 506.2, 508.1c, 509.1b): in a two-player game the restricted creature's controller's opponent (102.2).
    : c.kind === 'player-compare' && COMBAT_PLAYERS.has(c.than) ? conditionEvaluated({ ...c, than: 'each-opponent' })
    // Any other condition the engine tells of the game now ("unless there are seven or more cards in your graveyard",
    // "unless you have one or fewer cards in hand"), checked as attackers or blockers are declared (rules/queries/
    // combat-restrictions.ts unlessHolds, CR 508.1c, 509.1b); not one reading "it".
    : conditionEvaluated(c) && !conditionNamesIt(c) && c.kind !== 'otherwise' && c.kind !== 'if-you-do';
  return told(e.condition) && e.effects.every((x) => x.kind === 'restriction' && (x.target.kind === 'self' || x.target.kind === 'all') && COMBAT_RESTRICTIONS.has(x.restriction) && !x.restriction.endsWith('this turn') && effectSimulated(x));
}

/**
 * "~ can't attack unless at least two other creatures attack", "~ can't block unless a black or green creature also
 * blocks" (CR 508.1c, 509.1b): a restriction on the permanent itself, "can't attack" with a condition about attacking
 * ("can't block" about blocking), its creatures of a kind the matcher reads, counted "a" / "at least N" — checked against
 * the whole declaration by rules/queries/declared-with.ts. Its condition, or undefined for any other shape.
 */
export function inCombatWithRestriction(e: Effect): (Condition & { kind: 'in-combat-with' }) | undefined {
  if (e.kind !== 'conditional' || !e.unless || e.asLongAs || e.instead || e.itEnters || e.effects.length === 0) return undefined;
  const c = e.condition;
  if (c.kind !== 'in-combat-with' || c.filter.zone) return undefined;
  // The implied comparison with its own power is matched by declared-with.ts (the matcher's `sourceStats`).
  const own = ownStatCompared(c.filter);
  if (!filterSimulated(own === c.filter ? own : { ...own, compare: undefined })) return undefined;
  if (!(c.cmp === undefined ? c.article === 'a' || c.article === 'an' : c.cmp === 'at-least' && c.n !== undefined)) return undefined;
  return e.effects.every((x) => x.kind === 'restriction' && x.target.kind === 'self' && x.restriction === `can't ${c.action}` && effectSimulated(x)) ? c : undefined;
}

/**
 * "unless a creature with greater power also attacks" (Okk): the power compared, left implied, is the restricted
 * creature's own — read as "with power greater than ~'s power" (`thanSelf`), which rules/queries/declared-with.ts matches
 * with that creature's power now. Any other filter is returned as it is.
 */
export function ownStatCompared(f: ObjectFilter): ObjectFilter {
  const c = f.compare;
  if (!c?.implied || c.than || c.nIsX || c.orToughness || c.thanOwn || (c.stat !== 'power' && c.stat !== 'toughness') || (c.op !== 'gt' && c.op !== 'lt')) return f;
  return { ...f, compare: { ...c, implied: undefined, thanSelf: c.stat } };
}

/** The players of a combat a restriction's condition names (CR 506.2): told as attackers or blockers are declared. */
export const COMBAT_PLAYERS: ReadonlySet<string> = new Set(['defending-player', 'attacking-player']);

/**
 * A static "~ can't attack if defending player controls an untapped creature with power 3 or greater", "~ doesn't untap
 * during your untap step if it has a depletion counter on it" (CR 604.1, 508.1c, 502.3): the restriction
 * rules/queries/combat-restrictions.ts applies while the condition holds — one about the permanents the defending player
 * controls, or one the engine tells of the game now; "it" only where the restriction is the permanent's own ("it" is it).
 */
export function staticRestrictionIfSimulated(e: Effect): boolean {
  if (e.kind !== 'conditional' || !e.trailing || e.unless || e.asLongAs || e.instead || e.itEnters || e.effects.length === 0) return false;
  const own = e.effects.every((x) => x.kind === 'restriction' && x.target.kind === 'self');
  const told = (c: Condition): boolean => c.kind === 'both' ? told(c.left) && told(c.right)
    : c.kind === 'player-controls' && c.who === 'defending-player' ? filterSimulated(c.filter) && !c.filter.zone
    : c.kind === 'player-compare' && COMBAT_PLAYERS.has(c.than) ? conditionEvaluated({ ...c, than: 'each-opponent' })
    : conditionEvaluated(c) && (own || !conditionNamesIt(c)) && c.kind !== 'otherwise' && c.kind !== 'if-you-do' && c.kind !== 'if-you-dont';
  return told(e.condition) && e.effects.every((x) => x.kind === 'restriction' && (x.target.kind === 'self' || x.target.kind === 'all')
    && (COMBAT_RESTRICTIONS.has(x.restriction) || UNTAP_RESTRICTIONS.has(x.restriction)) && !x.restriction.endsWith('this turn') && effectSimulated(x));
}

/** The layers in order (CR 613.1, 613.4), for what a condition reads against the layer an effect begins in. */
const LAYER_ORDER = ['1', '2', '3', '4', '5', '6', '7a', '7b', '7c', '7d'];
const layerRank = (l: string) => (LAYER_ORDER.indexOf(l) < 0 ? 0 : LAYER_ORDER.indexOf(l));

/** The layer by which what a filter reads is decided: types 4, colors 5, abilities 6 (CR 613.1d–f); a compared value never here. */
function filterLayer(f: ObjectFilter): number {
  if (f.compare || f.anyOf?.some((x) => filterLayer(x) === Infinity)) return Infinity;
  const colored = f.colored || (f.thatIsnt && COLOR_WORDS.has(f.thatIsnt.word)) || f.types.some((w) => COLOR_WORDS.has(w.toLowerCase())) || f.anyOf?.some((x) => filterLayer(x) >= layerRank('5'));
  const abilities = f.withKeyword || f.withKeywordAbility || f.withNoAbilities || f.withoutKeyword || f.withoutKeywords || f.withKeywords || f.anyOf?.some((x) => filterLayer(x) >= layerRank('6'));
  return layerRank(abilities ? '6' : colored ? '5' : '4');
}
const COLOR_WORDS = new Set(['white', 'blue', 'black', 'red', 'green', 'colorless', 'monocolored', 'multicolored', 'nonwhite', 'nonblue', 'nonblack', 'nonred', 'nongreen']);

/** The player words of a static's "as long as … control(s) …" the layer pass reads (rules/state/player-holdings.ts conditionPlayers). */
const STATIC_CONTROLLERS: ReadonlySet<string> = new Set(['you', 'your-team', 'an-opponent', 'each-opponent', 'your-opponents', 'a-player', 'each-player', 'any-player']);

function staticConditionChecked(c: Condition, first: number): boolean {
  switch (c.kind) {
    case 'hand-size':
    case 'turn':
    case 'devotion': // CR 700.5a: mana costs, copiable values (layer 1)
      return true;
    case 'state':
      return (c.subject.kind === 'self' || c.subject.kind === 'it') && (EVALUATED_STATES.has(c.state) || (ATTACHED_STATES.has(c.state) && first > layerRank('4')));
    case 'has-counters':
      return c.subject.kind === 'self' || c.subject.kind === 'it';
    // CR 702.95b, 702.95e: "as long as ~ is paired with another creature": the pair reads whether both are creatures
    // (layer 4), so only an effect applied after layer 4 (rules/game/soulbond.ts pairedPartner).
    case 'paired':
      return c.subject.kind === 'self' && first > layerRank('4');
    // CR 122.1: "as long as ~ has five or more counters on it" (any kind, or one kind named): its counters now.
    case 'counters-on':
      return (c.subject.kind === 'self' || c.subject.kind === 'it') && (c.verb === 'has' || c.verb === "doesn't have") && !c.to;
    // CR 724.1: "as long as you're the monarch", decided by no layer (rules/effects/monarch-effects.ts keeps it).
    case 'fact':
      return c.fact === 'threshold' || c.fact === 'city-blessing' || c.fact === 'life-at-most' || c.fact === 'monarch' || c.fact === 'control-commander' || c.fact === 'control-your-commander' || c.fact === 'completed-dungeon';
    // CR 105.1: the colors of all permanents, decided in layer 5 (613.1e): for an effect that begins after it.
    case 'most-common-color':
      return first > layerRank('5');
    // "~ has indestructible as long as it entered the battlefield this turn" (CR 611.3a): the turn's history, decided by
    // no layer (rules/state/history-conditions.ts).
    case 'happened':
      return happenedTold(c, true);
    // CR 730.1: the game's day or night, decided by no layer.
    case 'day-night':
      return true;
    // Life and cards in hand, and the city's blessing (CR 702.131c), decided by no layer (rules/state/player-holdings.ts).
    case 'designation':
    case 'player-has':
      return conditionEvaluated(c);
    case 'player-compare':
      return conditionEvaluated(c) && !c.filter;
    case 'control':
      // "… with the same name as one another" (CR 201.2a) is counted as an ability resolves, not in the layer pass.
      return !c.sameName && filterSimulated(c.filter) && filterLayer(c.filter) <= first;
    case 'player-controls':
      return c.who === 'an-opponent' && filterSimulated(c.filter) && filterLayer(c.filter) <= first;
    // "as long as any player / no opponent / you control(s) <a count of> …" (CR 108.4, 102.2): the permanents the named
    // players control, against the layer pass (rules/layers/static-conditions.ts worldConditionHolds).
    case 'controls-count':
      return STATIC_CONTROLLERS.has(c.who) && !c.to && filterSimulated(c.filter) && filterLayer(c.filter) <= first;
    case 'both':
      return staticConditionChecked(c.left, first) && staticConditionChecked(c.right, first);
    // "as long as there are three or more land cards in your graveyard", "… seven or more cards are in your graveyard",
    // "as long as you control five or more …" written "there are": cards in your graveyard or hand as they are there (no
    // layer changes them), permanents against the layer pass as the effect would begin to apply (CR 611.3a, 613.8a;
    // rules/layers/static-conditions.ts worldConditionHolds).
    case 'there-are':
      return staticCountChecked(c.filter, first);
    case 'objects-are':
      return !c.to && (c.where === 'in your graveyard' || c.where === 'in your hand' || c.where === 'on the battlefield') && !c.filter.zone
        && staticCountChecked({ ...c.filter, ...(c.where === 'in your graveyard' ? { zone: 'graveyard' as const } : c.where === 'in your hand' ? { zone: 'hand' as const } : {}) }, first);
    // "as long as there are four or more card types among cards in your graveyard" (delirium, CR 205.2a), "… your life
    // total is greater than or equal to …" (119.1), "… ~ has five or more counters on it" (122.1).
    case 'compare':
      return !c.to && c.form !== 'was' && staticQuantityChecked(c.quantity, first);
    // "As long as enchanted permanent is a creature", "… is red or green", "as long as equipped creature is a Human": the object its source is
    // attached to, by what the layers up to `first` gave it (CR 303.4, 301.5, 611.3a; rules/layers/static-conditions.ts).
    case 'is':
      return c.subject.kind === 'all' && !!c.subject.filter.attachment && !c.past && filterSimulated(c.filter) && filterLayer(c.filter) <= first
        && filterSimulated(c.subject.filter) && filterLayer(c.subject.filter) <= first;
  }
  return false;
}

/** Objects of a kind counted for a static's condition: your graveyard or hand, or permanents decided by layer `first`. */
function staticCountChecked(f: ObjectFilter, first: number): boolean {
  if (!countable(f) || f.withChosenName || !filterSimulated(withoutZone(f))) return false;
  if (f.zone === 'graveyard' || f.zone === 'hand') return !f.zoneTheir && !f.zonePhrase;
  return !f.zone && filterLayer(f) <= first;
}

function staticQuantityChecked(q: Quantity, first: number): boolean {
  if (q.kind === 'life-total') return true;
  if (q.kind === 'counters') return (q.on.kind === 'self' || q.on.kind === 'it') && !q.had;
  if (q.kind === 'count') return staticCountChecked(q.filter, first);
  return q.kind === 'distinct' && (q.what === 'card type' || q.what === 'mana value') && (q.among.zone === 'graveyard' || q.among.zone === 'hand') && staticCountChecked(q.among, first);
}

/**
 * CR 602.2b, 118.3: an activation cost rules/actions/nonmana-costs.ts pays as written — read by the same reader the engine
 * reads it with (cost-parts.ts, the card's name as "~"): {T}, {Q} (107.5, 107.6), pay N life (119.4), remove counters from
 * this permanent, and sacrifice (701.21a), discard (701.9a), exile, return, reveal (701.20a) or tap objects whose filter
 * the engine's matcher reads. A part it can't read is never paid (the activation is refused); a random discard
 * (701.9b) is not carried out: the engine would choose the card, not chance.
 */
/** A cost part the engine reads and pays as written: not unread, and its objects named by a filter the engine's matcher
 * reads (CR 118.3: "Exile two cards from your graveyard with the same name" is read, but the engine can't tell which
 * cards may pay it, so whether it can be paid is unknown). */
export function costPartCarriedOut(p: CostPart): boolean {
  return p.kind !== 'unknown' && filterSimulated('filter' in p ? p.filter : undefined);
}

export function activationCostPaid(text: string, selfName?: string): boolean {
  // "Exile this card from your graveyard": the engine pays a part naming its source only on the battlefield.
  // "Discard this card" is paid from the hand, where such an ability works (CR 113.6m, 702.29a).
  // "Exile this card from your graveyard" is paid from the graveyard, where such an ability works (CR 113.6m, 602.2b;
  // model/abilities/functioning-zone.ts).
  // "Reveal this card from your hand" likewise (CR 702.49a ninjutsu, 113.6m).
  const selfElsewhere = (p: CostPart) => 'self' in p && p.self && 'from' in p && p.from !== undefined && p.from !== 'battlefield' && !((p.kind === 'discard' || p.kind === 'reveal') && p.from === 'hand') && !(p.kind === 'exile' && p.from === 'graveyard');
  // Each cost text read once for the set (cost-parts-memo.ts): the answer rests on its parts alone.
  const read = readCost(text, selfName);
  return (read.paid ??= read.parts.every((p) => costPartCarriedOut(p) && !('random' in p && p.random) && !selfElsewhere(p)));
}

function addsMana(effects: readonly Effect[]): boolean {
  let adds = false;
  walkEffects(effects, (e) => { if (e.kind === 'add-mana') adds = true; });
  return adds;
}

/** Whether a "you may" instruction the engine follows comes among these, or under an "if" among them (its "If you do" is then told). */
const mayBefore = (es: readonly Effect[]): boolean => es.some((x) => (x.kind === 'optional' && effectSimulated(x)) || (x.kind === 'conditional' && !x.asLongAs && mayBefore(x.effects)));

/** The cost after "As an additional cost to cast this spell," (as rules/queries/casting-cost.ts reads it). */
const ADDITIONAL_COST = /additional cost to cast this spell, (.+?)\.?$/i;

/** Spans of an ability's parts that are understood but not carried out by the engine ("recognized, not simulated"). */
export function unsimulatedSpans(a: Ability, triggerSpan?: Span, selfName?: string): Span[] {
  const out: Span[] = [];
  if (a.kind === 'triggered' && !eventSimulated(a.event) && a.event.kind !== 'other' && triggerSpan) out.push(triggerSpan);
  // CR 614.12c: a triggered ability after an anchor word ("• Dragons — Whenever …") exists only if that word was chosen
  // as the permanent entered; the engine doesn't link it to the choice.
  else if (a.kind === 'triggered' && a.bullet && triggerSpan) out.push(triggerSpan);
  // CR 605.1b: "whenever … becomes tapped, … add …" is a triggered mana ability when it triggers from activating a mana
  // ability (a {T} cost) and adds mana; it doesn't use the stack, and the engine would put it there: not carried out.
  // OPEN QUESTION: when the same permanent becomes tapped otherwise (attacking), 605.1b's criteria don't hold and it
  // would use the stack; which applies depends on the tapping, so neither is carried out.
  else if (a.kind === 'triggered' && a.event.kind === 'object-event' && a.event.event === 'becomes tapped' && triggerSpan && addsMana(a.effects)) out.push(triggerSpan);
  // CR 702.138b–c: "~ escapes with …" is carried out as its "enters with" when the permanent escaped (rules/actions/zones.ts).
  // A keyword the recognizer knows but the engine doesn't carry out (persist, exalted, prowess…): recognized, not simulated.
  // CR 702.6a: a keyword that stands for an activated ability (keyword-abilities.ts) is carried out when its cost is paid.
  // CR 702.108a: a keyword that stands for a triggered ability (prowess) is fired by the engine as that ability.
  // CR 702.34a: a way to cast the card (flashback) is carried out when the engine pays its cost.
  const castPaid = (k: KeywordAbility) => castKeywordCost(k) !== undefined && activationCostPaid(castKeywordCost(k)!, selfName);
  // CR 702.41a: a keyword that stands for a static cost reduction of its spell (affinity) is applied as the spell is cast.
  // A way to cast the card that also stands for a triggered ability (702.74a evoke) is carried out when both are.
  // CR 702.62a: suspend's special action, when its number and mana cost are read (keyword-abilities.ts suspendParts).
  const suspendPaid = (k: KeywordAbility) => { const p = suspendParts(k); return p !== undefined && activationCostPaid(p.cost, selfName); };
  const standsForPaid = (k: KeywordAbility) => castKeywordRule(k.keyword) ? castPaid(k) : suspendPaid(k)
    || (keywordMeaning(k) !== undefined && activationCostPaid(keywordActivationCost(k)!, selfName)) || keywordTrigger(k) !== undefined || keywordStatic(k) !== undefined
    // CR 702.32a fading and the other keywords of permanents that stand for abilities the engine reads (permanent-keywords.ts).
    || permanentKeywordTexts(k) !== undefined
    // CR 702.82a: "Devour N", a replacement as its permanent enters (rules/actions/devour.ts).
    || devourNumber(k) !== undefined
    // CR 702.104a: "Tribute N", the opponent's choice as its permanent enters (rules/actions/tribute.ts).
    || tributeNumber(k) !== undefined
    // CR 702.38a: "Amplify N", a replacement as its permanent enters (rules/actions/amplify.ts).
    || amplifyNumber(k) !== undefined
    // CR 702.52a: "Dredge N", a replacement of its owner's draws while it is in their graveyard (rules/actions/dredge.ts).
    || dredgeNumber(k) !== undefined;
  // CR 702.33b, 702.33f: two kicker costs ("Kicker A and/or B"): which was paid matters; each is paid when the scenario names it by its mana (`kicked with {1}{U} and {R}`, rules/game/keyword-costs.ts).
  if (a.kind === 'keyword') for (const k of a.keywords) if (!keywordCarriedOut(k.keyword) && !standsForPaid(k)) out.push(k.span);
  // The sentences after a keyword about its own ability (CR 702.1): not applied to it by the engine.
  if (a.kind === 'keyword') for (const e of a.rider ?? []) out.push(e.span);
  if (a.kind === 'activated' && !activationCostPaid(a.cost.text, selfName)) out.push(a.cost.span);
  // CR 702.57a: a forecast ability may be activated only during its owner's upkeep and only once each turn: limits the
  // engine doesn't apply to it.
  else if (a.kind === 'activated' && a.abilityWord?.toLowerCase() === 'forecast') out.push(a.cost.span);
  // CR 107.3a, 107.3f: "with power X or less" where X is not the one announced with a spell's mana cost or an activated
  // ability's cost (a triggered or static ability, "where X is …"): the engine doesn't know X.
  if ('effects' in a && a.effects) {
    // CR 714.2b: a chapter ability is a triggered ability (chapters.ts): no X is announced for it.
    // CR 107.3a, 606.4: an activation cost's {X}, or a part it counts ("[−X]", "Remove X ki counters from ~", "Sacrifice X
    // artifacts"): X announced as the ability is activated (rules/game/activation.ts costHasX, withCountX) and read by the
    // ability's effects (ctx.x: target legality, search-effects.ts, effect-context.ts).
    const announced = (a.kind === 'spell' && !chapterNumbers(a)) || (a.kind === 'activated' && (/\{X\}/.test(a.cost.text) || readCost(a.cost.text, selfName).parts.some((p) => 'x' in p && p.x === true)));
    for (const e of xComparingEffects(a.effects)) if (e.span && (!announced || (e as { whereX?: unknown }).whereX !== undefined)) out.push(e.span);
    // CR 107.3a: "the top X cards of your library" with no "where X is": the X announced, or not known.
    // (Walked only where no X is announced: an announced X leaves nothing to tell.)
    if (!announced) walkEffects(a.effects, (e) => { if (topX(e) && e.whereX === undefined && e.span) out.push(e.span); });
    // CR 107.3, 111.4: "an X/X … token" with no "where X is": the X announced, or not known.
    if (!announced) walkEffects(a.effects, (e) => { if (e.kind === 'create-token' && tokenPtX(e) && e.whereX === undefined && e.span) out.push(e.span); });
    // CR 107.3c, 608.2c: "each opponent loses X life and you gain X life, where X is …": the sentence's "where X is" is
    // kept on its last instruction only; the engine follows an earlier one with the sentence's X (rules/effects
    // sentence-x.ts), so such an instruction is not carried out when the engine can't count that X.
    for (const e of xBeforeSentenceWhereX(a.effects)) if (e.span) out.push(e.span);
  }
  if ('effects' in a) {
    // CR 700.2a–b: a modal spell's or activated ability's modes are chosen as it is cast or activated, a triggered
    // ability's as it is put on the stack (CR 603.3c), and only they happen (rules/queries/choices.ts); a modal static
    // or replacement ability is not carried out.
    // A static "+X/+X" is not read by the layer system (rules/layers): only a resolving one is (rules/effects).
    // "Whenever ~ deals damage, you gain that much life": the trigger carries the amount (rules/triggers/event-triggers.ts).
    const damageEvent = a.kind === 'triggered' && a.event.kind === 'object-event' && (a.event.event === 'deals damage' || a.event.event === 'is dealt damage'
      // CR 510.3a: the combat damage one creature dealt to a player (rules/triggers/combat-triggers.ts), not a group's.
      || (a.event.event === 'deals combat damage to a player' && !a.event.subject.oneOrMore)
      // CR 120.3, 603.2: "~ deals damage to a player / an opponent / you": the damage one source dealt to that player.
      || ((a.event.event === 'deals damage to a player' || a.event.event === 'deals damage to an opponent' || a.event.event === 'deals damage to you') && !a.event.subject.oneOrMore && !a.event.subject.pronoun))
      // CR 119.10, 603.2: "Whenever you gain life, … that much": the life gained or lost in the event (rules/triggers/event-triggers.ts).
      || (a.kind === 'triggered' && a.event.kind === 'player-event' && (a.event.event === 'gain life' || a.event.event === 'lose life'));
    // "… deals combat damage to a player, create that many 1/1 … tokens" likewise (CR 603.2, 111.1; rules/effects/token-effects.ts).
    // CR 603.2, 608.2h: "deals that much damage", "draw that many cards", "put that many +1/+1 counters on it", "discards
    // that many cards": the event's amount (rules/effects: amountOf, zone-effects.ts, status-effects.ts).
    const fixedOne: Amount = { kind: 'fixed', n: 1 };
    const eventAmount = (e: Effect) => damageEvent && ((e.kind === 'life' && e.amount.kind === 'that-much')
      || (e.kind === 'create-token' && e.amount.kind === 'that-much' && effectSimulated({ ...e, amount: fixedOne }))
      || (e.kind === 'damage' && e.amount.kind === 'that-much' && (e.modified === undefined || e.modified === 'that much damage') && effectSimulated({ ...e, amount: fixedOne, modified: undefined }))
      || (e.kind === 'draw' && !!e.thatMany && effectSimulated({ ...e, thatMany: undefined, count: 1 }))
      || (e.kind === 'add-counters' && !!e.thatMany && !e.twice && !e.remove && effectSimulated({ ...e, thatMany: undefined, count: 1 }))
      || (e.kind === 'player-action' && (e.action === 'discard' || e.action === 'mill') && e.amount.kind === 'that-much' && effectSimulated({ ...e, amount: fixedOne })));
    // CR 510.3a, 603.2: "exile the top card of that player's library" after one creature's "deals combat damage to a
    // player / an opponent" (702.115a ingest): the player dealt the damage, whom rules/triggers/combat-triggers.ts passes.
    const damagedPlayer = a.kind === 'triggered' && a.event.kind === 'object-event' && (a.event.event === 'deals combat damage to a player' || a.event.event === 'deals combat damage to an opponent') && !a.event.subject.oneOrMore;
    const damagedPlayerLibrary = (e: Effect) => damagedPlayer && e.kind === 'zone-change' && !e.who && e.target.kind === 'library-top' && e.target.owner === 'that-player'
      && effectSimulated({ ...e, target: { ...e.target, owner: 'you' } });
    // A static grant of a quoted ability (and keywords with it) is applied in layer 6 by rules/layers to the objects a
    // static ability names — "all …", enchanted/equipped, itself (CR 613.1f, 604.1); not to "it" or a target.
    const staticGrant = (e: Effect) => a.kind === 'static' && e.kind === 'grant-ability' && e.target.kind !== 'all' && e.target.kind !== 'self';
    // "Activate only …" limits the activated ability it is part of (CR 602.5b), "Cast this spell only …" the spell it is
    // part of (601.3, rules/queries/cast-limits.ts); on another kind of line it is not read.
    const ownLimit = (e: Effect) => (e.kind !== 'activate-only' || (e.cast ? a.kind === 'spell' : a.kind === 'activated')) && (e.kind !== 'block-restriction' || a.kind === 'static')
      // CR 402.2: rules/game/cleanup.ts reads a maximum hand size from the static abilities of permanents.
      && (e.kind !== 'max-hand-size' || a.kind === 'static')
      // CR 614.10: "Skip your draw step" is read from a permanent's static ability only (rules/queries/skipped-steps.ts).
      && (e.kind !== 'skip' || (e.what !== 'draw step' && e.what !== 'untap step') || a.kind === 'static')
      // … and only written alone there: a skip under a condition ("Skip your draw step if …", CR 604.1) is not read.
      // CR 614.10, 614.11: "If you would draw a card, you may skip that draw instead" (draw-instead.ts) skips a draw, not a step.
      && (a.kind !== 'static' || e.kind === 'skip' || !wrapsSkip(e) || drawInstead(e) !== undefined)
      // CR 508.1d, 509.1c: a requirement is carried out as a spell or ability resolves, not read in a static ability;
      // CR 509.1b: "can't block <a kind>" is read in a static ability only (rules/queries/cant-block-kinds.ts).
      && (e.kind !== 'combat-requirement' || a.kind !== 'static') && (e.kind !== 'block-as-though' || a.kind === 'static') && (e.kind !== 'blocking-limit' || (e.cantBlock ? a.kind === 'static' : a.kind !== 'static'))
      // CR 608.2d: a type "of your choice" is chosen as a spell or ability resolves, not by a static ability (614.12a: as it enters).
      && (e.kind !== 'become-chosen-type' || (a.kind !== 'static' && a.kind !== 'replacement'))
      // CR 510.1a: "~ assigns no combat damage this turn" is carried out as a spell or ability resolves, not read in a static ability.
      && (e.kind !== 'rule' || !RESOLVED_RULES.has(e.rule) || (a.kind !== 'static' && a.kind !== 'replacement'));
    // CR 701.19c: a static "… can't be regenerated" is not read by the engine (only a resolved one is).
    const staticNoRegen = (e: Effect) => (a.kind === 'static' && e.kind === 'restriction' && (e.restriction === "can't be regenerated" || e.restriction === "can't be regenerated this turn" || NEXT_UNTAP_RESTRICTIONS.has(e.restriction)))
      // CR 614.1a: "… would die this turn, exile it instead" is set up as a spell or ability resolves, not read in a static ability.
      || (a.kind === 'static' && turnExileInstead(e))
      // "unless you pay" is a choice as an instruction is followed (CR 118.12a), not read in a static ability.
      || (a.kind === 'static' && e.kind === 'conditional' && e.condition.kind === 'unless-pay');
    // CR 601.2f: rules/game/casting.ts pays an additional cost by the cost grammar (rules/queries/casting-cost.ts); a part
    // that grammar doesn't read refuses the cast. A cost read only by the phrase table, as an instruction the engine
    // doesn't carry out either ("put a card an opponent owns from exile into that player's graveyard"), is not carried out.
    // A choice between two costs ("sacrifice a creature or pay {3}{B}") is carried out when each is read whole.
    // CR 118.9: a card's own alternative cost ("You may pay {1}{B} rather than pay this spell's mana cost"), maybe under a
    // condition the engine tells, is paid by rules/game/casting.ts when every part of it is read.
    // The line's alternative cost is looked for only when an instruction is one (most abilities have none).
    const altRead = (e: Effect) => { if (!containsKind(e, 'alternative-cost')) return true; const altText = alternativeCostText(a.text); return altText !== undefined && readCost(altText, selfName).parts.every((p) => p.kind !== 'unknown' && !('random' in p && p.random) && !('x' in p && p.x)); };
    const costRead = (e: Effect) => !altRead(e) ? false : e.kind !== 'additional-cost' || (!e.either && e.effects.every((x) => effectSimulated(x)))
      // A part counted by X is announced only as an ability is activated (rules/game/activation.ts, CR 107.3a).
      || readCost(ADDITIONAL_COST.exec(a.text)?.[1] ?? a.text, selfName).parts.every((p) => p.kind !== 'unknown' && !('x' in p && p.x))
      // CR 601.2b, 601.2f: a choice between costs each read whole ("sacrifice a creature or pay {3}{B}"), the one the
      // caster names paid (rules/queries/either-cost.ts).
      || (e.kind === 'additional-cost' && !!e.either && !!eitherCostAlternatives(ADDITIONAL_COST.exec(a.text)?.[1] ?? '', selfName || undefined)?.every((parts) => parts.every((p) => costPartCarriedOut(p) && !('random' in p && p.random))));
    // CR 509.3d, 603.2: "that creature" after "~ becomes blocked by a creature" is the blocker the engine passes.
    const other = a.kind === 'triggered' && eventPassesOtherObject(a.event);
    // CR 603.2, 109.4: "destroy target artifact that player controls" after one creature's "deals combat damage to a
    // player": the player dealt the damage (rules/triggers passes it; rules/state/filters.ts `thatPlayer`).
    const damagedPlayersTarget = (e: Effect) => { const x = damagedPlayer ? thatPlayersTarget(e) : undefined; return x !== undefined && simulated(x); };
    // CR 608.2c, 120.3: "… to target player and 1 damage to each creature that player controls": "that player" is the
    // target of the instruction before it (model/abilities/that-players-objects.ts, rules/effects/effect-context.ts).
    // Found once, on first need (only a damage instruction can be one; most abilities have none, issue 27).
    let afterThatPlayerSet: Set<Effect> | undefined;
    const afterThatPlayer = (e: Effect) => (afterThatPlayerSet ??= new Set(a.effects?.filter((_, i) => thatPlayerBefore(a.effects!, i)) ?? [])).has(e);
    const thatPlayersRecipients = (e: Effect) => e.kind === 'damage' && afterThatPlayer(e) && effectSimulated({ ...e, to: thatPlayersObjects(e.to)!.objects });
    // CR 603.2, 109.4: "it deals 1 damage to each creature that player controls" after one creature's "deals combat damage
    // to a player", no player target before it: the player dealt the damage (rules/effects/effect-context.ts resolveSpec).
    const damagedPlayersObjects = (e: Effect) => {
      if (!damagedPlayer || afterThatPlayer(e)) return false;
      // "create a Treasure token for each artifact they control": that player's permanents counted (effect-context.ts countPer).
      const amount = (e as { amount?: Amount }).amount;
      if ((e.kind === 'create-token' || e.kind === 'life') && amount?.kind === 'for-each' && amount.per.controlledByThatPlayer && !amount.per.thatPlayerOrPlaneswalker && (e.who === undefined || e.who === 'you')) {
        return effectSimulated({ ...e, amount: { ...amount, per: { ...amount.per, controlledByThatPlayer: undefined, theyControl: undefined } } } as Effect);
      }
      const rec = e as unknown as Record<string, TargetSpec | undefined>;
      const key = (['to', 'target'] as const).find((k) => { const t = thatPlayersObjects(rec[k]); return t !== undefined && t.withPlayer === undefined; });
      return key !== undefined && effectSimulated({ ...e, [key]: thatPlayersObjects(rec[key])!.objects } as Effect);
    };
    const simulated = (e: Effect): boolean => !staticLayeredDropped(a, e) && !staticUntoldWords(a, e) && ((effectSimulated(other ? withEventObjectAsIt(e) : e, a.kind === 'replacement') && !staticGrant(e) && ownLimit(e) && !staticNoRegen(e) && preventionFitsAbility(e, a.kind) && (a.kind === 'static' || (!othersExileInstead(e) && e.kind !== 'player-restriction')) && costRead(e)) || eventAmount(e) || damagedPlayerLibrary(e) || damagedPlayersTarget(e) || thatPlayersRecipients(e) || damagedPlayersObjects(e)
      // CR 307.1, 608.3: "If you cast it any time a sorcery couldn't have been cast, …" of a card's own static ability,
      // followed as the permanent spell resolves (rules/game/stack.ts, model/abilities/flash-terms.ts).
      || (a.kind === 'static' && !!nonSorceryTimeConditional(e) && e.kind === 'conditional' && e.effects.every((x) => effectSimulated(x)))
      || (a.kind === 'static' && (staticConditionalSimulated(e) || staticPerSimulated(e) || staticRestrictionUnlessSimulated(e) || staticRestrictionIfSimulated(e))));
    // CR 700.2a–b, 603.3c: a modal spell's, activated or triggered ability's modes are chosen and only they happen.
    // A limit on the modes ("that hasn't been chosen this turn") is not kept: not carried out.
    const modalChosen = (e: Effect) => e.kind === 'modal' && !e.who && !e.notChosen && (a.kind === 'spell' || a.kind === 'triggered' || a.kind === 'activated');
    // "loses all other abilities" keeps what the same effect grants: rules/layers orders a static ability's parts so
    // (CR 613.1f); a resolving spell's parts are separate effects there.
    const otherOfResolved = (e: Effect) => a.kind !== 'static' && e.kind === 'lose-all-abilities' && !!e.other;
    // "is an Insect artifact creature … and loses all other card types": a static ability's parts are one effect in
    // rules/layers, which then replaces the prior card types (CR 205.1a rather than 205.1b's keeping); a resolving
    // spell's parts are separate effects there, so its "artifact creature" would keep them.
    const losesTypesOfArtifactCreature = (e: Effect) => a.kind !== 'static' && e.kind === 'lose-all-abilities' && !!e.otherList?.includes('card types')
      && a.effects.some((x) => x.kind === 'become-type' && !x.additive && x.cardTypes.includes('Artifact') && x.cardTypes.includes('Creature'));
    // CR 601.2c: "up to N target …" takes the targets announced after the others' only as the ability's last target phrase
    // (rules/effects/effect-context.ts); written before another target phrase, which targets are whose is not read.
    // Listed on first need: only an "up to" target phrase asks which phrase is the last (issue 27).
    let specs: TargetSpec[] | undefined;
    const lastSpec = () => { specs ??= targetPhrases(a.effects); return specs[specs.length - 1]; };
    // "up to two targets" (any targets, fewer allowed, CR 601.2c) is not carried out; nor "X targets" (CR 107.3a: the engine
    // takes one) or "two other targets" (CR 115.3: other than an earlier phrase's; the engine reads "other" as not ~).
    const upToEarly = (e: Effect) => targetPhrases([e]).some((t) => (t.kind === 'target' && (t.upTo || t.oneTo) && t !== lastSpec()) || (t.kind === 'any-target' && (t.upToN || t.countIsX || (t.other && t.count > 1))));
    // CR 608.2c: "…. If this spell was kicked, <instructions> instead" (rules/effects/apply-effects.ts).
    const insteadFollowed = (e: Effect) => (e.kind === 'conditional' && !!e.instead && insteadCarriedOut(a.effects, a.effects.indexOf(e), a.kind))
      // CR 701.6a, 614.1a: "If that spell is countered this way, exile it instead …" (rules/effects/zone-effects.ts).
      || (a.kind !== 'static' && a.kind !== 'replacement' && counteredInstead(a.effects, a.effects.indexOf(e) - 1) === e)
      // CR 601.2f: "This spell costs {1} less to cast if …" (rules/queries/casting-cost.ts).
      || ((a.kind === 'spell' || a.kind === 'static') && (ownCostConditionChecked(e) || ownFreeCast(e) || ownCostTargetsChecked(e)));
    // CR 118.12: "Sacrifice a creature. If you do, …", "… If you can't, …", "Target opponent sacrifices a creature. If that
    // player does, …": whether the player could start the action before it (rules/effects/cost-started.ts).
    const costClause = (e: Effect, i: number) => a.kind !== 'replacement' && decidedByCost(a.effects, i) && e.kind === 'conditional' && e.effects.every((x) => effectSimulated(x));
    // CR 614.1c, 614.12a: "As this land enters, you may pay 2 life. If you don't, it enters tapped." (rules/actions/entry-choice.ts).
    const enteringChoice = a.kind === 'replacement' && a.replacementEvent === 'enters' && entryChoice(a.effects) !== undefined;
    // CR 118.12a: "that player … unless they discard a card": the player a triggered ability's event names; in another
    // ability "that player" is one the engine doesn't tell there (a target).
    const otherActorUntold = (e: Effect) => a.kind !== 'triggered' && ((e.kind === 'conditional' && e.condition.kind === 'player-does' && unlessActor(e.condition.effects, e.effects) === 'that-player')
      // CR 122.8, 122.9: "put those counters on …" names the object a trigger event is about; another ability's is not told.
      || containsKind(e, 'put-those-counters'));
    // CR 701.20a, 608.2d: "you choose a card from it" and "that player discards that card" rest on a hand shown before them.
    // Asked only where an instruction of the ability could make it false (issue 27: most abilities have none).
    const handAsked = handMayBeUntold(a.effects);
    const handUntold = (e: Effect) => handAsked && !handShownBefore(a, e);
    // CR 701.23a, 608.2c: "If you search your library this way, shuffle" after this ability's own search (search-effects.ts).
    const searchedTold = (e: Effect, i: number) => e.kind === 'conditional' && e.condition.kind === 'fact' && (e.condition.fact === 'searched-this-way' || e.condition.fact === 'searched-this-way-past')
      && !e.asLongAs && !e.instead && !e.trailing && e.effects.every((x) => effectSimulated(x)) && searchBefore(a.effects.slice(0, i));
    // CR 602.2, 608.2h: "Sacrifice a creature: … equal to the sacrificed creature's power": a value of the one object the
    // cost sacrificed, counted as the ability's own object's would be (cost-sacrificed.ts, rules/effects/effect-context.ts);
    // likewise the one card it discarded (CR 701.9a) and the one permanent it tapped (CR 701.26a).
    const costSacrificedRead = (e: Effect) => { const own = costObjectAsOwn(a, e); return !!own && simulated(own); };
    // CR 611.3a, 608.2c: a static ability's "Otherwise, it gets -2/-2" after "… as long as it's a Vampire" (staticOtherwise).
    const otherwiseRead = (i: number) => a.kind === 'static' && staticOtherwiseRead(a.effects, i);
    // CR 608.2c: "…, then draw that many cards" right after this ability's discard: the number of cards discarded
    // (rules/effects/zone-effects.ts, model/abilities/discard-that-many.ts).
    const thatManyDiscarded = (i: number) => a.kind !== 'static' && a.kind !== 'replacement' && drawsThatManyDiscarded(a.effects, i, simulated);
    const missed = enteringChoice ? [] : a.effects.filter((e, i) => ((!(simulated(e) || otherwiseRead(i) || thatManyDiscarded(i) || costSacrificedRead(e) || insteadFollowed(e) || costClause(e, i) || reflexiveItCarriedOut(a, i) || counteredItCarriedOut(a, i) || searchedTold(e, i)) || counteredAbilityIt(a, i) || otherActorUntold(e) || thatPlayerUntold(a, e) || thatPlayerAfterGainedObject(a, a.effects, i) || unboundIt(a, i) || thisWayWithoutDeed(a.effects, i) || itAfterFight(a, i) || itAfterUntoldKind(a, i) || unboundStatIt(a, i) || upToEarly(e) || otherOfResolved(e) || losesTypesOfArtifactCreature(e) || handUntold(e) || (a.kind === 'static' && e.kind === 'modify-pt-x') || ((a.kind === 'static' || a.kind === 'replacement') && containsResolvedOnlyPt(e))) && !modalChosen(e))
      // "If you do" is known only after a "you may" instruction of the same ability (rules/effects/apply-effects.ts), also
      // one under an "if" before it ("if a creature died this turn, you may pay {1}{B}. If you do, …", CR 608.2c–d), or
      // after a mandatory action it reads (CR 118.12).
      || (e.kind === 'conditional' && (e.condition.kind === 'if-you-do' || e.condition.kind === 'if-you-dont') && (a.kind === 'replacement' || !(mayBefore(a.effects.slice(0, i)) || costClause(e, i))))
      // CR 705.2: "If you win the flip" is known only after this ability's own coin flip, written before it.
      || (e.kind === 'conditional' && !flipBefore(a.effects, i)));
    // A delayed trigger acting on "that card" rests on what the ability did before it (CR 603.7c): not carried out when that wasn't.
    if (missed.length) missed.push(...a.effects.filter((e) => e.kind === 'delayed-trigger' && !missed.includes(e)));
    for (const e of a.effects) if (missed.includes(e)) out.push(e.span);
  }
  return out;
}

/**
 * CR 109.4, 603.2: the instruction with its "target … that player controls" phrases read as plain target phrases (the
 * player a triggered ability's event names is matched by rules/state/filters.ts `thatPlayer`), inside "you may" and
 * "if" too; undefined when it has none. "they control" and "that player or that planeswalker's controller" are not read.
 */
function thatPlayersTarget(e: Effect): Effect | undefined {
  if (e.kind === 'optional' || e.kind === 'conditional') {
    const inner = e.effects.map((x) => thatPlayersTarget(x));
    return inner.some((x) => x !== undefined) ? ({ ...e, effects: e.effects.map((x, i) => inner[i] ?? x) } as Effect) : undefined;
  }
  const rec = e as unknown as Record<string, TargetSpec | undefined>;
  let changed: Record<string, TargetSpec> | undefined;
  for (const key of ['target', 'to', 'of'] as const) {
    const t = rec[key];
    if (t && typeof t === 'object' && t.kind === 'target' && t.filter.controlledByThatPlayer && !t.filter.theyControl && !t.filter.thatPlayerOrPlaneswalker && !t.andTarget) {
      (changed ??= {})[key] = { ...t, filter: { ...t.filter, controlledByThatPlayer: undefined } };
    }
  }
  return changed ? ({ ...e, ...changed } as Effect) : undefined;
}

/**
 * CR 701.20a, 701.20e, 608.2d, 701.9a: within `effect`, every hand shown, card chosen "from it" and card discarded "that
 * card" is told by rules/effects/hand-effects.ts — in the order the ability's instructions are written (its effects
 * walked in text order, those of a mode on their own): a card is chosen "from it" only after one player's hand was
 * revealed or looked at, "that player discards that card" only after a card was chosen from it, and "that player"
 * reveals their hand only in a triggered ability whose event passes that player (`handPlayerTold`).
 */
function handShownBefore(a: Ability, effect: Effect): boolean {
  if (!('effects' in a) || !a.effects) return true;
  let ok = true;
  const check = (list: readonly Effect[]) => {
    let shown = false;
    let chosen = false;
    walkOutsideModes(list, (x) => {
      const mine = containsEffect(effect, x);
      if (x.kind === 'reveal-hand' || x.kind === 'look-hand') {
        shown = true;
        if (mine && (x.kind === 'reveal-hand' ? x.who : x.whose) === 'that-player' && !handPlayerTold(a)) ok = false;
      }
      if (x.kind === 'choose-target' && x.fromIt) { if (mine && !shown) ok = false; chosen = true; }
      if (x.kind === 'player-action' && x.action === 'discard' && x.cards?.kind === 'it' && mine && !chosen) ok = false;
      if (handCardMove(x) && mine && !chosen) ok = false;
    });
  };
  check(a.effects);
  walkEffects(a.effects, (x) => { if (x.kind === 'modal') for (const m of x.modes) check(m); });
  return ok;
}

/**
 * Whether any instruction of `effects` (in a mode, or held in any instruction's `effects`: every one handShownBefore's walks
 * meet) is one of the kinds that can make handShownBefore false; when none is, it holds for every instruction.
 */
function handMayBeUntold(effects: readonly Effect[] | undefined): boolean {
  if (!effects) return false;
  for (const x of effects) {
    if (x.kind === 'reveal-hand' || x.kind === 'look-hand' || (x.kind === 'choose-target' && x.fromIt) || (x.kind === 'player-action' && x.action === 'discard') || handCardMove(x)) return true;
    if (x.kind === 'modal' && x.modes.some((m) => handMayBeUntold(m))) return true;
    const inner = (x as { effects?: unknown }).effects;
    if (Array.isArray(inner) && handMayBeUntold(inner as Effect[])) return true;
  }
  return false;
}

/** Whether a search of several zones, the library among them, is among these instructions (or under a "you may" of theirs). */
function searchBefore(effects: readonly Effect[]): boolean {
  let found = false;
  walkOutsideModes(effects, (x) => { if (x.kind === 'search-library' && searchedZones(x.zones) !== undefined && effectSimulated(x)) found = true; });
  return found;
}

/** An instruction moving the card chosen from a shown hand by its owner's words ("that player", "that player's library"). */
function handCardMove(e: Effect): boolean {
  if (e.kind !== 'zone-change' || e.target.kind !== 'it' || e.target.eventObject || e.target.word !== 'that card') return false;
  const byOwner = (e.who === 'that-player' || e.who === 'they') && e.topOf === undefined;
  const toOwnersTop = e.who === undefined && e.topOf === "that player's" && e.how === 'put' && e.to === 'library' && !e.bottom;
  return (byOwner || toOwnersTop) && (e.how === 'exile' || (e.how === 'shuffle' && e.to === 'library') || e.how === 'put')
    && !e.withCounters && !e.faceDown && !e.until && !e.order && !e.transformed && !e.attachedTo && !e.fromTop && !e.tapped && (e.how !== 'put' || e.to === 'library');
}

/** walkEffects without entering a modal effect's modes (each mode is followed on its own, CR 700.2). */
function walkOutsideModes(effects: readonly Effect[], visit: (e: Effect) => void): void {
  for (const e of effects) {
    visit(e);
    if (e.kind === 'modal') continue;
    const inner = (e as { effects?: unknown }).effects;
    if (Array.isArray(inner)) walkOutsideModes(inner as Effect[], visit);
  }
}

/** Whether `x` is `e` or one of the effects `e` holds. */
function containsEffect(e: Effect, x: Effect): boolean {
  let found = false;
  walkEffects([e], (y) => { if (y === x) found = true; });
  return found;
}

/**
 * CR 510.3a, 503.1a, 603.2: a triggered ability whose event passes a player "that player" names — the player dealt combat
 * damage by one creature (rules/triggers/combat-triggers.ts) or the player whose step began (conditionPlayerTold).
 */
function handPlayerTold(a: Ability): boolean {
  if (a.kind !== 'triggered') return false;
  if (conditionPlayerTold(a.event)) return true;
  return a.event.kind === 'object-event' && (a.event.event === 'deals combat damage to a player' || a.event.event === 'deals combat damage to an opponent') && !a.event.subject.oneOrMore;
}

/**
 * CR 611.3a, 613.1: rules/layers (units.ts) applies a static ability's layered effects to the objects it names as a set —
 * itself, "all …" (or its `appliesTo`), and "it" after "as long as enchanted / equipped <object> is …" (that object,
 * 303.4, 301.5); an effect on any other "it" or a target ("As long as ~ is untapped, it has flying" read as a static
 * ability) is not applied there, so an answer that could rest on it is inconclusive: not carried out.
 */
/**
 * CR 613.1, 611.3a: a static ability's objects are matched by the layer system (rules/layers), whose matcher has no turn
 * history and no attachments: "Equipped creatures you control have flying", "Creatures that attacked this turn get
 * +1/+0" (what is attached, CR 301.5a, 303.4, 700.9; what an object did this turn, 508.1, 603.6a) are read only where a
 * target or a resolving effect's objects are found (targetSimulated): not carried out in a static ability.
 */
function staticUntoldWords(a: Ability, e: Effect): boolean {
  if (a.kind !== 'static' && a.kind !== 'replacement') return false;
  let untold = false;
  // CR 301.5a, 303.4, 700.9: what is attached is told by the layers' matcher (rules/layers/attachment-words.ts), for a
  // static ability's layered effects only (a restriction or a replacement is matched elsewhere).
  const says = (f: ObjectFilter | undefined, layered: boolean): boolean => !!f && (!!f.didThisTurn || (!layered && attachmentWordsTold(f) !== f));
  walkEffects([e], (x) => {
    const layered = a.kind === 'static' && descriptorOf(x).continuous && descriptorOf(x).layers.some((l) => /^[4-7]/.test(l));
    for (const k of ['target', 'of', 'to', 'other']) {
      const t = (x as unknown as Record<string, TargetSpec | undefined>)[k];
      if (t && typeof t === 'object' && 'filter' in t && says(t.filter, layered)) untold = true;
    }
  });
  return untold;
}

function staticLayeredDropped(a: Ability, e: Effect): boolean {
  if (a.kind !== 'static' || a.appliesTo) return false;
  const onOther = (x: Effect, attached: boolean) => {
    if (descriptorOf(x).layers.length === 0 || !('target' in x) || typeof x.target !== 'object') return false;
    const t = x.target as TargetSpec;
    return t.kind !== 'self' && t.kind !== 'all' && !(attached && t.kind === 'it');
  };
  if (e.kind === 'conditional' && e.asLongAs) {
    const c = e.condition;
    // CR 702.95b: "both creatures" of "as long as ~ is paired with another creature" is the pair (rules/layers/units.ts).
    const attached = (c.kind === 'is' && c.subject.kind === 'all' && !!c.subject.filter?.attachment && !c.past) || pairedPairConditional(e);
    return e.effects.some((x) => onOther(x, attached));
  }
  return onOther(e, false);
}

/**
 * CR 613.4b, 608.2h, 107.3a: a base P/T counted as a spell or ability resolves — "becomes an X/X …", "… each equal to its
 * mana value", "base power and toughness X/X" (rules/effects/layered-effects.ts) —, which the layers don't count for a
 * static ability (or a replacement) that states it.
 */
function resolvedOnlyPt(e: Effect): boolean {
  return e.kind === 'set-base-pt-to' || e.kind === 'set-base-pt-of' || (e.kind === 'set-base-pt' && !!e.ptX);
}
function containsResolvedOnlyPt(e: Effect): boolean {
  let found = false;
  walkEffects([e], (x) => { if (resolvedOnlyPt(x)) found = true; });
  return found;
}

/** A quoted ability (a token's, CR 113.1a) read whole and carried out: its trigger event, its cost and its effects. */
function abilityCarriedOut(a: Ability): boolean {
  return a.kind !== 'text' && a.unmodeled.length === 0 && unsimulatedSpans(a, a.span).length === 0;
}

/** Whether an effect is of kind `kind`, or holds one (a conditional's or optional's effects). */
function containsKind(e: Effect, kind: Effect['kind']): boolean {
  let found = false;
  walkEffects([e], (x) => { if (x.kind === kind) found = true; });
  return found;
}
