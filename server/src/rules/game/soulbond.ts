// Soulbond (CR 702.95): two triggered abilities (702.95a) — "When this creature enters, if you control both this creature
// and another creature and both are unpaired, you may pair this creature with another unpaired creature you control …"
// and "Whenever another creature you control enters, if you control both that creature and this one and both are
// unpaired, you may pair that creature with this creature …". Both have an intervening "if" (603.4: checked as they
// trigger and as they resolve). A pair (702.95b, 702.95d: one partner each) lasts while both remain creatures on the
// battlefield under that player's control (702.95e); an object that leaves the battlefield is a new object (400.7), so
// its pair never follows it.
// A face-down creature (708.2) has no soulbond, but it is a creature: it can be paired, and turning it face up doesn't
// make it enter (708.8) or stop being a creature, so its pair stays; a face-down soulbond creature turned face up
// doesn't trigger its soulbond (it didn't enter).
// OPEN QUESTION: the engine reads 702.95e when a pair is read (pairedPartner) and ends it for good each time state-based
// actions are checked (unpairBroken); a creature that stopped being a creature and became one again between two checks
// would keep its pair. The creature the first ability pairs with is chosen as it resolves: the scenario names it with
// `resolve accepting targeting @x` (it isn't a target, 115.1); with one candidate that one is taken.

import type { Outcome } from '../state/events';
import type { GameObject, GameState, StackAbility } from '../state/game-state';
import { isCreatureOnBattlefield, pairedPartner, unpaired } from '../queries/soulbond-pair';
import { candidates } from '../triggers/soulbond-triggers';
import { msg } from '../../i18n';

/** CR 702.95e: ends every pair that no longer holds (called as state-based actions are checked, rules/game/sba.ts). */
export function unpairBroken(s: GameState, out: Outcome): void {
  for (const o of s.objects.values()) {
    if (!o.pairedWith || pairedPartner(s, o)) continue;
    const p = s.objects.get(o.pairedWith);
    o.pairedWith = undefined;
    if (p?.pairedWith === o.id) p.pairedWith = undefined;
    out.note({ why: msg('rules.soulbond.unpaired', { card: o.card.name, other: p?.card.name ?? '?' }), cr: ['702.95e'] });
  }
}

/**
 * CR 702.95a, 702.95c, 603.4: resolving a soulbond ability; `accepted`: the controller's "may" (608.2d); `named`: the
 * creature the scenario names for the first ability.
 */
export function resolveSoulbond(s: GameState, out: Outcome, a: StackAbility, accepted: () => boolean, named: string | undefined): void {
  const t = a.keywordTrigger!;
  const o = s.objects.get(t.objectId);
  // CR 702.95c, 603.4: both still creatures on the battlefield under the ability's controller's control, and unpaired.
  const ok = (x: GameObject | undefined): x is GameObject => isCreatureOnBattlefield(s, x) && x.controller === a.controller && unpaired(s, x);
  if (!ok(o)) {
    out.note({ why: msg('rules.soulbond.not-paired', { card: a.sourceName }), cr: ['702.95c', '603.4'] });
    return;
  }
  let partner: GameObject | undefined;
  if (t.partnerId) partner = s.objects.get(t.partnerId);
  else {
    const others = candidates(s, o);
    partner = named ? others.find((p) => p.id === named) : others.length === 1 ? others[0] : undefined;
  }
  if (!ok(partner) || partner.id === o.id) {
    out.note({ why: msg('rules.soulbond.not-paired', { card: a.sourceName }), cr: ['702.95c', '603.4'] });
    return;
  }
  if (!accepted()) return;
  o.pairedWith = partner.id;
  partner.pairedWith = o.id;
  out.note({ why: msg('rules.soulbond.paired', { card: o.card.name, other: partner.card.name }), cr: ['702.95a', '702.95b', '702.95d'] });
}
