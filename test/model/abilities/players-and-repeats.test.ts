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
  [{ name: 'Ember Reckoner', type: 'Creature — Minotaur', legacy: 'Whenever Ember Reckoner is dealt damage, it deals that much damage to any target.', modern: 'Whenever this creature is dealt damage, it deals that much damage to any target.' }, 'damage'],
  [sameInBoth('Rockslide', 'Sorcery', 'Sacrifice any number of Mountains. Rockslide deals that much damage to target player or planeswalker.'), 'damage'],
  [{ name: 'Spiteful Hex', type: 'Enchantment — Aura', legacy: "Whenever enchanted creature deals damage to you, Spiteful Hex deals that much damage to that creature's controller.", modern: "Whenever enchanted creature deals damage to you, this Aura deals that much damage to that creature's controller." }, 'damage'],
  // ('Search your library for a card, then shuffle and put that card on top.' is carried out: test/rules/game/put-it-on-top.cards, CR 401.4.)
  [sameInBoth('Fate Reading', 'Sorcery', "Look at the top five cards of target opponent's library. Put one of those cards into that player's graveyard and the rest on top of their library in any order."), 'zone-change'],
  [sameInBoth('Sealed Reading', 'Sorcery', "Look at the top X cards of target opponent's library. Exile one of those cards and put the rest back on top of that player's library in any order."), 'zone-change'],
  [{ name: 'Stone Driller', type: 'Creature — Dwarf', legacy: '{T}: Destroy target land unless its controller has Stone Driller deal 2 damage to them.', modern: '{T}: Destroy target land unless its controller has this creature deal 2 damage to them.' }, 'conditional'],
  [sameInBoth('Curse of Plenty', 'Enchantment — Aura Curse', 'Whenever enchanted player is attacked, you gain 2 life. Each opponent attacking that player does the same.'), 'same-for'],
  [{ name: 'Mirror Thief', type: 'Creature — Human Rogue', legacy: "When Mirror Thief enters the battlefield, for each opponent, return up to one target nonland permanent that player controls to its owner's hand.", modern: "When this creature enters, for each opponent, return up to one target nonland permanent that player controls to its owner's hand." }, 'per-object'],
  [sameInBoth('Grave Census', 'Sorcery', 'Mill X cards. For each creature card put into your graveyard this way, create a 2/2 black Zombie creature token.'), 'create-token'],
  [sameInBoth('Forced Recall', 'Sorcery', 'Target player mills four cards. You draw a card for each creature card put into their graveyard this way.'), 'draw'],
  [sameInBoth('Ruin Census', 'Sorcery', 'Destroy all creatures. For each creature destroyed this way, its controller creates a 1/1 red Goblin creature token.'), 'per-object'],
  [sameInBoth('Raid Banner', 'Enchantment', 'Whenever a player attacks one of your opponents, that attacking player creates a Treasure token.'), 'create-token'],
  [sameInBoth('Curse of Rummaging', 'Enchantment — Aura Curse', 'Whenever a player attacks enchanted player with one or more creatures, that attacking player may discard a card. If the player does, they draw a card.'), 'optional'],
  [{ name: 'Spark Twins', type: 'Creature — Elemental', legacy: '{T}: Spark Twins deals 1 damage to each of up to two targets.', modern: '{T}: This creature deals 1 damage to each of up to two targets.' }, 'damage'],
  // CR 506.2, 508.1b: what the attacking creature attacks (not tracked by the engine).
  [{ name: 'Rowdy Brawler', type: 'Creature — Devil', legacy: "Whenever Rowdy Brawler becomes blocked, it deals 1 damage to the player or planeswalker it's attacking.", modern: "Whenever this creature becomes blocked, it deals 1 damage to the player or planeswalker it's attacking." }, 'damage'],
  [sameInBoth('Blade Mark', 'Artifact — Equipment', "Whenever equipped creature attacks, it deals damage equal to its power to the player or planeswalker it's attacking."), 'damage'],
  // CR 602.5: the object an earlier instruction named.
  [sameInBoth('Lockdown Jolt', 'Instant', 'Tap target permanent. Its activated abilities can\'t be activated this turn.'), 'cant-activate'],
  // CR 603.2, 603.6a: entering or dying triggers nothing (entering alone is carried out, below).
  [{ name: 'Hush Keeper', type: 'Creature — Elemental', legacy: "Creatures entering the battlefield or dying don't cause abilities to trigger.", modern: "Creatures entering or dying don't cause abilities to trigger." }, 'rule'],
  // CR 508.4: attacking without being declared.
  [{ name: 'Ash Phoenix', type: 'Creature — Phoenix', legacy: 'Whenever you attack with three or more creatures, you may pay {2}{R}. If you do, return Ash Phoenix from your graveyard to the battlefield tapped and attacking.', modern: 'Whenever you attack with three or more creatures, you may pay {2}{R}. If you do, return this card from your graveyard to the battlefield tapped and attacking.' }, 'zone-change'],
  [sameInBoth('Dragon Call', 'Sorcery', 'You may put a Dragon creature card from your hand onto the battlefield tapped and attacking.'), 'zone-change'],
  // CR 701.23a: another player searching and putting onto the battlefield.
  [sameInBoth('Shared Ground', 'Sorcery', 'Each player searches their library for a basic land card, puts it onto the battlefield, then shuffles.'), 'zone-change'],
  [sameInBoth('Recall Hour', 'Sorcery', "Each player returns a creature they control to its owner's hand."), 'zone-change'],
  // CR 301.5, 120.1: an equipped creature, a creature dealt damage by one.
  [sameInBoth('Blade Banner', 'Enchantment', 'Whenever an equipped creature you control attacks, you gain 1 life.'), 'life'],
  [sameInBoth('Reaper Scythe', 'Artifact — Equipment', 'Whenever a creature dealt damage by equipped creature this turn dies, you gain 2 life.'), 'life'],
];

const CARRIED_OUT: [EraLine, string][] = [
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
