// Trigger events from parts (issue 26): limits written after an event — "this way" (CR 603.12: what the ability's own
// instructions did), "during combat" (506.1), "while it's exiled" (406.1) —, a delayed trigger about this object or the
// object its ability targets (603.7c, 115.1: "When ~ leaves the battlefield or becomes untapped"), more object events (regenerates 701.19a; put onto the battlefield, enters from your graveyard 603.6a;
// leaves an opponent's graveyard, is returned to your hand 603.6c), a player becoming a target (115.1), "enchanted player
// casts" (303.4) and "the last time counter is removed" (702.62a). Each read whole, printed back exactly in both eras,
// and recognized, not simulated: the engine fires none of them.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { CONTEXTS } from './rules-lines';
import { readInBothEras, sameInBoth, type EraLine } from './both-eras';

const creature = (legacy: string, modern: string): EraLine => ({ name: 'Veiled Tidecaller', type: 'Creature — Merfolk Wizard', legacy, modern });
const sorcery = (line: string): EraLine => sameInBoth('Tidal Reckoning', 'Sorcery', line);
const relic = (legacy: string, modern: string): EraLine => ({ name: 'Brass Reliquary', type: 'Artifact', legacy, modern });

const LINES: [EraLine, string][] = [
  [sorcery('Discard a card, then draw a card. When you discard a nonland card this way, Tidal Reckoning deals 2 damage to any target.'), '"limit":"this way"'],
  [sorcery('Look at the top three cards of your library. You may put a creature card from among them onto the battlefield. Put the rest into your graveyard. When a creature is put onto the battlefield this way, it gains haste until end of turn.'), 'is put onto the battlefield'],
  [creature('{1}: Regenerate Veiled Tidecaller. When it regenerates this way, put a -1/-1 counter on it.', '{1}: Regenerate this creature. When it regenerates this way, put a -1/-1 counter on it.'), '"event":"regenerates"'],
  [creature('When Veiled Tidecaller dies during combat, create a 1/1 green Dog creature token.', 'When this creature dies during combat, create a 1/1 green Dog creature token.'), '"limit":"during combat"'],
  [creature("When the last time counter is removed from Veiled Tidecaller while it's exiled, draw a card.", "When the last time counter is removed from this creature while it's exiled, draw a card."), '"last":true'],
  [creature("Whenever a time counter is removed from Veiled Tidecaller while it's exiled, you gain 1 life.", "Whenever a time counter is removed from this creature while it's exiled, you gain 1 life."), `"limit":"while it's exiled"`],
  // "When target creature dies this turn, …" is carried out (CR 603.7c, 601.2c: rules-lines.ts, test/rules/game/delayed-target-dies.cards).
  [relic('{2}, {T}: Tap target creature. When Brass Reliquary leaves the battlefield or becomes untapped, untap that creature.', '{2}, {T}: Tap target creature. When this artifact leaves the battlefield or becomes untapped, untap that creature.'), '"kind":"delayed-trigger"'],
  [relic('{2}, {T}: Tap target creature. When Brass Reliquary becomes untapped or you lose control of Brass Reliquary, untap that creature.', '{2}, {T}: Tap target creature. When this artifact becomes untapped or you lose control of this artifact, untap that creature.'), 'you-lose-control-of-self'],
  [creature('Whenever Veiled Tidecaller or another creature enters the battlefield from your graveyard, you gain 1 life.', 'Whenever this creature or another creature enters from your graveyard, you gain 1 life.'), 'enters from your graveyard'],
  [creature("Whenever a creature card leaves an opponent's graveyard, draw a card.", "Whenever a creature card leaves an opponent's graveyard, draw a card."), "leaves an opponent's graveyard"],
  [creature('Whenever a permanent is returned to your hand, you gain 1 life.', 'Whenever a permanent is returned to your hand, you gain 1 life.'), 'is returned to your hand'],
  [relic('Whenever you become the target of a spell or ability an opponent controls, draw a card.', 'Whenever you become the target of a spell or ability an opponent controls, draw a card.'), 'become the target of a spell or ability an opponent controls'],
  [sameInBoth('Curse of Masks', 'Enchantment — Aura Curse', 'Whenever enchanted player casts an instant or sorcery spell, you draw a card.'), '"who":"enchanted player"'],
  // CR 702.110a: what an exploiting creature sacrificed, a part of its own.
  [creature('Whenever a creature you control exploits a nontoken creature, draw a card.', 'Whenever a creature you control exploits a nontoken creature, draw a card.'), '"verb":"exploits"'],
  // CR 508.1a: one attacker of a kind ("with a creature", the article agreeing with its noun).
  [creature('Whenever you attack with a creature an opponent owns, draw a card.', 'Whenever you attack with a creature an opponent owns, draw a card.'), '"count":"a"'],
  // CR 122.1: counters a player puts on objects; CR 603.6a: a permanent a player puts onto the battlefield.
  [creature('Whenever you put one or more -1/-1 counters on a creature, draw a card.', 'Whenever you put one or more -1/-1 counters on a creature, draw a card.'), 'player-puts-counters'],
  [creature('Whenever you put a +1/+1 counter on Veiled Tidecaller, you gain 1 life.', 'Whenever you put a +1/+1 counter on this creature, you gain 1 life.'), 'player-puts-counters'],
  [creature('Whenever a player puts a Swamp or black permanent onto the battlefield, that player loses 1 life.', 'Whenever a player puts a Swamp or black permanent onto the battlefield, that player loses 1 life.'), 'player-puts-onto-battlefield'],
  // CR 603.8: state triggers on a player's life total or hand; CR 701.24a: a player shuffling, the possessive agreeing.
  [creature('Whenever an opponent shuffles their library, draw a card.', 'Whenever an opponent shuffles their library, draw a card.'), 'shuffle your library'],
  [creature('Whenever a player puts a nontoken creature onto the battlefield, you gain 1 life.', 'Whenever a player puts a nontoken creature onto the battlefield, you gain 1 life.'), 'player-puts-onto-battlefield'],
];

describe('trigger events with limits, delayed triggers about this object or a target, more events', () => {
  it.each(LINES.map(([l, part]) => [l.legacy, l, part] as const))('%s', (_, line, part) => {
    const a = readInBothEras(line);
    expect(JSON.stringify(a)).toContain(part);
    expect(a.unsimulated?.length, 'recognized, not simulated').toBeGreaterThan(0);
  });

  it.each([
    // A trigger of a permanent's own (not a sentence after an instruction) about a target reads nothing: no ability targets.
    'Whenever target creature dies, draw a card.',
    // "the last" counter put on is no event.
    'When the last time counter is put on Veiled Tidecaller, draw a card.',
    // "whenever" about this object after an instruction is no delayed trigger the grammar reads.
    '{1}: Regenerate Veiled Tidecaller. Whenever Veiled Tidecaller becomes untapped, draw a card.',
    // Articles that disagree with their nouns, counters put on a player.
    'Whenever you attack with an creature an opponent owns, draw a card.',
    'Whenever you put an +1/+1 counter on Veiled Tidecaller, draw a card.',
    'Whenever you put a +1/+1 counter on a player, draw a card.',
    'Whenever a player puts an Swamp onto the battlefield, draw a card.',
    'Whenever an opponent shuffles your library, draw a card.',
  ])('reads no event that names nothing: %s', (line) => {
    expect(parseAbility(line, 0, CONTEXTS.c).unmodeled.length, line).toBeGreaterThan(0);
  });
});
