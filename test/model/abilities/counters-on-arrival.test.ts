// Counters an object gets as it moves (issue 26, phrase family "counters"): "… to the battlefield with a flying counter on
// it", "Exile ~ with three time counters on it" — one clause part that follows any zone change to the battlefield, or an
// exile of an object named without a filter (CR 122.6, 614.1c; 702.62a: suspend's time counters). Invented lines in real
// cards' shapes: read fully, printed back exactly; onto the battlefield the engine puts them on as the object enters
// (test/rules/game/persist-undying.cards), into exile the exiled card gets them (CR 122.1; test/rules/game/exile-with-counters.cards).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { CONTEXTS, type ContextKey } from './rules-lines';

/** Onto the battlefield (CR 122.6) or into exile (122.1): read and carried out. */
const CARRIED: [ContextKey, string, number, string][] = [
  ['s', 'Return target creature card from your graveyard to the battlefield with a flying counter on it.', 1, 'flying'],
  ['e', 'When enchanted creature dies, return that card to the battlefield under your control with a +1/+1 counter on it.', 1, '+1/+1'],
  ['s', 'Return target creature card from your graveyard to the battlefield with two +1/+1 counters on it.', 2, '+1/+1'],
  // "without flying" is matched (CR 702.9; test/rules/game/flanking-blocked-by.cards FL9).
  ['c', "Whenever a creature you control without flying dies, return it to the battlefield under its owner's control with a flying counter on it.", 1, 'flying'],
  // Into exile (CR 122.1): the exiled card gets them.
  ['s', 'Draw two cards. Exile Sudden Shroud with three time counters on it.', 3, 'time'],
  // Siblings: another count, another kind.
  ['s', 'Exile Sudden Shroud with four egg counters on it.', 4, 'egg'],
];

describe('counters an object gets as it moves (CR 122.6, 614.1c)', () => {
  it.each(CARRIED)('[%s] %s (carried out)', (ctx, line, n, counter) => {
    const a = parseAbility(line, 0, CONTEXTS[ctx]);
    expect([a.unmodeled.length, a.unsimulated ?? []]).toEqual([0, []]);
    const e = ('effects' in a ? a.effects ?? [] : []).find((x) => x.kind === 'zone-change' && x.withCounters);
    expect(e && e.kind === 'zone-change' ? e.withCounters : undefined).toMatchObject({ n, counter });
  });

  it('keeps "target creature with a +1/+1 counter on it" a filter, and a count that disagrees unread', () => {
    const a = parseAbility('Exile target creature with a +1/+1 counter on it.', 0, CONTEXTS.s);
    const e = 'effects' in a ? a.effects?.[0] : undefined;
    expect(e?.kind === 'zone-change' ? [e.withCounters, e.target.kind === 'target' && e.target.filter.withCounters?.counter] : undefined).toEqual([undefined, '+1/+1']);
    expect(parseAbility('Exile Sudden Shroud with three time counter on it.', 0, CONTEXTS.s).unmodeled).not.toEqual([]);
  });
});
