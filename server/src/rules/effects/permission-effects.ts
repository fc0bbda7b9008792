// Effects that let a player cast or play a card from the zone it is in (CR 601.2a, 305.1, 116.2a): "You may cast
// that card this turn", "You may play it this turn", "… without paying its mana cost" (118.9).

import type { Card, Effect } from '../../model/types';
import { ownCastPermission, type OwnCastPermission } from '../../model/abilities/own-cast-permission';
import { evaluateCondition } from '../queries/conditions';
import { castNowAmong, castNowFromHand, castsDuringResolution } from '../../model/abilities/cast-now';
import type { GameState, PlayerId } from '../state/game-state';
import { restOn } from '../state/game-state';
import type { Outcome } from '../state/events';
import type { Cursor, EffectContext, EffectHandlers } from './effect-context';
import { chooseFromZone, resolveSpec } from './effect-context';
import { msg } from '../../i18n';

export const permissionEffects: EffectHandlers = {
  'cast-from': (s, out, e, ctx, cur) => {
    // CR 608.2g: "you may cast it" with no duration is a cast during the resolution, then or never.
    if (castsDuringResolution(e)) {
      castNow(s, out, e, ctx, cur);
      return;
    }
    const ids = resolveSpec(s, out, e.target, ctx, cur).filter((id) => s.objects.has(id));
    for (const id of ids) {
      // CR 611.2a, 500.7: "until the end of your next turn": this turn and the next turn the player takes (an extra turn
      // too), whose number rules/game/turn.ts pins as it begins (`untilNextTurnOf`).
      const nextTurn = e.until === 'the end of your next turn';
      s.castPermissions.push({ objectId: id, player: ctx.controller, play: e.play, free: e.free, ...(e.while ? {} : nextTurn ? { untilNextTurnOf: ctx.controller } : { turn: s.turn }), sourceName: ctx.sourceName });
      const o = s.objects.get(id)!;
      out.note({
        why: msg('rules.effect.may-cast-from', { player: ctx.controller, play: e.play ? 'yes' : 'no', card: o.card.name, zone: o.zone, free: e.free ? 'yes' : 'no', lasting: e.while ? 'yes' : 'no', source: ctx.sourceName }),
        cr: e.free ? ['601.2a', '118.9'] : ['601.2a'],
      });
    }
    cur.it = ids;
  },
};

/**
 * CR 608.2g, 601.2a, 118.9: the card the instruction names — the one named before ("that card", "the exiled card"), or
 * one of the caster's hand or of the cards the ability looked at ("from among them") of the kind it says, the caster's choice (608.2d: `resolve choosing @c`; the only card that
 * fits is no choice; several and none chosen, what follows rests on it) — cast now by the game layer's caster
 * (rules/game/resolution-cast.ts): the spell goes on the stack above the resolving one, which goes on resolving. A cast
 * the rules forbid is not made (noted); the "may" is the optional instruction around it (608.2d).
 */
function castNow(s: GameState, out: Outcome, e: Effect & { kind: 'cast-from' }, ctx: EffectContext, cur: Cursor): void {
  const fromHand = castNowFromHand(e);
  const among = castNowAmong(e);
  const ids = fromHand
    ? chooseFromZone(s, out, { kind: 'chosen', filter: { ...fromHand, zone: 'hand' }, count: 1 }, ctx.controller, ctx, cur)
    : resolveSpec(s, out, among && e.target.kind === 'chosen' ? { ...e.target, filter: among } : e.target, ctx, cur).filter((id) => s.objects.has(id));
  cur.it = ids;
  for (const id of ids) {
    const o = s.objects.get(id);
    if (!o) continue;
    if (!ctx.castDuringResolution) {
      // An `apply` or a resolution with no game around it: no cast is made, and what follows rests on it.
      out.note({ why: msg('rules.effect.cast-now-not-made', { card: o.card.name, source: ctx.sourceName }), cr: ['608.2g'] });
      restOn(s, { sourceName: ctx.sourceName, text: `cast ${o.card.name}`, what: 'choice' });
      continue;
    }
    if (ctx.castDuringResolution(s, out, ctx.controller, id, e.free, ctx.sourceName) === 'refused') return;
  }
}

/**
 * CR 611.2a, 500.7: as a turn begins, a permission lasting "until the end of <its player>'s next turn" whose player takes
 * this turn lasts this turn only.
 */
export function pinNextTurnPermissions(s: GameState): void {
  for (const p of s.castPermissions) {
    if (p.untilNextTurnOf !== s.activePlayer) continue;
    p.turn = s.turn;
    delete p.untilNextTurnOf;
  }
}

/** The permission `player` has to cast or play the object `id` where it is now, if any (CR 601.2a, 305.1). */
export function castPermission(s: GameState, player: PlayerId, id: string, land: boolean): GameState['castPermissions'][number] | undefined {
  return s.castPermissions.find((p) => p.objectId === id && p.player === player && (p.turn === undefined || p.turn === s.turn) && (!land || p.play))
    ?? ownPermission(s, player, id, land);
}

/**
 * CR 113.6f, 601.3: the card's own "You may cast this card from your graveyard" ("… from exile", "… from your graveyard
 * or from exile") lets its owner (CR 109.5: "you" of a card with no controller) cast it from there; the ability
 * functions in the zone it names, so it is read from the card as printed (a face-up card in a public zone; a card exiled
 * face down has no characteristics, CR 406.3a). CR 604.1: one written with a condition ("… if you gained life this
 * turn", "… as long as you control a Zombie") allows it only while the condition holds as the cast begins; a condition
 * the engine can't tell allows nothing (the descriptor leaves such a line recognized, not simulated).
 */
function ownPermission(s: GameState, player: PlayerId, id: string, land: boolean): GameState['castPermissions'][number] | undefined {
  const o = s.objects.get(id);
  if (!o || (o.zone !== 'graveyard' && o.zone !== 'exile') || o.owner !== player || (o.zone === 'exile' && o.exiledFaceDown)) return undefined;
  const zone = o.zone;
  for (const p of ownCastPermissions(o.card)) {
    if (!p.zones.includes(zone) || (land && !p.play)) continue;
    if (p.condition && evaluateCondition(s, p.condition, { controller: player, sourceId: id }) !== true) continue;
    return { objectId: id, player, play: p.play, free: p.free, sourceName: `${o.card.name}'s own ability` };
  }
  return undefined;
}

/** The card's own permissions to be cast from a zone (own-cast-permission.ts), over its faces' abilities as printed. */
export function ownCastPermissions(card: Card): OwnCastPermission[] {
  const found: OwnCastPermission[] = [];
  for (const face of card.faces ?? []) {
    for (const a of face.abilities) {
      for (const e of 'effects' in a ? a.effects ?? [] : []) {
        const p = ownCastPermission(e);
        if (p) found.push(p);
      }
    }
  }
  return found;
}
