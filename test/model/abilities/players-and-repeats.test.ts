// Issue 26 (grammar-b): players named by what they do or don't ("each other player", "that attacking player", CR 102.1,
// 508.1), instructions repeated per object or by other players ("For each opponent, …", "Each opponent attacking that
// player does the same", CR 608.2c), "that much damage" (608.2c, 603.2), the top of a library in older and other
// players' wordings (401.4), a causative "unless" (118.12) and any targets counted (115.4, 601.2c). Invented lines in
// the shapes of real cards', read fully and printed back exactly in both templating eras; each either carried out (a
// scenario in test/rules/game proves it) or "recognized, not simulated".

import { describe, expect, it } from 'vitest';
import { readInBothEras, sameInBoth, type EraLine } from './both-eras';
import { allKinds } from './read-not-simulated';

const NOT_SIMULATED: [EraLine, string][] = [
  [sameInBoth('Rockslide', 'Sorcery', 'Sacrifice any number of Mountains. Rockslide deals that much damage to target player or planeswalker.'), 'damage'],
  // ('Search your library for a card, then shuffle and put that card on top.' is carried out: test/rules/game/put-it-on-top.cards, CR 401.4.)
  [sameInBoth('Fate Reading', 'Sorcery', "Look at the top five cards of target opponent's library. Put one of those cards into that player's graveyard and the rest on top of their library in any order."), 'zone-change'],
  [sameInBoth('Sealed Reading', 'Sorcery', "Look at the top X cards of target opponent's library. Exile one of those cards and put the rest back on top of that player's library in any order."), 'zone-change'],
  // "unless that creature's controller has ~ deal …": a player named through an object other than a target: not carried out.
  [{ name: 'Stone Scorcher', type: 'Creature — Dwarf', legacy: "Sacrifice Stone Scorcher: Stone Scorcher deals 1 damage to target creature unless that creature's controller has Stone Scorcher deal 2 damage to them.", modern: "Sacrifice this creature: This creature deals 1 damage to target creature unless that creature's controller has this creature deal 2 damage to them." }, 'conditional'],
  [sameInBoth('Curse of Plenty', 'Enchantment — Aura Curse', 'Whenever enchanted player is attacked, you gain 2 life. Each opponent attacking that player does the same.'), 'same-for'],
  [{ name: 'Mirror Thief', type: 'Creature — Human Rogue', legacy: "When Mirror Thief enters the battlefield, for each opponent, return up to one target nonland permanent that player controls to its owner's hand.", modern: "When this creature enters, for each opponent, return up to one target nonland permanent that player controls to its owner's hand." }, 'per-object'],
  // Grave Census's 'for each creature card put into your graveyard this way' is counted (CR 608.2c): lead20-now-carried-out.test.ts.
  [sameInBoth('Forced Recall', 'Sorcery', 'Target player mills four cards. You draw a card for each creature card put into their graveyard this way.'), 'draw'],
  [sameInBoth('Ruin Census', 'Sorcery', 'Destroy all creatures. For each creature destroyed this way, its controller creates a 1/1 red Goblin creature token.'), 'per-object'],
  [sameInBoth('Raid Banner', 'Enchantment', 'Whenever a player attacks one of your opponents, that attacking player creates a Treasure token.'), 'create-token'],
  [sameInBoth('Curse of Rummaging', 'Enchantment — Aura Curse', 'Whenever a player attacks enchanted player with one or more creatures, that attacking player may discard a card. If the player does, they draw a card.'), 'optional'],
  [{ name: 'Spark Twins', type: 'Creature — Elemental', legacy: '{T}: Spark Twins deals 1 damage to each of up to two targets.', modern: '{T}: This creature deals 1 damage to each of up to two targets.' }, 'damage'],
  // ("… deals 1 damage to the player or planeswalker it's attacking" is carried out: test/rules/game/carryT-attacked-recipient.cards,
  // test/model/abilities/grammar-parts-r21carryT.test.ts, CR 506.3, 508.1b.)
  // CR 602.5: the object an earlier instruction named.
  [sameInBoth('Lockdown Jolt', 'Instant', 'Tap target permanent. Its activated abilities can\'t be activated this turn.'), 'cant-activate'],
  // CR 603.2, 603.6a: entering or dying triggers nothing (entering alone is carried out, below).
  [{ name: 'Hush Keeper', type: 'Creature — Elemental', legacy: "Creatures entering the battlefield or dying don't cause abilities to trigger.", modern: "Creatures entering or dying don't cause abilities to trigger." }, 'rule'],
  // CR 701.23a: another player searching and putting onto the battlefield.
  [sameInBoth('Shared Ground', 'Sorcery', 'Each player searches their library for a basic land card, puts it onto the battlefield, then shuffles.'), 'zone-change'],
  [sameInBoth('Recall Hour', 'Sorcery', "Each player returns a creature they control to its owner's hand."), 'zone-change'],
  // CR 301.5, 120.1: an equipped creature, a creature dealt damage by one.
  [sameInBoth('Blade Banner', 'Enchantment', 'Whenever an equipped creature you control attacks, you gain 1 life.'), 'life'],
  [sameInBoth('Reaper Scythe', 'Artifact — Equipment', 'Whenever a creature dealt damage by equipped creature this turn dies, you gain 2 life.'), 'life'],
  // CR 612.1, 612.2: text-changing effects (layer 3, 613.1c), indefinitely or until end of turn (not applied by the layers).
  [sameInBoth('Word Shift', 'Instant', 'Change the text of target spell or permanent by replacing all instances of one color word with another.'), 'change-text'],
  [sameInBoth('Map Rewrite', 'Instant', 'Change the text of target permanent by replacing all instances of one basic land type with another.'), 'change-text'],
  [sameInBoth('Kind Rewrite', 'Sorcery', 'Change the text of target spell or permanent by replacing all instances of one creature type with another.'), 'change-text'],
  [sameInBoth('Brief Rewrite', 'Instant', 'Change the text of target permanent by replacing all instances of one color word with another or one basic land type with another until end of turn.'), 'change-text'],
  // CR 701.44a, 701.50a: a permanent instructed to explore or connive (not carried out).
  [{ name: 'Trail Scout', type: 'Creature — Merfolk Scout', legacy: 'When Trail Scout enters the battlefield, it explores.', modern: 'When this creature enters, it explores.' }, 'permanent-action'],
  [{ name: 'Quiet Schemer', type: 'Creature — Human Rogue', legacy: 'Whenever Quiet Schemer becomes the target of a spell you control, it connives.', modern: 'Whenever this creature becomes the target of a spell you control, it connives.' }, 'permanent-action'],
  [sameInBoth('Scout Map', 'Artifact', '{1}, {T}: Target creature you control explores.'), 'permanent-action'],
  // CR 701.9a: "discard any number of cards at random" (not carried out; without "at random" it is: CARRIED_OUT below).
  [sameInBoth('Wild Offering', 'Sorcery', 'Discard any number of cards at random. Creatures you control get +1/+0 until end of turn for each card discarded this way.'), 'player-action'],
  // CR 701.20a, 701.9b: a card chosen at random, "at random" after its noun (the engine picks nothing at random).
  [sameInBoth('Sly Glimpse', 'Enchantment', '{3}{W}: Target opponent reveals a card at random from their hand. You gain life equal to that card\'s mana value.'), 'reveal'],
  [sameInBoth('Grave Lottery', 'Sorcery', 'Return a creature card at random from your graveyard to your hand.'), 'zone-change'],
  // What an object did this turn, after its noun (CR 700.4): "died under your control" is not read by the engine.
  [sameInBoth('Mourning Call', 'Sorcery', 'Draw X cards, where X is the number of creatures that died under your control this turn.'), 'draw'],
  // CR 115.1, 601.2c: a relation among the targets chosen (the engine's target check doesn't read it).
  [sameInBoth('Shared Blame', 'Instant', 'Choose two target creatures controlled by the same player. That player sacrifices one of them.'), 'choose-target'],
  // CR 303.4, 110.5: a state said with "is"/"are", negated or not, after the noun.
  // Radiance (CR 105.2, 115.1): the target and each other object of a kind sharing a color with it (not found by the engine).
  [{ name: 'Prism Bolt', type: 'Instant', legacy: 'Prism Bolt deals 2 damage to target creature and each other creature that shares a color with it.', modern: 'This spell deals 2 damage to target creature and each other creature that shares a color with it.' }, 'damage'],
  [sameInBoth('Prism Rally', 'Instant', 'Target creature and each other creature that shares a color with it get +1/+1 until end of turn.'), 'modify-pt'],
  [sameInBoth('Prism Wake', 'Instant', 'Untap target creature and each other creature that shares a color with it. Those creatures get +2/+0 until end of turn.'), 'untap'],
  // CR 105.3, 105.4, 613.1e: a color chosen for an object (not applied by the layers).
  [sameInBoth('Hue Coat', 'Instant', 'Target creature becomes the color or colors of your choice until end of turn.'), 'become-chosen-color'],
  [{ name: 'Hue Golem', type: 'Artifact Creature — Golem', legacy: 'Hue Golem is the chosen color.', modern: 'This creature is the chosen color.' }, 'become-chosen-color'],
  // CR 701.17a, 107.1a: half a library milled, rounded as written (the engine mills a number only).
  // CR 101.4, 608.2c: you and another player each follow the instructions (not carried out).
  [{ name: 'Kind Scholar', type: 'Creature — Human Wizard', legacy: 'When Kind Scholar enters the battlefield, you and target opponent each draw a card.', modern: 'When this creature enters, you and target opponent each draw a card.' }, 'players-each'],
  [sameInBoth('Shared Loss', 'Sorcery', 'You and target opponent each lose 2 life.'), 'players-each'],
  // CR 701.9a, 608.2c: one of the cards just drawn discarded (the engine doesn't keep which cards were drawn).
  [sameInBoth('Sifting Sage', 'Creature — Human Wizard', '{T}, Sacrifice two lands: Draw three cards, then discard one of them.'), 'draw'],
  // CR 305.1, 101.2: a player who can't play lands this turn (not carried out; a static one is:
  // test/rules/game/player-restriction-kinds.cards PK3).
  [sameInBoth('Salted Ground', 'Instant', "Target player can't play lands this turn."), 'player-restriction'],
  // CR 702.57a, 701.20a: "Reveal ~ from your hand" as a cost (forecast: activated from the hand); CR 701.43a: "Exert ~" as a cost.
  [{ name: 'Calm Omen', type: 'Enchantment', legacy: 'Forecast \u2014 {W}{U}, Reveal Calm Omen from your hand: Tap target creature.', modern: 'Forecast \u2014 {W}{U}, Reveal this card from your hand: Tap target creature.' }, 'tap'],
  // CR 702.1, 602.5b, 601.2f, 107.3: sentences after a keyword about its own ability (not applied to it by the engine).
  [sameInBoth('Worn Harness', 'Artifact — Equipment', 'Equip {0}. Activate only once each turn.'), ''],
  [sameInBoth('Grand Vision', 'Sorcery', 'Flashback {8}{W}{W}. This spell costs {X} less to cast this way, where X is the greatest mana value of a commander you own on the battlefield or in the command zone.'), ''],
  [sameInBoth('Slow Horror', 'Creature — Horror', "Suspend X\u2014{X}{B}{B}{B}. X can't be 0."), ''],
  [{ name: 'Eager Steward', type: 'Creature — Human Warrior', legacy: '{T}, Exert Eager Steward: Create a 1/1 white Warrior creature token with vigilance.', modern: '{T}, Exert this creature: Create a 1/1 white Warrior creature token with vigilance.' }, 'create-token'],
  // CR 107.3, 122.1, 608.2c: up to X counters, and a cap on the counters the ability puts (not carried out).
  [{ name: 'Wound Avian', type: 'Artifact Creature — Bird', legacy: "{X}, {T}: Put up to X +1/+0 counters on Wound Avian. This ability can't cause the total number of +1/+0 counters on Wound Avian to be greater than four. Activate only during your upkeep.", modern: "{X}, {T}: Put up to X +1/+0 counters on this creature. This ability can't cause the total number of +1/+0 counters on this creature to be greater than four. Activate only during your upkeep." }, 'add-counters'],
];

const CARRIED_OUT: [EraLine, string][] = [
  // CR 118.12a: the target's controller may have ~ deal the damage to them (test/rules/game/unless-has-damage.cards).
  [{ name: 'Stone Driller', type: 'Creature — Dwarf', legacy: '{T}: Destroy target land unless its controller has Stone Driller deal 2 damage to them.', modern: '{T}: Destroy target land unless its controller has this creature deal 2 damage to them.' }, 'conditional'],
  // CR 404.1, 102.3: every card of each opponent's graveyard (model/abilities/zone-owner.ts).
  [sameInBoth('Wide Sweep', 'Sorcery', "Exile each opponent's graveyard."), 'zone-change'],
  // test/rules/game/rule-statics.cards (CR 603.2)
  [{ name: 'Quiet Warden', type: 'Creature — Human Cleric', legacy: "Creatures entering the battlefield don't cause abilities to trigger.", modern: "Creatures entering don't cause abilities to trigger." }, 'rule'],
  // test/rules/game/each-other-player.cards
  [sameInBoth('Agony Rite', 'Sorcery', 'Each other player loses 3 life.'), 'life'],
  [sameInBoth('Hollow Demand', 'Sorcery', 'Each other player discards a card.'), 'player-action'],
  // test/rules/game/any-targets-count.cards
  [{ name: 'Spark Twins', type: 'Creature — Elemental', legacy: '{T}: Spark Twins deals 1 damage to each of two targets.', modern: '{T}: This creature deals 1 damage to each of two targets.' }, 'damage'],
  // test/rules/game/any-counters-filter.cards
  [sameInBoth('Banner of Scars', 'Enchantment', 'Creatures you control with counters on them have trample.'), 'gain-keyword'],
  // CR 702.34a, 118.3: a keyword cost after a dash with a mana part and more (test/rules/game/flashback.cards FB4).
  [sameInBoth('Deep Reading', 'Sorcery', 'Flashback\u2014{1}{U}, Pay 3 life.'), ''],
  // CR 404.1, 115.1: a target player's graveyard written as the zone, every card in it (test/rules/game/graveyard-whole.cards).
  [sameInBoth('Ashen Sweep', 'Instant', "Exile target player's graveyard."), 'zone-change'],
  [{ name: 'Grave Warden', type: 'Creature — Spirit', legacy: "When Grave Warden enters the battlefield, exile target player's graveyard.", modern: "When this creature enters, exile target player's graveyard." }, 'zone-change'],
  // CR 401.4, 701.24a, 108.3: the object's owner puts it into their library, named first (test/rules/game/owner-puts-in-library.cards).
  [sameInBoth('Tide Return', 'Instant', 'The owner of target nonland permanent puts it on the top or bottom of their library.'), 'zone-change'],
  [sameInBoth('Drowning Word', 'Sorcery', "Target creature's owner puts it on the top or bottom of their library."), 'zone-change'],
  [sameInBoth('Gust Word', 'Instant', 'Choose target creature. Its owner puts it on the top or bottom of their library.'), 'choose-target'],
  [{ name: 'Restless Sphinx', type: 'Creature — Sphinx', legacy: "{U}: Restless Sphinx's owner shuffles it into their library.", modern: "{U}: This creature's owner shuffles it into their library." }, 'zone-change'],
  // CR 508.4, 506.3b: put onto the battlefield attacking (rules/actions/enter-attacking.ts; in a main phase, not attacking:
  // test/rules/game/ninjutsu.cards EA2).
  [sameInBoth('Dragon Call', 'Sorcery', 'You may put a Dragon creature card from your hand onto the battlefield tapped and attacking.'), 'zone-change'],
  // CR 305.1, 101.2: a static "… can't play lands" (test/rules/game/player-restriction-kinds.cards PK3).
  [sameInBoth('Barren Edict', 'Enchantment', "Your opponents can't play lands."), 'player-restriction'],
  // What an object did this turn, after its noun (CR 508.1, 603.6a, 120.1): the turn's history (round twenty, carryZ:
  // rules/state/did-this-turn.ts, test/rules/game/carryZ-did-this-turn.cards).
  [sameInBoth('Second Charge', 'Sorcery', 'Untap all creatures that attacked this turn.'), 'untap'],
  [{ name: 'Late Purge', type: 'Instant', legacy: 'Destroy all creatures that entered the battlefield this turn.', modern: 'Destroy all creatures that entered this turn.' }, 'zone-change'],
  [sameInBoth('Sun Lance', 'Enchantment', '{1}{W}, {T}: Destroy target creature that dealt damage to you this turn.'), 'zone-change'],
  // CR 701.9a, 608.2c: the cards discarded chosen, then "that many" drawn (test/rules/game/r22-carryK-discard-that-many.cards).
  [sameInBoth('Open Hands', 'Sorcery', 'Discard any number of cards, then draw that many cards.'), 'player-action'],
  // CR 303.4: "that isn't enchanted" (test/rules/game/carryZ-attachment-words.cards).
  [sameInBoth('Bare Winds', 'Sorcery', "Destroy all creatures that aren't enchanted. They can't be regenerated."), 'zone-change'],
  [sameInBoth('Bare Spoil', 'Sorcery', "Destroy target creature that isn't enchanted. It can't be regenerated."), 'zone-change'],
];

describe('players, repeats and counted targets (issue 26; CR 102.1, 401.4, 508.1, 608.2c, 115.4)', () => {
  it.each(NOT_SIMULATED)('reads, not simulated: $legacy', (line, kind) => {
    const a = readInBothEras(line);
    if (kind !== '') expect(allKinds(a)).toContain(kind);
    expect(a.unsimulated?.length, 'recognized, not simulated').toBeGreaterThan(0);
  });

  it.each(CARRIED_OUT)('reads, carried out: $legacy', (line, kind) => {
    const a = readInBothEras(line);
    if (kind !== '') expect(allKinds(a)).toContain(kind);
    expect(a.unsimulated ?? [], 'carried out').toEqual([]);
  });
});
