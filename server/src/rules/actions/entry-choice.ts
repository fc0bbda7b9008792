// "As this land enters, you may pay 2 life. If you don't, it enters tapped.", "As ~ enters, you may reveal a Forest or
// Plains card from your hand. If you don't, ~ enters tapped." (CR 614.1c): the choice is made before the permanent
// enters (614.12a). A player can pay life only from a life total at least that high (119.4) and reveal only a card they
// hold (118.3): one who can't enters it tapped; one who can makes a choice no step makes, so both ways are played
// (rules/scenario/branches.ts) and an answer they differ on is inconclusive. Which abilities: model/abilities/
// effect-descriptors.ts `entryChoice`.

import type { Effect } from '../../model/types';
import type { GameObject, GameState } from '../state/game-state';
import { newEffectId, nextTimestamp, undecidedMay } from '../state/game-state';
import type { Outcome } from '../state/events';
import { computeCharacteristics } from '../layers';
import { keywordsOf } from '../state/objects';
import { matchesFilter } from '../state/filters';
import { entryChoice, withoutZone } from '../../model/abilities/effect-descriptors';
import { msg } from '../../i18n';

/** Carries out an entering choice of `obj` (before it is on the battlefield); false when `effects` is not one. */
export function applyEntryChoice(s: GameState, out: Outcome, obj: GameObject, effects: readonly Effect[]): boolean {
  const shape = entryChoice(effects);
  if (!shape) return false;
  const p = obj.controller;
  const { offer } = shape;
  const card = offer.kind === 'reveal' && offer.target.kind === 'chosen'
    ? s.zones[p].hand.find((id) => {
      const o = s.objects.get(id);
      if (!o || !offer.target || offer.target.kind !== 'chosen') return false;
      const ch = computeCharacteristics(s, o);
      return matchesFilter(o, { ...ch, keywords: keywordsOf(ch.abilities) }, withoutZone(offer.target.filter), { combat: s.combat, controller: p, sourceId: obj.id });
    })
    : undefined;
  // CR 702.98a, 702.136a: "enter with an additional +1/+1 counter" can always be chosen.
  const able = offer.kind === 'add-counters' ? true : offer.kind === 'life' ? offer.amount.kind === 'fixed' && s.life[p] >= offer.amount.n : card !== undefined;
  const taken = able && undecidedMay(s, obj.card.name, shape.optional.span);
  if (!able) out.note({ why: msg('rules.effect.entry-offer-impossible', { player: p, source: obj.card.name }), cr: offer.kind === 'life' ? ['614.12a', '119.4'] : ['614.12a', '118.3'] });
  else out.note({ why: msg(taken ? 'rules.effect.entry-offer-taken' : 'rules.effect.entry-offer-declined', { player: p, source: obj.card.name }), cr: ['614.12a', '608.2d'] });
  if (taken && offer.kind === 'life' && offer.amount.kind === 'fixed') {
    // CR 119.4: paying life is losing that much life.
    s.life[p] -= offer.amount.n;
    out.event({ type: 'life', player: p, amount: -offer.amount.n, cause: 'paid' });
  } else if (taken && card !== undefined) {
    // CR 701.20a: the card is shown to all players; it stays in the hand.
    out.event({ type: 'revealed', objectId: card, cardName: s.objects.get(card)?.card.name ?? '', cr: ['701.20a'] });
  } else if (taken && offer.kind === 'add-counters') {
    // CR 614.1c, 122.6: it enters with the counters.
    obj.counters[offer.counter] = (obj.counters[offer.counter] ?? 0) + offer.count;
    (obj.counterTimestamps ??= {})[offer.counter] = nextTimestamp(s); // CR 613.7c
    out.event({ type: 'counter-added', objectId: obj.id, counter: offer.counter, count: offer.count });
  } else if (shape.otherwise === 'haste') {
    // CR 702.136a: "If you don't, it gains haste": for as long as it stays on the battlefield (611.2a, 400.7).
    const effect = shape.haste!;
    s.effects.push({ id: newEffectId(s), timestamp: nextTimestamp(s), sourceName: obj.card.name, sourceId: obj.id, controller: p, effect, affected: [obj.id], duration: 'permanent' });
  } else if (shape.otherwise === 'tap') {
    // CR 614.1c: "If you don't, it enters tapped": it is put onto the battlefield tapped.
    obj.tapped = true;
  }
  return true;
}
