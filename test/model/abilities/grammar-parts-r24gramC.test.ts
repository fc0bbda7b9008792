// Issue 26, grammar (round twenty-four, gramC): typed parts of the families "optional: you may …", "other: Any opponent
// may", "replacement: enters tapped / with" that combine with the rest of the grammar.
// - counters of several kinds put at once, "put a +1/+1 counter and a flying counter on target creature", "… enters with a
//   +1/+1 counter, a flying counter, a deathtouch counter, and a shield counter on it" (CR 122.1, 122.1b, 614.1c): carried
//   out (add-counters `also`; test/rules/game/r24-gramC-counter-list.cards);
// - "Any opponent may have you put that card into your hand" (CR 101.4, 608.2d: an offer to each opponent in turn order; a
//   causative "have you <instruction>", 608.2c): read, not carried out (the engine makes no other player's choice);
// - "You may pay {0} rather than pay cycling costs", "… rather than pay the echo cost for permanents you control" (CR
//   118.9, 702.29a, 702.30a: `keyword-alt-cost`): read, not carried out;
// - "four Eldrazi Spawn" (CR 205.3m: "Spawn" is its own plural, as Oracle writes it).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 122.1, 122.1b: several kinds of counters on one object at once.
  [sameInBoth('GramC24 Blessing', 'Sorcery', 'Put a +1/+1 counter and a flying counter on target creature.'), 'add-counters', true],
  [sameInBoth('GramC24 Blessing', 'Sorcery', 'Put two +1/+1 counters, a flying counter, and a trample counter on target creature.'), 'add-counters', true],
  [sameInBoth('GramC24 Blessing', 'Instant', 'Put a +1/+1 counter and a lifelink counter on each creature you control.'), 'add-counters', true],
  // CR 614.1c, 122.6: a permanent entering with counters of several kinds.
  [{ name: 'GramC24 Toolkit', type: 'Artifact Creature — Construct', legacy: 'GramC24 Toolkit enters the battlefield with a +1/+1 counter, a flying counter, a deathtouch counter, and a shield counter on it.', modern: 'This creature enters with a +1/+1 counter, a flying counter, a deathtouch counter, and a shield counter on it.' }, 'add-counters', true],
  [{ name: 'GramC24 Drake', type: 'Creature — Drake', legacy: 'GramC24 Drake enters the battlefield with two +1/+1 counters and a flying counter on it.', modern: 'This creature enters with two +1/+1 counters and a flying counter on it.' }, 'add-counters', true],
  // CR 101.4, 608.2d: an offer to each opponent in turn order; 608.2c: "have you …", you follow the instruction.
  [sameInBoth('GramC24 Memories', 'Sorcery', 'Search your library for a card, exile it, then shuffle. Any opponent may have you put that card into your hand. If no player does, you draw three cards.'), 'optional', false],
  [sameInBoth('GramC24 Prodder', 'Sorcery', 'Reveal the top card of your library. Any opponent may have you put that card into your graveyard.'), 'optional', false],
  [{ name: 'GramC24 Punisher', type: 'Creature — Devil', legacy: 'When GramC24 Punisher enters the battlefield, any opponent may have GramC24 Punisher deal 4 damage to them.', modern: 'When this creature enters, any opponent may have this creature deal 4 damage to them.' }, 'optional', false],
  [sameInBoth('GramC24 Tribute', 'Sorcery', 'Any opponent may have you draw two cards.'), 'optional', false],
  // CR 118.9, 702.29a, 702.30a: another payment for a keyword's cost.
  [sameInBoth('GramC24 Perspectives', 'Enchantment', 'As long as you have seven or more cards in hand, you may pay {0} rather than pay cycling costs.'), 'keyword-alt-cost', false],
  [sameInBoth('GramC24 Goblin', 'Creature — Goblin', 'You may pay {0} rather than pay the echo cost for permanents you control.'), 'keyword-alt-cost', false],
  [sameInBoth('GramC24 Mask', 'Enchantment', 'You may pay {1} rather than pay morph costs.'), 'keyword-alt-cost', false],
  // CR 205.3m: "Eldrazi Spawn" in the plural.
  [sameInBoth('GramC24 Hand', 'Creature — Eldrazi', "You may sacrifice four Eldrazi Spawn rather than pay this spell's mana cost."), 'alternative-cost', undefined],
];

/** Lines that stay not understood. */
const UNREAD = [
  // A list of three counters needs ", and".
  'Put a +1/+1 counter, a flying counter, a trample counter on target creature.',
  // The article must agree, and the number with its noun.
  'Put a +1/+1 counter and an flying counter on target creature.',
  'Put a +1/+1 counter and two flying counter on target creature.',
  // A keyword without a cost has no cost to pay another way.
  'You may pay {0} rather than pay flying costs.',
];

describe('grammar parts, round twenty-four (gramC)', () => {
  for (const [line, kind, carriedOut] of LINES) it(line.legacy, () => void expectRow(line, kind, carriedOut));
  for (const text of UNREAD) it(`not read: ${text}`, () => {
    const a = parseAbility(text, 0, { cardName: 'GramC24 Unread', faceName: 'GramC24 Unread', typeLine: 'Sorcery' });
    expect(a.unmodeled.length).toBeGreaterThan(0);
  });
  it('"a, b, c" without "or" is no choice of counters (a list needs "and", a choice "or")', () => {
    const a = parseAbility('Put a vigilance counter, a reach counter, a trample counter on target creature.', 0, { cardName: 'GramC24 Unread', faceName: 'GramC24 Unread', typeLine: 'Sorcery' });
    expect(a.unmodeled.length).toBeGreaterThan(0);
  });
});
