// What an amount counts, from parts (issue 26, CR 107.3): cards in a named player's hand or in several players' zones —
// "its controller's hand", "the chosen player's hand", "all players' hands", "your opponents' graveyards" (CR 402.1,
// 404.1) —, "the total number of …" (the same count), "… plus one" in words, a subtype whose plural is the same word
// ("Treefolk", CR 205.3), and "X target creatures" (exactly X, CR 107.3a, 601.2c). Invented lines in the shapes of real
// cards': read fully, printed back exactly in both eras, and recognized, not simulated (the engine doesn't count these
// places as they resolve and doesn't choose X targets) — except a P/T characteristic-defining ability's count, which
// the layers make (CR 604.3, 613.4a: rules/layers/cda-values.ts; test/rules/layers/cr-613-4a-amounts.cards).

import { describe, expect, it } from 'vitest';
import { parseQuantity, printQuantity } from '../../../server/src/model/abilities/amounts';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { readInBothEras, sameInBoth, type EraLine } from './both-eras';
import { CONTEXTS } from './rules-lines';

const LINES: EraLine[] = [
  { name: 'Grudge Wisp', type: 'Creature — Spirit', legacy: "Grudge Wisp gets -1/-1 for each card in the chosen player's hand.", modern: "This creature gets -1/-1 for each card in the chosen player's hand." },
];

/** P/T characteristic-defining abilities with these counts: carried out in layer 7a (CR 604.3, 613.4a, 400.1); a static's
 * "for each card in its controller's hand", counted for the object that gets the bonus in layer 7c (CR 613.4c, 400.1:
 * model/abilities/per-affected.ts, test/rules/game/carryS-per-affected.cards). */
const CDA_LINES: EraLine[] = [
  sameInBoth('Crown of Weight', 'Enchantment — Aura', "Enchanted creature gets +1/+1 for each card in its controller's hand."),
  { name: 'Loreheap Giant', type: 'Creature — Giant', legacy: "Loreheap Giant's power and toughness are each equal to the total number of cards in all players' hands.", modern: "This creature's power and toughness are each equal to the total number of cards in all players' hands." },
  { name: 'Mire Glutton', type: 'Creature — Horror', legacy: "Mire Glutton's power and toughness are each equal to the number of cards in your opponents' graveyards.", modern: "This creature's power and toughness are each equal to the number of cards in your opponents' graveyards." },
  { name: 'Grovekeeper', type: 'Creature — Treefolk', legacy: "Grovekeeper's power and toughness are each equal to the number of Forests you control plus the number of Treefolk you control.", modern: "This creature's power and toughness are each equal to the number of Forests you control plus the number of Treefolk you control." },
];

describe('counted places and amounts (CR 107.3, 402.1, 404.1)', () => {
  it.each(LINES)('%o', (line) => {
    const a = readInBothEras(line);
    expect(a.unsimulated?.length, 'recognized, not simulated').toBeGreaterThan(0);
  });

  it.each(CDA_LINES)('carried out as a characteristic-defining ability: %o', (line) => {
    const a = readInBothEras(line);
    expect(a.unsimulated ?? []).toEqual([]);
  });

  it('reads the quantities and prints them back', () => {
    for (const q of ["the total number of cards in all players' hands", 'the number of cards in your hand plus one', 'the number of Treefolk you control', "the number of creature cards in your opponents' graveyards"]) {
      const read = parseQuantity(q);
      expect(read, q).toBeDefined();
      expect(printQuantity(read!)).toBe(q);
    }
  });

  it('leaves what does not agree unread', () => {
    for (const line of ["Enchanted creature gets +1/+1 for each card in its controller's pocket.", 'Draw cards equal to the number of cards in your hand plus seventeen.', 'Return X target creature card from your graveyard to your hand.']) {
      expect(parseAbility(line, 0, CONTEXTS.s).unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});
