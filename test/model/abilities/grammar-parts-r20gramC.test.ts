// Issue 26, grammar (round twenty, gramC): parts that combine with every instruction or object phrase. "<instruction> for
// each <countable>" after an instruction without an amount of its own — copying a spell, choosing another target, blocking
// an additional creature — the instruction done once per object or unit counted (CR 107.3, 608.2c); "non" before a
// supertype ("nonsnow", CR 205.4a); "that are enchanted or equipped", either state (CR 303.4, 301.5); "target creature and
// all Auras attached to it", the target and the objects attached to it (CR 303.4, 301.5, 608.2c); spells you cast this turn and
// "the next … spell you cast this turn" (CR 601.2, 611.2a); "without a +1/+1 counter on it" (CR 122.1); a bare "Merfolk you
// control" (CR 205.3m); "can't have or gain flying" (CR 613.1f); "Equip costs you pay cost {1} less", "cost up to {2} less"
// (CR 601.2f, 118.7).
// Invented lines in the shapes of real cards': read fully, printed back exactly in both eras; carried out where the
// engine does it, "recognized, not simulated" where it doesn't.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 107.3, 608.2c, 903.8: a copy once per time counted; the engine doesn't repeat the copy (not carried out).
  [sameInBoth('GramC20 Storm Echo', 'Instant', "When you cast this spell, copy it for each time you've cast your commander from the command zone this game. You may choose new targets for the copies."), 'copy-spell', false],
  [sameInBoth('GramC20 Mirror Rite', 'Instant', 'Copy target instant or sorcery spell for each creature you control.'), 'copy-spell', false],
  // CR 107.3, 115.1, 702.33d: another target once per time the spell was kicked (not carried out).
  [sameInBoth('GramC20 Comet Shower', 'Instant', 'Choose any target, then choose another target for each time this spell was kicked. GramC20 Comet Shower deals X damage to each of them.'), 'choose-target', false],
  // CR 509.1a, 107.3: an additional creature blocked once per Equipment counted (not carried out).
  [{ name: 'GramC20 Shield Legion', type: 'Creature — Human Soldier', legacy: 'GramC20 Shield Legion can block an additional creature each combat for each Equipment attached to GramC20 Shield Legion.', modern: 'This creature can block an additional creature each combat for each Equipment attached to it.' }, 'restriction', false],
  // CR 205.4a, 115.1: "nonsnow", a supertype negated (carried out: test/rules/game/gramC20-object-phrases.cards).
  [sameInBoth('GramC20 Hallowed Turf', 'Instant', "Return target nonsnow land you control to its owner's hand."), 'zone-change', true],
  [sameInBoth('GramC20 Thaw Strike', 'Instant', 'Destroy target nonsnow creature.'), 'zone-change', true],
  // CR 303.4, 301.5: "that are enchanted or equipped" (matched by the layers: test/rules/game/carryS-static-attached-words.cards).
  [sameInBoth('GramC20 Battle God', 'Creature — God', 'Creatures you control that are enchanted or equipped have double strike.'), 'gain-keyword', true],
  [sameInBoth('GramC20 Patrol Captain', 'Creature — Human', 'Creatures you control that are tapped or attacking get +1/+1.'), 'modify-pt', false],
  // CR 303.4, 301.5, 608.2c: the target and the Auras attached to it, moved together (carried out:
  // test/rules/game/r22-carryZ-attached-also.cards).
  [sameInBoth('GramC20 Hubris Wave', 'Instant', "Return target creature and all Auras attached to it to their owners' hands."), 'zone-change', true],
  [sameInBoth('GramC20 Undoing Word', 'Instant', "Return target creature and all white Auras you own attached to it to their owners' hands."), 'zone-change', true],
  // CR 601.2, 611.2a, 601.2f: spells cast during the rest of the turn, "the next … spell you cast this turn" (not matched by
  // the engine).
  [sameInBoth('GramC20 Giant Call', 'Sorcery', 'The next Giant spell you cast this turn costs {2} less to cast.'), 'cost-change', false],
  [sameInBoth('GramC20 Insistence', 'Sorcery', "The next creature spell you cast this turn can't be countered. Draw a card."), 'restriction', false],
  [sameInBoth('GramC20 Overmastery', 'Sorcery', "The next instant or sorcery spell you cast this turn can't be countered."), 'restriction', false],
  [sameInBoth('GramC20 Anarch Vow', 'Sorcery', "Creature spells you cast this turn can't be countered."), 'restriction', false],
  [sameInBoth('GramC20 Arena Lesson', 'Sorcery', 'Create a 2/1 red Human Wizard creature token. Spells you cast this turn cost {1} less to cast for each Wizard you control.'), 'cost-change', false],
  // CR 122.6, 107.3: an additional counter once per object counted on a permanent put onto the battlefield (not carried out).
  [{ name: 'GramC20 Arena Legend', type: 'Sorcery', legacy: 'Search your library for a planeswalker card, put it onto the battlefield, then shuffle your library. It enters the battlefield with an additional loyalty counter on it for each Wizard you control.', modern: 'Search your library for a planeswalker card, put it onto the battlefield, then shuffle. It enters with an additional loyalty counter on it for each Wizard you control.' }, 'enters-with-counters', false],
  // CR 122.1: "without a +1/+1 counter on it", no counter of that kind (carried out: gramC20-object-phrases.cards).
  [sameInBoth('GramC20 Culling Light', 'Sorcery', 'Destroy each creature without a +1/+1 counter on it.'), 'zone-change', true],
  [sameInBoth('GramC20 Acolyte Call', 'Creature — Human Cleric', 'Each other creature you control without a +1/+1 counter on it has flying.'), 'gain-keyword', true],
  // CR 205.3m, 611.3a: a subtype whose plural is itself written bare ("Merfolk you control") is the plural (carried out:
  // gramC20-object-phrases.cards).
  [sameInBoth('GramC20 Tide Lord', 'Creature — Merfolk Wizard', 'Other Merfolk you control get +1/+1.'), 'modify-pt', true],
  [sameInBoth('GramC20 Reef Lord', 'Creature — Merfolk', 'Other Merfolk get +1/+1 and have islandwalk.'), 'gain-keyword', true],
  [sameInBoth('GramC20 Spawn Herder', 'Creature — Eldrazi', 'Eldrazi you control have vigilance.'), 'gain-keyword', true],
  // CR 613.1f: "can't have or gain flying" (not carried out).
  [sameInBoth('GramC20 Sky Archetype', 'Enchantment Creature — Human', "Creatures your opponents control lose flying and can't have or gain flying."), 'lose-keyword', false],
  // CR 601.2f, 118.7: a keyword's costs one player pays, "up to" an amount less, once per time counted (not carried out).
  [sameInBoth('GramC20 Steelshaper', 'Creature — Human Artificer', 'Equip costs you pay cost {1} less.'), 'keyword-cost-change', false],
  [sameInBoth('GramC20 Catalyst', 'Artifact', 'Flashback costs you pay cost up to {2} less.'), 'keyword-cost-change', false],
  [sameInBoth('GramC20 Catalyst Tax', 'Artifact', 'Flashback costs your opponents pay cost {2} more.'), 'keyword-cost-change', false],
  [sameInBoth('GramC20 Toolbox', 'Creature — Human', "Blitz costs you pay cost {1} less for each time you've cast your commander from the command zone this game."), 'keyword-cost-change', false],
  [sameInBoth('GramC20 Planar Arch', 'Artifact', 'Creature spells you cast cost up to {2} less to cast.'), 'cost-change', false],
  [sameInBoth('GramC20 Lighthouse', 'Land', "{1}, {T}: Until end of turn, creatures your opponents control lose hexproof and shroud and can't have hexproof or shroud."), 'lose-keyword', false],
  // CR 205.3m, 608.2d: "any number of Plains you control", a subtype whose plural is itself (carried out).
  [sameInBoth('GramC20 Plains Sweep', 'Instant', "Return any number of Plains you control to their owner's hand."), 'zone-change', true],
];

/** Lines that stay not understood. */
const UNREAD = [
  // "for each" repeats only instructions without an amount of their own, of a closed list (not a zone change).
  'Exile target creature for each creature you control.',
  // Two states, not one state twice.
  'Creatures you control that are enchanted or enchanted have double strike.',
  // The objects moved with the target are those attached to it.
  "Return target creature and all Auras you control to their owners' hands.",
  // "the next" only before spells cast this turn.
  'The next creature spell you cast costs {1} less to cast.',
  // "without" only with one counter of a kind ("a"/"an").
  'Destroy each creature without two +1/+1 counters on it.',
  // A bare subtype is plural only when its plural is itself.
  'Elf you control have vigilance.',
  // One player's keyword costs: "you" or "your opponents".
  'Equip costs target player pays cost {1} less.',
];

describe('grammar parts, round twenty (gramC)', () => {
  for (const [line, kind, carriedOut] of LINES) it(line.legacy, () => void expectRow(line, kind, carriedOut));
  for (const text of UNREAD) it(`not read: ${text}`, () => {
    const a = parseAbility(text, 0, { cardName: 'GramC20 Unread', faceName: 'GramC20 Unread', typeLine: 'Sorcery' });
    expect(a.unmodeled.length).toBeGreaterThan(0);
  });
});
