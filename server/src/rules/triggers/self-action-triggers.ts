// A permanent's own "When ~ becomes monstrous" (CR 701.37b) and "When ~ exploits a creature" (CR 702.110b): the
// permanent did what its keyword action or keyword ability names; its abilities are read as they were as it acted —
// a creature that sacrificed itself to its own exploit ability still triggers (603.10a: the look back the event carries).

import type { GameEvent, Outcome } from '../state/events';
import type { GameState } from '../state/game-state';
import type { TriggerMoment } from '../state/trigger-moment';
import type { TriggeredAbility } from '../../model/types';
import { withKeywordTriggers } from '../queries/keyword-abilities';
import { functionsOnlyIn } from '../../model/abilities/functioning-zone';
import { fireTrigger } from './fire-trigger';

/** CR 701.37b, 702.110b, 603.2: `e`'s permanent became monstrous / exploited a creature; its own abilities waiting for it trigger. */
export function selfActedTriggers(s: GameState, out: Outcome, e: Extract<GameEvent, { type: 'self-acted' }>, m: TriggerMoment): void {
  const subject = m.subject;
  if (!subject || subject.obj.id !== e.objectId || subject.obj.faceDown) return;
  const name = subject.view.name ?? subject.obj.card.name;
  for (const ref of withKeywordTriggers(subject.view.abilities, name)) {
    if (ref.ability.kind !== 'triggered' || functionsOnlyIn(ref.ability)) continue;
    const ev = (ref.ability as TriggeredAbility).event;
    const events = ev?.kind === 'either' ? ev.events : [ev];
    if (!events.some((x) => x?.kind === 'object-event' && x.event === e.action && x.subject.self && !x.subject.attached && !x.subject.oneOrMore && !x.subject.other)) continue;
    fireTrigger(s, out, subject.obj, ref, subject.obj.controller, e.action, name);
  }
}
