// Ways to cast a spell that change its text (CR 612.1): overload writes "each" for "target" (702.96a, 702.96c), cleave
// removes the words in square brackets (702.148a–b). Each row: the keyword, a printed spell line, the changed line the
// engine reads in full (or null: not read in full once changed, so named and inconclusive).

import { describe, expect, it } from 'vitest';
import { changedAbilities, textChangingCast } from '../../../server/src/rules/queries/cast-text-changes';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';

const ROWS: readonly [string, string, string | null][] = [
  ['overload', 'Destroy target artifact you don\'t control.', 'Destroy each artifact you don\'t control.'],
  ['overload', 'Target creature you control gets +2/+2 until end of turn.', 'Each creature you control gets +2/+2 until end of turn.'],
  ['overload', 'Target player discards two cards.', 'Each player discards two cards.'],
  ['overload', 'Destroy target creature. A creature destroyed this way can\'t be regenerated.', null],
  ['cleave', 'Return target [Wolf or Werewolf] creature to its owner\'s hand.', 'Return target creature to its owner\'s hand.'],
  ['cleave', 'Search your library for a [basic land] card, [reveal it,] put it into your hand, then shuffle.', 'Search your library for a card, put it into your hand, then shuffle.'],
  ['cleave', 'Destroy all creatures [with mana value 2 or less].', 'Destroy all creatures.'],
];

describe('spells cast with a text change (CR 612.1, 702.96a, 702.148a)', () => {
  it.each(ROWS)('%s: %s', (keyword, line, changed) => {
    // An instant's line (the ways to cast it are a spell's): without a type line, "A creature destroyed this way can't be
    // regenerated" alone would read as a static ability's.
    const a = parseAbility(line, 0, { cardName: 'Test Card', faceName: 'Test Card', typeLine: 'Instant' });
    const r = changedAbilities(keyword, [a], 'Test Card');
    if (changed === null) {
      expect(r.unread).toHaveLength(1);
      expect(r.abilities[0]).toBe(a);
    } else {
      expect(r.unread).toEqual([]);
      expect(r.abilities[0]!.text).toBe(changed);
      expect(r.abilities[0]!.kind).toBe('spell');
    }
  });

  it('only overload and cleave change their text', () => {
    expect(textChangingCast(['kicker', 'overload'])).toBe('overload');
    expect(textChangingCast(['cleave'])).toBe('cleave');
    expect(textChangingCast(['flashback'])).toBeUndefined();
    expect(textChangingCast(undefined)).toBeUndefined();
  });
});
