// Casting a copy of a card, and "that ability" (issue 26, phrase families "permission: you may cast / play" and "condition:
// if …" — "If you do, you may cast the copy …", "If you do, copy that ability"): CR 707.12 (a copy of a card cast), 118.9
// (without paying its mana cost), 707.10 (copying an ability on the stack), 701.6b (countering an ability), 608.2d (you
// may). Invented lines in real cards' shapes: read fully, printed back exactly in both eras, "recognized, not simulated"
// (the engine makes no copies of cards, so a scenario resting on one is inconclusive: the last test).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { printLine } from '../../../server/src/model/abilities/print';
import { CONTEXTS, type ContextKey } from './rules-lines';
import { readNotSimulated } from './read-not-simulated';
import { simulate } from '../../rules/precision/simulate';

/** [context, line, the kind of effect the line's last instruction is, its copy field] */
const LINES: [ContextKey, string, string, string | undefined][] = [
  ['q', '{2}, {T}: You may copy the exiled card. If you do, you may cast the copy without paying its mana cost.', 'cast-from', 'the copy'],
  ['s', 'Copy target instant or sorcery card in your graveyard. You may cast the copy without paying its mana cost.', 'cast-from', 'the copy'],
  ['s', 'Copy target instant or sorcery card in your graveyard. You may cast the copy.', 'cast-from', 'the copy'],
  ['e', 'Whenever an opponent activates an ability, you may pay {1}. If you do, counter that ability.', 'counter-spell', undefined],
  ['e', 'Whenever a player activates an ability, you may pay {1}. If you do, copy that ability.', 'copy-spell', undefined],
  // Siblings: the copies, plural; a copy of a card in another zone; another cost before "If you do".
  ['s', 'Copy up to two target instant cards in your graveyard. You may cast any number of the copies without paying their mana costs.', 'cast-from', 'any number of the copies'],
  ['q', '{1}, {T}: Copy target sorcery card in your graveyard. You may cast the copy without paying its mana cost.', 'cast-from', 'the copy'],
  ['e', 'Whenever an opponent activates an ability, you may pay 2 life. If you do, copy that ability.', 'copy-spell', undefined],
];

function last(a: ReturnType<typeof parseAbility>) {
  let e = 'effects' in a ? a.effects?.[a.effects.length - 1] : undefined;
  while (e && (e.kind === 'optional' || e.kind === 'conditional')) e = e.effects[e.effects.length - 1];
  return e;
}

describe('casting a copy of a card, and "that ability" (CR 707.12, 707.10, 701.6b)', () => {
  it.each(LINES)('[%s] %s', (ctx, line, kind, copy) => {
    const e = last(readNotSimulated(ctx, line));
    expect(e?.kind).toBe(kind);
    expect(e?.kind === 'cast-from' ? e.copy : undefined).toBe(copy);
  });

  it('prints the copy in both eras', () => {
    const line = 'When Veiled Tidecaller enters the battlefield, copy target instant card in your graveyard. You may cast the copy without paying its mana cost.';
    const a = readNotSimulated('c', line);
    expect(printLine(a, { era: 'legacy', self: 'Veiled Tidecaller', selfWords: [] })).toBe(line);
    expect(printLine(a, { era: 'modern', self: 'this creature', selfWords: [] })).toBe(
      'When this creature enters, copy target instant card in your graveyard. You may cast the copy without paying its mana cost.');
  });

  it('keeps the copy apart from the card (never the card the copy was made from)', () => {
    const a = parseAbility(LINES[1]![1], 0, CONTEXTS.s);
    const e = last(a);
    expect(e).toMatchObject({ kind: 'cast-from', copy: 'the copy', free: true });
    expect(a.unsimulated?.length).toBe(2);
  });

  it('leaves a copy that does not agree unread', () => {
    for (const line of ['You may cast any number of the copy without paying their mana costs.', 'You may cast the copies without paying its mana cost.']) {
      expect(parseAbility(line, 0, CONTEXTS.s).unmodeled.length, line).toBeGreaterThan(0);
    }
  });

  it('answers a scenario resting on a cast copy inconclusive', async () => {
    expect(await simulate('cast-the-copy')).toMatch(/expect @b is on battlefield {3}\?\n\s+! expectation-inconclusive: .*'You may cast the copy without paying its mana cost' of Echo Lens, not simulated/);
  });
});
