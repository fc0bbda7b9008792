// A die's results table (issue 26, CR 706.3a): each row "N1—N2 | <instructions>", "N | …" or "N+ | …" is a line of its
// own whose instructions are read like spell text and kept inside the row; the row is part of the ability that rolls
// (706.3b). The engine follows the row holding the result the scenario says (rules/effects/die-roll-effects.ts), so a
// row whose instructions it carries out is carried out. Invented lines in the shapes of real cards': read fully,
// printed back exactly in both eras.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { descriptorOf } from '../../../server/src/model/abilities/effect-descriptors';
import { readInBothEras, sameInBoth, type EraLine } from './both-eras';
import { CONTEXTS } from './rules-lines';

const LINES: EraLine[] = [
  sameInBoth('Gilded Hoard', 'Artifact', '1—9 | Create a Treasure token.'),
  sameInBoth('Gilded Hoard', 'Artifact', '10—19 | You gain 3 life and draw two cards.'),
  sameInBoth('Gilded Hoard', 'Artifact', '20 | Each opponent sacrifices two permanents.'),
  sameInBoth('Gilded Hoard', 'Artifact', '15+ | Tap that creature. It doesn\'t untap during its controller\'s next untap step.'),
  { name: 'Ember Burst', type: 'Instant', legacy: '1—9 | Ember Burst deals 2 damage to each player.', modern: '1—9 | This spell deals 2 damage to each player.' },
  { name: 'Vale Scout', type: 'Creature — Elf Scout', legacy: '10—20 | Vale Scout gains deathtouch until end of turn.', modern: '10—20 | This creature gains deathtouch until end of turn.' },
];

describe("a die's results table (CR 706.3a)", () => {
  it.each(LINES)('%o', (line) => {
    const a = readInBothEras(line);
    expect(a.kind).toBe('spell');
    const row = 'effects' in a ? a.effects[0] : undefined;
    expect(row?.kind).toBe('die-result');
    // CR 706.3b: followed as part of the rolling ability, with instructions the engine carries out.
    expect(a.unsimulated ?? [], 'carried out').toEqual([]);
  });

  it('keeps the range as written: one number, two endpoints, or "N+"', () => {
    const read = (line: string) => {
      const a = parseAbility(line, 0, CONTEXTS.s);
      const e = 'effects' in a ? a.effects[0] : undefined;
      return e?.kind === 'die-result' ? { low: e.low, high: e.high, plus: e.plus } : undefined;
    };
    expect(read('2—9 | Draw a card.')).toEqual({ low: 2, high: 9, plus: undefined });
    expect(read('20 | Draw a card.')).toEqual({ low: 20, high: undefined, plus: undefined });
    expect(read('15+ | Draw a card.')).toEqual({ low: 15, high: undefined, plus: true });
  });

  it('leaves a row whose instructions are not read, or a line that is no row, unread', () => {
    for (const line of ['1—9 | Frobnicate the widget.', '1—9 Draw a card.', '| Draw a card.']) {
      expect(parseAbility(line, 0, CONTEXTS.s).unmodeled.length, line).toBeGreaterThan(0);
    }
  });

  it('is carried out as part of the rolling ability (CR 706.3b); a row with a target phrase of its own is not', () => {
    const a = parseAbility('1—9 | You gain 3 life.', 0, CONTEXTS.s);
    const row = 'effects' in a ? a.effects[0] : undefined;
    expect(row && descriptorOf(row).engine).toBe(true);
    expect(a.unsimulated ?? []).toEqual([]);
    // The ability's targets are announced from its rolling line; a row's own "target creature" is not.
    const t = parseAbility('1—9 | Target creature gets +2/+2 until end of turn.', 0, CONTEXTS.s);
    expect(t.unsimulated).toEqual([t.span]);
  });
});
