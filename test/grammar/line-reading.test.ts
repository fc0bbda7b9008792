// parse() reads line by line (lexing each line in the mode it starts in), reuses the reading of an identical line
// (memo) and reads rules lines and `card`/`back`/`flavor` lines with a quoted name by an exact scan
// (grammar/src/exact-scan.ts). All of it must give exactly the plain reading: the whole text lexed once and every
// line parsed (support/reference-parse.ts) — same nodes, same key order, same errors — on every project file and
// on random and mutated text, read cold and again with the memo warm, at offset 0 and inside a larger document.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from '../../grammar/src/parse';
import { cardText, randomFile } from '../fuzz/support/arbitraries';
import { fcParams } from '../fuzz/support/config';
import { poolsOf, projectSeedFiles } from '../fuzz/support/seeds';
import { referenceParse } from './support/reference-parse';

const pools = poolsOf(projectSeedFiles());

/** Equal values, equal key order and the same keys holding `undefined`. */
function expectSameReading(text: string, base: number): void {
  const expected = referenceParse(text, base);
  for (let pass = 0; pass < 2; pass++) {
    const actual = parse(text, base);
    expect(actual).toStrictEqual(expected);
    expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
  }
}

describe('parse reads every line exactly as the plain reading does', () => {
  it('every example, fixture and golden file', () => {
    expect(pools.files.length).toBeGreaterThan(20);
    for (const f of pools.files) {
      expectSameReading(f.text, 0);
      expectSameReading(f.text, 1234);
    }
  });

  it('lines that start in the rules mode: field keywords, look-alike words, comments, odd blanks', () => {
    const lines = [
      'cost {2}', 'costs {2}', 'cost', 'type Creature', 'types of things', 'pt 2/2', 'rarity rare', 'text', 'text Flying',
      'texts', 'flavor "a # b"', 'flavor "x" # c', 'flavor "x" y', 'flavor "a\\"b"', 'flavor “curly”', 'card "N"', 'card"N"',
      'cardx "N"', 'back "B" ', 'set "S"', 'Flying # note', '# only', '\u00A0Flying', '\u2003Flying', '\uFEFFFlying',
      'Flying\u2028more', '  Reach  ', 'scenario "s"', 'loyalty 3', 'color blue', 'Card "N"', 'card "unclosed', 'card "a\\',
    ];
    for (const l of lines) {
      for (const indent of ['', '  ', '    ', '\t']) {
        expectSameReading(`card "A"\n  text\n${indent}${l}\n    Flying\n`, 0);
        expectSameReading(`card "A"\n  rarity rare\n${indent}${l}\r\n  pt 1/1`, 7);
      }
    }
  });

  it('random and mutated files', () => {
    fc.assert(fc.property(cardText(pools, 16), (text) => expectSameReading(text, 0)), fcParams('line-reading mutated', 2000));
    fc.assert(fc.property(randomFile(pools, 24), fc.nat({ max: 5000 }), (text, base) => expectSameReading(text, base)), fcParams('line-reading random', 2000));
  });
});
