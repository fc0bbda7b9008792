// Round 13, phrase families "amount: equal to", "amount: for each" and "types and abilities" (issue 26): typed parts
// that combine with the rest of the grammar. Invented lines in real cards' shapes: each read fully, printed back exactly
// and "recognized, not simulated" (answers resting on them are inconclusive).
// - a landwalk whose land type is named elsewhere: "landwalk of the chosen type / of that type / of each of the land
//   types of the sacrificed land" (CR 702.14a, 607.2d, 608.2c): a granted keyword the engine has no lands for;
// - a counted amount of damage divided among targets, "deals damage equal to its power divided as you choose among …"
//   (CR 601.2d: fixed as the division is announced; the engine counts it as it resolves, so not carried out);
// - "the total mana value of the discarded cards": objects named by what a cost or instruction did to them (CR 608.2c);
// - "card types among cards discarded this way": kinds counted once among what an instruction acted on (CR 205.2a, 608.2c);
// - "for each kind of counter on target permanent or player, give that permanent or player another counter of that kind"
//   (CR 122.1, 608.2c): the kinds of counters on one object or player, and a counter of that kind (not simulated).

import { describe, expect, it } from 'vitest';
import { type ContextKey } from './rules-lines';
import { allKinds, readCarriedOut, readNotSimulated } from './read-not-simulated';

const LINES: [ContextKey, string, string][] = [
  ['e', 'Enchanted creature has landwalk of the chosen type.', 'Landwalk of the chosen type'],
  ['c', '{T}, Sacrifice a land: Target creature gains landwalk of each of the land types of the sacrificed land until end of turn.', 'Landwalk of each of the land types of the sacrificed land'],
  ['c', 'For each basic land type among lands you control, Veiled Tidecaller has landwalk of that type.', 'Landwalk of that type'],
  // ("Players can't activate planeswalkers' loyalty abilities" is carried out: test/rules/game/r22-carryS-cant-activate-players.cards.)
  ['c', '{T}: Veiled Tidecaller deals damage equal to its power divided as you choose among any number of target creatures.', '"divided":true'],
  ['s', 'As an additional cost to cast this spell, discard X cards.\nSudden Shroud deals damage equal to the total mana value of the discarded cards to any target.', '"word":"the discarded cards"'],
  ['s', 'You gain life equal to the total power of the sacrificed creatures.', '"word":"the sacrificed creatures"'],
  ['s', 'Draw two cards, then discard two cards. Create a 1/1 white Spirit creature token with flying for each card type among cards discarded this way.', '"thisWay":"discarded"'],
  // Opponents counted by what they did this turn (CR 121.1).
  ['e', 'At the beginning of each end step, draw a card for each opponent who drew two or more cards this turn.', '"who":"drew two or more cards this turn"'],
  ['e', 'At the beginning of your end step, create a Treasure token for each opponent who drew two or more cards this turn.', '"who":"drew two or more cards this turn"'],
  // Whose graveyard: the player chosen as the permanent entered, the enchanted player (CR 607.2d, 303.4; not read by the engine).
  ['c', "Veiled Tidecaller's power is equal to 1 plus the number of green creature cards in the chosen player's graveyard.", `"zonePhrase":"in the chosen player's graveyard"`],
  ['e', "At the beginning of enchanted player's upkeep, exile a card from enchanted player's graveyard.", `"zonePhrase":"from enchanted player's graveyard"`],
  // "For each kind of counter on <object or player>, <a counter of that kind …>" (CR 122.1, 608.2c).
  ['c', 'When Veiled Tidecaller enters, for each kind of counter on target permanent or player, give that permanent or player another counter of that kind.', '"kind":"counter-kinds"'],
  ['c', 'When Veiled Tidecaller enters, for each kind of counter on target permanent, put another counter of that kind on it or remove one from it.', '"orRemove":true'],
  ['c', 'When Veiled Tidecaller enters, for each kind of counter on permanents you control, you may put your choice of a +1/+1 counter or a counter of that kind on Veiled Tidecaller.', '"orPlusOne":true'],
  ['s', 'For each kind of counter on target creature, give that creature another counter of that kind.', '"give":true'],
];

describe('round 13 amounts, keywords and restrictions (CR 702.14a, 606.3, 601.2d, 608.2c, 205.2a)', () => {
  it.each(LINES)('[%s] %s', (ctx, text, shows) => {
    const line = text.split('\n').pop()!;
    const a = readNotSimulated(ctx, line);
    expect(JSON.stringify('effects' in a ? a.effects : [])).toContain(shows);
    expect(allKinds(a).length).toBeGreaterThan(0);
  });

  it('a landwalk of a named land type is not the bare word "landwalk" (not a keyword line alone)', () => {
    const a = readNotSimulated('c', 'Landwalk of the chosen type');
    expect(a.kind).toBe('keyword');
  });

  it('a divided fixed amount stays carried out where a counted one is not (CR 601.2d)', () => {
    readCarriedOut('c', '{T}: Veiled Tidecaller deals 3 damage divided as you choose among any number of target creatures.');
  });
});
