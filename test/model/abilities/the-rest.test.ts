// "The rest" after a choice (issue 26, CR 608.2c–d, 401.4): the cards looked at that no instruction took go "back on top of
// your library in any order"; "any number of them" is the player's pick; another player chooses objects ("Each player
// chooses three permanents they control, then sacrifices the rest"). Invented lines in the shapes of real cards': read
// fully, printed back exactly in both eras, and recognized, not simulated (the engine makes none of these choices).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { readInBothEras, sameInBoth, type EraLine } from './both-eras';
import { CONTEXTS } from './rules-lines';

// CR 608.2d: "any number of them" — the step's choosing cards among those looked at, none without a choice (inconclusive):
// carried out (rules/effects/effect-context.ts anyNumberChosen; test/rules/game/carryZ-any-number-of-them.cards).
const CARRIED: EraLine[] = [
  sameInBoth('Sift the Tide', 'Sorcery', 'Look at the top three cards of your library. Put any number of them into your graveyard and the rest back on top of your library in any order.'),
];

const LINES: EraLine[] = [
  // ('Put one of them into your hand and the rest back on top of your library in any order' is carried out, the library's
  // order then resting on the choice, CR 401.4, 608.2d: test/rules/game/put-it-on-top.cards PT4.)
  sameInBoth('Culling Pact', 'Sorcery', 'Each player chooses three permanents they control, then sacrifices the rest.'),
  sameInBoth('Culling Pact', 'Sorcery', 'Target player chooses a card in their hand and discards the rest.'),
  { name: 'Lean Times', type: 'Enchantment', legacy: 'When Lean Times enters the battlefield, each player chooses five lands they control and sacrifices the rest.', modern: 'When this enchantment enters, each player chooses five lands they control and sacrifices the rest.' },
];

describe('the rest after a choice (CR 608.2c–d, 401.4)', () => {
  it.each(LINES)('%o', (line) => {
    const a = readInBothEras(line);
    expect(a.unsimulated?.length, 'recognized, not simulated').toBeGreaterThan(0);
  });

  it.each(CARRIED)('carried out: %o', (line) => {
    expect(readInBothEras(line).unsimulated ?? [], 'carried out').toEqual([]);
  });

  it('keeps "you choose" as the controller\'s choice (carried out) and another player\'s as theirs (not)', () => {
    expect(parseAbility('Choose target creature. Tap it.', 0, CONTEXTS.s).unsimulated).toBeUndefined();
    const a = parseAbility('Each player chooses a creature they control.', 0, CONTEXTS.s);
    const e = 'effects' in a ? a.effects[0] : undefined;
    expect(e?.kind === 'choose-target' && e.who).toBe('each-player');
  });

  it('leaves what does not agree unread', () => {
    for (const line of ['Each player choose three permanents they control, then sacrifices the rest.', 'Look at the top three cards of your library. Put any number of them back under your library.']) {
      expect(parseAbility(line, 0, CONTEXTS.s).unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});
