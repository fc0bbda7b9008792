// X defined by the text (issue 26, phrase family "amount: where X is"): "where X is the power of the creature tapped this
// way", "the total power of the creatures sacrificed this way" (the objects an earlier instruction acted on, CR 608.2c), and
// "X is …" as a sentence of its own (CR 107.3c). Invented lines in real cards' shapes: read fully, printed back exactly,
// "recognized, not simulated" (the engine doesn't compute these X, so answers resting on them are inconclusive).

import { describe, expect, it } from 'vitest';
import { parseQuantity, printQuantity } from '../../../server/src/model/abilities/amounts';
import { type ContextKey } from './rules-lines';
import { readNotSimulated } from './read-not-simulated';

const LINES: [ContextKey, string, string][] = [
  // "Tap an untapped creature you control: ~ gets +X/+0 …, where X is the power of the creature tapped this way" is now
  // carried out (the one permanent the cost tapped, CR 701.26a, 608.2h): test/rules/game/r22-spellX-cost-object-values.cards.
  ['c', '{T}, Sacrifice any number of creatures: Veiled Tidecaller deals X damage to any target, where X is the total power of the creatures sacrificed this way.', 'damage'],
  ['q', "{X}, {T}: Draw a card. X is the number of cards in an opponent's hand.", 'define-x'],
  ['q', "{X}, {T}: Create a token that's a copy of the exiled card. X is the mana value of that card.", 'define-x'],
  // Siblings.
  ['s', 'Destroy up to two target creatures. You gain life equal to the total power of the creatures destroyed this way.', 'life'],
  ['q', '{X}, {T}: Target creature gets +X/+0 until end of turn. X is the number of artifacts you control.', 'define-x'],
];

describe('X defined by the text (CR 107.3c, 608.2c)', () => {
  it.each(LINES)('[%s] %s', (ctx, line, kind) => {
    const a = readNotSimulated(ctx, line);
    expect(('effects' in a ? a.effects ?? [] : []).some((e) => e.kind === kind)).toBe(true);
  });

  it('reads the objects an earlier instruction acted on as the owner of a stat', () => {
    for (const q of ['the power of the creature tapped this way', 'the total power of the creatures sacrificed this way', 'the mana value of the card exiled this way']) {
      const read = parseQuantity(q);
      expect(read, q).toBeDefined();
      expect(printQuantity(read!)).toBe(q);
    }
    expect(parseQuantity('the power of the creature painted this way')).toBeUndefined();
  });
});
