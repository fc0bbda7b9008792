// Delve (CR 702.66a–b): "For each generic mana in this spell's total cost, you may exile a card from your graveyard
// rather than pay that mana." Like convoke (convoke.ts) it is neither an alternative nor an additional cost: it applies
// after the total cost is determined (702.66b, 601.2f), as the cost is paid (601.2h). The scenario names the cards it
// exiles: `cast … paying @a, @b` (cards in the caster's graveyard; the spell itself is on the stack by then, 601.2a).

import type { GameObject, GameState, PlayerId } from '../state/game-state';
import { adjustGeneric, parseManaCost } from '../state/mana';

/** The objects named to pay with that delve exiles: cards in the caster's own graveyard, not the spell itself (CR 702.66a). */
export function delveCards(s: GameState, player: PlayerId, named: readonly string[], spellId: string): GameObject[] {
  return [...new Set(named)].map((id) => s.objects.get(id)).filter((o): o is GameObject =>
    !!o && o.id !== spellId && o.zone === 'graveyard' && o.owner === player);
}

/** The cost left once `count` cards each paid one generic mana of `cost` (CR 702.66a), or undefined: more cards than generic mana. */
export function delvedCost(cost: string, count: number): string | undefined {
  const generic = (parseManaCost(cost)?.symbols ?? []).filter((x) => x.kind === 'generic').reduce((n, x) => n + x.manaValue, 0);
  if (count > generic) return undefined;
  const parsed = parseManaCost(cost);
  return parsed ? adjustGeneric(parsed, -count).text : cost;
}
