// The ability-removal family (issue 26): the wording shapes of Turn to Frog, Frogify, Snakeform, Humility, Darksteel
// Mutation, Kenrith's Transformation, Imprisoned in the Moon, Lignify, Song of the Dryads, Deep Freeze, Minimus
// Containment, Merfolk Trickster, Tamiyo's Compleation, Overwhelming Splendor and Pacifism-like Auras, on invented
// cards. Each is read whole (nothing unmodeled) and prints back exactly in both eras: legacy (the card's name, "enters
// the battlefield") and modern ("this creature", "enters"). Engine scenarios: test/rules/layers/ability-removal*.cards.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { selfWords } from '../../../server/src/model/abilities/normalize';
import { printLine, writtenLine } from '../../../server/src/model/abilities/print';
import type { Ability, Effect } from '../../../server/src/model/types';

interface Shape {
  name: string;
  type: string;
  legacy: string;
  modern: string;
}

const same = (name: string, type: string, line: string): Shape => ({ name, type, legacy: line, modern: line });

const SHAPES: Shape[] = [
  same('Pond Hex', 'Instant', 'Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1.'),
  same('Marsh Hex', 'Instant', 'Until end of turn, target creature loses all abilities and becomes a green Snake with base power and toughness 1/1.'),
  same('Pond Curse', 'Enchantment — Aura', 'Enchanted creature loses all abilities and is a blue Frog creature with base power and toughness 1/1. (It loses all other card types and creature types.)'),
  same('Quiet Law', 'Enchantment', 'All creatures lose all abilities and have base power and toughness 1/1.'),
  same('Iron Cocoon', 'Enchantment — Aura', 'Enchanted creature is an Insect artifact creature with base power and toughness 0/1 and has indestructible, and it loses all other abilities, card types, and creature types.'),
  { name: 'Elk Curse', type: 'Enchantment — Aura', legacy: 'When Elk Curse enters the battlefield, draw a card.', modern: 'When this Aura enters, draw a card.' },
  same('Elk Curse', 'Enchantment — Aura', 'Enchanted creature loses all abilities and is a green Elk creature with base power and toughness 3/3. (It loses all other card types and creature types.)'),
  same('Moon Prison', 'Enchantment — Aura', 'Enchant creature, land, or planeswalker'),
  same('Moon Prison', 'Enchantment — Aura', 'Enchanted permanent is a colorless land with "{T}: Add {C}" and loses all other card types and abilities.'),
  same('Bark Shell', 'Kindred Enchantment — Treefolk Aura', 'Enchanted creature is a Treefolk with base power and toughness 0/4 and loses all abilities.'),
  same('Dryad Song', 'Enchantment — Aura', 'Enchanted permanent is a colorless Forest land.'),
  same('Frost Shell', 'Enchantment — Aura', 'Enchanted creature has base power and toughness 0/4, has defender, loses all other abilities, and is a blue Wall in addition to its other colors and types.'),
  same('Treasure Cell', 'Enchantment — Aura', 'Enchanted permanent is a Treasure artifact with "{T}, Sacrifice this artifact: Add one mana of any color," and it loses all other abilities. (If it was a creature, it\'s no longer a creature.)'),
  {
    name: 'Reef Trickster', type: 'Creature — Merfolk Wizard',
    legacy: 'When Reef Trickster enters the battlefield, tap target creature an opponent controls. It loses all abilities until end of turn.',
    modern: 'When this creature enters, tap target creature an opponent controls. It loses all abilities until end of turn.',
  },
  {
    name: 'Compleat Shell', type: 'Enchantment — Aura',
    legacy: "When Compleat Shell enters the battlefield, tap enchanted permanent. If it's an Equipment, unattach it.",
    modern: "When this Aura enters, tap enchanted permanent. If it's an Equipment, unattach it.",
  },
  same('Compleat Shell', 'Enchantment — Aura', "Enchanted permanent loses all abilities and doesn't untap during its controller's untap step."),
  same('Splendid Curse', 'Enchantment — Aura Curse', 'Creatures enchanted player controls lose all abilities and have base power and toughness 1/1.'),
  same('Splendid Curse', 'Enchantment — Aura Curse', "Enchanted player can't activate abilities that aren't mana abilities or loyalty abilities."),
  same('Calm Shackles', 'Enchantment — Aura', "Enchanted creature can't attack or block and loses all abilities."),
  same('Stilled Arms', 'Enchantment — Aura', "Enchanted creature can't attack or block, and its activated abilities can't be activated."),
  same('Crown Thief', 'Legendary Planeswalker — Oko', '[+1]: Target artifact or creature loses all abilities and becomes a green Elk creature with base power and toughness 3/3.'),
  same('Sky Shape', 'Instant', 'Until end of turn, target creature you control becomes a blue Dragon Illusion with base power and toughness 4/4, loses all abilities, and gains flying.'),
  same('Dusk Sun', 'Enchantment', 'All lands lose all abilities except mana abilities.'),
  {
    name: 'Still Rod', type: 'Artifact',
    legacy: "{3}{W}, {T}: For as long as Still Rod remains tapped, another target permanent loses all abilities and can't attack or block.",
    modern: "{3}{W}, {T}: For as long as this artifact remains tapped, another target permanent loses all abilities and can't attack or block.",
  },
  same('Frog Jest', 'Instant', 'Until end of turn, each creature target player controls loses all abilities and becomes a blue Frog with base power and toughness 1/1.'),
  // CR 205.1a: "loses all other card types" alone (no abilities lost; test/rules/game/loses-other-card-types.cards LT1).
  same('Star Veil', 'Enchantment — Aura', 'Enchanted permanent is an enchantment and loses all other card types.'),
];

function read(shape: Shape, era: 'legacy' | 'modern'): { a: Ability; printed: string | undefined; written: string } {
  const ctx = { cardName: shape.name, faceName: shape.name, typeLine: shape.type };
  const line = shape[era];
  const a = parseAbility(line, 0, ctx);
  const noun = /Creature/.test(shape.type) ? 'creature' : /Aura/.test(shape.type) ? 'Aura' : /Artifact/.test(shape.type) ? 'artifact' : 'permanent';
  const printed = printLine(a, { era, selfWords: selfWords(line, ctx), self: era === 'legacy' ? shape.name : `this ${noun}` });
  return { a, printed, written: writtenLine(line) };
}

const effectsOf = (a: Ability): Effect[] => ('effects' in a ? a.effects : []);

describe('the ability-removal family reads exactly in both eras', () => {
  for (const shape of SHAPES) {
    for (const era of ['legacy', 'modern'] as const) {
      it(`${era}: ${shape[era]}`, () => {
        const { a, printed, written } = read(shape, era);
        expect(a.unmodeled, 'nothing left unread').toEqual([]);
        expect(printed, 'printed back exactly').toBe(written);
      });
    }
  }

  it('"is an enchantment and loses all other card types" loses card types only, and is carried out (CR 205.1a, 613.1d)', () => {
    const a = read(SHAPES[SHAPES.length - 1]!, 'legacy').a;
    expect(effectsOf(a).find((e) => e.kind === 'lose-all-abilities')).toMatchObject({ other: true, otherList: ['card types'] });
    expect(a.unsimulated ?? []).toEqual([]);
  });

  it('"becomes a blue Frog" sets the creature type and color and keeps the card types (CR 205.1a, 105.3)', () => {
    const es = effectsOf(read(SHAPES[0]!, 'modern').a);
    expect(es.map((e) => e.kind)).toEqual(['lose-all-abilities', 'become-type', 'set-base-pt']);
    expect(es[1]).toMatchObject({ kind: 'become-type', colors: ['U'], cardTypes: [], subtypes: ['Frog'], additive: false, duration: 'until-end-of-turn' });
  });

  it('"is a blue Frog creature" is the same change written as a static ability (CR 205.1a, 613.1d)', () => {
    const a = read(SHAPES[2]!, 'legacy').a;
    expect(a.kind).toBe('static');
    expect(effectsOf(a)[1]).toMatchObject({ kind: 'become-type', cardTypes: ['Creature'], subtypes: ['Frog'], is: true });
  });

  it('"loses all other abilities" and "in addition to its other colors and types" are typed (CR 613.1f, 105.3, 205.1b)', () => {
    const es = effectsOf(read(SHAPES[11]!, 'legacy').a);
    expect(es.find((e) => e.kind === 'lose-all-abilities')).toMatchObject({ other: true });
    expect(es.find((e) => e.kind === 'become-type')).toMatchObject({ additive: true, colorsAdditive: true, subtypes: ['Wall'], colors: ['U'] });
  });

  it('"is a colorless land with "{T}: Add {C}"" grants the mana ability the layers carry out (CR 605.1a, 613.1f)', () => {
    const a = read(SHAPES[8]!, 'legacy').a;
    expect(effectsOf(a).map((e) => e.kind)).toEqual(['become-type', 'gain-ability', 'lose-all-abilities']);
    expect(a.unsimulated ?? []).toEqual([]);
  });

  it('what the engine does not carry out is "recognized, not simulated", never silently simulated', () => {
    // CR 605.1a: "except mana abilities" (every ability would go).
    expect(read(SHAPES[22]!, 'legacy').a.unsimulated?.length).toBeGreaterThan(0);
    // "Creatures enchanted player controls …": the player the Aura enchants (CR 303.4m, 702.5d) is carried out
    // (test/rules/game/enchant-player.cards).
    expect(SHAPES[16]!.name).toBe('Splendid Curse');
    expect(read(SHAPES[16]!, 'legacy').a.unsimulated ?? []).toEqual([]);
    // "is an Insect artifact creature … and it loses all other … card types": the static ability's parts are one effect
    // in the layers, whose card types replace the old ones (CR 205.1a, not 205.1b's keeping): carried out
    // (test/rules/layers/ability-removal-all-types.cards).
    expect(read(SHAPES[4]!, 'legacy').a.unsimulated ?? []).toEqual([]);
    // "tap target creature …" is carried out (CR 701.26a); "loses all abilities until end of turn" too.
    expect(read(SHAPES[13]!, 'legacy').a.unsimulated ?? []).toEqual([]);
  });
});
