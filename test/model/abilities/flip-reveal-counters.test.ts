// Game actions read, not carried out (issue 26): a flip card's permanent flipped (CR 710.2), a card revealed from the opening
// hand (CR 103.6b) and the counters an object had put on another (CR 122.8: "put those counters on …", carried out).
// Invented lines in the shapes of real cards': read fully, printed back exactly in both eras, recognized, not simulated.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { readInBothEras, type EraLine } from './both-eras';
import { CONTEXTS } from './rules-lines';
import { allKinds } from './read-not-simulated';

const LINES: [EraLine, string][] = [
  [{ name: 'Ember Adept', type: 'Creature — Human Monk', legacy: '{T}: Draw a card. If you control seven or more lands, flip Ember Adept.', modern: '{T}: Draw a card. If you control seven or more lands, flip this creature.' }, 'flip-permanent'],
  [{ name: 'Ember Adept', type: 'Creature — Human Monk', legacy: 'Whenever Ember Adept deals combat damage to a player, flip it.', modern: 'Whenever this creature deals combat damage to a player, flip it.' }, 'flip-permanent'],
  [{ name: 'Herald of the Dawn', type: 'Creature — Human Cleric', legacy: 'You may reveal this card from your opening hand. If you do, at the beginning of the first upkeep, you gain 4 life.', modern: 'You may reveal this card from your opening hand. If you do, at the beginning of the first upkeep, you gain 4 life.' }, 'rule'],
];

/** CR 122.8: "put those counters on …" in a triggered ability, carried out (test/rules/game/put-those-counters.cards). */
const HEIR: EraLine = { name: 'Heir Vessel', type: 'Artifact Creature — Golem', legacy: 'When Heir Vessel dies, if it had counters on it, put those counters on target artifact you control.', modern: 'When this creature dies, if it had counters on it, put those counters on target artifact you control.' };

describe('a permanent flipped, a card revealed from the opening hand, counters moved (CR 710.2, 103.6b, 122.5)', () => {
  it.each(LINES)('%o', (line, kind) => {
    const a = readInBothEras(line);
    expect(allKinds(a)).toContain(kind);
    expect(a.unsimulated?.length, 'recognized, not simulated').toBeGreaterThan(0);
  });

  it('carries out the counters an object had put on another (CR 122.8)', () => {
    const a = readInBothEras(HEIR);
    expect(allKinds(a)).toContain('put-those-counters');
    expect(a.unsimulated ?? []).toEqual([]);
  });

  it('keeps a coin flip apart from flipping a permanent', () => {
    const a = parseAbility('Flip a coin. If you win the flip, draw a card.', 0, CONTEXTS.s);
    expect(allKinds(a)).toContain('random');
    expect(allKinds(a)).not.toContain('flip-permanent');
  });

  it('leaves what does not agree unread', () => {
    for (const line of ['Flip target opponent.', 'You may reveal this card from your closing hand.', 'Put those counter on target creature.']) {
      expect(parseAbility(line, 0, CONTEXTS.c).unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});
