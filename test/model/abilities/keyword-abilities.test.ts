// Keywords that stand for an activated ability (CR 702.6a equip, 702.29a cycling): the text each means is read in full by the grammar
// and carried out by the engine, so an instance is carried out exactly when the engine pays its cost (602.2b, 118.3).

import { describe, expect, it } from 'vitest';
import { KEYWORD_COST_TRIGGERS, KEYWORD_MEANINGS, KEYWORD_NAMED_TRIGGERS, KEYWORD_NUMBER_COST_MEANINGS, KEYWORD_NUMBER_MEANINGS, KEYWORD_SECOND_MEANINGS, KEYWORD_TRIGGERS, keywordStatic } from '../../../server/src/model/abilities/keyword-abilities';
import { lookupKeyword } from '../../../server/src/model/abilities/keywords';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';

const ctx = { cardName: 'Bronze Cleaver', faceName: 'Bronze Cleaver', typeLine: 'Artifact — Equipment' };
const read = (line: string) => {
  const a = parseAbility(line, 0, ctx);
  return { kind: a.kind, unmodeled: a.unmodeled.length, unsimulated: (a.unsimulated ?? []).map((s) => line.slice(s.start, s.end)) };
};

describe('keywords that stand for an activated ability (CR 702.6a, 702.29a)', () => {
  it.each(Object.keys(KEYWORD_MEANINGS))('%s: its meaning is read and carried out in full', (k) => {
    for (const cost of ['{2}', '{1}{R}', 'Pay 3 life', 'Sacrifice a creature']) {
      expect(read(KEYWORD_MEANINGS[k]!(cost)), `${k} ${cost}`).toEqual({ kind: 'activated', unmodeled: 0, unsimulated: [] });
    }
  });

  // CR 702.151a: reconfigure's second ability (unattach, only while attached to a creature) likewise.
  it.each(Object.keys(KEYWORD_SECOND_MEANINGS))('%s: its second meaning is read and carried out in full (CR 702.151a)', (k) => {
    for (const cost of ['{2}', '{1}{R}', 'Pay 3 life', 'Sacrifice a creature']) {
      expect(read(KEYWORD_SECOND_MEANINGS[k]!(cost)), `${k} ${cost}`).toEqual({ kind: 'activated', unmodeled: 0, unsimulated: [] });
    }
  });

  // CR 702.108a: a keyword that stands for a triggered ability is read and carried out in full, so it is carried out.
  // CR 702.45a bushido, 702.83a exalted, 702.135a afterlife, 702.46a soulshift, 702.68a frenzy, 702.130a afflict, 702.92a
  // living weapon: the same, with the keyword's number where it has one.
  it.each(Object.keys(KEYWORD_TRIGGERS))('%s: its triggered ability is read and carried out in full (CR 702.108a)', (k) => {
    const numbered = lookupKeyword(k)?.param === 'number';
    for (const n of numbered ? [1, 2, 3] : [0]) expect(read(KEYWORD_TRIGGERS[k]!(n)), `${k} ${n}`).toEqual({ kind: 'triggered', unmodeled: 0, unsimulated: [] });
    const name = k.charAt(0).toUpperCase() + k.slice(1);
    // A keyword with a cost (702.74a evoke) is written with it.
    const param = numbered ? ' 2' : lookupKeyword(k)?.param === 'cost' ? ' {1}{R}' : '';
    expect(read(`${name}${param}`)).toEqual({ kind: 'keyword', unmodeled: 0, unsimulated: [] });
    // A number that isn't one ("Bushido X") stands for no ability the engine reads.
    if (numbered) expect(read(`${name} X`).unsimulated).toEqual([`${name} X`]);
  });

  // CR 702.77a reinforce: an activated keyword with a number and a cost.
  it.each(Object.keys(KEYWORD_NUMBER_COST_MEANINGS))('%s: its activated ability is read and carried out in full (CR 702.77a)', (k) => {
    for (const [n, cost] of [['1', '{1}{G}'], ['two', '{2}{W}'], ['X', '{X}{W}{W}']] as const) expect(read(KEYWORD_NUMBER_COST_MEANINGS[k]!(n, cost)), `${k} ${n}`).toEqual({ kind: 'activated', unmodeled: 0, unsimulated: [] });
  });

  // CR 702.122a crew: an activated keyword with a number; its cost taps creatures by their total power.
  it.each(Object.keys(KEYWORD_NUMBER_MEANINGS))('%s: its activated ability is read and carried out in full (CR 702.122a)', (k) => {
    const m = KEYWORD_NUMBER_MEANINGS[k]!;
    for (const n of [1, 3, 10]) expect(read(`${m.cost(n)}: ${m.effect}`), `${k} ${n}`).toEqual({ kind: 'activated', unmodeled: 0, unsimulated: [] });
    const name = k.charAt(0).toUpperCase() + k.slice(1);
    expect(read(`${name} 2`)).toEqual({ kind: 'keyword', unmodeled: 0, unsimulated: [] });
    // "Crew X" stands for no ability the engine reads.
    expect(read(`${name} X`).unsimulated).toEqual([`${name} X`]);
  });

  // CR 702.30a echo: a triggered keyword with a cost, written out for a mana cost only (118.12a "unless you pay").
  it.each(Object.keys(KEYWORD_COST_TRIGGERS))('%s: its triggered ability is read and carried out in full (CR 702.30a)', (k) => {
    for (const cost of ['{2}', '{1}{R}', '{W}{W}']) expect(read(KEYWORD_COST_TRIGGERS[k]!(cost)), `${k} ${cost}`).toEqual({ kind: 'triggered', unmodeled: 0, unsimulated: [] });
  });

  // CR 702.124j partner with: a triggered keyword with a card name (commas in it too).
  it.each(Object.keys(KEYWORD_NAMED_TRIGGERS))('%s: its triggered ability is read and carried out in full (CR 702.124j)', (k) => {
    for (const name of ['Toothy, Imaginary Friend', 'Brallin, Skyshark Rider', 'Okaun']) expect(read(KEYWORD_NAMED_TRIGGERS[k]!(name)), `${k} ${name}`).toEqual({ kind: 'triggered', unmodeled: 0, unsimulated: [] });
  });

  it.each([
    ['Partner with Toothy, Imaginary Friend', []],
    ['Partner with Toothy, Imaginary Friend (When this creature enters, target player may put Toothy into their hand from their library, then shuffle.)', []],
    ['Echo {2}{R}', []],
    ['Echo {X}', ['Echo {X}']],
    ['Echo—Discard a card.', ['Echo—Discard a card']],
    ['Equip {2}', []],
    ['Equip—Pay 3 life.', []],
    ['Equip—Remove a charge counter from Bronze Cleaver.', []],
    // CR 118.3: a cost part the engine can't pay keeps the keyword "recognized, not simulated".
    ['Equip—Discard a card at random.', ['Equip—Discard a card at random']],
    // CR 702.29a: cycling's cost, then "Discard this card", paid from the hand (113.6m).
    ['Cycling {2}', []],
    ['Cycling—Pay 2 life.', []],
    ['Cycling—Discard a card at random.', ['Cycling—Discard a card at random']],
    // CR 702.107a outlast, 702.87a level up, 702.67a fortify.
    ['Outlast {1}{W}', []],
    ['Level up {2}', []],
    ['Fortify {3}', []],
    // CR 702.29e: typecycling, a subtype or supertypes and card types; any other word stays recognized, not simulated.
    ['Islandcycling {2}', []],
    ['Basic landcycling {1}{G}', []],
    ['Slivercycling {3}', []],
    ['Plainscycling {2}', []],
    ['Foocycling {2}', ['Foocycling {2}']],
    // CR 702.109a dash, 702.152a blitz, 702.103a bestow, 702.56a replicate, 702.94a miracle, 702.120a escalate, 702.76a
    // prowl: ways to cast the card whose costs the engine pays.
    ['Dash {2}{R}', []],
    ['Blitz {2}{B}{B}', []],
    ['Bestow {3}{W}{W}', []],
    ['Replicate {1}{U}', []],
    ['Miracle {R}', []],
    ['Escalate {2}', []],
    ['Escalate—Discard a card.', []],
    ['Prowl {1}{B}', []],
    // CR 702.153a: casualty N, its cost a creature with power N or greater sacrificed; "Casualty X" stays not simulated.
    ['Casualty 2', []],
    ['Casualty X', ['Casualty X']],
    // CR 702.53a: transmute, from the hand.
    ['Transmute {1}{U}{U}', []],
    // CR 702.146a: disturb, from the graveyard, cast transformed.
    ['Disturb {2}{W}', []],
    ['Dash—Discard a card at random.', ['Dash—Discard a card at random']],
    // CR 702.126a: improvise.
    ['Improvise', []],
    // CR 702.132a: assist.
    ['Assist', []],
    // CR 702.77a: reinforce, from the hand; X only with an X in its cost (107.3).
    ['Reinforce 2—{1}{G}', []],
    ['Reinforce 1—{1}{W}', []],
    ['Reinforce X—{X}{W}{W}', []],
    ['Reinforce X—{1}{W}', ['Reinforce X—{1}{W}']],
    // CR 702.128a embalm, 702.129a eternalize: from the graveyard, a token copy with exceptions (707.9b).
    ['Embalm {W}', []],
    ['Eternalize {2}{R}{R}', []],
    ['Eternalize—{3}{U}{U}, Discard a card.', []],
    // CR 702.49a: ninjutsu, from the hand; the creature enters attacking (508.4).
    ['Ninjutsu {1}{U}', []],
    ['Ninjutsu {1}{U} ({1}{U}, Return an unblocked attacker you control to hand: Put this card onto the battlefield from your hand tapped and attacking.)', []],
    // CR 702.59a: recover, from the graveyard; a mana cost only.
    ['Recover {2}{B}', []],
    // CR 702.97a: scavenge, from the graveyard.
    ['Scavenge {2}{G}', []],
    // CR 702.139a: companion functions outside the game: nothing to simulate in it.
    ['Companion — Each nonland card in your starting deck has a different name.', []],
    // CR 702.89a–b: umbra armor, and totem armor, its former name (rules/actions/destroy.ts).
    ['Umbra armor', []],
    ['Totem armor (If enchanted creature would be destroyed, instead remove all damage from it and destroy this Aura.)', []],
    // CR 702.24a, 119.4: cumulative upkeep paid in life, once per age counter; a cost of mana and life is not written out.
    ['Cumulative upkeep—Pay 2 life.', []],
    ['Cumulative upkeep—Pay {B} and 1 life.', ['Cumulative upkeep—Pay {B} and 1 life']],
    // CR 702.82a: devour N, carried out as its permanent enters (rules/actions/devour.ts); "Devour X" is not.
    ['Devour 2', []],
    ['Devour X', ['Devour X']],
    // CR 702.104a: tribute N, the opponent's choice as its permanent enters (rules/actions/tribute.ts).
    ['Tribute 2', []],
    ['Tribute X', ['Tribute X']],
  ])('%s', (line, unsimulated) => {
    expect(read(line)).toEqual({ kind: 'keyword', unmodeled: 0, unsimulated });
  });
});

describe('keywords that stand for a static ability of their spell (CR 702.41a affinity)', () => {
  it.each(['artifacts', 'Plains', 'Forests', 'tokens', 'Equipment'])('Affinity for %s: its meaning is read and carried out in full', (kind) => {
    const text = keywordStatic({ keyword: 'Affinity', parameter: `for ${kind}` } as never);
    expect(text).toBeDefined();
    expect(read(text!)).toEqual({ kind: 'static', unmodeled: 0, unsimulated: [] });
    expect(read(`Affinity for ${kind}`)).toEqual({ kind: 'keyword', unmodeled: 0, unsimulated: [] });
  });

  // A [text] that is not one plural kind ("Elves" is not "Elve") is not written out: the keyword stays not carried out.
  it.each(['Affinity for Elves', 'Affinity for historic permanents'])('%s', (line) => {
    expect(read(line)).toEqual({ kind: 'keyword', unmodeled: 0, unsimulated: [line] });
  });
});
