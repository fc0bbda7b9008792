// The set-wide notes read a card's uncertain text as the scenario runner's dependency reading does
// (rules/scenario/dependency.ts cardPieces, dependencyKey; issue 23): a face-down permanent has no text (CR 708.2), so
// only what turns it face up counts (702.37e, 702.168d); cards share a note's run only when the dependency reading
// would read their text alike (its reach and when it can act, not only its words).

import { describe, expect, it } from 'vitest';
import { buildDocument } from '../../../server/src/model/document';
import { cardPieces, dependencyKey } from '../../../server/src/rules/scenario/dependency';

const cards = (text: string) => buildDocument('file:///card-pieces.cards', text).cards.map((c) => c.card);

const [murky, costly, bird, lure] = cards(`
card "Murky Stalker"
  cost {2}{B}
  type Creature — Horror
  pt 2/2
  text
    Creatures your opponents control with mana value 2 get -1/-0 while you control a Swamp or a Bog.
    Morph {3}{B}

card "Costly Stalker"
  cost {2}{B}
  type Creature — Horror
  pt 2/2
  text
    Morph {3}{B}. This cost is reduced by {1} for each Swamp you control that entered this turn.

card "Quiet Bird"
  cost {1}{U}
  type Creature — Bird
  pt 1/1
  text
    When this creature dies, target opponent reveals cards from the top of their library until they reveal a land card.

card "Quiet Lure"
  cost {1}{U}
  type Creature — Bird
  pt 1/1
  text
    Target opponent reveals cards from the top of their library until they reveal a land card.
`);

describe('what of a card the notes count (CR 708.2, 702.37e, 603.2)', () => {
  it('face down, a static not understood counts for nothing; a turn-up cost not understood does (708.2, 702.37e)', () => {
    expect(cardPieces(murky!).length).toBeGreaterThan(0);
    expect(cardPieces(murky!, { faceDown: true })).toEqual([]);
    expect(cardPieces(costly!, { faceDown: true }).map((p) => p.rest.cardName)).toEqual(['Costly Stalker']);
  });

  it('the same words in a trigger and in a static are not read alike (603.2: a trigger acts only once it fires)', () => {
    const words = (c: typeof bird) => cardPieces(c!).map((p) => p.rest.text.toLowerCase().replace(/\.$/, ""));
    expect(words(bird)).toEqual(words(lure));
    expect(dependencyKey(bird!)).not.toBe(dependencyKey(lure!));
  });
});
