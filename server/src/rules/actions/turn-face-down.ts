// Turning a permanent face down by an effect (Ixidron-like, CR 708.2a/708.2b), with the cases where nothing
// happens: already face down, double-faced (712.16), merged with a double-faced component (729.2j).

import type { FaceDownProfile } from '../../model/types';
import type { FaceDownOrigin, GameState } from '../state/game-state';
import { nextTimestamp } from '../state/game-state';
import type { Outcome } from '../state/events';
import { profileForOrigin } from '../state/face-down';
import { isDoubleFaced, objectNoun } from '../state/objects';
import { msg } from '../../i18n';

export function turnFaceDown(s: GameState, out: Outcome, id: string, listed?: FaceDownProfile, origin: FaceDownOrigin = 'turned-face-down'): boolean {
  const obj = s.objects.get(id);
  if (!obj) {
    out.note({ why: msg('rules.act.object-gone', { id }), cr: ['400.7'] });
    return false;
  }
  if (obj.zone !== 'battlefield') {
    out.note({ why: msg('rules.act.face-down-not-permanent', { card: obj.card.name }), cr: ['110.5d', '708.2a'] });
    return false;
  }
  if (obj.faceDown) {
    out.note({ why: msg('rules.act.already-face-down'), cr: ['708.2b'] });
    return false;
  }
  if (isDoubleFaced(obj.card) || obj.components.some((c) => isDoubleFaced(c))) {
    out.note({ why: msg('rules.act.double-faced-cannot-face-down', { card: obj.card.name }), cr: obj.components.length ? ['729.2j', '712.16'] : ['712.16'] });
    return false;
  }
  // Copy effects that last "until this is turned face down" end (Vesuvan-like, from its own as-turned-face-up ability).
  for (const e of s.effects.filter((x) => x.endsWhenTurnedFaceDown && x.affected.includes(obj.id))) {
    s.effects = s.effects.filter((x) => x !== e);
    out.event({ type: 'effect-ended', effectId: e.id, description: msg('rules.event.copy-ends-face-down', { card: obj.card.name, noun: objectNoun(obj) }) });
  }
  obj.faceDown = { origin, profile: profileForOrigin(origin, listed), order: ++s.counters.faceDown };
  obj.timestamp = nextTimestamp(s); // CR 613.7f
  out.event({ type: 'turned-face-down', objectId: obj.id, cardName: obj.card.name });
  return true;
}
