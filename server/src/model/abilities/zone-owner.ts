// Whose hand, library or graveyard a whole-zone object phrase names — "all cards from your hand", "all cards from target
// player's library", "each opponent's graveyard", "all opponents' graveyards" (CR 400.1, 401.1, 402.1, 404.1): read once
// for the descriptors, the targets announced and the effects that look there. The graveyard phrases of targets and of
// "all … from your / target player's graveyard" are graveyard-owner.ts's; this reads the others.

import type { ObjectFilter } from '../types';
import { lookupTable } from '../lookup-table';

/** `opponents`: each opponent's (CR 102.3: in a two-player game, the one other player's). */
export type ZoneOwner = 'yours' | 'target-player' | 'target-opponent' | 'opponents';

export interface WholeZone {
  zone: 'hand' | 'library' | 'graveyard';
  owner: ZoneOwner;
}

const OWNERS: Readonly<Record<string, ZoneOwner>> = lookupTable<Record<string, ZoneOwner>>({
  your: 'yours', "target player's": 'target-player', "target opponent's": 'target-opponent', "each opponent's": 'opponents', "all opponents'": 'opponents', "your opponents'": 'opponents',
});

/** The zone and whose it is, for a filter naming cards in one kind of zone by its owner; undefined for any other. */
export function wholeZoneOf(f: ObjectFilter): WholeZone | undefined {
  if (f.anyOf?.length || f.zoneTheir) return undefined;
  const zone = f.zone === 'hand' || f.zone === 'library' ? f.zone : f.zone === 'graveyard' || f.zone === 'any-graveyard' ? 'graveyard' : undefined;
  if (!zone) return undefined;
  // "from your hand", "from your graveyard" (no phrase kept: the default owner); "all graveyards" is graveyard-owner.ts's.
  if (f.zonePhrase === undefined) return f.zone === 'any-graveyard' ? undefined : { zone, owner: 'yours' };
  const m = /^(?:from|in) (your|target player's|target opponent's|each opponent's|all opponents'|your opponents') (hand|library|graveyard)s?$/.exec(f.zonePhrase);
  const owner = m ? OWNERS[m[1]!] : undefined;
  return m && owner && m[2] === zone ? { zone, owner } : undefined;
}
