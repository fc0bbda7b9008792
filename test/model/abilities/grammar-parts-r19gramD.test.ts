// Issue 26, grammar (round nineteen, gramD): player parts and the parts of library, mana and draft lines that combine.
// Who chooses a target ("target creature of an opponent's choice", CR 601.2c, 115.1); a pair named before fighting
// ("Those creatures fight each other", 701.14a); players as a set ("any number of target players each …", "each player
// other than target player", 115.1, 102.1); "the nonland cards revealed this way" (608.2c); "reveal the top card" of the
// library named before (401.1, 608.2c); mana of a color among permanents (106.1) and mana spent as though it were other mana
// (609.4b, 118.14); draft-time reveals and notes (905.2b, 905.1c). Invented lines in the shapes of real cards': read
// fully, printed back exactly in both eras; carried out where the engine does it, "recognized, not simulated" where not.

import { describe, it } from 'vitest';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 601.2c, 115.1: an opponent chooses the target (the engine chooses targets as the controller: not carried out).
  [sameInBoth('GramD19 Forced Faith', 'Sorcery', "Gain control of target creature of an opponent's choice they control."), 'gain-control', false],
  [{ name: 'GramD19 Grave Keeper', type: 'Creature — Zombie', legacy: "When GramD19 Grave Keeper enters the battlefield, return target creature card of an opponent's choice from your graveyard to your hand.", modern: "When this creature enters, return target creature card of an opponent's choice from your graveyard to your hand." }, 'zone-change', false],
  [sameInBoth('GramD19 Split Offering', 'Instant', "Destroy target artifact you don't control and target artifact of an opponent's choice you don't control."), 'zone-change', false],
  // CR 608.2d: an object (not a target) an opponent chooses.
  [sameInBoth('GramD19 Sifted Past', 'Artifact', "{2}, {T}: Mill two cards, then return a nonland card of an opponent's choice from your graveyard to your hand."), 'zone-change', false],
  // CR 701.14a: the two objects named before fight each other (the pair is not told by the engine).
  [sameInBoth('GramD19 Pit Arena', 'Artifact', "{3}, {T}: Tap target creature you control and target creature of an opponent's choice they control. Those creatures fight each other."), 'fight', false],
  [sameInBoth('GramD19 Duel Call', 'Sorcery', "Tap target creature you control and target creature you don't control. Those creatures fight each other."), 'fight', false],
  // CR 115.1, 601.2c: any number of target players, "each" after the plural subject; the second clause's subject left out.
  [sameInBoth('GramD19 Tithe Altar', 'Artifact', '{T}, Sacrifice two creatures: Any number of target players each lose 2 life and sacrifice a creature.'), 'life', false],
  [sameInBoth('GramD19 Tide Court', 'Enchantment', 'At the beginning of your upkeep, any number of target players each mill two cards.'), 'player-action', false],
  // CR 102.1, 102.2, 115.1: the players of a set but one named ("other than target player / its controller / that player").
  [sameInBoth('GramD19 Dragon Gift', 'Sorcery', 'Each player other than target player creates a 5/5 red Dragon creature token with flying.'), 'create-token', false],
  [sameInBoth('GramD19 Shared Spoils', 'Sorcery', 'Destroy target artifact. Each opponent other than its controller draws a card.'), 'draw', false],
  [sameInBoth('GramD19 Watching Curse', 'Enchantment — Aura Curse', "At the beginning of enchanted player's upkeep, any number of target players other than that player each draw a card."), 'draw', false],
  // CR 608.2c: "the <kind> cards revealed this way": every card of the kind the resolution revealed (rules/effects: the cards
  // looked at or revealed, among-looked.ts), as "all … revealed this way".
  [sameInBoth('GramD19 Deep Trawl', 'Sorcery', 'Reveal the top four cards of your library. Put the creature cards revealed this way into your hand and the rest into your graveyard.'), 'zone-change', true],
  // CR 401.1, 608.2c: "the top card" of the library the instruction before named (not carried out: the library unwritten).
  [sameInBoth('GramD19 Blind Draw', 'Sorcery', "Shuffle your library, then reveal the top card. If it's a land card, put it into your hand."), 'reveal', false],
  // CR 106.1, 105.2: one mana of a color among some permanents (not carried out).
  [sameInBoth('GramD19 Amber Lens', 'Artifact', '{T}: Add one mana of any color among legendary creatures and planeswalkers you control.'), 'add-mana', false],
  // CR 609.4b, 602.2b, 118.14: mana spent as though it were other mana (how a cost is paid; not carried out).
  [{ name: 'GramD19 Quick Mimic', type: 'Creature — Elemental', legacy: "You may spend red mana as though it were mana of any color to pay the activation costs of GramD19 Quick Mimic's abilities.", modern: "You may spend red mana as though it were mana of any color to pay the activation costs of this creature's abilities." }, 'spend-mana-as-any', false],
  [sameInBoth('GramD19 Pale Dawn', 'Enchantment', 'You may spend green mana as though it were mana of any color. You may spend other mana only as though it were colorless mana.'), 'spend-mana-as-any', false],
  // CR 905.1c, 905.2b: draft-time reveals, notes and looks. They function during the draft only (905.2): in a game they do
  // nothing, which is what the engine does (carried out since round twenty-three, test/rules/game/lead23-draft-abilities.cards).
  [sameInBoth('GramD19 Pack Spy', 'Artifact Creature — Construct', 'You may look at the next card drafted from this booster pack.'), 'draft', true],
  [{ name: 'GramD19 Color Court', type: 'Land', legacy: 'Reveal GramD19 Color Court as you draft it. The player to your right chooses a color, you choose another color, then the player to your left chooses a third color.', modern: 'Reveal this land as you draft it. The player to your right chooses a color, you choose another color, then the player to your left chooses a third color.' }, 'draft', true],
  [{ name: 'GramD19 Tally Hunter', type: 'Creature — Elemental', legacy: "Reveal GramD19 Tally Hunter as you draft it and note how many cards you've drafted this draft round, including GramD19 Tally Hunter.", modern: "Reveal this creature as you draft it and note how many cards you've drafted this draft round, including this creature." }, 'draft', true],
  // CR 905.2b: the number noted in the draft, as an amount (not counted by the engine).
  [{ name: 'GramD19 Tally Fire', type: 'Instant', legacy: 'GramD19 Tally Fire deals damage to target creature equal to the highest number you noted for cards named GramD19 Tally Fire.', modern: 'This spell deals damage to target creature equal to the highest number you noted for cards named GramD19 Tally Fire.' }, 'damage', false],
  // CR 107.1a, 608.2d: half of the objects, rounded as written; which half is the player's choice (not made by the engine).
  [sameInBoth('GramD19 Halving Curse', 'Sorcery', 'Target player sacrifices half the permanents they control, rounded down.'), 'chosen', false],
  [sameInBoth('GramD19 Halving Thought', 'Sorcery', 'Target opponent discards half the cards in their hand, rounded up.'), 'player-action', false],
  // CR 115.1, 601.2c: "up to one target player" as the one who acts (not chosen by the engine).
  [sameInBoth('GramD19 Late Return', 'Instant', 'Up to one target player puts all the cards from their graveyard on the bottom of their library in a random order.'), 'zone-change', false],
  // CR 115.1, 601.2c: "any number of other target creatures you control".
  [{ name: 'GramD19 Faith Warden', type: 'Creature — Human Cleric', legacy: 'When GramD19 Faith Warden enters the battlefield, any number of other target creatures you control phase out.', modern: 'When this creature enters, any number of other target creatures you control phase out.' }, 'phase-out', false],
  // CR 401.1, 608.2c: "the top four cards" of the library named before.
  [sameInBoth('GramD19 Blind Fury', 'Sorcery', 'Shuffle your library, then exile the top four cards. You may cast spells from among them this turn.'), 'zone-change', false],
  // CR 106.1, 608.2c: "add that much {G}" (the amount the event named; not carried out).
  [sameInBoth('GramD19 Green Tide', 'Enchantment', 'Whenever a creature you control deals combat damage to a player, add that much {G}.'), 'add-mana', false],
  // CR 305.6: two basic land types chosen at once (not made by the engine).
  [{ name: 'GramD19 Terrain Veil', type: 'Enchantment', legacy: 'As GramD19 Terrain Veil enters the battlefield, choose two basic land types.', modern: 'As this enchantment enters, choose two basic land types.' }, 'choose', false],
  // CR 101.4, 207.2c: "each player starting with you", the order written after the players.
  [{ name: 'GramD19 Pooled Drake', type: 'Creature — Dragon', legacy: 'Join forces — Whenever GramD19 Pooled Drake attacks, each player starting with you may pay any amount of mana.', modern: 'Join forces — Whenever this creature attacks, each player starting with you may pay any amount of mana.' }, 'pay-any-amount', false],
  // CR 803.1a, 803.1b, 508.1c: attacking only the nearest opponent in the chosen direction (read, not carried out).
  [sameInBoth('GramD19 Sky Wall', 'Artifact', 'Each player may attack only the nearest opponent in the chosen direction and planeswalkers controlled by that opponent.'), 'rule', false],
  // CR 116.2d: a special action a static ability offers to ignore it, its cost any permission the phrase table reads (not
  // taken by the engine: the line is "recognized, not simulated").
  [sameInBoth('GramD19 Mind Fog', 'Enchantment — Aura', "Enchanted creature can't attack or block. Its controller may discard two cards for that player to ignore this effect until end of turn."), 'optional', false],
  // CR 400.7, 700.4: cards by how they came to the zone they're in ("that were put there from the battlefield this turn",
  // "that wasn't put there this combat"; not matched by the engine), and the destination written before the objects
  // ("return to your hand all …", "each player returns to their hand all …"; CR 608.2c).
  [{ name: 'GramD19 Dusk Herder', type: 'Creature — Elemental', legacy: 'When GramD19 Dusk Herder enters the battlefield, return to your hand all creature cards in your graveyard that were put there from the battlefield this turn.', modern: 'When this creature enters, return to your hand all creature cards in your graveyard that were put there from the battlefield this turn.' }, 'zone-change', false],
  [sameInBoth('GramD19 Second Wind', 'Instant', 'Return to the battlefield all artifact cards in your graveyard that were put there from anywhere this turn.'), 'zone-change', false],
  [sameInBoth('GramD19 Grave Gift', 'Sorcery', "Return to your hand target creature card in your graveyard that wasn't put there this turn."), 'zone-change', false],
  [{ name: 'GramD19 Lost Vault', type: 'Artifact', legacy: 'Sacrifice GramD19 Lost Vault: Each player returns to their hand all cards they own exiled with GramD19 Lost Vault.', modern: 'Sacrifice this artifact: Each player returns to their hand all cards they own exiled with this artifact.' }, 'zone-change', false],
  // CR 601.2c, 107.1: a bound on the values of the objects chosen together ("with total mana value 3 or less", "with total
  // power 4 or less"), for targets, searches and choices alike (not matched by the engine).
  [sameInBoth('GramD19 Small Rising', 'Sorcery', 'Return up to two target creature cards with total mana value 4 or less from your graveyard to the battlefield.'), 'zone-change', false],
  [sameInBoth('GramD19 Weak Survive', 'Sorcery', 'Each player chooses any number of creatures they control with total power 5 or less, then sacrifices all other creatures they control.'), 'choose-target', false],
  [sameInBoth('GramD19 Hulk Seed', 'Sorcery', 'Search your library for any number of creature cards with total mana value 6 or less, put them onto the battlefield, then shuffle.'), 'search-library', false],
  // CR 700.2a: a mode not chosen before (this turn, or ever) — a limit on the choice the engine doesn't keep.
  [sameInBoth('GramD19 Fresh Tricks', 'Artifact', "{1}: Choose one that hasn't been chosen this turn \u2014"), 'modal', false],
  // CR 106.1, 905.2b: only the mana the engine makes is carried out (an allow-list): a color noted in the draft isn't.
  [{ name: 'GramD19 Drafted Spire', type: 'Land', legacy: '{T}: Add one mana of any color chosen as you drafted cards named GramD19 Drafted Spire.', modern: '{T}: Add one mana of any color chosen as you drafted cards named GramD19 Drafted Spire.' }, 'add-mana', false],
];

describe('grammar parts, round nineteen (gramD)', () => {
  for (const [line, kind, carriedOut] of LINES) it(line.legacy, () => void expectRow(line, kind, carriedOut));
});
