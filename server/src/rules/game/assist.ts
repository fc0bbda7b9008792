// Assist (CR 702.132a): "If the total cost to cast a spell with assist includes a generic mana component, before you
// activate mana abilities while casting it, you may choose another player. [...] Before you begin to pay the total cost
// of the spell, the player you chose may pay for any amount of the generic mana in the spell's total cost." In a
// two-player game that player is the opponent (102.2). The scenario names the mana sources of theirs that pay, `cast …
// paying @theirs, @mine`: each of theirs pays one generic mana, up to the generic mana of the total cost; the caster
// pays the rest (601.2g–h).

import type { GameState, PlayerId } from '../state/game-state';
import { otherPlayer } from '../state/game-state';
import type { Outcome } from '../state/events';
import { payMana } from '../actions/mana-payment';
import type { ManaPaymentContext } from '../actions/mana-payment';
import { manaIsPaid } from '../state/mana-pool';
import { adjustGeneric, parseManaCost } from '../state/mana';
import { msg } from '../../i18n';

/**
 * CR 702.132a: the other player pays generic mana of `cost` with the sources of theirs the step names; what is left for
 * the caster to pay and the sources the other player tapped, or undefined when their payment failed (the cast is refused).
 */
export function assistPayment(s: GameState, out: Outcome, player: PlayerId, named: readonly string[], cost: string, card: string, purpose: ManaPaymentContext['purpose']): { rest: string; sources: string[] } | undefined {
  const helper = otherPlayer(player);
  const sources = [...new Set(named)].filter((id) => { const o = s.objects.get(id); return !!o && o.zone === 'battlefield' && o.controller === helper; });
  const parsed = parseManaCost(cost);
  const generic = (parsed?.symbols ?? []).filter((x) => x.kind === 'generic').reduce((n, x) => n + x.manaValue, 0);
  const amount = Math.min(generic, sources.length);
  if (!manaIsPaid(s) || amount === 0 || !parsed) return { rest: cost, sources: [] };
  if (!payMana(s, out, `{${amount}}`, { player: helper, choices: sources, purpose })) return undefined;
  out.note({ why: msg('rules.cast.assisted', { player: helper, card, amount }), cr: ['702.132a'] });
  return { rest: adjustGeneric(parsed, -amount).text, sources };
}
