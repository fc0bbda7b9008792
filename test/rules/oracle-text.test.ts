// Rules text read by the grammar, played by the engine (issue 13): an Aura written in current Oracle wording that
// removes abilities feeds the morph-lost-with-abilities answer; recognized effects the engine doesn't carry out are
// reported as such.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../server/src/model/abilities/parse-ability';
import type { Ability } from '../../server/src/model/types';
import { Engine } from '../../server/src/rules';
import { card } from './cards';
import { POOL, castFaceDown, codes, put } from './fixtures';

const read = (name: string, type: string, lines: string[]): Ability[] =>
  lines.map((l) => parseAbility(l, 0, { cardName: name, faceName: name, typeLine: type }));

const HUSH = card({
  name: 'Hush Shroud',
  cost: '{1}{U}',
  type: 'Enchantment — Aura',
  abilities: read('Hush Shroud', 'Enchantment — Aura', ['Enchant creature', 'Enchanted creature loses all abilities and has base power and toughness 0/1.']),
});

describe('Oracle text in the engine', () => {
  it('"Enchanted creature loses all abilities …" removes morph from the enchanted face-down creature (CR 303.4, 613.1f, 702.37e)', () => {
    const g = new Engine([...POOL, HUSH]);
    const id = castFaceDown(g, 'you', 'Glacier Lurker');
    put(g, 'opponent', 'Hush Shroud', 'battlefield', { attachedTo: id });
    const ans = g.canTurnFaceUp(id, 'you');
    expect(ans.options).toEqual([]);
    expect(codes(ans.reasons)).toContain('morph-lost-with-abilities');
    // CR 613.4b: base P/T 0/1 from the Aura's static ability (layer 7b) applies to the face-down 2/2.
    expect([g.characteristics(id)!.power, g.characteristics(id)!.toughness]).toEqual([0, 1]);
  });

  it('the same Aura on the battlefield unattached affects nothing (CR 303.4)', () => {
    const g = new Engine([...POOL, HUSH]);
    const id = castFaceDown(g, 'you', 'Glacier Lurker');
    put(g, 'opponent', 'Hush Shroud', 'battlefield', {});
    expect(g.canTurnFaceUp(id, 'you').options.length).toBe(1);
  });

  it('reports recognized effects the engine does not carry out, never as simulated', () => {
    const [a] = read('Brine Seer', 'Creature — Merfolk', ['When this creature is turned face up, you gain 3 life and draw a card.']);
    expect(a!.unmodeled).toEqual([]);
    // The life gain (CR 119.3) and the draw are both carried out by the engine (rules/effects/apply-effects.ts).
    expect(a!.unsimulated ?? []).toEqual([]);
    // "Whenever you exert a creature" is understood, but the engine fires no such trigger.
    const [b] = read('Brine Seer', 'Creature — Merfolk', ['Whenever you exert a creature, draw a card.']);
    expect(b!.unsimulated?.length).toBe(1);
    // "Whenever you gain life" it fires (CR 119.3, 603.2: rules/triggers/event-triggers.ts).
    const [c] = read('Brine Seer', 'Creature — Merfolk', ['Whenever you gain life, draw a card.']);
    expect(c!.unsimulated ?? []).toEqual([]);
  });
});
