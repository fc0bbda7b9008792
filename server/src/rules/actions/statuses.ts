// Permanent statuses (CR 110.5): tapped, control, attachment, phasing, merging, who may look; the
// Illusionary-Mask-like replacement that turns a permanent face up before it is tapped or dealt damage.

import { Outcome, illegal } from '../state/events';
import type { GameObject, GameState, PlayerId } from '../state/game-state';
import { nextTimestamp } from '../state/game-state';
import { isDoubleFaced, objectNoun } from '../state/objects';
import { need } from '../state/require-object';
import { removeFromCombat } from './remove-from-combat';
import { performTurnFaceUp } from './turn-face-up';
import { turnOver } from './turn-over';
import { boundKeyword } from './day-night';
import { msg } from '../../i18n';

/** Illusionary-Mask-like replacement: turned face up instead, then the event happens (derived, digest §5). */
export function maskTurnUp(s: GameState, out: Outcome, o: GameObject): void {
  if (o.faceDown?.turnUpOnDamageOrTap && !o.turnedFaceUpOnce) {
    out.note({ why: msg('rules.act.mask-turns-up', { noun: objectNoun(o) }), cr: ['614.1', '708.7'] });
    performTurnFaceUp(s, out, o, { via: 'effect', turner: o.controller });
  }
}

/** Tap a permanent (CR 701.26a); `declaring`: as it is declared as an attacker (508.1f). */
export function tapObject(s: GameState, out: Outcome, o: GameObject, declaring = false): void {
  maskTurnUp(s, out, o);
  o.tapped = true;
  out.event({ type: 'tapped', objectId: o.id, ...(declaring ? { declaring: true } : {}) });
}

export function tapAction(s: GameState, out: Outcome, id: string): void {
  const o = need(s, out, id, 'battlefield');
  if (!o) return;
  if (o.tapped) out.note({ why: msg('rules.act.already-tapped', { noun: objectNoun(o) }), cr: ['701.26a'] });
  else tapObject(s, out, o);
}

export function untapAction(s: GameState, out: Outcome, id: string): void {
  const o = need(s, out, id, 'battlefield');
  // CR 701.26b: only a tapped permanent is untapped.
  if (!o || !o.tapped) return;
  o.tapped = false;
  out.event({ type: 'untapped', objectId: o.id });
}

/** Transform a double-faced permanent (CR 701.27). Face-down: can't (712.15a). Never a "turned face up". */
export function transformAction(s: GameState, out: Outcome, id: string): void {
  const o = need(s, out, id, 'battlefield');
  if (!o) return;
  if (o.faceDown) {
    out.fail(illegal(msg('rules.act.face-down-cannot-transform'), ['712.15a', '701.27c']));
    return;
  }
  if (!isDoubleFaced(o.card)) {
    out.fail(illegal(msg('rules.act.not-double-faced', { card: o.card.name }), ['701.27c']));
    return;
  }
  // CR 702.145b, 702.145e: a permanent with daybound or nightbound can't transform except due to that ability.
  const bound = boundKeyword(s, o);
  if (bound) {
    out.fail(illegal(msg('rules.game.bound-cannot-transform', { card: o.card.name, bound }), [bound === 'daybound' ? '702.145b' : '702.145e']));
    return;
  }
  turnOver(s, out, o);
}

export { turnOver };

export function gainControl(s: GameState, out: Outcome, id: string, player: PlayerId): void {
  const o = need(s, out, id, 'battlefield');
  if (!o) return;
  if (o.controller === player) return;
  o.controller = player;
  o.sinceTurnStart = false; // CR 302.6
  o.controlledSince = nextTimestamp(s); // CR 702.30a
  removeFromCombat(s, out, o.id); // CR 506.4
  out.event({ type: 'control-changed', objectId: o.id, player });
  if (o.faceDown) out.note({ why: msg('rules.act.controls-face-down', { player }), cr: ['708.5'] });
}

export function attachAction(s: GameState, out: Outcome, id: string, toId: string): void {
  const o = need(s, out, id, 'battlefield');
  const t = need(s, out, toId, 'battlefield');
  if (!o || !t) return;
  o.attachedTo = toId;
  o.timestamp = nextTimestamp(s); // CR 613.7e
  out.event({ type: 'attached', objectId: id, to: toId });
}

export function phaseOut(s: GameState, out: Outcome, id: string): void {
  const o = need(s, out, id, 'battlefield');
  if (!o) return;
  o.phasedOut = true;
  removeFromCombat(s, out, o.id); // CR 506.4
  out.event({ type: 'phased', objectId: id, out: true });
}

export function phaseIn(s: GameState, out: Outcome, id: string): void {
  const o = need(s, out, id, 'battlefield');
  if (!o) return;
  o.phasedOut = false;
  out.event({ type: 'phased', objectId: id, out: false });
}

/**
 * Merge a card from hand with a permanent (mutate-like, CR 729.2), or a resolving mutating creature spell (`fromStack`,
 * 702.140c, 608.3d: rules/game/mutate.ts). On top of a face-down permanent it becomes face up without being "turned face
 * up" (729.2e); under it, the permanent stays face down (its status is its topmost component's, 729.2e, 708.2).
 */
export function mergeAction(s: GameState, out: Outcome, cardObjectId: string, ontoId: string, onTop: boolean, fromStack = false): void {
  const c = need(s, out, cardObjectId);
  const t = need(s, out, ontoId, 'battlefield');
  if (!c || !t) return;
  if (c.zone === 'battlefield' || (c.zone === 'stack' && !fromStack)) {
    out.fail(illegal(msg('rules.act.merge-zone'), ['729.2']));
    return;
  }
  if (c.zone === 'stack') s.stack = s.stack.filter((e) => !(e.kind === 'spell' && e.id === c.id));
  else {
    const list = s.zones[c.owner][c.zone as 'hand'];
    list.splice(list.indexOf(c.id), 1);
  }
  s.objects.delete(c.id);
  s.formerIds.set(c.id, t.id);
  if (onTop) {
    t.components.unshift(t.card);
    t.card = c.card;
    // CR 729.2d: the merged permanent is a token only if its topmost component is one (a card here); the token under it
    // keeps no values of its own in a component (the values it was made with are dropped).
    // OPEN QUESTION: a token's own copiable values (111.4, 707.2) under a card: its abilities are those of its model card.
    t.token = false;
    delete t.baseValues;
    if (t.faceDown) {
      t.faceDown = null;
      out.note({ why: msg('rules.act.merged-face-up'), cr: ['729.2e'] });
    }
  } else t.components.push(c.card);
  out.event({ type: 'zone-changed', objectId: c.id, newId: t.id, cardName: c.card.name, from: c.zone, to: 'battlefield' });
}

/** Let a player look at a face-down object (an effect says so, CR 708.5). */
export function allowLook(s: GameState, out: Outcome, id: string, player: PlayerId): void {
  const o = need(s, out, id);
  if (!o) return;
  if (!o.lookers.includes(player)) o.lookers.push(player);
}
