// Whose graveyard a filter's zone words name ("from your graveyard", "an opponent's", "target player's", "all
// graveyards"): read once here for the descriptors, target legality and the effects that look there (CR 115.1).

import type { ObjectFilter } from '../types';

/** `all`: every graveyard ("all graveyards", or none named); `any`: "a graveyard" (one of them, CR 115.1). */
export type GraveyardOwner = 'yours' | 'an-opponents' | 'target-player' | 'target-opponent' | 'all' | 'any';

/** The graveyard(s) the filter's zone words name, or undefined when they name none the engine reads. */
export function graveyardOwner(f: ObjectFilter): GraveyardOwner | undefined {
  // "target artifact or enchantment card from your graveyard": the zone words end the or-list and are each alternative's.
  if (f.zone === undefined && f.anyOf?.length) {
    const owners = f.anyOf.map(graveyardOwner);
    return owners.every((o) => o === owners[0]) ? owners[0] : undefined;
  }
  // "from a single graveyard": the targets' one graveyard, which the engine doesn't check (undefined: not read).
  if (f.zone === 'any-graveyard' && f.zonePhrase !== undefined && / a single graveyard$/.test(f.zonePhrase)) return undefined;
  if (f.zone === 'any-graveyard') return f.zonePhrase === undefined || /^(from|in) all graveyards$/.test(f.zonePhrase) ? 'all' : 'any';
  if (f.zone !== 'graveyard' || f.zoneTheir) return undefined;
  if (f.zonePhrase === undefined) return 'yours';
  const m = /^(?:from|in) (an opponent|target player|target opponent)'s graveyard$/.exec(f.zonePhrase);
  return m ? (m[1] === 'an opponent' ? 'an-opponents' : m[1] === 'target player' ? 'target-player' : 'target-opponent') : undefined;
}

/** "target cards from a single graveyard" (CR 601.2c, 115.1): cards of any graveyard, all of them from the same one. */
export function singleGraveyard(f: ObjectFilter): boolean {
  return f.zone === 'any-graveyard' && f.zonePhrase !== undefined && / a single graveyard$/.test(f.zonePhrase);
}
