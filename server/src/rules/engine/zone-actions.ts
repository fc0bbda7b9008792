// Engine actions that move objects between zones (CR 400.7: a new object): move, bounce, exile (face down, 406.3),
// destroy (701.8, indestructible 702.12b, regeneration 701.19a), sacrifice (701.21), return to the battlefield.

import type { ActionResult } from '../state/events';
import { illegal } from '../state/events';
import type { PlayerId, ZoneName } from '../state/game-state';
import { profileForOrigin } from '../state/face-down';
import { moveObject } from '../actions/zones';
import { destroyPermanent } from '../actions/destroy';
import { need } from '../state/require-object';
import { FaceActions } from './face-actions';
import { msg } from '../../i18n';

export type Moved = ActionResult & { newId: string | null };

export class ZoneActions extends FaceActions {
  moveTo(id: string, to: ZoneName, opts: { faceDown?: boolean; controller?: PlayerId; tapped?: boolean; libraryPosition?: 'top' | 'bottom'; sacrificed?: boolean } = {}): Moved {
    let newId: string | null = null;
    const r = this.run((out) => {
      const o = need(this.state, out, id);
      if (!o) return;
      if (to === 'stack') {
        out.fail(illegal(msg('rules.game.use-cast'), ['601.2a']));
        return;
      }
      const fd = opts.faceDown && to === 'battlefield' ? { origin: 'put-face-down' as const, profile: profileForOrigin('put-face-down'), order: 0 } : null;
      const n = moveObject(this.state, out, id, to, {
        faceDown: fd,
        exileFaceDown: to === 'exile' && !!opts.faceDown,
        controller: opts.controller,
        tapped: opts.tapped,
        libraryPosition: opts.libraryPosition,
        ...(opts.sacrificed ? { sacrificed: true } : {}), // CR 701.21a
      });
      newId = n?.id ?? null;
      if (n && to === 'battlefield' && !fd) out.note({ why: msg('rules.game.returns-face-up', { card: n.card.name }), cr: ['400.7', '110.5b'] });
    });
    return { ...r, newId };
  }

  bounce(id: string): Moved {
    return this.moveTo(id, 'hand');
  }
  exile(id: string, faceDown = false): Moved {
    return this.moveTo(id, 'exile', { faceDown });
  }
  destroy(id: string): Moved {
    const o = this.state.objects.get(id);
    if (o && o.zone !== 'battlefield') return { ok: false, reasons: [illegal(msg('rules.game.only-permanents-destroyed'), ['701.8a'])], events: [], newId: null };
    // CR 701.8a, 702.12b, 701.19a: indestructible, or a regeneration shield, keeps it on the battlefield.
    let newId: string | null = id;
    const r = this.run((out) => {
      if (!need(this.state, out, id)) return;
      newId = destroyPermanent(this.state, out, id)?.id ?? id;
    });
    return { ...r, newId };
  }
  sacrifice(id: string): Moved {
    const o = this.state.objects.get(id);
    if (o && o.zone !== 'battlefield') return { ok: false, reasons: [illegal(msg('rules.game.only-permanents-sacrificed'), ['701.21a'])], events: [], newId: null };
    return this.moveTo(id, 'graveyard', { sacrificed: true });
  }
  returnToBattlefield(id: string, opts: { faceDown?: boolean; controller?: PlayerId } = {}): Moved {
    return this.moveTo(id, 'battlefield', opts);
  }
}
