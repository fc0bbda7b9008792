// Rules of the game a static ability changes, written as fixed sentences (model/abilities/rule-sentences.ts), as the
// engine reads them: "You have no maximum hand size" (CR 402.2, 514.1), "You may play an additional land on each of
// your turns" (305.2, 305.2a), a card's own "You may cast ~ as though it had flash" (702.8a, 601.3) and "X can't be 0"
// (107.3a), "No more than one creature can attack / block each combat" (508.1c, 509.1b), "Creatures entering the
// battlefield don't cause abilities to trigger" (603.2). Which rules the engine carries out is data: model/abilities/effect-descriptors.ts `RULES_CARRIED_OUT`.

import type { Ability } from '../../model/types';
import type { RuleId } from '../../model/abilities/rule-sentences';
import type { GameState, PlayerId } from '../state/game-state';
import { battlefieldObjects } from '../state/game-state';
import { computeCharacteristics } from '../layers';

/** Whether an ability is a static ability stating `rule`. */
function states(a: Ability, rule: RuleId): boolean {
  return a.kind === 'static' && (a.effects ?? []).some((e) => e.kind === 'rule' && e.rule === rule);
}

/** How many static abilities of permanents `player` controls state `rule` (each "additional land" counts, CR 305.2a). */
export function rulesControlled(s: GameState, player: PlayerId, rule: RuleId): number {
  let n = 0;
  for (const o of battlefieldObjects(s)) {
    if (o.controller !== player) continue;
    for (const r of computeCharacteristics(s, o).abilities) if (states(r.ability, rule)) n++;
  }
  return n;
}

/**
 * The name of a permanent (anyone's) whose static ability states `rule` now, if any: "No more than one creature can
 * attack each combat" (CR 508.1c), "… can block …" (509.1b), "Creatures entering the battlefield don't cause abilities
 * to trigger" (603.2).
 */
export function ruleInPlay(s: GameState, rule: RuleId): string | undefined {
  for (const o of battlefieldObjects(s)) {
    const ch = computeCharacteristics(s, o);
    if (ch.abilities.some((r) => states(r.ability, rule))) return ch.name ?? o.card.name;
  }
  return undefined;
}

/** Whether an object's own abilities (as it is cast) state `rule`: the spell's "X can't be 0", "… as though it had flash". */
export function ownRule(abilities: readonly Ability[], rule: RuleId): boolean {
  return abilities.some((a) => (a.kind === 'static' || a.kind === 'spell') && (a.effects ?? []).some((e) => e.kind === 'rule' && e.rule === rule));
}
