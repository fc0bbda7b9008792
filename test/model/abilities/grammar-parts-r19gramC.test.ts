// Issue 26, grammar (round nineteen, gramC): amounts as typed parts that combine. "the amount of life you've gained this
// turn" (the perfect as written, CR 119.3); "investigate X times, where X is …" (CR 701.16a, 107.3c); ", where X is …"
// after a quoted ability whose last period is the comma inside the closing quotation mark (CR 107.3c, 113.1a); connive N
// (CR 701.50e); "+X/+Y, where X is … and Y is …" and "+4/-X" (CR 107.3c); "Distribute X … counters" (CR 601.2d); "count
// the number of …" (CR 608.2c); "the greatest number of <objects> a player controls" (CR 608.2h); "<spells> can't be cast"
// (CR 101.2, 601.2).
// Invented lines in the shapes of real cards': read fully, printed back exactly in both eras; carried out where the
// engine does it, "recognized, not simulated" where it doesn't.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 119.3, 107.3c, 614.1c: the life you gained this turn, counted from the turn's history (rules/queries/game-quantities.ts).
  [{ name: 'GramC19 Thriving Wurm', type: 'Creature — Wurm', legacy: "GramC19 Thriving Wurm enters the battlefield with X +1/+1 counters on it, where X is the amount of life you've gained this turn.", modern: "This creature enters with X +1/+1 counters on it, where X is the amount of life you've gained this turn." }, 'add-counters', undefined],
  [sameInBoth('GramC19 Tally Glimpse', 'Sorcery', "Draw X cards, where X is the amount of life you've gained this turn."), 'draw', true],
  // CR 701.16a, 107.3c: X counted as the ability resolves, a Clue each time (test/rules/game/gramC19-amounts.cards).
  [{ name: 'GramC19 Clue Seeker', type: 'Creature — Human Detective', legacy: 'When GramC19 Clue Seeker enters the battlefield, investigate X times, where X is the number of Forests you control.', modern: 'When this creature enters, investigate X times, where X is the number of Forests you control.' }, 'player-action', true],
  // CR 701.16a, 107.3, 608.2h: "once" before the per-object phrase; the objects counted as it resolves (gramC19-amounts.cards).
  [{ name: 'GramC19 Chief Tracker', type: 'Creature — Human Detective', legacy: 'Whenever GramC19 Chief Tracker attacks, investigate once for each nontoken attacking creature.', modern: 'Whenever this creature attacks, investigate once for each nontoken attacking creature.' }, 'player-action', true],
  [sameInBoth('GramC19 Case Notes', 'Sorcery', 'Investigate once.'), 'player-action', true],
  // CR 107.3c, 113.1a: the quoted ability's period written as the comma before "where" (carried out as "create X … tokens").
  [sameInBoth('GramC19 Pest Brood', 'Sorcery', 'Create X 1/1 black and green Pest creature tokens with "When this creature dies, you gain 1 life," where X is the number of creatures you control.'), 'create-token', true],
  // CR 701.50e: connive N, X defined by the text (CR 107.3c); connive is not carried out.
  [sameInBoth('GramC19 Schemer Mask', 'Artifact — Equipment', 'Whenever equipped creature deals combat damage to a player, it connives X, where X is the amount of damage it dealt to that player.'), 'permanent-action', false],
  [{ name: 'GramC19 Plotter', type: 'Creature — Rogue', legacy: 'When GramC19 Plotter enters the battlefield, it connives 2.', modern: 'When this creature enters, it connives 2.' }, 'permanent-action', false],
  // CR 107.3c: "+X/+Y, where X is … and Y is …", two numbers the sentence defines; read, not carried out (the engine
  // counts X alone).
  [{ name: 'GramC19 Ingester', type: 'Creature — Phyrexian Nightmare', legacy: "GramC19 Ingester gets +X/+Y, where X is the exiled creature card's power and Y is its toughness.", modern: "This creature gets +X/+Y, where X is the exiled creature card's power and Y is its toughness." }, 'modify-pt-x', false],
  [sameInBoth('GramC19 Split Growth', 'Instant', 'Target creature gets +X/+Y until end of turn, where X is the number of creatures you control and Y is the number of lands you control.'), 'modify-pt-x', false],
  [{ name: 'GramC19 Plasm', type: 'Creature — Horror', legacy: "Whenever GramC19 Plasm attacks, exile the top card of your library. If it's a creature card, GramC19 Plasm gets +X/+Y until end of turn, where X is the exiled creature card's power and Y is its toughness.", modern: "Whenever this creature attacks, exile the top card of your library. If it's a creature card, this creature gets +X/+Y until end of turn, where X is the exiled creature card's power and Y is its toughness." }, 'modify-pt-x', false],
  // CR 107.3c: a fixed number on one side of the P/T change, X on the other; read, not carried out.
  [sameInBoth('GramC19 Lust', 'Instant', 'If target creature has toughness 5 or greater, it gets +4/-4 until end of turn. Otherwise, it gets +4/-X until end of turn, where X is its toughness minus 1.'), 'modify-pt-x', false],
  [sameInBoth('GramC19 Turnabout Wind', 'Instant', 'Target creature gets -X/+2 until end of turn, where X is the number of lands you control.'), 'modify-pt-x', false],
  // CR 601.2d, 107.3c: distributing X counters, X defined by the text; not carried out.
  [sameInBoth('GramC19 Frost Blessing', 'Sorcery', 'Distribute X +1/+1 counters among any number of target creatures, where X is the number of creatures you control.'), 'distribute-counters', false],
  // CR 608.2c: "count the number of …", the number "that number" names after it; read, not carried out.
  [sameInBoth('GramC19 Eternal Count', 'Enchantment', 'At the beginning of your upkeep, count the number of permanents you control. Your life total becomes that number.'), 'count-number', false],
  [{ name: 'GramC19 Ruin Counter', type: 'Creature — Elemental', legacy: "When GramC19 Ruin Counter enters the battlefield, count the number of +1/+1 counters on creatures you control. Creatures your opponents control with power less than or equal to that number can't block this turn.", modern: "When this creature enters, count the number of +1/+1 counters on creatures you control. Creatures your opponents control with power less than or equal to that number can't block this turn." }, 'count-number', false],
  // CR 608.2h, 102.1: the most any one player holds or did; read, not counted by the engine.
  [{ name: 'GramC19 Journal', type: 'Artifact', legacy: 'GramC19 Journal enters the battlefield with a number of suspect counters on it equal to the greatest number of creatures a player controls.', modern: 'This artifact enters with a number of suspect counters on it equal to the greatest number of creatures a player controls.' }, 'most-of', false],
  [{ name: 'GramC19 Sponge', type: 'Creature — Sponge', legacy: 'GramC19 Sponge enters the battlefield with a number of +1/+1 counters on it equal to the greatest number of cards an opponent has drawn this turn.', modern: 'This creature enters with a number of +1/+1 counters on it equal to the greatest number of cards an opponent has drawn this turn.' }, 'most-of', false],
  [sameInBoth('GramC19 Greatest Host', 'Sorcery', 'Draw cards equal to the greatest number of creatures an opponent controls.'), 'most-of', false],
  // CR 101.2, 601.2: "<spells> can't be cast", the passive of "Players can't cast <spells>" (carried out:
  // test/rules/game/gramC19-amounts.cards).
  [sameInBoth('GramC19 Teeg Warden', 'Creature — Dryad', "Noncreature spells with mana value 4 or greater can't be cast."), 'player-restriction', true],
  [sameInBoth('GramC19 X Warden', 'Creature — Dryad', "Noncreature spells with {X} in their mana costs can't be cast."), 'player-restriction', true],
  [sameInBoth('GramC19 Beast Ban', 'Enchantment', "Creature spells can't be cast."), 'player-restriction', true],
  // "-X/-0" stays the plain X change (carried out), not a fixed number beside X.
  [sameInBoth('GramC19 Douser', 'Creature — Merfolk', '{T}: Target creature gets -X/-0 until end of turn, where X is the number of Merfolk you control.'), 'modify-pt-x', true],
];

/** Lines that stay not understood. */
const UNREAD = [
  // "'ve" only after "you" or "they".
  "Draw X cards, where X is the amount of life that player've gained this turn.",
  // The comma inside the quotation mark only before "where X is".
  'Create a 1/1 black Pest creature token with "When this creature dies, you gain 1 life," and you gain 1 life.',
  // The most of one player's count only for "a player" or "an opponent", by a verb of the list.
  'Draw cards equal to the greatest number of creatures target player controls.',
  'Draw cards equal to the greatest number of cards an opponent has milled this turn.',
  // "+X/+Y" only with Y defined, and Y only for "+X/+Y".
  'Target creature gets +X/+Y until end of turn, where X is the number of creatures you control.',
  'Target creature gets +X/+X until end of turn, where X is the number of creatures you control and Y is the number of lands you control.',
];

describe('grammar parts, round nineteen (gramC)', () => {
  for (const [line, kind, carriedOut] of LINES) it(line.legacy, () => void expectRow(line, kind, carriedOut));
  for (const text of UNREAD) it(`not read: ${text}`, () => {
    const a = parseAbility(text, 0, { cardName: 'GramC19 Unread', faceName: 'GramC19 Unread', typeLine: 'Sorcery' });
    expect(a.unmodeled.length).toBeGreaterThan(0);
  });
});
