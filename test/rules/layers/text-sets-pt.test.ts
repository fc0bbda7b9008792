// Text the engine doesn't carry out that may set an object's own power and toughness (CR 208.2b a choice of P/T,
// 707.2 a copy, 208.4 base P/T, 208.2a a CDA) leaves its printed P/T no fact (layers/cda-values.ts textSetPt); the
// same words about another object (a token copy, "target creature becomes a 4/4") don't.

import { describe, expect, it } from 'vitest';
import { textSetPt } from '../../../server/src/rules/layers/cda-values';
import type { AbilityRef } from '../../../server/src/rules/state/game-state';

const notUnderstood = (text: string): AbilityRef => ({ ability: { kind: 'text', text, span: { start: 0, end: text.length }, unmodeled: [{ start: 0, end: text.length }] }, index: 0, from: 'Mimic' });

const ABOUT_ITSELF = [
  'If you do, it becomes a copy of that creature', // CR 707.2
  'If you do, until Mimic is turned face down, it becomes a copy of that creature',
  'it becomes your choice of 5/1 or 1/5', // CR 208.2b
  'Mimic enters as a copy of any creature',
  "This creature's power is equal to 1 plus the number of cards in your hand", // CR 208.2a
  'Mimic becomes a 4/4',
];
const ABOUT_OTHERS = [
  "create a token that's a copy of target creature",
  'target creature becomes a 4/4 until end of turn',
  'it deals damage equal to its power to any target',
  'Target creature has base power and toughness 0/1',
];

describe('text that may set its own P/T (CR 208.2, 707.2)', () => {
  for (const t of ABOUT_ITSELF) it(`unknown: ${t}`, () => expect(textSetPt([notUnderstood(t)], 'Mimic')?.why).toContain(t.slice(0, 20)));
  for (const t of ABOUT_OTHERS) it(`known: ${t}`, () => expect(textSetPt([notUnderstood(t)], 'Mimic')).toBeUndefined());
});
