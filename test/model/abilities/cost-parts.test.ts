// Table test of cost text → typed cost parts (CR 118, 602.1a, 702.37e non-mana morph costs), and of the
// "You <verb> …" instruction form the game rules need ("You create a token that's a copy of that creature").

import { describe, expect, it } from 'vitest';
import { parseCostParts } from '../../../server/src/model/abilities/cost-parts';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import type { CostPart } from '../../../server/src/model/types';
import { CONTEXTS } from './rules-lines';
import { summarize } from './summarize';

function show(p: CostPart): string {
  switch (p.kind) {
    case 'mana': return `mana ${p.cost}`;
    case 'pay-life': return `life ${p.amount}`;
    case 'remove-counters': return `remove ${p.count} ${p.counter}`;
    case 'unknown': return `unknown "${p.text}"`;
    case 'tap-self': case 'untap-self': return p.kind;
    default: return `${p.kind} ${p.self ? 'self' : p.kind === 'discard' && p.wholeHand ? 'hand' : `${p.count} [${p.filter?.types.join(' ') ?? 'any'}${p.filter?.controller ? ` ${p.filter.controller}` : ''}]`}${'from' in p && p.from && p.from !== 'battlefield' ? ` from ${p.from}` : ''}`;
  }
}

const COSTS: [string, string][] = [
  ['Sacrifice two Mountains', 'sacrifice 2 [Mountain]'],
  ['{1}{B}, {T}, Sacrifice a creature', 'mana {1}{B} | tap-self | sacrifice 1 [creature]'],
  ['Sacrifice this creature', 'sacrifice self'],
  ['Pay 3 life', 'life 3'],
  ['Discard a card', 'discard 1 [card]'],
  ['Discard two cards', 'discard 2 [card]'],
  ['Discard your hand', 'discard hand'],
  ['Reveal a white card from your hand', 'reveal 1 [white card]'],
  ['Return two Islands you control to their owner\'s hand', 'return-to-hand 2 [Island you]'],
  ['Tap an untapped creature you control', 'tap-untapped 1 [creature you]'],
  ['Exile a card from your graveyard', 'exile 1 [card] from graveyard'],
  ['Remove a +1/+1 counter from this creature', 'remove 1 +1/+1'],
  ['{Q}', 'untap-self'],
  ['Collect evidence 6', 'unknown "Collect evidence 6"'],
];

describe('cost parts (CR 118, 602.1a, 702.37e)', () => {
  it.each(COSTS)('%s', (text, expected) => {
    expect(parseCostParts(text).map(show).join(' | ')).toBe(expected);
  });
});

describe('"You <verb> …" instructions', () => {
  it('You create a token that\'s a copy of that creature (CR 707.2, 111.10)', () => {
    const line = "Return target creature to its owner's hand. You create a token that's a copy of that creature.";
    expect(summarize(parseAbility(line, 1000, CONTEXTS.i), line, 1000)).toBe('spell => return(target(creature) -> hand); create-token-copy(of it)');
  });
});

describe('step triggers, delayed triggers and spell cost modifiers (CR 503.1a, 513.1a, 603.7, 601.2f)', () => {
  const rows: [string, string][] = [
    ['At the beginning of each end step, draw a card.', 'triggered At beginning-of-step => draw(1)'],
    ["{T}: Turn target face-down creature you control face up. At the beginning of the next end step, sacrifice it.", 'activated {T} => turn-face-up(target(creature; face-down; ctl=you)); delayed-trigger(next end: sacrifice(it -> graveyard))'],
    ['Creature spells you cast cost {1} less to cast.', 'static => spell-cost-modifier(-1, Creature cards, you)'],
    ['Noncreature spells your opponents cast cost {2} more to cast.', 'static => spell-cost-modifier(+2, Noncreature cards, opponents)'],
  ];
  it.each(rows)('%s', (line, expected) => {
    expect(summarize(parseAbility(line, 1000, CONTEXTS.c), line, 1000)).toBe(expected);
  });
});

describe('damage, life and token sentences (CR 120, 119.3, 111.4)', () => {
  const rows: [string, string][] = [
    ['When this creature is turned face up, it deals 2 damage to any target.', 'triggered When self-turned-face-up => deal-damage(2 -> target(any target))'],
    ['{T}: This creature deals 1 damage to target player.', 'activated {T} => deal-damage(1 -> target(players))'],
    ['When this creature dies, you gain 3 life.', 'triggered When self-dies => life(+3, you)'],
    ['Whenever you turn a permanent face up, each opponent loses 1 life.', 'triggered Whenever you-turn-permanent-face-up => life(-1, each-opponent)'],
    ['When this creature enters, create two 1/1 white Soldier creature tokens with flying.', 'triggered When self-enters => create-token(2 × 1/1 W Soldier Creature with Flying)'],
  ];
  it.each(rows)('%s', (line, expected) => {
    expect(summarize(parseAbility(line, 1000, CONTEXTS.c), line, 1000)).toBe(expected);
  });
});
