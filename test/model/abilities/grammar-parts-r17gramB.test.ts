// Issue 26, grammar (round seventeen, gramB): replacement, prevention and combat parts that combine. A player's
// restriction on attacking ("can't attack with creatures", CR 508.1c, 101.2) under any player subject, with the "who"
// condition part; what a player attacked with ("attacked with a creature this turn", CR 508.1a) as a tail of the
// happened-conditions; a prevention written without its recipients inside an "instead" alternative ("prevent the next 2
// damage [this way] instead", CR 615.1a, 608.2c). Invented lines in the shapes of real cards': read fully, printed back
// exactly in both eras; carried out where the engine does it, "recognized, not simulated" where it doesn't.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 508.1c, 101.2: a player restriction on declaring attackers, any player subject (not carried out).
  [{ name: 'GramB17 Arbiter', type: 'Creature — Angel', legacy: "Each opponent who cast a spell this turn can't attack with creatures.", modern: "Each opponent who cast a spell this turn can't attack with creatures." }, 'player-restriction', false],
  [sameInBoth('GramB17 Calm Edict', 'Enchantment', "Your opponents can't attack with creatures."), 'player-restriction', false],
  // CR 508.1a: what a player attacked with, a tail of the happened-conditions (read, not evaluated).
  [sameInBoth('GramB17 Arbiter Two', 'Creature — Angel', "Each opponent who attacked with a creature this turn can't cast spells."), 'happened', false],
  [sameInBoth('GramB17 Raid Notes', 'Sorcery', 'If you attacked with a creature this turn, draw a card.'), 'happened', false],
  // CR 615.1a, 608.2c: a prevention whose recipients are those of the one it replaces ("instead"): read, not carried out.
  [sameInBoth('GramB17 Green Healer', 'Creature — Elf Cleric', "{T}: Prevent the next 1 damage that would be dealt to any target this turn. If it's a green creature, prevent the next 2 damage instead."), 'prevent-next-damage', false],
  [sameInBoth('GramB17 Pollen Cure', 'Instant', 'Prevent the next 3 damage that would be dealt this turn to any number of targets, divided as you choose. If this spell was kicked, prevent the next 6 damage this way instead.'), 'prevent-next-damage', false],
  // CR 614.1c, 122.6: "an additional X +1/+1 counters", "two additional …" in a later sentence of the permanent's own
  // entering replacement (carried out: test/rules/game/gramB-enters-additional.cards).
  [{ name: 'GramB17 Apex Hydra', type: 'Creature — Hydra', legacy: 'GramB17 Apex Hydra enters the battlefield with X +1/+1 counters on it. If X is 5 or more, it enters the battlefield with an additional X +1/+1 counters on it.', modern: 'This creature enters with X +1/+1 counters on it. If X is 5 or more, it enters with an additional X +1/+1 counters on it.' }, 'enters-with', true],
  [{ name: 'GramB17 Grove Warden', type: 'Creature — Elf', legacy: 'GramB17 Grove Warden enters the battlefield with a +1/+1 counter on it. If you control a Forest, it enters the battlefield with two additional +1/+1 counters on it.', modern: 'This creature enters with a +1/+1 counter on it. If you control a Forest, it enters with two additional +1/+1 counters on it.' }, 'enters-with', true],
  [{ name: 'GramB17 Moss Warden', type: 'Creature — Elf', legacy: 'GramB17 Moss Warden enters the battlefield with a +1/+1 counter on it. If you control a Forest, it enters the battlefield with an additional +1/+1 counter on it.', modern: 'This creature enters with a +1/+1 counter on it. If you control a Forest, it enters with an additional +1/+1 counter on it.' }, 'enters-with', true],
  // CR 702.138c, 614.1c: "It escapes with twelve +1/+1 counters on it instead", a later sentence of the entering replacement
  // (carried out: test/rules/game/gramB-escapes-instead.cards).
  [{ name: 'GramB17 Deathless Hydra', type: 'Legendary Creature — Zombie Hydra', legacy: 'GramB17 Deathless Hydra enters the battlefield with six +1/+1 counters on it. It escapes with twelve +1/+1 counters on it instead.', modern: 'This creature enters with six +1/+1 counters on it. It escapes with twelve +1/+1 counters on it instead.' }, 'enters-with', true],
  // CR 702.138d: "~ escapes with "<ability>"": if it escaped, it has the ability (read, not carried out).
  [{ name: 'GramB17 Sky Thief', type: 'Creature — Human Rogue', legacy: 'GramB17 Sky Thief escapes with "Whenever GramB17 Sky Thief deals combat damage to a player, draw a card."', modern: 'This creature escapes with "Whenever this creature deals combat damage to a player, draw a card."' }, 'grant-ability', false],
  // CR 508.1, 102.3: "each opponent attacking that player" as the subject of any player's instruction (read, not told).
  [sameInBoth('GramB17 Curse of Plenty', 'Enchantment — Aura Curse', 'Whenever enchanted player is attacked, untap all nonland permanents you control. Each opponent attacking that player untaps all nonland permanents they control.'), 'untap', false],
];

describe('grammar parts, round seventeen (gramB)', () => {
  for (const [line, kind, carriedOut] of LINES) it(line.legacy, () => void expectRow(line, kind, carriedOut));

  // CR 615.1a: a prevention without its recipients names nothing outside an "instead" alternative.
  it.each(['Prevent the next 2 damage.', "{T}: Prevent the next 1 damage that would be dealt to any target this turn. If it's a green creature, prevent the next 2 damage."])('not read alone: %s', (line) => {
    expect(parseAbility(line, 0, { cardName: 'GramB17 Healer', faceName: 'GramB17 Healer', typeLine: 'Creature — Elf' }).unmodeled.length).toBeGreaterThan(0);
  });
});
