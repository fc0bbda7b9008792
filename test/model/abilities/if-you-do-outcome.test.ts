// "If you do, …" after a mandatory instruction that isn't a cost (CR 608.2c; rules/effects/cost-started.ts judgeOutcome):
// told only when the instruction moves one object the engine follows to where it was put; over several objects ("exile
// them"), the engine notes the condition as not evaluated, so the line is never counted carried out
// (effect-descriptors.ts outcomeActionTold). Scenarios: test/rules/game/if-you-do-carried-out.cards.

import { describe, expect, it } from 'vitest';
import { type ContextKey } from './rules-lines';
import { firstEffectKind, readCarriedOut, readNotSimulated } from './read-not-simulated';

const CARRIED_OUT: [ContextKey, string, string][] = [
  ['s', 'Exile target card from a graveyard. If you do, you gain 2 life.', 'zone-change'],
  ['c', '{T}: Exile Veiled Tidecaller. If you do, draw a card.', 'zone-change'],
];

const NOT_CARRIED_OUT: [ContextKey, string, string][] = [
  ['s', 'Exile two target cards from a single graveyard. If you do, you gain 2 life.', 'zone-change'],
  ['s', 'Choose two target creatures. Exile them. If you do, you gain 2 life.', 'choose-target'],
];

describe('"If you do" after a mandatory instruction (CR 608.2c)', () => {
  it.each(CARRIED_OUT)('carried out: [%s] %s', (ctx, line, kind) => {
    expect(firstEffectKind(readCarriedOut(ctx, line))).toBe(kind);
  });
  it.each(NOT_CARRIED_OUT)('not carried out: [%s] %s', (ctx, line, kind) => {
    expect(firstEffectKind(readNotSimulated(ctx, line))).toBe(kind);
  });
});
