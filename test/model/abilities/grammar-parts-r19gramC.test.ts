// Issue 26, grammar (round nineteen, gramC): amounts as typed parts that combine. "the amount of life you've gained this
// turn" (the perfect as written, CR 119.3); "investigate X times, where X is …" (CR 701.16a, 107.3c); ", where X is …"
// after a quoted ability whose last period is the comma inside the closing quotation mark (CR 107.3c, 113.1a).
// Invented lines in the shapes of real cards': read fully, printed back exactly in both eras; carried out where the
// engine does it, "recognized, not simulated" where it doesn't.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 119.3, 107.3c, 614.1c: the life you gained this turn, counted from the turn's history (rules/queries/game-quantities.ts).
  [{ name: 'GramC19 Thriving Wurm', type: 'Creature — Wurm', legacy: "GramC19 Thriving Wurm enters the battlefield with X +1/+1 counters on it, where X is the amount of life you've gained this turn.", modern: "This creature enters with X +1/+1 counters on it, where X is the amount of life you've gained this turn." }, 'add-counters', undefined],
  [sameInBoth('GramC19 Tally Glimpse', 'Sorcery', "Draw X cards, where X is the amount of life you've gained this turn."), 'draw', true],
  // CR 701.16a, 107.3c: X counted as the ability resolves, a Clue each time (test/rules/game/gramC19-amounts.cards).
  [{ name: 'GramC19 Clue Seeker', type: 'Creature — Human Detective', legacy: 'When GramC19 Clue Seeker enters the battlefield, investigate X times, where X is the number of Forests you control.', modern: 'When this creature enters, investigate X times, where X is the number of Forests you control.' }, 'player-action', true],
  // CR 107.3c, 113.1a: the quoted ability's period written as the comma before "where" (carried out as "create X … tokens").
  [sameInBoth('GramC19 Pest Brood', 'Sorcery', 'Create X 1/1 black and green Pest creature tokens with "When this creature dies, you gain 1 life," where X is the number of creatures you control.'), 'create-token', true],
];

/** Lines that stay not understood. */
const UNREAD = [
  // "'ve" only after "you" or "they".
  "Draw X cards, where X is the amount of life that player've gained this turn.",
  // The comma inside the quotation mark only before "where X is".
  'Create a 1/1 black Pest creature token with "When this creature dies, you gain 1 life," and you gain 1 life.',
];

describe('grammar parts, round nineteen (gramC)', () => {
  for (const [line, kind, carriedOut] of LINES) it(line.legacy, () => void expectRow(line, kind, carriedOut));
  for (const text of UNREAD) it(`not read: ${text}`, () => {
    const a = parseAbility(text, 0, { cardName: 'GramC19 Unread', faceName: 'GramC19 Unread', typeLine: 'Sorcery' });
    expect(a.unmodeled.length).toBeGreaterThan(0);
  });
});
