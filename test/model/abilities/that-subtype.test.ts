// "that Sliver", "that Vehicle", "that Equipment", "that Wall": the object named before by one of its subtypes (CR 205.3,
// 608.2c), read as "that creature" is and printed back with its capital (test/rules/game/that-subtype-anaphor.cards).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { CONTEXTS } from './rules-lines';
import { readCarriedOut, readNotSimulated } from './read-not-simulated';

describe('"that <subtype>": the object named before (CR 205.3, 608.2c)', () => {
  it.each([
    'Whenever a Sliver attacks, that Sliver gets +1/+1 until end of turn.',
    'Whenever a Vehicle you control attacks, that Vehicle gains haste until end of turn.',
    'Whenever Veiled Tidecaller blocks a Wall, destroy that Wall.',
    'Whenever an Equipment enters the battlefield under your control, you may attach that Equipment to target creature you control.',
  ])('%s', (line) => {
    const a = readCarriedOut('c', line);
    expect(JSON.stringify(a)).toMatch(/"word":"that [A-Z][a-z]+"/);
  });

  it('with an amount the engine does not count, read, not simulated', () => {
    readNotSimulated('c', 'Whenever a Sliver becomes blocked, that Sliver gets +1/+1 until end of turn for each creature blocking it.');
  });

  it('a capitalized word that is no subtype stays unread', () => {
    expect(parseAbility('Whenever a Sliver attacks, that Gizmo gets +1/+1 until end of turn.', 0, CONTEXTS.c).unmodeled.length).toBeGreaterThan(0);
  });
});
