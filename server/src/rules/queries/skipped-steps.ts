// "Skip your draw step" (CR 614.1b, 614.10): a static ability of a permanent whose effect replaces each of its
// controller's steps of that kind with nothing, for as long as the permanent is on the battlefield; unlike "skip your
// next draw step" (rules/effects/turn-effects.ts, 614.10a) it is never used up.

import type { GameState, PlayerId } from '../state/game-state';
import { battlefieldObjects } from '../state/game-state';
import { computeCharacteristics } from '../layers';

/** The turn steps a static "Skip your … step" names (model/abilities/effect-table.ts SKIPPABLE). */
const STATIC_SKIPS: Readonly<Record<'untap' | 'draw', string>> = { untap: 'untap step', draw: 'draw step' };

/** The permanent whose static ability makes `player` skip every `step` of theirs (CR 614.10), or undefined. */
export function staticSkipper(s: GameState, player: PlayerId, step: 'untap' | 'draw'): string | undefined {
  for (const o of battlefieldObjects(s)) {
    if (o.controller !== player) continue;
    for (const r of computeCharacteristics(s, o).abilities) {
      if (r.ability.kind !== 'static') continue;
      // CR 614.10: "Skip your draw step": "your" is the ability's controller.
      if ((r.ability.effects ?? []).some((e) => e.kind === 'skip' && e.what === STATIC_SKIPS[step] && !e.their && (e.who === undefined || e.who === 'you'))) return o.id;
    }
  }
  return undefined;
}
