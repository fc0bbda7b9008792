// Trigger events, more parts (issue 26, phrase family "trigger: other events"; model/abilities/triggers.ts, CR 603.2): a
// group of at least N objects doing something at once ("two or more artifacts enter", CR 603.2c), "you or <an object>"
// as one subject (CR 115.1), and more player events — damage of a kind dealt to a player (120.3), playing a card (601,
// 305), activating an ability (602), copying a spell (707.10), kicking a spell (702.33), losing the game (104.3). Invented
// lines in real cards' shapes: read fully, printed back exactly in both eras, and "recognized, not simulated" (the engine
// fires none of these, so answers resting on them are inconclusive).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { printLine } from '../../../server/src/model/abilities/print';
import { readNotSimulated } from './read-not-simulated';
import { CONTEXTS, type ContextKey } from './rules-lines';

const GROUPS: [ContextKey, string, number | undefined][] = [
  ['e', 'Whenever two or more artifacts enter the battlefield under your control, draw a card.', 2],
  ['e', 'Whenever three or more other Elves enter the battlefield under your control, draw a card.', 3],
  ['e', 'Whenever two or more other creatures with power 2 or less enter the battlefield under your control, draw a card.', 2],
  ['e', 'Whenever one or more other creatures enter the battlefield, draw a card.', undefined],
  // Siblings: other events of a group.
  ['e', 'Whenever two or more creatures you control attack, draw a card.', 2],
  ['e', 'Whenever three or more creatures your opponents control die, draw a card.', 3],
];

const OTHERS: [ContextKey, string, string][] = [
  ['c', 'Whenever you or a permanent you control becomes the target of a spell or ability an opponent controls, draw a card.', 'object-event'],
  ['c', 'Whenever you or another creature you control becomes the target of a spell or ability an opponent controls, draw a card.', 'object-event'],
  ['e', 'Whenever an opponent is dealt noncombat damage, you gain 1 life.', 'player-event'],
  ['e', "Whenever you're dealt combat damage, you gain 1 life.", 'player-event'],
  ['e', 'Whenever you play a card, you gain 1 life.', 'player-event'],
  ['e', 'Whenever you activate an ability, you gain 1 life.', 'player-event'],
  ['e', 'Whenever you copy a spell, you gain 1 life.', 'player-event'],
  ['e', 'Whenever a player kicks a spell, you gain 1 life.', 'player-event'],
  ['e', 'Whenever a player loses the game, you gain 1 life.', 'player-event'],
];

describe('a group of at least N objects (CR 603.2c)', () => {
  it.each(GROUPS)('[%s] %s', (ctx, line, atLeast) => {
    const a = readNotSimulated(ctx, line);
    const e = a.kind === 'triggered' ? a.event : undefined;
    expect(e?.kind).toBe('object-event');
    expect(e?.kind === 'object-event' ? [e.subject.oneOrMore, e.subject.atLeast] : undefined).toEqual([true, atLeast]);
  });

  it('prints "enter the battlefield" in the legacy era and "enter" in the modern one', () => {
    const line = GROUPS[0]![1];
    const a = parseAbility(line, 0, CONTEXTS.e);
    expect(printLine(a, { era: 'legacy', self: 'Hall of Masks', selfWords: [] })).toBe(line);
    expect(printLine(a, { era: 'modern', self: 'this enchantment', selfWords: [] })).toBe('Whenever two or more artifacts enter under your control, draw a card.');
  });

  it('leaves a count written in digits unread (Oracle writes words)', () => {
    expect(parseAbility('Whenever 2 or more creatures you control die, draw a card.', 0, CONTEXTS.e).unmodeled).not.toEqual([]);
  });
});

describe('"you or <an object>" and more player events (CR 115.1, 120.3, 601, 602, 707.10, 702.33, 104.3)', () => {
  it.each(OTHERS)('[%s] %s', (ctx, line, kind) => {
    const a = readNotSimulated(ctx, line);
    expect(a.kind === 'triggered' ? a.event.kind : undefined).toBe(kind);
  });
});
