// Prevention with a source of the player's choice (CR 615.1a, 615.8, 609.7a): "the next time … would deal damage …, prevent
// that damage" (a shield used once) and "prevent all damage a source of your choice would deal": read fully, printed back
// exactly; carried out with the source chosen as it resolves (test/rules/game/prevent-next-time.cards,
// r23-carryS-prevent-all-chosen-source.cards), the others recognized but not simulated.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { canonicalLine, printAbility } from '../../../server/src/model/abilities/print';
import { CONTEXTS } from './rules-lines';
import { type ContextKey } from './rules-lines';
import { firstEffectKind, readNotSimulated, readUnderstood } from './read-not-simulated';

const LINES: [ContextKey, string, string][] = [
  ['i', 'The next time a source of your choice would deal damage to you this turn, prevent that damage.', 'prevent-next-time'],
  ['i', 'The next time a green source of your choice would deal damage this turn, prevent that damage.', 'prevent-next-time'],
  ['e', '{W}: The next time a white or blue source of your choice would deal damage to target creature this turn, prevent that damage.', 'prevent-next-time'],
  ['i', 'The next time a creature of your choice would deal combat damage to you this turn, prevent that damage.', 'prevent-next-time'],
  ['i', 'Prevent all damage a source of your choice would deal this turn.', 'prevent-all'],
  ['i', 'Prevent all damage that would be dealt to you this turn by a source of your choice.', 'prevent-all'],
  // Damage that can't be prevented (CR 615.12).
  ['s', "Sudden Shroud deals 3 damage to any target. The damage can't be prevented.", 'damage'],
  ['e', "Damage can't be prevented.", 'cant-be-prevented'],
];

describe('prevention with a source of your choice (CR 615.1a, 615.8, 609.7a)', () => {
  it.each(LINES)('[%s] %s', (ctx, line, kind) => {
    expect(firstEffectKind(/^The next time a (?:green )?(?:source|creature) of your choice|^Prevent all damage .*a source of your choice/.test(line) ? readUnderstood(ctx, line) : readNotSimulated(ctx, line))).toBe(kind);
  });
});

// A planeswalker named "him" or "her" (CR 306.5): a shield on itself for the turn, carried out (CR 615.1a,
// rules/effects/prevention-effects.ts; test/rules/game/prevention-shields.cards).
describe('a prevention shield on the planeswalker itself (CR 615.1a, 306.5)', () => {
  it('is read, printed back and carried out', () => {
    const line = '+1: Prevent all damage that would be dealt to him this turn.';
    const a = parseAbility(line, 0, CONTEXTS.p);
    expect(a.unmodeled).toEqual([]);
    expect(printAbility(a)).toBe(canonicalLine(line, CONTEXTS.p));
    expect(firstEffectKind(a)).toBe('prevent-all');
    expect(a.unsimulated ?? []).toEqual([]);
  });
});
