// The cleanup step (CR 514): the active player discards down to their maximum hand size (514.1), then damage wears
// off and "until end of turn" effects end (514.2); if state-based actions or triggers happen, players get priority
// and another cleanup step follows (514.3a).

import { rulesControlled } from '../queries/rule-sentences';
import type { GameState, PlayerId } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import { battlefieldObjects } from '../state/game-state';
import type { GameEvent, Outcome } from '../state/events';
import { moveObject } from '../actions/zones';
import { msg } from '../../i18n';
import { camelKey } from '../state/reasons';

/** CR 402.2: the maximum hand size is normally seven; "You have no maximum hand size" and "Your maximum hand size is …" change it. */
export const MAX_HAND_SIZE = 7;

/**
 * CR 402.2: `player`'s maximum hand size — seven, or what the static abilities of permanents they control set it to
 * ("Your maximum hand size is two"), then increased or reduced by the others ("… is increased by one"), never below 0.
 * OPEN QUESTION: the CR gives no order for a set size and a change together; a set size is applied first (the last one
 * on the battlefield when there are several), then every change.
 */
function maxHandSize(s: GameState, player: PlayerId): number {
  let set: number | undefined;
  let delta = 0;
  for (const o of battlefieldObjects(s)) {
    for (const r of computeCharacteristics(s, o).abilities) {
      if (r.ability.kind !== 'static') continue;
      for (const e of r.ability.effects ?? []) {
        if (e.kind !== 'max-hand-size' || e.n === undefined) continue;
        // CR 402.2: "Your maximum hand size …" is its controller's; "Each opponent's maximum hand size …" its controller's opponents'.
        if ((o.controller === player) === (e.whose === 'each-opponent')) continue;
        if (e.change === 'set') set = e.n;
        else delta += e.change === 'increase' ? e.n : -e.n;
      }
    }
  }
  return Math.max(0, (set ?? MAX_HAND_SIZE) + delta);
}

/** CR 514.1: discard down to the maximum hand size — the cards the scenario chose (`end turn discarding …`), then the newest. */
function discardToHandSize(s: GameState, out: Outcome): void {
  const p = s.activePlayer;
  // CR 402.2: "You have no maximum hand size": nothing is discarded.
  if (rulesControlled(s, p, 'no-maximum-hand-size') > 0) return;
  const hand = s.zones[p].hand;
  const max = maxHandSize(s, p);
  const excess = hand.length - max;
  if (excess <= 0) return;
  const chosen = (s.cleanupDiscards ?? []).filter((id) => hand.includes(id)).slice(0, excess);
  const others = hand.filter((id) => !chosen.includes(id));
  const rest = others.slice(others.length - (excess - chosen.length));
  if (chosen.length < excess) {
    out.note({ why: msg('rules.game.discards-to-hand-size-choice', { player: p, max }), cr: ['514.1'] });
  }
  for (const id of [...chosen, ...rest]) moveObject(s, out, id, 'graveyard');
  out.note({ why: msg('rules.game.discards-to-hand-size', { player: p, count: excess, max }), cr: ['514.1', '402.2'] });
}

/** CR 514.1–514.2: the cleanup step's turn-based actions. */
export function cleanup(s: GameState, out: Outcome): void {
  discardToHandSize(s, out);
  s.cleanupDiscards = undefined;
  // CR 514.2: simultaneously, damage is removed (phased-out permanents too) and "until end of turn" effects end.
  for (const e of s.effects.filter((x) => x.duration === 'until-end-of-turn')) {
    out.event({ type: 'effect-ended', effectId: e.id, description: e.copyValues ? msg('rules.event.copy-effect-ends-end-of-turn', { source: e.sourceName }) : msg('rules.event.effect-ends-end-of-turn', { source: e.sourceName, kind: msg('rules.event.effect-kind', { kind: e.effect.kind, key: camelKey(e.effect.kind) }) }) });
  }
  s.effects = s.effects.filter((x) => x.duration !== 'until-end-of-turn');
  s.preventCombatDamage = false; // "this turn" prevention ends too
  delete s.preventionShields; // CR 514.2, 615.1a: this turn's prevention shields end
  delete s.exiledInsteadThisTurn; // CR 514.2, 614.1a: "If … would die this turn, exile it instead" ends
  // CR 701.19a: regeneration shields last "this turn".
  for (const o of battlefieldObjects(s, true)) {
    o.damage = 0;
    delete o.regenerationShields;
  }
}

/**
 * CR 514.3a: after the cleanup's actions, state-based actions were performed or abilities triggered (`since`: the
 * events of this cleanup step): players get priority, and another cleanup step follows.
 */
export function cleanupGivesPriority(s: GameState, out: Outcome, since: readonly GameEvent[]): boolean {
  if (s.step !== 'cleanup') return false;
  const happened = s.stack.length > 0 || since.some((e) => e.type === 'state-based-action' || e.type === 'triggered');
  if (!happened) return false;
  s.cleanupAgain = true;
  out.note({ why: msg('rules.game.cleanup-again'), cr: ['514.3a'] });
  return true;
}
