// Conditions, cost changes and amounts from typed parts (issue 26, the "if …", "This spell costs", "that much" families):
// a keyword named without its cost or number ("it has madness", "it doesn't have rampage": CR 702.1, carried out), "an enchanted /
// equipped creature" (CR 303.4, 301.5), "~ deals that much damage to any target" (CR 608.2c, 603.2), a cost change with
// colored mana, per target beyond the first, or during a step (CR 601.2c, 601.2f), "that player draws an additional card"
// (CR 121.1, 504.1), "an opponent controls the creature with the greatest toughness" (CR 208.1, 202.3; "you control …" is
// carried out),
// "twice that much damage" and "twice that much life" (CR 614.1a), "your library has no cards in it" (CR 401.1), "from your
// hand or graveyard" (CR 400.1). Invented lines in the shapes of real cards', read fully and printed back exactly in both eras, and
// recognized, not simulated: the engine carries none of them out, so answers resting on them are inconclusive.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { CONTEXTS } from './rules-lines';
import { readInBothEras, sameInBoth, type EraLine } from './both-eras';
import { allKinds } from './read-not-simulated';

const creature = (legacy: string, modern: string): EraLine => ({ name: 'Veiled Tidecaller', type: 'Creature — Merfolk Wizard', legacy, modern });
const sorcery = (line: string): EraLine => sameInBoth('Sudden Shroud', 'Sorcery', line);
const shroud = (legacy: string, modern: string): EraLine => ({ name: 'Sudden Shroud', type: 'Instant', legacy, modern });

/** [line, a part of its model, as JSON] */
const LINES: [EraLine, string][] = [
  // CR 303.4, 301.5: "an enchanted creature", "an equipped creature" as a kind of permanent: a target's and a static
  // ability's are carried out (test/model/abilities/carryZ-r20-objects-told.test.ts).
  // CR 608.2c, 603.2: "that much damage", as much as an earlier instruction or the trigger event produced.
  [shroud('Prevent the next 3 damage that would be dealt to you this turn. If damage is prevented this way, Sudden Shroud deals that much damage to any target.', 'Prevent the next 3 damage that would be dealt to you this turn. If damage is prevented this way, this spell deals that much damage to any target.'), '"modified":"that much damage"'],
  // CR 601.2c, 601.2f: a spell's own cost changed during a step or turn; colored mana taken off a cost (118.7c).
  [sorcery('This spell costs {2} less to cast during your end step.'), '"during":"your end step"'],
  [sorcery('This spell costs {1}{R} more to cast during your turn.'), '"during":"your turn"'],
  [sorcery("This spell costs {2}{U} less to cast if you've cast an instant or sorcery spell this turn."), '"mana":"{2}{U}"'],
  [shroud('Sudden Shroud deals 2 damage to any target. If you control a Giant, Sudden Shroud deals twice that much damage instead.', 'This spell deals 2 damage to any target. If you control a Giant, this spell deals twice that much damage instead.'), '"modified":"twice that much damage"'],
  // CR 208.1, 202.3: the object of a kind with the greatest value an opponent controls (yours is carried out, below).
  [creature('At the beginning of your upkeep, if an opponent controls the creature with the greatest toughness among creatures on the battlefield, you gain 1 life.', 'At the beginning of your upkeep, if an opponent controls the creature with the greatest toughness among creatures on the battlefield, you gain 1 life.'), '"among"'],
  // CR 401.1, 614.1a: an empty library; a replacement while it holds; "twice that much life".
  // ("… you win the game instead" is carried out: test/rules/game/r22-carryS-draw-replacements.cards; gaining life instead isn't.)
  [creature('If you would draw a card while your library has no cards in it, you gain 5 life instead.', 'If you would draw a card while your library has no cards in it, you gain 5 life instead.'), '"none":true'],
  // ("If you would gain life, you gain twice that much life instead" is carried out: test/rules/game/carrys-life-gain-replacements.cards.)
  [creature('If you would gain life, you may gain twice that much life instead.', 'If you would gain life, you may gain twice that much life instead.'), '"twice":true'],
  // CR 400.1: two of a player's zones, either.
  [creature('When Veiled Tidecaller enters the battlefield, you may put an artifact card from your hand or graveyard onto the battlefield.', 'When this creature enters, you may put an artifact card from your hand or graveyard onto the battlefield.'), '"zonePhrase":"from your hand or graveyard"'],
  // CR 707.10, 701.16a: "twice", the instruction done two times; CR 608.2c: "that creature or planeswalker" named before.
  [shroud('Copy target instant or sorcery spell twice. You may choose new targets for the copies.', 'Copy target instant or sorcery spell twice. You may choose new targets for the copies.'), '"twice":true'],
  // "that's a Wolf or a Werewolf" and "that's a Soldier or an Elf" are matched (CR 205.3m): test/model/abilities/lead20-now-carried-out.test.ts.
  // CR 105.4: "sources of the color of your choice", a color chosen as the effect resolves.
  [sorcery('Prevent all damage that sources of the color of your choice would deal this turn.'), '"ofColorOfYourChoice":true'],
  [creature('{1}{W}: Prevent all damage that would be dealt to another target creature this turn by sources of the color of your choice.', '{1}{W}: Prevent all damage that would be dealt to another target creature this turn by sources of the color of your choice.'), '"ofColorOfYourChoice":true'],
  // CR 608.2c: "repeat this process", the instructions before it done again.
  [sorcery('Reveal the top card of your library and put that card into your hand. You lose life equal to its mana value. You may repeat this process any number of times.'), '"times":"any number of times"'],
  [sorcery("Reveal the top card of your library and put that card into your hand. If it's a creature card, repeat this process."), '"kind":"repeat-process"'],
  [sorcery('Reveal the top card of your library and put that card into your hand. Repeat this process two more times.'), '"times":"two more times"'],
  // CR 121.1, 504.1: a draw added to the one the draw step makes is carried out (test/rules/game/draw-additional.cards).
];

describe('conditions, cost changes and amounts from parts (both eras, recognized, not simulated)', () => {
  it.each(LINES.map(([l, part]) => [l.legacy, l, part] as const))('%s', (_, line, part) => {
    const a = readInBothEras(line);
    expect(JSON.stringify(a)).toContain(part);
    expect(a.unsimulated?.length, 'recognized, not simulated').toBeGreaterThan(0);
  });

  // CR 702.1: a keyword that takes a cost or a number, named alone: the object's keywords now, carried out
  // (rules/queries/keyword-condition.ts; test/rules/game/keyword-and-foretold-conditions.cards).
  it.each([
    [creature('Whenever you discard a card, if it has madness, untap Veiled Tidecaller.', 'Whenever you discard a card, if it has madness, untap this creature.'), '"keyword":"Madness"'],
    [creature("Whenever Veiled Tidecaller attacks, if it doesn't have rampage, draw a card.", "Whenever this creature attacks, if it doesn't have rampage, draw a card."), '"keyword":"Rampage","negated":true'],
    [creature('Whenever you cast a creature spell, if it has kicker, draw a card.', 'Whenever you cast a creature spell, if it has kicker, draw a card.'), '"keyword":"Kicker"'],
    // CR 303.4, 301.5a, 700.9: "if you control an enchanted / equipped creature" (rules/queries/attachment-adjectives.ts;
    // test/rules/game/modified-creature-condition.cards).
    [creature('At the beginning of your upkeep, if you control an enchanted creature, draw a card.', 'At the beginning of your upkeep, if you control an enchanted creature, draw a card.'), '"adjectives":["enchanted"]'],
    [creature('At the beginning of your upkeep, if you control an equipped creature, you gain 2 life.', 'At the beginning of your upkeep, if you control an equipped creature, you gain 2 life.'), '"adjectives":["equipped"]'],
    // CR 401.1: "if your library has no cards in it" (rules/queries/conditions.ts; test/rules/game/condition-counts.cards).
    [creature('At the beginning of your upkeep, if your library has no cards in it, you lose 2 life.', 'At the beginning of your upkeep, if your library has no cards in it, you lose 2 life.'), '"kind":"library-size"'],
    // CR 208.1, 202.3, 109.4: you control the object of a kind with the greatest value, "or tied for" it
    // (rules/queries/controls-most.ts; test/rules/game/carryc-controls-most.cards).
    [creature('At the beginning of your upkeep, draw a card if you control the creature with the greatest power or tied for the greatest power.', 'At the beginning of your upkeep, draw a card if you control the creature with the greatest power or tied for the greatest power.'), '"kind":"controls-most"'],
    [creature('At the beginning of your upkeep, if you control the artifact with the highest mana value or tied for the highest mana value, draw a card.', 'At the beginning of your upkeep, if you control the artifact with the highest mana value or tied for the highest mana value, draw a card.'), '"word":"highest"'],
  ] as const)('reads a keyword named alone and carries it out: %s', (line, part) => {
    const a = readInBothEras(line);
    expect(JSON.stringify(a)).toContain(part);
    expect(a.unsimulated ?? []).toEqual([]);
  });

  it('keeps the lines it carried out before carried out', () => {
    for (const line of ['This spell costs {1} less to cast.', 'This spell costs {2} more to cast.', 'This spell costs {1} less to cast for each creature you control.']) {
      const a = parseAbility(line, 0, CONTEXTS.s);
      expect(a.unmodeled, line).toEqual([]);
      expect(a.unsimulated ?? [], line).toEqual([]);
      expect(JSON.stringify(a), line).not.toContain('"mana"');
    }
  });

  // CR 601.2c, 601.2f: colored mana added to a cost, and a cost per target beyond the first — the targets announced
  // before the total cost (rules/queries/casting-cost.ts; test/rules/game/cost-change-targets.cards CCT4–CCT5).
  it.each([
    [sorcery('This spell costs {2}{U} more to cast for each target beyond the first.'), '"beyondFirst":true'],
    [sorcery('This spell costs {1} more to cast for each target beyond the first.'), '"mana":"{1}"'],
    [sorcery('Creature spells you cast cost {1}{G} more to cast.'), '"mana":"{1}{G}"'],
  ] as const)('reads a cost change with colored mana or per target and carries it out: %s', (line, part) => {
    const a = readInBothEras(line);
    expect(JSON.stringify(a)).toContain(part);
    expect(a.unsimulated ?? []).toEqual([]);
  });

  it('reads "investigate twice" as the action done two times, carried out (CR 701.16a: two Clue tokens, test/rules/game/investigate-surveil.cards)', () => {
    const a = readInBothEras(sorcery('Investigate twice.'));
    expect(JSON.stringify(a)).toContain('"twice":true');
    expect(a.unsimulated ?? []).toEqual([]);
  });

  it('reads "enchanted" after "is" as the state, not a kind (CR 303.4)', () => {
    const a = parseAbility('As long as Veiled Tidecaller is enchanted, it gets +1/+1.', 0, CONTEXTS.c);
    expect(allKinds(a)).toContain('state');
  });

  it('leaves a keyword with a wrong name, or a cost where none is asked, unread', () => {
    for (const line of [
      'Whenever you discard a card, if it has madnes, untap Veiled Tidecaller.',
      'This spell costs {2}{U} more to cast for each target beyond the second.',
      'This spell costs {2} less to cast during your upkeep.',
      'Reveal the top card of your library and put that card into your hand. Repeat this process three more times.',
      "Each creature you control that's an Wolf enters the battlefield with an additional +1/+1 counter on it.",
      'At the beginning of your upkeep, if you control the creature with the greatest power or tied for the highest power, draw a card.',
      'At the beginning of your upkeep, if you controls the creature with the greatest power, draw a card.',
    ]) expect(parseAbility(line, 0, CONTEXTS.c).unmodeled.length, line).toBeGreaterThan(0);
  });
});

describe("the bottom of its owner's library (CR 400.3, 401.1): carried out, test/rules/game/owners-library-bottom.cards", () => {
  it.each([
    creature("When Veiled Tidecaller dies, put it on the bottom of its owner's library.", "When this creature dies, put it on the bottom of its owner's library."),
    sorcery("Put target attacking creature on the bottom of its owner's library."),
  ].map((l) => [l.legacy, l] as const))('%s', (_, line) => {
    const a = readInBothEras(line);
    expect(JSON.stringify(a)).toContain('"owners":"its owner\'s"');
    expect(a.unsimulated ?? []).toEqual([]);
  });
});
