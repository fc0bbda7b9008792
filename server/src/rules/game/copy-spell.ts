// Copying a spell on the stack (CR 707.10): storm's copies (702.40a), "copy target spell", the scenario's copy step.

import type { Card } from '../../model/types';
import type { Outcome } from '../state/events';
import type { GameState, PlayerId } from '../state/game-state';
import { copiableValues } from '../layers';
import { need } from '../state/require-object';
import { freshObject, placeObject } from '../actions/zones';
import { msg } from '../../i18n';

const NO_SPAN = { start: 0, end: 0 };

/** A copy of a spell (CR 707.10): copiable values, face up; a copy of a face-down spell is a face-up 2/2. */
export function copySpell(s: GameState, out: Outcome, id: string, player: PlayerId): string | null {
  const o = need(s, out, id, 'stack');
  if (!o) return null;
  const values = copiableValues(s, o);
  // OPEN QUESTION (digest §11.4): a copy of a face-down spell is assumed to resolve as a face-up blank 2/2 token.
  const card: Card = { name: values.name ?? 'copy of a face-down spell', nameSpan: NO_SPAN, faces: [], uri: '', span: NO_SPAN };
  const copy = freshObject(s, { cardId: `k${++s.counters.copy}`, card, owner: player, spellCopy: true, baseValues: values }, 'stack');
  copy.controller = player;
  // CR 707.10, 707.2: a copy copies the choices made as the spell was cast (modes, X, the division, whether it was kicked).
  copy.spell = {
    caster: player, faceDown: false, targets: [...(o.spell?.targets ?? [])], cost: '{0}', payWard: false,
    ...(o.spell?.modes ? { modes: [...o.spell.modes] } : {}), ...(o.spell?.x !== undefined ? { x: o.spell.x } : {}), ...(o.spell?.division ? { division: [...o.spell.division] } : {}),
    ...(o.spell?.kicked ? { kicked: o.spell.kicked } : {}), ...(o.spell?.costsPaid ? { costsPaid: [...o.spell.costsPaid] } : {}),
  };
  placeObject(s, copy);
  if (values.fromFaceDown) out.note({ code: 'face-down-copy-is-vanilla', why: msg('rules.game.copy-of-face-down-spell'), cr: ['707.10', '707.2', '708.2'] });
  out.event({ type: 'cast', objectId: copy.id, cardName: card.name, player, faceDown: false, cost: '{0}', from: 'stack' });
  return copy.id;
}
