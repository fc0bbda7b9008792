// Before a player receives priority (CR 117.5): state-based actions — for permanents (sba.ts) and for players
// (704.5a–c: 0 life, drawing from an empty library, poison) — then triggered abilities go on the stack in APNAP
// order (603.3b), repeated until nothing more happens. Passing priority (117.3d, 117.4, 500.2).

import type { GameState, PlayerId } from '../state/game-state';
import { compareIds, PLAYERS } from '../state/game-state';
import type { Outcome } from '../state/events';
import { checkStateBasedActions } from './sba';
import { flushTriggers } from '../triggers/put-on-stack';
import { collectTriggers } from '../triggers/collect';
import { stateTriggers } from '../triggers/state-triggers';
import { applyControlEffects } from '../layers/control';
import { removeNoncreaturesFromCombat } from '../actions/remove-from-combat';
import { checkAscend } from './ascend';
import { checkDayNight } from '../actions/day-night';
import { acting, actingLogged } from '../state/acting';
import { endLapsedEffects } from '../state/lasting';
import { msg } from '../../i18n';
import { rulesControlled } from '../queries/rule-sentences';

/** Players who lose now (CR 704.5a life 0 or less, 704.5b drew from an empty library, 704.5c ten poison counters). */
function playerLosses(s: GameState, out: Outcome): void {
  for (const p of PLAYERS) {
    if (s.losers.includes(p) || s.leftGame.includes(p)) continue;
    // CR 104.3b, 704.5a: "You don't lose the game for having 0 or less life" (a permanent the player controls says it).
    const why = s.life[p] <= 0 && rulesControlled(s, p, 'no-loss-for-zero-life') === 0 ? { what: msg('rules.lost.life', { life: String(s.life[p]) }), cr: '704.5a' }
      : s.drewFromEmpty.includes(p) ? { what: msg('rules.lost.empty-library'), cr: '704.5b' }
      : s.poison[p] >= 10 ? { what: msg('rules.lost.poison'), cr: '704.5c' } : null;
    if (!why) continue;
    s.losers.push(p);
    out.event({ type: 'lost', player: p, reason: why.what, cr: [why.cr, '104.3'] });
  }
  s.drewFromEmpty = [];
  const left = PLAYERS.filter((p) => !s.losers.includes(p) && !s.leftGame.includes(p));
  if (s.losers.length > 0 && left.length <= 1 && !s.gameOver) {
    // CR 104.2a: the last player remaining wins; CR 708.9: every face-down object is revealed at the end of the game.
    for (const o of [...s.objects.values()].sort((a, b) => compareIds(a.id, b.id))) {
      if (!o.faceDown) continue;
      o.revealed = true;
      out.event({ type: 'revealed', objectId: o.id, cardName: o.card.name, cr: ['708.9'] });
    }
    s.gameOver = true;
    out.event({ type: 'game-ended' });
  }
}

/** CR 117.5, 704.3: state-based actions, then triggered abilities, until neither happens (bounded). */
export function beforePriority(s: GameState, out: Outcome): void {
  // Each step that may write the game is an acting section (rules/state/acting.ts) that makes a new version when it logged
  // what it did; the state-based actions' check reads between them, and performs what it finds in a section of its own
  // (sba.ts). So the reads after an action that changed nothing more share the check's layer pass.
  actingLogged(s, out, () => {
    endLapsedEffects(s, out); // CR 611.2b: "for as long as ~ remains tapped" effects whose duration is over
    applyControlEffects(s, out); // CR 613.1b: layer 2, also when control-changing effects end
  });
  for (let i = 0; i < 10; i++) {
    actingLogged(s, out, () => {
      checkAscend(s, out); // CR 702.131b, 702.131d: before triggers are looked for
      checkDayNight(s, out); // CR 702.145c–d, 702.145f–g: at once, not a state-based action
      collectTriggers(s, out); // CR 603.2: what happened since the last look triggers abilities
    });
    removeNoncreaturesFromCombat(s, out); // CR 506.4 (a read; each removal an acting section of its own)
    checkStateBasedActions(s, out);
    const more = actingLogged(s, out, () => {
      s.deathtouched.clear();
      playerLosses(s, out);
      collectTriggers(s, out); // CR 704.3, 603.2: and what the state-based actions did
      stateTriggers(s, out); // CR 603.8: a state that matches now
      if (s.gameOver || s.pendingTriggers.length === 0) return false;
      acting(s, () => flushTriggers(s, out)); // the stack changes (CR 603.3b), logged or not: a new version
      return true;
    });
    if (!more) break;
  }
}

/** The player who has priority is assumed to be the one acting; both players passing is one scenario step (CR 117.4). */
export function otherPlayers(s: GameState, p: PlayerId): PlayerId[] {
  return PLAYERS.filter((x) => x !== p && !s.leftGame.includes(x) && !s.losers.includes(x));
}
