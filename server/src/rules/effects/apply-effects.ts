// Applying model Effects (spell/ability resolution or "apply directly", CR 608.2c): each effect kind's handler comes
// from its family in effects/ (zone moves, face down/up, layered, status and counters, tokens, damage and life,
// delayed triggers, permissions to cast); "you may" instructions (608.2d) are handled here, around the effects they hold.

import { flashExtraCost } from '../../model/abilities/flash-terms';
import type { Condition, Effect, Span } from '../../model/types';
import { actionMeaning } from '../../model/abilities/action-meanings';
import type { GameState, PlayerId } from '../state/game-state';
import { PLAYERS, restOn, undecidedMay } from '../state/game-state';
import { Outcome } from '../state/events';
import type { GameEvent } from '../state/events';
import type { Cursor, EffectContext, EffectHandler, EffectHandlers } from './effect-context';
import { amountOf, copyCursor, followsMay, playersFor, quantityNow, resolveSpec } from './effect-context';
import { isPlayer, targetSpecs } from '../queries/target-legality';
import { evaluateCondition, toldConditionOrRest } from '../queries/conditions';
import type { ConditionContext } from '../queries/conditions';
import { conditionEvaluated, counteredInstead, damageOffered, insteadCarriedOut, insteadRange, otherPayer, ownCostTargetsChecked, replacedObjects } from '../../model/abilities/effect-descriptors';
import { manaProblems, payMana } from '../actions/mana-payment';
import { faceDownEffects } from './face-down-effects';
import { layeredEffects } from './layered-effects';
import { zoneEffects } from './zone-effects';
import { statusEffects } from './status-effects';
import { counterMoveEffects } from './counter-moves';
import { tokenEffects } from './token-effects';
import { damageLifeEffects } from './damage-life-effects';
import { delayedTriggerEffects } from './delayed-trigger-effects';
import { permissionEffects } from './permission-effects';
import { preventionEffects } from './prevention-effects';
import { turnEffects } from './turn-effects';
import { manaEffects, payManaDue } from './mana-effects';
import { choiceEffects } from './choice-effects';
import { searchEffects } from './search-effects';
import { energyEffects } from './energy-effects';
import { energyOf } from '../state/game-state';
import { takesUnlessAction } from './unless-action';
import { canTakeAction, followsCostClause, judgeOutcome, startCost } from './cost-started';
import { rollDie } from './die-roll-effects';
import { flipCoin, flipConditionHolds } from './coin-flip-effects';
import { clashWinHolds } from './clash-effects';
import { conditionDifference } from './condition-difference';
import { combatRequirementEffects } from './combat-requirement-effects';
import { chosenTypeEffects } from './chosen-type-effects';
import { blockingLimitEffects } from './blocking-limit-effects';
import { playerCounterEffects } from './player-counter-effects';
import { shuffleZonesEffects } from './shuffle-zones-effects';
import { emblemEffects } from './emblem-effects';
import { exchangeLifeEffects } from './exchange-life-effects';
import { chosenColorEffects } from './chosen-color-effects';
import { lureEffects } from './lure-effects';
import { forEachObject } from './per-object-effects';
import { ruleEffects } from './rule-effects';
import { handEffects } from './hand-effects';
import { revealUntilEffects } from './reveal-until-effects';
import { classLevelEffects } from './class-level-effects';
import { sentenceXOf, withSentenceX } from './sentence-x';
import { msg } from '../../i18n';


/** "You may …" (CR 608.2d): the player chooses as it resolves; the scenario says `resolve declining` to decline. */
const optional: EffectHandler<'optional'> = (s, out, e, ctx, cur) => {
  // "Target player may draw a card", "each opponent may …" (CR 608.2d): the player the sentence names chooses and does
  // what it says — its instructions are that player's ("their library", 109.5): each in turn order (101.4).
  if (e.who !== 'you') {
    let any = false;
    for (const p of playersFor(s, e.who, ctx, cur).sort((x, y) => Number(y === s.activePlayer) - Number(x === s.activePlayer))) {
      // CR 603.3d, 608.2b: the targets stay those the ability's controller chose, checked from that player's side.
      optional(s, out, { ...e, who: 'you' }, { ...ctx, controller: p, targetsChosenBy: ctx.targetsChosenBy ?? ctx.controller }, cur);
      any ||= cur.did === true;
    }
    cur.did = any;
    return;
  }
  // CR 118.3, 608.2d: "You may pay {2}. If you do, …": a player who can't pay the mana can't choose to (the reason is
  // noted), and "If you do" is then false.
  const pay = e.effects.find((x) => x.kind === 'pay-mana');
  if (pay?.kind === 'pay-mana') {
    // CR 702.24a: "you may pay {1} for each age counter on it": the mana once per counter, counted now (107.3).
    const due = payManaDue(s, pay, ctx) ?? pay.mana;
    const problems = due === '' ? [] : manaProblems(s, due, { player: ctx.controller, purpose: { kind: 'other' } });
    if (problems.length > 0) {
      for (const r of problems) out.note(r);
      cur.did = false;
      return;
    }
  }
  // CR 119.4, 118.3: "You may pay 2 life for each age counter on it" (702.24a): the life counted now; a player whose life
  // total is less than that can't choose to pay it.
  const life = e.effects.find((x) => x.kind === 'life' && x.pay && !x.gain && (x.who === undefined || x.who === 'you'));
  if (life?.kind === 'life' && life.amount.kind !== 'half-life') {
    const n = amountOf(s, out, life.amount, ctx, cur);
    if (n !== undefined && n > 0 && s.life[ctx.controller] < n) {
      out.note({ why: msg('rules.cost.not-enough-life', { player: ctx.controller, life: String(s.life[ctx.controller]), amount: String(n) }), cr: ['119.4', '118.3'] });
      cur.did = false;
      return;
    }
  }
  // CR 107.14, 118.3: "You may pay {E}{E}. If you do, …": a player with fewer energy counters can't choose to.
  const energy = e.effects.find((x) => x.kind === 'energy' && x.pay);
  if (energy?.kind === 'energy' && energyOf(s, ctx.controller) < energy.count) {
    out.note({ why: msg('rules.effect.energy-short', { player: ctx.controller, count: energy.count, total: energyOf(s, ctx.controller) }), cr: ['107.14', '118.3'] });
    cur.did = false;
    return;
  }
  // CR 118.3, 701.9a: "You may discard a land card. If you do, …": a player with no such card can't choose to (noted),
  // and "If you do" is then false (608.2c).
  const [only] = e.effects;
  if (e.effects.length === 1 && only?.kind === 'player-action' && only.action === 'discard' && canTakeAction(s, only, ctx.controller, ctx, cur) === false) {
    out.note({ why: msg('rules.effect.may-action-impossible', { player: ctx.controller, source: ctx.sourceName }), cr: ['118.3', '608.2c'] });
    cur.did = false;
    return;
  }
  if (!followsMay(s, out, ctx, e.span)) {
    cur.did = false;
    return;
  }
  cur.did = true;
  // CR 611.2a: "Until the end of your next turn, you may play those cards": the duration written first is the permission's.
  for (const inner of e.effects) applyEffect(s, out, e.until && inner.kind === 'cast-from' && !inner.until ? { ...inner, until: e.until } : inner, ctx, cur);
};

/**
 * Every effect kind the engine carries out; a kind not listed does nothing here (static cost effects are read when
 * casting). Built on first use: the rules modules import each other in a cycle (zones → triggers → effects).
 */
let handlers: EffectHandlers | null = null;
/** The families' tables joined; two families handling one effect kind is a fault (one would silently hide the other). */
export function joinHandlers(...families: EffectHandlers[]): EffectHandlers {
  const joined = new Map<string, unknown>();
  for (const family of families) {
    for (const [kind, handler] of Object.entries(family)) {
      if (joined.has(kind)) throw new Error(`two effect handlers for the kind '${kind}'`);
      joined.set(kind, handler);
    }
  }
  return Object.fromEntries(joined) as EffectHandlers;
}
const table = (): EffectHandlers =>
  (handlers ??= joinHandlers(
    faceDownEffects,
    layeredEffects,
    zoneEffects,
    statusEffects,
    counterMoveEffects,
    turnEffects,
    tokenEffects,
    damageLifeEffects,
    delayedTriggerEffects,
    permissionEffects,
    preventionEffects,
    manaEffects,
    choiceEffects,
    searchEffects,
    energyEffects,
    combatRequirementEffects,
    chosenTypeEffects,
    blockingLimitEffects,
    playerCounterEffects,
    shuffleZonesEffects,
    emblemEffects,
    exchangeLifeEffects,
    chosenColorEffects,
    lureEffects,
    ruleEffects,
    handEffects,
    revealUntilEffects,
    classLevelEffects,
    {
      optional,
      conditional,
      modal,
      // CR 706.2, 706.3a–b: a die rolled, then its results table's row that holds the result (die-roll-effects.ts).
      // CR 705.2: a coin flipped (coin-flip-effects.ts); CR 706.2: a die rolled, its results table's row followed.
      random: (st, out, e, ctx, cur) => { if (e.what === 'flip a coin') { flipCoin(st, out, e, ctx, cur); return; } for (const inner of rollDie(st, out, e, ctx, cur)) applyEffect(st, out, inner, ctx, cur); },
      // CR 608.2c: "For each <objects>, <instructions>": once per object, "it" naming it (per-object-effects.ts).
      'per-object': (st, out, e, ctx, cur) => forEachObject(st, out, e, ctx, cur, (x) => applyEffect(st, out, x, ctx, cur)),
      // A results table's row happens only as part of the ability that rolls (CR 706.3b): read there, nothing on its own.
      'die-result': () => undefined,
    },
  ));

/** Carries out `effects`; returns the index after the last of `ctx.targets` they took (CR 601.2c). */
export function applyEffects(s: GameState, out: Outcome, effects: readonly Effect[], ctx: EffectContext): number {
  // A triggered ability's "it" starts as the object its trigger event is about (CR 603.2).
  const it = ctx.triggerObject && s.objects.has(ctx.triggerObject) ? [ctx.triggerObject] : [];
  const cur: Cursor = new ResolutionCursor(ctx.targetsFrom ?? 0, it, ctx.triggerObject !== undefined, s.history.current.did.length, { log: out.events, from: out.events.length });
  // CR 701.19c: "Destroy target creature. It can't be regenerated.": the destruction itself can't be regenerated.
  if (effects.some((e) => e.kind === 'restriction' && (e.restriction === "can't be regenerated" || e.restriction === "can't be regenerated this turn") && e.target.kind === 'it')) cur.cantRegenerate = true;
  const list = effects.slice(0, 100);
  const sentenceX = sentenceXOf(list);
  // CR 608.2c: "…. If this spell was kicked, <instructions> instead": the alternative's condition is checked as the
  // sentence it replaces would be followed; when it holds, that sentence is not followed and the alternative is.
  const replaced = new Set<number>();
  const alternatives = new Map<number, number>();
  list.forEach((e, j) => {
    const range = e.kind === 'conditional' && e.instead && insteadCarriedOut(list, j, ctx.triggered ? 'triggered' : 'spell') ? insteadRange(list, j) : undefined;
    if (range && !alternatives.has(range.start)) alternatives.set(range.start, j);
  });
  for (let i = 0; i < list.length; i++) {
    if (replaced.has(i)) continue;
    const j = alternatives.get(i);
    if (j !== undefined) {
      const alt = list[j] as Effect & { kind: 'conditional' };
      replaced.add(j);
      // CR 608.2c, 601.2c: "Target creature gets +3/+3 …. If it's a Human, that creature gets +5/+5 … instead": the
      // alternative and its condition name the objects of the sentence it replaces (its target, announced as the spell
      // was cast): found first, given back to that sentence when the alternative isn't followed.
      const phrase = replacedObjects(list, { start: i, end: j });
      const saved = { next: cur.next, last: cur.last, it: cur.it, itNamed: cur.itNamed };
      const found = phrase && phrase.kind !== 'it' ? new Outcome() : undefined;
      // "any target" may be a player: the alternative's "it" / "that permanent or player" names that player then (CR 115.4).
      if (phrase && found) cur.it = resolveSpec(s, found, phrase, ctx, cur).filter((id) => phrase.kind === 'any-target' || !isPlayer(id));
      if (insteadHolds(s, out, list, i, alt, ctx, cur)) {
        for (const r of found?.reasons ?? []) out.note(r);
        for (let k = i + 1; k < j; k++) replaced.add(k);
        // "… deals 1 damage to each creature. If this spell was kicked, it deals 4 damage … instead": "it" is the source
        // that deals the damage in the sentence replaced.
        const before = list.slice(i, j).find((x) => x.kind === 'damage');
        for (const inner of alt.effects) applyEffect(s, out, inner.kind === 'damage' && inner.source?.kind === 'it' && before?.kind === 'damage' ? { ...inner, source: before.source ?? { kind: 'self' } } : inner, ctx, cur);
        continue;
      }
      if (found) Object.assign(cur, saved);
    }
    // CR 701.6a, 614.1a: "Counter target spell. If that spell is countered this way, exile it instead …": where the
    // countered spell goes is replaced as it is countered (zone-effects.ts), not after.
    const countered = counteredInstead(list, i);
    if (countered) {
      replaced.add(i + 1);
      cur.counteredInstead = countered;
    }
    // CR 107.3c, 608.2h: an instruction of a sentence whose X a later "where X is" defines reads the sentence's X (sentence-x.ts).
    const told = withSentenceX(s, startCost(s, list, i, ctx, cur), ctx, cur, sentenceX);
    applyEffect(s, out, told.e, told.ctx, cur);
    judgeOutcome(s, list, i, cur);
    cur.counteredInstead = undefined;
  }
  return cur.next;
}

/**
 * CR 608.2c, 603.2: "it" names what an earlier part of the ability named. `itNamed` starts as whether a trigger object
 * names it (even one that has since left, 400.7) and turns true on any assignment of `it` by any handler (targets,
 * per-object iteration, moved cards …), so an "it" no instruction ever named is told apart (effect-context.ts
 * `itNamedNothing`). The assignments are seen by an accessor on the class, not one defined on each cursor: redefining
 * an object's own property as an accessor puts it in V8's dictionary mode, and every read of the cursor in the
 * resolution was then a dictionary lookup. A copy (`copyCursor`) takes `it` as a plain value, as a spread of the own
 * accessor did.
 */
export class ResolutionCursor implements Cursor {
  last: string[] = [];
  movedFrom = new Map<string, string>();
  #it: string[];
  constructor(public next: number, it: string[], public itNamed: boolean, public wayFrom: number, public events: { log: readonly GameEvent[]; from: number }) {
    this.#it = it;
  }
  get it(): string[] {
    return this.#it;
  }
  set it(v: string[]) {
    this.#it = v;
    this.itNamed = true;
  }
}

/**
 * Whether the alternative `alt` replaces the sentence starting at `i` (CR 608.2c). An intervening "if" opening a
 * triggered ability (603.4) is told first: when it doesn't hold the ability does nothing, alternative or not.
 */
function insteadHolds(s: GameState, out: Outcome, list: readonly Effect[], i: number, alt: Effect & { kind: 'conditional' }, ctx: EffectContext, cur: Cursor): boolean {
  const first = list[i]!;
  if (i === 0 && ctx.triggered && first.kind === 'conditional' && !first.trailing && !first.asLongAs && !first.instead) {
    const opening = evaluateCondition(s, first.condition, conditionContext(ctx, cur));
    if (opening !== true) return false;
  }
  const held = toldCondition(s, alt.condition, ctx, conditionContext(ctx, cur));
  cur.conditionHeld = held;
  if (held === undefined) out.note({ why: msg('rules.effect.condition-not-evaluated', { kind: alt.condition.kind }), cr: ['608.2c'] });
  if (held === false) out.note({ why: msg('rules.effect.condition-false', { source: ctx.sourceName }), cr: ['608.2c'] });
  return held === true;
}

/**
 * A condition checked as the instruction is followed (CR 608.2c, 603.4). One the engine counts as told (effect-descriptors.ts
 * conditionEvaluated) that it still can't tell here — the object "it" names gone or never named, a past it doesn't keep —
 * leaves what follows resting on it: recorded (rules/scenario/inconclusive.ts `choiceRests`) unless the evaluation
 * recorded why itself (a turn not seen whole, a payment never said).
 */
function toldCondition(s: GameState, c: Condition, ctx: EffectContext, cctx: ConditionContext): boolean | undefined {
  return toldConditionOrRest(s, c, cctx, ctx.sourceName);
}

function conditionContext(ctx: EffectContext, cur: Cursor): ConditionContext {
  const it = cur.it[0];
  const before = it !== undefined ? cur.movedFrom.get(it) : undefined;
  return { controller: ctx.controller, sourceId: ctx.sourceId, ...(it !== undefined ? { it } : {}), ...(before !== undefined ? { itBefore: before } : {}), ...(cur.conditionHeld !== undefined ? { previous: cur.conditionHeld } : {}), ...(ctx.x !== undefined ? { x: ctx.x } : {}), ...(cur.wayFrom !== undefined ? { wayFrom: cur.wayFrom } : {}), ...(ctx.conditionPlayer !== undefined ? { player: ctx.conditionPlayer } : {}), moved: cur.movedFrom, ...(ctx.abilityIndex !== undefined ? { abilityIndex: ctx.abilityIndex } : {}) };
}

/**
 * "If …, …" (CR 608.2c): the condition is checked as the instruction is followed. An intervening "if" opening a
 * triggered ability (603.4) is checked again as the ability resolves: false, it does nothing. A condition the engine
 * can't tell does nothing, noted (the text is marked not simulated, so outcomes resting on it are inconclusive).
 */
const conditional: EffectHandler<'conditional'> = (s, out, e, ctx, cur) => {
  // "This spell costs {2} less to cast if it targets a black permanent": a change of its own cost, applied as it was cast
  // (CR 601.2f, rules/queries/casting-cost.ts); nothing to do as it resolves.
  if (ownCostTargetsChecked(e)) return;
  // "You may cast ~ as though it had flash if you pay {2} more to cast it": a permission used as it was cast (CR 702.8a,
  // 601.2f, rules/game/casting.ts); nothing to do as it resolves.
  if (flashExtraCost(e) !== undefined) return;
  if (e.condition.kind === 'unless-pay') {
    // CR 118.12a: "Sacrifice ~ unless you pay {1}{U}" means "You may pay {1}{U}. If you don't, sacrifice ~."
    cur.conditionHeld = undefined;
    if (paysUnless(s, out, e.condition.mana, ctx, e.span)) return;
    for (const inner of e.effects) applyEffect(s, out, inner, ctx, cur);
    return;
  }
  const payer = e.condition.kind === 'player-does' ? otherPayer(e.condition.effects, e.effects, e.whereX) : undefined;
  if (e.condition.kind === 'player-does' && payer) {
    // CR 118.12: "that player loses 2 life unless they pay {2}": that player chooses as it resolves whether to pay
    // (608.2d). One who can't pay can't choose to (118.3) and the instructions are followed; one who can makes a choice
    // no step makes: the run plays both (scenario/branches.ts), and an answer they differ on is inconclusive.
    cur.conditionHeld = undefined;
    const pay = e.condition.effects[0] as Effect & { kind: 'pay-mana' };
    // CR 107.3, 608.2h: "{X}, where X is its mana value": X counted now; not known, what rests on the payment is untold.
    const x = pay.mana === '{X}' && e.whereX ? quantityNow(s, e.whereX, ctx, cur) : undefined;
    if (pay.mana === '{X}' && x === undefined) {
      out.note({ why: msg('rules.effect.condition-not-evaluated', { kind: e.condition.kind }), cr: ['107.3', '608.2c'] });
      restOn(s, { sourceName: ctx.sourceName, text: `pays ${pay.mana}`, what: 'unknown' });
      return;
    }
    const mana = x !== undefined ? `{${Math.max(0, x)}}` : pay.mana;
    // CR 118.12a, 101.4: "unless any opponent pays {1}": the same offer to the controller's opponents only.
    if (payer === 'any-player' || payer === 'any-opponent') {
      if (!anyPlayerPays(s, out, mana, ctx, e.span, payer === 'any-opponent')) for (const inner of e.effects) applyEffect(s, out, inner, ctx, cur);
      return;
    }
    const players = playersFor(s, payer, ctx, cur);
    if (players.length === 1 && othersPay(s, out, players[0]!, mana, ctx, e.span)) return;
    for (const inner of e.effects) applyEffect(s, out, inner, ctx, cur);
    return;
  }
  const offered = damageOffered(e.condition, e.effects);
  if (offered) {
    // CR 118.12a: "Destroy target land unless its controller has ~ deal 2 damage to them": the target's controller may
    // choose to have this object deal the damage to them (a choice no step makes: both ways, scenario/branches.ts); when
    // they don't, the instructions are followed. No such object (gone, 608.2b): nothing to choose.
    cur.conditionHeld = undefined;
    const spec = targetSpecs(e.effects)[0]!;
    const [id] = resolveSpec(s, new Outcome(), spec, ctx, copyCursor(cur)).filter((x) => !isPlayer(x));
    const player = id !== undefined ? s.objects.get(id)?.controller : undefined;
    if (player !== undefined && (player === ctx.controller ? followsMay(s, out, ctx, e.span) : undecidedMay(s, ctx.sourceName, e.span))) {
      applyEffect(s, out, { ...offered, to: { kind: 'player', who: 'you' } }, { ...ctx, controller: player }, cur);
      return;
    }
    for (const inner of e.effects) applyEffect(s, out, inner, ctx, cur);
    return;
  }
  if (e.condition.kind === 'player-does') {
    // CR 118.12a: "Sacrifice ~ unless you discard a card" means "You may discard a card. If you don't, sacrifice ~."
    cur.conditionHeld = undefined;
    if (takesUnlessAction(s, out, e.condition.effects, ctx, cur, e.span, (x, by) => applyEffect(s, out, x, by ?? ctx, cur), e.effects)) return;
    for (const inner of e.effects) applyEffect(s, out, inner, ctx, cur);
    return;
  }
  if (cur.costClause === e) {
    // CR 118.12: "Sacrifice a creature. If you do / can't, …": whether the player could start the action (cost-started.ts).
    if (followsCostClause(out, e, ctx, cur)) for (const inner of e.effects) applyEffect(s, out, inner, ctx, cur);
    return;
  }
  // "If you do, …": whether the player followed the "you may" instruction before it (CR 608.2c, 608.2d).
  // A limit of the simulator: "…, <effect> instead" replaces instructions already followed (CR 608.2c); the simulator
  // doesn't undo them, so it doesn't follow the alternative either (inconclusive, like an unevaluated condition).
  const it = cur.it[0];
  const before = it !== undefined ? cur.movedFrom.get(it) : undefined;
  // "If you don't, …" (CR 608.2c, 608.2d): the player declined the "you may" instruction before it (702.123a fabricate).
  const told = e.instead ? undefined : e.condition.kind === 'if-you-do'
    ? cur.did
    // CR 701.23a, 608.2c: "If you search your library this way, shuffle": whether this ability's search took in the library.
    : e.condition.kind === 'fact' && (e.condition.fact === 'searched-this-way' || e.condition.fact === 'searched-this-way-past') ? cur.searchedLibrary ?? (cur.did === false ? false : undefined)
    // "If that player doesn't", "If no one does" (CR 608.2d): the offer to another player or to any player before it.
    : e.condition.kind === 'if-you-dont' ? (cur.did === undefined ? undefined : !cur.did)
    // CR 705.2: "If you win / lose the flip": the coin this ability flipped before it (coin-flip-effects.ts).
    : e.condition.kind === 'flip' ? flipConditionHolds(e.condition, cur)
    // CR 701.30d: "If you win" after a clash: the clash this ability made before it (clash-effects.ts).
    : e.condition.kind === 'fact' && e.condition.fact === 'won' ? clashWinHolds(cur)
    : toldCondition(s, e.condition, ctx, conditionContext(ctx, cur));
  // "… unless <condition>" (CR 118.12a reads it as "if not"): the instruction is followed when the condition doesn't hold.
  const holds = told === undefined || !e.unless ? told : !told;
  // "Otherwise, …" after it (CR 608.2c) reads whether this one held.
  cur.conditionHeld = holds;
  const intervening = ctx.triggered === true;
  if (holds === undefined) {
    out.note({ why: msg('rules.effect.condition-not-evaluated', { kind: e.condition.kind }), cr: ['608.2c'] });
    return;
  }
  if (!holds) {
    out.note({ why: msg('rules.effect.condition-false', { source: ctx.sourceName }), cr: intervening ? ['603.4', '608.2c'] : ['608.2c'] });
    // "If it shares a creature type with ~, you may reveal it. If you do, …" (CR 608.2c): a "you may" not reached was
    // not done, so the "If you do" after it doesn't hold.
    if (e.effects.some((x) => x.kind === 'optional')) cur.did = false;
    return;
  }
  // CR 107.1, 608.2c: "… draw cards equal to the difference": the numbers this condition compared (condition-difference.ts).
  cur.difference = conditionDifference(s, e.condition, ctx.controller);
  for (const inner of e.effects) applyEffect(s, out, inner, ctx, cur);
  cur.difference = undefined;
};

/**
 * Whether the controller pays the mana of an "unless you pay" (CR 118.12a): a player who can't pay it can't choose to
 * (CR 118.3: the reason is noted); one who can may, as the scenario says (`resolve accepting/declining`), or both ways
 * when it doesn't (608.2d). Without `mana is paid`, paying costs nothing.
 */
function paysUnless(s: GameState, out: Outcome, mana: string, ctx: EffectContext, span: Span): boolean {
  const pay = { player: ctx.controller, purpose: { kind: 'other' as const } };
  const problems = manaProblems(s, mana, pay);
  if (problems.length > 0) {
    for (const r of problems) out.note(r);
    return false;
  }
  if (!followsMay(s, out, ctx, span)) return false;
  return payMana(s, out, mana, pay);
}

/** Whether `payer` pays `mana` for an "unless … pays" (CR 118.12, 118.3): only when they can; then both ways (608.2d). */
function othersPay(s: GameState, out: Outcome, payer: PlayerId, mana: string, ctx: EffectContext, span: Span): boolean {
  const payment = { player: payer, purpose: { kind: 'other' as const } };
  const problems = manaProblems(s, mana, payment);
  for (const r of problems) out.note(r);
  if (problems.length > 0 || !undecidedMay(s, ctx.sourceName, span) || !payMana(s, out, mana, payment)) return false;
  out.note({ why: msg('rules.effect.pays-unless', { player: payer, mana }), cr: ['118.12'] });
  return true;
}

/**
 * "Sacrifice ~ unless any player pays {3}" (CR 118.12a): each player in turn order, the active player first (101.4), may
 * pay; once one has, the instructions are not followed. One who can't pay can't choose to (118.3, noted); the controller
 * chooses as the scenario says (`resolve accepting/declining`, 608.2d), another player both ways (scenario/branches.ts).
 */
function anyPlayerPays(s: GameState, out: Outcome, mana: string, ctx: EffectContext, span: Span, opponentsOnly = false): boolean {
  const players = [s.activePlayer, ...PLAYERS.filter((p) => p !== s.activePlayer)].filter((p) => !s.losers.includes(p) && !(opponentsOnly && p === ctx.controller));
  for (const p of players) {
    if (p === ctx.controller ? paysUnless(s, out, mana, ctx, span) : othersPay(s, out, p, mana, ctx, span)) return true;
  }
  return false;
}

/**
 * A modal triggered or activated ability ("At the beginning of combat on your turn, choose one — • …"): its modes are
 * the bullet lines after it on the source's card (CR 700.2a–b). On the stack its modes were chosen as it was put there
 * or activated, and its effects are those modes' (trigger-choices.ts, activation.ts); this reads the rest (`apply`): the
 * modes chosen for it, else the first ones, noted. A modal spell's modes are chosen as it is cast (stack.ts).
 */
const modal: EffectHandler<'modal'> = (s, out, e, ctx, cur) => {
  const card = s.objects.get(ctx.sourceId)?.card;
  for (const face of card?.faces ?? []) {
    const header = face.abilities.findIndex((a) => 'effects' in a && (a.effects ?? []).includes(e));
    if (header < 0) continue;
    const bullets: number[] = [];
    for (let i = header + 1; i < face.abilities.length && face.abilities[i]!.bullet; i++) bullets.push(i);
    const wanted = ctx.choices?.modes?.length ? ctx.choices.modes : Array.from({ length: Math.max(1, e.min) }, (_, i) => i + 1);
    if (!ctx.choices?.modes?.length) out.note({ why: msg('rules.effect.modes-engine-choice', { source: ctx.sourceName, count: wanted.length, modes: wanted.join(', ') }), cr: ['700.2b'] });
    for (const m of wanted) {
      const a = face.abilities[bullets[m - 1] ?? -1];
      if (a && 'effects' in a) for (const inner of a.effects ?? []) applyEffect(s, out, inner, ctx, cur);
    }
    return;
  }
  out.note({ why: msg('rules.effect.modes-not-found', { source: ctx.sourceName }), cr: ['700.2'] });
};

function applyEffect(s: GameState, out: Outcome, e: Effect, ctx: EffectContext, cur: Cursor): void {
  // CR 701.41a: a keyword action that stands for an instruction ("support N") is that instruction (action-meanings.ts).
  const meant = actionMeaning(e) ?? e;
  const handler = table()[meant.kind] as EffectHandler<Effect['kind']> | undefined;
  const before = cur.applying;
  cur.applying = e;
  handler?.(s, out, meant, ctx, cur);
  cur.applying = before;
}
