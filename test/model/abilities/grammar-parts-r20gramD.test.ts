// Issue 26, grammar (round twenty, gramD): library, zone-change and player parts that combine. An Aura put onto the
// battlefield attached to a player (CR 303.4f, 702.5a), Auras "attached to you" / "attached to target land" (303.4, 115.1);
// the cards the resolution acted on that a later instruction of it didn't ("not cast this way", "that weren't put onto the
// battlefield", 608.2c); a delayed trigger at "their next upkeep" (603.7a). Invented lines in the shapes of real cards':
// read fully, printed back exactly in both eras; "recognized, not simulated" where the engine doesn't carry them out.

import { describe, it } from 'vitest';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 303.4f, 702.5a: an Aura (a Curse) put onto the battlefield enchanting a player the effect names (not carried out).
  [{ name: 'GramD20 Hex Mother', type: 'Creature — Human Warlock', legacy: 'When GramD20 Hex Mother dies, return it to the battlefield transformed under your control attached to target opponent.', modern: 'When this creature dies, return it to the battlefield transformed under your control attached to target opponent.' }, 'zone-change', false],
  [sameInBoth('GramD20 Curse Keeper', 'Enchantment', 'Whenever a Curse is put into your graveyard from the battlefield, return it to the battlefield attached to you at the beginning of the next end step.'), 'delayed-trigger', false],
  [{ name: 'GramD20 Hex Seeker', type: 'Creature — Human Warlock', legacy: 'When GramD20 Hex Seeker dies, you may search your library for a Curse card, put it onto the battlefield attached to target player, then shuffle.', modern: 'When this creature dies, you may search your library for a Curse card, put it onto the battlefield attached to target player, then shuffle.' }, 'search-library', false],
  // CR 303.4, 115.1: Auras attached to you, or to a target of their own (read, not told by the engine).
  [{ name: 'GramD20 Ward Orb', type: 'Artifact', legacy: 'When GramD20 Ward Orb enters the battlefield, destroy all Curses attached to you.', modern: 'When this artifact enters, destroy all Curses attached to you.' }, 'zone-change', false],
  [{ name: 'GramD20 Aura Sweeper', type: 'Artifact Creature — Construct', legacy: 'Whenever GramD20 Aura Sweeper attacks, destroy all Auras attached to target land.', modern: 'Whenever this creature attacks, destroy all Auras attached to target land.' }, 'zone-change', false],
  // CR 608.2c: the cards the resolution revealed or exiled that a later instruction of it didn't take (not matched).
  [sameInBoth('GramD20 Wave Call', 'Sorcery', "Reveal the top X cards of your library. You may put any number of creature cards with mana value X or less from among them onto the battlefield. Then put all cards revealed this way that weren't put onto the battlefield into your graveyard."), 'zone-change', false],
  [sameInBoth('GramD20 Spell Trove', 'Sorcery', 'Exile the top five cards of your library. You may cast up to two instant spells with mana value 2 or less from among them without paying their mana costs. Put the exiled cards not cast this way on the bottom of your library in a random order.'), 'cast-from', false],
  [sameInBoth('GramD20 Lucky Dig', 'Artifact', '{3}, {T}: Reveal cards from the top of your library until you reveal a nonland card with mana value 2 or less. You may cast that card without paying its mana cost. Put all revealed cards not cast this way on the bottom of your library in a random order.'), 'reveal-until', false],
  // CR 603.7a, 603.7d: a delayed trigger at the step of the next turn of the player named before (not fired by the engine).
  [{ name: 'GramD20 Seed Giant', type: 'Creature — Plant Giant', legacy: "When GramD20 Seed Giant dies, return it to the battlefield tapped under its owner's control at the beginning of their next upkeep.", modern: "When this creature dies, return it to the battlefield tapped under its owner's control at the beginning of their next upkeep." }, 'delayed-trigger', false],
  // CR 701.38a–b: a vote among objects, starting with you; what the vote chose ("with the most votes or tied for most
  // votes"). Each player's choice: not carried out.
  [sameInBoth('GramD20 Council Verdict', 'Sorcery', "Will of the council \u2014 Starting with you, each player votes for a nonland permanent you don't control. Exile each permanent with the most votes or tied for most votes."), 'choose-target', false],
  [{ name: 'GramD20 Council Squire', type: 'Creature — Human Cleric', legacy: 'Will of the council \u2014 When GramD20 Council Squire enters the battlefield, starting with you, each player votes for an artifact or creature card in your graveyard. Return each card with the most votes or tied for most votes to your hand.', modern: 'Will of the council \u2014 When this creature enters, starting with you, each player votes for an artifact or creature card in your graveyard. Return each card with the most votes or tied for most votes to your hand.' }, 'zone-change', false],
  // CR 607.2a, 406.6: "the cards exiled with ~" as "all cards exiled with ~" (carried out: test/rules/game/gramD20-the-cards-exiled-with.cards);
  // "the cards exiled with it" in a trigger of the object that left is not told.
  [{ name: 'GramD20 Crypt Vault', type: 'Artifact', legacy: "{1}, Sacrifice GramD20 Crypt Vault: Return the cards exiled with GramD20 Crypt Vault to their owner's hand.", modern: "{1}, Sacrifice this artifact: Return the cards exiled with this artifact to their owner's hand." }, 'zone-change', true],
  [{ name: 'GramD20 Lost Conductor', type: 'Creature — Human Rogue', legacy: "When GramD20 Lost Conductor dies, put the cards exiled with it into their owner's hand.", modern: "When this creature dies, put the cards exiled with it into their owner's hand." }, 'zone-change', false],
  [{ name: 'GramD20 Study Plans', type: 'Enchantment', legacy: 'You may look at the cards exiled with GramD20 Study Plans, and you may play lands and cast spells from among those cards.', modern: 'You may look at the cards exiled with this enchantment, and you may play lands and cast spells from among those cards.' }, 'look', false],
  // CR 101.2, 307.1: when players may cast spells at all (carried out: test/rules/game/r22-carryS-cast-only-when.cards).
  [sameInBoth('GramD20 Slow Leaf', 'Creature — Treefolk', 'Players can cast spells only during their own turns.'), 'player-restriction', true],
  [sameInBoth('GramD20 Time Mage', 'Creature — Human Wizard', 'Each opponent can cast spells only any time they could cast a sorcery.'), 'player-restriction', true],
  // CR 401.4: a place in the library under a number of cards counted from the top (not carried out).
  [{ name: 'GramD20 Stone Herder', type: 'Creature — Elemental', legacy: "When GramD20 Stone Herder enters the battlefield, put target creature into its owner's library just beneath the top X cards of that library, where X is the number of Mountains you control.", modern: "When this creature enters, put target creature into its owner's library just beneath the top X cards of that library, where X is the number of Mountains you control." }, 'zone-change', false],
  [sameInBoth('GramD20 Sudden Gap', 'Instant', "Put target artifact into its owner's library just beneath the top two cards of that library."), 'zone-change', false],
  // CR 701.24a, 108.3: a player's zones and all permanents they own shuffled in at once (not carried out); the zones alone are.
  [sameInBoth('GramD20 Star Sway', 'Sorcery', "Each player shuffles their hand, graveyard, and all permanents they own into their library, then draws seven cards. Each player's life total becomes 7."), 'shuffle-zones', false],
  [sameInBoth('GramD20 Dawn Reset', 'Sorcery', 'Each player shuffles all cards from their hand and all permanents they own into their library, then draws that many cards.'), 'shuffle-zones', false],
  [sameInBoth('GramD20 Plain Reset', 'Sorcery', 'Each player shuffles their hand and graveyard into their library, then draws seven cards.'), 'shuffle-zones', true],
  // CR 401.4: "the rest on the bottom in any order", "of your library" left out (as the form written out; the order is a
  // choice the engine doesn't make, so an answer resting on it is inconclusive).
  [{ name: 'GramD20 Ally Scout', type: 'Creature — Human Scout Ally', legacy: 'Whenever GramD20 Ally Scout or another Ally enters the battlefield under your control, you may look at the top four cards of your library. If you do, reveal any number of Ally cards from among them, then put those cards on top of your library in any order and the rest on the bottom in any order.', modern: 'Whenever this creature or another Ally you control enters, you may look at the top four cards of your library. If you do, reveal any number of Ally cards from among them, then put those cards on top of your library in any order and the rest on the bottom in any order.' }, 'zone-change', false],
  [sameInBoth('GramD20 Deep Lens', 'Artifact', '{T}: Look at the top three cards of your library. Put one of them into your hand and the rest on the bottom in any order.'), 'zone-change', true],
];

describe('grammar parts, round twenty (gramD)', () => {
  for (const [line, kind, carriedOut] of LINES) it(line.legacy, () => void expectRow(line, kind, carriedOut));
});
