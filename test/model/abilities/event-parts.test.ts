// Trigger events and static conditions from parts (issue 26): an Aura or Equipment becoming attached or unattached (CR
// 701.3a, 701.3d), a player activating an ability of a kind or a keyword's (602.2), what the player a Curse enchants does
// (303.4), "~ is enchanted or equipped" and "equipped creature is a Human or an Angel" (the subject and "is" shared, 611.3a),
// "any player controls …" (102.1). Read fully, printed back exactly in both eras, recognized, not simulated — except
// "As long as ~ is enchanted or equipped, it …", carried out (301.5, 303.4). "That
// creature" after "~ blocks a creature" is the creature the event names, never this one (603.2), and not carried out.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { CONTEXTS } from './rules-lines';
import { readInBothEras, type EraLine } from './both-eras';

const creature = (legacy: string, modern: string): EraLine => ({ name: 'Veiled Tidecaller', type: 'Creature — Merfolk Wizard', legacy, modern });
const blade = (legacy: string, modern: string): EraLine => ({ name: 'Masked Blade', type: 'Artifact — Equipment', legacy, modern });
const curse = (line: string): EraLine => ({ name: 'Curse of Masks', type: 'Enchantment — Aura Curse', legacy: line, modern: line });

const LINES: [EraLine, string][] = [
  [creature('Whenever an Aura becomes attached to Veiled Tidecaller, draw a card.', 'Whenever an Aura becomes attached to this creature, draw a card.'), 'becomes attached to'],
  [blade('Whenever Masked Blade becomes unattached from a permanent, sacrifice that permanent.', 'Whenever this Equipment becomes unattached from a permanent, sacrifice that permanent.'), 'becomes unattached from'],
  [creature('Whenever an Aura you control becomes attached to a creature you control, draw a card.', 'Whenever an Aura you control becomes attached to a creature you control, draw a card.'), 'becomes attached to'],
  [creature('Whenever you activate an ability of an artifact, Veiled Tidecaller gets +1/+0 until end of turn.', 'Whenever you activate an ability of an artifact, this creature gets +1/+0 until end of turn.'), 'activates'],
  [creature('Whenever you activate a ninjutsu ability, draw a card.', 'Whenever you activate a ninjutsu ability, draw a card.'), 'activates'],
  [creature("Whenever you activate Veiled Tidecaller's outlast ability, draw a card.", "Whenever you activate this creature's outlast ability, draw a card."), 'activates'],
  [curse('Whenever enchanted opponent draws a card, you may draw a card.'), 'enchanted opponent'],
  [curse('Whenever enchanted player gains life, you gain 1 life.'), 'enchanted player'],
  [blade('As long as equipped creature is a Human or an Angel, it gets +1/+1.', 'As long as equipped creature is a Human or an Angel, it gets +1/+1.'), '"elided":"equipped creature is"'],
  // Round 12: at least N damage dealt at once (CR 120.1), "you or <an object>" dealt damage (115.1), attacking you and
  // unblocked (508.1, 509.1h), losing control of an object an instruction named (603.7c, 108.4)
  [creature('Whenever Veiled Tidecaller deals 6 or more damage to an opponent, draw a card.', 'Whenever this creature deals 6 or more damage to an opponent, draw a card.'), '"damageAtLeast":6'],
  [creature('Whenever a creature you control deals 3 or more combat damage to a player, draw a card.', 'Whenever a creature you control deals 3 or more combat damage to a player, draw a card.'), '"damageAtLeast":3'],
  [creature('Whenever a source an opponent controls deals damage to you or a permanent you control, draw a card.', 'Whenever a source an opponent controls deals damage to you or a permanent you control, draw a card.'), '"orYou":true'],
  [creature("Whenever one or more creatures an opponent controls attack you and aren't blocked, draw a card.", "Whenever one or more creatures an opponent controls attack you and aren't blocked, draw a card."), "attacks you and isn't blocked"],
  [creature('{T}: Gain control of target artifact until end of turn. When you lose control of the artifact, tap it.', '{T}: Gain control of target artifact until end of turn. When you lose control of the artifact, tap it.'), '"kind":"you-lose-control-of"'],
  // "a spell you've cast" (CR 601.2), "you cast your commander" (903.3, 601.2i)
  [creature("Whenever a spell you've cast is countered, draw a card.", "Whenever a spell you've cast is countered, draw a card."), '"castHaveWritten":true'],
  [creature('When you cast your commander, draw a card.', 'When you cast your commander, draw a card.'), '"yourCommander":true'],
];

describe('trigger events and static conditions from parts', () => {
  it.each(LINES.map(([l, part]) => [l.legacy, l, part] as const))('%s', (_, line, part) => {
    const a = readInBothEras(line);
    expect(JSON.stringify(a)).toContain(part);
    expect(a.unsimulated?.length, 'recognized, not simulated').toBeGreaterThan(0);
  });

  // Carried out: "as long as any player controls …", told in the layer pass (CR 611.3a, 108.4;
  // test/rules/game/as-long-as-players-control.cards PC1).
  it('"~ has flying as long as any player controls a black permanent" is read with its players, and carried out', () => {
    const a = readInBothEras(creature('Veiled Tidecaller has flying as long as any player controls a black permanent.', 'This creature has flying as long as any player controls a black permanent.'));
    expect(JSON.stringify(a)).toContain('"who":"any-player"');
    expect(a.unsimulated).toBeUndefined();
  });

  // Carried out: an Equipment or Aura attached to it, told in the layer pass (CR 301.5, 303.4, 611.3a;
  // test/rules/game/self-as-long-as.cards SL7).
  it('"As long as ~ is enchanted or equipped, it gets +2/+2" is read with "~ is" shared, and carried out', () => {
    const a = readInBothEras(creature('As long as Veiled Tidecaller is enchanted or equipped, it gets +2/+2.', 'As long as this creature is enchanted or equipped, it gets +2/+2.'));
    expect(JSON.stringify(a)).toContain('"elided":"~ is"');
    expect(a.unsimulated).toBeUndefined();
  });

  it('reads no article that disagrees with its noun, and no "is" shared after a negation', () => {
    for (const line of [
      'Whenever Veiled Tidecaller deals six or more damage to an opponent, draw a card.', 'When you lose control of a artifact, tap it.',
      'Whenever you activate an ability of a artifact, draw a card.', 'Whenever you activate an ninjutsu ability, draw a card.',
      "As long as Veiled Tidecaller isn't enchanted or equipped, it gets +2/+2.",
    ]) expect(parseAbility(line, 0, CONTEXTS.c).unmodeled.length, line).toBeGreaterThan(0);
  });

  it.each([
    'Whenever Veiled Tidecaller deals combat damage to a creature, destroy that creature.',
  ])('"that creature" is the creature the event names, carried out (CR 510.2, 603.2c): %s', (line) => {
    const a = parseAbility(line, 0, CONTEXTS.c);
    expect(a.unmodeled).toEqual([]);
    expect(JSON.stringify('effects' in a ? a.effects : [])).toContain('"eventObject":true');
    expect(JSON.stringify('effects' in a ? a.effects : [])).not.toContain('"kind":"self"');
    expect(a.unsimulated ?? []).toEqual([]);
  });

  // CR 509.3b, 509.3d, 603.2: after a blocking event the engine passes the other creature of each pair (rules/triggers/
  // combat-triggers.ts; test/rules/game/flanking-blocked-by.cards), so "that creature" is carried out.
  it.each([
    'Whenever Veiled Tidecaller blocks a creature, destroy that creature.',
    'Whenever Veiled Tidecaller becomes blocked by a creature, that creature gets -1/-1 until end of turn.',
    'Whenever Veiled Tidecaller blocks or becomes blocked by a creature, destroy that creature.',
    'Whenever Veiled Tidecaller becomes blocked by a creature without flying, that creature gets -1/-1 until end of turn.',
  ])('"that creature" after a blocking event is the other creature, carried out: %s', (line) => {
    const a = parseAbility(line, 0, CONTEXTS.c);
    expect(a.unmodeled).toEqual([]);
    expect(JSON.stringify('effects' in a ? a.effects : [])).toContain('"eventObject":true');
    expect(a.unsimulated ?? []).toEqual([]);
  });
});
