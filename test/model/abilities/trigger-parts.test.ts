// Trigger events built from parts (model/abilities/triggers.ts, CR 603.2), issue 26: counters put on or removed from
// objects (122.1, 122.6), the creature a haunting card haunts (702.55c), state triggers read by the condition grammar
// (603.8), a player attacked (508.1a), tapping a kind of permanent for mana (106.12), discarding and sacrificing "one or
// more" of a kind (701.9a, 701.21a, 603.2c), how a permanent entered (603.6a). Invented lines in real cards' shapes:
// each read fully, printed back exactly, and "recognized, not simulated" (the engine doesn't fire these events).

import { describe, expect, it } from 'vitest';
import { readCarriedOut, readNotSimulated } from './read-not-simulated';
import type { ContextKey } from './rules-lines';

const LINES: [ContextKey, string, string][] = [
  ['e', 'Whenever one or more loyalty counters are put on planeswalkers you control, you gain 1 life.', 'counters-placed'],
  ['p', 'Whenever one or more loyalty counters are removed from Vell, the Veiled, draw a card.', 'counters-placed'],
  ['c', 'When this creature enters or the creature it haunts dies, draw a card.', 'either'],
  ['s', 'When the creature Sudden Shroud haunts dies, you gain 2 life.', 'object-event'],
  ['e', 'Whenever enchanted player is attacked, you gain 1 life.', 'player-attacked'],
  ['e', 'Whenever you tap a Forest for mana, you gain 1 life.', 'taps-for-mana'],
  ['e', 'Whenever an opponent taps a nonbasic land for mana, you gain 1 life.', 'taps-for-mana'],
  ['e', 'Whenever you discard a land card, you gain 1 life.', 'discard'],
  ['e', 'Whenever an opponent discards one or more nonland cards, you gain 1 life.', 'discard'],
  ['e', 'Whenever you sacrifice one or more other creatures, you gain 1 life.', 'sacrifice'],
  ['c', 'When this creature enters untapped, draw a card.', 'object-event'],
];

describe('trigger events from parts (CR 603.2)', () => {
  it.each(LINES)('[%s] %s', (ctx, line, kind) => {
    const a = readNotSimulated(ctx, line);
    expect(a.kind).toBe('triggered');
    expect(a.kind === 'triggered' ? a.event.kind : undefined).toBe(kind);
  });

  // CR 122.6, 603.2c: counters put on this object or one of a kind are fired (rules/triggers/counter-triggers.ts;
  // test/rules/game/counters-put-triggers.cards).
  it.each([
  ['c', 'Whenever one or more +1/+1 counters are put on this creature, draw a card.'],
  ['c', 'Whenever a +1/+1 counter is put on this creature, you may draw a card.'],
  ['e', 'Whenever a -1/-1 counter is put on a creature, you gain 1 life.'],
  ] as const)('[%s] %s is carried out (CR 122.6, 603.2c)', (ctx, line) => {
    const a = readCarriedOut(ctx, line);
    expect(a.kind === 'triggered' ? a.event.kind : undefined).toBe('counters-placed');
  });

  // CR 603.8: state triggers whose condition the engine tells are fired (rules/triggers/state-triggers.ts).
  it.each([
    ['e', 'When there are four or more quest counters on this enchantment, draw a card.'],
    ['e', 'When you control no Islands, sacrifice this enchantment.'],
    ['e', 'When an opponent controls a creature with power 4 or greater, draw a card.'],
    ['c', 'When you have 10 or less life, sacrifice Veiled Tidecaller.'],
    ['c', 'When a player has no cards in hand, sacrifice Veiled Tidecaller.'],
  ] as const)('[%s] %s is a state trigger, carried out (CR 603.8)', (ctx, line) => {
    const a = readCarriedOut(ctx, line);
    expect(a.kind === 'triggered' ? a.event.kind : undefined).toBe('state');
  });

  it('a state trigger is a state, never an event that happened (CR 603.8)', () => {
    const a = readNotSimulated('e', 'Whenever a creature dies this turn, you gain 1 life.');
    expect(a.kind === 'triggered' ? a.event.kind : undefined).not.toBe('state');
  });
});
