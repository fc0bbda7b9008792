// The spine of triggered abilities (CR 603.2, 603.3, 117.5): before a player would receive priority, the action's event
// log is read from a cursor, each event with the moment it was logged with (603.10: the abilities that existed just
// after it, the object it is about; leaving the battlefield, as it last existed there, 603.10a), and the abilities it
// triggers wait to be put on the stack (put-on-stack.ts). Actions never look for triggers: they change the state and
// log events; this is the one place events are matched against trigger conditions.

import type { GameEvent, Outcome } from '../state/events';
import type { GameState } from '../state/game-state';
import type { EventSubject, TriggerMoment, TriggerSource } from '../state/trigger-moment';
import { triggerSources, takeMoment } from '../queries/trigger-sources';
import { enteredTriggers, leftBattlefieldTriggers, manifestedDreadTriggers, putIntoGraveyardTriggers, turnedFaceUpTriggers } from './zone-triggers';
import { castTriggers, damageTriggers, dayNightTriggers, playerEventTriggers, selfActionTriggers, tappedTriggers, targetedTriggers } from './event-triggers';
import { computeCharacteristics } from '../layers';
import { attackersDeclaredTriggers, blockersDeclaredTriggers, combatDamageTriggers } from './combat-triggers';
import { stepTriggers } from './step-triggers';
import { nthCastTriggers, nthDrawTriggers } from './nth-triggers';
import { leftDelayedTriggers } from './delayed-object-triggers';
import { wardTriggers } from './ward';
import { soulbondTriggers } from './soulbond-triggers';
import { lastTimeCounterTrigger, madnessTrigger, miracleTrigger, stormTriggers, upkeepKeywordTriggers } from './keyword-triggers';
import { countersPutTriggers, lastCounterRemovedTriggers } from './counter-triggers';
import { monarchTriggers } from './monarch-triggers';
import { dungeonTriggers } from './dungeon-triggers';
import { transformedTriggers } from './transform-triggers';
import { selfActedTriggers } from './self-action-triggers';
import { chapterTriggers } from './chapter-triggers';

type DamageEvent = Extract<GameEvent, { type: 'damage' }>;

/** Read the events logged since the last look and record the triggered abilities they trigger. */
export function collectTriggers(s: GameState, out: Outcome): void {
  // CR 120.3, 603.2: damage dealt at the same time (a run of damage events) is one batch, read as it ends.
  let batch: DamageEvent[] = [];
  let batchMoment: TriggerMoment = {};
  let batchSources: (EventSubject | undefined)[] = [];
  for (let i = out.triggerCursor; i < out.events.length; i++) {
    const e = out.events[i]!;
    const m = out.moments[i] ?? takeMoment(s, e) ?? {};
    if (e.type === 'damage') {
      if (e.amount > 0) {
        batch.push(e);
        batchSources.push(m.damageSource);
        batchMoment = m;
      }
      if (e.player) playerEventTriggers(s, out, e, m.subject, sourcesOf(s, m)); // CR 120.3a: damage to a player is life loss
      continue;
    }
    if (batch.length > 0) damageTriggers(s, out, batch, sourcesOf(s, batchMoment), batchSources);
    batch = [];
    batchSources = [];
    read(s, out, e, m);
  }
  if (batch.length > 0) damageTriggers(s, out, batch, sourcesOf(s, batchMoment), batchSources);
  out.triggerCursor = out.events.length;
}

function sourcesOf(s: GameState, m: TriggerMoment): readonly TriggerSource[] {
  return m.sources ?? triggerSources(s);
}

function read(s: GameState, out: Outcome, e: GameEvent, m: TriggerMoment): void {
  const { subject } = m;
  switch (e.type) {
    case 'entered':
      if (subject && !e.setup) enteredTriggers(s, out, subject, sourcesOf(s, m));
      if (!e.setup) soulbondTriggers(s, out, e); // CR 702.95a
      return;
    case 'turned-face-up':
      if (subject) turnedFaceUpTriggers(s, out, e, subject, sourcesOf(s, m));
      return;
    case 'zone-changed':
      if (e.from === 'battlefield' && subject) leftBattlefieldTriggers(s, out, e, { ...m, subject }, sourcesOf(s, m));
      if (e.madness) {
        madnessTrigger(s, out, e); // CR 702.35a
        if (subject) playerEventTriggers(s, out, e, subject, sourcesOf(s, m)); // CR 701.9a, 702.35a: still a discard
      }
      if (e.from === 'hand' && (e.to === 'graveyard' || e.madness)) discardedCardTriggers(s, out, e);
      leftDelayedTriggers(s, out, e); // CR 603.7c: "When that creature dies / leaves the battlefield this turn, …"
      if (e.to !== 'graveyard') return;
      // CR 603.6c, 113.6k: "put into a graveyard from anywhere" (from the battlefield too) is read on the card there.
      putIntoGraveyardTriggers(s, out, e, subject);
      if (e.from === 'hand' && subject) playerEventTriggers(s, out, e, subject, sourcesOf(s, m)); // CR 701.9a: a discard
      return;
    case 'manifested-dread':
      manifestedDreadTriggers(s, out, e, sourcesOf(s, m));
      return;
    case 'ventured':
      dungeonTriggers(s, out, e); // CR 309.4c
      return;
    case 'day-night':
      dayNightTriggers(s, out, e, sourcesOf(s, m)); // CR 730.1a
      return;
    case 'step-began':
      stepTriggers(s, out, e, sourcesOf(s, m));
      upkeepKeywordTriggers(s, out, e); // CR 702.88a, 702.62a
      monarchTriggers(s, out, e); // CR 724.2
      return;
    case 'counter-added':
      countersPutTriggers(s, out, e, sourcesOf(s, m)); // CR 122.6, 603.2c
      chapterTriggers(s, out, e); // CR 714.2b
      return;
    case 'counter-removed':
      lastTimeCounterTrigger(s, out, e); // CR 702.62a
      lastCounterRemovedTriggers(s, out, e, sourcesOf(s, m)); // CR 702.63a
      return;
    case 'cast':
      if (subject && e.from !== 'stack') selfActionTriggers(s, out, subject.obj, subject.view, 'cast', e.player); // CR 603.2, 601.2i
      castTriggers(s, out, e, subject, sourcesOf(s, m));
      nthCastTriggers(s, out, e, sourcesOf(s, m)); // CR 601.2i: the nth spell this turn
      stormTriggers(s, out, e); // CR 702.40a, 702.85a
      return;
    case 'drew':
      playerEventTriggers(s, out, e, subject, sourcesOf(s, m));
      nthDrawTriggers(s, out, e, sourcesOf(s, m)); // CR 121.1: the nth card drawn this turn
      miracleTrigger(s, out, e); // CR 702.94a
      return;
    case 'life':
      playerEventTriggers(s, out, e, subject, sourcesOf(s, m));
      return;
    case 'attackers-declared':
      attackersDeclaredTriggers(s, out, e, sourcesOf(s, m));
      return;
    case 'blockers-declared':
      blockersDeclaredTriggers(s, out, e, sourcesOf(s, m));
      return;
    case 'combat-damage-dealt':
      combatDamageTriggers(s, out, e, sourcesOf(s, m));
      monarchTriggers(s, out, e); // CR 724.2
      return;
    case 'tapped':
    case 'untapped':
      if (subject) tappedTriggers(s, out, subject, sourcesOf(s, m), e.type === 'untapped', !!e.declaring); // CR 701.26a, 508.1f
      return;
    case 'transformed':
      transformedTriggers(s, out, e, sourcesOf(s, m)); // CR 701.27e
      return;
    case 'self-acted':
      selfActedTriggers(s, out, e, m); // CR 701.37b, 702.110b
      return;
    case 'became-target':
      if (!subject) return;
      targetedTriggers(s, out, e, subject, sourcesOf(s, m));
      wardTriggers(s, out, e, subject);
      return;
    default:
  }
}

/**
 * CR 701.9a, 702.29c: a card discarded (or cycled: discarded to pay its cycling cost) triggers its own "When you
 * discard / cycle ~" from where it went (113.6k), for its owner, who discarded it.
 */
function discardedCardTriggers(s: GameState, out: Outcome, e: Extract<GameEvent, { type: 'zone-changed' }>): void {
  const card = e.newId ? s.objects.get(e.newId) : undefined;
  if (!card || card.zone !== e.to) return;
  selfActionTriggers(s, out, card, computeCharacteristics(s, card), e.cycled ? 'cycle' : 'discard', card.owner);
}
