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
  // CR 604.3, 107.1: amounts built from parts the engine computes (rules/layers/cda-values.ts cdaQuantity; scenarios in
  // test/rules/layers/cr-613-4a-amounts.cards): two counts added, "twice", "1 plus", kinds among cards (205.2a) with
  // "that number plus 1" (608.2c), a life total (119.1), counters on itself (122.1), devotion (700.5), domain (305.6),
  // kinds of cards in one zone, the opponents' and all players' zones (400.1).
  ["This creature's power and toughness are each equal to the number of Elves you control plus the number of Elf cards in your graveyard.", true, true, true],
  ["This creature's power and toughness are each equal to twice the number of cards in your hand.", true, true, true],
  ["This creature's power and toughness are each equal to 1 plus twice the number of age counters on it.", true, true, true],
  ["This creature's power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus 1.", true, true, true],
  ["This creature's power and toughness are each equal to your life total.", true, true, true],
  ["This creature's power is equal to your devotion to red.", true, false, true],
  ["This creature's power and toughness are each equal to the number of basic land types among lands you control.", true, true, true],
  ["This creature's power is equal to the number of instant and sorcery cards in your graveyard.", true, false, true],
  ["This creature's power and toughness are each equal to the total number of cards in all players' hands.", true, true, true],
  ["This creature's power and toughness are each equal to the number of cards in your opponents' graveyards.", true, true, true],
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

  // Read since round 24 (model/abilities/amounts.ts `holding-of`, CR 102.1, 402.1), not counted by the engine.
  it('a count the engine does not count stays recognized, not simulated (so the "*" it defines stays unknown, CR 208.2)', () => {
    const a = parseAbility("This creature's power and toughness are each equal to the number of cards in the hand of the opponent with the most cards in hand.", 0, ctx);
    expect(a.unmodeled).toEqual([]);
    expect(a.unsimulated?.length).toBeGreaterThan(0);
  });

  it('"the number of times it was kicked" (CR 702.33) is read, printed back, and recognized, not simulated', () => {
    const line = "This creature's power and toughness are each equal to the number of times it was kicked.";
    const a = parseAbility(line, 0, ctx);
    expect(a.unmodeled).toEqual([]);
    expect(a.unsimulated?.length).toBeGreaterThan(0);
    expect(canonicalLine(printAbility(a)!, ctx)).toBe(canonicalLine(line, ctx));
  });

  it('an amount read but not computed by the engine is "recognized, not simulated" (CR 202.3 a total mana value; the "*" stays unknown)', () => {
    const line = "This creature's power and toughness are each equal to the total mana value of other creatures you control.";
    const a = parseAbility(line, 0, ctx);
    expect(a.unmodeled).toEqual([]);
    expect(a.unsimulated?.length).toBeGreaterThan(0);
    expect(canonicalLine(printAbility(a)!, ctx)).toBe(canonicalLine(line, ctx));
  });
});
