// Scenario-level mana actions: from now on mana is paid (the scenario default is free mana), put mana into a pool,
// and tap a permanent for mana (CR 106.12: activate a mana ability with {T} in its cost, which resolves at once, 605.3b).

import type { Outcome } from '../state/events';
import { illegal } from '../state/events';
import type { GameState, PlayerId } from '../state/game-state';
import { manaAbilitiesOf, sameMana } from '../queries/mana-abilities';
import { activateManaAbility } from './mana-payment';
import { addMana, manaState, manaTypesOf, type ManaType } from '../state/mana-pool';
import { need } from '../state/require-object';
import { timingProblem } from '../queries/timing';
import { msg } from '../../i18n';

/** `mana is paid`: costs are paid from mana pools and mana abilities from now on (CR 601.2g–h, 602.2b). */
export function startPayingMana(s: GameState, out: Outcome): void {
  manaState(s).paid = true;
  out.note({ why: msg('rules.act.mana-paid-from-now'), cr: ['601.2g', '601.2h'] });
}

/** `you have {G}{G} in pool` / `you add {G}{G}`: mana put into a player's mana pool (CR 106.4). */
export function putManaInPool(s: GameState, out: Outcome, player: PlayerId, text: string): void {
  const types = manaTypesOf(text);
  if (!types) {
    out.fail(illegal(msg('rules.act.not-pool-mana', { text }), ['106.1b']));
    return;
  }
  addMana(s, out, player, types.map((type) => ({ type })));
}

/** `you tap @land for mana` / `… for {G}`: activate its mana ability with {T} in the cost that can add that mana. */
export function tapForMana(s: GameState, out: Outcome, player: PlayerId, id: string, wanted?: string): void {
  const o = need(s, out, id, 'battlefield');
  if (!o) return;
  // CR 117.1d: outside a payment, a mana ability is activated by a player who has priority (split second allows it, 702.61b).
  const timing = timingProblem(s, 'mana-ability');
  if (timing) {
    out.fail(timing);
    return;
  }
  const want = wanted ? manaTypesOf(wanted) : null;
  if (wanted && !want) {
    out.fail(illegal(msg('rules.act.not-one-mana-type', { text: wanted }), ['106.1b']));
    return;
  }
  const abilities = manaAbilitiesOf(s, o).filter((m) => /\{T\}/i.test(m.costText)); // CR 106.12
  const fit = (options: ManaType[][]) => (want ? options.findIndex((x) => sameMana(x, want)) : 0);
  const m = abilities.find((a) => fit(a.options) >= 0);
  if (!m) {
    out.fail(illegal(o.faceDown ? msg('rules.act.face-down-no-mana-abilities') : msg('rules.act.no-tap-mana-ability', { card: o.card.name, wanted: want && wanted ? wanted : 'none' }), o.faceDown ? ['708.2a', '106.12'] : ['106.12', '605.1a']));
    return;
  }
  if (!want && m.options.length > 1) out.note({ why: msg('rules.act.adds-first-choice', { mana: `{${m.options[0]!.join('}{')}}` }), cr: ['106.1'] });
  activateManaAbility(s, out, player, o, m, Math.max(0, fit(m.options)));
}
