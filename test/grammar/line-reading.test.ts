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

  it('field lines (grammar/src/field-scan.ts) and plain named lines (scanPlainNamedLine) the scans read, and near misses, in either mode', () => {
    const lines = [
      'cost {2}{G}', 'cost {2} {G}', 'cost  {W/U}{2/B}{G/P}{X}', 'cost {}', 'cost {2}{', 'cost {2}}', 'cost {2 }', 'cost {2}x',
      'cost {2}#c', 'cost {2} # c', 'cost', 'cost ', 'cost{2}', 'cost {é}', 'cost {2}\u00A0', 'cost\t{1}',
      'type Creature', 'type Creature — Elf Warrior', 'type Creature – Elf', 'type Creature -- Elf', 'type Creature — ',
      'type Creature —', 'type — Elf', 'type Creature — Elf — Druid', 'type Creature - Elf', 'type Creature —Elf',
      'type Creature—Elf', 'type Legendary Creature — Human text', 'type Creature — pt', 'type Sorcery cost',
      "type Creature — Kor'Elf", 'type Creature — Elf’s', 'type Creature — El_f9', 'type Creature — Élf', 'type Créature',
      'type X/1', 'type X', 'type Creature X-1/2', 'type 2 Elf', 'type can\'t you', 'type Creature #', 'type',
      'typeCreature', 'types Creature', 'type\u00A0Creature', 'type Creature\u2003Elf', 'type Creature — Elf ',
      'pt 2/2', 'pt */*', 'pt 1+*/1+*', 'pt X/X', 'pt -1/+1', 'pt −1/1', 'pt 2/2/2', 'pt 2/2x', 'pt 2', 'pt 2/2 3',
      'pt 2 /2', 'pt a/b', 'pt', 'pt  3/4  ', 'pt 3/4 # c', 'pts 2/2', 'pt 1-1/2',
      'loyalty 3', 'loyalty X', 'loyalty 3/3', 'loyalty 3x', 'loyalty 3 4', 'loyalty', 'loyalty +3', 'loyalty 03',
      'defense 4', 'defense X', 'defense 4/4', 'defense 4 ',
      'rarity rare', 'rarity mythic rare', 'rarity', 'rarity 3', 'rarity text', 'rarity you', 'rarity Rare-ish', 'rarity é',
      'color red', 'color red green', 'color', 'color red, green', 'color text', 'color red #c',
      'text', 'text ', 'text  \t', 'text Flying', 'text #c', 'texts', 'text\u00A0', 'cost {1}\r', 'rarity rare\u2028',
      'card "N"', 'card  "N"  ', 'card\t"N"', 'card ""', 'back\u00A0"B"', 'flavor "x"\uFEFF', 'card "N" x', 'card "N"\u2003',
      'cards "N"', 'flavors "x"', 'card "a"b"', 'card "a#b"', 'card "a\\"b"', 'card "N', 'card "N" #c', 'card', 'card ',
      'flavor "It’s — “quoted”."', 'back "B"\t', 'card “N”', 'card "N"“', 'Card "N"', 'cardback "N"', 'flavor  ""  ',
    ];
    for (const l of lines) {
      for (const indent of ['', '  ', '\t', '\uFEFF']) {
        expectSameReading(`card "A"\n${indent}${l}\n  pt 1/1\n`, 0);
        expectSameReading(`card "A"\n  text\n    Flying\n${indent}${l}\n    Reach\n  rarity rare\n`, 31);
        expectSameReading(`${indent}${l}`, 5);
      }
    }
  });

  it('random and mutated files', () => {
    fc.assert(fc.property(cardText(pools, 16), (text) => expectSameReading(text, 0)), fcParams('line-reading mutated', 2000));
    fc.assert(fc.property(randomFile(pools, 24), fc.nat({ max: 5000 }), (text, base) => expectSameReading(text, base)), fcParams('line-reading random', 2000));
  });
});
