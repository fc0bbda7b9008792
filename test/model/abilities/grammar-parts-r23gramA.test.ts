// Issue 26, grammar (round twenty-three, gramA): the not-understood "if …" / "you may …" / "as long as …" lines, grown
// by the instruction or condition part that blocked them. Invented lines in the shapes of real cards': read fully,
// printed back exactly in both eras; carried out where the engine does it, "recognized, not simulated" where it doesn't.

import { describe, it } from 'vitest';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

const era = (name: string, type: string, legacy: string, modern: string): EraLine => ({ name, type, legacy, modern });

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 110.2a: "put … onto the battlefield under their owners' control" / "under its owner's control", as "return …".
  [era('GramA23 Preserve', 'Enchantment', "At the beginning of your upkeep, each player reveals the top card of their library. If all cards revealed this way are land cards, put those cards onto the battlefield under their owners' control.", "At the beginning of your upkeep, each player reveals the top card of their library. If all cards revealed this way are land cards, put those cards onto the battlefield under their owners' control."), 'zone-change', undefined],
  [era('GramA23 Savior', 'Creature — Human Wizard', "When GramA23 Savior leaves the battlefield, put the exiled cards onto the battlefield under their owners' control.", "When this creature leaves the battlefield, put the exiled cards onto the battlefield under their owners' control."), 'zone-change', true],
  [sameInBoth('GramA23 Homecoming', 'Sorcery', "Put target creature card from a graveyard onto the battlefield under its owner's control."), 'zone-change', true],
  // CR 506.3, 508.1b: "a creature is attacking you" (whom it attacks: read, not evaluated); CR 118.9, 702.8a, 601.3: a
  // free cast "and as though it had flash" (the timing: not carried out).
  [era('GramA23 Ambusher', 'Creature — Cat Warrior', 'If a creature is attacking you and you control a Forest and a Plains, you may cast GramA23 Ambusher without paying its mana cost and as though it had flash.', 'If a creature is attacking you and you control a Forest and a Plains, you may cast this spell without paying its mana cost and as though it had flash.'), 'cast-from', false],
  [sameInBoth('GramA23 Alarm', 'Enchantment', 'Whenever a creature attacks, if two or more creatures are attacking you, you gain 2 life.'), 'objects-are', false],
  [sameInBoth('GramA23 Quick Cascade', 'Sorcery', 'Exile the top card of your library. You may cast that card without paying its mana cost and as though it had flash.'), 'cast-from', false],
  [sameInBoth('GramA23 Aluren', 'Enchantment', 'Any player may cast creature spells with mana value 2 or less without paying their mana costs and as though they had flash.'), 'cast-from', false],
  // CR 201.5, 608.2c: a legendary card's own "she" / "he" (Oracle's pronoun for the character), as "her" / "him" are.
  [era('GramA23 Pyromancer, Chandra', 'Legendary Planeswalker — Chandra', 'Whenever one or more loyalty counters are removed from GramA23 Pyromancer, Chandra, she deals that much damage to target opponent or planeswalker.', 'Whenever one or more loyalty counters are removed from GramA23 Pyromancer, Chandra, she deals that much damage to target opponent or planeswalker.'), 'damage', false],
  // CR 122.1: "put another +1/+1 counter on ~" (one more counter), inside a quoted ability granted as long as (CR 611.3a).
  [era('GramA23 Threshold Beast', 'Creature — Plant', 'As long as seven or more cards are in your graveyard, GramA23 Threshold Beast has "At the beginning of your upkeep, you may put another +1/+1 counter on GramA23 Threshold Beast."', 'As long as seven or more cards are in your graveyard, this creature has "At the beginning of your upkeep, you may put another +1/+1 counter on this creature."'), 'add-counters', undefined],
  [sameInBoth('GramA23 Second Helping', 'Sorcery', 'Put another +1/+1 counter on target creature.'), 'add-counters', true],
  // CR 601.2d, 608.2c: "distribute up to that many … counters" (the number named before; read, not simulated).
  [sameInBoth('GramA23 Dawnbringer', 'Creature — Angel', 'At the beginning of each end step, if you gained life this turn, distribute up to that many +1/+1 counters among any number of other target creatures.'), 'distribute-counters', false],
  // CR 608.2c: "the creature you chose" / "the creature your opponent chose" (an object chosen before, as "the chosen creature").
  [sameInBoth('GramA23 Assassin', 'Creature — Goblin Assassin', '{T}: You choose target creature an opponent controls, and that opponent chooses target creature. Flip a coin. If you win the flip, destroy the creature you chose. If you lose the flip, destroy the creature your opponent chose.'), 'flip', false],
  // CR 701.6a, 707.10, 608.2c: "the spell countered this way" (the spell the instruction before countered; copying it is
  // not simulated).
  [era('GramA23 Rebuttal', 'Instant', 'Counter target instant or sorcery spell. If there are two or more instant and/or sorcery cards in your graveyard, you may copy the spell countered this way. You may choose new targets for the copy.', 'Counter target instant or sorcery spell. If there are two or more instant and/or sorcery cards in your graveyard, you may copy the spell countered this way. You may choose new targets for the copy.'), 'copy-spell', false],
];

describe('grammar parts, round twenty-three (gramA)', () => {
  for (const [line, kind, carriedOut] of LINES) it(line.legacy, () => void expectRow(line, kind, carriedOut));
});
