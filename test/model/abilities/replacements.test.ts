// Replacement effects "If … would …, … instead" (CR 614.1a, 614.6, 615.1a): the events a replacement names as typed parts
// — drawing, gaining life, entering, dying, being destroyed, damage dealt by a source or to an object or player — with
// "instead" written last or first. Invented lines in real cards' shapes: read fully, printed back exactly, recognized
// but not simulated (the engine applies no replacement of these kinds yet).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { CONTEXTS, type ContextKey } from './rules-lines';
import { readCarriedOut, readNotSimulated } from './read-not-simulated';

const LINES: [ContextKey, string, string][] = [
  ['e', 'If noncombat damage would be dealt to you, you gain that much life instead.', 'be dealt damage'],
  ['e', 'If you would gain life, draw that many cards instead.', 'gain life'],
  ['e', 'If you would draw a card, instead look at the top two cards of your library, then put one into your hand and the rest into your graveyard.', 'draw a card'],
  // CR 614.6: what the event would have done, named after "instead of".
];

/** CR 614.1a, 614.6, 119.3: static replacements of damage and life gain, carried out (rules/actions/damage-replacements.ts,
 * rules/actions/life-gain-replacements.ts; test/rules/game/carrys-damage-replacements.cards, carrys-life-gain-replacements.cards). */
const LINES_CARRIED: [ContextKey, string, string][] = [
  ['c', 'If damage would be dealt to this creature, put that many +1/+1 counters on it instead.', 'be dealt damage'],
  ['e', 'If an opponent would gain life, that player loses that much life instead.', 'gain life'],
  ['e', 'If a source you control would deal noncombat damage to a creature an opponent controls, put that many -1/-1 counters on that creature instead.', 'deal damage'],
];

/**
 * "If …, <effect> instead" (CR 608.2c: later text modifies earlier text): an instruction that replaces the ones before it
 * when its condition holds — written last, first ("…, instead draw two cards") or before a trailing condition, and with
 * what it replaces named ("instead of putting it into its owner's graveyard"). [context, line, where "instead" is].
 */
const ALTERNATIVES: [ContextKey, string, string][] = [
  ['s', 'Target player discards a card. If this spell was kicked, that player discards three cards instead.', 'after'],
  // Its own target phrase (announced as the spell is cast, CR 601.2c); its own search's "them" is carried out (rules-lines.ts).
  ['s', 'Return target creature card from your graveyard to your hand. If this spell was kicked, instead return two target creature cards from your graveyard to your hand.', 'first'],
  ['s', 'Morbid — Put three +1/+1 counters on that creature instead if a creature died this turn.', 'before-if'],
  ['q', "Equipped creature gets +1/+1. If it's a Warrior, it gets +2/+1 instead.", 'after'],
  // Exiled with counters instead (not carried out; without them it is: test/rules/game/countered-instead.cards, CR 614.1a).
  ['s', "Counter target spell. If that spell is countered this way, exile it with three time counters on it instead of putting it into its owner's graveyard.", 'after'],
];

/** Damage redirected (CR 614.9, 615.1): all of it or the next N, to an object or player, by a source, this turn. */
const REDIRECTS: [ContextKey, string][] = [
  ['e', 'All damage that would be dealt to you is dealt to enchanted creature instead.'],
  ['c', '{0}: The next 1 damage that would be dealt to Veiled Tidecaller this turn is dealt to its owner instead.'],
];
/** CR 614.9: a redirection this turn, carried out (rules/actions/redirection.ts; test/rules/game/redirect-damage.cards). */
const REDIRECTS_CARRIED: [ContextKey, string][] = [
  ['s', 'All damage that would be dealt to target creature this turn is dealt to you instead.'],
  ['c', '{0}: All combat damage that would be dealt to you by unblocked creatures this turn is dealt to Veiled Tidecaller instead.'],
  ['s', 'The next X damage that would be dealt this turn to target white creature you control is dealt to Sudden Shroud instead.'],
];

describe('replacements "If … would …, … instead" (CR 614.1a, 615.1a)', () => {
  it.each(REDIRECTS_CARRIED)('damage redirected this turn, carried out (CR 614.9): [%s] %s', (ctx, line) => {
    const a = readCarriedOut(ctx, line);
    expect(('effects' in a ? a.effects ?? [] : []).some((e) => e.kind === 'redirect-damage')).toBe(true);
  });

  it.each(LINES_CARRIED)('carried out: [%s] %s', (ctx, line, event) => {
    const a = readCarriedOut(ctx, line);
    const instead = ('effects' in a ? a.effects ?? [] : []).find((e) => e.kind === 'instead');
    expect(instead && instead.kind === 'instead' ? instead.event : undefined).toBe(event);
  });

  it.each(LINES)('[%s] %s', (ctx, line, event) => {
    const a = readNotSimulated(ctx, line);
    const instead = ('effects' in a ? a.effects ?? [] : []).find((e) => e.kind === 'instead');
    expect(instead && instead.kind === 'instead' ? instead.event : undefined).toBe(event);
  });

  // CR 614.1a, 514.2: a resolved "If that creature would die this turn, exile it instead", carried out
  // (rules/actions/self-replacements.ts; test/rules/game/exile-if-dies-this-turn.cards).
  it.each([
    ['s', 'Destroy target creature. If that creature would die this turn, exile it instead.'],
    ['s', 'Destroy target creature or planeswalker. If that creature or planeswalker would die this turn, exile it instead.'],
    ['s', 'All creatures get -2/-2 until end of turn. If a creature would die this turn, exile it instead.'],
    ['s', 'Sudden Shroud deals 3 damage to each creature. If a creature dealt damage this way would die this turn, exile it instead.'],
  ] as [ContextKey, string][])('exiled instead this turn, carried out: [%s] %s', (ctx, line) => {
    const a = readCarriedOut(ctx, line);
    const instead = ('effects' in a ? a.effects ?? [] : []).find((e) => e.kind === 'instead');
    expect(instead && instead.kind === 'instead' ? instead.event : undefined).toBe('die');
  });

  // CR 614.1a: a new amount of damage — double, that much plus or minus N — from sources of a kind, carried out
  // (rules/actions/damage-replacements.ts; test/rules/game/damage-amount-replacements.cards).
  it.each([
    ['e', 'If a source you control would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.'],
    ['e', 'If another red source you control would deal damage to a permanent or player, it deals that much damage plus 1 to that permanent or player instead.'],
    ['e', 'If a source would deal damage to a creature you control, it deals that much damage minus 1 to that creature instead.'],
  ] as [ContextKey, string][])('a new amount of damage, carried out: [%s] %s', (ctx, line) => {
    const a = readCarriedOut(ctx, line);
    const instead = ('effects' in a ? a.effects ?? [] : []).find((e) => e.kind === 'instead');
    expect(instead && instead.kind === 'instead' ? instead.event : undefined).toBe('deal damage');
  });

  it.each(ALTERNATIVES)('an alternative instruction, recognized, not simulated (CR 608.2c): [%s] %s', (ctx, line, where) => {
    const a = readNotSimulated(ctx, line);
    const alt = ('effects' in a ? a.effects ?? [] : []).find((e) => e.kind === 'conditional' && e.instead);
    expect(alt && alt.kind === 'conditional' ? alt.instead : undefined).toBe(where);
  });

  // Carried out when its condition can be checked before the instruction it replaces and it names nothing that
  // instruction named (rules/effects/apply-effects.ts; test/rules/game/instead-alternatives.cards) — or only the objects
  // of that instruction's one target phrase, "that creature", "it" (601.2c; test/rules/game/instead-named-objects.cards).
  it.each([
  ['s', 'Target creature gets +3/+3 until end of turn. If this spell was kicked, that creature gets +5/+5 until end of turn instead.', 'after'],
  ['s', 'Sudden Shroud deals 2 damage to target creature. If it\'s an artifact creature, Sudden Shroud deals 4 damage to it instead.', 'after'],
    ['p', '[0]: Draw a card. If you control three or more artifacts, draw two cards instead.', 'after'],
    ['s', 'Draw a card. If you control a creature, draw two cards instead.', 'after'],
    // "it deals 3 damage instead", "~ deals 5 damage instead": to the recipient of the damage it replaces, one target
    // creature or any target, a player too (CR 115.4; test/rules/game/instead-previous-line.cards).
    ['i', 'Quick Unveiling deals 2 damage to target creature. If you control three or more snow permanents, it deals 3 damage instead.', 'after'],
    ['i', 'Quick Unveiling deals 3 damage to any target. Quick Unveiling deals 5 damage instead if you have no cards in hand.', 'before-if'],
  ] as [ContextKey, string, string][])('an alternative instruction, carried out (CR 608.2c): [%s] %s', (ctx, line, where) => {
    const a = readCarriedOut(ctx, line);
    const alt = ('effects' in a ? a.effects ?? [] : []).find((e) => e.kind === 'conditional' && e.instead);
    expect(alt && alt.kind === 'conditional' ? alt.instead : undefined).toBe(where);
  });

  it.each([
    'As Hall of Masks enters the battlefield, you may pay 2 life. If you don\'t, it enters the battlefield tapped.',
    'As Hall of Masks enters the battlefield, you may reveal a Dragon card from your hand. If you don\'t, Hall of Masks enters the battlefield tapped.',
  ])('"As ~ enters, you may …. If you don\'t, it enters tapped": carried out (CR 614.1c, 614.12a): %s', (line) => {
    // The choice is made before it enters, the tapping rests on it (rules/actions/entry-choice.ts).
    const a = readCarriedOut('e', line);
    expect(a.kind).toBe('replacement');
  });

  it.each(REDIRECTS)('damage redirected, recognized, not simulated (CR 614.9): [%s] %s', (ctx, line) => {
    const a = readNotSimulated(ctx, line);
    expect(('effects' in a ? a.effects ?? [] : []).some((e) => e.kind === 'redirect-damage')).toBe(true);
  });

  it('an alternative of a static ability stays static (CR 604.1, 608.2c)', () => {
    expect(parseAbility("Equipped creature gets +1/+1. If it's a Warrior, it gets +2/+1 instead.", 0, CONTEXTS.q).kind).toBe('static');
  });

  it('leaves an alternative it cannot read unread (one "instead", an "if" it reads, a closed "instead of")', () => {
    for (const line of ['Draw a card. If you juggle, draw two cards instead.', 'Draw a card. If this spell was kicked, draw two cards instead instead.',
      'Counter target spell. If that spell is countered this way, exile it instead of putting it on the moon.']) {
      expect(parseAbility(line, 0, CONTEXTS.s).unmodeled.length, line).toBeGreaterThan(0);
    }
  });

  it('leaves an event it cannot read unread', () => {
    for (const line of ['If you would juggle, draw a card instead.', 'If damage would be dealt to the moon, prevent that damage instead.']) {
      expect(parseAbility(line, 0, CONTEXTS.e).unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});

// CR 614.6, 702.84a: "If that creature would leave the battlefield, exile it instead of putting it anywhere else" after an
// instruction that named it is carried out (rules/effects/zone-effects.ts; test/rules/game/unearth.cards UE7).
describe('a resolving "exile it instead of putting it anywhere else" (CR 614.6)', () => {
  it('is read and carried out', () => {
    const line = 'Return target creature card from your graveyard to the battlefield. If that creature would leave the battlefield, exile it instead of putting it anywhere else.';
    const a = parseAbility(line, 0, CONTEXTS.s);
    expect([a.unmodeled.length, a.unsimulated ?? []]).toEqual([0, []]);
    expect(JSON.stringify(a)).toContain('"event":"leave the battlefield"');
  });
});
