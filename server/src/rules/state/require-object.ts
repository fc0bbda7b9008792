// Looking objects up for an action: the object must exist (a zone change makes a new object, CR 400.7) and be
// in the zone the action needs (400.1); the newest object made from a card, by name.

import type { GameObject, GameState, ZoneName } from './game-state';
import { compareIds } from './game-state';
import type { Outcome } from './events';
import { illegal } from './events';

export function need(s: GameState, out: Outcome, id: string, zone?: ZoneName): GameObject | null {
  const o = s.objects.get(id);
  if (!o) {
    const gone = s.formerIds.get(id);
    out.fail(illegal(gone === '' ? `Object ${id} no longer exists` : `Object ${id} no longer exists (it became ${gone ?? 'nothing'} after a zone change)`, ['400.7']));
    return null;
  }
  if (zone && o.zone !== zone) {
    out.fail(illegal(`${o.card.name} is in the ${o.zone}, not on the ${zone}`, ['400.1']));
    return null;
  }
  return o;
}

/** Every object made from the card with this name (optionally in a zone), oldest first. */
export function objectsNamed(s: GameState, cardName: string, zone?: ZoneName): GameObject[] {
  return [...s.objects.values()].filter((o) => o.card.name === cardName && (!zone || o.zone === zone)).sort((a, b) => compareIds(a.id, b.id));
}

/** The newest object made from the card with this name (optionally in a zone). */
export function findNewest(s: GameState, cardName: string, zone?: ZoneName): GameObject | undefined {
  return objectsNamed(s, cardName, zone).at(-1);
}
