// Casting a spell (CR 601.2): where from (the hand, or a zone an effect allows, 601.2a), timing (307.1, 708.4 face-down spells have no flash), the face-down
// permission (702.37d, 702.168c), targets (601.2c), total cost (601.2f) and ward triggers on its targets (702.21a).

import { additionalCostParts, spellCost } from '../queries/casting-cost';
import { costProblems, payCost } from '../actions/costs';
import { tapObject } from '../actions/statuses';
import { payMana } from '../actions/mana-payment';
import { manaIsPaid } from '../state/mana-pool';
import { auraTargetSpec, isPlayer } from '../queries/target-legality';
import { enchantParameter } from '../state/filters';
import type { FilterView } from '../state/filters';
import { chooseModes, spellAbilitiesOf, withChosenModes } from '../queries/choices';
import { changedAbilities, textChangingCast } from '../queries/cast-text-changes';
import { Outcome, illegal } from '../state/events';
import { profileForOrigin } from '../state/face-down';
import type { FaceDownOrigin, GameState, PlayerId, Reason } from '../state/game-state';
import { restOn } from '../state/game-state';
import { adjustGeneric, fromSymbols, hasVariable, parseManaCost, withAdditionalMana } from '../state/mana';
import { blankValues, findKeyword, hasType, keywordsOf, printedValues, splitHalfValues } from '../state/objects';
import { need } from '../state/require-object';
import { announcedTargets, checkAnnouncedTargets, checkTargetsFor } from '../queries/targets';
import { stackAbility } from '../queries/ability-targets';
import { checkDivision } from '../queries/division';
import { moveObject } from '../actions/zones';
import { castPermission, ownCastPermissions } from '../effects/permission-effects';
import { becomeTargets } from '../actions/become-target';
import { hasSorceryTiming, timingProblem } from '../queries/timing';
import { reasonMessage } from '../state/reasons';
import { msg, type Message } from '../../i18n';
import { libraryCards } from '../state/library';
import { chooseSplices } from './splice';
import { additionalMana, chooseKeywordCosts, graveyardKeyword, keywordCastCost, otherParts, ownAlternativeCost } from './keyword-costs';
import { castKeywordRule } from '../../model/abilities/keyword-abilities';
import { evaluateFact } from '../queries/facts';
import { toldConditionOrRest } from '../queries/conditions';
import { convokeCreatures, convokedCost } from './convoke';
import { delveCards, delvedCost } from './delve';
import { chooseEitherCost, eitherCostOf } from './either-cost';
import { improviseArtifacts } from './improvise';
import { bestowedValues } from './bestow';
import { prowlAllowed } from './prowl';
import { assistPayment } from './assist';
import { emergeCreature } from './emerge';
import { checkMutateTarget } from './mutate';
import { splitCast, type SplitCast } from './split-cast';
import { computeCharacteristics } from '../layers';
import { staticsStoodFor } from '../queries/keyword-abilities';
import { castLimitProblem } from '../queries/cast-limits';
import { castProhibitedBy, landPlayProhibitedBy } from '../queries/player-restrictions';
import { flashGrantedBy } from '../queries/flash-permission';
import { ownRule, rulesControlled } from '../queries/rule-sentences';
import { ownFlashExtraCost } from '../../model/abilities/flash-terms';
import type { ManaCost } from '../../model/types';
import { lookupTable } from '../../model/lookup-table';

/** The rules of each keyword cost a note names (CR 702.x). */
const KEYWORD_CR: Readonly<Record<string, readonly string[]>> = lookupTable({
  multikicker: ['702.33c'], buyback: ['702.27a'], entwine: ['702.42a'], evoke: ['702.74a'], 'jump-start': ['702.133a'], retrace: ['702.81a'], foretell: ['702.143a'], emerge: ['702.119a'], mutate: ['702.140a'],
  spectacle: ['702.137a'], surge: ['702.117a'], madness: ['702.35a', '702.35b'], dash: ['702.109a'], blitz: ['702.152a'], bestow: ['702.103a'], replicate: ['702.56a'], miracle: ['702.94a'], escalate: ['702.120a'], prowl: ['702.76a'], casualty: ['702.153a'], disturb: ['702.146a'],
  overload: ['702.96a'], cleave: ['702.148a'],
});

/** The catalog's words for a keyword cost's condition (`rules.cast.keyword-condition`). */
const CONDITION_WORDS: Readonly<Record<string, string>> = lookupTable({ 'opponent-lost-life-this-turn': 'opponentLostLife', 'cast-another-spell-this-turn': 'anotherSpell' });

/** CR 305.1–305.2: playing a land is a special action: your main phase, empty stack, one land per turn. */
export function playLand(s: GameState, out: Outcome, player: PlayerId, id: string): void {
  const obj = need(s, out, id);
  if (!obj) return;
  // CR 305.1, 116.2a: from the hand, or from the zone an effect lets the player play it from.
  const permitted = obj.zone !== 'hand' ? castPermission(s, player, obj.id, true) : undefined;
  if ((obj.zone !== 'hand' || obj.owner !== player) && !permitted) {
    out.fail(illegal(msg('rules.land.not-from-hand', { player, zone: obj.zone }), ['305.1', '116.2a']));
    return;
  }
  if (!hasType(printedValues(obj.card, false, []).cardTypes, 'land')) {
    out.fail(illegal(msg('rules.land.not-a-land', { card: obj.card.name }), ['305.1', '601.2']));
    return;
  }
  if (!hasSorceryTiming(s, player)) {
    out.fail(illegal(msg('rules.land.timing'), ['305.1', '505.6b']));
    return;
  }
  // CR 305.1, 101.2: a static ability that prohibits the player playing lands ("Players can't play lands").
  const landProhibitedBy = landPlayProhibitedBy(s, player);
  if (landProhibitedBy) {
    out.fail(illegal(msg('rules.land.prohibited', { player, card: obj.card.name, source: landProhibitedBy }), ['305.1', '101.2']));
    return;
  }
  // CR 305.2, 305.2a: one land a turn, and one more for each "You may play an additional land on each of your turns"
  // and each resolved "You may play an additional land this turn".
  if (s.landsPlayed[player] >= 1 + rulesControlled(s, player, 'additional-land-each-turn') + (s.extraLandsThisTurn?.[player] ?? 0)) {
    out.fail(illegal(msg('rules.land.already-played', { player }), ['305.2', '305.2a']));
    return;
  }
  s.landsPlayed[player]++;
  moveObject(s, out, obj.id, 'battlefield', { controller: player });
}

export interface CastOptions {
  /** Cast face down with this keyword (CR 702.37c, 702.168b). */
  faceDown?: 'morph' | 'megamorph' | 'disguise';
  /** Cast face down through an effect (Illusionary-Mask-like, CR 708.4) without paying its mana cost. */
  faceDownByEffect?: { turnUpOnDamageOrTap?: boolean; source?: string };
  targets?: string[];
  /** The amounts of a divided effect for each target, in target order (CR 601.2d). */
  division?: number[];
  /** "Enters as a copy" choice. */
  copying?: string;
  withoutPayingManaCost?: boolean;
  /** Pay ward costs this spell triggers (default: don't pay). */
  payWard?: boolean;
  x?: number;
  /** Mana sources (and objects for other cost parts) the player pays with (rules/actions/mana-payment.ts). */
  paying?: string[];
  /** Modes chosen for a modal spell, 1-based (CR 601.2b, 700.2a). */
  modes?: number[];
  /** Pay Phyrexian symbols with 2 life each rather than mana (CR 107.4f). */
  payLife?: boolean;
  /** Pay its kicker cost too (CR 702.33a); a number: its multikicker cost that many times (702.33c). */
  kicked?: boolean | number;
  /** Which of its kicker costs are paid, by their mana ("{1}{U}"): "Kicker A and/or B" (CR 702.33b, 702.33f). */
  kickedWith?: string[];
  /** Keywords whose costs the caster pays as it is cast, lower case (CR 601.2b, 601.2f: "buyback", "entwine", "evoke"). */
  castWith?: string[];
  /** Cast as a triggered ability of its own keyword resolves (CR 608.2g: madness 702.35a, rebound 702.88a, suspend
   * 702.62a): from exile, timing permissions ignored (117.1), no priority in between. */
  duringResolution?: boolean;
  /** Cast as an instruction of the resolving spell or ability allows ("You may cast that card without paying its mana
   * cost", CR 608.2g, 601.2a): from the zone the card is in (rules/game/resolution-cast.ts). */
  byInstruction?: boolean;
}

export { hasSorceryTiming };

export function castSpell(s: GameState, out: Outcome, player: PlayerId, id: string, opts: CastOptions = {}): void {
  const obj = need(s, out, id);
  if (!obj) return;
  // CR 117.1a: a spell is cast by a player who has priority (none in the untap step or an uneventful cleanup step,
  // 502.4, 514.3); no other spell while a split-second spell is on the stack (702.61a).
  const timing = opts.duringResolution ? null : timingProblem(s, 'cast');
  if (timing) {
    out.fail(timing);
    return;
  }
  const notes: Reason[] = [];
  const faceDown = !!opts.faceDown || !!opts.faceDownByEffect;
  // CR 702.103b, 702.103d: cast bestowed, it is an Aura enchantment spell with enchant creature, and only those
  // characteristics decide whether it can be cast (bestow.ts).
  const bestowing = !faceDown && (opts.castWith ?? []).includes('bestow');
  const front = printedValues(obj.card, false, notes);
  let printed = bestowing ? bestowedValues(front) : front;
  // CR 709.3, 702.102a, 702.127a: the half of a split card cast, both halves fused, or an aftermath half (split-cast.ts).
  const split = faceDown ? { words: [] } as SplitCast : splitCast(obj, player, opts.castWith ?? []);
  if (split.refused) {
    out.fail(split.refused);
    return;
  }
  // CR 709.3a–b: only the half cast is evaluated to see whether it can be cast.
  if (split.half !== undefined) printed = splitHalfValues(obj.card, split.half, notes);
  // CR 709.3: which half was never said: the left half is cast, and what follows rests on that choice.
  if (split.unnamed) restOn(s, { sourceName: obj.card.name, text: obj.card.name, what: 'choice' });
  // CR 702.102b–c, 709.4: a fused split spell has both halves' characteristics; its total cost includes each half's mana cost.
  if (split.fused) {
    const fusedCost = parseManaCost((obj.card.faces ?? []).map((f) => f.manaCost?.text ?? '').join(''));
    if (fusedCost) printed = { ...printed, manaCost: { ...fusedCost, text: printed.manaCost?.text ?? fusedCost.text } };
    out.note({ why: msg('rules.cast.fused', { card: obj.card.name }), cr: ['702.102a', '702.102c'] });
  }
  // CR 702.127a: an aftermath half may be cast from its owner's graveyard.
  const byAftermath = !!split.fromGraveyard;
  // Where from (CR 601.2a; 601.3e for casting permission from the library).
  const fromHand = obj.zone === 'hand' && obj.owner === player;
  const fromLibraryTop =
    obj.zone === 'library' &&
    obj.owner === player &&
    libraryCards(s, player, 1)[0] === obj.id &&
    s.modifiers.some((m) => m.kind === 'cast-creature-spells-from-library-top' && m.controller === player);
  const fromCommand = obj.zone === 'command' && obj.owner === player && s.commanders.has(obj.cardId);
  // CR 601.2a: an effect may let the player cast it from another zone (exile, a graveyard, the library), maybe free (118.9).
  const permission = !fromHand ? castPermission(s, player, obj.id, false) : undefined;
  // CR 702.34a flashback, 702.133a jump-start, 702.81a retrace: a keyword that lets its owner cast the card from their
  // graveyard, paying its cost (keyword-costs.ts `graveyardKeyword`).
  const fromGraveyard = !fromHand && !permission && !opts.faceDown && obj.zone === 'graveyard' && obj.owner === player ? graveyardKeyword(front.abilities, obj.card.name, opts.castWith ?? []) : undefined;
  const flashback = fromGraveyard === 'flashback' ? keywordCastCost(front.abilities, 'flashback', obj.card.name) : undefined;
  // CR 702.146a, 712.8c: cast with disturb, it is cast transformed: the spell has its back face's characteristics.
  const transformedCast = !!fromGraveyard && !!castKeywordRule(fromGraveyard)?.transformed && !!obj.card.faces?.[1];
  if (transformedCast) printed = printedValues(obj.card, true, notes);
  // CR 702.143a: a card its owner foretold (rules/game/foretell.ts) may be cast from exile for its foretell cost.
  const foretold = !fromHand && !permission && !opts.faceDown && obj.zone === 'exile' && obj.owner === player && obj.foretoldTurn !== undefined;
  // CR 608.2g: its own keyword's triggered ability lets the player cast it from exile as that ability resolves.
  // CR 608.2g, 601.2a: an instruction of the resolving spell or ability allows it from where the card is.
  const byResolution = !!opts.duringResolution && (obj.zone === 'exile' || (!!opts.byInstruction && obj.zone !== 'battlefield' && obj.zone !== 'stack')) && !opts.faceDown;
  // CR 101.2: the card's own "You may cast ~ from your graveyard, but not from anywhere else": its "can't" beats any
  // "may" of another zone, the hand included (model/abilities/own-cast-permission.ts).
  const onlyFrom = ownCastPermissions(obj.card).find((p) => p.onlyFrom);
  if (onlyFrom && !(onlyFrom.zones as readonly string[]).includes(obj.zone)) {
    out.fail(illegal(msg('rules.cast.from-zone', { player, card: obj.card.name, zone: obj.zone }), ['101.2', '601.3']));
    return;
  }
  if (!fromHand && !fromLibraryTop && !fromCommand && !permission && !fromGraveyard && !foretold && !byResolution && !byAftermath) {
    out.fail(illegal(msg('rules.cast.from-zone', { player, card: obj.card.name, zone: obj.zone }), ['601.2a', '601.3']));
    return;
  }
  // CR 702.143a: only after the turn it was foretold in has ended.
  if (foretold && obj.foretoldTurn === s.turn) {
    out.fail(illegal(msg('rules.cast.foretold-this-turn', { card: obj.card.name }), ['702.143a']));
    return;
  }
  if (permission?.free && !opts.faceDown) {
    opts = { ...opts, withoutPayingManaCost: true };
    out.note({ why: msg('rules.cast.free-from-zone', { card: obj.card.name, zone: obj.zone, source: permission.sourceName }), cr: ['118.9', '601.2b'] });
  } else if (permission) out.note({ why: msg('rules.cast.permitted-from-zone', { card: obj.card.name, zone: obj.zone, source: permission.sourceName }), cr: ['601.2a'] });
  if (hasType(printed.cardTypes, 'land') && !faceDown) {
    out.fail(illegal(msg('rules.cast.land', { card: obj.card.name }), ['305.9', '601.3']));
    return;
  }
  let method: 'morph' | 'megamorph' | 'disguise' | 'effect' | undefined;
  if (opts.faceDown) {
    // CR 702.37d: casting face down needs the permission of morph/megamorph/disguise on the card.
    const kw = opts.faceDown === 'disguise' ? 'Disguise' : opts.faceDown === 'megamorph' ? 'Megamorph' : null;
    const has = kw ? findKeyword(printed.abilities, kw) : findKeyword(printed.abilities, 'Morph') ?? findKeyword(printed.abilities, 'Megamorph');
    if (!has) {
      out.fail(illegal(msg('rules.cast.no-face-down-keyword', { card: obj.card.name, keyword: opts.faceDown }), ['702.37d', '702.168c']));
      return;
    }
    method = opts.faceDown === 'morph' && has.keyword.toLowerCase() === 'megamorph' ? 'megamorph' : opts.faceDown;
    if (opts.withoutPayingManaCost) {
      out.fail(illegal(msg('rules.cast.face-down-and-free'), ['118.9a', '702.37a']));
      return;
    }
  } else if (opts.faceDownByEffect) method = 'effect';
  // CR 601.3: the card's own "Cast this spell only …" (a face-down spell has no abilities, 708.4).
  const limited = faceDown ? null : castLimitProblem(s, printed.abilities.map((r) => r.ability), obj.id, player, obj.card.name);
  if (limited) {
    out.fail(limited);
    return;
  }
  // CR 601.3, 101.2: a static ability that prohibits the player casting it ("You can't cast creature spells"); a
  // face-down spell is a 2/2 creature spell with no other characteristics (708.4).
  const prohibitedBy = castProhibitedBy(s, player, obj, faceDown ? { ...blankValues(null, 'face-down spell'), cardTypes: ['Creature'], power: 2, toughness: 2 } : printed, obj.zone, faceDown ? undefined : opts.x);
  if (prohibitedBy) {
    out.fail(illegal(msg('rules.cast.prohibited', { player, card: faceDown ? 'face-down spell' : obj.card.name, source: prohibitedBy }), ['601.3', '101.2']));
    return;
  }
  // What the spell is as it is cast (708.4: face-down characteristics for every check).
  const spellTypes = faceDown ? ['Creature'] : printed.cardTypes;
  const isCreatureSpell = hasType(spellTypes, 'creature');
  if (fromLibraryTop && !isCreatureSpell) {
    out.fail(illegal(msg('rules.cast.library-top-not-creature', { card: obj.card.name }), ['601.3e']));
    return;
  }
  // CR 608.2g, 117.1: a spell cast during a resolution ignores timing permissions.
  // OPEN QUESTION: a spell cast during a resolution (cascade, "cast it without paying its mana cost") is not recorded as cast
  // "any time a sorcery couldn't have been cast" (CR 307.1 would say a sorcery couldn't be cast then, the stack not empty).
  let flashExtra: ManaCost | undefined;
  let castAtNonSorceryTime = false;
  if (!opts.faceDownByEffect && !byResolution && !opts.duringResolution) {
    const instant = !faceDown && hasType(spellTypes, 'instant');
    // CR 702.8a, 601.3: flash, or the card's own "You may cast ~ as though it had flash".
    const flash = !faceDown && (!!findKeyword(printed.abilities, 'Flash') || ownRule(printed.abilities.map((r) => r.ability), 'flash-self'));
    // CR 702.8a, 601.3: a permanent's "You may cast <spells> as though they had flash" (queries/flash-permission.ts).
    const grantedFlash = (isCreatureSpell && s.modifiers.some((m) => m.kind === 'creature-spells-have-flash' && m.controller === player))
      || !!flashGrantedBy(s, player, obj, faceDown ? { ...blankValues(null, 'face-down spell'), cardTypes: ['Creature'], power: 2, toughness: 2 } : printed);
    // CR 702.8a, 601.2f: the card's own "… as though it had flash if you pay {2} more to cast it": used only when the
    // spell couldn't be cast otherwise now, its extra mana then added to the total cost (model/abilities/flash-terms.ts).
    const extraForFlash = !instant && !flash && !grantedFlash && !faceDown && !hasSorceryTiming(s, player) ? ownFlashExtraCost(printed.abilities.map((r) => r.ability)) : undefined;
    if (extraForFlash) {
      flashExtra = parseManaCost(extraForFlash) ?? undefined;
      out.note({ why: msg('rules.cast.flash-extra-cost', { card: obj.card.name, cost: extraForFlash }), cr: ['702.8a', '601.2f'] });
    }
    // CR 307.1: cast any time a sorcery couldn't have been cast ("If you cast it any time a sorcery couldn't have been
    // cast, …", followed as the permanent spell resolves: stack.ts).
    castAtNonSorceryTime = !hasSorceryTiming(s, player);
    if (!instant && !flash && !grantedFlash && !extraForFlash && !hasSorceryTiming(s, player)) {
      out.fail(
        illegal(
          faceDown ? msg('rules.cast.face-down-sorcery-timing') : msg('rules.cast.sorcery-timing', { card: obj.card.name }),
          faceDown ? ['708.4', '702.37c', '307.1'] : ['307.1', '702.8a'],
        ),
      );
      return;
    }
  }
  // Cost (CR 601.2f, 118.9): {3} alternative cost for face-down, changed by cost effects (118.9d).
  const view: FilterView = faceDown
      ? { name: null, cardTypes: ['Creature'], subtypes: [], supertypes: [], colors: [], keywords: [] }
      : { name: printed.name, cardTypes: printed.cardTypes, subtypes: printed.subtypes, supertypes: printed.supertypes, colors: printed.colors, keywords: keywordsOf(printed.abilities), manaCost: printed.manaCost };
  // CR 702.34a, 118.9: the flashback cost is an alternative cost: its mana instead of the mana cost.
  if (flashback) out.note({ why: msg('rules.cast.flashback', { card: obj.card.name, cost: flashback.text }), cr: ['702.34a', '118.9'] });
  // CR 601.2b, 601.2f, 118.8, 118.9: the keyword costs the caster pays — an alternative cost (702.74a evoke) or optional
  // additional costs (702.33a kicker, 702.33c multikicker, 702.27a buyback, 702.42a entwine), one reading for all
  // (keyword-costs.ts). A face-down spell has no abilities, so none (708.4).
  const timesKickedNow = opts.kicked === true ? 1 : typeof opts.kicked === 'number' ? Math.max(0, Math.floor(opts.kicked)) : 0;
  // CR 702.133a, 702.81a: the graveyard keyword's cost is paid as it is cast from there (flashback's is read above).
  // CR 702.120a: escalate is paid once for each mode chosen beyond the first — the modes say how often, not the caster.
  const escalations = !faceDown && findKeyword(printed.abilities, 'Escalate') ? Math.max(0, new Set(opts.modes ?? []).size - 1) : 0;
  // CR 702.47a–b: splice — the cards of the caster's hand the step reveals and splices onto it, their costs paid as
  // additional costs (splice.ts); a face-down spell has no quality to splice onto (708.4).
  const splicing = (opts.castWith ?? []).includes('splice');
  const splices = splicing ? chooseSplices(s, out, obj, player, faceDown ? { cardTypes: ['Creature'], subtypes: [] } : printed, opts.paying ?? []) : undefined;
  if (splicing && !splices) return;
  if (splices) opts = { ...opts, paying: splices.paying };
  const named = [...(opts.castWith ?? []).filter((k) => !(flashback && k === 'flashback') && k !== 'escalate' && k !== 'splice' && !split.words.includes(k)), ...Array.from({ length: escalations }, () => 'escalate'), ...(fromGraveyard && fromGraveyard !== 'flashback' && !(opts.castWith ?? []).includes(fromGraveyard) ? [fromGraveyard] : []),
    ...(foretold && !(opts.castWith ?? []).includes('foretell') ? ['foretell'] : [])];
  if (faceDown && (timesKickedNow > 0 || !!opts.kickedWith?.length || named.length > 0)) {
    out.fail(illegal(msg('rules.cast.no-keyword-cost', { card: obj.card.name, keyword: named[0] ?? 'kicker' }), ['708.4', '601.2b']));
    return;
  }
  // CR 118.9: the card's own alternative cost (`with alternative cost`), under the condition it is written with.
  const ownAlternative = named.includes('alternative cost') ? ownAlternativeCost(printed.abilities, obj.card.name) : undefined;
  if (named.includes('alternative cost')) {
    if (!ownAlternative) {
      out.fail(illegal(msg('rules.cast.no-keyword-cost', { card: obj.card.name, keyword: 'alternative cost' }), ['118.9', '601.2b']));
      return;
    }
    if (flashback || opts.withoutPayingManaCost) {
      out.fail(illegal(msg('rules.cast.two-alternative-costs', { card: obj.card.name, keyword: 'alternative cost' }), ['118.9a']));
      return;
    }
    // A condition it can't tell here (CR 118.9, 601.2b) still refuses the cost, but the refusal rests on it
    // (toldConditionOrRest): inconclusive, never a definite no.
    if (ownAlternative.condition && toldConditionOrRest(s, ownAlternative.condition, { controller: player, sourceId: obj.id }, obj.card.name) !== true) {
      out.fail(illegal(msg('rules.cast.alternative-condition', { card: obj.card.name }), ['118.9', '601.2b']));
      return;
    }
    out.note({ why: msg('rules.cast.keyword-cost', { card: obj.card.name, keyword: 'alternative cost', cost: ownAlternative.text, kind: 'alternative', times: 1 }), cr: ['118.9'] });
  }
  const chosen = chooseKeywordCosts(front.abilities, obj.card.name, { named: named.filter((k) => k !== 'alternative cost'), kicked: timesKickedNow, ...(opts.kickedWith?.length ? { kickedWith: opts.kickedWith } : {}), zone: obj.zone, otherAlternative: !!flashback || !!ownAlternative || !!opts.withoutPayingManaCost });
  if ('why' in chosen) {
    if (chosen.keyword === 'kicker' || (chosen.keyword === 'multikicker' && chosen.why === 'missing')) out.fail(illegal(msg('rules.cast.no-kicker', { card: obj.card.name }), ['702.33a', '702.33b', '702.33c', '601.2b']));
    else if (chosen.why === 'two-alternatives') out.fail(illegal(msg('rules.cast.two-alternative-costs', { card: obj.card.name, keyword: chosen.keyword }), ['118.9a']));
    else if (chosen.why === 'zone') out.fail(illegal(msg('rules.cast.keyword-zone', { card: obj.card.name, keyword: chosen.keyword, zone: obj.zone }), ['601.2a', '702.34a']));
    else out.fail(illegal(msg('rules.cast.no-keyword-cost', { card: obj.card.name, keyword: chosen.keyword }), ['601.2b', '118.8', '118.9']));
    return;
  }
  // CR 702.76a: prowl's cost is paid only if a source of the caster's with one of the spell's creature types dealt combat
  // damage to a player this turn (prowl.ts); a turn not seen whole leaves the refusal resting on what went unseen.
  if (chosen.alternative?.keyword === 'prowl' && prowlAllowed(s, player, obj) !== true) {
    out.fail(illegal(msg('rules.cast.keyword-condition', { card: obj.card.name, keyword: 'prowl', condition: 'prowl' }), ['702.76a', '601.2b']));
    return;
  }
  // CR 702.94a: a miracle cost is paid only as the card's miracle ability resolves.
  if (chosen.alternative && castKeywordRule(chosen.alternative.keyword)?.byTrigger && !opts.duringResolution) {
    out.fail(illegal(msg('rules.cast.keyword-by-trigger', { card: obj.card.name, keyword: chosen.alternative.keyword }), [...KEYWORD_CR[chosen.alternative.keyword] ?? [], '601.2b']));
    return;
  }
  // CR 702.137a spectacle, 702.117a surge: a keyword cost paid only when a fact of the game holds as the spell is cast
  // (601.2b); one the engine can't tell (a turn it didn't see from its beginning) is what the refusal rests on (facts.ts).
  for (const k of [...(chosen.alternative ? [chosen.alternative.keyword] : []), ...chosen.additional.map((a) => a.keyword)]) {
    const fact = castKeywordRule(k)?.condition;
    if (fact && evaluateFact(s, fact, undefined, { controller: player, sourceId: obj.id }) !== true) {
      out.fail(illegal(msg('rules.cast.keyword-condition', { card: obj.card.name, keyword: k, condition: CONDITION_WORDS[fact] ?? fact }), [...KEYWORD_CR[k] ?? [], '601.2b']));
      return;
    }
  }
  for (const a of chosen.additional) {
    if (a.keyword === 'kicker') out.note({ why: msg('rules.cast.kicked', { card: obj.card.name, cost: a.cost.text }), cr: ['702.33a', '601.2f'] });
    else out.note({ why: msg('rules.cast.keyword-cost', { card: obj.card.name, keyword: a.keyword, cost: a.cost.text, kind: 'additional', times: a.times }), cr: [...KEYWORD_CR[a.keyword] ?? [], '118.8', '601.2f'] });
  }
  const alternative = flashback ?? ownAlternative ?? chosen.alternative?.cost;
  if (chosen.alternative) out.note({ why: msg('rules.cast.keyword-cost', { card: obj.card.name, keyword: chosen.alternative.keyword, cost: chosen.alternative.cost.text, kind: 'alternative', times: 1 }), cr: [...KEYWORD_CR[chosen.alternative.keyword] ?? [], '118.9'] });
  // CR 601.2b, 601.2f: an additional cost written as a choice between costs: the one the caster pays (either-cost.ts);
  // its mana is part of the total cost, its other parts are paid with the other additional costs. A face-down spell has none (708.4).
  const eitherAlternatives = faceDown ? undefined : eitherCostOf(printed.abilities.map((r) => r.ability), obj.card.name);
  const either = eitherAlternatives ? chooseEitherCost(s, eitherAlternatives, { player, sourceId: obj.id, choices: opts.paying }) : [];
  const eitherMana = either.filter((p) => p.kind === 'mana').map((p) => (p.kind === 'mana' ? p.cost : '')).join('');
  let cost = spellCost(s, out, {
    player,
    obj,
    faceDown,
    free: !!opts.faceDownByEffect || !!opts.withoutPayingManaCost,
    printedCost: alternative ? alternative.mana : printed.manaCost,
    view,
    x: opts.x,
    // CR 702.41a: affinity is a cost reduction of the spell's own, like "This spell costs {1} less …".
    selfAbilities: [...printed.abilities.map((r) => r.ability), ...staticsStoodFor(printed.abilities, printed.name ?? obj.card.name)],
    additional: withExtraMana(withExtraMana(withExtraMana(additionalMana(chosen), flashExtra), eitherMana ? parseManaCost(eitherMana) : undefined), splices?.mana),
    // CR 601.2c, 601.2f: the targets are announced before the total cost is determined ("if it targets a black permanent").
    ...(faceDown ? {} : { targets: opts.targets ?? [] }),
  });
  // CR 702.119a, 702.119c: emerge — the creature sacrificed, chosen as the cost is (the first the step names, else the
  // first the caster controls, as the payment takes it), reduces the total cost by its mana value in generic mana.
  const emerged = chosen.alternative?.keyword === 'emerge' ? emergeCreature(s, player, opts.paying ?? [], obj.id) : undefined;
  if (emerged) {
    const mv = computeCharacteristics(s, emerged).manaValue ?? 0;
    cost = adjustGeneric(parseManaCost(cost) ?? fromSymbols([]), -mv).text;
    out.note({ why: msg('rules.cast.emerge-reduced', { card: obj.card.name, creature: emerged.card.name, amount: mv }), cr: ['702.119a'] });
  }
  // CR 601.2c: targets are chosen as the spell is announced; a face-down spell has no abilities, so no targets (708.4).
  // CR 107.3a: X is chosen only for a cost with X in it (a face-down spell's {3} has none).
  if (typeof opts.x === 'number' && (faceDown || !hasVariable(printed.manaCost))) {
    out.fail(illegal(faceDown ? msg('rules.cast.face-down-no-x') : msg('rules.cast.no-x', { card: obj.card.name }), ['107.3a']));
    return;
  }
  // CR 107.3b: cast without paying its mana cost (nor an alternative cost with X), the only legal choice for X is 0.
  if (typeof opts.x === 'number' && opts.x !== 0 && opts.withoutPayingManaCost) {
    out.fail(illegal(msg('rules.cast.free-x-zero', { card: obj.card.name }), ['107.3b']));
    return;
  }
  // CR 107.3a, 601.2b: X is announced as it is cast; the card's own "X can't be 0" limits that choice (unannounced, X is 0).
  // OPEN QUESTION: cast without paying its mana cost, X can only be 0 (107.3b), so such a spell is refused here.
  if (!faceDown && hasVariable(printed.manaCost) && !(typeof opts.x === 'number' && opts.x >= 1) && ownRule(printed.abilities.map((r) => r.ability), 'x-not-zero')) {
    out.fail(illegal(msg('rules.cast.x-not-zero', { card: obj.card.name }), ['107.3a', '601.2b']));
    return;
  }
  // CR 601.2b, 700.2a: modes are chosen as the spell is cast (a face-down spell has none, 708.4).
  // CR 702.96a–c, 702.148a: cast for its overload (cleave) cost, its text is changed — "each" for "target" (the words
  // in square brackets removed) — and its targets are those of the changed text (queries/cast-text-changes.ts).
  // CR 702.47c–d: the spliced cards' rules text after the spell's own: their targets are announced after its own.
  const own = [...printed.abilities, ...(splices?.cards ?? []).flatMap((c) => printedValues(c.card, false, notes).abilities)].map((r) => r.ability);
  const changing = textChangingCast(chosen.alternative ? [chosen.alternative.keyword] : []);
  const spellAbilities = spellAbilitiesOf(changing ? changedAbilities(changing, own, obj.card.name).abilities : own);
  // CR 702.42a: an entwined spell has all its modes chosen.
  const entwined = chosen.additional.some((a) => a.keyword === 'entwine');
  const modes = faceDown ? undefined : chooseModes(spellAbilities, opts.modes, out, entwined);
  if (modes === null) return;
  if (!faceDown) {
    const spellEffects = withChosenModes(spellAbilities, modes).flatMap((a) => ('effects' in a ? a.effects ?? [] : []));
    // CR 113.1c, 115.1: a permanent named for "target activated ability" names its ability on the stack.
    if (opts.targets?.length) opts = { ...opts, targets: announcedTargets(s, spellEffects, opts.targets, player, hasVariable(printed.manaCost) ? opts.x ?? 0 : undefined) };
    if (!checkAnnouncedTargets(s, out, spellEffects, opts.targets ?? [], { controller: player, sourceId: obj.id, what: 'spell', ...(hasVariable(printed.manaCost) ? { x: opts.x ?? 0 } : {}) })) return;
    // CR 115.1b, 303.4a: an Aura spell targets what its enchant ability names (a player for "Enchant player", 702.5d).
    const aura = printed.subtypes.some((t) => t.toLowerCase() === 'aura');
    // CR 702.140a, 115.1e: cast for its mutate cost, it targets a non-Human creature with the same owner (mutate.ts).
    if (chosen.alternative?.keyword === 'mutate' && !checkMutateTarget(s, out, obj, player, opts.targets ?? [])) return;
    if (aura && opts.targets?.length && !checkTargetsFor(s, out, [auraTargetSpec(enchantParameter({ keywords: keywordsOf(printed.abilities) }))], opts.targets, { controller: player, sourceId: obj.id, what: 'spell' })) return;
    if (!checkDivision(out, spellEffects, opts.targets ?? [], opts.division, hasVariable(printed.manaCost) ? opts.x ?? 0 : undefined)) return; // CR 601.2d
  }
  // CR 601.2f–h: additional costs must be payable; mana abilities are activated and the total cost is paid (the mana
  // only when the scenario pays mana), then the additional costs. A face-down spell has none (708.4).
  // CR 601.2f, 118.8: an additional cost the cost grammar can't read is not paid, and doesn't refuse the cast (it may be
  // legal): the step and what follows rest on that text (scenario/scenario-run.ts `uncertain`, the spell's own text).
  const additional = faceDown ? [] : additionalCostParts(printed.abilities.map((r) => r.ability), obj.card.name);
  const unread = additional.filter((p) => p.kind === 'unknown');
  for (const p of unread) out.note({ why: msg('rules.cost.not-understood', { cost: p.kind === 'unknown' ? p.text : '' }), cr: ['118.3', '601.2f'] });
  const extra = faceDown ? [] : [...(unread.length ? [] : additional), ...either.filter((p) => p.kind !== 'mana'), ...(flashback?.other ?? []), ...(ownAlternative?.other ?? []), ...otherParts(chosen), ...(splices?.other ?? [])];
  const extraCtx = { player, sourceId: obj.id, choices: opts.paying, purpose: { kind: 'spell' as const, cardTypes: spellTypes, faceDown, spell: { obj, view } } };
  const extraProblems = costProblems(s, extra, extraCtx);
  if (extraProblems.length > 0) {
    for (const r of extraProblems) out.fail({ code: r.code, why: msg('rules.cast.additional-cost', { reason: reasonMessage(r) }), cr: [...r.cr, '601.2f'] });
    return;
  }
  // CR 702.51a–b: convoke, after the total cost is determined: each creature named taps to pay one mana of its color or
  // one generic mana; the rest is paid with mana. A face-down spell has no convoke (708.4).
  const convoking = !faceDown && findKeyword(printed.abilities, 'Convoke') ? convokeCreatures(s, player, opts.paying ?? []) : [];
  let manaToPay = cost;
  if (convoking.length > 0) {
    const r = convokedCost(s, cost, convoking);
    if ('unpaid' in r) {
      out.fail(illegal(msg('rules.cast.convoke-unpaid', { card: obj.card.name, creature: r.unpaid.card.name }), ['702.51a']));
      return;
    }
    manaToPay = r.rest;
    out.note({ why: msg('rules.cast.convoked', { card: obj.card.name, count: convoking.length, rest: r.rest }), cr: ['702.51a', '702.51b'] });
  }
  // CR 702.126a–b: improvise, after the total cost is determined: each artifact named taps to pay one generic mana. A
  // face-down spell has no improvise (708.4).
  const improvising = !faceDown && findKeyword(printed.abilities, 'Improvise') ? improviseArtifacts(s, player, opts.paying ?? [], convoking) : [];
  if (improvising.length > 0) {
    const rest = delvedCost(manaToPay, improvising.length);
    if (!genericPaidEach(out, rest, msg('rules.cast.improvise-too-many', { card: obj.card.name, count: improvising.length }), ['702.126a'], msg('rules.cast.improvised', { card: obj.card.name, count: improvising.length, rest: rest ?? '' }), ['702.126a', '702.126b'])) return;
    manaToPay = rest!;
  }
  // CR 702.66a–b: delve, after the total cost is determined: each card named from the caster's graveyard is exiled to pay
  // one generic mana. A face-down spell has no delve (708.4).
  // OPEN QUESTION: a card named both for delve and for another part of the cost that exiles from the graveyard (escape)
  // is taken by delve; no real card the simulator reads has both.
  const delving = !faceDown && findKeyword(printed.abilities, 'Delve') ? delveCards(s, player, opts.paying ?? [], obj.id) : [];
  if (delving.length > 0) {
    const rest = delvedCost(manaToPay, delving.length);
    if (!genericPaidEach(out, rest, msg('rules.cast.delve-too-many', { card: obj.card.name, count: delving.length }), ['702.66a'], msg('rules.cast.delved', { card: obj.card.name, count: delving.length, rest: rest ?? '' }), ['702.66a', '702.66b'])) return;
    manaToPay = rest!;
  }
  // CR 702.132a: assist — the other player pays generic mana of the total cost with the sources of theirs the step names,
  // before the caster pays (assist.ts). A face-down spell has no assist (708.4).
  let assisting: string[] = [];
  if (!faceDown && findKeyword(printed.abilities, 'Assist')) {
    const r = assistPayment(s, out, player, opts.paying ?? [], manaToPay, obj.card.name, extraCtx.purpose);
    if (!r) return;
    manaToPay = r.rest;
    assisting = r.sources;
  }
  const manaChoices = opts.paying?.filter((id) => !convoking.some((o) => o.id === id) && !improvising.some((o) => o.id === id) && !delving.some((o) => o.id === id) && !assisting.includes(id));
  const spentFrom = out.events.length;
  if (!payMana(s, out, manaToPay, { player, choices: manaChoices, preferLife: opts.payLife, purpose: extraCtx.purpose })) return;
  // CR 601.2h: the mana spent to cast it ("if {B} was spent to cast this spell"): what the payment took from the pool;
  // nothing for a cost of no mana; unknown when the scenario doesn't pay mana (`mana is paid`).
  const spentEvent = out.events.slice(spentFrom).find((e) => e.type === 'mana-spent' && e.player === player);
  const noMana = manaToPay.trim() === '' || manaToPay === '{0}';
  // OPEN QUESTION: creatures tapped for convoke (702.51a), artifacts for improvise (702.126a), pay for mana of the cost; whether that is mana "spent to cast"
  // it the CR doesn't say — unknown here.
  // The mana the assisting player spent is spent to cast it too (CR 702.132a): not joined here, so unknown.
  const manaSpent = convoking.length > 0 || improvising.length > 0 || assisting.length > 0 ? undefined : spentEvent?.type === 'mana-spent' ? spentEvent.mana : noMana || manaIsPaid(s) ? '' : undefined;
  for (const o of convoking) tapObject(s, out, o); // CR 702.51a
  for (const o of improvising) tapObject(s, out, o); // CR 702.126a
  for (const o of delving) moveObject(s, out, o.id, 'exile'); // CR 702.66a
  payCost(s, out, extra, extraCtx, (o) => tapObject(s, out, o));
  if (!out.ok) return;
  const fd = faceDown
    ? {
        origin: (method === 'effect' ? 'cast-face-down-effect' : method) as FaceDownOrigin,
        profile: profileForOrigin(method === 'effect' ? 'cast-face-down-effect' : (method as FaceDownOrigin)),
        order: 0,
        turnUpOnDamageOrTap: opts.faceDownByEffect?.turnUpOnDamageOrTap,
      }
    : null;
  const from = obj.zone;
  const costsPaid = [...(flashback ? ['flashback'] : []), ...(ownAlternative ? ['alternative cost'] : []), ...(chosen.alternative ? [chosen.alternative.keyword] : []), ...chosen.additional.map((a) => a.keyword),
    // CR 702.33f: each kicker cost paid, by its text ("kicker {1}{U}"), for "if it was kicked with its {1}{U} kicker" (kicked.ts).
    ...chosen.additional.filter((a) => a.keyword === 'kicker').map((a) => `kicker ${a.cost.text}`)];
  // CR 702.133a: cast with jump-start, it is exiled as it leaves the stack (flashback's own flag above, 702.34a).
  const exiledWith = chosen.additional.find((a) => castKeywordRule(a.keyword)?.exiled)?.keyword ?? (byAftermath ? 'aftermath' : undefined);
  // CR 702.56a: how many times its replicate cost was paid (its cast trigger copies it that many times).
  const replicated = chosen.additional.find((a) => a.keyword === 'replicate')?.times;
  // CR 708.4: turned face down before it goes on the stack.
  const spell = moveObject(s, out, obj.id, 'stack', { faceDown: fd, controller: player });
  if (!spell) return;
  if (transformedCast) spell.transformed = true; // CR 702.146a, 712.8c
  spell.controller = player;
  spell.spell = { caster: player, faceDown, method, targets: [...(opts.targets ?? [])], copying: opts.copying, cost, payWard: !!opts.payWard, from, ...(modes ? { modes } : {}), ...(opts.division ? { division: [...opts.division] } : {}), ...(flashback ? { flashback: true } : {}), ...(exiledWith ? { exiledWith } : {}), ...(chosen.kicked ? { kicked: chosen.kicked } : {}), ...(costsPaid.length ? { costsPaid } : {}), ...(manaSpent !== undefined ? { manaSpent } : {}), ...(replicated ? { replicated } : {}), ...(castAtNonSorceryTime ? { atNonSorceryTime: true } : {}), ...(split.half !== undefined ? { half: split.half } : {}), ...(splices?.cards.length ? { spliced: splices.cards.map((c) => c.card) } : {}) };
  // CR 107.3a: X is chosen as it is cast; a face-down spell's {3} has no X.
  // Not announced, X is 0 (the scenario's stated default; CR 107.3a).
  if (!faceDown && hasVariable(printed.manaCost)) spell.spell.x = typeof opts.x === 'number' && Number.isFinite(opts.x) ? Math.max(0, Math.min(1_000_000, Math.floor(opts.x))) : 0;
  if (faceDown) s.faceDownSpellsCastThisTurn[player]++;
  out.event({ type: 'cast', objectId: spell.id, cardName: obj.card.name, player, faceDown, method, cost, from });
  for (const t of opts.targets ?? []) {
    if (!s.objects.has(t) && !isPlayer(t) && !stackAbility(s, t)) out.fail(illegal(msg('rules.target.missing', { target: t }), ['601.2c'])); // players are targets too (CR 115.1)
  }
  if (!out.ok) return;
  becomeTargets(s, out, spell.id, player, opts.targets ?? []); // CR 115.1, 702.21a
}

/**
 * CR 702.126a, 702.66a: improvise and delve each pay one generic mana of the total cost per object named. `rest`, the
 * cost left (undefined when more were named than the cost's generic mana), refused with `tooMany`, else noted with
 * `paid`; whether the cast goes on.
 */
function genericPaidEach(out: Outcome, rest: string | undefined, tooMany: Message, tooManyCr: string[], paid: Message, paidCr: string[]): boolean {
  if (rest === undefined) {
    out.fail(illegal(tooMany, tooManyCr));
    return false;
  }
  out.note({ why: paid, cr: paidCr });
  return true;
}

/** CR 601.2f, 118.7a: the keyword costs' mana and an extra cost a permission asks for, one cost (one generic number). */
function withExtraMana(a: ManaCost | undefined, b: ManaCost | null | undefined): ManaCost | undefined {
  return b ? withAdditionalMana(a ?? fromSymbols([]), b) : a;
}
