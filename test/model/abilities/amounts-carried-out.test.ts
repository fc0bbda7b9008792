// Amounts the engine counts as the instruction is followed (CR 608.2h, 107.3): lines that were "recognized, not
// simulated" until the engine counted their amount — domain, devotion, players, times kicked (rules/queries
// game-quantities.ts), X of the spell (107.3a), "X target …" (601.2c), half a life total or library (107.1a), "that
// much" of the trigger event (603.2, 119.10), "deals damage to itself equal to its power" (120.3). Each is read fully,
// printed back as itself and carried out; the scenarios that prove the engine's behaviour are in
// test/rules/game/game-quantities.cards and x-targets.cards.

import { describe, expect, it } from 'vitest';
import { CONTEXTS, type ContextKey } from './rules-lines';
import { firstEffectKind, readCarriedOut } from './read-not-simulated';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';

/** [context, line, the effect kind]. */
const LINES: [ContextKey, string, string][] = [
  // CR 107.3, 608.2h: a count of objects, players or times as the instruction is followed.
  ['s', 'Target player mills cards equal to the number of Islands you control.', 'player-action'],
  ['s', 'Each opponent discards cards equal to the number of creatures you control.', 'player-action'],
  ['c', 'When this creature enters, target opponent discards a card for each time it was kicked.', 'player-action'],
  ['s', 'Draw cards equal to the number of opponents you have.', 'draw'],
  ['s', 'You gain 1 life for each player.', 'life'],
  ['s', 'Draw cards equal to the number of cards in your hand plus one.', 'draw'],
  // CR 601.2f, 107.3c, 700.5: a cost change by devotion.
  ['s', 'This spell costs {X} less to cast, where X is your devotion to green.', 'cost-change'],
  // CR 603.2, 119.10: "that many" / "that much" of the trigger event.
  ['c', 'Whenever you gain life, draw that many cards.', 'draw'],
  ['c', 'Whenever you gain life, put that many +1/+1 counters on this creature.', 'add-counters'],
  ['c', 'Whenever this creature is dealt damage, each opponent mills that many cards.', 'player-action'],
  ['c', 'Whenever you gain life, this creature deals that much damage to target opponent.', 'damage'],
  ['c', 'Whenever this creature is dealt damage, it deals that much damage to any target.', 'damage'],
  ['e', "Whenever enchanted creature deals damage to you, Hall of Masks deals that much damage to that creature's controller.", 'damage'],
  // CR 107.3a, 601.2c: X targets, the X announced before them.
  ['s', 'Return X target creature cards from your graveyard to your hand.', 'zone-change'],
  ['s', "Return X target nonland permanents to their owners' hands.", 'zone-change'],
  // CR 107.1a: half, rounded as written.
  ['s', 'Target player mills half their library, rounded down.', 'player-action'],
  ['s', 'Mill half your library, rounded up.', 'player-action'],
  ['s', 'Target player loses half their life, rounded down.', 'life'],
  // CR 120.3, 608.2h: each source named first deals damage to itself, its own amount.
  ['e', 'At the beginning of your upkeep, each tapped creature deals damage to itself equal to its power.', 'damage'],
  ['s', 'Each creature deals damage to itself equal to its power.', 'damage'],
  ['s', 'Target creature deals damage to itself equal to its power.', 'damage'],
  ['s', 'Target creature deals damage to itself equal to its toughness.', 'damage'],
  // CR 119.3, 500.1: the life the controller gained this turn, from the turn's history (test/rules/game/life-tally-this-turn.cards).
  ['s', 'Each opponent loses life equal to the amount of life you gained this turn.', 'life'],
  // CR 608.2h, 107.3c: X a value of the one object the instruction names (test/rules/game/x-of-its-target.cards XT1).
  ['i', 'Target creature gets +0/+X until end of turn, where X is its mana value.', 'modify-pt-x'],
  // CR 700.4, 603.10a: creatures that died this turn, from the turn's history (test/rules/game/died-this-turn-counts.cards).
  ['c', 'When this creature dies, you gain 1 life for each creature that died this turn.', 'life'],
  // CR 602.2, 608.2h: the creature the activated ability's cost sacrificed (test/rules/game/cost-sacrificed-values.cards).
  ['c', "{1}, Sacrifice another creature: You gain life equal to the sacrificed creature's toughness.", 'life'],
];

describe('amounts the engine counts (CR 107.3, 608.2h)', () => {
  it.each(LINES)('[%s] %s', (ctx, line, kind) => {
    expect(firstEffectKind(readCarriedOut(ctx, line))).toBe(kind);
  });

  // An object named before ("the sacrificed creature's power", "that creature's power") is not followed for every
  // instruction: such an amount stays "recognized, not simulated" (model/abilities/effect-descriptors.ts countedNow).
  it.each([
    ['s', "Target player discards a number of cards equal to the sacrificed creature's power."],
  ] as [ContextKey, string][])('[%s] %s stays not carried out', (ctx, line) => {
    const a = parseAbility(line, 0, CONTEXTS[ctx]);
    expect(a.unmodeled).toEqual([]);
    expect(a.unsimulated?.length).toBeGreaterThan(0);
  });
});
