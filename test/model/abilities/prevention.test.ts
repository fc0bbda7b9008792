// Prevention with a source of the player's choice (CR 615.1a, 615.6, 609.7a): "the next time … would deal damage …, prevent
// that damage" (a shield used once) and "prevent all damage a source of your choice would deal": read fully, printed back
// exactly, recognized but not simulated (the engine doesn't ask for the choice yet).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { canonicalLine, printAbility } from '../../../server/src/model/abilities/print';
import { CONTEXTS, type ContextKey } from './rules-lines';

const LINES: [ContextKey, string, string][] = [
  ['i', 'The next time a source of your choice would deal damage to you this turn, prevent that damage.', 'prevent-next-time'],
  ['i', 'The next time a green source of your choice would deal damage this turn, prevent that damage.', 'prevent-next-time'],
  ['e', '{W}: The next time a white or blue source of your choice would deal damage to target creature this turn, prevent that damage.', 'prevent-next-time'],
  ['i', 'The next time a creature of your choice would deal combat damage to you this turn, prevent that damage.', 'prevent-next-time'],
  ['i', 'Prevent all damage a source of your choice would deal this turn.', 'prevent-all'],
  ['i', 'Prevent all damage that would be dealt to you this turn by a source of your choice.', 'prevent-all'],
];

describe('prevention with a source of your choice (CR 615.1a, 615.6, 609.7a)', () => {
  it.each(LINES)('[%s] %s', (ctx, line, kind) => {
    const a = parseAbility(line, 0, CONTEXTS[ctx]);
    expect(a.unmodeled, 'fully understood').toEqual([]);
    expect('effects' in a ? a.effects?.[0]?.kind : undefined).toBe(kind);
    expect(printAbility(a)).toBe(canonicalLine(line, CONTEXTS[ctx]));
    expect(a.unsimulated?.length, 'recognized, not simulated').toBeGreaterThan(0);
  });
});
