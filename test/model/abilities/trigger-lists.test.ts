// Trigger conditions with more parts (issue 26, families "trigger: casting" and "trigger: other events"; CR 603.1, 603.2,
// 105.2): a spell of some colors ("a spell that's both black and green", "… that's white, blue, black, or red": the
// condition's own commas, so the condition ends at the comma after which the effect reads), an event joined with a step's
// beginning ("When ~ enters or at the beginning of your upkeep"), and "until end of turn" written after each clause of one
// subject in the legacy voice. Invented lines in real cards' shapes: read fully, printed back exactly in both eras.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { eventSimulated } from '../../../server/src/model/abilities/effect-descriptors';
import { printAbility } from '../../../server/src/model/abilities/print';
import { readInBothEras, readInEra, sameInBoth, type EraLine } from './both-eras';
import { CONTEXTS } from './rules-lines';

const COLORED: EraLine[] = [
  {
    name: 'Ashen Mimic', type: 'Creature — Shapeshifter',
    legacy: "Whenever you cast a spell that's both black and green, Ashen Mimic has base power and toughness 4/5 until end of turn and gains wither until end of turn.",
    modern: "Whenever you cast a spell that's both black and green, this creature has base power and toughness 4/5 and gains wither until end of turn.",
  },
  {
    name: 'Prism Dryad', type: 'Creature — Dryad',
    legacy: "Whenever you cast a spell that's white, blue, black, or red, put a +1/+1 counter on Prism Dryad.",
    modern: "Whenever you cast a spell that's white, blue, black, or red, put a +1/+1 counter on this creature.",
  },
  // Siblings: one color, "or" between two, another player casting.
  sameInBoth('Hall of Masks', 'Enchantment', "Whenever you cast a spell that's white, you gain 1 life."),
  sameInBoth('Hall of Masks', 'Enchantment', "Whenever an opponent casts a spell that's red or green, you gain 1 life."),
  sameInBoth('Hall of Masks', 'Enchantment', "Whenever a player casts a spell that's both white and blue, draw a card."),
];

const JOINED: EraLine[] = [
  {
    name: 'Dawn Sentinel', type: 'Creature — Human Soldier',
    legacy: 'When Dawn Sentinel enters the battlefield or at the beginning of your upkeep, you gain 1 life.',
    modern: 'When this creature enters or at the beginning of your upkeep, you gain 1 life.',
  },
  {
    name: 'Dusk Sentinel', type: 'Creature — Human Soldier',
    legacy: 'When Dusk Sentinel enters the battlefield and at the beginning of your upkeep, choose a color.',
    modern: 'When this creature enters and at the beginning of your upkeep, choose a color.',
  },
];

describe('a spell of some colors (CR 105.2, 603.2)', () => {
  it.each(COLORED.map((l) => [l.legacy, l] as const))('%s', (_, line) => {
    const a = readInBothEras(line);
    // The engine's cast trigger reads the colors (rules/state/filters.ts, CR 105.2; test/rules/game/cast-spell-kinds.cards).
    expect(a.kind === 'triggered' && a.event.kind === 'cast' ? a.event.filter.thatsColors : undefined).toBeDefined();
    expect(a.kind === 'triggered' && eventSimulated(a.event)).toBe(true);
  });

  it('types the colors, all of them or any one', () => {
    const a = parseAbility(COLORED[1]!.legacy, 0, { cardName: 'Prism Dryad', faceName: 'Prism Dryad', typeLine: 'Creature — Dryad' });
    expect(a.kind === 'triggered' && a.event.kind === 'cast' ? a.event.filter.thatsColors : undefined).toEqual({ colors: ['W', 'U', 'B', 'R'], joiner: 'or' });
    const b = parseAbility(COLORED[0]!.legacy, 0, { cardName: 'Ashen Mimic', faceName: 'Ashen Mimic', typeLine: 'Creature — Shapeshifter' });
    expect(b.kind === 'triggered' && b.event.kind === 'cast' ? b.event.filter.thatsColors : undefined).toEqual({ colors: ['B', 'G'], both: true, joiner: 'and' });
  });

  it('leaves color lists Oracle never writes unread', () => {
    for (const line of ["Whenever you cast a spell that's both white, you gain 1 life.", "Whenever you cast a spell that's white blue, you gain 1 life.", "Whenever you cast a spell that's both white or blue, you gain 1 life."]) {
      expect(parseAbility(line, 0, CONTEXTS.e).unmodeled, line).not.toEqual([]);
    }
  });
});

describe('an event or a step\'s beginning (CR 603.2, 503.1a)', () => {
  it.each(JOINED.map((l) => [l.legacy, l] as const))('%s', (_, line) => {
    const a = readInBothEras(line);
    expect(a.kind === 'triggered' ? a.event.kind : undefined).toBe('either');
  });

  it('keeps "and at least two other creatures attack" one event (battalion)', () => {
    const a = parseAbility('Whenever Veiled Tidecaller and at least two other creatures attack, draw a card.', 0, CONTEXTS.c);
    expect(a.kind === 'triggered' ? a.event : undefined).toMatchObject({ kind: 'object-event', event: 'and at least two other creatures attack' });
  });
});

const CAUSED: EraLine[] = [
  {
    name: 'Gnome Cache', type: 'Artifact',
    legacy: 'When a spell or ability an opponent controls causes you to discard Gnome Cache, create two 1/1 colorless Gnome artifact creature tokens.',
    modern: 'When a spell or ability an opponent controls causes you to discard this card, create two 1/1 colorless Gnome artifact creature tokens.',
  },
  sameInBoth('Hall of Masks', 'Enchantment', 'Whenever a spell or ability an opponent controls causes you to discard a card, you gain 2 life.'),
  // Siblings: a kind of card.
  sameInBoth('Hall of Masks', 'Enchantment', 'Whenever a spell or ability an opponent controls causes you to discard a creature card, draw a card.'),
];

describe("a discard an opponent's spell or ability caused (CR 701.9a, 603.2)", () => {
  it.each(CAUSED.map((l) => [l.legacy, l] as const))('%s', (_, line) => {
    const a = readInBothEras(line);
    expect(a.kind === 'triggered' ? a.event.kind : undefined).toBe('discard-caused');
    expect(a.unsimulated?.length, 'recognized, not simulated').toBeGreaterThan(0);
  });
});

describe('"until end of turn" after each clause of one subject', () => {
  const line: EraLine = {
    name: 'Ashen Mimic', type: 'Creature — Shapeshifter',
    legacy: 'Whenever you cast a spell, Ashen Mimic gets +1/+1 until end of turn and gains flying until end of turn.',
    modern: 'Whenever you cast a spell, this creature gets +1/+1 and gains flying until end of turn.',
  };

  it('prints each duration in the legacy voice and one in the current wording', () => {
    readInBothEras(line);
    const a = readInEra(line, 'legacy');
    // printAbility is the current wording (the oracle-wording check's fix).
    expect(printAbility(a)).toBe('Whenever you cast a spell, ~ gets +1/+1 and gains flying until end of turn.');
  });
});
