// Copy effects (CR 707): "becomes a copy", "enters as a copy", token copies and spell copies. A copy takes the
// copiable values (layer 1 result); copying a face-down object gives a face-up nameless 2/2 (707.2, 708.2).

import { objectNoun } from '../state/objects';
import type { CopyException } from '../../model/abilities/copy-exceptions';
import type { CopiableValues } from '../state/game-state';
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
  /** ", except …": the copy effect's exceptions (CR 707.9), part of its copiable values. */
  exceptions?: CopyException,
): boolean {
  const of = s.objects.get(ofId);
  if (!of) {
    out.note({ why: msg('rules.act.copy-gone', { id: ofId }), cr: ['707.1'] });
    return false;
  }
  // CR 707.2: the copiable values, fixed when the copy effect begins; an exception is part of them (707.9a).
  const values = withExceptions(copiableValues(s, of), exceptions, `${sourceName ?? obj.card.name} (copy exception)`, obj.madeBy);
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

/**
 * The copiable values with a copy effect's exceptions applied (CR 707.9): an ability it has besides the copied ones
 * (707.9a), characteristics it has instead of or in addition to them and no mana cost (707.9b). Exceptions "if ~ was
 * embalmed / eternalized" apply only to a token those abilities made (702.128a–b, 702.129a: `madeBy`).
 */
export function withExceptions(copied: CopiableValues, e: CopyException | undefined, from: string, madeBy?: 'embalmed' | 'eternalized'): CopiableValues {
  if (!e) return copied;
  // CR 702.128a–b, 702.129a: "except if ~ was embalmed, …": only for a token a resolving embalm ability created.
  if (e.exceptIfWas) return e.exceptIfWas.action === madeBy ? withExceptions(copied, e.exceptIfWas.then, from) : copied;
  let v: CopiableValues = copied;
  for (const part of e.exceptList ?? [e]) {
    if (part.exceptHas) v = { ...v, abilities: [...v.abilities, { ability: part.exceptHas, index: -1, from }] };
    if (part.exceptNoManaCost) v = { ...v, manaCost: null };
    const x = part.exceptIs;
    if (!x) continue;
    const also = x.addition !== undefined;
    const union = (a: string[], b: string[]) => [...a, ...b.filter((t) => !a.some((u) => u.toLowerCase() === t.toLowerCase()))];
    const cap = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
    v = {
      ...v,
      ...(x.power !== undefined ? { power: x.power, toughness: x.toughness ?? null } : {}),
      ...(x.colors.length ? { colors: x.addition === 'colors and types' ? [...new Set([...v.colors, ...x.colors])] : [...x.colors] } : {}),
      ...(x.cardTypes.length ? { cardTypes: also ? union(v.cardTypes, x.cardTypes.map(cap)) : x.cardTypes.map(cap) } : {}),
      ...(x.subtypes.length ? { subtypes: also ? union(v.subtypes, x.subtypes) : [...x.subtypes] } : {}),
    };
  }
  return v;
}
