// State-based actions (CR 704.5), one scenario each, checked by their expectations and by the transcript's
// state-based-action lines (what happened and the rule cited): toughness 0 even when indestructible (704.5f), lethal
// damage exactly (704.5g), deathtouch damage (704.5h, also dealt as -1/-1 counters) and indestructible surviving both (702.12b), only creatures (a Vehicle that is not one), an unknown toughness deciding nothing, 0 loyalty (704.5i),
// the legend rule per controller (704.5j), an Aura left attached to nothing (704.5m), counter
// annihilation (704.5q), a battle at 0 defense (704.5v).

import { describe, expect, it } from 'vitest';
import { runScenarioForEditor } from '../../server/src/ide/scenarios';
import { Workspace } from '../../server/src/model/workspace';

const CARDS = `set "SBA" templating modern

card "Marsh Stinger"
  cost {1}{B}
  type Creature — Insect
  pt 1/1
  text
    Deathtouch

card "Bulwark Golem"
  cost {4}
  type Artifact Creature — Golem
  pt 2/4
  text
    Indestructible

card "Gate Warden"
  cost {2}{W}
  type Creature — Human Soldier
  pt 2/4

card "Field Mouse"
  cost {G}
  type Creature — Mouse
  pt 1/1

card "Hill Brute"
  cost {2}{R}
  type Creature — Ogre
  pt 4/2

card "Withering Touch"
  cost {B}
  type Instant
  text
    Put two -1/-1 counters on target creature.

card "Small Blessing"
  cost {W}
  type Instant
  text
    Put a +1/+1 counter on target creature.

card "Veiled Oracle"
  cost {2}{U}{U}
  type Legendary Planeswalker — Jace
  loyalty 3

card "Kaya of the Vale"
  cost {1}{G}
  type Legendary Creature — Elf Druid
  pt 1/1

card "Bramblebind"
  cost {1}{G}
  type Enchantment — Aura
  text
    Enchant creature

card "Standing Stone"
  type Land

card "Iron Wagon"
  cost {3}
  type Artifact — Vehicle
  pt 3/3
  text
    Crew 1

card "Blight Asp"
  cost {B}
  type Creature — Snake
  pt 1/1
  text
    Deathtouch
    Infect

card "Moon Beast"
  cost {3}{G}
  type Creature — Beast
  pt */*
  text
    This creature's power and toughness are each equal to the number of moons you have seen.

card "Siege of Mists"
  cost {2}{U}
  type Battle — Siege
  defense 2
  back "Mistborn Colossus"
  color blue
  type Creature — Elemental
  pt 5/5
`;

/** Runs one scenario: whether it passed, and its transcript's state-based-action lines. */
// The transcript names the object (its card name and @ref, e.g. "Marsh Stinger (@d)"); the checks read the action after it.
function run(name: string, steps: string): { passed: boolean; failures: string[]; sba: string[] } {
  const ws = new Workspace();
  ws.update('file:///sba.cards', `${CARDS}\nscenario "${name}"\n${steps.trim().split('\n').map((l) => `  ${l.trim()}`).join('\n')}\n`);
  const r = runScenarioForEditor(ws, 'file:///sba.cards', name)!;
  expect(r, name).not.toBeNull();
  const transcript = r.transcript as string;
  return { passed: r.passed, failures: r.failures as string[], sba: transcript.split('\n').filter((l) => l.includes('state-based action')).map((l) => (/\(@[^)]*\) /.test(l) ? l.replace(/^.*state-based action: .*?\(@[^)]*\) /, '') : l.replace(/^.*state-based action: (?:[A-Z]\S*\s|of\s|the\s)+/, ''))) };
}

describe('state-based actions (CR 704.5)', () => {
  it('CR 702.12b, 704.5h: an indestructible creature dealt deathtouch damage is not destroyed', () => {
    const r = run('indestructible vs deathtouch', `
      you have "Marsh Stinger" on battlefield as @d
      opponent has "Bulwark Golem" on battlefield as @g
      you attack with @d
      opponent blocks @d with @g
      move to combat damage
      expect @g is on battlefield
      expect @g has 1 damage
      expect @d is in graveyard`);
    expect(r.failures).toEqual([]);
    expect(r.passed).toBe(true);
    expect(r.sba).toEqual(['lethal damage: destroyed (CR 704.5g)']);
  });

  it('CR 704.5h, 702.2b: any deathtouch damage destroys a creature that is not indestructible', () => {
    const r = run('deathtouch', `
      you have "Marsh Stinger" on battlefield as @d
      opponent has "Gate Warden" on battlefield as @w
      you attack with @d
      opponent blocks @d with @w
      move to combat damage
      expect @w is in graveyard`);
    expect(r.passed).toBe(true);
    expect(r.sba).toEqual(['lethal damage: destroyed (CR 704.5g)', 'damage from a source with deathtouch: destroyed (CR 704.5h, 702.2b)']);
  });

  it('CR 704.5g: damage equal to toughness is lethal, one less is not', () => {
    const r = run('lethal damage', `
      you have "Hill Brute" on battlefield as @b
      opponent has "Gate Warden" on battlefield as @w
      you attack with @b
      opponent blocks @b with @w
      move to combat damage
      expect @w is in graveyard
      expect @b is in graveyard`);
    expect(r.passed).toBe(true);
    expect(r.sba).toEqual(['lethal damage: destroyed (CR 704.5g)', 'lethal damage: destroyed (CR 704.5g)']);
    const short = run('not lethal', `
      opponent has "Gate Warden" on battlefield as @w
      deal 3 damage to @w
      expect @w is on battlefield
      expect @w has 3 damage`);
    expect(short.passed).toBe(true);
    expect(short.sba).toEqual([]);
  });

  it('CR 702.12b, 704.5g: indestructible survives lethal damage', () => {
    const r = run('indestructible vs damage', `
      opponent has "Bulwark Golem" on battlefield as @g
      deal 9 damage to @g
      expect @g is on battlefield`);
    expect(r.passed).toBe(true);
    expect(r.sba).toEqual([]);
  });

  it('CR 704.5f: toughness 0 puts even an indestructible creature into the graveyard', () => {
    const r = run('toughness 0', `
      you have "Bulwark Golem" on battlefield as @g
      put 2 -1/-1 counters on @g
      you cast "Withering Touch" targeting @g
      resolve
      expect @g is in graveyard`);
    expect(r.passed).toBe(true);
    expect(r.sba).toEqual(["toughness 0 or less: put into its owner's graveyard (CR 704.5f)"]);
  });

  it('CR 704.5q, 122.3: one +1/+1 and one -1/-1 counter are both removed (the message counts them)', () => {
    const one = run('annihilate one', `
      you have "Gate Warden" on battlefield as @w
      put 1 +1/+1 counters on @w
      put 1 -1/-1 counters on @w
      expect @w has 0 +1/+1 counters
      expect @w has 0 -1/-1 counters
      expect @w is 2/4`);
    expect(one.passed).toBe(true);
    expect(one.sba).toEqual(['1 +1/+1 and 1 -1/-1 counter removed (CR 704.5q, 122.3)']);
    const two = run('annihilate two', `
      you have "Gate Warden" on battlefield as @w
      put 3 +1/+1 counters on @w
      put 2 -1/-1 counters on @w
      expect @w has 1 +1/+1 counter
      expect @w has 0 -1/-1 counters`);
    expect(two.passed).toBe(true);
    expect(two.sba).toEqual(['2 +1/+1 and 2 -1/-1 counters removed (CR 704.5q, 122.3)']);
    const minus = run('more minus', `
      you have "Gate Warden" on battlefield as @w
      put 1 +1/+1 counters on @w
      put 3 -1/-1 counters on @w
      expect @w has 0 +1/+1 counters
      expect @w has 2 -1/-1 counters
      expect @w is 0/2`);
    expect(minus.passed).toBe(true);
  });

  // Each case: a permanent, the damage dealt to it, and the state-based actions that follow (none: it stays). The
  // conditions of 704.5g and 704.5h one by one: only a creature, only a known toughness, only damage from deathtouch.
  const damageCases: { name: string; cr: string; card: string; steps: string; stays: boolean; sba: string[] }[] = [
    { name: 'a Vehicle that is not a creature is not destroyed by damage equal to its toughness', cr: '704.5g, 301.7a',
      card: 'Iron Wagon', steps: 'deal 3 damage to @x', stays: true, sba: [] },
    { name: 'a Vehicle that is not a creature is not destroyed by damage from a source with deathtouch', cr: '704.5h, 301.7a',
      card: 'Iron Wagon', steps: 'deal 1 damage to @x from @src', stays: true, sba: [] },
    { name: 'a creature whose toughness the engine cannot count is not destroyed by damage (it decides nothing)', cr: '704.5g, 208.2a',
      card: 'Moon Beast', steps: 'deal 3 damage to @x', stays: true, sba: [] },
    { name: 'a creature dealt damage one less than its toughness stays', cr: '704.5g',
      card: 'Gate Warden', steps: 'deal 3 damage to @x', stays: true, sba: [] },
    { name: 'deathtouch damage dealt as -1/-1 counters (infect) still destroys: it was dealt damage by a source with deathtouch', cr: '704.5h, 120.3d, 702.90c',
      card: 'Gate Warden', steps: 'deal 1 damage to @x from @asp', stays: false, sba: ['damage from a source with deathtouch: destroyed (CR 704.5h, 702.2b)'] },
  ];
  for (const { name, cr, card, steps, stays, sba } of damageCases) it(`CR ${cr}: ${name}`, () => {
    const r = run(card, `
      you have "Marsh Stinger" on battlefield as @src
      you have "Blight Asp" on battlefield as @asp
      opponent has "${card}" on battlefield as @x
      ${steps}
      expect @x ${stays ? 'is on battlefield' : 'is in graveyard'}`);
    expect(r.sba).toEqual(sba);
    if (card !== 'Moon Beast') expect(r.failures).toEqual([]);
  });

  it('CR 704.5i: a planeswalker with no loyalty counters left is put into the graveyard', () => {
    const r = run('loyalty 0', `
      you cast "Veiled Oracle" as @pw
      resolve
      expect @pw has 3 loyalty counters
      deal 2 damage to @pw
      expect @pw is on battlefield
      deal 1 damage to @pw
      expect @pw is in graveyard`);
    expect(r.failures).toEqual([]);
    expect(r.sba).toEqual(["loyalty 0: put into its owner's graveyard (CR 704.5i, 306.5c)"]);
  });

  it("CR 704.5v: a battle with no defense counters left is put into the graveyard (a Siege's exile-and-cast is not simulated, and says so)", () => {
    const r = run('defense 0', `
      you cast "Siege of Mists" as @b
      resolve
      deal 1 damage to @b
      expect @b is on battlefield
      deal 1 damage to @b
      expect @b is in graveyard`);
    expect(r.failures).toEqual([]);
    expect(r.sba).toEqual(["defense 0: put into its owner's graveyard (the Siege's exile-and-cast trigger is not simulated) (CR 704.5v, 310.4c, 310.11b)"]);
  });

  it('CR 704.5j: the legend rule applies per controller; the engine keeps the newest', () => {
    const r = run('legend rule', `
      you have "Kaya of the Vale" on battlefield as @a
      opponent has "Kaya of the Vale" on battlefield as @o
      expect @a is on battlefield
      expect @o is on battlefield
      you cast "Kaya of the Vale" as @b
      resolve
      expect @a is in graveyard
      expect @b is on battlefield
      expect @o is on battlefield`);
    expect(r.failures).toEqual([]);
    expect(r.sba).toEqual(["legend rule: put into its owner's graveyard (CR 704.5j)"]);
  });

  it('CR 704.5m: an Aura whose creature leaves is put into the graveyard', () => {
    const r = run('aura', `
      you have "Field Mouse" on battlefield as @m
      you cast "Bramblebind" targeting @m as @aura
      resolve
      expect @aura is attached to @m
      destroy @m
      expect @aura is in graveyard`);
    expect(r.failures).toEqual([]);
    expect(r.sba).toEqual(["Aura attached to nothing or to an illegal object: put into its owner's graveyard (CR 704.5m, 303.4c)"]);
  });

});
