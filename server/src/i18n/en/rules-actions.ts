// The rules engine's reasons and notes as actions change the game (server/src/rules/actions/: choices, copies,
// costs, damage, mana, manifest and cloak, statuses, tokens, turning face down). Card names, ids, costs and mana
// are parameters, as written; `player` is `you` or `opponent` (the engine's player id); `how` is `manifest`,
// `manifest-dread` or `cloak`; colors are the engine's letters (W U B R G).

import { def } from '../define';

export const RULES_ACTION_MESSAGES = {
  // A choice as a spell resolves or a permanent enters (actions/choose.ts, CR 608.2d, 607.2d).
  'rules.act.chooses-color': def('{player} chooses {color, select, W {white} U {blue} B {black} R {red} G {green} other {{color}}}', { player: 'text', color: 'text' }),
  'rules.act.chooses-creature-type': def('{player} chooses the creature type {type}', { player: 'text', type: 'text' }),
  /** CR 305.6, 608.2d: "the basic land type of your choice" as it resolves (`resolve choosing Island`). */
  'rules.act.chooses-basic-land-type': def('{player} chooses the basic land type {type}', { player: 'text', type: 'text' }),
  /** CR 205.3i, 607.2d: "choose a land type" (`choosing Desert`). */
  'rules.act.chooses-land-type': def('{player} chooses the land type {type}', { player: 'text', type: 'text' }),
  /** CR 205.2a, 607.2d: "choose a card type" (`choosing artifact`). */
  'rules.act.chooses-card-type': def('{player} chooses the card type {type}', { player: 'text', type: 'text' }),
  /** CR 105.4: "choose a color other than green": the color excepted is no choice. */
  'rules.act.choice-excepted': def('{source}: {player} can\'t choose {except}, the color its text excepts', { player: 'text', source: 'text', except: 'text' }),
  'rules.act.basic-land-type-missing': def('{source}: no basic land type was chosen as it resolved (write `resolve choosing Island`): that part does nothing, and what follows is inconclusive', { source: 'text' }),
  /** CR 102.1, 614.12a: "choose an opponent" with one opponent: that player. */
  'rules.act.chooses-opponent': def('{player} chooses {chosen}, the only opponent', { player: 'text', chosen: 'text' }),
  'rules.act.chooses-name': def('{player} chooses the name "{name}"', { player: 'text', name: 'text' }),
  /** `what`: the choice ("a color", "a creature type", "a card name" or the effect's own words); `how`: the step that makes it. */
  'rules.act.choice-missing': def('{player} must choose {what, select, color {a color} creatureType {a creature type} cardName {a card name} opponent {an opponent} number {a number} cardType {a card type} landType {a land type} basicLandType {a basic land type} player {a player} other {{what}}} for {source} ({how, select, none {a choice the scenario language has no words for yet} other {{how}}}); none was chosen, so what refers to it is inconclusive', { player: 'text', what: 'text', source: 'text', how: 'text' }),
  'rules.act.pt-chosen': def('{source}: {pt} chosen (of {options})', { source: 'text', pt: 'text', options: 'orList' }),
  'rules.act.pt-not-a-choice': def('{source}: {pt} is not one of the choices ({options}); none was chosen, so what follows is inconclusive', { source: 'text', pt: 'text', options: 'orList' }),
  'rules.act.pt-not-chosen': def('{source}: its power and toughness are chosen ({options}; write `choosing {example}`); none was chosen, so what follows is inconclusive', { source: 'text', options: 'orList', example: 'text' }),

  // Copies (actions/copy.ts, actions/tokens.ts, CR 707.2, 708.10).
  'rules.act.copy-gone': def('Nothing to copy: object {id} no longer exists', { id: 'text' }),
  'rules.act.copies-face-down': def('{card} copies a face-down object: it gets the face-down values (a nameless 2/2{ward, select, yes { with ward {2}} other {}}){faceUp, select, yes { and is face up, so it can never be turned face up} other {}}', { card: 'text', ward: 'text', faceUp: 'text', noun: 'text' }),
  'rules.act.face-down-would-be-copy': def('{card} is face down: it stays a face-down 2/2 and would be the copy if turned face up', { card: 'text', noun: 'text' }),
  'rules.act.token-copies-face-down': def('The token copies a face-down object: it is a face-up nameless 2/2{ward, select, yes { with ward {2}} other {}} and can never be turned face up', { ward: 'text' }),

  // Costs and payment (actions/costs.ts, actions/mana-payment.ts, CR 118.3, 601.2g–h).
  'rules.act.cannot-pay': def("{player} can't pay {cost}: {reason}", { player: 'text', cost: 'text', reason: 'message' }),
  'rules.act.mana-symbol-unpayable': def("The simulator can't pay the mana symbol {symbol} in {cost}", { symbol: 'text', cost: 'text' }),
  'rules.act.too-many-ways': def('Too many ways to pay {cost}: name the mana sources with `paying`', { cost: 'text' }),
  /** `pool`: the mana in the pool as symbols, or empty. */
  'rules.act.not-enough-mana': def("{player, select, you {You} other {The opponent}} can't pay {cost}: {pool, select, none {no mana} other {{pool}}} in the mana pool and not enough untapped mana sources for it", { player: 'text', cost: 'text', pool: 'text' }),
  'rules.act.not-enough-life': def("{player} has {life} life and can't pay {amount} life for {cost}", { player: 'text', life: 'text', amount: 'text', cost: 'text' }),
  'rules.act.mana-ability-controller': def("Only its controller may activate {card}'s mana abilities", { card: 'text' }),

  // Countering (actions/counter.ts, CR 101.2).
  'rules.act.cannot-be-countered': def("{card} can't be countered: it stays on the stack", { card: 'text', noun: 'text' }),

  // Damage (actions/damage.ts, CR 120.3, 702.16e, 903.10a).
  'rules.act.damage-replaced-static': def("{source}'s replacement effect changes the damage from {before} to {after}", { source: 'text', before: 'number', after: 'number' }),
  'rules.act.damage-prevented-static': def("{source}'s prevention effect prevents {amount} damage", { source: 'text', amount: 'number' }),
  'rules.act.damage-prevented-shield': def('A prevention shield of {source} prevents {amount} damage', { source: 'text', amount: 'number' }),
  'rules.act.damage-redirected': def('A redirection effect of {source} deals {amount} damage to {onto, select, you {you} opponent {the opponent} other {{onto}}} instead', { source: 'text', amount: 'number', onto: 'text' }),
  'rules.act.redirect-does-nothing': def('The redirection effect of {source} does nothing: what it would deal the damage to is gone or no longer a creature, planeswalker or battle', { source: 'text' }),
  'rules.act.damage-prevented-protection': def('Damage from {source, select, none {a face-down source} other {{source}}} to {id} is prevented (protection)', { source: 'text', id: 'text' }),
  'rules.act.poison': def('{player} gets {count} poison {count, plural, one {counter} other {counters}} (infect)', { player: 'text', count: 'number' }),
  'rules.act.commander-damage': def('It is still a commander{faceDown, select, yes { while face down} other {}}: the damage is commander damage', { faceDown: 'text' }),
  'rules.act.damage-removes-counters': def('Damage to a {counter, select, loyalty {planeswalker} other {battle}} removes that many {counter, select, loyalty {loyalty} defense {defense} other {{counter}}} counters', { counter: 'text' }),

  // Mana (actions/mana-actions.ts, CR 106.1, 106.4).
  'rules.act.mana-paid-from-now': def('Mana is paid from now on: costs are paid from the mana pool and by tapping mana sources'),
  'rules.act.not-pool-mana': def('{text} is not mana a pool can hold: write mana symbols of one type each ({W}{U}{B}{R}{G}{C})', { text: 'text' }),
  'rules.act.not-one-mana-type': def('{text} is not mana of one type', { text: 'text' }),
  'rules.act.face-down-no-mana-abilities': def('A face-down permanent has no mana abilities'),
  'rules.act.no-tap-mana-ability': def('{card} has no mana ability with {T} in its cost{wanted, select, none {} other { that adds {wanted}}}', { card: 'text', wanted: 'text' }),
  'rules.act.adds-first-choice': def('It adds {mana} (the first choice; write `for {G}` to choose)', { mana: 'text' }),

  // Manifest, cloak and manifest dread (actions/manifest.ts, CR 701.40, 701.58, 701.62).
  'rules.act.manifest-empty-library': def("{player}'s library is empty: nothing is {how, select, cloak {cloaked} other {manifested}}", { player: 'text', how: 'text' }),
  'rules.act.manifest-double-faced': def("{card} is a double-faced card: face down it can't transform, and it turns face up front face up", { card: 'text' }),
  'rules.act.manifest-not-put': def('The card was not put onto the battlefield; it stays where it was with its characteristics unmodified'),
  'rules.act.dread-not-top-two': def("{card} is not among the top two cards of {player}'s library, so it can't be chosen to manifest dread", { card: 'text', player: 'text' }),
  'rules.act.dread-empty-library': def('{player}\'s library is empty: nothing is manifested, but "whenever you manifest dread" still triggers', { player: 'text' }),

  // Combat and statuses (actions/remove-from-combat.ts, actions/statuses.ts).
  'rules.act.no-longer-creature': def('{card, select, none {The face-down permanent} other {{card}}} ({id}) is no longer a creature: it is removed from combat', { card: 'text', id: 'text', noun: 'text' }),
  'rules.act.mask-turns-up': def('Its casting effect turns it face up before it becomes tapped or deals/is dealt damage', { noun: 'text' }),
  'rules.act.already-tapped': def('It is already tapped', { noun: 'text' }),
  'rules.act.regeneration-shield': def("{card, select, none {The face-down permanent} other {{card}}} gets a regeneration shield: the next time it would be destroyed this turn, it is regenerated instead", { card: 'text', noun: 'text' }),
  'rules.act.regenerated': def("{card, select, none {The face-down permanent} other {{card}}} is regenerated instead of destroyed: its damage is removed, it is tapped and removed from combat", { card: 'text', noun: 'text' }),
  'rules.act.face-down-cannot-transform': def("A face-down permanent can't transform"),
  'rules.act.not-double-faced': def("{card} is not a double-faced card: it can't transform", { card: 'text' }),
  'rules.act.transform-not-turn-up': def('Transforming is not turning face up: "turned face up" abilities don\'t trigger'),
  'rules.act.controls-face-down': def('{player} now controls the face-down permanent: they may look at it; its owner may not', { player: 'text' }),
  'rules.act.merge-zone': def('Only a card from a hidden or public zone other than the battlefield/stack can merge here'),
  'rules.act.merged-face-up': def('The merged permanent is face up because its new top card is face up; it was not "turned face up" (no triggers)'),

  // Turning a permanent face down (actions/turn-face-down.ts, CR 708.2).
  'rules.act.object-gone': def('Object {id} no longer exists', { id: 'text' }),
  'rules.act.face-down-not-permanent': def("{card} is not a permanent; only permanents can be turned face down by this effect", { card: 'text' }),
  'rules.act.already-face-down': def('It is already face down: turning it face down again does nothing'),
  'rules.act.double-faced-cannot-face-down': def("{card} is a double-faced permanent: it can't be turned face down, so nothing happens", { card: 'text' }),
  /** CR 614.1a, 122.6: a static replacement changes how many counters are put on a permanent. */
  'rules.act.counters-instead': def('{source} changes the counters put: {after} instead of {before}', { source: 'text', before: 'number', after: 'number' }),
  /** CR 614.1a, 111.1: a static replacement changes how many tokens an effect creates. */
  'rules.act.tokens-instead': def('{source} changes the tokens created: {after} instead of {before}', { source: 'text', before: 'number', after: 'number' }),
} as const;
