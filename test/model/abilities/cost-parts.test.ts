// Table test of cost text → typed cost parts (CR 118, 602.1a, 702.37e non-mana morph costs).

import { describe, expect, it } from 'vitest';
import { parseCostParts } from '../../../server/src/model/abilities/cost-parts';
import type { CostPart } from '../../../server/src/model/types';

function show(p: CostPart): string {
  switch (p.kind) {
    case 'mana': return `mana ${p.cost}`;
    case 'pay-life': return p.half ? 'life half' : `life ${p.amount}`;
    case 'remove-counters': return `remove ${p.x ? 'X' : p.count} ${p.counter}${p.filter ? ` from ${p.among ? 'among' : '1'} [${p.filter.types.join(' ')}${p.filter.controller ? ` ${p.filter.controller}` : ''}]` : ''}`;
    case 'mill': return `mill ${p.cards}`;
    case 'put-counters': return `put ${p.count} ${p.counter}`;
    case 'unknown': return `unknown "${p.text}"`;
    case 'tap-self': case 'untap-self': return p.kind;
    case 'loyalty': return p.x ? 'loyalty -X' : `loyalty ${p.delta}`;
    case 'pay-energy': return `energy ${p.count}`;
    default: return `${p.kind} ${p.self ? 'self' : p.kind === 'discard' && p.wholeHand ? 'hand' : `${p.x ? 'X' : p.count} [${p.filter?.types.join(' ') ?? 'any'}${p.filter?.controller ? ` ${p.filter.controller}` : ''}]`}${'from' in p && p.from && p.from !== 'battlefield' ? ` from ${p.from}` : ''}`;
  }
}

const COSTS: [string, string][] = [
  ['Sacrifice two Mountains', 'sacrifice 2 [Mountain]'],
  ['{1}{B}, {T}, Sacrifice a creature', 'mana {1}{B} | tap-self | sacrifice 1 [creature]'],
  ['Sacrifice this creature', 'sacrifice self'],
  ['Pay 3 life', 'life 3'],
  // CR 107.14: energy counters removed from the player.
  ['{T}, Pay {E}{E}', 'tap-self | energy 2'],
  ['Discard a card', 'discard 1 [card]'],
  ['Discard two cards', 'discard 2 [card]'],
  ['Discard your hand', 'discard hand'],
  // CR 701.9a, 113.6m: the card itself, from its owner's hand (cycling, 702.29a).
  ['{2}, Discard this card', 'mana {2} | discard self from hand'],
  ['Reveal a white card from your hand', 'reveal 1 [white card]'],
  ['Return two Islands you control to their owner\'s hand', 'return-to-hand 2 [Island you]'],
  ['Tap an untapped creature you control', 'tap-untapped 1 [creature you]'],
  ['Exile a card from your graveyard', 'exile 1 [card] from graveyard'],
  ['Remove a +1/+1 counter from this creature', 'remove 1 +1/+1'],
  // CR 118.1, 122.1: counters put on the cost's own source.
  ['{2}, {T}, Put a page counter on this artifact', 'mana {2} | tap-self | put 1 page'],
  ['Put a -1/-1 counter on this creature', 'put 1 -1/-1'],
  ['{Q}', 'untap-self'],
  ['Collect evidence 6', 'unknown "Collect evidence 6"'],
  // CR 606.4: a loyalty symbol puts on or removes loyalty counters ("[−3]" as some text writes it).
  ['+1', 'loyalty 1'],
  ['−2', 'loyalty -2'],
  ['-7', 'loyalty -7'],
  ['0', 'loyalty 0'],
  ['[−3]', 'loyalty -3'],
  // CR 107.3a: "[−X]" removes the X announced as the ability is activated.
  ['−X', 'loyalty -X'],
  ['[-X]', 'loyalty -X'],
  // CR 701.26b: only tapped permanents can be untapped.
  ['{W}{W}, {T}, Untap two tapped creatures you control', 'mana {W}{W} | tap-self | untap-tapped 2 [creature you]'],
  ['Untap a tapped creature you control', 'untap-tapped 1 [creature you]'],
  // CR 701.17a–b: milling as a cost.
  ['{T}, Mill a card', 'tap-self | mill 1'],
  ['{2}{B}{G}, Mill four cards', 'mana {2}{B}{G} | mill 4'],
  ['Mill a cards', 'unknown "Mill a cards"'],
  // CR 122.1: counters removed from one permanent of a kind the player controls.
  ['{2}, Remove a +1/+1 counter from a creature you control', 'mana {2} | remove 1 +1/+1 from 1 [creature you]'],
  // CR 122.1, 602.2b: that many in all from any of them.
  ['Remove two +1/+1 counters from among creatures you control', 'remove 2 +1/+1 from among [creature you]'],
  // CR 107.3a: counts of X, the X announced as the ability is activated.
  ['{T}, Remove X +1/+1 counters from this creature', 'tap-self | remove X +1/+1'],
  ['{B}, Remove X +1/+1 counters from among creatures you control', 'mana {B} | remove X +1/+1 from among [creature you]'],
  ['{B}, Sacrifice X Treasures', 'mana {B} | sacrifice X [Treasure]'],
  ['{B}, {T}, Exile X cards from your graveyard', 'mana {B} | tap-self | exile X [card] from graveyard'],
  ['Reveal X red cards from your hand', 'reveal X [red card]'],
  ['Sacrifice X creature', 'unknown "Sacrifice X creature"'],
  // CR 119.4, 107.1a: half the life total as the cost is paid; its comma is not a part's end.
  ['{B}{B}, Pay half your life, rounded up', 'mana {B}{B} | life half'],
];

describe('cost parts: a legendary card\'s shortened name (CR 201.5c)', () => {
  it.each([
    ['{T}, Remove a +1/+1 counter from Mikaeus', 'Mikaeus, the Lunarch', 'tap-self | remove 1 +1/+1'],
    ['{X}{G}{G}, Discard Arashi', 'Arashi, the Sky Asunder', 'mana {X}{G}{G} | discard self from hand'],
    ['Discard Arashian Drake', 'Arashi, the Sky Asunder', 'unknown "Discard Arashian Drake"'],
  ])('%s (%s)', (text, name, expected) => {
    expect(parseCostParts(text, name).map(show).join(' | ')).toBe(expected);
  });
});

describe('cost parts (CR 118, 602.1a, 702.37e)', () => {
  it.each(COSTS)('%s', (text, expected) => {
    expect(parseCostParts(text).map(show).join(' | ')).toBe(expected);
  });
});
