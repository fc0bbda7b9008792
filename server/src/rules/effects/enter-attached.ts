// "Return ~ from your graveyard to the battlefield attached to that creature" (CR 303.4f–i, 301.5c): what a card put onto
// the battlefield attached to a named object is attached to as it enters. An Aura that can't legally enchant that object
// (or whose object is gone) stays in its current zone (303.4i); an Equipment or Fortification attaches if it can,
// otherwise enters unattached (301.5c, 301.6); any other permanent enters unattached (303.4h).

import type { GameState } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import { enchantFilter, enchantParameter, matchesFilter } from '../state/filters';
import { hasType, keywordsOf } from '../state/objects';
import { protectedFrom } from '../queries/protection';

/** `stays`: the card doesn't move (an Aura with nothing it can enchant, 303.4i); else what it enters attached to, if anything. */
export function enteringAttachment(s: GameState, cardId: string, hostId: string | undefined): { stays: boolean; attachTo?: string } {
  const o = s.objects.get(cardId);
  if (!o) return { stays: true };
  const ch = computeCharacteristics(s, o);
  const host = hostId ? s.objects.get(hostId) : undefined;
  const hc = host && host.zone === 'battlefield' ? computeCharacteristics(s, host) : undefined;
  if (hasType(ch.subtypes, 'Aura')) {
    // CR 303.4i: an object it can't legally enchant (its enchant ability, protection 702.16c) or none: it stays.
    const legal = !!host && !!hc && host.id !== o.id && matchesFilter(host, { ...hc, keywords: keywordsOf(hc.abilities) }, enchantFilter(enchantParameter({ keywords: keywordsOf(ch.abilities) })), { combat: s.combat, controller: o.owner })
      && !protectedFrom(s, host, o);
    return legal ? { stays: false, attachTo: host!.id } : { stays: true };
  }
  // CR 301.5c: an Equipment equips a creature (not itself); CR 301.6: a Fortification fortifies a land.
  const kind = hasType(ch.subtypes, 'Equipment') ? 'Creature' : hasType(ch.subtypes, 'Fortification') ? 'Land' : undefined;
  if (kind && host && hc && host.id !== o.id && hasType(hc.cardTypes, kind)) return { stays: false, attachTo: host.id };
  // CR 303.4h: not an Aura, Equipment or Fortification (or nothing it can be attached to): it enters unattached.
  return { stays: false };
}
