// Convoke (CR 702.51a–b): "For each colored mana in this spell's total cost, you may tap an untapped creature of that
// color you control rather than pay that mana. For each generic mana in this spell's total cost, you may tap an
// untapped creature you control rather than pay that mana." It is not an alternative or additional cost: it applies
// after the total cost is determined (702.51b, 601.2f), as the cost is paid (601.2h). The scenario names the creatures
// it taps: `cast … paying @bear` (a creature with a mana ability named there stays a mana source, as before).

import type { GameObject, GameState, PlayerId } from '../state/game-state';
import type { Color, ManaSymbol } from '../../model/types';
import { computeCharacteristics } from '../layers';
import { hasType } from '../state/objects';
import { manaAbilitiesOf } from '../queries/mana-abilities';
import { adjustGeneric, fromSymbols, parseManaCost } from '../state/mana';

/** The objects named to pay with that convoke taps: untapped creatures the caster controls with no mana ability (CR 702.51a). */
export function convokeCreatures(s: GameState, player: PlayerId, named: readonly string[]): GameObject[] {
  return [...new Set(named)].map((id) => s.objects.get(id)).filter((o): o is GameObject =>
    !!o && o.zone === 'battlefield' && o.controller === player && !o.tapped && hasType(computeCharacteristics(s, o).cardTypes, 'creature') && manaAbilitiesOf(s, o).length === 0);
}

/** One mana of the cost a creature may pay instead (CR 702.51a): a colored symbol's colors, or one generic mana. */
interface Slot {
  symbol: number;
  colors: readonly Color[] | 'generic';
}

/**
 * The cost left to pay with mana once each creature paid one mana of `cost` (CR 702.51a), or the first creature that
 * can pay none of it (no mana of its colors, nor generic mana, left): every creature named is matched with one mana.
 */
export function convokedCost(s: GameState, cost: string, creatures: readonly GameObject[]): { rest: string } | { unpaid: GameObject } {
  const symbols = parseManaCost(cost)?.symbols ?? [];
  const slots: Slot[] = [];
  symbols.forEach((sym: ManaSymbol, i) => {
    if (sym.kind === 'generic') for (let k = 0; k < sym.manaValue; k++) slots.push({ symbol: i, colors: 'generic' });
    else if (sym.colors.length > 0 && sym.kind !== 'twobrid') slots.push({ symbol: i, colors: sym.colors });
  });
  const colorsOf = creatures.map((o) => computeCharacteristics(s, o).colors);
  const fits = (c: number, slot: Slot) => slot.colors === 'generic' || slot.colors.some((x) => colorsOf[c]!.includes(x));
  // A matching of creatures to the mana they pay (augmenting paths; a cost has few symbols).
  const slotOf: (number | undefined)[] = slots.map(() => undefined);
  const assign = (c: number, seen: boolean[]): boolean => {
    for (let j = 0; j < slots.length; j++) {
      if (seen[j] || !fits(c, slots[j]!)) continue;
      seen[j] = true;
      if (slotOf[j] === undefined || assign(slotOf[j]!, seen)) {
        slotOf[j] = c;
        return true;
      }
    }
    return false;
  };
  for (let c = 0; c < creatures.length; c++) if (!assign(c, slots.map(() => false))) return { unpaid: creatures[c]! };
  let genericPaid = 0;
  const coloredPaid = new Set<number>();
  slots.forEach((slot, j) => {
    if (slotOf[j] === undefined) return;
    if (slot.colors === 'generic') genericPaid++;
    else coloredPaid.add(slot.symbol);
  });
  const left = symbols.filter((_, i) => !coloredPaid.has(i));
  if (left.length === 0) return { rest: '{0}' };
  return { rest: adjustGeneric(fromSymbols(left), -genericPaid).text };
}
