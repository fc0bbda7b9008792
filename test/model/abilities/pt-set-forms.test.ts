// Power and toughness set by other wordings (CR 613.4b, 611.3a, 107.3): "base power and toughness X/X" (an activated
// ability's announced X: carried out as it resolves), "~'s power and toughness are each 2" under a condition (Angry Mob;
// carried out: test/rules/game/pt-each-number.cards), and "its power and toughness are each equal to …" after a condition
// about itself (Gaea's Liege; a conditional value is not a characteristic-defining ability, 604.3a: not simulated).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { CONTEXTS, type ContextKey } from './rules-lines';
import { readCarriedOut, readNotSimulated } from './read-not-simulated';

const NOT_SIMULATED: [ContextKey, string][] = [
  ['c', "As long as Veiled Tidecaller isn't attacking, its power and toughness are each equal to the number of Forests you control."],
];

const CARRIED_OUT: [ContextKey, string][] = [
  ['c', "As long as it's not your turn, Veiled Tidecaller's power and toughness are each 2."],
  ['c', "Veiled Tidecaller's power and toughness are each 4."],
];

// CR 107.3a, 613.4b: an activated ability's "base power and toughness X/X", the X announced as a number as it resolves
// (rules/effects/layered-effects.ts; test/rules/game/base-pt-counted.cards).
const X_CARRIED_OUT: [ContextKey, string][] = [
  ['c', '{X}: Until end of turn, creatures you control have base power and toughness X/X and gain all creature types.'],
  ['c', '{X}: Veiled Tidecaller has base power and toughness X/X until end of turn.'],
];

describe('power and toughness set by other wordings (CR 613.4b, 107.3)', () => {
  it.each(X_CARRIED_OUT)('[%s] carried out: %s', (ctx, line) => {
    expect(JSON.stringify(readCarriedOut(ctx, line))).toContain('"ptX":true');
  });
  it.each(NOT_SIMULATED)('[%s] %s', (ctx, line) => {
    readNotSimulated(ctx, line);
  });
  it.each(CARRIED_OUT)('[%s] %s', (ctx, line) => {
    expect(JSON.stringify(readCarriedOut(ctx, line))).toContain('"each":true');
  });

  it('leaves what does not agree unread', () => {
    for (const line of ["Veiled Tidecaller's power and toughness are each X.", '{X}: Veiled Tidecaller has base power and toughness X/Y until end of turn.']) {
      expect(parseAbility(line, 0, CONTEXTS.c).unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});
