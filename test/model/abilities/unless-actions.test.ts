// "unless <a player> <does something>" (issue 26, phrase families "other: unless you sacrifice …", "unless that player …"):
// CR 118.12 (an effect that happens unless a player pays a cost or takes an action as it resolves), 608.2d (the player
// chooses as it resolves). The action is any clause the phrase table reads with the player as its subject ("you sacrifice
// a land", "that player pays 4 life", "its controller pays {1}"), two joined by "or" with the subject left out ("they
// sacrifice a creature or discard a card"). Invented lines in real cards' shapes: read fully, printed back exactly in both
// eras. An action of the ability's controller — sacrifice, discard, mill, pay life or energy — is carried out (the
// engine offers it as the ability resolves, CR 118.12a; scenarios in test/rules/game/unless-action.cards), and so is each
// opponent's or, in a triggered ability, the player its event names (test/rules/game/unless-player-action.cards); a player
// named through an object ("its controller"), a choice between two and a random discard are "recognized, not simulated"
// (the engine offers no such action, so a scenario resting on one is inconclusive).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { printLine } from '../../../server/src/model/abilities/print';
import type { Effect } from '../../../server/src/model/types';
import { CONTEXTS, type ContextKey } from './rules-lines';
import { readCarriedOut, readNotSimulated } from './read-not-simulated';
import { simulate } from '../../rules/precision/simulate';

/** [context, line, the kinds of the action(s) the player may take] */
const LINES: [ContextKey, string, string][] = [
  ['c', 'At the beginning of your upkeep, sacrifice Veiled Tidecaller unless you sacrifice a land.', 'zone-change'],
  ['c', 'When Veiled Tidecaller enters the battlefield, sacrifice it unless you discard a card.', 'player-action'],
  ['e', 'Whenever a creature attacks you, tap it unless its controller pays {1}.', 'pay-mana'],
  ['c', 'When Veiled Tidecaller enters the battlefield, target opponent loses 3 life unless that player sacrifices a nonland permanent or discards a card.', 'zone-change player-action'],
  ['c', 'When Veiled Tidecaller enters the battlefield, sacrifice it unless you pay 2 life.', 'life'],
  ['e', 'Whenever a player casts a spell, counter it unless that player pays 4 life.', 'life'],
  ['s', 'Destroy target creature unless its controller pays 3 life.', 'life'],
  // Siblings: other players, other actions, another pair.
  ['c', 'At the beginning of your upkeep, sacrifice Veiled Tidecaller unless you sacrifice two Forests.', 'zone-change'],
  ['s', 'Each opponent loses 2 life unless they discard a card.', 'player-action'],
  ['s', 'Target player draws two cards unless target opponent pays {2}.', 'pay-mana'],
  ['s', 'Each opponent loses 3 life unless they sacrifice a creature or discard two cards.', 'zone-change player-action'],
  ['c', 'At the beginning of your upkeep, tap Veiled Tidecaller unless you mill two cards.', 'player-action'],
  // X defined by the sentence (CR 107.3c), kept on the instruction the offer stops: ~'s power is counted as it resolves
  // (CR 608.2h; test/rules/game/carryc-unless-pays-x.cards), the mana value of the object a trigger names is not.
  ['c', "Whenever an opponent casts a noncreature spell, counter it unless that player pays {X}, where X is Veiled Tidecaller's power.", 'pay-mana'],
  ['c', 'When Veiled Tidecaller enters the battlefield, tap target creature an opponent controls unless that player pays {X}, where X is its mana value.', 'pay-mana'],
];

function offer(a: ReturnType<typeof parseAbility>): Effect[] {
  const found: Effect[] = [];
  const visit = (es: readonly Effect[]) => {
    for (const e of es) {
      if (e.kind === 'conditional' && e.unless && e.condition.kind === 'player-does') found.push(...e.condition.effects);
      if ('effects' in e && Array.isArray(e.effects)) visit(e.effects);
    }
  };
  visit('effects' in a ? a.effects ?? [] : []);
  return found;
}

/** The actions the engine offers (CR 118.12a): the controller's own, and one of each opponent or of the player a triggered
 * ability's event names ("that player", 603.2); read, printed back and carried out. */
const OFFERED = new Set([0, 1, 2, 4, 5, 7, 8, 11, 12]);

describe('"unless <a player> <does something>" (CR 118.12)', () => {
  it.each(LINES.map((l, i) => [...l, i] as const))('[%s] %s', (ctx, line, kinds, i) => {
    expect(offer(OFFERED.has(i) ? readCarriedOut(ctx, line) : readNotSimulated(ctx, line)).map((e) => e.kind).join(' ')).toBe(kinds);
  });

  it('keeps the player who acts, and the second action of a pair without its subject', () => {
    const [first, second] = offer(parseAbility(LINES[3]![1], 0, CONTEXTS.c));
    expect(first).toMatchObject({ kind: 'zone-change', how: 'sacrifice', who: 'that-player' });
    expect(second).toMatchObject({ kind: 'player-action', action: 'discard', elided: true });
  });

  it('prints the offer in both eras', () => {
    const a = parseAbility(LINES[1]![1], 0, CONTEXTS.c);
    expect(printLine(a, { era: 'legacy', self: 'Veiled Tidecaller', selfWords: [] })).toBe(LINES[1]![1]);
    expect(printLine(a, { era: 'modern', self: 'this creature', selfWords: [] })).toBe('When this creature enters, sacrifice it unless you discard a card.');
  });

  it('still reads a row that says "unless" itself whole (the engine carries out its payment)', () => {
    const a = parseAbility('Counter target spell unless its controller pays {3}.', 0, CONTEXTS.i);
    expect('effects' in a ? a.effects?.[0] : undefined).toMatchObject({ kind: 'counter-spell', unlessPays: '{3}' });
  });

  it('leaves an action that does not agree with its player, or that no row reads, unread', () => {
    for (const line of [
      'Each opponent loses 2 life unless they discards a card.',
      'Each opponent loses 2 life unless you discards a card.',
      'Each opponent loses 2 life unless they juggle a card.',
      'Each opponent loses 3 life unless they sacrifice a creature or juggle two cards.',
      'Each opponent loses 3 life unless they sacrifice a creature or discards two cards.',
    ]) expect(parseAbility(line, 0, CONTEXTS.s).unmodeled.length, line).toBeGreaterThan(0);
  });

  it('answers a scenario resting on the offer inconclusive', async () => {
    expect(await simulate('unless-action')).toMatch(/expect @b is in graveyard {3}\?\n\s+! expectation-inconclusive: .*'Destroy target creature unless its controller pays 3 life' of Grim Bargain, not simulated/);
  });
});
