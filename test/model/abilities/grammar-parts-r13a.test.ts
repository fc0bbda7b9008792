// Issue 26, grammar (round thirteen, gramA): parts of real rules text behind "If …" / "Then if …" lines — the counters
// a condition named, removed by the instruction after it ("remove all of them [from it]", "remove them", "remove those
// counters", CR 122.1, 608.2c; model/abilities/named-counters.ts), "cards in your hand" (CR 402.1) and "N or more <objects>
// with the same name as one another" (CR 201.2a), tokens of three colors (CR 111.4, 105.2a), "her controller" (CR 108.4) and "an opponent chosen
// at random" (CR 102.2). Invented lines in the shapes of real cards': read
// fully, printed back exactly in both eras; carried out where the engine does it (test/rules/game/named-counters-removed.cards),
// "recognized, not simulated" where it doesn't.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { sameInBoth, type EraLine, expectRow } from './both-eras';
import { CONTEXTS } from './rules-lines';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean][] = [
  // CR 122.1, 608.2c: the counters "has N or more <kind> counters on it" / "there are N or more <kind> counters on it" named.
  [{ name: 'Spark Coil', type: 'Artifact', legacy: 'At the beginning of your upkeep, if Spark Coil has four or more charge counters on it, remove all of them from it and draw a card.', modern: 'At the beginning of your upkeep, if this artifact has four or more charge counters on it, remove all of them from it and draw a card.' }, 'add-counters', true],
  [{ name: 'Glow Egg', type: 'Creature — Dragon Egg', legacy: 'Whenever you cast an instant spell, put an ember counter on Glow Egg. Then if Glow Egg has five or more ember counters on it, remove them and transform Glow Egg.', modern: 'Whenever you cast an instant spell, put an ember counter on this creature. Then if this creature has five or more ember counters on it, remove them and transform this creature.' }, 'transform', true],
  [{ name: 'Trail Chart', type: 'Artifact', legacy: '{1}, {T}: Put a landmark counter on Trail Chart. Then if there are three or more landmark counters on it, remove those counters and draw two cards.', modern: '{1}, {T}: Put a landmark counter on this artifact. Then if there are three or more landmark counters on it, remove those counters and draw two cards.' }, 'add-counters', true],
  [{ name: 'Hoard Wolf', type: 'Creature — Wolf', legacy: 'At the beginning of your upkeep, if Hoard Wolf has one or more +1/+1 counters on it, you may remove all of them.', modern: 'At the beginning of your upkeep, if this creature has one or more +1/+1 counters on it, you may remove all of them.' }, 'optional', true],
  // CR 402.1: the hand written with its owner, "cards in your hand" (evaluated for "you", rules/state/player-holdings.ts).
  [{ name: 'Hand Sage', type: 'Creature — Human Wizard', legacy: 'Whenever Hand Sage attacks, draw a card. Then if you have seven or more cards in your hand, you gain 3 life.', modern: 'Whenever this creature attacks, draw a card. Then if you have seven or more cards in your hand, you gain 3 life.' }, 'player-has', true],
  // CR 201.2a: that many sharing one name, counted as the ability resolves (test/rules/game/same-name-one-another.cards)…
  [{ name: 'Cog Forge', type: 'Artifact', legacy: 'At the beginning of your upkeep, if you control three or more artifacts with the same name as one another, draw a card.', modern: 'At the beginning of your upkeep, if you control three or more artifacts with the same name as one another, draw a card.' }, 'control', true],
  // … not in the layer pass: a static "as long as" of it is recognized, not simulated.
  [{ name: 'Cog Ward', type: 'Enchantment', legacy: 'As long as you control three or more artifacts with the same name as one another, you have hexproof.', modern: 'As long as you control three or more artifacts with the same name as one another, you have hexproof.' }, 'control', false],
  // CR 111.4, 105.2a: a token of three colors, each named, printed in the order cards print them (a shard's three in a
  // row, a wedge's every other one; test/rules/game/three-color-tokens.cards).
  [sameInBoth('Shard Call', 'Sorcery', 'Create a 3/3 black, red, and green Cat Dragon creature token with flying.'), 'create-token', true],
  [sameInBoth('Wedge Call', 'Sorcery', 'Create two 1/1 red, white, and black Warrior creature tokens.'), 'create-token', true],
  // CR 108.4, 608.2c: "her controller", the planeswalker named before; CR 102.2: "an opponent chosen at random", the one
  // opponent of a two-player game (test/rules/game/opponent-at-random.cards).
  [sameInBoth('Walker Bane', 'Sorcery', 'Destroy target planeswalker. Her controller loses 3 life.'), 'life', true],
  [sameInBoth('Random Bolt', 'Sorcery', 'Random Bolt deals 3 damage to an opponent chosen at random.'), 'damage', true],
];

describe('shared parts, round thirteen (gramA): counters a condition named, cards in your hand, the same name as one another (CR 122.1, 608.2c, 402.1, 201.2a)', () => {
  it.each(LINES)('%o', (line, kind, carriedOut) => {
    expectRow(line, kind, carriedOut);
  });

  it('removes the kind the condition named, from the object it named', () => {
    const a = parseAbility('At the beginning of your upkeep, if Veiled Tidecaller has one or more +1/+1 counters on it, you may remove all of them.', 0, CONTEXTS.c);
    expect(JSON.stringify(a)).toContain('"kind":"add-counters","target":{"kind":"self"},"counter":"+1/+1","count":0,"remove":true,"all":true,"countersNamed":"all of them","fromLeftOut":true');
    const b = parseAbility('{T}: Put a landmark counter on Veiled Tidecaller. Then if there are three or more landmark counters on it, remove those counters.', 0, CONTEXTS.c);
    expect(JSON.stringify(b)).toContain('"counter":"landmark","count":0,"remove":true,"all":true,"countersNamed":"those counters"');
  });

  it('leaves what names no counters unread', () => {
    for (const line of [
      'Remove them.',
      'Remove all of them from Veiled Tidecaller.',
      'If you control three or more creatures, remove those counters.',
      // "had": the counters it had, no longer there to remove (CR 608.2h).
      "If that creature had two or more +1/+1 counters on it, remove them.",
      // No count: "a … with the same name as one another" names no group (CR 201.2a).
      'If you control an artifact with the same name as one another, draw a card.',
      'If an opponent has seven or more cards in your hand, draw a card.',
      // A color list of three needs its commas and "and" (CR 105.1).
      'Create a 3/3 black, red, green Cat Dragon creature token with flying.',
      'Veiled Tidecaller deals 3 damage to a player chosen at random.',
    ]) expect(parseAbility(line, 0, CONTEXTS.c).unmodeled.length, line).toBeGreaterThan(0);
  });
});
