// "At the beginning of …" (CR 503.1a, 505.1, 513.1a): whose step — each other player's, a chosen player's, the controller
// of the permanent an Aura enchants of any kind (303.4) — and the postcombat main phase; two events of one trigger each
// with its trigger word ("… or whenever …", "… or when …", CR 603.2). Invented lines in the shapes of real cards': read
// fully, printed back exactly; the engine fires your postcombat main phase and either event (test/rules/game/
// step-or-event-triggers.cards), and not the steps of players it doesn't track.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { canonicalLine, printAbility } from '../../../server/src/model/abilities/print';
import { CONTEXTS, type ContextKey } from './rules-lines';

/** [context, line, carried out by the engine] */
const LINES: [ContextKey, string, boolean][] = [
  ['e', 'At the beginning of your upkeep or whenever you cast a black spell, put a charge counter on Hall of Masks.', true],
  ['e', 'At the beginning of each end step or when Hall of Masks leaves the battlefield, draw a card.', true],
  ['e', 'At the beginning of your postcombat main phase, draw a card.', true],
  // "that player" draws: the player whose step began (CR 503.1a, 121.1; test/rules/game/players-told-draw-life.cards PT4).
  ['e', "At the beginning of each other player's draw step, that player draws a card.", true],
  ['e', "At the beginning of the chosen player's upkeep, draw a card.", false],
  ['e', "At the beginning of the upkeep of enchanted permanent's controller, that player loses 2 life.", true],
  ['e', "At the beginning of the upkeep of enchanted artifact's controller, that player loses 2 life.", true],
  // "each of your <steps>" (CR 500.1) and "main phases": both main phases (505.1); "combat on each player's turn" (507.1):
  // fired by the engine (test/rules/game/each-of-steps.cards).
  ['e', 'At the beginning of each of your main phases, add {G}{G}.', true],
  ['e', 'At the beginning of each of your upkeeps, you gain 1 life.', true],
  ['e', 'At the beginning of each of your end steps, draw a card.', true],
  ['c', "At the beginning of combat on each player's turn, you may tap two untapped creatures you control.", true],
  ['c', "At the beginning of combat on each opponent's turn, you gain 1 life.", true],
  // Another player's steps: read, not fired.
  ['e', "At the beginning of each of that player's upkeeps, draw a card.", false],
  // "your next main phase" (whichever main phase comes first, 505.1; 603.7a–b): fired (test/rules/game/carryZ-next-main-phase.cards).
  ['i', 'Counter target spell. At the beginning of your next main phase, add {C}{C}.', true],
  ['i', 'At the beginning of the next main phase this turn, draw a card.', true],
];

describe('step triggers and two trigger events (CR 503.1a, 505.1, 603.2)', () => {
  it.each(LINES)('[%s] %s', (ctx, line, carriedOut) => {
    const a = parseAbility(line, 0, CONTEXTS[ctx]);
    expect(a.unmodeled, 'fully understood').toEqual([]);
    expect(printAbility(a)).toBe(canonicalLine(line, CONTEXTS[ctx]));
    expect((a.unsimulated ?? []).length === 0, 'carried out').toBe(carriedOut);
  });

  it('keeps the joining words as written', () => {
    const read = (line: string) => parseAbility(line, 0, CONTEXTS.e);
    const either = (line: string) => { const a = read(line); return a.kind === 'triggered' && a.event.kind === 'either' ? a.event.joiner ?? 'and whenever' : undefined; };
    expect(either('At the beginning of your upkeep or whenever you gain life, draw a card.')).toBe('or whenever');
    expect(either('At the beginning of your upkeep or when Hall of Masks leaves the battlefield, draw a card.')).toBe('or when');
    expect(either('Whenever you draw a card and whenever you gain life, draw a card.')).toBe('and whenever');
  });

  it('leaves a step or an owner it does not know unread', () => {
    for (const line of ["At the beginning of the upkeep of enchanted spell's controller, draw a card.", 'At the beginning of your upkeep or whenever you juggle, draw a card.']) {
      expect(parseAbility(line, 0, CONTEXTS.e).unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});
