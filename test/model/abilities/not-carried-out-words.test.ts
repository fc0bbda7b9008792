// The real-cards report's reasons a line is not carried out (scripts/real-cards/not-carried-out.ts, issue 26): a trigger
// event inside another — a stated limit ("dies this turn", CR 603.7b) or two events joined by "or" (CR 603.2) — is named
// by its own words, never "[object Object]".

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { notCarriedOutReasons } from '../../../scripts/real-cards/not-carried-out';
import { CONTEXTS } from './rules-lines';

describe('the not-carried-out report names trigger events in words', () => {
  it.each([
    ['c', 'Whenever a creature you control blocks this turn, draw a card.', /^trigger: limited "object-event "blocks" \[filter\.\w+|^trigger: limited "object-event "blocks"[^"]*" this turn$/],
  ] as const)('[%s] %s', (ctx, line, want) => {
    const a = parseAbility(line, 0, CONTEXTS[ctx]);
    expect(a.unmodeled).toEqual([]);
    const reasons = notCarriedOutReasons(a);
    expect(reasons.some((r) => r.startsWith('trigger: limited'))).toBe(true);
    for (const r of reasons) expect(r).not.toContain('[object Object]');
    expect(reasons.find((r) => r.startsWith('trigger: limited'))).toMatch(want);
  });
});
