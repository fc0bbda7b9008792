// Conditions built from typed parts (model/abilities/conditions.ts; CR 603.4, 608.2c, 611.3a): invented lines in the
// shapes of real cards' conditions, each read fully and printed back exactly, and the parts' types.

import { describe, expect, it } from 'vitest';
import { parseCondition } from '../../../server/src/model/abilities/effects';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { canonicalLine, printAbility, printCondition } from '../../../server/src/model/abilities/print';
import { CONTEXTS, type ContextKey } from './rules-lines';

/** [context, line, the condition's kind]: each is fully understood and prints back as itself. */
const LINES: [ContextKey, string, string][] = [
  // A number compared (CR 107.1): "there are …", "<quantity> is …" (CR 122.1 counters, 205.2a card types, 202.3 mana value)
  ['c', 'This creature gets +2/+2 as long as there are four or more card types among cards in your graveyard.', 'compare'],
  ['e', 'At the beginning of your upkeep, if there are three or more charge counters on this enchantment, draw a card.', 'compare'],
  ['e', 'As long as there is exactly one charge counter on this enchantment, creatures you control get +1/+0.', 'compare'],
  ['c', 'At the beginning of your end step, if there are five or more mana values among cards in your graveyard, you gain 2 life.', 'compare'],
  ['c', 'This creature gets +1/+1 as long as your life total is less than 10.', 'compare'],
  ['s', 'Destroy target creature if its mana value is less than or equal to the number of lands you control.', 'compare'],
  ['c', 'As long as your life total is greater than or equal to your starting life total, this creature has lifelink.', 'compare'],
  ['c', 'Whenever this creature attacks, if its power is 3 or greater, draw a card.', 'compare'],
  // What a player has (CR 119 life, 402 hand, 404 graveyard)
  ['c', 'This creature has flying as long as an opponent has 10 or less life.', 'player-has'],
  ['c', 'At the beginning of your upkeep, if you have one or fewer cards in hand, draw a card.', 'player-has'],
  ['s', 'This spell costs {2} less to cast if an opponent has seven or more cards in their graveyard.', 'player-has'],
  ['s', 'If target player has exactly 13 life, this spell deals 13 damage to that player.', 'player-has'],
  // Two conditions joined; the second may reuse the first's "you control"
  ['s', 'If an opponent controls an Island and you control a Forest, you may cast this spell without paying its mana cost.', 'both'],
  ['c', "This creature can't attack unless you control a Wizard or a Rogue.", 'both'],
  ['c', 'This creature has first strike as long as it\'s attacking and you control a Mountain.', 'both'],
  // An object's kind negated or said with an adjective; its keywords (CR 608.2c, 611.3a, 702)
  ['e', 'As long as enchanted creature is red, it gets +1/+1.', 'is'],
  ['q', "Equipped creature gets +2/+0 as long as it's legendary.", 'is'],
  ['s', "Reveal the top card of your library. If it isn't a land card, put it into your hand.", 'is'],
  ['c', 'Whenever this creature attacks, if it has first strike, it gains double strike until end of turn.', 'has-keyword'],
  ['q', 'As long as equipped creature has vigilance, it gets +1/+1.', 'has-keyword'],
  // Mana spent to cast the spell (CR 601.2h), how many of a kind a player controls (CR 108.4), the most common color (105.2)
  ['i', 'Draw a card. If {U} was spent to cast this spell, you gain 2 life.', 'mana-spent'],
  ['i', 'Draw a card. If at least three blue mana was spent to cast this spell, draw two cards.', 'mana-spent'],
  ['c', 'As long as you control exactly one creature, this creature gets +2/+2.', 'controls-count'],
  ['c', 'This creature gets +1/+1 as long as its controller controls another Elf.', 'controls-count'],
  ['c', 'This creature has flying as long as your opponents control no creatures.', 'controls-count'],
  ['e', 'Creatures you control get +1/+1 as long as red is the most common color among all permanents or is tied for most common.', 'most-common-color'],
];

/** The first condition in an ability's effects (depth first). */
function conditionKind(a: ReturnType<typeof parseAbility>): string | undefined {
  const walk = (effects: unknown[]): string | undefined => {
    for (const e of effects as { kind: string; condition?: { kind: string }; effects?: unknown[] }[]) {
      if (e.kind === 'conditional' && e.condition) return e.condition.kind;
      const inner = e.effects ? walk(e.effects) : undefined;
      if (inner) return inner;
    }
    return undefined;
  };
  return 'effects' in a && a.effects ? walk(a.effects) : undefined;
}

describe('conditions from typed parts (CR 603.4, 608.2c, 611.3a)', () => {
  it.each(LINES)('[%s] %s', (ctx, line, kind) => {
    const a = parseAbility(line, 0, CONTEXTS[ctx]);
    expect(a.unmodeled, 'fully understood').toEqual([]);
    expect(conditionKind(a)).toBe(kind);
    expect(printAbility(a)).toBe(canonicalLine(line, CONTEXTS[ctx]));
  });

  it('reads comparisons in every written form and prints them back (CR 107.1)', () => {
    for (const c of [
      'your life total is less than 7', 'its toughness is 4 or greater', "~'s power is 1 or more", 'its mana value is exactly 3',
      'there are no charge counters on ~', 'an opponent has 20 or more life', 'you have fewer than seven cards in hand',
      'that player has at least five poison counters', 'there are two or more creature cards in your graveyard',
    ]) {
      const read = parseCondition(c);
      expect(read, c).toBeDefined();
      expect(printCondition(read!)).toBe(c);
    }
  });

  it('keeps "and"/"or" typed, the elided subject included', () => {
    expect(parseCondition('you control a Forest or a Plains')).toMatchObject({ kind: 'both', op: 'or', elided: 'you control', left: { kind: 'control' }, right: { kind: 'control' } });
    expect(parseCondition('you do or if you control a Dragon')).toMatchObject({ kind: 'both', op: 'or', ifAgain: true, left: { kind: 'if-you-do' }, right: { kind: 'control' } });
    expect(parseCondition('~ is paired with another creature')).toEqual({ kind: 'paired', subject: { kind: 'self' } });
  });

  it('leaves what it cannot read unread (never a guess)', () => {
    for (const c of ['your life total is a lot', 'there are four or more things', 'it has a name', 'it is red', 'X is less than 2']) expect(parseCondition(c), c).toBeUndefined();
  });

  it('falls through to later readers when an early pattern matches but cannot read ("it\'s neither day nor night")', () => {
    expect(parseCondition("it's neither day nor night")).toEqual({ kind: 'fact', fact: 'neither-day-nor-night' });
    expect(parseCondition('~ is in your graveyard')).toEqual({ kind: 'fact', fact: 'self-in-graveyard' });
  });
});
