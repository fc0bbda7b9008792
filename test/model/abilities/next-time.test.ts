// "The next time … would …, … instead" (CR 614.1a, 615.8): a replacement that applies once, then ends — the events of
// "If … would …" (drawing, being destroyed, damage dealt to an object) and damage a source would deal redirected once
// (CR 614.9). Invented lines in the shapes of real cards': read fully, printed back exactly, recognized, not simulated.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { CONTEXTS, type ContextKey } from './rules-lines';
import { readCarriedOut, readNotSimulated, readUnderstood } from './read-not-simulated';

/** [context, line, the kind of the first effect] */
const LINES: [ContextKey, string, string][] = [
  ['c', '{1}: The next time you would draw a card this turn, you gain 5 life instead.', 'instead'],
  ['c', '{1}: The next time you would draw a card this turn, Veiled Tidecaller deals 2 damage to any target instead.', 'instead'],
  ['s', 'The next time you would lose the game this turn, instead draw seven cards and your life total becomes 1.', 'instead'],
  ['s', 'The next time target land would be destroyed this turn, draw a card instead.', 'instead'],
  ['c', '{B}, Sacrifice Veiled Tidecaller: The next time damage would be dealt to target creature this turn, destroy that creature instead.', 'instead'],
  // CR 614.9: the damage dealt to another object or player instead, once.
  ['s', "The next time a source of your choice would deal damage this turn, that damage is dealt to that source's controller instead.", 'redirect-damage'],
  // CR 614.9: the source named again as the one dealing it ("that source deals that damage to you"), the source dealt
  // its own damage ("to itself"), combat damage, and a shield on "~ and/or you" (the first damage to either).
  ['c', '{1}: The next time a source of your choice would deal damage to target creature this turn, that source deals that damage to you instead.', 'redirect-damage'],
  ['c', '{2}{W}: The next time target attacking creature would deal combat damage to Veiled Tidecaller this turn, that creature deals that damage to itself instead.', 'redirect-damage'],
  ['c', '{2}{W}: The next time target attacking creature would deal combat damage to Veiled Tidecaller this turn, that damage is dealt to you instead.', 'redirect-damage'],
  ['c', '{5}{W}: The next time damage would be dealt to Veiled Tidecaller and/or you this turn, that damage is dealt to any target instead.', 'redirect-damage'],
];

/** CR 614.9, 615.8, 609.7a: redirected once, carried out (rules/actions/redirection.ts; test/rules/game/redirect-damage.cards). */
const CARRIED: [ContextKey, string][] = [
  ['c', '{3}: The next time a source of your choice would deal damage to you this turn, that damage is dealt to target creature you control instead.'],
  ['c', '{1}{W}: The next time a source of your choice would deal damage to target creature this turn, that damage is dealt to Veiled Tidecaller instead.'],
  ['c', '{5}{W}: The next time damage would be dealt to Veiled Tidecaller this turn, that damage is dealt to any target instead.'],
];

describe('"the next time … would …, … instead": a replacement that applies once (CR 614.1a, 615.8, 614.9)', () => {
  it.each(CARRIED)('carried out (CR 614.9): [%s] %s', (ctx, line) => {
    const a = readCarriedOut(ctx, line);
    expect('effects' in a ? a.effects?.[0]?.kind : undefined).toBe('redirect-damage');
  });

  it.each(LINES)('[%s] %s', (ctx, line, kind) => {
    const a = readNotSimulated(ctx, line);
    const first = 'effects' in a ? a.effects?.[0] : undefined;
    expect(first?.kind).toBe(kind);
    if (first?.kind === 'instead') expect(first.nextTime).toBe(true);
  });

  it('keeps "If" and "The next time" apart: each prints back as written', () => {
    const once = parseAbility('The next time you would draw a card this turn, you gain 5 life instead.', 0, CONTEXTS.s);
    const always = parseAbility('If you would draw a card this turn, you gain 5 life instead.', 0, CONTEXTS.s);
    const kinds = [once, always].map((a) => ('effects' in a ? a.effects?.[0] : undefined));
    expect(kinds.map((e) => e?.kind === 'instead' && !!e.nextTime)).toEqual([true, false]);
  });

  it('leaves a shield on several targets, or an event it does not know, unread', () => {
    for (const line of ['The next time two target lands would be destroyed this turn, draw a card instead.', 'The next time you would juggle a card this turn, draw a card instead.',
      // A dealer that isn't the source named before stays unread.
      'The next time a source of your choice would deal damage to you this turn, that player deals that damage to you instead.']) {
      expect(parseAbility(line, 0, CONTEXTS.s).unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});

// CR 607.2d, 615.8: "a source of your choice of the chosen color" (Prismatic Circle): "of your choice" written before
// the chosen color, the same object phrase as "a source of the chosen color of your choice"; each prints back as written.
describe('"of your choice" before "of the chosen color" (CR 607.2d, 615.8)', () => {
  it.each([
    '{1}: The next time a source of your choice of the chosen color would deal damage to you this turn, prevent that damage.',
    '{1}: The next time a source of the chosen color of your choice would deal damage to you this turn, prevent that damage.',
  ])('%s', (line) => {
    const a = readUnderstood('e', line);
    expect(JSON.stringify(a)).toMatch(/"ofChosenColor":true.*"ofYourChoice":true|"ofYourChoice":true.*"ofChosenColor":true/);
  });
});
