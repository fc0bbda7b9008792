// Looking objects up for an action: the object must exist (a zone change makes a new object, CR 400.7) and be
// in the zone the action needs (400.1); the newest object made from a card, by name.

import type { GameObject, GameState, ZoneName } from './game-state';
import { compareIds } from './game-state';
import type { Outcome } from './events';
import { illegal } from './events';
import { msg } from '../../i18n';

export function need(s: GameState, out: Outcome, id: string, zone?: ZoneName): GameObject | null {
  const o = s.objects.get(id);
  if (!o) {
    const gone = s.formerIds.get(id);
    const why = gone === '' ? msg('rules.state.object-gone', { id }) : msg('rules.state.object-became', { id, became: gone ?? 'none' });
    out.fail(illegal(why, ['400.7']));
    return null;
  }
  if (zone && o.zone !== zone) {
    out.fail(illegal(msg('rules.state.wrong-zone', { card: o.card.name, zone: o.zone, want: zone }), ['400.1']));
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
