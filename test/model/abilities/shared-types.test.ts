// Types in common and a basic land type chosen (issue 26, phrase family "types and abilities"): "that shares a creature
// type with it" as a part of any object phrase (CR 205.3: creature types; 205.2: card types; 205.3i: land types), and
// "becomes the basic land type of your choice" (CR 305.7). Invented lines in the shapes of real cards': read fully, printed
// back exactly, and "recognized, not simulated" (the engine's matcher doesn't compare types between objects, so answers
// resting on them are inconclusive); a basic land type chosen as the ability resolves is carried out (rules/effects/
// chosen-type-effects.ts, CR 608.2d, 305.7).

import { describe, expect, it } from 'vitest';
import { parseFilter } from '../../../server/src/model/abilities/targets';
import { printFilter } from '../../../server/src/model/abilities/print-target';
import { CONTEXTS, type ContextKey } from './rules-lines';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { firstEffectKind, readNotSimulated } from './read-not-simulated';

const LINES: [ContextKey, string, string][] = [
  ['e', 'Whenever a creature you control attacks, it gets +1/+0 until end of turn for each other attacking creature that shares a creature type with it.', 'modify-pt'],
  ['c', 'Creature spells you cast that share a creature type with Veiled Tidecaller cost {1} less to cast.', 'cost-change'],
  ['s', 'Return two target creature cards that share a creature type from your graveyard to your hand.', 'zone-change'],
  // Siblings: another kind of type, another verb.
  ['s', 'Destroy each creature that shares a card type with that creature.', 'zone-change'],
  // A color or type in common with any object phrase, or not (CR 105.2, 205.2a): in a trigger's spell, a target, a cost change.
  ['e', "Whenever an opponent casts a creature spell that doesn't share a color with a creature you control, draw a card.", 'draw'],
  ['e', 'Whenever you cast a creature spell that shares a creature type with a creature you control, draw a card.', 'draw'],
  ['s', 'Return target creature that shares a color with a creature you control to its owner\'s hand.', 'zone-change'],
  ['e', 'Spells you cast that share a card type with the exiled card cost {2} less to cast.', 'cost-change'],
  ['c', 'When Veiled Tidecaller enters the battlefield, you may return another permanent you control that shares a permanent type with it to its owner\'s hand.', 'optional'],
];

describe('types in common and a basic land type chosen (CR 205.2, 205.3, 305.7)', () => {
  it.each(LINES)('[%s] %s', (ctx, line, kind) => {
    expect(firstEffectKind(readNotSimulated(ctx, line))).toBe(kind);
  });

  // A static's "+N/+N for each other creature … that shares a creature type with it": counted about each object that gets
  // the bonus as layer 7c applies (CR 613.4c, 205.3m; model/abilities/per-affected.ts, test/rules/game/carryS-per-affected.cards).
  it.each([
    ['q', 'Equipped creature gets +1/+1 for each other creature you control that shares a creature type with it.'],
    ['e', 'Enchanted creature gets +2/+2 for each other creature on the battlefield that shares a creature type with it.'],
  ] as [ContextKey, string][])('[%s] %s is read and carried out as a static (CR 613.4c, 205.3m)', (ctx, line) => {
    const a = parseAbility(line, 0, CONTEXTS[ctx]);
    expect(a.unmodeled).toEqual([]);
    expect(a.kind).toBe('static');
    expect(a.unsimulated ?? []).toEqual([]);
  });

  it.each([
    ['c', '{T}: Target land becomes the basic land type of your choice until end of turn.'],
    ['s', 'Target land becomes the basic land type of your choice.'],
  ] as [ContextKey, string][])('[%s] %s is read and carried out (CR 608.2d, 305.7)', (ctx, line) => {
    const a = parseAbility(line, 0, CONTEXTS[ctx]);
    expect(a.unmodeled).toEqual([]);
    expect('effects' in a ? a.effects[0]?.kind : undefined).toBe('become-chosen-type');
    expect(a.unsimulated ?? []).toEqual([]);
  });

  it('reads "that shares a … type" as a typed part, agreeing in number when printed', () => {
    const one = parseFilter('creature that shares a creature type with it')!;
    expect(one.filter.sharesType).toEqual({ type: 'creature type', with: 'it' });
    expect(printFilter(one.filter, true)).toBe('creatures that share a creature type with it');
    expect(parseFilter('creature cards that share a land type')!.filter.sharesType).toEqual({ type: 'land type' });
    expect(parseFilter('creature that shares a color with it')!.filter.sharesType).toEqual({ type: 'color', with: 'it' });
    const not = parseFilter("creature spell that doesn't share a color with a creature you control")!;
    expect(not.filter.sharesType).toMatchObject({ type: 'color', negated: true, of: { kind: 'chosen' } });
    expect(printFilter(not.filter, true)).toBe("creature spells that don't share a color with a creature you control");
    expect(parseFilter('creature that shares a smell with it')).toBeUndefined();
  });
});
