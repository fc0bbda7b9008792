// Copy effects (CR 707): "becomes a copy", "enters as a copy", token copies and spell copies. A copy takes the
// copiable values (layer 1 result); copying a face-down object gives a face-up nameless 2/2 (707.2, 708.2).

import type { Ability } from '../../model/types';
import type { GameObject, GameState } from '../state/game-state';
import { newEffectId, nextTimestamp } from '../state/game-state';
import type { Outcome } from '../state/events';
import { copiableValues } from '../layers';
import { msg } from '../../i18n';

export function addCopyEffect(
  s: GameState,
  out: Outcome,
  obj: GameObject,
  ofId: string,
  how: string,
  endsWhenTurnedFaceDown: boolean,
  duration: 'permanent' | 'until-end-of-turn' = 'permanent',
  sourceName?: string,
  /** ", except it has "…"": an ability the copy has besides the copied ones (CR 707.9a). */
  exceptHas?: Ability,
): boolean {
  const of = s.objects.get(ofId);
  if (!of) {
    out.note({ message: `Nothing to copy: object ${ofId} no longer exists`, cr: ['707.1'] });
    return false;
  }
  // CR 707.2: the copiable values, fixed when the copy effect begins; an exception is part of them (707.9a).
  const copied = copiableValues(s, of);
  const values = exceptHas ? { ...copied, abilities: [...copied.abilities, { ability: exceptHas, index: -1, from: `${sourceName ?? obj.card.name} (copy exception)` }] } : copied;
  const id = newEffectId(s);
  s.effects.push({
    id,
    timestamp: nextTimestamp(s),
    sourceName: sourceName ?? obj.card.name,
    sourceId: obj.id,
    controller: obj.controller,
    effect: { kind: 'become-copy', target: { kind: 'self' }, of: { kind: 'it' }, duration, span: { start: 0, end: 0 } },
    affected: [obj.id],
    duration,
    copyValues: values,
    endsWhenTurnedFaceDown,
  });
  out.event({ type: 'effect-started', effectId: id, description: msg('rules.event.becomes-copy', { card: obj.card.name, values: values.label, how }) });
  if (values.fromFaceDown) {
    out.note({
      code: 'face-down-copy-is-vanilla',
      message: `${obj.card.name} copies a face-down object: it gets the face-down values (a nameless 2/2${values.abilities.length ? ' with ward {2}' : ''})${obj.faceDown ? '' : ' and is face up, so it can never be turned face up'}`,
      cr: ['707.2', '708.2'],
    });
  }
  if (obj.faceDown) {
    out.note({ message: `${obj.card.name} is face down: it stays a face-down 2/2 and would be the copy if turned face up`, cr: ['708.10', '707.3', '613.2b'] });
  }
  return true;
}
