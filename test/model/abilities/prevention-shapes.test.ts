// More written shapes of "Prevent all damage …" (issue 26; CR 615.1a): the source after "that" ("… that ~ would deal to
// snow creatures", "… that creatures you control would deal this turn") and "this turn" before the recipient ("… that would
// be dealt this turn to creatures you control"); each prints back in its own order. Invented lines in the shapes of real
// cards': read fully, printed back exactly in both eras; all of them carried out.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { readInBothEras, sameInBoth, type EraLine } from './both-eras';
import { CONTEXTS } from './rules-lines';
import { readNotSimulated } from './read-not-simulated';

/** Carried out by the engine's prevention (rules/effects/prevention-effects.ts; scenarios in test/rules/game/prevention-shields.cards;
 * "… creatures you control …" matched as damage would be dealt, CR 611.2c: test/rules/game/prevent-all-of-a-kind.cards). */
const CARRIED_OUT: EraLine[] = [
  sameInBoth('Calm Winds', 'Instant', 'Prevent all combat damage that creatures you control would deal this turn.'),
  sameInBoth('Calm Winds', 'Instant', 'Prevent all damage that would be dealt this turn to creatures you control.'),
  { name: 'Frost Warden', type: 'Creature — Human', legacy: 'Prevent all damage that Frost Warden would deal to snow creatures.', modern: 'Prevent all damage that this creature would deal to snow creatures.' },
  sameInBoth('Calm Winds', 'Instant', 'Prevent all damage that target creature would deal to you this turn.'),
  // The kinds named in the plural left out, "other than Rhinos and Walls" (CR 608.2c; test/rules/game/prevent-all-of-a-kind.cards PK3).
  sameInBoth('Calm Winds', 'Instant', 'Prevent all combat damage that would be dealt this turn by creatures other than Rhinos and Walls.'),
  sameInBoth('Calm Winds', 'Instant', 'Prevent all damage that would be dealt this turn to creatures other than Walls.'),
];

describe('"Prevent all damage …" in more written orders (CR 615.1a)', () => {
  it.each(CARRIED_OUT)('%o is read and carried out', (line) => {
    const a = readInBothEras(line);
    expect('effects' in a ? a.effects?.[0]?.kind : undefined).toBe('prevent-all');
    expect(a.unsimulated ?? [], 'carried out').toEqual([]);
  });

  it('keeps each order apart: the same prevention written two ways prints back two ways', () => {
    const first = parseAbility('Prevent all damage that would be dealt this turn to creatures you control.', 0, CONTEXTS.s);
    const last = parseAbility('Prevent all damage that would be dealt to creatures you control this turn.', 0, CONTEXTS.s);
    expect([first, last].map((a) => a.unmodeled.length)).toEqual([0, 0]);
  });

  it('leaves what does not agree unread', () => {
    for (const line of ['Prevent all damage that target creature would deals this turn.', 'Prevent all damage that would be dealt this turn to juggling creatures.',
      // "other than" a plural reads kinds only, capitalized: never a phrase with its own controller or a lower-case noun.
      'Prevent all damage that would be dealt this turn to creatures other than Walls you control.', 'Prevent all damage that would be dealt this turn to creatures other than walls.']) {
      expect(parseAbility(line, 0, CONTEXTS.s).unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});

// "enchanted creatures", "equipped creatures" in the plural are no attachment (an Aura or Equipment is attached to one
// object, CR 303.4, 301.5): the creatures that are enchanted or equipped, read, and not matched by the engine.
describe('"by enchanted creatures": the creatures that are enchanted (CR 303.4, 615.1a)', () => {
  it.each([
    ['c', 'Prevent all damage that would be dealt to Veiled Tidecaller by enchanted creatures.'],
  ] as const)('[%s] %s is read, not simulated', (ctx, line) => {
    const a = readNotSimulated(ctx, line);
    expect(JSON.stringify(a)).not.toContain('"attachment"');
  });

  // A static ability's "equipped creatures": matched by the layers (CR 611.3a, 301.5a; rules/layers/attachment-words.ts).
  it('reads "Equipped creatures you control get +1/+1." as the creatures that are equipped, carried out', () => {
    const a = parseAbility('Equipped creatures you control get +1/+1.', 0, CONTEXTS.e);
    expect(JSON.stringify(a)).not.toContain('"attachment"');
    expect(a.unsimulated ?? []).toEqual([]);
  });

  it('keeps the singular the object the Aura is attached to', () => {
    expect(JSON.stringify(parseAbility('Enchanted creature gets +1/+1.', 0, CONTEXTS.e))).toContain('"attachment":"enchanted"');
    // "Enchanted creature and other creatures …" is never read as "enchanted creatures".
    const both = parseAbility('Enchanted creature and other creatures that share a creature type with it get +1/+0 until end of turn.', 0, CONTEXTS.e);
    expect(JSON.stringify(both)).not.toContain('"text":"enchanted creature and other');
  });
});
