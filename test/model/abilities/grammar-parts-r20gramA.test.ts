// Issue 26, grammar (round twenty, gramA): parts that combine. Invented lines in the shapes of real cards': read fully,
// printed back exactly in both eras; carried out where the engine does it, "recognized, not simulated" where it doesn't.

import { describe, it } from 'vitest';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 613.1f, 111.4, 114.2: keywords and quoted abilities listed together — "has "…" and "…"", "has first strike,
  // haste, and "…"", "a token with flying and "…"", "an emblem with "…" and "…"" (model/abilities/ability-list.ts); each
  // quoted ability is the object's (test/rules/game/gramA-ability-lists.cards). A list whose quoted ability the engine
  // doesn't carry out stays "recognized, not simulated".
  [sameInBoth('GramA20 Twin Staff', 'Artifact — Equipment', 'Equipped creature has "{T}: You gain 1 life" and "Whenever a creature dies, untap this creature."'), 'grant-ability', true],
  [sameInBoth('GramA20 Full Kit', 'Artifact — Equipment', 'Equipped creature gets +2/+2 and has first strike, trample, haste, and "Whenever this creature deals combat damage to a creature, exile that creature."'), 'grant-ability', true],
  [sameInBoth('GramA20 Two Gifts', 'Instant', 'Until end of turn, target creature gains "{T}: You gain 1 life." and "{T}: You gain 3 life."'), 'grant-ability', true],
  [{ name: 'GramA20 Egg', type: 'Creature — Dragon Egg', legacy: 'When GramA20 Egg dies, create a 2/2 red Dragon creature token with flying and "{R}: This creature gets +1/+0 until end of turn."', modern: 'When this creature dies, create a 2/2 red Dragon creature token with flying and "{R}: This creature gets +1/+0 until end of turn."' }, 'create-token', true],
  [sameInBoth('GramA20 Demon Rite', 'Sorcery', 'Create a 6/6 black Demon creature token with flying, trample, and "At the beginning of your upkeep, sacrifice another creature."'), 'create-token', true],
  [sameInBoth('GramA20 Pirate Gift', 'Sorcery', 'Each opponent creates a 1/1 red Pirate creature token with "This creature can\'t block" and "{T}: You gain 1 life."'), 'create-token', undefined],
  [sameInBoth('GramA20 Two Marks', 'Sorcery', 'You get an emblem with "Creatures you control get +1/+1." and "At the beginning of your end step, discard your hand."'), 'emblem', true],
  [sameInBoth('GramA20 Odd Mark', 'Sorcery', 'You get an emblem with "Creatures you control get +1/+1." and "You have no maximum hand size."'), 'emblem', false],
  // CR 702.6c, 702.6e: "Equip [quality] [cost]": a creature type, "legendary creature", "creature token" — its target a
  // creature you control with that quality (test/rules/game/gramA-equip-quality.cards); "Equip planeswalker" is
  // recognized, not simulated (the engine doesn't attach it to a planeswalker as though it were a creature).
  [sameInBoth('GramA20 Knight Banner', 'Artifact — Equipment', 'Equip Knight {1}'), 'keyword', true],
  [sameInBoth('GramA20 Hero Sword', 'Artifact — Equipment', 'Equip legendary creature {3}'), 'keyword', true],
  [sameInBoth('GramA20 Pennant', 'Artifact — Equipment', 'Equip creature token {1}'), 'keyword', true],
  [sameInBoth('GramA20 Walker Gift', 'Legendary Artifact — Equipment', 'Equip planeswalker {1}'), 'keyword', false],
  // CR 702.33b, 702.33f: "Kicker [cost 1] and/or [cost 2]" — two kicker instances, printed back as written; which was
  // paid matters: the scenario names it (`kicked with {1}{B}`, round 22 carryK: test/rules/game/r22-carryK-two-kickers.cards,
  // gramA-kicker-and-or.cards). A single kicker beside it stays carried out.
  [sameInBoth('GramA20 Battlemage', 'Creature — Human Wizard', 'Kicker {1}{B} and/or {R}'), 'keyword', true],
  [sameInBoth('GramA20 Seer', 'Creature — Human Wizard', 'Kicker {2}{U} and/or {2}{R}'), 'keyword', true],
  [sameInBoth('GramA20 Bird', 'Creature — Bird', 'Flying, kicker {2}{U}'), 'keyword', true],
];

describe('grammar parts, round twenty (gramA)', () => {
  for (const [line, kind, carriedOut] of LINES) it(line.legacy, () => void expectRow(line, kind, carriedOut));
});
