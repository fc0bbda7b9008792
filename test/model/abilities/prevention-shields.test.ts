// Prevention shields written without "instead" (issue 26, phrase family "replacement: prevent damage"): "If <damage
// event>, prevent that damage / prevent N of that damage / prevent all but N of that damage [and <more>]" — CR 615.1a
// (a prevention effect is a replacement effect that uses "prevent"), 615.7 (some of the damage prevented), 120.1
// (damage dealt by a source to an object or player), 107.3c (X defined by the text). The event is the replacement
// grammar's (effects.ts parseInstead): a source and a recipient, "damage would be dealt to …", "~ would be dealt damage",
// and a condition it applies while ("while it has a +1/+1 counter on it"). Invented lines in real cards' shapes: read
// fully, printed back exactly in both eras; those the engine carries out listed (CARRIED_OUT), the others "recognized,
// not simulated" (the engine prevents none of this damage, so an answer resting on it is inconclusive: the scenario below).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { printLine } from '../../../server/src/model/abilities/print';
import { CONTEXTS, type ContextKey } from './rules-lines';
import { readCarriedOut, readNotSimulated } from './read-not-simulated';
import { simulate } from '../../rules/precision/simulate';

/** [context, line, what the shield prevents: 'all' | N | 'all but N' | 'X'] */
const SHIELDS: [ContextKey, string, string][] = [
  ['c', 'If damage would be dealt to Veiled Tidecaller, prevent that damage.', 'all'],
  ['e', 'If noncombat damage would be dealt to you, prevent that damage.', 'all'],
  ['e', 'If a blue source would deal damage to you, prevent 2 of that damage.', '2'],
  ['e', 'If a source would deal damage to a Cleric creature you control, prevent 1 of that damage.', '1'],
  ['e', 'If a source would deal damage to another Dinosaur you control, prevent all but 1 of that damage.', 'all but 1'],
  ['q', 'If a source would deal damage to equipped creature, prevent X of that damage, where X is the number of creatures you control.', 'X'],
  ['c', 'If a source would deal damage to a player, you may prevent X of that damage, where X is the number of Clerics you control.', 'X'],
  ['c', 'If a source would deal damage to you, prevent that damage and put an incarnation counter on Veiled Tidecaller.', 'all'],
  ['c', 'If damage would be dealt to Veiled Tidecaller while it has a +1/+1 counter on it, prevent that damage and remove a +1/+1 counter from Veiled Tidecaller.', 'all'],
  ['c', 'If Veiled Tidecaller would be dealt damage, prevent that damage and remove a +1/+1 counter from it.', 'all'],
  // Siblings: other sources and recipients, combat damage, another amount, the other era's subject.
  ['e', 'If a red source would deal damage to a creature you control, prevent 3 of that damage.', '3'],
  ['e', 'If combat damage would be dealt to you, prevent that damage.', 'all'],
  ['c', 'If Veiled Tidecaller would be dealt combat damage, prevent all but 2 of that damage.', 'all but 2'],
  ['e', 'If a source an opponent controls would deal damage to you, prevent 1 of that damage.', '1'],
];

function shield(a: ReturnType<typeof parseAbility>) {
  const top = 'effects' in a ? a.effects?.[0] : undefined;
  const inner = top?.kind === 'instead' ? top.effects[0] : undefined;
  const prevent = inner?.kind === 'optional' ? inner.effects[0] : inner;
  return { top, prevent };
}

function prevented(p: ReturnType<typeof shield>['prevent']): string | undefined {
  if (p?.kind !== 'prevent-that-damage') return undefined;
  if (!p.amount) return 'all';
  const n = p.amount.kind === 'x' ? 'X' : p.amount.kind === 'fixed' ? String(p.amount.n) : '?';
  return p.allBut ? `all but ${n}` : n;
}

/** Shields a static ability states about sources and recipients of a kind, N prevented: carried out
 * (rules/actions/damage-replacements.ts, CR 614.1a, 615.1a; test/rules/game/damage-amount-replacements.cards). */
const CARRIED_OUT: ReadonlySet<string> = new Set([
  'If a blue source would deal damage to you, prevent 2 of that damage.',
  'If a source would deal damage to a Cleric creature you control, prevent 1 of that damage.',
  'If a source would deal damage to another Dinosaur you control, prevent all but 1 of that damage.',
  'If a red source would deal damage to a creature you control, prevent 3 of that damage.',
  'If a source an opponent controls would deal damage to you, prevent 1 of that damage.',
  // Round 19 (carryS): prevented in full, X counted, the recipient written first, a prevention's other instruction on
  // counters and "while it has a +1/+1 counter on it" (CR 615.1a, 615.12, 107.3; test/rules/game/carrys-damage-replacements.cards).
  'If damage would be dealt to Veiled Tidecaller, prevent that damage.',
  'If noncombat damage would be dealt to you, prevent that damage.',
  'If a source would deal damage to equipped creature, prevent X of that damage, where X is the number of creatures you control.',
  'If a source would deal damage to you, prevent that damage and put an incarnation counter on Veiled Tidecaller.',
  'If damage would be dealt to Veiled Tidecaller while it has a +1/+1 counter on it, prevent that damage and remove a +1/+1 counter from Veiled Tidecaller.',
  'If Veiled Tidecaller would be dealt damage, prevent that damage and remove a +1/+1 counter from it.',
  'If combat damage would be dealt to you, prevent that damage.',
  'If Veiled Tidecaller would be dealt combat damage, prevent all but 2 of that damage.',
]);

describe('prevention shields written without "instead" (CR 615.1a, 615.7)', () => {
  it.each(SHIELDS)('[%s] %s', (ctx, line, what) => {
    const { top, prevent } = shield(CARRIED_OUT.has(line) ? readCarriedOut(ctx, line) : readNotSimulated(ctx, line));
    expect(top).toMatchObject({ kind: 'instead', prevention: true });
    expect(prevented(prevent)).toBe(what);
  });

  it('prints the legacy era as written and the modern era with "this creature"', () => {
    const a = parseAbility(SHIELDS[8]![1], 0, CONTEXTS.c);
    expect(printLine(a, { era: 'legacy', self: 'Veiled Tidecaller', selfWords: [] })).toBe(SHIELDS[8]![1]);
    expect(printLine(a, { era: 'modern', self: 'this creature', selfWords: [] })).toBe(
      'If damage would be dealt to this creature while it has a +1/+1 counter on it, prevent that damage and remove a +1/+1 counter from this creature.');
    const b = parseAbility(SHIELDS[9]![1], 0, CONTEXTS.c);
    expect(printLine(b, { era: 'modern', self: 'this creature', selfWords: [] })).toBe('If this creature would be dealt damage, prevent that damage and remove a +1/+1 counter from it.');
  });

  it('keeps the condition the shield applies while, and the recipient written first', () => {
    const { top } = shield(parseAbility(SHIELDS[8]![1], 0, CONTEXTS.c));
    expect(top?.kind === 'instead' ? top.while : undefined).toMatchObject({ kind: 'has-counters', counter: '+1/+1' });
    const { top: first } = shield(parseAbility(SHIELDS[9]![1], 0, CONTEXTS.c));
    expect(first?.kind === 'instead' ? first.damage : undefined).toMatchObject({ passive: true, recipientFirst: true, to: { kind: 'self' } });
  });

  it('leaves "that damage" without the damage event it names unread, and an event that is not damage', () => {
    for (const [ctx, line] of [
      ['s', 'Prevent that damage.'],
      ['s', 'Draw a card. Prevent 2 of that damage.'],
      ['e', 'If you would draw a card, prevent that damage.'],
      ['e', 'If a source would deal damage to you, prevent that damage of yours.'],
      ['c', 'If damage would be dealt to Veiled Tidecaller while it is purple, prevent that damage.'],
    ] as [ContextKey, string][]) {
      expect(parseAbility(line, 0, CONTEXTS[ctx]).unmodeled.length, line).toBeGreaterThan(0);
    }
  });

  it('answers a scenario resting on a shield inconclusive (the engine prevents no damage by it)', async () => {
    expect(await simulate('prevention-shield')).toMatch(/expect you have 18 life {3}\?\n\s+! expectation-inconclusive: .*'If a source would deal damage to a player, you may preven…' of Warded Sentinel, not simulated/);
  });
});
