// What an "if …" or "as long as …" governs (CR 608.2c, 611.3a): instructions said to add to the ones before them — "also"
// before any verb the phrase table reads ("~ also deals 2 damage to …", "it also gets +3/+0", "also create …"), "gets an
// additional +2/+2" — and a player winning or losing the game by an effect (CR 104.2a, 104.3a; "you" carried out, 104.2b, 104.3e). Invented lines in the
// shapes of real cards': read fully, printed back exactly; "also" changes nothing the engine does.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { canonicalLine, printAbility } from '../../../server/src/model/abilities/print';
import { CONTEXTS, type ContextKey } from './rules-lines';
import { readCarriedOut, readNotSimulated } from './read-not-simulated';

const ALSO: [ContextKey, string][] = [
  ['s', "Sudden Shroud deals 5 damage to target creature or planeswalker. If that permanent is a Spirit, Sudden Shroud also deals 2 damage to that permanent's controller."],
  ['s', 'Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn. If that creature is a Goat, it also gets +3/+0 until end of turn.'],
  ['s', 'Create X 2/2 white Soldier creature tokens with vigilance. If X is 10 or more, also create X 4/4 white Angel creature tokens with flying and vigilance.'],
  ['s', 'Target creature gets +2/+2 until end of turn. That creature also gains trample until end of turn if you control a creature with power 4 or greater.'],
  ['q', "Equipped creature gets +1/+1. As long as it's legendary, it gets an additional +2/+2."],
  ['s', 'Destroy target creature. Sudden Shroud also deals 2 damage to you.'],
  // Not "also": a look's second object ("and at …") is a field of its own, never printed as the word (CR 611.3b).
  ['c', "You may look at the top card of your library and at face-down creatures you don't control any time."],
];

const GAME_RESULTS: [ContextKey, string][] = [
  ['c', 'Whenever Veiled Tidecaller deals combat damage to a player, that player loses the game.'],
];

describe('"also" and "an additional" (CR 608.2c, 613.4c)', () => {
  it.each(ALSO)('[%s] %s', (ctx, line) => {
    const a = parseAbility(line, 0, CONTEXTS[ctx]);
    expect(a.unmodeled, 'fully understood').toEqual([]);
    expect(printAbility(a)).toBe(canonicalLine(line, CONTEXTS[ctx]));
  });

  it('keeps the word as written: the same effect, marked', () => {
    const a = parseAbility('Destroy target creature. Sudden Shroud also deals 2 damage to you.', 0, CONTEXTS.s);
    const effects = 'effects' in a ? a.effects ?? [] : [];
    expect(effects.map((e) => [e.kind, !!e.also])).toEqual([['zone-change', false], ['damage', true]]);
    // The same damage without "also" is carried out alike (nothing not simulated beyond it).
    expect(a.unsimulated ?? []).toEqual([]);
  });

  it('leaves "also" with a verb it cannot read unread', () => {
    expect(parseAbility('Sudden Shroud also juggles two creatures.', 0, CONTEXTS.s).unmodeled.length).toBeGreaterThan(0);
  });
});

describe('winning or losing the game by an effect (CR 104.2a, 104.3a)', () => {
  it.each(GAME_RESULTS)('[%s] %s', (ctx, line) => {
    expect(JSON.stringify(readNotSimulated(ctx, line))).toContain('"kind":"game-result"');
  });

  // CR 118.12, 603.7a: the payment asked as the delayed trigger resolves, "If you don't" reading it (test/rules/game/pay-or-lose.cards).
  it('carries out "pay {2}{B}. If you don\'t, you lose the game" at your next upkeep', () => {
    expect(JSON.stringify(readCarriedOut('s', "At the beginning of your next upkeep, pay {2}{B}. If you don't, you lose the game."))).toContain('"kind":"game-result"');
  });

  // "you win the game" is carried out (CR 104.2b; test/rules/game/game-result-life-total.cards GR1–GR2).
  it('carries out "you win the game" under a condition the engine tells', () => {
    const a = parseAbility('At the beginning of your upkeep, if Veiled Tidecaller has twenty or more growth counters on it, you win the game.', 0, CONTEXTS.c);
    expect(JSON.stringify(a)).toContain('"kind":"game-result"');
    expect(a.unmodeled).toEqual([]);
    expect(a.unsimulated).toBeUndefined();
  });

  it('needs a player: "Win the game." alone is not read', () => {
    expect(parseAbility('Win the game.', 0, CONTEXTS.s).unmodeled.length).toBeGreaterThan(0);
  });
});
