// Parts of conditional instructions about how a spell was cast and what it chooses (issue 26): any condition "as you cast
// this spell" (CR 601.2), "if you pay {2} more to cast it" after a permission (601.2f), mana from a Treasure spent (111.10a),
// the coin flip of another player (705.2), more modes than "Choose one" (700.2) and more of the tokens named before
// (111.1). Invented lines in the shapes of real cards': read fully, printed back exactly in both templating eras, and
// recognized, not simulated (an answer resting on them is inconclusive) — but the permission's extra cost, carried out.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { readInBothEras, sameInBoth, type EraLine } from './both-eras';
import { CONTEXTS } from './rules-lines';
import { allKinds } from './read-not-simulated';

const LINES: [EraLine, string][] = [
  // CR 601.2, 700.2: a condition as it stood while the spell was cast, and a second mode.
  [sameInBoth('Twin Verdict', 'Sorcery', 'Choose one. If you control a commander as you cast this spell, you may choose both.'), 'as-cast'],
  [sameInBoth('Twin Verdict', 'Sorcery', 'Choose one. If you control an artifact and a creature as you cast this spell, you may choose both.'), 'as-cast'],
  [sameInBoth('Kicked Verdict', 'Sorcery', 'Choose one. If this spell was kicked, choose any number instead.'), 'spell-was'],
  // CR 111.10a: where the mana came from.
  [sameInBoth('Gilded Bribe', 'Instant', 'Target creature gets +1/+1 until end of turn. If mana from a Treasure was spent to cast this spell, draw a card.'), 'mana-spent'],
  // CR 705.2: the player who flipped the coin, named before.
  [sameInBoth('Coin Court', 'Enchantment', 'Whenever a player casts a spell, that player flips a coin. If they lose the flip, counter that spell.'), 'flip'],
  // CR 111.1: more of the tokens the instruction before created.
  [sameInBoth('Rally the Host', 'Sorcery', 'Create two 1/1 white Soldier creature tokens. If this spell was kicked, create five of those tokens instead.'), 'spell-was'],
  [sameInBoth('Rally the Host', 'Sorcery', 'If you control a Soldier, create three 1/1 white Soldier creature tokens. Otherwise, create one of those tokens.'), 'otherwise'],
];

// CR 702.8a, 601.2f: the extra cost the card's own flash permission asks for, paid as it is cast when the permission is
// used (rules/game/casting.ts; test/rules/game/flash-terms.cards): carried out.
const CARRIED_OUT: [EraLine, string][] = [
  [{ name: 'Quiet Stalker', type: 'Creature — Elf', legacy: 'You may cast Quiet Stalker as though it had flash if you pay {2} more to cast it.', modern: 'You may cast this spell as though it had flash if you pay {2} more to cast it.' }, 'pay-more'],
];

describe('how a spell was cast and what it chooses (CR 601.2, 601.2f, 700.2, 705.2, 111.1)', () => {
  it.each(CARRIED_OUT)('carried out: %o', (line, kind) => {
    const a = readInBothEras(line);
    expect(allKinds(a)).toContain(kind);
    expect(a.unsimulated ?? [], 'carried out').toEqual([]);
  });

  it.each(LINES)('%o', (line, kind) => {
    const a = readInBothEras(line);
    expect(allKinds(a)).toContain(kind);
    expect(a.unsimulated?.length, 'recognized, not simulated').toBeGreaterThan(0);
  });

  it('leaves what does not agree unread', () => {
    for (const line of [
      'Choose one. If you control a commander as you cast this spell as you cast this spell, you may choose both.',
      'You may cast this spell as though it had flash if you pay {2} more to juggle it.',
      'Flip a coin. If they loses the flip, draw a card.',
      'Choose one. You may choose all.',
      'Create two 1/1 white Soldier creature tokens. If this spell was kicked, create five of these tokens instead.',
    ]) {
      expect(parseAbility(line, 0, CONTEXTS.s).unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});
