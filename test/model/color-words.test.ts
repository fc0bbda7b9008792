// The one table of color words (CR 105.1): the five color names and nothing else, not even what every plain object
// inherits ("constructor", "toString"), so a rules word or a scenario word is never mistaken for a color.

import { describe, expect, it } from 'vitest';
import { COLOR_BY_NAME, COLOR_NAMES, COLOR_ORDER } from '../../server/src/model/types';

describe('COLOR_BY_NAME (CR 105.1)', () => {
  it('reads each color word as its color, the inverse of COLOR_NAMES', () => {
    for (const c of COLOR_ORDER) expect(COLOR_BY_NAME[COLOR_NAMES[c]]).toBe(c);
    expect(Object.keys(COLOR_BY_NAME).sort()).toEqual(['black', 'blue', 'green', 'red', 'white']);
  });

  it('reads no other word as a color', () => {
    for (const w of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'colorless', 'purple']) expect(COLOR_BY_NAME[w]).toBeUndefined();
  });
});
