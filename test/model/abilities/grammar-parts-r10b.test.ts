// Issue 26, grammar (round ten, gramB): parts of real rules text — another object's activated abilities gained ("~ has all
// activated abilities of all cards exiled with it", CR 613.1f), one kind left out "other than a basic land" (CR 608.2c),
// a permanent put into exile from the battlefield as a trigger event (CR 603.6c, 406.1), objects "goaded / phased out /
// tapped this way" (CR 608.2c), an ability's source by its kind ("from an artifact source", CR 113.7), "that permanent's
// activated abilities can't be activated this turn" (CR 602.5, 608.2c). Invented lines in the shapes of
// real cards': read fully, printed back exactly in both eras; carried out where the engine does it
// (test/rules/game/exiled-from-battlefield.cards), "recognized, not simulated" where it doesn't.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { sameInBoth, type EraLine, expectRow } from './both-eras';
import { CONTEXTS } from './rules-lines';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean][] = [
  // CR 613.1f, 201.5a: the activated abilities of other objects gained (layer 6; not applied by the layers).
  [{ name: 'Scrap Welder', type: 'Artifact Creature — Myr', legacy: 'Scrap Welder has all activated abilities of all cards exiled with it.', modern: 'This creature has all activated abilities of all cards exiled with it.' }, 'gain-abilities-of', false],
  [{ name: 'Stitch Crawler', type: 'Creature — Zombie', legacy: 'Stitch Crawler has all activated abilities of all creature cards exiled with it.', modern: 'This creature has all activated abilities of all creature cards exiled with it.' }, 'gain-abilities-of', false],
  [{ name: 'Lab Kraj', type: 'Legendary Creature — Ooze Mutant', legacy: 'Lab Kraj has all activated abilities of each other creature with a +1/+1 counter on it.', modern: 'This creature has all activated abilities of each other creature with a +1/+1 counter on it.' }, 'gain-abilities-of', false],
  [{ name: 'Mercury Elemental', type: 'Creature — Elemental', legacy: '{U}: Mercury Elemental gains all activated abilities of target creature until end of turn.', modern: '{U}: This creature gains all activated abilities of target creature until end of turn.' }, 'gain-abilities-of', false],
  // CR 608.2c: one kind left out, matched by the engine (rules/state/filters.ts `exceptFor`).
  [sameInBoth('Wide Razing', 'Sorcery', 'Destroy target permanent other than a basic land.'), 'zone-change', true],
  [sameInBoth('Grave Sift', 'Instant', 'Exile target card in a graveyard other than a basic land card.'), 'zone-change', true],
  [{ name: 'Human Watch', type: 'Enchantment', legacy: 'Whenever a creature other than a Human enters the battlefield, you gain 1 life.', modern: 'Whenever a creature other than a Human enters, you gain 1 life.' }, 'life', true],
  // CR 603.6c, 406.1: a permanent put into exile from the battlefield (rules/triggers/zone-triggers.ts).
  [{ name: 'Soul Keeper', type: 'Creature — Spirit', legacy: 'Whenever a creature is exiled from the battlefield, put a +1/+1 counter on Soul Keeper.', modern: 'Whenever a creature is exiled from the battlefield, put a +1/+1 counter on this creature.' }, 'add-counters', true],
  [sameInBoth('Exile Keeper', 'Creature — Spirit', 'Whenever a creature you control is put into exile from the battlefield, you gain 2 life.'), 'life', true],
  // CR 608.2c, 701.15a, 702.26a: the objects an earlier instruction goaded, phased out or tapped, counted (not by the engine).
  [{ name: 'Time Warden', type: 'Enchantment', legacy: 'Put a time counter on Time Warden for each creature phased out this way.', modern: 'Put a time counter on this enchantment for each creature phased out this way.' }, 'add-counters', false],
  [{ name: 'Goad Keeper', type: 'Legendary Creature — Human Wizard', legacy: 'Put a +1/+1 counter on Goad Keeper for each creature goaded this way.', modern: 'Put a +1/+1 counter on this creature for each creature goaded this way.' }, 'add-counters', false],
  // CR 113.7: an ability's source by its kind (counter-spell of abilities, not carried out).
  [sameInBoth('Rust Ward', 'Instant', 'Counter target activated ability from an artifact source.'), 'counter-spell', false],
  [sameInBoth('Source Lock', 'Instant', 'Counter target activated ability from an artifact, creature, enchantment, or land.'), 'counter-spell', false],
  // CR 602.5, 608.2c: the object named before by its noun (not carried out).
  [sameInBoth('Stall Order', 'Instant', "Tap target creature. That creature's activated abilities can't be activated this turn."), 'cant-activate', false],
];

describe('shared parts, round ten (gramB): abilities of other objects, "other than a …", exiled from the battlefield (CR 613.1f, 608.2c, 603.6c)', () => {
  it.each(LINES)('%o', (line, kind, carriedOut) => {
    expectRow(line, kind, carriedOut);
  });

  it('leaves what does not agree unread', () => {
    for (const line of [
      // "other than" with phrases after the kind: the zone is the whole phrase's, never the left-out kind's.
      'Return target creature card other than an Elf card from your graveyard to your hand.',
      'Destroy target creature other than a Zombie you control.',
      'Destroy target permanent other than basic lands.',
      // Only activated abilities are gained this way.
      'Scrap Welder has all triggered abilities of all cards exiled with it.',
      'Whenever a creature is exiled from the graveyard, draw a card.',
      'Put a time counter on it for each creature melted this way.',
      'Counter target activated ability from an artifact source you control.',
      'Counter target spell from an artifact source.',
      "That wizard's activated abilities can't be activated this turn.",
    ]) {
      expect(parseAbility(line, 0, CONTEXTS.e).unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});
