// "if you control the creature with the greatest power or tied for the greatest power", "if you control the artifact
// with the highest mana value or tied for the highest mana value" (CR 603.4, 608.2c): among the permanents of the kind
// on the battlefield, the greatest of their powers, toughnesses (208.1) or mana values (202.3), as they are now; the
// player controls (109.4) one with it. Without "or tied", one alone has it. A power or toughness the engine doesn't
// know (208.2) leaves the answer untold.

import type { Condition } from '../../model/types';
import type { GameState, PlayerId } from '../state/game-state';
import { battlefieldObjects } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import { chosenOf, matchesFilter } from '../state/filters';
import { keywordsOf } from '../state/objects';
import { statValue } from './object-stats';

type ControlsMost = Extract<Condition, { kind: 'controls-most' }>;

/** Whether `player` controls the object of the kind with the greatest value; undefined when a value isn't known. */
export function controlsMostHolds(s: GameState, c: ControlsMost, player: PlayerId, ctx: { controller: PlayerId; sourceId: string }): boolean | undefined {
  const values: { controller: PlayerId; n: number }[] = [];
  for (const o of battlefieldObjects(s)) {
    const ch = computeCharacteristics(s, o);
    const view = { ...ch, keywords: keywordsOf(ch.abilities) };
    const opts = { combat: s.combat, controller: ctx.controller, sourceId: ctx.sourceId, chosen: chosenOf(s, ctx.sourceId) };
    if (!matchesFilter(o, view, c.filter, opts) || (c.among && !matchesFilter(o, view, c.among, opts))) continue;
    const n = statValue(ch, c.value);
    if (n === undefined) return undefined;
    values.push({ controller: o.controller, n });
  }
  if (values.length === 0) return false;
  const top = Math.max(...values.map((v) => v.n));
  const best = values.filter((v) => v.n === top);
  // CR 208.1: "the creature with the greatest power" is one creature; tied, no one creature has it unless "or tied" is written.
  return best.some((v) => v.controller === player) && (!!c.tied || best.length === 1);
}
