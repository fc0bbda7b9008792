// CR 113.1c, 115.1, 701.6a: an activated or triggered ability on the stack is an object a spell or ability may target
// ("Counter target activated ability", "… target spell or ability"); a mana ability never is on the stack (605.3b, 605.4a).
// Which words of the phrase are read: model/abilities/ability-filter.ts.

import { abilityPhraseRead, namesAbility } from '../../model/abilities/ability-filter';
import type { ObjectFilter, TargetSpec } from '../../model/types';
import type { GameState, PlayerId, StackAbility } from '../state/game-state';

/** The ability on the stack with this id, if any. */
export function stackAbility(s: GameState, id: string): StackAbility | undefined {
  const e = s.stack.find((x) => x.id === id);
  return e?.kind === 'ability' ? e : undefined;
}

/** Does the ability phrase `f` (or one alternative of its or-list) name this ability on the stack, for `controller`'s spell or ability? */
export function abilityMatches(a: StackAbility, f: ObjectFilter, controller: PlayerId): boolean {
  if (f.anyOf) return f.anyOf.some((x) => abilityMatches(a, x, controller));
  if (!namesAbility(f) || !abilityPhraseRead(f)) return false;
  // CR 113.3b, 113.3c: an activated ability is activated; a triggered ability triggers (the stack keeps which).
  if (f.adjectives?.includes('activated') && a.triggered) return false;
  if (f.adjectives?.includes('triggered') && !a.triggered) return false;
  // CR 113.8: an ability on the stack is controlled by the player who activated it or controlled its source as it triggered.
  if (f.controller === 'you' && a.controller !== controller) return false;
  if (f.controller === 'opponent' && a.controller === controller) return false;
  return true;
}

/** Whether a target phrase may name an ability on the stack. */
function takesAbility(spec: TargetSpec): boolean {
  return spec.kind === 'target' && (spec.filter.anyOf ?? [spec.filter]).some(namesAbility);
}

/** Was this ability's source the object `id` is now (the source may have changed zones since, CR 400.7)? */
export function abilityFrom(s: GameState, a: StackAbility, id: string): boolean {
  if (a.sourceId === id || a.movedSourceId === id) return true;
  let cur: string | undefined = a.sourceId;
  for (let i = 0; i < 100 && cur; i++) {
    cur = s.formerIds.get(cur);
    if (cur === id) return true;
  }
  return false;
}

/**
 * The scenario names a permanent (or card) where a target phrase takes an ability: `you cast "Stifle" targeting @imp` names
 * the newest ability of @imp on the stack that fits the phrase (CR 113.1c, 115.1). A spell on the stack the phrase may take
 * ("target spell or ability") stays that spell; a target the phrase can't take as an ability is left as named.
 */
export function namedAbilityTargets(s: GameState, specFor: (i: number) => TargetSpec | undefined, targets: readonly string[], controller: PlayerId): string[] {
  return targets.map((id, i) => {
    const spec = specFor(i);
    if (!spec || spec.kind !== 'target' || !takesAbility(spec) || stackAbility(s, id)) return id;
    if (s.stack.some((x) => x.kind === 'spell' && x.id === id)) return id;
    const filter = spec.filter;
    const found = [...s.stack].reverse().find((x): x is StackAbility => x.kind === 'ability' && abilityFrom(s, x, id) && abilityMatches(x, filter, controller));
    return found?.id ?? id;
  });
}
