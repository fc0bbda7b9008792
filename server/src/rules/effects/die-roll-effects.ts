// Rolling a die (CR 706): "Roll a d20." as a spell or ability resolves. The engine never rolls: the result is the one the
// step says (`resolve rolling 15`, CR 706.2); without it no result happens and what follows rests on the roll never
// said (inconclusive). A results table (706.3a) is the rows printed after the rolling line, part of its ability
// (706.3b): the row whose range holds the result gives the instructions that happen.

import type { Ability, Effect } from '../../model/types';
import type { GameState } from '../state/game-state';
import type { Outcome } from '../state/events';
import type { Cursor, EffectContext } from './effect-context';
import { computeCharacteristics } from '../layers';
import { msg } from '../../i18n';

type Roll = Extract<Effect, { kind: 'random' }>;
type Row = Extract<Effect, { kind: 'die-result' }>;

/** CR 706.1a: how many faces the one die an instruction rolls has; undefined for a coin (705) or more than one die. */
export function dieSides(what: Roll['what']): number | undefined {
  switch (what) {
    case 'roll a d20':
    case 'roll a twenty-sided die':
      return 20;
    case 'roll a six-sided die':
      return 6;
    case 'roll a four-sided die':
      return 4;
    default:
      return undefined;
  }
}

/** CR 706.3a: whether a results table's row ("1—9", "20", "15+") holds the result. */
export function rowHolds(row: Pick<Row, 'low' | 'high' | 'plus'>, result: number): boolean {
  if (row.plus) return result >= row.low;
  return result >= row.low && result <= (row.high ?? row.low);
}

/**
 * CR 706.3b: the results table of the ability that holds `roll`: the rows printed right after its line among its
 * source's abilities — as the source is now, or as it last existed (608.2h) when a cost or effect moved it ("{4},
 * Sacrifice ~: Roll a d20.").
 */
function tableOf(s: GameState, roll: Roll, ctx: EffectContext): Row[] {
  const obj = s.objects.get(ctx.sourceId);
  const lists: (readonly Ability[])[] = [];
  if (obj) lists.push(computeCharacteristics(s, obj).abilities.map((r) => r.ability));
  const lki = s.lki.get(ctx.sourceId);
  if (lki) lists.push(lki.abilities.map((r) => r.ability));
  if (obj) for (const face of obj.card.faces) lists.push(face.abilities);
  for (const abilities of lists) {
    const at = abilities.findIndex((a) => 'effects' in a && (a.effects ?? []).includes(roll));
    if (at < 0) continue;
    const rows: Row[] = [];
    for (let i = at + 1; i < abilities.length; i++) {
      const only = (abilities[i] as { effects?: Effect[] }).effects;
      if (only?.length !== 1 || only[0]!.kind !== 'die-result') break;
      rows.push(only[0] as Row);
    }
    return rows;
  }
  return [];
}

/**
 * CR 706.2: the player rolls the die `roll` names; returns the instructions of the results table's row that holds the
 * result (706.3a), to be followed as part of the same ability (706.3b). A result the step didn't say, or one the die
 * doesn't have (706.1a), makes no row happen, and what follows rests on it (inconclusive).
 */
export function rollDie(s: GameState, out: Outcome, roll: Roll, ctx: EffectContext, cur: Cursor): readonly Effect[] {
  const sides = dieSides(roll.what);
  if (sides === undefined) return [];
  const k = cur.rollsUsed ?? 0;
  cur.rollsUsed = k + 1;
  const result = ctx.choices?.rolls?.[k];
  if (result === undefined || result < 1 || result > sides) {
    out.note({ why: result === undefined ? msg('rules.effect.die-roll-missing', { source: ctx.sourceName, sides }) : msg('rules.effect.die-roll-impossible', { source: ctx.sourceName, sides, result }), cr: ['706.1a', '706.2'] });
    (s.unchosenTargets ??= []).push({ sourceName: ctx.sourceName, text: roll.what, what: 'choice' });
    return [];
  }
  out.note({ why: msg('rules.effect.die-rolled', { source: ctx.sourceName, player: ctx.controller, sides, result }), cr: ['706.2'] });
  const row = tableOf(s, roll, ctx).find((r) => rowHolds(r, result));
  return row?.effects ?? [];
}
