// Foretell (CR 702.143a–b): a special action (116.2h) any time its owner has priority during their own turn — pay {2}
// and exile the card with foretell from the hand face down (406.3); the owner may look at it (702.143a). After that turn
// has ended, it may be cast from exile for its foretell cost instead of its mana cost (an alternative cost, 118.9;
// rules/game/casting.ts with keyword-costs.ts `exileKeyword`).

import type { GameState, PlayerId } from '../state/game-state';
import type { Outcome } from '../state/events';
import { illegal } from '../state/events';
import { need } from '../state/require-object';
import { findKeyword, printedValues } from '../state/objects';
import { moveObject } from '../actions/zones';
import { payMana } from '../actions/mana-payment';
import { timingProblem } from '../queries/timing';
import { msg } from '../../i18n';

/** The special action of foretell (CR 702.143a–b): {2}, and the card from its owner's hand into exile face down. */
export function foretellCard(s: GameState, out: Outcome, player: PlayerId, id: string, paying: readonly string[] = []): void {
  const obj = need(s, out, id);
  if (!obj) return;
  // CR 116.2h, 117.1: a special action needs priority (none in the untap step or an uneventful cleanup step).
  const timing = timingProblem(s, 'special-action');
  if (timing) {
    out.fail(timing);
    return;
  }
  const printed = printedValues(obj.card, false, []);
  if (!findKeyword(printed.abilities, 'Foretell')) {
    out.fail(illegal(msg('rules.foretell.no-keyword', { card: obj.card.name }), ['702.143a']));
    return;
  }
  if (obj.zone !== 'hand' || obj.owner !== player) {
    out.fail(illegal(msg('rules.foretell.not-in-hand', { card: obj.card.name, zone: obj.zone }), ['702.143a']));
    return;
  }
  // CR 702.143a: only during the player's own turn.
  if (s.activePlayer !== player) {
    out.fail(illegal(msg('rules.foretell.not-your-turn', { card: obj.card.name }), ['702.143a']));
    return;
  }
  // CR 702.143a: {2} (mana is paid only when the scenario pays mana, `mana is paid`).
  if (!payMana(s, out, '{2}', { player, choices: [...paying], purpose: { kind: 'other' } })) return;
  out.note({ why: msg('rules.foretell.foretold', { card: obj.card.name }), cr: ['702.143a', '702.143b', '116.2h'] });
  const exiled = moveObject(s, out, obj.id, 'exile', { exileFaceDown: true });
  if (!exiled) return;
  exiled.foretoldTurn = s.turn;
  if (!exiled.lookers.includes(player)) exiled.lookers.push(player); // CR 702.143a: its owner may look at it
}
