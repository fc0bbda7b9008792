// The turn (CR 500): steps in order, each step's turn-based actions — untap (502.3), draw (504.1), combat damage
// (510), removal from combat (511.3), cleanup (cleanup.ts: 514.1 discard, 514.2, another cleanup step 514.3a) — the
// "at the beginning of …" and delayed triggers of each step (503.1a, 513.1a, 603.7), and the next turn.

import { pinNextTurnPermissions } from '../effects/permission-effects';
import { staticSkipper } from '../queries/skipped-steps';
import type { GameState, PlayerId, TurnStep } from '../state/game-state';
import { battlefieldObjects, nextTimestamp, otherPlayer, undecidedMay } from '../state/game-state';
import type { Outcome } from '../state/events';
import { illegal } from '../state/events';
import { drawCards } from '../effects/zone-effects';
import { attackChoiceOpen, attackersRefused, blockersRefused, declareAttackers, declareBlockers, endCombat, hasFirstStrikers, requiredAttackers, requiredBlocks, type AttackDeclaration } from './combat';
import { combatDamageStep } from './combat-damage';
import { beforePriority } from './priority';
import { cleanup, cleanupGivesPriority } from './cleanup';
import { emptyManaPools } from '../state/mana-pool';
import { lookupTable } from '../../model/lookup-table';
import { msg } from '../../i18n';
import { camelStep, stepMessage } from '../state/reasons';
import { restrictionsOn } from '../queries/combat-restrictions';
import { UNTAP_RESTRICTIONS } from '../../model/abilities/effect-descriptors';
import type { GameObject } from '../state/game-state';
import { beginTurnRecord } from '../state/turn-history';
import { untapDayNightCheck } from '../actions/day-night';
import { untapStepPhasing } from '../actions/phasing';
import { computeCharacteristics, whileUnchanged } from '../layers';
import { precombatMainLore } from './saga-lore';
import { endUntilNextEffects } from '../state/until-next';

export const STEPS: readonly TurnStep[] = [
  'untap', 'upkeep', 'draw', 'main1', 'beginning-of-combat', 'declare-attackers', 'declare-blockers',
  'first-strike-damage', 'combat-damage', 'end-of-combat', 'main2', 'end', 'cleanup',
];

const PHASE_OF: Record<TurnStep, GameState['phase']> = {
  untap: 'beginning', upkeep: 'beginning', draw: 'beginning', main1: 'main', 'beginning-of-combat': 'combat',
  'declare-attackers': 'combat', 'declare-blockers': 'combat', 'first-strike-damage': 'combat', 'combat-damage': 'combat',
  'end-of-combat': 'combat', main2: 'main', end: 'end', cleanup: 'end',
};

/** The step after `step` this turn, skipping steps that don't happen (CR 508.8, 510.4), or null after cleanup. */
function following(s: GameState, step: TurnStep): TurnStep | null {
  const i = STEPS.indexOf(step);
  let next = STEPS[i + 1] ?? null;
  // CR 508.8: with no attacking creatures, the declare blockers and combat damage steps are skipped.
  const attackers = Object.keys(s.combat?.attackers ?? {});
  if (next === 'declare-blockers' && attackers.length === 0) next = 'end-of-combat';
  // CR 510.4: the first-strike combat damage step happens only if a creature has first strike or double strike.
  if (next === 'first-strike-damage' && !hasFirstStrikers(s)) next = 'combat-damage';
  return next;
}

/** Whether an effect keeps `o` from untapping during its controller's untap step (CR 502.3). */
function keptTapped(s: GameState, o: GameObject): boolean {
  for (const r of restrictionsOn(s, o)) if (UNTAP_RESTRICTIONS.has(r)) return true;
  return false;
}

/**
 * CR 502.3: "You may choose not to untap ~ during your untap step" — its controller's choice as the untap step's
 * untapping happens (no scenario step names it): a "you may" the scenario runner plays both ways (rules/scenario/
 * branches.ts), so an answer that rests on it is inconclusive. True when this run's branch keeps it tapped.
 */
function choosesNotToUntap(s: GameState, o: GameObject): boolean {
  const ch = computeCharacteristics(s, o);
  const rule = ch.abilities.find((r) => r.ability.kind === 'static' && (r.ability.effects ?? []).some((e) => e.kind === 'rule' && e.rule === 'may-not-untap'));
  return rule !== undefined && undecidedMay(s, o.card.name, rule.ability.span);
}

/**
 * CR 502.3: the permanents the active player controls that an effect keeps from untapping during this untap step only
 * ("doesn't untap during its controller's next untap step", "… during your next untap step"). This untap step is that
 * next one, so those effects end here, whether or not the permanent was tapped; one whose permanent left the battlefield
 * ends too (CR 400.7: a new object).
 * OPEN QUESTION: "its controller's next untap step" is read as the untap step of whoever controls it when one begins;
 * a permanent whose control changed before then is kept tapped in its new controller's untap step.
 */
function nextUntapSkips(s: GameState): Set<string> {
  const here = new Set<string>();
  s.untapSkips = (s.untapSkips ?? []).filter((k) => {
    const o = s.objects.get(k.objectId);
    if (!o || o.zone !== 'battlefield') return false;
    if ((k.player ?? o.controller) !== s.activePlayer) return true;
    here.add(o.id);
    return false;
  });
  return here;
}

/** Enter `step` and do its turn-based actions and triggers. */
function enterStep(s: GameState, out: Outcome, step: TurnStep): void {
  emptyManaPools(s, out, step === 'untap'); // CR 106.4: mana empties as each step and phase ends
  s.step = step;
  s.phase = PHASE_OF[step];
  // CR 611.2a, 500.1: "until your next turn" effects end as the turn begins (its untap step, skipped or not), "until your
  // next upkeep" ones as the upkeep step begins (rules/state/until-next.ts).
  if (step === 'untap') endUntilNextEffects(s, out, 'turn');
  else if (step === 'upkeep') endUntilNextEffects(s, out, 'upkeep');
  // CR 614.10, 614.10a: a skipped step doesn't happen: no turn-based action, nothing triggers.
  const skip = (step === 'untap' || step === 'draw') ? (s.skipNext ?? []).findIndex((k) => k.player === s.activePlayer && k.step === step) : -1;
  // CR 614.1b, 614.10: a permanent's static "Skip your draw step" skips every such step of its controller's, never used up.
  const skipper = (step === 'untap' || step === 'draw') && skip < 0 ? staticSkipper(s, s.activePlayer, step) : undefined;
  if (skip >= 0 || skipper) {
    if (skip >= 0) s.skipNext!.splice(skip, 1);
    out.note({ why: msg('rules.game.skips-step', { player: s.activePlayer, step: stepMessage(step) }), cr: ['614.10'] });
    return;
  }
  if (step === 'untap') {
    // CR 502.1, 702.26a: first, phasing (rules/actions/phasing.ts).
    untapStepPhasing(s, out, s.activePlayer);
    // CR 502.2, 730.2: second (after phasing, 502.1), day or night may change on the previous turn's active player's spells.
    untapDayNightCheck(s, out, otherPlayer(s.activePlayer));
    // CR 502.3: the active player untaps their permanents (no player gets priority, 502.4), but for those an effect
    // keeps from untapping ("doesn't untap during its controller's untap step").
    // Which of them an effect keeps tapped is read first, for all at once (one layer pass), as they untap simultaneously.
    const once = nextUntapSkips(s);
    const tapped = battlefieldObjects(s).filter((o) => o.controller === s.activePlayer && o.tapped);
    const kept = whileUnchanged(s, () => new Set(tapped.filter((o) => keptTapped(s, o))));
    for (const o of tapped) {
      if (once.has(o.id) || (!kept.has(o) && choosesNotToUntap(s, o))) out.note({ why: msg('rules.game.stays-tapped', { id: o.id }), cr: ['502.3'] });
      else if (!kept.has(o)) {
        o.tapped = false;
        out.event({ type: 'untapped', objectId: o.id });
      }
    }
  } else if (step === 'upkeep') {
    // CR 702.30a: when each player's upkeeps began ("since the beginning of your last upkeep"); the last two kept.
    const began = ((s.upkeepsBegan ??= {})[s.activePlayer] ??= []);
    began.push(nextTimestamp(s));
    if (began.length > 2) began.shift();
  } else if (step === 'draw') drawCards(s, out, s.activePlayer, 1); // CR 504.1
  else if (step === 'main1') precombatMainLore(s, out); // CR 714.3b
  else if (step === 'beginning-of-combat') s.combat = { attackers: {}, attackersDeclared: false, blocks: {}, blockersDeclared: false, dealtFirstStrike: [] };
  else if (step === 'first-strike-damage') combatDamageStep(s, out, true);
  else if (step === 'combat-damage') combatDamageStep(s, out, false);
  else if (step === 'cleanup') cleanup(s, out);
  // CR 503.1a, 603.7: "at the beginning of …" and delayed triggered abilities trigger as the step begins.
  out.event({ type: 'step-began', step, turn: s.turn, active: s.activePlayer });
}

/** The next turn begins (CR 500.1): the other player becomes active — or the player of the extra turn created last (500.7). */
function nextTurn(s: GameState): void {
  s.turn++;
  beginTurnRecord(s.history, s.turn); // CR 500.1: the engine sees this turn from its beginning
  // CR 500.7: extra turns come before the turn that would have followed the last normal one, which then comes.
  const extra = s.extraTurns?.pop();
  if (extra !== undefined) s.afterExtraTurns ??= otherPlayer(s.activePlayer);
  else delete s.extraTurns;
  const next = extra ?? s.afterExtraTurns ?? otherPlayer(s.activePlayer);
  if (extra === undefined) delete s.afterExtraTurns;
  s.activePlayer = next;
  pinNextTurnPermissions(s); // CR 611.2a: "until the end of your next turn"
  s.faceDownSpellsCastThisTurn = { you: 0, opponent: 0 };
  s.landsPlayed = { you: 0, opponent: 0 };
  delete s.extraLandsThisTurn; // CR 305.2a, 514.2: "this turn" ends
  s.combat = null;
  for (const o of battlefieldObjects(s, true)) if (o.controller === s.activePlayer) o.sinceTurnStart = true; // CR 302.6
}

/** Leave the current step and enter the next one (CR 500.2: only with an empty stack). */
export function advanceStep(s: GameState, out: Outcome): boolean {
  if (s.stack.length > 0) {
    out.fail(illegal(msg('rules.game.stack-not-empty'), ['500.2', '117.4']));
    return false;
  }
  if (s.step === 'end-of-combat') endCombat(s, out); // CR 511.3
  if (s.step === 'declare-attackers' && s.combat && !s.combat.attackersDeclared && !declareRequiredAttackers(s, out)) return false;
  // CR 509.1: blockers are declared in the declare blockers step; a step left without a declaration declared none.
  // Abilities that trigger on that ("attacks and isn't blocked", 509.3g) go on the stack before priority (509.2a).
  if (s.step === 'declare-blockers' && s.combat && !s.combat.blockersDeclared && Object.keys(s.combat.attackers).length > 0) {
    // CR 509.1c: the blocks the rules require are declared — each creature that blocks each combat if able blocks an
    // attacker it can; which one, when it could block several, was a choice never made.
    const defender = otherPlayer(s.activePlayer);
    const required = requiredBlocks(s, defender);
    if (required.length) out.note({ why: msg('rules.game.required-blockers', { count: required.length }), cr: ['509.1c'] });
    for (const r of required) if (r.attackers.length > 1) (s.unchosenTargets ??= []).push({ sourceName: s.objects.get(r.blocker)?.card.name ?? '', text: 'blocks each combat if able', what: 'choice' });
    declareBlockers(s, out, defender, required.map((r): [string, string] => [r.blocker, r.attackers[0]!]));
    if (!out.ok) return false;
    beforePriority(s, out);
    if (s.stack.length > 0) {
      out.note({ why: msg('rules.game.no-blockers-triggers'), cr: ['509.1', '509.2a'] });
      return false;
    }
  }
  // CR 514.3a: after a cleanup step in which players got priority, another cleanup step begins.
  const again = s.step === 'cleanup' && !!s.cleanupAgain;
  s.cleanupAgain = false;
  const next = again ? 'cleanup' : following(s, s.step);
  if (next === null) {
    nextTurn(s);
    enterStep(s, out, 'untap');
  } else enterStep(s, out, next);
  return true;
}

/** Steps where no player receives priority (CR 502.4, 514.3), passed through without stopping. */
const NO_PRIORITY: readonly TurnStep[] = ['untap', 'cleanup'];

/**
 * Move through the steps until `target` (this turn if it is still ahead, else the next turn's) — or, with
 * `nextTurn`, until the next turn's `target`. Stops early when abilities go on the stack (players get priority).
 */
export function moveToStep(s: GameState, out: Outcome, target: TurnStep, opts: { nextTurn?: boolean; announce?: boolean } = {}): void {
  const startTurn = s.turn;
  for (let i = 0; i < 40; i++) {
    if (!advanceStep(s, out)) return;
    const arrived = s.step === target && (!opts.nextTurn || s.turn > startTurn);
    if (arrived && opts.announce !== false) out.event({ type: 'reached-step', step: s.step, turn: s.turn, active: s.activePlayer });
    const since = out.events.length;
    // CR 502.4: no player receives priority in the untap step: what triggered there (day becoming night, 730.1a; a
    // permanent untapping) waits for the upkeep, when a player would (the log is read from its cursor then).
    if (s.step !== 'untap' || arrived) beforePriority(s, out);
    if (s.gameOver) return;
    cleanupGivesPriority(s, out, out.events.slice(since)); // CR 514.3a
    if (arrived) return;
    if (s.stack.length > 0 && (!NO_PRIORITY.includes(s.step) || s.step === 'cleanup')) {
      if (opts.announce !== false) out.event({ type: 'reached-step', step: s.step, turn: s.turn, active: s.activePlayer });
      out.note({ why: msg('rules.game.stopped-at-step', { step: stepMessage(s.step) }), cr: ['117.3b', '117.5'] });
      return;
    }
  }
}

/**
 * CR 508.1, 508.1d: attackers are declared as the declare attackers step begins; a step left without a declaration
 * declared the attackers the rules require — the creatures that attack each combat if able — and no other. Each attacks
 * the defending player; when a planeswalker or battle could be attacked instead, that was a choice never made (508.1b).
 * Abilities that trigger on the attack go on the stack (508.3a) and the turn stops for them. Returns whether the turn
 * may move on.
 */
function declareRequiredAttackers(s: GameState, out: Outcome): boolean {
  const required = requiredAttackers(s, s.activePlayer);
  if (required.length === 0) return true;
  out.note({ why: msg('rules.game.required-attackers', { count: required.length }), cr: ['508.1d'] });
  if (attackChoiceOpen(s, s.activePlayer)) for (const o of required) (s.unchosenTargets ??= []).push({ sourceName: o.card.name, text: 'attacks each combat if able', what: 'choice' });
  declareAttackers(s, out, s.activePlayer, required.map((o) => o.id));
  if (!out.ok) return false;
  beforePriority(s, out);
  if (s.stack.length === 0) return true;
  out.note({ why: msg('rules.game.stopped-at-step', { step: stepMessage(s.step) }), cr: ['117.3b', '508.3a'] });
  return false;
}

/** Advance (with an empty stack) until `step` is the current step of this turn's combat (CR 500.2, 117.3b). */
export function reachStep(s: GameState, out: Outcome, step: 'declare-attackers' | 'declare-blockers', cr: string[]): boolean {
  const order = ['untap', 'upkeep', 'draw', 'main1', 'beginning-of-combat', 'declare-attackers', 'declare-blockers'];
  for (let i = 0; i < 10 && s.step !== step; i++) {
    if (!order.includes(s.step) || order.indexOf(s.step) > order.indexOf(step)) {
      out.fail(illegal(msg(step === 'declare-attackers' ? 'rules.combat.attackers-wrong-step' : 'rules.combat.blockers-wrong-step', { step: camelStep(s.step) }), cr));
      return false;
    }
    if (!advanceStep(s, out)) return false;
    beforePriority(s, out);
    if (s.step !== step && s.stack.length > 0) {
      out.fail(illegal(msg('rules.game.abilities-on-stack-in-step', { step: stepMessage(s.step) }), ['117.3b']));
      return false;
    }
  }
  return s.step === step;
}
/** CR 508.1: declaring attackers before the declare attackers step first moves the turn there. */
export function attack(s: GameState, out: Outcome, player: PlayerId, decl: readonly (string | AttackDeclaration)[]): void {
  const refused = attackersRefused(s, player);
  if (refused) out.fail(refused);
  else if (reachStep(s, out, 'declare-attackers', ['508.1'])) declareAttackers(s, out, player, decl);
}

/** CR 509.1: declaring blockers before the declare blockers step first moves the turn there. */
export function block(s: GameState, out: Outcome, player: PlayerId, pairs: readonly [string, string][]): void {
  const refused = blockersRefused(s, player);
  if (refused) out.fail(refused);
  else if (reachStep(s, out, 'declare-blockers', ['509.1'])) declareBlockers(s, out, player, pairs);
}

/** "End turn": move through the end step and cleanup to the next turn's precombat main phase. */
export function endTurn(s: GameState, out: Outcome): void {
  moveToStep(s, out, 'main1', { nextTurn: true, announce: false });
}

/** Parse a scenario's step words ("declare blockers", "end step", "second main phase", "upkeep") into a step. */
export function stepFromWords(words: string): TurnStep | null {
  const w = words.toLowerCase().replace(/\b(?:the|step|phase)\b/g, ' ').replace(/\s+/g, ' ').trim();
  const table: Record<string, TurnStep> = lookupTable({
    untap: 'untap', upkeep: 'upkeep', draw: 'draw', main: 'main1', 'precombat main': 'main1', 'first main': 'main1',
    'beginning of combat': 'beginning-of-combat', combat: 'beginning-of-combat', 'declare attackers': 'declare-attackers',
    'declare blockers': 'declare-blockers', 'first strike damage': 'first-strike-damage', 'first-strike damage': 'first-strike-damage',
    'combat damage': 'combat-damage', damage: 'combat-damage', 'end of combat': 'end-of-combat', 'second main': 'main2',
    'postcombat main': 'main2', end: 'end', ending: 'end', cleanup: 'cleanup',
  });
  return table[w] ?? null;
}
