// "If a spell or ability an opponent controls causes you to discard ~ / a card, <instructions> instead of putting it
// into your graveyard / anywhere else" (CR 614.1a, 614.6, 701.9a): a discard another player's spell or ability causes,
// replaced (Loxodon Smiter, Obstinate Baloth, Nephalia Academy). Read fully, printed back exactly, recognized, not
// simulated (the engine doesn't tell whose spell or ability caused a discard).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { CONTEXTS, type ContextKey } from './rules-lines';
import { readNotSimulated } from './read-not-simulated';

const LINES: [ContextKey, string][] = [
  ['c', 'If a spell or ability an opponent controls causes you to discard Veiled Tidecaller, put it onto the battlefield instead of putting it into your graveyard.'],
  ['e', 'If a spell or ability an opponent controls causes you to discard a card, you may reveal that card and put it on top of your library instead of putting it anywhere else.'],
];

describe('a discard an opponent causes, replaced (CR 614.1a, 701.9a)', () => {
  it.each(LINES)('[%s] %s', (ctx, line) => {
    const a = readNotSimulated(ctx, line);
    expect(JSON.stringify(a)).toMatch(/"kind":"instead".*"causedBy":"a spell or ability an opponent controls"/);
  });

  it('needs what the discard would have done, named', () => {
    expect(parseAbility('If a spell or ability an opponent controls causes you to discard Veiled Tidecaller, put it onto the battlefield.', 0, CONTEXTS.c).unmodeled.length).toBeGreaterThan(0);
  });
});
