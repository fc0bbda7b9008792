// Issue 26, grammar (round seventeen, gramD): small parts that combine. What a player chooses among, written before or
// after what is chosen ("from among the nonland permanents they control", "from the lands they control …"), and "a land
// of each basic land type" (CR 608.2d, 305.6; `chosen-pool.ts`). Invented lines in the shapes of real cards': read fully,
// printed back exactly in both eras; carried out where the engine does it, "recognized, not simulated" where it doesn't.

import { describe, it } from 'vitest';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 608.2d: the pool written first, then a list of one of each kind; each player's choice is not simulated.
  [sameInBoth('GramD17 Upheaval Choice', 'Sorcery', 'Each player chooses from among the permanents they control an artifact, a creature, and a land, then sacrifices the rest.'), 'choose-target', false],
  // The pool written after the list, and after one object.
  [{ name: 'GramD17 Sorting Hulk', type: 'Artifact Creature — Construct', legacy: 'When GramD17 Sorting Hulk enters the battlefield, each player chooses an artifact, a creature, and an enchantment from among the nonland permanents they control, then sacrifices the rest.', modern: 'When this creature enters, each player chooses an artifact, a creature, and an enchantment from among the nonland permanents they control, then sacrifices the rest.' }, 'choose-target', false],
  [sameInBoth('GramD17 Lone Keeper', 'Sorcery', 'Each player chooses a creature from among the permanents they control, then sacrifices the rest.'), 'choose-target', false],
  // CR 305.6: one land per basic land type, with the pool ("from the lands they control") or without it.
  [sameInBoth('GramD17 Basic Ruin', 'Sorcery', 'Each player chooses from the lands they control a land of each basic land type, then sacrifices the rest.'), 'choose-target', false],
  [sameInBoth('GramD17 Basic Overlay', 'Sorcery', "Each player chooses a land they control of each basic land type. Return those lands to their owners' hands."), 'choose-target', false],
  // CR 701.23a, 305.6: a search for one card per basic land type (the engine's search doesn't read it: not simulated).
  [sameInBoth('GramD17 Basic Balance', 'Sorcery', 'Search your library for a land card of each basic land type, put those cards onto the battlefield, then shuffle.'), 'search-library', false],
  // CR 707.9, 608.2c: a copy's exception that applies only if a condition holds ("… if it's a creature", "… if you control
  // that creature"), and "it isn't legendary" (707.9b): read, the copy effect not carried out (exceptions not applied).
  [{ name: 'GramD17 Twin Echo', type: 'Creature — Illusion', legacy: "You may have GramD17 Twin Echo enter the battlefield as a copy of a creature or planeswalker you control, except it enters with an additional +1/+1 counter on it if it's a creature, it enters with an additional loyalty counter on it if it's a planeswalker, and it isn't legendary if that permanent is legendary.", modern: "You may have this creature enter as a copy of a creature or planeswalker you control, except it enters with an additional +1/+1 counter on it if it's a creature, it enters with an additional loyalty counter on it if it's a planeswalker, and it isn't legendary if that permanent is legendary." }, 'become-copy', false],
  [{ name: 'GramD17 Mole', type: 'Creature — Shapeshifter', legacy: 'You may have GramD17 Mole enter the battlefield as a copy of any creature on the battlefield, except it enters with a shield counter on it if you control that creature.', modern: 'You may have this creature enter as a copy of any creature on the battlefield, except it enters with a shield counter on it if you control that creature.' }, 'controls-it', false],
  [{ name: 'GramD17 Plain Double', type: 'Creature — Shapeshifter', legacy: "You may have GramD17 Plain Double enter the battlefield as a copy of a creature you control, except it isn't legendary.", modern: "You may have this creature enter as a copy of a creature you control, except it isn't legendary." }, 'become-copy', false],
  // CR 508.1k, 509.1g: "nonattacking", "nonblocking" status words, matched by the engine (test/rules/game/gramD-nonattacking.cards).
  [sameInBoth('GramD17 Rear Guard', 'Instant', 'Untap target nonattacking creature. It gets +1/+3 until end of turn.'), 'untap', true],
  [sameInBoth('GramD17 Quiet Ally', 'Enchantment', '{1}{W}: Target nonattacking, nonblocking creature gets +0/+2 until end of turn.'), 'modify-pt', true],
  // CR 205.3m: a count of a subtype whose plural is itself ("two untapped Myr you control").
  [sameInBoth('GramD17 Myr Caller', 'Sorcery', 'Tap two untapped Myr you control.'), 'tap', true],
  [{ name: 'GramD17 Myr Sphere', type: 'Artifact Creature — Myr Construct', legacy: 'Whenever GramD17 Myr Sphere attacks, you may tap X untapped Myr you control.', modern: 'Whenever this creature attacks, you may tap X untapped Myr you control.' }, 'tap', false],
  // CR 608.2c, 701.20a: "a nonland card from it", the hand looked at or revealed before, for any instruction (not only
  // "you choose …"): read, not matched by the engine (the choice of a card there isn't made).
  [{ name: 'GramD17 Hand Thief', type: 'Creature — Human Rogue', legacy: "When GramD17 Hand Thief enters the battlefield, look at target opponent's hand. You may exile a nonland card from it.", modern: "When this creature enters, look at target opponent's hand. You may exile a nonland card from it." }, 'zone-change', false],
  [sameInBoth('GramD17 Borrowed Army', 'Sorcery', 'Target opponent reveals their hand. You may put a creature card from it onto the battlefield under your control.'), 'zone-change', false],
  // CR 401.4: one of the cards looked at put back on top, no order to choose; another player's own library (not simulated:
  // the card picked among those looked at goes back, which the engine doesn't choose).
  [sameInBoth('GramD17 Sifting Lens', 'Sorcery', 'Look at the top three cards of your library. Put one of them back on top of your library, then exile the rest.'), 'zone-change', false],
  [sameInBoth('GramD17 Cylix Glass', 'Artifact', '{3}, {T}: Target player looks at the top three cards of their library, puts one of them back on top of their library, then exiles the rest.'), 'zone-change', false],
  // CR 608.2c, 601.2: "spells from among cards exiled with ~", "a creature spell from among cards you own in exile …": the
  // cards the spells are among, a plural phrase of its own (read, not matched: the permission is not carried out).
  [{ name: 'GramD17 Vault Saga', type: 'Enchantment — Saga', legacy: 'II, III — Until end of turn, you may cast spells from among cards exiled with GramD17 Vault Saga, and you may spend mana as though it were mana of any color to cast those spells.', modern: 'II, III — Until end of turn, you may cast spells from among cards exiled with this enchantment, and you may spend mana as though it were mana of any color to cast those spells.' }, 'cast-from', false],
  [sameInBoth('GramD17 Egg Hoard', 'Enchantment', 'Whenever a Dragon you control dies, you may cast a creature spell from among cards you own in exile without paying its mana cost.'), 'cast-from', false],
  // CR 400.1: another player's two zones, either ("from that player's graveyard or hand"): read, not matched.
  [sameInBoth('GramD17 Lost Memory', 'Sorcery', "Target opponent reveals their hand. You choose a nonland card from that player's graveyard or hand and exile it."), 'zone-change', false],
  [sameInBoth('GramD17 Twin Raid', 'Sorcery', "Exile a nonland card from target player's graveyard or hand."), 'zone-change', false],
  // CR 115.1, 608.2d: "target creature of their choice": another player than the controller picks it (not simulated).
  [sameInBoth('GramD17 Ley Gift', 'Enchantment', "At the beginning of each player's upkeep, that player may put a +1/+1 counter on target creature of their choice."), 'add-counters', false],
];

describe('grammar parts, round seventeen (gramD)', () => {
  for (const [line, kind, carriedOut] of LINES) it(line.legacy, () => void expectRow(line, kind, carriedOut));
});
