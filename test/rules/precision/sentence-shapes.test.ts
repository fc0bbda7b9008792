// The shapes of sentences the grammar doesn't read (rules/scenario/sentence-shapes.ts), and the reach dependency.ts
// gives them: a whole sentence of one recognized shape is bounded; a sentence that says more is not.

import { describe, expect, it } from 'vitest';
import { sentenceShape } from '../../../server/src/rules/scenario/sentence-shapes';
import { actionsPossible, reachOfUnread, ANY_REACH } from '../../../server/src/rules/scenario/dependency';
import { buildDocument } from '../../../server/src/model/document';

const cardsOf = (...texts: string[]) =>
  buildDocument('mem:/shapes.cards', texts.map((t, i) => `card "C${i}"\n  cost {2}\n  type Creature — Bear\n  pt 2/2\n  text\n    ${t}\n`).join('\n')).cards.map((b) => b.card);

describe('sentence shapes', () => {
  it.each([
    // CR 701.19c
    ["Creatures dealt damage this turn can't be regenerated.", { kind: 'only-with', action: 'regenerate' }],
    ["It can't be regenerated this turn.", { kind: 'only-with', action: 'regenerate' }],
    // The curly apostrophe of Oracle text (written as its escape in the pattern: the bundles are ASCII only)
    ['Creatures dealt damage this turn can\u2019t be regenerated.', { kind: 'only-with', action: 'regenerate' }],
    // CR 701.23a, 702.29a
    ["Players can't search libraries.", { kind: 'only-with', action: 'search' }],
    ["Your opponents can't cycle cards.", { kind: 'only-with', action: 'cycle' }],
    // CR 508.1c–d, 509.1b–c
    ["Creatures with power 2 or less can't attack you unless their controller pays {1} for each of those creatures.", { kind: 'combat-restriction', restriction: 'attack' }],
    ["This creature can't be blocked as long as you control no other creatures.", { kind: 'combat-restriction', restriction: 'be blocked' }],
    ["As long as you control an Island, creatures can't attack or block.", { kind: 'combat-restriction', restriction: 'attack or block' }],
    ["Creatures your opponents control can't block this turn.", { kind: 'combat-restriction', restriction: 'block' }],
  ])('%s has a shape', (sentence, shape) => {
    expect(sentenceShape(sentence)).toEqual(shape);
  });

  it.each([
    "Target creature gets -2/-2 and can't be regenerated.", // a second predicate
    "Creatures can't block and can't be regenerated.",
    "Players can't search libraries or draw cards.",
    "This creature can't attack and gets +1/+1.",
    "Players can't cast spells or play lands.", // a second step (it could reach more than casting)
    "Creatures can't be regenerated unless their controller pays {2}.", // a tail the shape doesn't know
    'Untapped creatures your opponents control attack each combat if able.', // a requirement, not a restriction (508.1d)
  ])('%s has none', (sentence) => {
    expect(sentenceShape(sentence)).toBeUndefined();
  });
});

describe('the reach of text not read', () => {
  it('is bounded only when every sentence has a shape', () => {
    expect(reachOfUnread("Players can't search libraries. Creatures can't be regenerated.")).toMatchObject({ onlyWith: ['search', 'regenerate'] });
    expect(reachOfUnread("Players can't search libraries. Creatures get +1/+1.")).toBe(ANY_REACH);
  });

  it('reaches only the steps declaring attackers or blockers for a combat restriction (CR 508.1c, 509.1b)', () => {
    expect(reachOfUnread("Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking you.")).toEqual({ facts: [], steps: ['attack'], selfOnly: false, prohibits: true });
    expect(reachOfUnread("Creatures with flying can't be blocked except by two or more creatures.")).toEqual({ facts: [], steps: ['block'], selfOnly: false, prohibits: true });
  });
});

describe('the actions a card of the game could do', () => {
  it('cycling draws; typecycling searches (CR 702.29a, 702.29e)', () => {
    expect([...actionsPossible(cardsOf('Cycling {2}'))]).toEqual(['cycle']);
    expect([...actionsPossible(cardsOf('Swampcycling {2}'))].sort()).toEqual(['cycle', 'search']);
  });

  it('a prohibition does nothing itself; a regeneration ability regenerates (CR 701.19a)', () => {
    expect([...actionsPossible(cardsOf("Players can't search libraries.", "Creatures can't be regenerated."))]).toEqual([]);
    expect([...actionsPossible(cardsOf('{B}: Regenerate this creature.'))]).toEqual(['regenerate']);
  });
});

describe('which unread sentences of an acting object could decide its step (CR 601.3, 602.5, 508.1c)', () => {
  it('a sentence about casting, costs, targets, attacking or "only" could; an instruction saying none of them can\'t', async () => {
    const { couldDecideSteps } = await import('../../../server/src/rules/scenario/sentence-shapes');
    expect(couldDecideSteps("This spell can't be cast unless you control a Mountain.")).toBe(true);
    expect(couldDecideSteps('Activate only during your turn.')).toBe(true);
    expect(couldDecideSteps('This spell costs {1} less to cast for each artifact you control.')).toBe(true);
    expect(couldDecideSteps('This creature attacks each combat if able.')).toBe(true);
    expect(couldDecideSteps('Each opponent reveals cards from the top of their library until they reveal a land card.')).toBe(false);
    expect(couldDecideSteps('Draw two cards.')).toBe(false);
  });
});
