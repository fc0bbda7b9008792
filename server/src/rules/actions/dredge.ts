// Dredge N (CR 702.52a): "As long as you have at least N cards in your library, if you would draw a card, you may
// instead mill N cards and return this card from your graveyard to your hand." A static ability that functions only
// while its card is in a player's graveyard (702.52a, 113.6): a replacement of each single draw of that player (614.1a,
// 121.2: "draw two cards" is two draws, each replaced or not). A player with fewer than N cards in their library can't
// mill them this way (702.52b). Whether the player dredges is their choice (614.1a "may … instead"): a resolving step's
// `resolve accepting` (the first card that can dredge) or `resolve declining` decides it; otherwise both ways are played
// (rules/scenario/branches.ts), one choice per card that could dredge, in graveyard order (616.1: the affected player
// chooses which replacement applies, or none). A library the scenario never set up (no cards the engine knows) leaves
// whether dredge was possible unknown: recorded, and what rests on it is inconclusive.

import { dredgeNumber } from '../../model/abilities/keyword-abilities';
import type { GameState, PlayerId } from '../state/game-state';
import { undecidedMay } from '../state/game-state';
import type { Outcome } from '../state/events';
import { computeCharacteristics } from '../layers';
import { keywordsOf } from '../state/objects';
import { libraryCards } from '../state/library';
import { moveObject } from './zones';
import { msg } from '../../i18n';

/**
 * CR 702.52a–b, 616.1: before `player` draws one card, whether a dredge card in their graveyard replaces that draw;
 * true when it did (N cards milled, the card returned to the hand). `may`: the resolving step's choice.
 */
export function dredgeInstead(s: GameState, out: Outcome, player: PlayerId, may?: boolean | 'by-default'): boolean {
  for (const id of [...s.zones[player].graveyard]) {
    const o = s.objects.get(id);
    if (!o) continue;
    const k = keywordsOf(computeCharacteristics(s, o).abilities).find((x) => dredgeNumber(x) !== undefined);
    if (!k) continue;
    const n = dredgeNumber(k)!;
    if (!s.libraryTracked[player]) {
      // The library's size is unknown: whether the player could dredge, and chose to, is a choice the engine can't offer.
      const text = `${k.keyword} ${n}`;
      const list = (s.unchosenTargets ??= []);
      if (!list.some((u) => u.sourceName === o.card.name && u.text === text)) list.push({ sourceName: o.card.name, text, what: 'choice' });
      continue;
    }
    if (s.zones[player].library.length < n) continue; // CR 702.52b
    const dredges = may === true || may === false ? may : undecidedMay(s, o.card.name, k.span);
    if (!dredges) continue;
    out.note({ why: msg('rules.zone.dredged', { player, card: o.card.name, count: n }), cr: ['702.52a', '614.1a'] });
    // CR 701.17a: mill N (the top N cards into the graveyard, in order).
    for (const c of [...libraryCards(s, player, n)].reverse()) moveObject(s, out, c, 'graveyard');
    moveObject(s, out, o.id, 'hand');
    return true;
  }
  return false;
}

/** CR 702.52a: whether a card with dredge is in `player`'s graveyard (another replacement of their draws, 616.1). */
export function hasDredgeCard(s: GameState, player: PlayerId): boolean {
  return s.zones[player].graveyard.some((id) => {
    const o = s.objects.get(id);
    return !!o && keywordsOf(computeCharacteristics(s, o).abilities).some((x) => dredgeNumber(x) !== undefined);
  });
}
