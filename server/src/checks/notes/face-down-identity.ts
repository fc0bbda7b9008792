// What a card shows the game while it is a face-down permanent, as a key: cards with the same key give the same
// answers to every question a note scenario asks, for as long as the card stays face down on the battlefield.
//
// Face down, a permanent is a 2/2 with no name, text, subtypes or mana cost (CR 708.2a), with ward {2} when it was
// put face down by disguise or cloak (702.168b, 701.58a): the family decides all of that, not the card. What the
// card still decides is how it can be turned face up: the morph, megamorph or disguise costs it would have face up
// (702.37e, 702.168d, with the effects that apply now, 708.8), and for a manifested or cloaked card whether it is a
// creature card with a mana cost (701.40b, 701.58b) — its own types and mana cost (708.12). And an outcome rests on
// text of a face-down card only where that text is not understood or its turn-up cost can't be paid by the engine
// (restingTextOf … faceDown; inconclusive.ts): a card with such text gets no key of its own, nor one with static or
// replacement abilities (the engine computes its would-be face-up characteristics with them, rules/actions/turn-face-up.ts).
//
// A note scenario's run records whether the face-down card was ever seen (turned face up, revealed, off the
// battlefield: NoteScenario.exposed). One that never saw it read nothing of the card but this key, so its answers are
// every card's with the same key (checks/interactions.ts shares them).

import type { Card } from '../../model/types';
import { restingTextOf, unseenTriggerText } from '../../rules/scenario/inconclusive';
import { costText } from '../../rules/state/mana';
import type { Family } from './note-scenario';

const TURN_UP_KEYWORDS = new Set(['morph', 'megamorph', 'disguise']);
const MANIFEST_LIKE = new Set<Family>(['manifest', 'manifest dread', 'cloak']);

/** The face-down identity of `card` in `family`, or undefined when more of the card may matter (see above). */
export function faceDownIdentity(card: Card, family: Family): string | undefined {
  if (restingTextOf(card, false, { faceDown: true }).length || unseenTriggerText(card).length) return undefined;
  const costs: string[] = [];
  for (const face of card.faces) {
    for (const a of face.abilities) {
      if (a.kind === 'static' || a.kind === 'replacement') return undefined;
      if (a.kind !== 'keyword') continue;
      for (const k of a.keywords) {
        if (!TURN_UP_KEYWORDS.has(k.keyword.toLowerCase())) continue;
        const cost = costText(k.cost) || k.parameter || '';
        // A cost that names the card itself is the card's own.
        if (card.name && cost.includes(card.name)) return undefined;
        costs.push(`${k.keyword.toLowerCase()}:${cost}`);
      }
    }
  }
  const own = MANIFEST_LIKE.has(family)
    ? card.faces.map((f) => [f.typeLine?.cardTypes.map((t) => t.toLowerCase()).sort() ?? [], costText(f.manaCost ?? null)])
    : [];
  return JSON.stringify([family, costs, own, card.faces.length]);
}
