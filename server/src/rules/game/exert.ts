// "You may exert ~ as it attacks" (CR 701.43a, 701.43d): an optional cost to attack (508.1g), its controller's choice as
// attackers are declared. No scenario step names it: the runner plays the "you may" both ways (608.2d, the scenario's
// branches), so an answer resting on it is inconclusive. An exerted creature doesn't untap during its controller's next
// untap step (rules/game/turn.ts); exerted again before then, both effects end in that same step (CR 701.43b). "When
// you do, …" after it is a reflexive triggered ability exerting it triggers (603.12).

import type { GameObject, GameState } from '../state/game-state';
import { undecidedMay } from '../state/game-state';
import type { Outcome } from '../state/events';
import { computeCharacteristics } from '../layers';
import { msg } from '../../i18n';
import { exertReflexive } from '../../model/abilities/reflexive-it';
import { delayedBody } from '../../model/abilities/effect-descriptors';
import { triggerReflexive } from '../effects/delayed-trigger-effects';

/** CR 701.43a, 508.1g: `o` was declared as an attacker; its controller exerts it if its static ability lets them and this run's branch says so. */
export function exertAsItAttacks(s: GameState, out: Outcome, o: GameObject): void {
  const ref = computeCharacteristics(s, o).abilities.find((r) => r.ability.kind === 'static' && (r.ability.effects ?? []).some((e) => e.kind === 'rule' && e.rule === 'may-exert'));
  if (!ref || !undecidedMay(s, o.card.name, ref.ability.span)) return;
  if (!(s.untapSkips ?? []).some((k) => k.objectId === o.id)) (s.untapSkips ??= []).push({ objectId: o.id, player: o.controller });
  out.note({ why: msg('rules.game.exerted', { id: o.id }), cr: ['701.43a', '508.1g'] });
  // CR 603.12: "You may exert ~ as it attacks. When you do, it gets +1/+1 …": exerting it makes the reflexive triggered
  // ability trigger, its "it" the exerted creature (model/abilities/reflexive-it.ts); it goes on the stack the next
  // time a player would receive priority (603.3), its targets chosen then (603.3d).
  const effects = 'effects' in ref.ability ? ref.ability.effects ?? [] : [];
  const reflexive = exertReflexive(effects) ? effects[1] : undefined;
  if (reflexive?.kind === 'delayed-trigger') triggerReflexive(s, out, { sourceId: o.id, sourceName: o.card.name, controller: o.controller }, delayedBody(reflexive), o.id, 'When you do');
}
