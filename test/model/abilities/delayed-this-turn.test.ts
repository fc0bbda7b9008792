// Delayed triggered abilities a spell or an ability creates for the rest of the turn (issue 26; CR 603.7a–c): "Whenever
// a creature dies this turn, …" after another instruction, any subject the trigger grammar reads; "it", "the token", "the
// creature" naming what an instruction before named. Read fully, printed back exactly, recognized, not simulated — but
// "When that creature dies / leaves the battlefield this turn" about the one object named before, carried out; a
// permanent's own "When the token leaves the battlefield" is not fired for every permanent that leaves.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { CONTEXTS, type ContextKey } from './rules-lines';
import { readCarriedOut, readNotSimulated } from './read-not-simulated';

const LINES: [ContextKey, string][] = [
  ['i', 'Target creature gets +2/+2 until end of turn. Whenever it deals combat damage to a player this turn, draw a card.'],
];

/** CR 603.7b: a delayed trigger with a stated duration on an event the engine fires, any subject but one named before: carried out (rules/state/turn-delayed-triggers.ts). */
const CARRIED_TURN: [ContextKey, string][] = [
  ['s', 'All creatures get -2/-2 until end of turn. Whenever a creature dies this turn, you gain 1 life.'],
  ['p', '[-1]: Whenever a creature attacks this turn, put a +1/+1 counter on it.'],
  ['s', 'Creatures you control get +1/+0 until end of turn. Whenever a creature you control deals combat damage to a player this turn, draw a card.'],
];

/** CR 603.7c, 700.4: "When that creature dies / leaves the battlefield this turn" about the one object named before: carried out. */
const CARRIED: [ContextKey, string][] = [
  ['c', '{1}, {T}: Tap target creature. When that creature dies this turn, draw a card.'],
  ['c', '{T}: Target creature gets +2/+0 until end of turn. When that creature leaves the battlefield this turn, sacrifice Veiled Tidecaller.'],
];

describe('delayed triggers for the rest of the turn (CR 603.7a–c)', () => {
  it.each(LINES)('[%s] %s', (ctx, line) => {
    const a = readNotSimulated(ctx, line);
    const delayed = 'effects' in a ? a.effects.find((e) => e.kind === 'delayed-trigger') : undefined;
    expect(delayed, 'a delayed trigger').toBeDefined();
    expect(JSON.stringify(delayed)).toContain('"limit":"this turn"');
    expect(!!(delayed as { whenever?: boolean }).whenever).toBe(line.includes('Whenever'));
  });

  it.each(CARRIED_TURN)('[%s] %s carried out (CR 603.7b)', (ctx, line) => {
    const a = readCarriedOut(ctx, line);
    const delayed = 'effects' in a ? a.effects.find((e) => e.kind === 'delayed-trigger') : undefined;
    expect(JSON.stringify(delayed)).toContain('"limit":"this turn"');
    expect(!!(delayed as { whenever?: boolean }).whenever).toBe(true);
  });

  it.each(CARRIED)('[%s] %s carried out (CR 603.7c)', (ctx, line) => {
    const a = readCarriedOut(ctx, line);
    const delayed = 'effects' in a ? a.effects.find((e) => e.kind === 'delayed-trigger') : undefined;
    expect(JSON.stringify(delayed)).toContain('"limit":"this turn"');
  });

  it('reads a permanent\'s own trigger about "the token" as not carried out', () => {
    readNotSimulated('e', 'When the token leaves the battlefield, sacrifice Hall of Masks.');
  });

  it('keeps "When you cycle ~ or it dies" about this object', () => {
    const a = parseAbility('When you cycle Veiled Tidecaller or it dies, draw a card.', 0, CONTEXTS.c);
    expect(JSON.stringify(a)).toContain('"secondIt":true');
  });

  it('reads no "whenever" instruction without a stated duration', () => {
    const a = parseAbility('Draw a card. Whenever a creature dies, you gain 1 life.', 0, CONTEXTS.s);
    expect(a.unmodeled.length).toBeGreaterThan(0);
  });
});
