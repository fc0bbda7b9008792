// Amplify N (CR 702.38a): "As this object enters, reveal any number of cards from your hand that share a creature type
// with it. This permanent enters with N +1/+1 counters on it for each card revealed this way. You can't reveal this card
// or any other cards that are entering the battlefield at the same time as this card." A replacement effect of the
// entering permanent (614.1c), its choice made before it enters (614.12a): the cards revealed are the step's `choosing`
// objects (`resolve choosing @a choosing @b`) among the cards in its controller's hand that share a creature type with
// it (205.3m; a changeling has every one, 702.73a, in every zone). Revealed cards stay in the hand. A step that names
// none, while there are cards it could reveal, leaves the choice unmade: none are revealed and every later answer rests
// on it (inconclusive). Each instance works separately (702.38b): each reveals the cards the step named.
// A face-down permanent has no abilities (708.2a), so it has no amplify as it enters face down. "Amplify X" is not
// carried out (model/abilities/permanent-keywords.ts amplifyNumber).

import { amplifyNumber } from '../../model/abilities/permanent-keywords';
import type { GameObject, GameState } from '../state/game-state';
import { nextTimestamp } from '../state/game-state';
import type { Outcome } from '../state/events';
import type { Choices } from '../queries/choices';
import { computeCharacteristics } from '../layers';
import { keywordsOf } from '../state/objects';
import { creatureTypesOf } from '../queries/shares-condition';
import { countersAfterReplacement } from './more-instead';
import { msg } from '../../i18n';

/**
 * CR 702.38a–b: as `obj` enters, each amplify instance reveals the cards the step chose from its controller's hand that
 * share a creature type with it and puts N +1/+1 counters on it for each (a counter replacement applies, 614.1a, 122.6).
 */
export function amplifyAsItEnters(s: GameState, out: Outcome, obj: GameObject, choices: Choices | undefined): void {
  const instances = keywordsOf(computeCharacteristics(s, obj).abilities).map(amplifyNumber).filter((n): n is number => n !== undefined);
  if (instances.length === 0) return;
  const own = new Set(creatureTypesOf(s, obj));
  // CR 702.38a: cards in "your hand" (its controller's) other than this card, sharing a creature type with it.
  const able = [...s.objects.values()].filter((o) => o.zone === 'hand' && o.owner === obj.controller && o.id !== obj.id && creatureTypesOf(s, o).some((t) => own.has(t)));
  const chosen = (choices?.objects ?? []).filter((id) => able.some((o) => o.id === id));
  if (chosen.length === 0 && able.length > 0) {
    // CR 614.12a, 608.2d: a choice the scenario never made; the engine reveals none.
    const list = (s.unchosenTargets ??= []);
    if (!list.some((u) => u.sourceName === obj.card.name && u.text === 'Amplify')) list.push({ sourceName: obj.card.name, text: 'Amplify', what: 'choice' });
  }
  // CR 702.38b: each instance works separately, each with the cards revealed.
  for (const n of instances) {
    out.note({ why: msg('rules.zone.amplified', { card: obj.card.name, count: chosen.length }), cr: ['702.38a', '614.12a'] });
    const count = countersAfterReplacement(s, out, obj, '+1/+1', n * chosen.length);
    if (count <= 0) continue;
    obj.counters['+1/+1'] = (obj.counters['+1/+1'] ?? 0) + count;
    (obj.counterTimestamps ??= {})['+1/+1'] = nextTimestamp(s); // CR 613.7c
    out.event({ type: 'counter-added', objectId: obj.id, counter: '+1/+1', count });
  }
}
