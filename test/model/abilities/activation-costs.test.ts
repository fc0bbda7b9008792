// An activated ability's cost changed (issue 26, family "types and abilities"; CR 601.2f, 602.2b, 605.1a): this ability's
// own ("This ability costs {1} less to activate for each Shrine you control"), those of sources of a kind ("Activated
// abilities of white enchantments cost {3} more to activate"), all but mana abilities, and a keyword's ("Equip abilities
// you activate cost {1} less to activate"). Invented lines in real cards' shapes: read fully, printed back exactly in
// both eras, "recognized, not simulated" (test/rules/honesty/grammar-families.cards: what rests on one is inconclusive).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import type { Effect } from '../../../server/src/model/types';
import { readInBothEras, sameInBoth, type EraLine } from './both-eras';
import { CONTEXTS } from './rules-lines';

const LINES: EraLine[] = [
  sameInBoth('Sanctum of Dawn', 'Legendary Enchantment — Shrine', '{3}{W}: You gain 2 life. This ability costs {1} less to activate for each Shrine you control.'),
  sameInBoth('Ember Estate', 'Land', '{2}{R}, {T}: Draw a card. This ability costs {1} less to activate for each legendary creature you control.'),
  sameInBoth('Pall of Gloom', 'Enchantment', 'Activated abilities of white enchantments cost {3} more to activate.'),
  sameInBoth('Damping Veil', 'Enchantment', "Activated abilities cost {2} more to activate unless they're mana abilities."),
  sameInBoth('Vell, the Veiled', 'Legendary Planeswalker — Vell', 'Equip abilities you activate cost {1} less to activate.'),
  // Siblings: counters counted, another kind of source, more for this ability.
  sameInBoth('Ember Estate', 'Land', '{T}: Draw a card. This ability costs {1} less to activate for each +1/+1 counter on creatures you control.'),
  sameInBoth('Pall of Gloom', 'Enchantment', "Activated abilities of artifacts your opponents control cost {1} more to activate unless they're mana abilities."),
  sameInBoth('Ember Estate', 'Land', '{T}: Draw a card. This ability costs {2} more to activate.'),
  // A keyword's cost changed "up to" an amount (the player chooses how much), only for activations that target an object,
  // one object's own keyword ability (with a condition on its target), and a loyalty cost (CR 601.2f, 602.2b, 606.4, 115.1).
  sameInBoth('Vell, the Veiled', 'Legendary Planeswalker — Vell', 'Cycling abilities you activate cost up to {2} less to activate.'),
  sameInBoth('Vell, the Veiled', 'Legendary Planeswalker — Vell', 'Ninjutsu abilities you activate cost up to {1} less to activate.'),
  { name: 'Ember Knight', type: 'Creature — Human Knight', legacy: 'Equip abilities you activate that target Ember Knight cost {3} less to activate.', modern: 'Equip abilities you activate that target this creature cost {3} less to activate.' },
  { name: 'Masked Blade', type: 'Artifact — Equipment', legacy: "Masked Blade's equip ability costs {2} less to activate if it targets a colorless creature.", modern: "This Equipment's equip ability costs {2} less to activate if it targets a colorless creature." },
  { name: 'Masked Blade', type: 'Artifact — Equipment', legacy: "Masked Blade's equip ability costs {1} more to activate.", modern: "This Equipment's equip ability costs {1} more to activate." },
  sameInBoth('Orsa, Keeper of Masks', 'Legendary Creature — Human Rogue', "Planeswalkers' loyalty abilities you activate cost an additional +1 to activate."),
];

const change = (line: string): Effect | undefined => {
  const a = parseAbility(line, 0, CONTEXTS.e);
  return 'effects' in a ? a.effects.find((e) => e.kind === 'activation-cost-change') : undefined;
};

describe("an activated ability's cost changed (CR 601.2f, 602.2b)", () => {
  it.each(LINES.map((l) => [l.legacy, l] as const))('%s', (_, line) => {
    const a = readInBothEras(line);
    expect(JSON.stringify('effects' in a ? a.effects : [])).toContain('"kind":"activation-cost-change"');
    expect(a.unsimulated?.length, 'recognized, not simulated').toBeGreaterThan(0);
  });

  it('types whose cost, which way and by how much', () => {
    expect(change('Activated abilities of white enchantments cost {3} more to activate.')).toMatchObject({ sources: { text: 'white enchantments' }, delta: 3, more: true });
    expect(change('{T}: Draw a card. This ability costs {1} less to activate for each Elf you control.')).toMatchObject({ ability: 'this', delta: 1, per: { types: ['Elf'] } });
    expect(change('Equip abilities you activate cost {1} less to activate.')).toMatchObject({ keyword: 'equip', delta: 1 });
    expect(change("Activated abilities cost {2} more to activate unless they're mana abilities.")).toMatchObject({ unlessMana: true, more: true });
  });

  it('"up to", the target it must have, its own keyword ability, a loyalty cost (CR 601.2f, 115.1, 606.4)', () => {
    expect(change('Cycling abilities you activate cost up to {2} less to activate.')).toMatchObject({ keyword: 'cycling', delta: 2, upTo: true });
    expect(change('Cycling abilities you activate cost {2} less to activate.')).not.toHaveProperty('upTo');
    expect(change('Equip abilities you activate that target Hall of Masks cost {3} less to activate.')).toMatchObject({ keyword: 'equip', delta: 3, targeting: { kind: 'self' } });
    expect(change("Hall of Masks's equip ability costs {2} less to activate.")).toMatchObject({ keyword: 'equip', own: true, delta: 2 });
    expect(change("Planeswalkers' loyalty abilities you activate cost an additional +1 to activate.")).toMatchObject({ keyword: 'loyalty', loyalty: true, more: true, delta: 1 });
  });

  it('is never a spell cost change: the casting engine leaves it alone', () => {
    expect(JSON.stringify(parseAbility('Activated abilities of white enchantments cost {3} more to activate.', 0, CONTEXTS.e))).not.toContain('"kind":"cost-change"');
  });
});
