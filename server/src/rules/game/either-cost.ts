// CR 601.2b, 601.2f, 118.8: an additional cost written as a choice between costs ("As an additional cost to cast this
// spell, sacrifice a creature or pay {3}{B}"): the caster announces which one they pay as the spell is cast, and that one
// is part of the total cost (its mana added to the mana to pay, its other parts paid with the others). The scenario's
// step names what it pays (`paying @c`): the alternative one of whose parts an object named fits is the one chosen; with
// none named, the alternative that needs no object (mana, life); else the first that can be paid, as a single cost's
// objects are taken when none is named (rules/actions/nonmana-costs.ts). The alternatives are read by
// model/abilities/cost-parts.ts eitherCostAlternatives.
// OPEN QUESTION: with nothing named, paying the alternative that needs no object is the scenario language's reading of
// a silent step, not a rule (CR 601.2b leaves the choice to the caster); a step that means the other names its object.

import { eitherCostAlternatives } from '../../model/abilities/cost-parts';
import type { Ability, CostPart } from '../../model/types';
import { costProblems, type CostContext } from '../actions/costs';
import { namedChoiceFits, OBJECT_PARTS } from '../actions/nonmana-costs';
import type { GameState } from '../state/game-state';

const ADDITIONAL = /additional cost to cast this spell, (.+?)\.?$/i;

/** The alternatives of a spell's own additional cost written as a choice, when each is read whole (else undefined). */
export function eitherCostOf(abilities: readonly Ability[], selfName: string): CostPart[][] | undefined {
  for (const a of abilities) {
    if (!('effects' in a) || !(a.effects ?? []).some((e) => e.kind === 'additional-cost' && e.either)) continue;
    const text = ADDITIONAL.exec(a.text)?.[1];
    const alternatives = text ? eitherCostAlternatives(text, selfName) : undefined;
    if (alternatives) return alternatives;
  }
  return undefined;
}

/** The alternative the caster pays (CR 601.2b): named by an object of the step, else one needing no object, else the first payable. */
export function chooseEitherCost(s: GameState, alternatives: readonly CostPart[][], ctx: CostContext): CostPart[] {
  const named = alternatives.find((parts) => parts.some((p) => namedChoiceFits(s, p, ctx)));
  if (named) return named;
  const objectFree = alternatives.find((parts) => !parts.some((p) => OBJECT_PARTS.has(p.kind)) && costProblems(s, parts.filter((p) => p.kind !== 'mana'), ctx).length === 0);
  if (objectFree) return objectFree;
  return alternatives.find((parts) => costProblems(s, parts.filter((p) => p.kind !== 'mana'), ctx).length === 0) ?? alternatives[0]!;
}
