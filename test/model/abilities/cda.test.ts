// Characteristic-defining abilities that define power and/or toughness (CR 604.3, 208.2a, 613.4a): each wording is
// read into one set-base-pt-equal effect, prints back as written, and is carried out (or reported "not simulated")
// according to whether the engine can make its count.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { canonicalLine, printAbility } from '../../../server/src/model/abilities/print';
import { CONTEXTS } from './rules-lines';

const ctx = CONTEXTS.c;

/** [line, defines power, defines toughness, carried out by the engine] */
const LINES: [string, boolean, boolean, boolean][] = [
  ["This creature's power and toughness are each equal to the number of face-down creatures on the battlefield.", true, true, true],
  ["This creature's power and toughness are each equal to the number of Wizards on the battlefield.", true, true, true],
  ["This creature's power is equal to the number of cards in your hand.", true, false, true],
  ["This creature's toughness is equal to the number of creature cards in your graveyard.", false, true, true],
  ["This creature's power is equal to the number of creatures you control and its toughness is equal to the number of cards in your hand.", true, true, true],
  // CR 604.3: a count the engine can't make ("tapped", a comparison) is understood, not simulated.
  ["This creature's power and toughness are each equal to the number of tapped creatures you control.", true, true, false],
  ["This creature's power is equal to the number of creatures you control with power 2 or greater.", true, false, false],
];

describe('P/T characteristic-defining abilities (CR 604.3, 613.4a)', () => {
  for (const [line, power, toughness, simulated] of LINES) {
    it(line, () => {
      const a = parseAbility(line, 0, ctx);
      expect(a.kind).toBe('static');
      expect(a.unmodeled).toEqual([]);
      const e = a.kind === 'static' ? a.effects[0] : undefined;
      expect(e?.kind).toBe('set-base-pt-equal');
      if (e?.kind !== 'set-base-pt-equal') return;
      expect([!!e.power, !!e.toughness]).toEqual([power, toughness]);
      expect(!a.unsimulated?.length).toBe(simulated);
      expect(canonicalLine(printAbility(a)!, ctx)).toBe(canonicalLine(line, ctx));
    });
  }

  it('CR 208.2a "1+*": "each equal to 1 plus the number of …" adds the 1, prints back, is carried out', () => {
    const line = "This creature's power and toughness are each equal to 1 plus the number of Islands you control.";
    const a = parseAbility(line, 0, ctx);
    const e = a.kind === 'static' ? a.effects[0] : undefined;
    expect(e).toMatchObject({ kind: 'set-base-pt-equal', plus: { kind: 'fixed', n: 1 } });
    expect(a.unsimulated ?? []).toEqual([]);
    expect(canonicalLine(printAbility(a)!, ctx)).toBe(canonicalLine(line, ctx));
  });

  it('a count the grammar does not read stays not understood (so the "*" it defines stays unknown, CR 208.2)', () => {
    const a = parseAbility("This creature's power and toughness are each equal to the number of cards in the hand of the opponent with the most cards in hand.", 0, ctx);
    expect(a.unmodeled.length).toBeGreaterThan(0);
  });

  it('"the number of times it was kicked" (CR 702.33) is read, printed back, and recognized, not simulated', () => {
    const line = "This creature's power and toughness are each equal to the number of times it was kicked.";
    const a = parseAbility(line, 0, ctx);
    expect(a.unmodeled).toEqual([]);
    expect(a.unsimulated?.length).toBeGreaterThan(0);
    expect(canonicalLine(printAbility(a)!, ctx)).toBe(canonicalLine(line, ctx));
  });

  it('a count read but not counted by the engine is "recognized, not simulated" (CR 205.2a card types; the "*" stays unknown)', () => {
    const line = "This creature's power and toughness are each equal to the number of card types among cards in all graveyards.";
    const a = parseAbility(line, 0, ctx);
    expect(a.unmodeled).toEqual([]);
    expect(a.unsimulated?.length).toBeGreaterThan(0);
    expect(canonicalLine(printAbility(a)!, ctx)).toBe(canonicalLine(line, ctx));
  });
});
