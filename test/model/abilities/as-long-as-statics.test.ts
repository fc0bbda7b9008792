// Statics "as long as …" (CR 611.3b) whose effects list a color set by "is" ("~ gets +1/+1, is black, and has "…"", CR
// 105.3, 613.1e) beside P/T changes and granted abilities. Invented lines in the shapes of real cards': read fully, printed
// back exactly. "~ is black" alone may be a characteristic-defining ability (CR 604.3), which the layers don't apply outside
// the battlefield: recognized, not simulated (an OPEN QUESTION in effect-descriptors.ts). Under "as long as" it is none
// (CR 604.3a(5): a CDA doesn't set its values only if conditions are met): carried out in layer 5 while the condition
// holds (test/rules/game/r23-carryC-conditional-self-color.cards).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { CONTEXTS, type ContextKey } from './rules-lines';
import { readNotSimulated } from './read-not-simulated';

const LINES: [ContextKey, string][] = [
  ['c', 'Veiled Tidecaller is black.'],
];

// Said of another object, "is black" is no characteristic-defining ability (CR 604.3): carried out in layer 5 while the
// condition holds (CR 611.3b, 613.1e; test/rules/game/carryS-static-colors.cards SC4).
const CARRIED_OUT: [ContextKey, string][] = [
  ['c', 'As long as seven or more cards are in your graveyard, Veiled Tidecaller gets +1/+1, is black, and has "{2}{B}, {T}: Destroy target blue creature."'],
  ['c', 'As long as seven or more cards are in your graveyard, Veiled Tidecaller is white and has "{T}: Destroy target black creature."'],
  ['c', 'As long as seven or more cards are in your graveyard, Veiled Tidecaller gets +3/+3, is black, has trample, and has "At the beginning of your upkeep, sacrifice a creature."'],
  ['e', 'As long as you control a Swamp, enchanted creature is black.'],
];

describe('"is <color>" among a static\'s effects (CR 105.3, 611.3b, 613.1e)', () => {
  it.each(LINES)('[%s] %s', (ctx, line) => {
    expect(JSON.stringify(readNotSimulated(ctx, line))).toMatch(/"kind":"become-type".*"cardTypes":\[\],"subtypes":\[\]/);
  });

  it.each(CARRIED_OUT)('[%s] %s is carried out', (ctx, line) => {
    const a = parseAbility(line, 0, CONTEXTS[ctx]);
    expect(a.unmodeled).toEqual([]);
    expect(JSON.stringify(a)).toMatch(/"kind":"become-type".*"cardTypes":\[\],"subtypes":\[\]/);
    expect(a.unsimulated ?? []).toEqual([]);
  });

  it('needs a color: "is" with a word it does not know stays unread', () => {
    expect(parseAbility('Veiled Tidecaller is blurple.', 0, CONTEXTS.c).unmodeled.length).toBeGreaterThan(0);
  });
});
