// Devour N (CR 702.82a): "As this object enters, you may sacrifice any number of creatures. This permanent enters with N
// +1/+1 counters on it for each creature sacrificed this way." A replacement effect of the entering permanent (614.1c),
// its choice made before it enters (614.12a): the creatures sacrificed are the step's `choosing` objects (`resolve
// choosing @a choosing @b`) among the creatures its controller controls (701.21a). A step that names none, while there
// are creatures it could sacrifice, leaves the choice unmade: none are sacrificed and every later answer rests on it
// (inconclusive). Each instance is its own choice (the step's creatures go to the first). "Devour [quality] N"
// (CR 702.82c) and "Devour X" are not carried out (model/abilities/permanent-keywords.ts devourNumber).

import { devourNumber } from '../../model/abilities/permanent-keywords';
import type { GameObject, GameState } from '../state/game-state';
import { battlefieldObjects, nextTimestamp } from '../state/game-state';
import type { Outcome } from '../state/events';
import type { Choices } from '../queries/choices';
import { computeCharacteristics } from '../layers';
import { hasType, keywordsOf } from '../state/objects';
import { countersAfterReplacement } from './more-instead';
import { msg } from '../../i18n';

/**
 * CR 702.82a: as `obj` enters, each devour instance sacrifices the creatures the step chose and puts N +1/+1 counters on
 * it for each (a counter replacement applies, 614.1a, 122.6). `sacrifice` moves one to its owner's graveyard (zones.ts),
 * true when it went.
 */
export function devourAsItEnters(s: GameState, out: Outcome, obj: GameObject, choices: Choices | undefined, sacrifice: (id: string) => boolean): void {
  let named = [...(choices?.objects ?? [])];
  for (const k of keywordsOf(computeCharacteristics(s, obj).abilities)) {
    const n = devourNumber(k);
    if (n === undefined) continue;
    const able = battlefieldObjects(s).filter((o) => o.id !== obj.id && o.controller === obj.controller && hasType(computeCharacteristics(s, o).cardTypes, 'creature'));
    const chosen = named.filter((id) => able.some((o) => o.id === id));
    named = named.filter((id) => !chosen.includes(id));
    if (chosen.length === 0 && able.length > 0) {
      // CR 614.12a, 608.2d: a choice the scenario never made; the engine takes none.
      const list = (s.unchosenTargets ??= []);
      if (!list.some((u) => u.sourceName === obj.card.name && u.text === 'Devour')) list.push({ sourceName: obj.card.name, text: 'Devour', what: 'choice' });
    }
    let sacrificed = 0;
    for (const id of chosen) if (sacrifice(id)) sacrificed++; // CR 701.21a
    out.note({ why: msg('rules.zone.devoured', { card: obj.card.name, count: sacrificed }), cr: ['702.82a', '614.12a'] });
    const count = countersAfterReplacement(s, out, obj, '+1/+1', n * sacrificed);
    if (count <= 0) continue;
    obj.counters['+1/+1'] = (obj.counters['+1/+1'] ?? 0) + count;
    (obj.counterTimestamps ??= {})['+1/+1'] = nextTimestamp(s); // CR 613.7c
    out.event({ type: 'counter-added', objectId: obj.id, counter: '+1/+1', count });
  }
}
