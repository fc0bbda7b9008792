// When a player may act (CR 117.1): casting a spell, activating an ability and taking the turn-face-up special action
// need priority (117.1a–c, 116.2b), and nobody has priority in the untap step (502.4, 117.3a) or in a cleanup step
// where nothing happened (514.3; 514.3a gives priority when state-based actions or triggers happened there). A mana
// ability needs priority too unless a payment asks for it (117.1d, checked where the payment happens). Split second
// (702.61a): while a spell with it is on the stack, no other spell is cast and no ability that isn't a mana ability is
// activated; mana abilities and special actions stay allowed (702.61b).

import type { GameState, PlayerId, Reason } from '../state/game-state';
import { illegal } from '../state/events';
import { msg } from '../../i18n';
import { computeCharacteristics } from '../layers';
import { findKeyword } from '../state/objects';

/** What a player is about to do, as far as its timing goes. */
export type TimedAction = 'cast' | 'activate' | 'mana-ability' | 'special-action';

/** CR 502.4, 514.3, 514.3a, 117.3a: does any player receive priority in the current step? */
export function priorityGiven(s: GameState): boolean {
  if (s.step === 'untap') return false; // CR 502.4
  // CR 514.3a: players get priority in a cleanup step where state-based actions were performed or abilities triggered
  // (another cleanup step follows), and while anything is on the stack there.
  if (s.step === 'cleanup') return !!s.cleanupAgain || s.stack.length > 0;
  return true;
}

/** How the catalog names each action (i18n/en/rules.ts, `rules.timing.*`). */
const ACTS: Record<TimedAction, string> = { cast: 'cast', activate: 'activate', 'mana-ability': 'manaAbility', 'special-action': 'specialAction' };

const ACT_CR: Record<TimedAction, string> = { cast: '117.1a', activate: '117.1b', 'mana-ability': '117.1d', 'special-action': '116.2b' };

/** The name of a spell with split second on the stack (CR 702.61a), or null. A face-down spell has no abilities (708.4). */
export function splitSecondSpell(s: GameState): string | null {
  for (const e of s.stack) {
    if (e.kind !== 'spell') continue;
    const o = s.objects.get(e.id);
    if (!o) continue;
    const ch = computeCharacteristics(s, o);
    if (findKeyword(ch.abilities, 'Split second')) return ch.name ?? o.card.name;
  }
  return null;
}

/** CR 307.1: the player's own main phase with an empty stack (when a sorcery could be cast; 602.5d, 606.3). */
export function hasSorceryTiming(s: GameState, player: PlayerId): boolean {
  return s.activePlayer === player && s.phase === 'main' && s.stack.length === 0;
}

/** Why a player can't take `action` now (CR 117.1, 502.4, 514.3, 702.61a–b), or null when the timing allows it. */
export function timingProblem(s: GameState, action: TimedAction): Reason | null {
  if (!priorityGiven(s)) {
    const cr = s.step === 'untap' ? ['502.4', '117.3a'] : ['514.3', '514.3a'];
    return illegal(msg('rules.timing.no-priority', { step: s.step === 'untap' ? 'untap' : 'cleanup', act: ACTS[action] }), [...cr, ACT_CR[action]]);
  }
  if (action === 'cast' || action === 'activate') {
    const spell = splitSecondSpell(s);
    if (spell) return illegal(msg('rules.timing.split-second', { spell, act: action }), ['702.61a', '702.61b']);
  }
  return null;
}
