// Changing the targets of a spell or ability (CR 115.7): "change the target of" (115.7), "change the targets of"
// (115.7a), "change any targets of" (115.7c), "choose new targets for" a target spell (115.7d). Invented lines in the
// shapes of real cards' (Goblin Flectomancer, Sideswipe, Wild Ricochet): read fully, printed back exactly, recognized,
// not simulated.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { CONTEXTS, type ContextKey } from './rules-lines';
import { allKinds, readNotSimulated } from './read-not-simulated';

/** [context, line, how] */
const LINES: [ContextKey, string, string | undefined][] = [
  ['c', 'Sacrifice Veiled Tidecaller: You may change the targets of target instant or sorcery spell.', 'the targets'],
  ['i', 'You may change any targets of target Arcane spell.', 'any targets'],
  ['c', 'Sacrifice Veiled Tidecaller: You may choose new targets for target instant or sorcery spell.', 'new targets'],
  ['i', 'You may choose new targets for target instant or sorcery spell. Then copy that spell. You may choose new targets for the copy.', 'new targets'],
  ['i', 'Change the target of target spell with a single target.', undefined],
];

describe('changing targets (CR 115.7, 115.7a, 115.7c, 115.7d)', () => {
  it.each(LINES)('[%s] %s', (ctx, line, how) => {
    const a = readNotSimulated(ctx, line);
    expect(allKinds(a)).toContain('change-target');
    expect(JSON.stringify(a).match(/"kind":"change-target"[^}]*?"how":"([a-z ]+)"/)?.[1]).toBe(how);
  });

  it('"choose new targets for the copy" stays the copy\'s (CR 707.10c)', () => {
    expect(allKinds(parseAbility('Copy target instant or sorcery spell. You may choose new targets for the copy.', 0, CONTEXTS.i))).not.toContain('change-target');
  });

  it('leaves what does not agree unread', () => {
    expect(parseAbility('You may change all targets of target Arcane spell.', 0, CONTEXTS.i).unmodeled.length).toBeGreaterThan(0);
  });
});
