// Copy effects (CR 707): "becomes a copy", "enters as a copy", token copies and spell copies. A copy takes the
// copiable values (layer 1 result); copying a face-down object gives a face-up nameless 2/2 (707.2, 708.2).

import { objectNoun } from '../state/objects';
import type { Ability } from '../../model/types';
import type { GameObject, GameState } from '../state/game-state';
import { newEffectId, nextTimestamp } from '../state/game-state';
import type { Outcome } from '../state/events';
import { copiableValues } from '../layers';
import { msg, nounOf } from '../../i18n';

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
    out.note({ why: msg('rules.act.copy-gone', { id: ofId }), cr: ['707.1'] });
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
  out.event({ type: 'effect-started', effectId: id, description: msg('rules.event.becomes-copy', { card: obj.card.name, values: msg('rules.event.copy-values', { label: values.label, key: values.fromFaceDown ? 'faceDown' : 'named', name: values.name ?? '' }), how: msg('rules.event.copy-how', { how, key: how === 'as it enters' ? 'enters' : how === 'as it is turned face up' ? 'turnedUp' : 'effect', source: sourceName ?? '' }) }) });
  if (values.fromFaceDown) {
    out.note({
      code: 'face-down-copy-is-vanilla',
      why: msg('rules.act.copies-face-down', { card: obj.card.name, ward: values.abilities.length ? 'yes' : 'no', faceUp: obj.faceDown ? 'no' : 'yes', noun: nounOf(values.cardTypes) }),
      cr: ['707.2', '708.2'],
    });
  }
  if (obj.faceDown) {
    out.note({ why: msg('rules.act.face-down-would-be-copy', { card: obj.card.name, noun: objectNoun(obj) }), cr: ['708.10', '707.3', '613.2b'] });
  }
  return true;
}
