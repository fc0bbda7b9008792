// Round 17 (carryC): conditions the engine now tells, and their siblings it still doesn't (honesty: "recognized, not
// simulated" stays so). CR 611.3a, 608.2c: a static ability's "Otherwise, …" after "… as long as it's a <kind>" is the
// layered effect while the condition doesn't hold (test/rules/game/carryc-static-otherwise.cards); CR 608.2c, 400.7:
// "this ability has been activated N or more times this turn" (test/rules/game/carryc-ability-count.cards); CR 603.4,
// 207.2c: where the ability's own object is (test/rules/game/carryc-in-zone.cards).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { printAbility, canonicalLine } from '../../../server/src/model/abilities/print';
import { CONTEXTS, type ContextKey } from './rules-lines';

const CARRIED_OUT: [ContextKey, string][] = [
  ['e', "Enchanted creature gets +2/+2 as long as it's a Vampire. Otherwise, it gets -2/-2."],
  ['q', "Equipped creature gets +1/+1 as long as it's legendary. Otherwise, it gets -1/-1."],
  ['c', '{1}: You gain 1 life. If this ability has been activated four or more times this turn, sacrifice Veiled Tidecaller.'],
  ['c', "Whenever you cast a spell, you gain 4 life if this is the first time this ability has resolved this turn. If it's the second time, draw a card."],
  ['c', "When Veiled Tidecaller enters the battlefield, if it's on the battlefield, it deals damage equal to its power to target creature an opponent controls."],
  ['l', 'Eminence — Whenever you cast another Human spell, if Orsa, Keeper of Masks is in the command zone or on the battlefield, create a 1/1 white Human creature token.'],
  ['c', "{T}: Look at the top card of your library. If it's a land card, you may put it onto the battlefield. If you don't put the card onto the battlefield, put it into your hand."],
];

const NOT_CARRIED_OUT: [ContextKey, string][] = [
  // An "Otherwise" whose instruction isn't a layered effect on the objects named before.
  ['e', "Enchanted creature gets +2/+2 as long as it's a Vampire. Otherwise, you draw a card."],
  // "Still" on the battlefield around a delayed trigger is checked as that resolves (CR 603.7), not told here.
  ['c', 'Whenever a creature you control dies, you may return that card to the battlefield at the beginning of the next end step if Veiled Tidecaller is still on the battlefield.'],
  // Put where the engine doesn't follow it: "on the bottom" of a library isn't a zone this condition reads.
  ['c', "{T}: Look at the top card of your library. You may put it into your graveyard. If you don't put the card into your graveyard, draw a card."],
];

describe('conditions told in round 17 (carryC)', () => {
  it.each(CARRIED_OUT)('[%s] %s is carried out', (ctx, line) => {
    const a = parseAbility(line, 0, CONTEXTS[ctx]);
    expect(a.unmodeled, 'fully understood').toEqual([]);
    expect(printAbility(a)).toBe(canonicalLine(line, CONTEXTS[ctx]));
    expect(a.unsimulated ?? [], 'carried out').toEqual([]);
  });

  it.each(NOT_CARRIED_OUT)('[%s] %s stays recognized, not simulated', (ctx, line) => {
    const a = parseAbility(line, 0, CONTEXTS[ctx]);
    expect(a.unmodeled, 'fully understood').toEqual([]);
    expect(a.unsimulated?.length ?? 0, 'recognized, not simulated').toBeGreaterThan(0);
  });
});
