// Replacement effects "If … would …, … instead" (CR 614.1a, 614.6, 615.1a): the events a replacement names as typed parts
// — drawing, gaining life, entering, dying, being destroyed, damage dealt by a source or to an object or player — with
// "instead" written last or first. Invented lines in real cards' shapes: read fully, printed back exactly, recognized
// but not simulated (the engine applies no replacement of these kinds yet).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { CONTEXTS, type ContextKey } from './rules-lines';
import { readNotSimulated } from './read-not-simulated';

const LINES: [ContextKey, string, string][] = [
  ['c', 'If damage would be dealt to this creature, put that many +1/+1 counters on it instead.', 'be dealt damage'],
  ['e', 'If noncombat damage would be dealt to you, you gain that much life instead.', 'be dealt damage'],
  ['e', 'If you would gain life, draw that many cards instead.', 'gain life'],
  ['e', 'If an opponent would gain life, that player loses that much life instead.', 'gain life'],
  ['e', 'If a source you control would deal noncombat damage to a creature an opponent controls, put that many -1/-1 counters on that creature instead.', 'deal damage'],
  ['e', 'If you would draw a card, instead look at the top two cards of your library, then put one into your hand and the rest into your graveyard.', 'draw a card'],
  ['s', 'Destroy target creature. If that creature would die this turn, exile it instead.', 'die'],
];

describe('replacements "If … would …, … instead" (CR 614.1a, 615.1a)', () => {
  it.each(LINES)('[%s] %s', (ctx, line, event) => {
    const a = readNotSimulated(ctx, line);
    const instead = ('effects' in a ? a.effects ?? [] : []).find((e) => e.kind === 'instead');
    expect(instead && instead.kind === 'instead' ? instead.event : undefined).toBe(event);
  });

  it('leaves an event it cannot read unread', () => {
    for (const line of ['If you would juggle, draw a card instead.', 'If damage would be dealt to the moon, prevent that damage instead.']) {
      expect(parseAbility(line, 0, CONTEXTS.e).unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});
