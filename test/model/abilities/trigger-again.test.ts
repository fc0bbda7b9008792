// An ability triggering an additional time (issue 26; CR 603.2): "If <an object> entering the battlefield [under your control]
// / attacking / dying causes a triggered ability of a permanent you control to trigger, that ability triggers an additional
// time" — the cause a typed part (an object phrase × a gerund), "entering the battlefield" in the legacy voice and
// "entering" in the current one. Invented lines in the shapes of real cards': read fully, printed back exactly in both
// eras, recognized, not simulated (the engine triggers each ability once per event).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { readInBothEras, sameInBoth, type EraLine } from './both-eras';
import { CONTEXTS } from './rules-lines';

const tail = 'causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time.';

const LINES: [EraLine, string][] = [
  [{ name: 'Echo Chamber', type: 'Artifact', legacy: `If an enchantment or land entering the battlefield ${tail}`, modern: `If an enchantment or land entering ${tail}` }, 'entering'],
  [{ name: 'Echo Chamber', type: 'Artifact', legacy: `If a Cleric entering the battlefield under your control ${tail}`, modern: `If a Cleric entering under your control ${tail}` }, 'entering under your control'],
  [sameInBoth('Echo Chamber', 'Artifact', `If a creature attacking ${tail}`), 'attacking'],
  [sameInBoth('Echo Chamber', 'Artifact', 'If a creature you control dying would cause a triggered ability of a permanent you control to trigger, that ability triggers an additional time.'), 'dying'],
];

describe('an ability triggering an additional time (CR 603.2)', () => {
  it.each(LINES)('%o', (line, action) => {
    const a = readInBothEras(line);
    const e = 'effects' in a ? a.effects?.[0] : undefined;
    expect(e?.kind).toBe('trigger-again');
    if (e?.kind === 'trigger-again') expect(e.cause.action).toBe(action);
    expect(a.unsimulated?.length, 'recognized, not simulated').toBeGreaterThan(0);
  });

  it('leaves what does not agree unread', () => {
    for (const line of [`If an creature attacking ${tail}`, `If a creature juggling ${tail}`, `If creatures attacking ${tail}`]) {
      expect(parseAbility(line, 0, CONTEXTS.e).unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});
