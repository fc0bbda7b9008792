// A permanent's static replacement of its controller's card draws (CR 614.1a, 614.11, 121.6): "If you would draw a card,
// <instructions> instead" — which lines, and their steps, are the model's (model/abilities/draw-instead.ts). Each single
// draw is replaced on its own (121.2, 614.11a), even from an empty library (121.6a, 614.11); the draw never happens and
// what happens instead is not a draw (614.6). "You may … instead" is the drawing player's choice (614.1a; a resolving
// step's `resolve accepting` / `declining`, else both ways, rules/scenario/branches.ts). When two replacements of one
// draw apply (a dredge card's too), the player chooses which applies (616.1): the engine applies the first and what
// follows rests on that choice (inconclusive).

import { drawInstead, type DrawInstead } from '../../model/abilities/draw-instead';
import type { GameObject, GameState, PlayerId } from '../state/game-state';
import { battlefieldObjects, restOn, undecidedMay } from '../state/game-state';
import type { Outcome } from '../state/events';
import { computeCharacteristics } from '../layers';
import { libraryCards } from '../state/library';
import { recordExiled } from '../state/linked-exile';
import { moveObject } from '../actions/zones';
import { hasDredgeCard } from '../actions/dredge';
import { addCounters } from './status-effects';
import { gameResult } from './damage-life-effects';
import type { Span } from '../../model/types';
import { msg } from '../../i18n';

interface Held { holder: GameObject; r: DrawInstead; text: string; span: Span }

/** The draw replacements on the battlefield that apply to `player`'s draws: "you", the permanent's controller (CR 614.1a). */
function heldFor(s: GameState, player: PlayerId): Held[] {
  const out: Held[] = [];
  for (const o of battlefieldObjects(s)) {
    if (o.controller !== player) continue;
    for (const a of computeCharacteristics(s, o).abilities) {
      if (a.ability.kind !== 'static' || (a.ability.unsimulated ?? []).length > 0) continue;
      for (const e of a.ability.effects ?? []) {
        const r = drawInstead(e);
        if (r) out.push({ holder: o, r, text: a.ability.text, span: e.span });
      }
    }
  }
  return out;
}

/**
 * CR 614.11, 121.6: before `player` draws one card, whether a static draw replacement of theirs replaces that draw; true
 * when one did (its instructions followed instead). `may`: the resolving step's choice for "you may … instead".
 */
export function drawReplaced(s: GameState, out: Outcome, player: PlayerId, may?: boolean | 'by-default'): boolean {
  const held = heldFor(s, player);
  if (held.length === 0) return false;
  const applying: Held[] = [];
  for (const h of held) {
    if (h.r.emptyLibrary) {
      // CR 401.1: "while your library has no cards in it" — a library the scenario never set up has an unknown size.
      if (!s.libraryTracked[player]) { restOn(s, { sourceName: h.holder.card.name, text: h.text, what: 'choice' }); continue; }
      if (s.zones[player].library.length > 0) continue;
    }
    applying.push(h);
  }
  if (applying.length === 0) return false;
  // CR 616.1: another replacement of the same draw (another permanent's, a dredge card's): the player's choice, never made by a step.
  if (applying.length > 1 || hasDredgeCard(s, player)) for (const h of applying) restOn(s, { sourceName: h.holder.card.name, text: h.text, what: 'choice' });
  for (const h of applying) {
    if (h.r.may && !(may === true || may === false ? may : undecidedMay(s, h.holder.card.name, h.span))) continue;
    out.note({ why: msg('rules.zone.draw-replaced', { player, card: h.holder.card.name }), cr: ['614.11', '121.6'] });
    follow(s, out, player, h);
    return true;
  }
  return false;
}

/** The replacement's instructions, in order (CR 614.6: one that can't be carried out is ignored). */
function follow(s: GameState, out: Outcome, player: PlayerId, h: Held): void {
  for (const st of h.r.steps) {
    if (st.kind === 'win') gameResult(s, out, player, 'win', h.holder.card.name); // CR 104.2b
    else if (st.kind === 'counters' && h.holder.zone === 'battlefield') addCounters(s, out, h.holder.id, st.counter, st.n); // CR 122.1
    else if (st.kind === 'exile-top') {
      // CR 401.1, 406.3: the top card of the player's library, exiled (face down: its owner may look at it, 406.3).
      const top = libraryCards(s, player, 1)[0];
      const n = top ? moveObject(s, out, top, 'exile', { exileFaceDown: st.faceDown }) : null;
      if (n) recordExiled(s, h.holder.id, n.id); // CR 607.2a: the permanent's linked abilities know what it exiled
    }
    // 'skip': nothing happens instead of the draw (CR 614.6).
  }
}
