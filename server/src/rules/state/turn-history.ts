// What happened this turn and last turn, as conditions of rules text ask it ("if you attacked this turn", "if a creature
// died this turn", "if a player cast two or more spells last turn"; CR 603.4, 608.2c): counted from the events as they
// are logged (rules/engine/engine-core.ts), per turn. A turn the engine didn't see from its beginning (the turn a
// scenario starts in, mid-turn, CR 500.1) is not `whole`: what it saw happen is known, what it didn't see may still have
// happened before, so a "didn't happen" answer is unknown there (rules/queries/conditions.ts makes it inconclusive).

import type { GameEvent } from './events';
import type { EventSubject, LookBack } from './trigger-moment';
import { keywordsOf } from './objects';
import type { GameState, HappenedEntry, HappenedSubject, PlayerId, TurnHistory, TurnStep } from './game-state';
import { restOn, turnRecord } from './game-state';

/** Where the turn is as an event is logged (CR 500.1). */
export interface TurnMoment {
  step: TurnStep;
  active: PlayerId;
}

/** An object as it is now, for the history (rules/engine/engine-core.ts gives the engine's view of it). */
export type SubjectNow = (id: string) => HappenedSubject | undefined;

/** A new turn begins (CR 500.1): the engine sees all of it. */
export function beginTurnRecord(h: TurnHistory, turn: number): void {
  h.last = h.current;
  h.current = turnRecord(turn, true);
}

/** Count one logged event into this turn's record. */
export function recordEvent(h: TurnHistory, e: GameEvent, lookBack?: LookBack, now?: SubjectNow, at?: TurnMoment): void {
  const r = h.current;
  const did = (entry: HappenedEntry, id?: string) => {
    // Recorded before the object is looked at: what its own abilities ask while it is looked at reads this entry too.
    r.did.push(entry);
    const subject = id !== undefined ? now?.(id) : undefined;
    if (subject) entry.subject = subject;
  };
  switch (e.type) {
    case 'attackers-declared':
      if (e.attackers.length > 0 && !r.attacked.includes(e.player)) r.attacked.push(e.player);
      for (const a of e.attackers) did({ what: 'attacked', player: e.player, by: a }, a);
      return;
    case 'entered':
      // CR 603.6a: entering the battlefield; a scenario's setup is the state it starts from, not something that happened.
      if (!e.setup) did({ what: 'entered', player: e.controller, by: e.objectId }, e.objectId);
      return;
    case 'drew':
      did({ what: 'drew', player: e.player, by: e.objectId });
      return;
    case 'zone-changed': {
      // CR 701.9a: to discard is to move a card from its owner's hand to their graveyard (as the discard trigger reads it).
      if (e.from === 'hand' && e.to === 'graveyard' && e.newId) {
        const subject = now?.(e.newId);
        if (subject) r.did.push({ what: 'discarded', player: subject.obj.owner, by: e.newId, subject });
        return;
      }
      // CR 701.17a mill (library to graveyard), 406.1 exile, 402.1 a hand: what "this way" asks of an instruction (608.2c).
      if (e.newId && e.from !== 'battlefield' && (e.to === 'graveyard' || e.to === 'exile' || e.to === 'hand')) {
        const subject = now?.(e.newId);
        if (subject) r.did.push({ what: 'moved', player: subject.obj.owner, by: e.newId, from: e.from, into: e.to, subject });
        return;
      }
      if (e.from !== 'battlefield' || e.to === 'battlefield') return;
      // Leaving the battlefield: its controller and types as it last existed there (CR 603.10a). Without that look back
      // the engine can't say whose it was: the turn is no longer whole.
      if (!lookBack) { r.whole = false; return; }
      r.left[lookBack.subject.obj.controller]++;
      if (e.to === 'graveyard' && lookBack.subject.view.cardTypes.includes('Creature')) r.died++;
      // CR 700.4: "dies" is put into a graveyard from the battlefield, as it last existed there (603.10a).
      if (e.to === 'graveyard' && (lookBack.subject.view.cardTypes.includes('Creature') || lookBack.subject.view.cardTypes.includes('Planeswalker'))) r.did.push({ what: 'died', player: lookBack.subject.obj.controller, by: e.objectId, subject: seen(lookBack.subject) });
      if (e.to === 'graveyard' || e.to === 'exile' || e.to === 'hand') r.did.push({ what: 'moved', player: lookBack.subject.obj.owner, by: e.newId ?? e.objectId, from: e.from, into: e.to, subject: seen(lookBack.subject), ...(e.sacrificed ? { sacrificed: true } : {}) });
      return;
    }
    case 'life':
      if (e.amount > 0) r.gained[e.player] += e.amount;
      else if (e.amount < 0) r.lost[e.player] -= e.amount;
      return;
    case 'damage':
      // CR 120.3a: damage to a player from a source without infect is life lost (120.3b: infect gives poison counters).
      if (e.player !== undefined && !e.infect) r.lost[e.player] += e.amount;
      if (e.amount > 0) did({ what: 'dealt', ...(e.source !== undefined ? { by: e.source } : {}), ...(e.objectId !== undefined ? { to: e.objectId } : {}), ...(e.player !== undefined ? { toPlayer: e.player } : {}), amount: e.amount }, e.objectId);
      return;
    case 'combat-damage-dealt':
      // CR 510.2, 702.76a: each source that dealt combat damage to a player, as it was at that time (its controller, its types).
      for (const d of e.toPlayers) {
        const subject = d.amount > 0 ? now?.(d.source) : undefined;
        if (subject) (r.combatDamage ??= []).push({ toPlayer: d.player, controller: subject.obj.controller, subtypes: [...subject.view.subtypes] });
      }
      return;
    case 'cast':
      // CR 707.10: a copy of a spell put on the stack (rules/game/stack.ts copySpell, logged from the stack) isn't cast.
      if (e.from === 'stack') return;
      r.cast[e.player]++;
      did({ what: 'cast', player: e.player, by: e.objectId, ...(at ? { main: (at.step === 'main1' || at.step === 'main2') && at.active === e.player } : {}) }, e.objectId);
      return;
  }
}

/**
 * What happened before the engine saw it (the turn a scenario starts in, CR 500.1), asked by the condition `text` of
 * the source's ability: the answer rests on it (rules/scenario/inconclusive.ts `choiceRests`), recorded once per source
 * and text.
 */
export function historyUnknown(s: GameState, sourceId: string, text: string): undefined {
  // A source that left the battlefield (a dying creature's own trigger) is named by the object it became (CR 400.7).
  const sourceName = (s.objects.get(sourceId) ?? s.objects.get(s.formerIds.get(sourceId) ?? ''))?.card.name ?? '';
  restOn(s, { sourceName, text, what: 'history' });
  return undefined;
}

/** An object as an event saw it (CR 603.10), with its keywords, as the history keeps it. */
function seen(x: EventSubject): HappenedSubject {
  return { obj: x.obj, view: { ...x.view, keywords: keywordsOf(x.view.abilities) } };
}

/**
 * Whether the object `id` (on the battlefield, or as it last existed there) was dealt damage this turn — by the source
 * `by` when given (CR 120.1, 120.3; "a creature dealt damage by ~ this turn"): true when the history saw it; false when
 * the engine saw the whole turn (CR 500.1); undefined when the turn began before the engine saw it.
 */
export function dealtDamageThisTurn(s: GameState, id: string, by?: string): boolean | undefined {
  const r = s.history.current;
  if (r.did.some((d) => d.what === 'dealt' && d.to === id && (by === undefined || d.by === by))) return true;
  return r.whole ? false : undefined;
}
