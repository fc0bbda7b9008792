// Field lines built from their tokens without the parser (grammar/src/field-line.ts): each shape it takes gives the
// node parser + AST builder give, and each near miss is left to the parser (undefined). line-reading.test.ts compares
// whole files (and random text) with the plain reading; this pins which lines take the short way.

import { describe, expect, it } from 'vitest';
import { parseOneLine } from '../../grammar/src/line-parse';
import { fieldLineFromTokens } from '../../grammar/src/field-line';
import { lexLine, type LexMode } from '../../grammar/src/lexer';

function tokensOf(line: string, mode: LexMode) {
  const tokens = lexLine(line, mode).tokens;
  const first = tokens[0]!;
  const last = tokens[tokens.length - 1]!;
  return { tokens, span: { start: first.startOffset, end: last.startOffset + last.image.length }, last };
}

const TAKEN = [
  'cost {2}{G}', 'cost {X}{W/U}{W/U}', 'cost {oops}', 'type Creature', 'type Legendary Creature — Elf Warrior',
  'type Artifact — ', 'type Creature – Zombie', 'type Creature -- Zombie', 'type Creature — ', 'type Instant text',
  'type Kindred Sorcery — Faerie Rogue', 'type Creature - Zombie', 'pt 2/2', 'pt */1+*', 'pt -1/X', 'loyalty 3',
  'loyalty X', 'defense 4', 'rarity rare', 'rarity pt', 'color red', 'color red green', 'text', 'text Flying',
  'text   Flying # c', '  cost {1}  # note',
];

const LEFT = [
  'cost', 'cost 2', 'cost {2} G', 'type', 'type — Elf', 'type Creature — Elf — Warrior', 'type Creature {2}',
  'type Creature "x"', 'pt', 'pt 2', 'pt 2/2 3', 'pt two', 'loyalty', 'loyalty 3 4', 'loyalty all', 'defense X',
  'defense', 'rarity', 'rarity 3', 'rarity rare common', 'color', 'color {R}', 'card "A"', 'set "S"', 'flavor "f"',
  'you cast "A"', 'cost "x"',
];

describe('field lines read from their tokens', () => {
  for (const mode of ['main', 'rules'] as const) {
    it(`take the short way and give the parser's node (${mode} mode)`, () => {
      for (const line of TAKEN) {
        const { tokens, span, last } = tokensOf(line, mode);
        const parsed = parseOneLine(tokens, span, last);
        expect(parsed.errors, line).toEqual([]);
        const node = fieldLineFromTokens(tokens, span);
        expect(node, line).toBeDefined();
        expect(node, line).toStrictEqual(parsed.line);
        expect(JSON.stringify(node), line).toBe(JSON.stringify(parsed.line));
      }
    });

    it(`leave near misses to the parser (${mode} mode)`, () => {
      for (const line of LEFT) {
        const { tokens, span } = tokensOf(line, mode);
        expect(fieldLineFromTokens(tokens, span), line).toBeUndefined();
      }
    });
  }
});
