// "If …, it deals X plus 2 damage instead", "… deals damage equal to <a count> instead", "~ deals X plus 2 damage instead
// if …" (CR 608.2c, 107.3): the alternative damage instruction's amount a quantity of X or a count, dealt to what the
// instruction it replaces named (120.3). Read fully, printed back exactly; carried out where the condition is one the
// engine evaluates (test/rules/game/instead-amount-of-x.cards), else recognized, not simulated.

import { describe, expect, it } from 'vitest';
import { readCarriedOut, readNotSimulated } from './read-not-simulated';

describe('an alternative damage amount of X or a count (CR 608.2c, 107.3)', () => {
  it.each([
    'Sudden Shroud deals X damage to target creature. If you control a creature with power 4 or greater, it deals X plus 2 damage instead.',
    'Sudden Shroud deals 3 damage to target creature. If you control a Dragon, Sudden Shroud deals damage equal to the number of Dragons you control instead.',
  ])('carried out: %s', (line) => {
    const a = readCarriedOut('s', line);
    expect(JSON.stringify(a)).toContain('"toSame":true');
  });

  it.each([
    'Sudden Shroud deals X damage to target creature. If you controlled a modified creature as you cast this spell, it deals X plus 2 damage instead.',
    'Ferocious — Sudden Shroud deals X plus 2 damage instead if you control a creature with power 4 or greater.',
  ])('read, not simulated: %s', (line) => {
    readNotSimulated('s', line);
  });
});
