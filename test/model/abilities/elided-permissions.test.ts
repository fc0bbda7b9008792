// A second permission of the same player with its subject left out (issue 26): "That player may copy this spell and may
// choose a new target for that copy" (CR 608.2d: each optional on its own; 707.10c: new targets for a copy, one target
// written "a new target"); a permission of a player named through an object named before ("that creature's controller may
// pay {2}{U}", CR 108.4; "that player or that permanent's controller may discard a card", 608.2c, 120.3). Read whole,
// printed back exactly in both eras; recognized, not simulated (the engine follows neither player).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { readInBothEras, sameInBoth, type EraLine } from './both-eras';

const sorcery = (line: string): EraLine => sameInBoth('Echoing Rebuke', 'Sorcery', line);
const adept = (legacy: string, modern: string): EraLine => ({ name: 'Mirror Adept', type: 'Creature — Human Wizard', legacy, modern });

const LINES: EraLine[] = [
  sorcery('Target player discards two cards. That player may copy this spell and may choose a new target for that copy.'),
  adept('Whenever you cast an instant or sorcery spell, you may copy that spell and may choose new targets for the copy.', 'Whenever you cast an instant or sorcery spell, you may copy that spell and may choose new targets for the copy.'),
  sameInBoth('Echoing Rebuke', 'Instant', 'Morbid — When you cast this spell, if a creature died this turn, you may copy Echoing Rebuke and may choose a new target for the copy.'),
];

const NAMED_PLAYERS: EraLine[] = [
  sorcery("Echoing Rebuke deals 3 damage to any target. Then that player or that permanent's controller may discard a card. If the player does, they may copy this spell and may choose a new target for that copy."),
  sorcery("Tap target creature. Then that creature's controller may pay {2}{U}. If the player does, they may copy this spell and may choose a new target for that copy."),
  sorcery("Echoing Rebuke deals 2 damage to any target. That player or that permanent's controller may draw a card."),
];

describe('a permission of a player named through an object', () => {
  it.each(NAMED_PLAYERS.map((l) => [l.legacy, l] as const))('%s', (_, line) => {
    const a = readInBothEras(line);
    expect(JSON.stringify(a)).toMatch(/"who":"player-or-controller"|"word":"that creature's controller"/);
    expect(a.unsimulated?.length, 'recognized, not simulated').toBeGreaterThan(0);
  });
});

describe('a second permission of the same player, its subject left out', () => {
  it.each(LINES.map((l) => [l.legacy, l] as const))('%s', (_, line) => {
    const a = readInBothEras(line);
    const json = JSON.stringify(a);
    expect(json).toContain('"elided":true');
    expect(json).toContain('"kind":"choose-new-targets"');
    expect(a.unsimulated?.length, 'recognized, not simulated').toBeGreaterThan(0);
  });

  it.each([
    // The second clause must read on its own; "and may" after no permission is no second permission.
    'That player may copy this spell and may frobnicate the copy.',
    'Target player discards two cards and may choose a new target for that copy.',
  ])('reads no elided permission that is not one: %s', (line) => {
    expect(parseAbility(line, 0, { cardName: 'Echoing Rebuke', faceName: 'Echoing Rebuke', typeLine: 'Sorcery' }).unmodeled.length).toBeGreaterThan(0);
  });
});
