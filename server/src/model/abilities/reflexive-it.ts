// What a reflexive triggered ability's "it" / "that creature" names (CR 603.12, 608.2c): the one object the action it
// follows acted on — read from the words, for effect-descriptors.ts; rules/effects/delayed-trigger-effects.ts and
// rules/game/exert.ts keep that object as the reflexive ability triggers.

import type { Ability, Effect } from '../types';

/**
 * "You may exert ~ as it attacks. When you do, it gets +1/+1 until end of turn." (CR 701.43a, 603.12): the permanent's
 * static choice to exert it as it attacks, and the reflexive triggered ability exerting it triggers (rules/game/exert.ts).
 */
export function exertReflexive(effects: readonly Effect[]): boolean {
  const [exert, reflexive] = effects;
  return effects.length === 2 && exert?.kind === 'rule' && exert.rule === 'may-exert'
    && reflexive?.kind === 'delayed-trigger' && reflexive.event.kind === 'reflexive' && !reflexive.event.they;
}

/**
 * The object the reflexive ability `effects[i]` ("When you do, …") names by "it" / "that creature" / "the sacrificed
 * creature", by the action before it: the permanent exerted (701.43a), the one creature sacrificed (its last known
 * information, 608.2h), or — after "you may pay {2}", which acts on no object — the creature whose entering triggered the
 * ability (603.2). Undefined when the words name no such one object.
 */
export function reflexiveIt(a: Ability, i: number): 'exerted' | 'sacrificed' | 'trigger-object' | undefined {
  if (!('effects' in a) || !a.effects) return undefined;
  const e = a.effects[i];
  if (e?.kind !== 'delayed-trigger' || e.event.kind !== 'reflexive' || e.event.they) return undefined;
  if (a.kind === 'static') return i === 1 && exertReflexive(a.effects) ? 'exerted' : undefined;
  if (a.kind !== 'triggered' && a.kind !== 'spell' && a.kind !== 'activated') return undefined;
  // "if you attacked with creatures with total power 6 or greater this combat, you may sacrifice another creature": the
  // "you may" under an "if" (not followed when it doesn't hold, CR 603.4, 608.2c).
  let before = a.effects[i - 1];
  if (before?.kind === 'conditional' && !before.instead && !before.asLongAs && !before.unless && !before.trailing && before.effects.length === 1) before = before.effects[0];
  if (before?.kind !== 'optional' || before.who !== 'you' || before.effects.length !== 1) return undefined;
  const act = before.effects[0]!;
  if (act.kind === 'zone-change' && act.how === 'sacrifice' && !act.who && act.target.kind === 'chosen' && (act.target.count ?? 1) === 1 && !act.target.upTo && !act.target.countIsX) return 'sacrificed';
  if (act.kind === 'pay-mana' && a.kind === 'triggered' && i === 1 && a.event.kind === 'creature-enters') return 'trigger-object';
  return undefined;
}
