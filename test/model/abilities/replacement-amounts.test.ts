// Replacements that change a number of counters or tokens, and replacements about a card put into whose graveyard from
// where (issue 26, phrase family "replacement: instead / would"). CR 614.1a (a replacement effect's "instead"), 122.6
// (counters put on an object), 111.1 (tokens created), 614.6 (an event replaced by another zone change), 404 (graveyards).
// Invented lines in the shapes of real cards': read fully as one typed effect, printed back exactly, and "recognized, not
// simulated" (the engine applies none of these replacements yet, so answers resting on them are inconclusive).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { CONTEXTS, type ContextKey } from './rules-lines';
import { readNotSimulated, readUnderstood } from './read-not-simulated';

/** [context, line, what, change]: a new number of counters or tokens (CR 614.1a). */
const MORE: [ContextKey, string, string, string][] = [
  ['e', 'If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters are put on it instead.', 'counters', 'plus-one'],
  ['e', 'If one or more +1/+1 counters would be put on a creature you control, twice that many +1/+1 counters are put on it instead.', 'counters', 'twice'],
  ['c', 'If one or more +1/+1 counters would be put on Veiled Tidecaller, that many plus one +1/+1 counters are put on it instead.', 'counters', 'plus-one'],
  ['e', 'If one or more -1/-1 counters would be put on a creature you control, that many -1/-1 counters minus one are put on it instead.', 'counters', 'minus-one'],
  ['e', 'If an effect would put one or more counters on a permanent you control, it puts twice that many of those counters on that permanent instead.', 'counters', 'twice'],
  ['e', 'If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead.', 'tokens', 'twice'],
  ['p', '[-2]: Until end of turn, if one or more tokens would be created under your control, twice that many of those tokens are created instead.', 'tokens', 'twice'],
  // Siblings: another object, the other pronoun, the other counter kind with another change.
  ['e', 'If one or more +1/+1 counters would be put on an artifact creature you control, that many plus one +1/+1 counters are put on that creature instead.', 'counters', 'plus-one'],
  ['e', 'If one or more -1/-1 counters would be put on a creature an opponent controls, twice that many -1/-1 counters are put on it instead.', 'counters', 'twice'],
];

/**
 * A card put into a graveyard — whose, from where (CR 614.6); [context, line, event, carried out]: a static's "exile it
 * instead" about your or an opponent's graveyard from anywhere is carried out (CR 614.1a:
 * test/rules/game/exile-instead-statics.cards), and a resolved one lasting "this turn"; about enchanted player's graveyard
 * or from the battlefield only is not.
 */
const GRAVEYARD: [ContextKey, string, string, boolean][] = [
  ['e', 'If a card would be put into your graveyard from anywhere, exile it instead.', 'be put into your graveyard from anywhere', true],
  ['e', "If a card would be put into an opponent's graveyard from anywhere, exile it instead.", "be put into an opponent's graveyard from anywhere", true],
  // A resolved one lasting "this turn" (CR 614.1a, 514.2: test/rules/game/exile-if-dies-this-turn.cards EX6).
  ['s', 'Draw a card. If a card would be put into your graveyard from anywhere this turn, exile that card instead.', 'be put into your graveyard from anywhere', true],
  // Siblings.
  ['e', "If a creature card would be put into enchanted player's graveyard from anywhere, exile it instead.", "be put into enchanted player's graveyard from anywhere", false],
  ['e', "If a nontoken creature would be put into an opponent's graveyard from the battlefield, exile it instead.", "be put into an opponent's graveyard from the battlefield", false],
];

function effectsOf(a: ReturnType<typeof readNotSimulated>) {
  return 'effects' in a ? a.effects ?? [] : [];
}

describe('replacements that change a number of counters or tokens (CR 614.1a, 122.6, 111.1)', () => {
  it.each(MORE)('[%s] %s', (ctx, line, what, change) => {
    // CR 614.1a, 111.1: a static's more tokens is carried out (rules/actions/more-instead.ts; test/rules/game/
    // carrys-token-replacements.cards); a resolved one lasting "until end of turn" is not (611.2a).
    const e = effectsOf(what === 'counters' || ctx !== 'p' ? readUnderstood(ctx, line) : readNotSimulated(ctx, line)).find((x) => x.kind === 'more-instead');
    expect(e).toMatchObject({ what, change });
  });

  it('reads the object the counters would be put on as an object phrase, and a mismatched counter kind not at all', () => {
    const e = effectsOf(readUnderstood('e', MORE[0]![1])).find((x) => x.kind === 'more-instead');
    expect(e && e.kind === 'more-instead' ? e.on : undefined).toMatchObject({ kind: 'chosen', filter: { types: ['creature'], controller: 'you' } });
    const mixed = 'If one or more +1/+1 counters would be put on a creature you control, that many plus one -1/-1 counters are put on it instead.';
    expect(parseAbility(mixed, 0, CONTEXTS.e).unmodeled).not.toEqual([]);
  });
});

describe('replacements about a card put into a graveyard (CR 614.6, 404)', () => {
  it.each(GRAVEYARD)('[%s] %s', (ctx, line, event, carried) => {
    const a = carried ? parseAbility(line, 0, CONTEXTS[ctx]) : readNotSimulated(ctx, line);
    if (carried) expect([a.unmodeled, a.unsimulated ?? []]).toEqual([[], []]);
    const e = effectsOf(a).find((x) => x.kind === 'instead');
    expect(e && e.kind === 'instead' ? e.event : undefined).toBe(event);
  });
});

// "any source you control" (CR 609.7, 614.1a): the subject written with "any", carried out as "a source you control"
// (test/rules/game/damage-amount-replacements.cards DAR5); "one of your opponents" an opponent (CR 102.3), its resolved
// "until your next turn" replacement read, not simulated.
describe('"any source you control", "one of your opponents" (CR 614.1a, 102.3)', () => {
  it('reads and carries out "If any source you control would deal damage …"', () => {
    const a = readUnderstood('e', 'If any source you control would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.');
    expect(a.unsimulated ?? []).toEqual([]);
    expect(JSON.stringify(a)).toContain('"subjectAny":true');
  });

  it.each([
    ['p', '[0]: Choose target creature. Until your next turn, if that creature would deal combat damage to one of your opponents, it deals triple that damage to that player instead.'],
    ['e', '{T}: If any source you control would deal damage to a permanent or player this turn, it deals double that damage to that permanent or player instead.'],
  ] as [ContextKey, string][])('[%s] %s', (ctx, line) => {
    readNotSimulated(ctx, line);
  });
});
