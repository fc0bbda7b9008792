// Issue 26, grammar-a (session 2026-12-03 b): static and replacement families of real rules text built from typed parts —
// spells described by what they target ("Spells your opponents cast that target ~ / a Merfolk you control / you or a
// permanent you control", CR 115.1, 601.2c) and by the turn they are cast in ("… cast during your turn", 601.2f);
// prevention shields for one chosen source, divided, or for "you and/or permanents you control" (615.7, 609.7a, 601.2d);
// damage to "you and creatures you control" (120.3); "can't be regenerated this turn" (701.19c), "can't be blocked this
// combat" (509.1b); permanents of a kind that don't untap during their controllers' untap steps (502.3); "The same is
// true for <keywords>" (613.1f); "They're still lands." (205.1b); "Your maximum hand size is …" (402.2).
// Invented lines in the shapes of real cards': read fully, printed back exactly in both eras, and — unless the engine
// carries the shape out (a scenario in test/rules/game proves it) — recognized, not simulated.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { readInBothEras, sameInBoth, type EraLine } from './both-eras';
import { allKinds } from './read-not-simulated';
import { CONTEXTS } from './rules-lines';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean][] = [
  // CR 115.1, 601.2c, 601.2f: a spell's targets are announced before its total cost is determined; the engine reads
  // them (test/rules/game/cost-change-targets.cards CCT1–CCT3).
  [{ name: 'Harbor Serpent', type: 'Creature — Serpent', legacy: 'Spells your opponents cast that target Harbor Serpent cost {2} more to cast.', modern: 'Spells your opponents cast that target this creature cost {2} more to cast.' }, 'cost-change', true],
  [{ name: 'Harbor Serpent', type: 'Creature — Serpent', legacy: 'Spells your opponents cast that target Harbor Serpent cost {1} less to cast.', modern: 'Spells your opponents cast that target this creature cost {1} less to cast.' }, 'cost-change', true],
  [sameInBoth('Reef Warden', 'Creature — Merfolk Wizard', 'Spells your opponents cast that target a Merfolk you control cost {2} more to cast.'), 'cost-change', true],
  [sameInBoth('Reef Warden', 'Enchantment', 'Spells your opponents cast that target you or a permanent you control cost {2} more to cast.'), 'cost-change', true],
  // CR 115.1, 701.6a: a counterspell's target is legal while one of that spell's targets is such an object or you
  // (test/rules/game/counter-spell-that-targets.cards CS1–CS3); a trigger on such a spell is not fired.
  [sameInBoth('Turn Aside', 'Instant', 'Counter target spell that targets a permanent you control.'), 'counter-spell', true],
  [sameInBoth('Storm Ward', 'Instant', 'Counter target spell or ability that targets you or a creature you control.'), 'counter-spell', true],
  [sameInBoth('Season Ward', 'Enchantment', 'Whenever you cast a spell that targets a creature you control, draw a card.'), 'draw', false],
  // CR 601.2f: the turn a spell is cast in (test/rules/game/cost-change-turn.cards CT1).
  [sameInBoth('Turn Warden', 'Creature — Human Cleric', 'Spells your opponents cast during your turn cost {1} more to cast.'), 'cost-change', true],
  // CR 615.7, 609.7a: a shield for the damage one chosen source would deal, or for a total divided as the spell is cast
  // (601.2d), or shared by you and your permanents: one shield of N, which the engine's per-object shields are not.
  [sameInBoth('Mending Light', 'Instant', 'Prevent the next 3 damage that would be dealt to any target this turn by a source of your choice.'), 'prevent-next-damage', false],
  [sameInBoth('Mending Light', 'Instant', 'Prevent the next 3 damage that a source of your choice would deal to you and/or permanents you control this turn.'), 'prevent-next-damage', false],
  [sameInBoth('Mending Light', 'Instant', 'Prevent the next 4 damage that would be dealt this turn to any number of targets, divided as you choose.'), 'prevent-next-damage', false],
  [sameInBoth('Mending Light', 'Instant', 'Prevent the next X damage that would be dealt to you and/or creatures you control this turn.'), 'prevent-next-damage', false],
  [sameInBoth('Mending Light', 'Instant', 'Prevent all damage that would be dealt to you and permanents you control this turn.'), 'prevent-all', false],
  // CR 120.3, 608.2f: you and each of those objects are dealt the damage (test/rules/game/damage-you-and-objects.cards YD1).
  [{ name: 'Backfire Totem', type: 'Artifact', legacy: '{1}: Backfire Totem deals 1 damage to you and creatures you control.', modern: '{1}: This artifact deals 1 damage to you and creatures you control.' }, 'damage', true],
  // CR 701.19c, 514.2: regeneration shields don't apply until the turn ends (test/rules/game/cant-be-regenerated-this-turn.cards).
  [sameInBoth('Bone Breaker', 'Instant', "Target creature can't be regenerated this turn."), 'restriction', true],
  [{ name: 'Holy Knight', type: 'Creature — Human Knight', legacy: "{2}: Holy Knight can't be regenerated this turn.", modern: "{2}: This creature can't be regenerated this turn." }, 'restriction', true],
  // CR 509.1b: unblockable for one combat (not enforced by the engine).
  [{ name: 'Lone Raider', type: 'Creature — Human Warrior', legacy: "Whenever Lone Raider attacks alone, Lone Raider can't be blocked this combat.", modern: "Whenever this creature attacks alone, this creature can't be blocked this combat." }, 'restriction', false],
  // CR 502.3: permanents of a kind stay tapped in their controllers' untap steps (test/rules/game/untap-static-kinds.cards).
  [sameInBoth('Frozen Skies', 'Enchantment', "Creatures with flying don't untap during their controllers' untap steps."), 'restriction', true],
  [sameInBoth('Rime Shackles', 'Enchantment', "Creatures with ice counters on them don't untap during their controllers' untap steps."), 'restriction', true],
  [sameInBoth('Stone Tide', 'Enchantment', "Nonbasic lands don't untap during their controllers' untap steps."), 'restriction', true],
  // CR 502.3: one untap step of a player the ability names, objects a target player controls (read, not simulated).
  [sameInBoth('Slumber Gas', 'Sorcery', "Creatures target player controls don't untap during that player's next untap step."), 'restriction', false],
  [sameInBoth('Slumber Gas', 'Sorcery', "Lands target player controls don't untap during their next untap step."), 'restriction', false],
  [sameInBoth('Slumber Gas', 'Sorcery', "Tap all creatures target player controls. Those creatures don't untap during that player's next untap step."), 'restriction', false],
  // CR 613.1f, 608.2c: the keyword sentence before it again, once for each keyword listed ("landwalk", "protection" named
  // as kinds, CR 702.14, 702.16); not carried out.
  [{ name: 'Grave Mimic', type: 'Creature — Spirit', legacy: 'As long as a creature card with flying is in a graveyard, Grave Mimic has flying. The same is true for first strike, landwalk, protection, and trample.', modern: 'As long as a creature card with flying is in a graveyard, this creature has flying. The same is true for first strike, landwalk, protection, and trample.' }, 'same-true-for', false],
  [{ name: 'Sky Marshal', type: 'Creature — Bird Soldier', legacy: 'At the beginning of each combat, Sky Marshal gains flying until end of turn if you control a creature with flying. The same is true for deathtouch, haste, and vigilance.', modern: 'At the beginning of each combat, this creature gains flying until end of turn if you control a creature with flying. The same is true for deathtouch, haste, and vigilance.' }, 'same-true-for', false],
  // CR 205.1b, 613.4b: "They're still lands." after several lands become creatures (test/rules/game/still-lands-plural.cards).
  [sameInBoth('Living Fields', 'Sorcery', "All lands you control become 1/1 creatures until end of turn. They're still lands."), 'become-type', true],
  [sameInBoth('Living Fields', 'Sorcery', "Until end of turn, any number of target lands you control become 1/1 Elemental creatures with vigilance and haste. They're still lands."), 'become-type', true],
  // CR 402.2, 514.1: a maximum hand size set, increased or reduced (test/rules/game/max-hand-size.cards MH1–MH2); one
  // equal to a quantity is read, not counted.
  [sameInBoth('Narrow Library', 'Enchantment', 'Your maximum hand size is two.'), 'max-hand-size', true],
  [sameInBoth('Wide Shelf', 'Artifact', 'Your maximum hand size is increased by one.'), 'max-hand-size', true],
  [sameInBoth('Thin Nibbler', 'Creature — Homunculus', 'Your maximum hand size is reduced by two.'), 'max-hand-size', true],
  [{ name: 'Hour Glass', type: 'Artifact', legacy: 'Your maximum hand size is equal to the number of hour counters on Hour Glass.', modern: 'Your maximum hand size is equal to the number of hour counters on this artifact.' }, 'max-hand-size', false],
  // CR 402.2: each opponent's maximum hand size changed, the controller's kept (test/rules/game/max-hand-size.cards MH3).
  [sameInBoth('Crowding Gnat', 'Creature — Insect', "Each opponent's maximum hand size is reduced by two."), 'max-hand-size', true],
  [sameInBoth('Crowding Gnat', 'Creature — Insect', "Each opponent's maximum hand size is reduced by one."), 'max-hand-size', true],
  // CR 702.18a: a player with shroud can't be the target of any spell or ability (test/rules/game/player-hexproof.cards PH3–PH4).
  [sameInBoth('Veiled Believer', 'Creature — Human Cleric', 'You have shroud.'), 'rule', true],
];

describe('spells by their targets and turn, prevention shields, you and your objects (CR 115.1, 601.2c, 601.2f, 615.7, 120.3)', () => {
  it.each(LINES)('%o', (line, kind, carried) => {
    const a = readInBothEras(line);
    expect(allKinds(a)).toContain(kind);
    expect((a.unsimulated?.length ?? 0) === 0, carried ? 'carried out' : 'recognized, not simulated').toBe(carried);
  });

  it('leaves what does not agree unread', () => {
    for (const line of [
      'Spells your opponents cast that target cost {2} more to cast.',
      'Spells your opponents cast during the turn cost {1} more to cast.',
      'Spells your opponents cast that target a banana cost {2} more to cast.',
      'Prevent the next 3 damage that would be dealt to you and/or target creature this turn.',
      'Prevent the next 3 damage that would be dealt this turn to any target, divided as you wish.',
      "Creatures with the counters on them don't untap during their controllers' untap steps.",
      "Creatures don't untap during their controllers' upkeep steps.",
      'The same is true for bananas and trample.',
      'The same is true for trample.',
      "All lands you control become 1/1 creatures until end of turn. They're still land.",
      'Your maximum hand size is increased by some.',
    ]) {
      const a = parseAbility(line, 0, CONTEXTS.c);
      expect(a.unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});
