// The terms a card's own permission to cast it as though it had flash comes with (CR 702.8a, 601.3): "You may cast ~ as
// though it had flash if you pay {2} more to cast it" (an additional cost paid only when the permission is used, 601.2f)
// and "… If you cast it any time a sorcery couldn't have been cast, <instructions>" (followed as the permanent spell
// resolves, CR 307.1: a sorcery is cast only in its controller's main phase with the stack empty). Read by
// rules/game/casting.ts and rules/game/stack.ts; model/abilities/effect-descriptors.ts marks them carried out.

import type { Ability, Condition, Effect } from '../types';

/** "if you pay {2} more to cast it" around the card's own flash permission: the mana, or undefined. */
export function flashExtraCost(e: Effect): string | undefined {
  if (e.kind !== 'conditional' || e.condition.kind !== 'pay-more' || e.asLongAs || e.instead || e.unless) return undefined;
  return e.effects.length === 1 && e.effects[0]!.kind === 'rule' && e.effects[0]!.rule === 'flash-self' ? e.condition.mana : undefined;
}

/** "you cast it any time a sorcery couldn't have been cast" (CR 307.1): the caster, the card itself. */
export function castAtNonSorceryTime(c: Condition): boolean {
  return c.kind === 'happened' && c.verb === 'cast' && c.form === 'base' && !c.negated && c.when === "any time a sorcery couldn't have been cast"
    && 'player' in c.subject && c.subject.player === 'you' && !c.subject.the && !!c.object && 'named' in c.object && c.object.named.kind === 'it' && !c.tail;
}

/** "If you cast it any time a sorcery couldn't have been cast, <instructions>" of a static ability: the conditional, or undefined. */
export function nonSorceryTimeConditional(e: Effect): (Effect & { kind: 'conditional' }) | undefined {
  return e.kind === 'conditional' && !e.asLongAs && !e.instead && !e.unless && !e.trailing && castAtNonSorceryTime(e.condition) ? e : undefined;
}

/** The card's own flash permission's extra cost ("{2}"), if its abilities state one. */
export function ownFlashExtraCost(abilities: readonly Ability[]): string | undefined {
  for (const a of abilities) if (a.kind === 'static' || a.kind === 'spell') for (const e of a.effects ?? []) { const m = flashExtraCost(e); if (m) return m; }
  return undefined;
}

/** The instructions of the card's own static "If you cast it any time a sorcery couldn't have been cast, …". */
export function nonSorceryTimeInstructions(abilities: readonly Ability[]): Effect[] {
  return abilities.flatMap((a) => (a.kind === 'static' ? (a.effects ?? []).flatMap((e) => nonSorceryTimeConditional(e)?.effects ?? []) : []));
}
