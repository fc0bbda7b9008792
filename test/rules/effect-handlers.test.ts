// The effect handler families (rules/effects/*-effects.ts) are joined into one table by effect kind (CR 608.2c: an
// instruction is carried out by its kind's handler). Two families handling one kind is refused: a plain object spread
// would let the later one hide the other without a word (as "You may play an additional land this turn" was once hidden
// by "~ assigns no combat damage this turn", both of kind `rule`).
import { describe, expect, it } from 'vitest';
import { joinHandlers } from '../../server/src/rules/effects/apply-effects';
import type { EffectHandlers } from '../../server/src/rules/effects/effect-context';

describe('effect handler families', () => {
  const a = { rule: () => undefined } as EffectHandlers;
  const b = { draw: () => undefined } as EffectHandlers;
  it('joins families that handle different kinds', () => {
    expect(Object.keys(joinHandlers(a, b)).sort()).toEqual(['draw', 'rule']);
  });
  it('refuses two families handling one kind', () => {
    expect(() => joinHandlers(a, b, { rule: () => undefined } as EffectHandlers)).toThrow(/two effect handlers for the kind 'rule'/);
  });
});
