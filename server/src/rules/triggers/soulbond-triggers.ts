// Soulbond's triggers (CR 702.95a): as a creature enters, its own soulbond and the soulbond of each other unpaired
// creature its controller controls trigger (both have an intervening "if", 603.4). A face-down creature has no soulbond
// (708.2) and turning it face up doesn't make it enter (708.8). Resolution: rules/game/soulbond.ts.

import type { GameEvent, Outcome } from '../state/events';
import type { GameObject, GameState, StackAbility } from '../state/game-state';
import { newStackId } from '../state/game-state';
import { findKeyword } from '../state/objects';
import { computeCharacteristics, whileUnchanged } from '../layers';
import { isCreatureOnBattlefield, unpaired } from '../queries/soulbond-pair';
import { msg } from '../../i18n';

function soulbondOf(s: GameState, o: GameObject) {
  return o.zone === 'battlefield' ? findKeyword(computeCharacteristics(s, o).abilities, 'Soulbond') : undefined;
}

/** The other unpaired creatures `o`'s controller controls. */
export function candidates(s: GameState, o: GameObject): GameObject[] {
  return [...s.objects.values()].filter((p) => p.id !== o.id && p.controller === o.controller && isCreatureOnBattlefield(s, p) && unpaired(s, p));
}

function trigger(s: GameState, out: Outcome, o: GameObject, span: NonNullable<StackAbility['keywordTrigger']>['span'], partnerId?: string): void {
  const entry: StackAbility = {
    kind: 'ability', id: newStackId(s), sourceId: o.id, sourceName: o.card.name, abilityIndex: -1, controller: o.controller, effects: [], targets: [], triggered: true,
    keywordTrigger: { keyword: 'soulbond', objectId: o.id, span, ...(partnerId ? { partnerId } : {}) },
    description: `${o.card.name}: Soulbond (soulbond)`,
    said: msg('rules.trigger.keyword-ability', { card: o.card.name, keyword: 'soulbond' }),
  };
  s.pendingTriggers.push(entry);
  s.triggerLog.push({ sourceId: o.id, cardId: o.cardId, cardName: o.card.name, abilityIndex: -1, event: 'soulbond', stackId: entry.id });
  out.event({ type: 'triggered', sourceId: o.id, cardName: o.card.name, abilityIndex: -1, stackId: entry.id, trigger: 'soulbond' });
  out.note({ why: msg('rules.trigger.keyword-triggers', { card: o.card.name, keyword: 'soulbond' }), cr: ['702.95a', '603.4'] });
}

/** CR 702.95a: a creature entered: its own soulbond, and the soulbond of each other unpaired creature its controller controls. */
export function soulbondTriggers(s: GameState, out: Outcome, e: Extract<GameEvent, { type: 'entered' }>): void {
  const o = s.objects.get(e.objectId);
  // A question first (nothing written until a trigger is put): one layer pass for all of it.
  const read = whileUnchanged(s, () => (isCreatureOnBattlefield(s, o) && unpaired(s, o) ? { o, others: candidates(s, o), own: soulbondOf(s, o) } : undefined));
  if (!read) return;
  const { others, own } = read;
  if (own && others.length > 0) trigger(s, out, read.o, own.span);
  for (const p of others) {
    const k = soulbondOf(s, p);
    if (k) trigger(s, out, p, k.span, read.o.id);
  }
}
